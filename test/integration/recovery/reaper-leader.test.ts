import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { createAppContext, type AppContext } from '../../../src/main/app-context';
import { startReaper } from '../../../src/main/create-reaper';
import { reapOnce } from '../../../src/tasks/reaper';
import { exited, ROOT, TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { auditEvents } from './recovery-audit';
import { insertRows, reaperParts } from './reaper-fixtures';
import { captureLogs } from '../../helpers/log-capture';

/**
 * SPEC §6: one active reaper cluster-wide. Two instances that both tick anyway (the lock bypassed)
 * still close each row once — the closures are guarded updates. With the lock, one instance's
 * tick runs while the other's returns null, and a leader that dies is replaced within the TTL.
 */
describe('two reaper instances', () => {
  let stack: TestStack;
  let second: AppContext;
  before(async () => {
    stack = await TestStack.start({ api: false, env: { REAPER_INTERVAL_MS: '300' } });
    second = await createAppContext(stack.env, 'reaper-b');
  });
  after(async () => {
    await second.close();
    await stack.close();
  });

  test('ticking concurrently without the lock, each row is closed exactly once', async () => {
    const stale = await insertRows(stack.app.db, { status: 'PENDING', ageS: 600, jobId: 'gone' }, 60);
    const dead = await insertRows(
      stack.app.db,
      { status: 'PROCESSING', ageS: 30, workerId: 'w-vanished', jobId: 'gone' },
      60,
    );
    const a = reaperParts(stack, { stalePendingAfterMs: 300_000 });
    const b = {
      ...a.deps,
      db: second.db,
      redis: second.redis,
      publisher: second.publisher,
      dispatcher: second.dispatcher,
    };
    const allQueued = async (_q: string, ids: string[]) => ids.map(() => true);
    const reports = await Promise.all([
      reapOnce({ ...a.deps, jobExists: allQueued }, a.options),
      reapOnce({ ...b, jobExists: allQueued }, a.options),
      reapOnce({ ...a.deps, jobExists: allQueued }, a.options),
      reapOnce({ ...b, jobExists: allQueued }, a.options),
    ]);
    assert.equal(
      reports.reduce((n, r) => n + r.stalePending, 0),
      60,
    );
    assert.ok(
      reports.every((r) => r.takeoverResent === 0),
      'every job still queued: nothing re-sent',
    );
    const { rows } = await stack.app.db.query<{ task_id: string; n: number; code: string }>(
      `select task_id, count(*)::int as n, min(error_code) as code from task_events where task_id = any($1::uuid[]) and to_status = 'FAILED' group by task_id`,
      [[...stale, ...dead]],
    );
    assert.equal(rows.length, 60, "only the stale rows are closed; the dead workers' rows are taken over");
    assert.deepEqual(
      rows.filter((r) => r.n !== 1),
      [],
      'one closure event per task',
    );
    assert.equal(rows.filter((r) => r.code === 'STALE_PENDING').length, 60);
    assert.deepEqual(await auditEvents(stack.app.db, [...stale, ...dead]), []);
  });

  test('the leader lock: one tick runs, the other returns null; a killed leader is replaced within its TTL', async () => {
    const lockKey = `${stack.env.QUEUE_PREFIX}:reaper:leader`;
    // The leader is a reaper process of its own, killed for real.
    const child = spawn(process.execPath, ['-r', './scripts/register.js', 'workers/reaper-main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...stack.envVars },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitFor(
      'the reaper process leads',
      async () => ((await stack.app.redis.exists(lockKey)) === 1 ? true : undefined),
      30_000,
    );
    const a = startReaper(stack.app, { schedule: false, logger: captureLogs().logger });
    const b = startReaper(second, { schedule: false, logger: captureLogs().logger });
    try {
      assert.equal(await a.tick(), null, 'the process holds the lock');
      assert.equal(await b.tick(), null);
      child.kill('SIGKILL');
      await exited(child);
      const killedAt = Date.now();
      const report = await waitFor(
        'another instance takes over',
        () => a.tick().then((r) => r ?? undefined),
        5_000,
        50,
      );
      const takeoverMs = Date.now() - killedAt;
      console.log(
        `[reaper-leader] leader killed; the next instance led after ${takeoverMs} ms (TTL ${3 * stack.env.REAPER_INTERVAL_MS} ms)`,
      );
      assert.ok(report.ms >= 0);
      assert.ok(takeoverMs <= 3 * stack.env.REAPER_INTERVAL_MS + 500);
      assert.equal(await b.tick(), null, 'one leader at a time');
      assert.notEqual(await a.tick(), null, 'the leader renews its lock');

      // A leader that stops without releasing (crash): the lock lapses after its TTL.
      await new Promise((r) => setTimeout(r, 3 * stack.env.REAPER_INTERVAL_MS + 100));
      assert.notEqual(await b.tick(), null, 'after the TTL the other instance leads');
      assert.equal(await a.tick(), null);
      await b.stop(); // a graceful stop releases at once
      assert.notEqual(await a.tick(), null);
    } finally {
      child.kill('SIGKILL');
      await a.stop();
      await b.stop();
    }
  });
});
