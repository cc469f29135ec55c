import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startWorkers, type HandlerFactory } from '../../../src/main/create-workers';
import { findTask, insertTask } from '../../../src/tasks/transitions';
import { heartbeatKey } from '../../../src/worker-runtime/heartbeat';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNests } from './recovery-harness';

/**
 * SPEC §6: a worker stopped on purpose finishes its jobs or releases them. One it cannot finish in
 * time keeps its heartbeat key until the key expires, so the reaper does not close the row
 * WORKER_DEAD before Bee-Queue's stall check can hand the job to another worker.
 */
describe('a worker stopped while a job still runs', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ api: false, env: { HEARTBEAT_INTERVAL_MS: '2000' } });
  });
  after(() => stack.close());

  test('past its deadline it leaves its heartbeat to expire; with nothing running it deletes it', async () => {
    let release: () => void = () => undefined;
    const slow: HandlerFactory = () => () =>
      new Promise<void>((resolve) => {
        release = resolve;
      });
    const worker = await startWorkers(stack.app, ['registry-analysis'], { 'registry-analysis': slow });
    const key = heartbeatKey(stack.env.QUEUE_PREFIX, worker.workerId);
    const [nestId] = await createNests(stack.app.db, 1, 'graceful');
    const task = await stack.app.dispatcher.dispatch(
      await insertTask(stack.app.db, { kind: 'REGISTRY_ANALYSIS', nestId: nestId }),
    );
    await waitFor(
      'the job running',
      async () => ((await findTask(stack.app.db, task.id))?.status === 'PROCESSING' ? true : undefined),
      10_000,
    );

    await worker.close(300);
    assert.equal(await stack.app.redis.exists(key), 1, 'the key stays, to expire on its own');
    const ttl = await stack.app.redis.pttl(key);
    assert.ok(ttl > 0 && ttl <= 6_000, `and expires within a TTL (${ttl} ms)`);
    release();

    const idle = await startWorkers(stack.app, ['registry-analysis'], { 'registry-analysis': slow });
    const idleKey = heartbeatKey(stack.env.QUEUE_PREFIX, idle.workerId);
    await waitFor('first beat', async () => ((await stack.app.redis.exists(idleKey)) ? true : undefined), 5_000);
    await idle.close(300);
    assert.equal(await stack.app.redis.exists(idleKey), 0, 'a worker with nothing running deletes its key at once');
  });
});
