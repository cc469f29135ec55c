import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startReaper, type ReaperProcess } from '../../../src/main/create-reaper';
import { findTask } from '../../../src/tasks/transitions';
import { exited, TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { orphanObjects } from './recovery-audit';
import { createIssuances, createNests } from './recovery-harness';
import { captureLogs } from '../../helpers/log-capture';

/**
 * SPEC §6 with its default intervals (heartbeat, stall check and reaper every 5 s): the only
 * worker dies after uploading the document. A new worker, started after the death, takes the task
 * over within 20 s of the kill and finishes it SUCCESS, paying once and keeping the uploaded object.
 */
describe('the only worker killed, a new one started, default intervals', () => {
  let stack: TestStack;
  let reaper: ReaperProcess;
  before(async () => {
    stack = await TestStack.start({
      api: false,
      env: { HEARTBEAT_INTERVAL_MS: '5000', STALL_INTERVAL_MS: '5000', REAPER_INTERVAL_MS: '5000' },
    });
    reaper = startReaper(stack.app, { logger: captureLogs().logger });
  });
  after(async () => {
    await reaper.stop();
    await stack.close();
  });

  test('its task is taken over by the new worker within 20 s of the kill and ends SUCCESS, charged once', async () => {
    const worker = stack.spawnWorker({ WORKER_QUEUES: 'issuance', CHAOS_KILL_AT: 'after-upload' });
    await waitFor(
      'worker ready',
      async () => (worker.output.join('').includes('consuming') ? true : undefined),
      30_000,
    );
    const [id] = await createIssuances(stack, await createNests(stack.app.db, 1, 'lonely'));
    const death = await exited(worker);
    const killedAt = Date.now();
    assert.equal(death.signal, 'SIGKILL', worker.output.join(''));
    assert.equal((await orphanObjects(stack)).length, 1, 'the dead attempt left its upload behind');

    const successor = stack.spawnWorker({ WORKER_QUEUES: 'issuance' });
    const row = await waitFor(
      'SUCCESS',
      async () => {
        const task = await findTask(stack.app.db, id);
        return task && task.status !== 'PROCESSING' && task.status !== 'PENDING' ? task : undefined;
      },
      40_000,
      100,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${successor.output.join('')}`);
    });
    assert.equal(row.status, 'SUCCESS', `${row.errorCode}: ${row.errorMessage}`);
    // The takeover: the redelivery that found the worker lost and isolated the task.
    const {
      rows: [takeover],
    } = await stack.app.db.query<{ at: Date }>(
      `select at from task_events where task_id = $1 and note = 'redelivery: lost its worker, runs alone next'`,
      [id],
    );
    assert.ok(takeover, 'the loss was found by a redelivery');
    const seconds = (takeover.at.getTime() - killedAt) / 1000;
    console.log(
      `[takeover] taken over ${seconds.toFixed(1)} s after the kill; SUCCESS ${((row.finishedAt!.getTime() - killedAt) / 1000).toFixed(1)} s after it`,
    );
    assert.ok(seconds <= 20, `taken over after ${seconds} s`);
    assert.equal(row.redeliveryCount, 1, 'the loss was counted once');
    assert.equal(stack.simulator.charges().byKey[id], 1, 'charged once');
    assert.deepEqual(await orphanObjects(stack), [], 'the upload is named by the file row of the run that finished');
    successor.kill('SIGTERM');
    await exited(successor);
  });
});
