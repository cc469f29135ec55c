import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NestTaskUpdatedDocument, TaskUpdatedDocument, type TaskFieldsFragment } from '../../__generated__/operations';
import { collect, createTestApolloClient, type Collected, type TestApolloClient } from '../../helpers/apollo-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createAppContext, type AppContext } from '../../../src/main/app-context';
import { createApi, type ApiProcess } from '../../../src/main/create-api';
import { assertContiguous, byTask, createNest, requestIssuance } from './live-helpers';

interface Replica {
  name: string;
  api: ApiProcess;
  apollo: TestApolloClient;
}

/**
 * SPEC §7: every API replica receives every transition. Two API replicas (each with its own app
 * context, hence its own PostgreSQL pool and Redis connections), one worker child process; the
 * mutation goes through replica A, subscribers on both must see the same complete streams.
 */
describe('live push across two API replicas and a worker process', () => {
  let stack: TestStack;
  let appB: AppContext;
  let replicas: Replica[];
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
    appB = await createAppContext(stack.env, 'api-b');
    const apiB = await createApi(appB);
    const token = stack.token('replica-owner');
    replicas = [
      { name: 'A', api: stack.api!, apollo: createTestApolloClient(stack.url, token) },
      { name: 'B', api: apiB, apollo: createTestApolloClient(apiB.api.url, token) },
    ];
  });
  after(async () => {
    for (const r of replicas) await r.apollo.dispose();
    await replicas[1].api.close();
    await appB.close();
    await stack.close();
  });

  test('subscribers on A and B receive every transition of a task requested through A', async () => {
    const token = stack.token('replica-owner');
    const nestId = await createNest(stack.url, token);
    const nests = replicas.map((r) =>
      collect(
        r.apollo.client.subscribe({ query: NestTaskUpdatedDocument, variables: { nestId } }),
        (x) => x.data?.nestTaskUpdated,
      ),
    );
    await waitFor('nest channels on both replicas', async () =>
      replicas.every((r) => r.api.fanout.channelCount() === 1) ? true : undefined,
    );

    const taskId = await requestIssuance(stack.url, token, nestId);
    const tasks = replicas.map((r) =>
      collect(
        r.apollo.client.subscribe({ query: TaskUpdatedDocument, variables: { id: taskId } }),
        (x) => x.data?.taskUpdated,
      ),
    );
    await waitFor('both snapshots', async () => (tasks.every((t) => t.values.length > 0) ? true : undefined));

    const worker = stack.spawnWorker({ WORKER_QUEUES: 'issuance' });
    await Promise.all(tasks.map((t) => t.done));
    for (const [i, t] of tasks.entries()) assertIssuance(t, `replica ${replicas[i].name}`);
    assert.deepEqual(tasks[1].values, tasks[0].values, 'both replicas pushed the same states');
    assert.ok(tasks[0].values.at(-1)!.workerId?.includes(`:${worker.pid}:`), 'the worker child process did the work');

    await waitFor(
      'the OCR task on both nest streams',
      async () => (nests.every((n) => n.values.some((u) => u.kind === 'OCR')) ? true : undefined),
      10_000,
      20,
    );
    const [a, b] = nests.map((n) => byTask(n.values));
    assert.deepEqual([...b.entries()], [...a.entries()], 'both nest streams hold the same per-task sequences');
    for (const [id, stream] of a) assertContiguous(stream, 1, `nest stream of ${id}`);
    assert.deepEqual(a.get(taskId), tasks[0].values);
    nests.forEach((n) => n.stop());
    worker.kill('SIGTERM');
  });
});

function assertIssuance(t: Collected<TaskFieldsFragment>, where: string): void {
  assert.deepEqual(t.errors, [], where);
  assertContiguous(t.values, 1, where);
  assert.equal(t.values[0].status, 'PENDING', where);
  assert.equal(t.values.at(-1)!.status, 'SUCCESS', `${where}: ${t.values.map((v) => v.status).join(' → ')}`);
}
