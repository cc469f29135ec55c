import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { registryPdfKey } from '../../../src/files/file.types';
import { readCounters } from '../../../src/metrics/metrics';
import { deleteOrphanDocuments } from '../../../src/tasks/closed-task-cleanup';
import { retryJobId } from '../../../src/tasks/dispatch';
import { findTask } from '../../../src/tasks/transitions';
import Redis from 'ioredis';
import { heartbeatKey, startHeartbeat } from '../../../src/worker-runtime/heartbeat';
import { HeartbeatWatch } from '../../../src/worker-runtime/heartbeat-watch';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { auditEvents } from './recovery-audit';
import { beat, insertRows, reap, statusOf } from './reaper-fixtures';

/** SPEC §6, in process and fast: what each reaper rule closes, what it leaves, what it re-sends. */
describe('reaper rules', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ api: false });
  });
  after(() => stack.close());
  beforeEach(async () => {
    // Each test sees only its own rows.
    await stack.app.db.query(
      `update tasks set status = 'FAILED', error_code = 'UNKNOWN', finished_at = now() where status in ('PENDING', 'PROCESSING')`,
    );
  });

  test('STALE_PENDING only after the window', async () => {
    const [old] = await insertRows(stack.app.db, { status: 'PENDING', ageS: 120, jobId: 'x' });
    const [young] = await insertRows(stack.app.db, { status: 'PENDING', ageS: 30, jobId: 'y' });
    const report = await reap(stack, { stalePendingAfterMs: 60_000 });
    assert.equal(report.stalePending, 1);
    assert.deepEqual(await statusOf(stack.app.db, [old, young]), {
      [old]: 'FAILED(STALE_PENDING)',
      [young]: 'PENDING',
    });
    assert.deepEqual(await auditEvents(stack.app.db, [old, young]), []);
  });

  test("a dead worker's task is taken over, never closed: its lost job is re-sent, a queued one left to the stall check", async () => {
    const [lost] = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 10, workerId: 'w-dead', jobId: 'j1' });
    const [queued] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 10,
      workerId: 'w-dead',
      jobId: 'j5',
    });
    const [alive] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 10,
      workerId: 'w-alive',
      jobId: 'j2',
    });
    const [waiting] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 10,
      workerId: 'w-dead',
      nextRetryInS: 30,
      jobId: 'j3',
    });
    const [fresh] = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 0, workerId: 'w-dead', jobId: 'j4' });
    await beat(stack, 'w-alive');
    const sent: string[] = [];
    const report = await reap(
      stack,
      {},
      {
        jobExists: async (_q, ids) => ids.map((id) => id !== 'j1'),
        dispatcher: { sendNamedJob: async (task: { jobId: string | null }) => void sent.push(task.jobId!) } as never,
      },
    );
    assert.deepEqual([report.takenOver, report.takeoverResent], [2, 1]);
    assert.deepEqual(sent, ['j1']);
    assert.deepEqual(await statusOf(stack.app.db, [lost, queued, alive, waiting, fresh]), {
      [lost]: 'PROCESSING',
      [queued]: 'PROCESSING',
      [alive]: 'PROCESSING',
      [waiting]: 'PROCESSING',
      [fresh]: 'PROCESSING',
    });
  });

  test('a takeover waits until the heartbeats have been watched without a break for a TTL', async () => {
    const [id] = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 10, workerId: 'w-quiet', jobId: 'j' });
    const queued = { jobExists: async (_q: unknown, ids: string[]) => ids.map(() => true) };
    const heartbeats = new HeartbeatWatch(stack.app.redis, stack.env.QUEUE_PREFIX, 1_000);
    try {
      // A first look proves nothing: Redis may have just come back without the worker's key.
      const deferred = await reap(stack, {}, { ...queued, heartbeats });
      assert.deepEqual([deferred.takenOver, deferred.takeoverDeferred], [0, 1]);
      assert.deepEqual(await statusOf(stack.app.db, [id]), { [id]: 'PROCESSING' });
      // Looks a second apart, the key still missing a TTL (3 s) on: now it means the worker is gone.
      let report = deferred;
      for (let look = 0; look < 4 && report.takenOver === 0; look += 1) {
        await new Promise((r) => setTimeout(r, 1_000));
        report = await reap(stack, {}, { ...queued, heartbeats });
      }
      assert.equal(report.takenOver, 1);
      assert.deepEqual(await statusOf(stack.app.db, [id]), { [id]: 'PROCESSING' });
    } finally {
      heartbeats.close();
    }
  });

  test('the heartbeat watch starts over after a flush, a closed connection, a long gap or a bad marker', async () => {
    const marker = `${stack.env.QUEUE_PREFIX}:redis-data-since`;
    const connection = new Redis(stack.env.REDIS_URL);
    // Heartbeats every 200 ms: the TTL is 600 ms, a gap over 300 ms is a break.
    const watch = new HeartbeatWatch(connection, stack.env.QUEUE_PREFIX, 200);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    /** Looks every 100 ms until the watch vouches for a TTL, as a running reaper's watch does. */
    const settle = async (why: string) => {
      let watched = 0;
      for (let look = 0; look < 20 && watched < 600; look += 1) {
        await sleep(100);
        watched = (await watch.look()).watchedForMs;
      }
      assert.ok(watched >= 600, `${why}: trusted again after a TTL of looks (${watched} ms)`);
    };
    const startsOver = async (why: string) => assert.ok((await watch.look()).watchedForMs < 100, why);
    try {
      await startsOver('first look');
      await settle('first');
      await stack.app.redis.del(marker);
      await startsOver('after a flush');
      await settle('flush');
      const reconnected = new Promise((resolve) => connection.once('ready', resolve));
      connection.disconnect(true);
      await reconnected;
      await startsOver('after the connection closed');
      await settle('reconnect');
      const during = watch.look();
      connection.emit('close');
      assert.equal((await during).watchedForMs, 0, 'a look the connection closed under vouches for nothing');
      await startsOver('and the next look starts over');
      await settle('close during a look');
      await sleep(400);
      await startsOver('after a gap longer than 1.5 heartbeat intervals');
      for (const bad of ['not a time', 'nan', '-inf', '1e3', String(Date.now() + 60_000)]) {
        await settle(`before ${bad}`);
        await stack.app.redis.set(marker, bad);
        await startsOver(`after an unreadable or future marker (${bad})`);
      }
      const [seconds] = await stack.app.redis.time();
      assert.ok(
        Math.abs(Number(await stack.app.redis.get(marker)) - Number(seconds) * 1000) < 2_000,
        "the marker is Redis's clock in ms",
      );
      // Another reaper's doubts are its own: a second watch starting does not set this one back.
      await settle('before a second watch');
      const other = new HeartbeatWatch(stack.app.redis, stack.env.QUEUE_PREFIX, 200);
      await other.look();
      other.close();
      assert.ok((await watch.look()).watchedForMs >= 600, 'unaffected by another watch starting');
    } finally {
      watch.close();
      connection.disconnect();
    }
  });

  test('a worker beats again as soon as its connection is back, and its beat dates a flushed Redis', async () => {
    const marker = `${stack.env.QUEUE_PREFIX}:redis-data-since`;
    const connection = new Redis(stack.env.REDIS_URL);
    // One beat a minute: only the beat on reconnecting can bring the key back within seconds.
    const heartbeat = startHeartbeat(connection, stack.env.QUEUE_PREFIX, 'w-reconnecting', 60_000);
    const key = heartbeatKey(stack.env.QUEUE_PREFIX, 'w-reconnecting');
    try {
      await waitFor('first beat', async () => ((await stack.app.redis.exists(key)) ? true : undefined), 5_000);
      await stack.app.redis.del(key, marker);
      connection.disconnect(true);
      await waitFor(
        'the beat on reconnecting',
        async () => ((await stack.app.redis.exists(key)) ? true : undefined),
        5_000,
      );
      assert.ok(Number(await stack.app.redis.get(marker)) > 0, 'the beat wrote the data marker again');
    } finally {
      await heartbeat.stop();
      connection.disconnect();
    }
  });

  test('STALE_PROCESSING after the window, not counting a retry still ahead', async () => {
    const [stuck] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 700,
      workerId: 'w-alive2',
      jobId: 'a',
    });
    const [retryAhead] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 700,
      workerId: 'w-alive2',
      nextRetryInS: 60,
      jobId: 'b',
    });
    const [recent] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 60,
      workerId: 'w-alive2',
      jobId: 'c',
    });
    await beat(stack, 'w-alive2');
    const report = await reap(
      stack,
      { staleProcessingAfterMs: 600_000 },
      { jobExists: async (_q, ids) => ids.map(() => true) },
    );
    assert.equal(report.staleProcessing, 1);
    assert.deepEqual(await statusOf(stack.app.db, [stuck, retryAhead, recent]), {
      [stuck]: 'FAILED(STALE_PROCESSING)',
      [retryAhead]: 'PROCESSING',
      [recent]: 'PROCESSING',
    });
  });

  test('re-dispatches a PENDING row and a waiting retry whose jobs the queue lost, and leaves queued ones', async () => {
    const [pending] = await insertRows(stack.app.db, { status: 'PENDING', ageS: 10 });
    const [retry] = await insertRows(stack.app.db, {
      status: 'PROCESSING',
      ageS: 10,
      workerId: 'w-r',
      nextRetryInS: 30,
      retryCount: 1,
    });
    await stack.app.db.query(`update tasks set job_id = $2 where id = $1`, [pending, pending]);
    await stack.app.db.query(`update tasks set job_id = $2 where id = $1`, [retry, retryJobId(retry, 1)]);
    const [queued] = await insertRows(stack.app.db, { status: 'PENDING', ageS: 10 });
    await stack.app.dispatcher.dispatch((await findTask(stack.app.db, queued))!);
    await beat(stack, 'w-r');
    const report = await reap(stack);
    assert.equal(report.redispatched, 2);
    const exists = await stack.app.queues.jobsExist(stack.app.redis, 'issuance', [
      pending,
      retryJobId(retry, 1),
      queued,
    ]);
    assert.deepEqual(exists, [true, true, true]);
    const delayed = await stack.app.redis.zscore(`${stack.env.QUEUE_PREFIX}:issuance:delayed`, retryJobId(retry, 1));
    assert.ok(delayed !== null && Number(delayed) > Date.now(), 'the retry waits for its time again');
    assert.equal((await reap(stack)).redispatched, 0, 'a second tick finds every job in place');
  });

  test('closures are counted in the metrics, and an upload without its file row is deleted', async () => {
    const before = await readCounters(stack.app.redis, stack.env.QUEUE_PREFIX);
    const [id] = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 700, workerId: 'w-stuck', jobId: 'k' });
    await beat(stack, 'w-stuck');
    const nest = (await stack.app.db.query<{ nest_id: string }>(`select nest_id from tasks where id = $1`, [id]))
      .rows[0].nest_id;
    await stack.app.storage.put(registryPdfKey(nest, id), Buffer.from('%PDF-1.4 orphan'), 'application/pdf');
    await reap(
      stack,
      {},
      {
        jobExists: async (_q, ids) => ids.map(() => true),
        onClosed: deleteOrphanDocuments(stack.app.db, stack.app.storage),
      },
    );
    await assert.rejects(stack.app.storage.get(registryPdfKey(nest, id)));
    await new Promise((r) => setTimeout(r, 100)); // counters are written fire-and-forget
    const after = await readCounters(stack.app.redis, stack.env.QUEUE_PREFIX);
    const value = (list: typeof after) =>
      list.find(
        (c) =>
          c.name === 'task_closures_total' && c.labels['code'] === 'STALE_PROCESSING' && c.labels['by'] === 'reaper',
      )?.value ?? 0;
    assert.equal(value(after) - value(before), 1);
  });

  test('an outbox pass that fails is reported on the tick, and the other rules still ran', async () => {
    const [old] = await insertRows(stack.app.db, { status: 'PENDING', ageS: 120, jobId: 'outbox-x' });
    const report = await reap(
      stack,
      { stalePendingAfterMs: 60_000 },
      {
        sendDueNotifications: async () => {
          throw new Error('notifier away');
        },
      },
    );
    assert.equal(report.stalePending, 1);
    assert.equal(report.notificationsSent, 0);
    assert.equal(report.notificationsError, 'notifier away');
    assert.deepEqual(await statusOf(stack.app.db, [old]), { [old]: 'FAILED(STALE_PENDING)' });
  });
});
