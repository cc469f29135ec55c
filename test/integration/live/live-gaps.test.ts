import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { print } from 'graphql';
import type Redis from 'ioredis';
import { NestTaskUpdatedDocument, TaskUpdatedDocument } from '../../__generated__/operations';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { markSucceeded, reenterTask, startTask } from '../../../src/tasks/transitions';
import type { TaskRow } from '../../../src/tasks/task.types';
import { assertContiguous, createNest, rawWsClient, requestIssuance, type PushedTask } from './live-helpers';

/** Subscribes and records `field` of every result until the stream ends. */
function record(
  client: ReturnType<typeof rawWsClient>,
  query: string,
  variables: Record<string, unknown>,
  field: string,
) {
  const values: PushedTask[] = [];
  let completed = false;
  const stop = client.subscribe<Record<string, PushedTask>>(
    { query, variables },
    {
      next: (r) => r.data && values.push(r.data[field]),
      error: (e) => assert.fail(`subscription failed: ${JSON.stringify(e)}`),
      complete: () => (completed = true),
    },
  );
  return { values, stop, isCompleted: () => completed };
}

/**
 * SPEC §7's repair paths: a transition whose publish was lost is filled from the task event log
 * when a later one arrives; a repeated message is dropped; after Redis comes back from a
 * disconnect, every open subscription re-reads PostgreSQL and catches up.
 */
describe('live push fills gaps from the event log', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
  });
  after(() => stack.close());

  test('lost publishes are filled, duplicates dropped, and a Redis reconnect catches up to the final state', async () => {
    const token = stack.token('gap-owner');
    const nestId = await createNest(stack.url, token);
    const taskId = await requestIssuance(stack.url, token, nestId);
    const client = rawWsClient(stack.url, `Bearer ${token}`);
    const task = record(client, print(TaskUpdatedDocument), { id: taskId }, 'taskUpdated');
    const nest = record(client, print(NestTaskUpdatedDocument), { nestId }, 'nestTaskUpdated');
    // Both snapshots first: a nest snapshot read after the next commit would start that stream at v2.
    await waitFor('both channels and both snapshots', async () =>
      stack.api!.fanout.channelCount() === 2 && task.values.length === 1 && nest.values.length === 1 ? true : undefined,
    );

    const { db, publisher } = stack.app;
    const publish = async (row: TaskRow | null) => publisher.publish(row);
    await publish(await startTask(db, taskId, 'gap-worker')); // v2, published
    await reenterTask(db, taskId, 'gap-worker', 0, false); // v3, its publish "lost"
    const v4 = await reenterTask(db, taskId, 'gap-worker', 1, false); // v4, published twice
    await publish(v4);
    await publish(v4);
    await waitFor('v4 on both streams', async () =>
      task.values.at(-1)?.version === 4 && nest.values.at(-1)?.version === 4 ? true : undefined,
    );

    await markSucceeded(db, taskId, 2); // v5, never published: only the resync can deliver it
    const subscriber = (stack.api!.fanout as unknown as { subscriber: Redis }).subscriber;
    subscriber.disconnect(true);
    await waitFor('the final state after the reconnect', async () => (task.isCompleted() ? true : undefined), 10_000);

    assertContiguous(task.values, 1, 'taskUpdated');
    assert.deepEqual(
      task.values.map((v) => v.status),
      ['PENDING', 'PROCESSING', 'PROCESSING', 'PROCESSING', 'SUCCESS'],
    );
    await waitFor('v5 on the nest stream', async () => (nest.values.at(-1)?.version === 5 ? true : undefined), 10_000);
    assertContiguous(nest.values, 1, 'nestTaskUpdated'); // the nest's snapshot carried the active task at v1
    nest.stop();
    await client.dispose();
  });
});
