import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startReaper, type ReaperProcess } from '../../../src/main/create-reaper';
import { findTask } from '../../../src/tasks/transitions';
import { exited, TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { orphanObjects } from './recovery-audit';
import { createIssuances, createNests } from './recovery-harness';

/**
 * SPEC §6 with its default intervals (heartbeat, stall check and reaper every 5 s): the only
 * worker dies after uploading the document and nobody restarts it. The reaper closes the task
 * FAILED(WORKER_DEAD) within 20 s of the death, and deletes the object no file row names.
 */
describe('the only worker killed, not restarted, default intervals', () => {
  let stack: TestStack;
  let reaper: ReaperProcess;
  before(async () => {
    stack = await TestStack.start({ api: false, env: { HEARTBEAT_INTERVAL_MS: '5000', STALL_INTERVAL_MS: '5000', REAPER_INTERVAL_MS: '5000' } });
    reaper = startReaper(stack.app, { log: () => undefined });
  });
  after(async () => {
    await reaper.stop();
    await stack.close();
  });

  test('its task is closed WORKER_DEAD within 20 s of the kill', async () => {
    const worker = stack.spawnWorker({ WORKER_QUEUES: 'issuance', CHAOS_KILL_AT: 'after-upload' });
    await waitFor('worker ready', async () => (worker.output.join('').includes('consuming') ? true : undefined), 30_000);
    const [id] = await createIssuances(stack, await createNests(stack.app.db, 1, 'lonely'));
    const death = await exited(worker);
    const killedAt = Date.now();
    assert.equal(death.signal, 'SIGKILL', worker.output.join(''));
    assert.equal((await orphanObjects(stack)).length, 1, 'the dead attempt left its upload behind');

    const row = await waitFor('WORKER_DEAD closure', async () => {
      const task = await findTask(stack.app.db, id!);
      return task?.status === 'FAILED' ? task : undefined;
    }, 30_000, 100);
    const seconds = (row.finishedAt!.getTime() - killedAt) / 1000;
    console.log(`[worker-dead] closed FAILED(${row.errorCode}) ${seconds.toFixed(1)} s after the kill`);
    assert.equal(row.errorCode, 'WORKER_DEAD');
    assert.ok(seconds <= 20, `closed after ${seconds} s`);
    const events = await stack.app.db.query(`select note from task_events where task_id = $1 and to_status = 'FAILED'`, [id]);
    assert.deepEqual(events.rows, [{ note: 'reaper' }]);
    // The reaper deletes the object right after the closure commits.
    await waitFor('the orphan object deleted', async () => ((await orphanObjects(stack)).length === 0 ? true : undefined), 5_000, 100);
  });
});
