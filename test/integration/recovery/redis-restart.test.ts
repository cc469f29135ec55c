import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Redis from 'ioredis';
import { startReaper, type ReaperProcess } from '../../../src/main/create-reaper';
import { startLocalRedis, type LocalRedis } from '../../helpers/local-redis';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { heartbeatKey, startHeartbeat } from '../../../src/worker-runtime/heartbeat';
import { auditRun } from './recovery-audit';
import { insertRows, statusOf } from './reaper-fixtures';
import { createIssuances, createNests, requestOneMore, superviseWorkers, waitAllFinal } from './recovery-harness';
import { captureLogs } from '../../helpers/log-capture';

/**
 * SPEC §1, §6: Redis (a server of the test's own) stops mid-run and comes back empty. Workers, the
 * API and the reaper reconnect by themselves — no process is restarted — the reaper re-sends
 * every job Redis forgot, and no task is lost.
 */
describe('Redis stopped and restarted mid-run', () => {
  let redis: LocalRedis;
  let stack: TestStack;
  let reaper: ReaperProcess;
  const reaperLog = captureLogs('info');
  before(async () => {
    redis = await startLocalRedis();
    stack = await TestStack.start({
      env: {
        REDIS_URL: redis.url,
        HEARTBEAT_INTERVAL_MS: '2000',
        STALL_INTERVAL_MS: '1000',
        REAPER_INTERVAL_MS: '1000',
      },
    });
    reaper = startReaper(stack.app, { logger: reaperLog.logger });
  });
  after(async () => {
    await reaper?.stop();
    await stack?.close();
    await redis?.close();
  });

  test('workers and API reconnect, lost jobs are re-sent, every task ends SUCCESS', async () => {
    const workers = superviseWorkers(stack, { count: 2, restart: false, env: { WORKER_CONCURRENCY: '3' } });
    await workers.ready();
    const nests = await createNests(stack.app.db, 40, 'redis-restart');
    const ids = await createIssuances(stack, nests);
    await waitFor(
      'some tasks done',
      async () => {
        const { rows } = await stack.app.db.query<{ n: number }>(
          `select count(*)::int as n from tasks where id = any($1::uuid[]) and status = 'SUCCESS'`,
          [ids],
        );
        return rows[0].n >= 5 ? true : undefined;
      },
      30_000,
    );
    await redis.stop({ kill: true });
    await new Promise((r) => setTimeout(r, 3_000));
    await redis.start();
    const restartedAt = Date.now();

    const rows = await waitAllFinal(stack.app.db, ids, 60_000).catch((error: Error) => {
      throw new Error(
        `${error.message}\n${reaperLog.lines
          .slice(-10)
          .map((l) => JSON.stringify(l))
          .join('\n')}\n${workers.log().slice(-3000)}`,
      );
    });
    console.log(
      `[redis-restart] ${ids.length} tasks final ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after Redis came back; reaper: ${reaperLog.lines
        .filter((l) => typeof l['redispatched'] === 'number')
        .map((l) => `re-dispatched ${l['redispatched']}`)
        .join('; ')}`,
    );
    assert.deepEqual(
      rows.filter((r) => r.status !== 'SUCCESS').map((r) => `${r.id} ${r.status} ${r.errorCode}`),
      [],
    );
    const audit = await auditRun(stack, ids);
    assert.deepEqual(audit.violations, []);
    assert.equal(workers.live.length, 2, 'both worker processes lived through it');
    assert.equal(workers.kills, 0);

    // The API reconnected too: a new request is queued and done.
    const done = await requestOneMore(stack, 'redis-restart', '부산광역시 해운대구 센텀중앙로 79');
    assert.equal(done.status, 'SUCCESS', `${done.errorCode} ${done.errorMessage}`);
    await workers.stop();
  });

  test('a live worker that reconnects after the reaper keeps its task: Redis came back empty, not the worker dead', async () => {
    const [id] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 10,
      workerId: 'w-slow-to-reconnect',
      jobId: 'j-slow',
    });
    // The worker's own connection comes back 4 s after a loss; the reaper's at once. HEARTBEAT
    // 2 s, so its key lives 6 s; REAPER 1 s, so the reaper looks four times while the key is missing.
    const workerRedis = new Redis(redis.url, { retryStrategy: () => 4_000, maxRetriesPerRequest: null });
    const heartbeat = startHeartbeat(workerRedis, stack.env.QUEUE_PREFIX, 'w-slow-to-reconnect', 2_000);
    const key = heartbeatKey(stack.env.QUEUE_PREFIX, 'w-slow-to-reconnect');
    try {
      await waitFor('first beat', async () => ((await stack.app.redis.exists(key)) ? true : undefined), 5_000);
      reaperLog.lines.length = 0;
      await redis.stop({ kill: true });
      await redis.start();
      // A tick at once, not the next scheduled one: on a loaded machine the scheduled ticks could
      // all fall after the worker's beat, and then nothing here would have been tested.
      const report = await reaper.tick();
      assert.ok(
        (report?.takeoverDeferred ?? 0) >= 1,
        `the reaper looked while the key was missing and left the row open: ${JSON.stringify(report)}\n${reaperLog.text()}`,
      );
      await waitFor(
        'the worker beat again',
        async () => ((await stack.app.redis.exists(key)) ? true : undefined),
        15_000,
      );
      // A heartbeat TTL after the restart the reaper trusts heartbeats again; this one is live.
      await new Promise((r) => setTimeout(r, 7_000));
      assert.deepEqual(await statusOf(stack.app.db, [id]), { [id]: 'PROCESSING' }, reaperLog.text());
    } finally {
      await heartbeat.stop();
      workerRedis.disconnect();
      await stack.app.db.query(
        `update tasks set status = 'FAILED', error_code = 'UNKNOWN', finished_at = now() where id = $1 and status = 'PROCESSING'`,
        [id],
      );
    }
  });
});
