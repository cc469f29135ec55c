import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  NestTaskUpdatedDocument,
  RequestRegistryIssuanceDocument,
  TaskDocument,
  TaskUpdatedDocument,
  type TaskFieldsFragment,
  type TaskQuery,
} from '../../__generated__/operations';
import { collect, createTestApolloClient, type TestApolloClient } from '../../helpers/apollo-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { startWorkers } from '../../../src/main/create-workers';
import { HANDLERS } from '../../../workers/handlers';
import { assertContiguous, byTask, createNest, requestIssuance } from './live-helpers';

/** Resolves when `done` settles, or fails the test after `ms` with `what`. */
function within(done: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  );
  return Promise.race([done, timeout]).finally(() => clearTimeout(timer));
}

describe('live status push through a real Apollo Client (SPEC §7)', () => {
  let stack: TestStack;
  let apollo: TestApolloClient;
  before(async () => {
    // No worker yet: the test subscribes first, then starts one, so it sees every state.
    stack = await TestStack.start({ workerQueues: [] });
    apollo = createTestApolloClient(stack.url, stack.token('live-owner'));
  });
  after(async () => {
    await apollo.dispose();
    await stack.close();
  });

  test('taskUpdated and nestTaskUpdated deliver every transition in order, then taskUpdated completes', async () => {
    const token = stack.token('live-owner');
    const nestId = await createNest(stack.url, token);
    const nest = collect(
      apollo.client.subscribe({ query: NestTaskUpdatedDocument, variables: { nestId } }),
      (r) => r.data?.nestTaskUpdated,
    );
    await waitFor('the nest channel subscribed', async () =>
      stack.api!.fanout.channelCount() === 1 ? true : undefined,
    );

    const requested = await apollo.client.mutate({ mutation: RequestRegistryIssuanceDocument, variables: { nestId } });
    const taskId = requested.data!.requestRegistryIssuance.task.id;
    const task = collect(
      apollo.client.subscribe({ query: TaskUpdatedDocument, variables: { id: taskId } }),
      (r) => r.data?.taskUpdated,
    );
    await waitFor('the snapshot', async () => (task.values.length > 0 ? true : undefined));
    assert.equal(task.values[0].status, 'PENDING', 'the snapshot comes first');

    stack.workers = await startWorkers(stack.app, ['issuance'], HANDLERS);
    await within(task.done, 20_000, 'taskUpdated to complete');
    assert.deepEqual(task.errors, []);
    assertTaskStream(task.values, 1);

    const ocr = await waitFor('the OCR task on the nest stream', async () => nest.values.find((u) => u.kind === 'OCR'));
    const streams = byTask(nest.values);
    assert.deepEqual(streams.get(taskId), task.values, 'the nest stream carries the same issuance states');
    const ocrStream = streams.get(ocr.id)!;
    assert.equal(ocrStream[0].status, 'PENDING');
    assertContiguous(ocrStream, 1, 'OCR task on the nest stream');
    const successAt = nest.values.findIndex((u) => u.id === taskId && u.status === 'SUCCESS');
    assert.ok(nest.values.indexOf(ocrStream[0]) > successAt, 'the OCR task appears after the issuance succeeded');

    const events = await stack.app.db.query<{ version: number; to_status: string }>(
      'select version, to_status from task_events where task_id = $1 order by version',
      [taskId],
    );
    assert.deepEqual(
      task.values.map((u) => [u.version, u.status]),
      events.rows.map((e) => [e.version, e.to_status]),
      'push equals the event log',
    );
    nest.stop();
  });

  test('subscribeToMore keeps a typed query current', async () => {
    await stack.workers!.close(2_000); // hold the task at PENDING until the query is watching
    const token = stack.token('live-owner');
    const nestId = await createNest(stack.url, token, '망원동 투룸');
    const taskId = await requestIssuance(stack.url, token, nestId);
    const query = apollo.client.watchQuery({ query: TaskDocument, variables: { id: taskId } });
    const seen: string[] = [];
    const watching = query.subscribe({ next: (r) => r.data?.task?.status && seen.push(r.data.task.status) });
    let pushed = 0;
    const stop = query.subscribeToMore({
      document: TaskUpdatedDocument,
      variables: { id: taskId },
      updateQuery: (_unsafe, { complete, previousData, subscriptionData }) => {
        pushed++;
        if (!complete || !previousData.task) return undefined;
        return { ...previousData, task: { ...previousData.task, ...subscriptionData.data.taskUpdated } } as TaskQuery;
      },
    });
    await waitFor('the snapshot pushed into the query', async () => (pushed > 0 ? true : undefined));
    stack.workers = await startWorkers(stack.app, ['issuance'], HANDLERS);
    await waitFor('the query to show SUCCESS', async () => (seen.at(-1) === 'SUCCESS' ? true : undefined), 20_000);
    assert.equal(seen[0], 'PENDING');
    assert.ok(pushed >= 3, `${pushed} pushes reached updateQuery`);
    stop();
    watching.unsubscribe();
  });

  test('a subscriber that arrives after the end gets the final state at once and completes', async () => {
    const token = stack.token('live-owner');
    const nestId = await createNest(stack.url, token, '합정동 쓰리룸');
    const taskId = await requestIssuance(stack.url, token, nestId);
    await waitFor(
      'the issuance to finish',
      async () => {
        const { rows } = await stack.app.db.query<{ status: string }>('select status from tasks where id = $1', [
          taskId,
        ]);
        return rows[0].status === 'SUCCESS' ? true : undefined;
      },
      20_000,
    );
    const started = Date.now();
    const late = collect(
      apollo.client.subscribe({ query: TaskUpdatedDocument, variables: { id: taskId } }),
      (r) => r.data?.taskUpdated,
    );
    await within(late.done, 5_000, 'a late taskUpdated to complete');
    assert.deepEqual(
      late.values.map((u) => [u.status, u.version]),
      [['SUCCESS', 3]],
    );
    assert.ok(Date.now() - started < 2_000, `completed in ${Date.now() - started} ms`);
    await waitFor(
      'the task channel released',
      async () => (stack.api!.fanout.channelCount() === 0 ? true : undefined),
      5_000,
    );
  });
});

/** One issuance's taskUpdated stream: PENDING, PROCESSING (one or more), SUCCESS, by +1 versions. */
function assertTaskStream(values: TaskFieldsFragment[], from: number): void {
  assertContiguous(values, from, 'taskUpdated');
  assert.equal(values[0].status, 'PENDING');
  assert.equal(values.at(-1)!.status, 'SUCCESS', `ended ${values.at(-1)!.status} ${values.at(-1)!.errorCode}`);
  assert.ok(
    values.slice(1, -1).every((v) => v.status === 'PROCESSING'),
    values.map((v) => v.status).join(' → '),
  );
  assert.ok(values.length >= 3);
}
