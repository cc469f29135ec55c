import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startReaper, type ReaperProcess } from '../../../src/main/create-reaper';
import { TestStack } from '../../helpers/test-stack';
import { formatKillTable, ISSUANCE_STEPS, runKillStep, type KillStepResult } from './chaos-steps';
import { captureLogs } from '../../helpers/log-capture';

/**
 * SPEC §4.3, §6, §9 — the short form of `bench/chaos.ts`: at each issuance step, tasks SIGKILL
 * their worker process there; a supervisor restarts the dead and the reaper runs. A lost worker
 * costs time, not the task: every task ends SUCCESS, charged once (ledger = office), with no orphan
 * object and no transition after its final state; each kill is taken over within the 20 s bound.
 */
describe('worker processes killed at every issuance step', () => {
  let stack: TestStack;
  let reaper: ReaperProcess;
  const results: KillStepResult[] = [];
  before(async () => {
    stack = await TestStack.start({
      api: false,
      env: { HEARTBEAT_INTERVAL_MS: '2000', STALL_INTERVAL_MS: '1000', REAPER_INTERVAL_MS: '1000' },
    });
    reaper = startReaper(stack.app, { logger: captureLogs().logger });
  });
  after(async () => {
    if (results.length > 0) console.log(formatKillTable(results));
    await reaper.stop();
    await stack.close();
  });

  for (const step of ISSUANCE_STEPS) {
    test(`killed at ${step}`, async () => {
      const result = await runKillStep(stack, { step, tasks: 2, workers: 2, concurrency: 1, timeoutMs: 45_000 });
      results.push(result);
      assert.deepEqual(result.violations, []);
      assert.equal(result.kills, result.tasks, 'each task killed its worker once');
      assert.equal(result.success, result.tasks, `every task SUCCESS: ${JSON.stringify(result.failedByCode)}`);
      assert.ok(result.ledgerRows <= result.tasks);
      assert.ok(result.maxTakeoverS <= 20, `takeover after ${result.maxTakeoverS} s`);
    });
  }
});
