import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sendDueNotifications } from '../../../src/notify/notification-outbox';
import { WebhookNotifier } from '../../../src/notify/notifier';
import { createAppContext, type AppContext } from '../../../src/main/app-context';
import { startReaper } from '../../../src/main/create-reaper';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import { reapOnce } from '../../../src/tasks/reaper';
import { LeaderLock } from '../../../src/worker-runtime/leader-lock';
import { LeaderPassGate } from '../../../src/worker-runtime/leader-pass-gate';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { WebhookReceiver } from '../../helpers/webhook-receiver';
import { auditEvents } from './recovery-audit';
import { beat, insertRows, reaperParts } from './reaper-fixtures';
import { captureLogs, type LogLine } from '../../helpers/log-capture';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SPEC §6, one active reaper, when its tick outlasts the leader lock: a slow office and a slow
 * webhook make every tick longer than the lock's TTL, and single calls longer than it too. The lock
 * is renewed before each pass and checked between items, each pass stops at its deadline, outbox
 * rows are claimed, and scheduled ticks never pile up behind a slow one.
 */
describe('reaper ticks longer than the leader lock', () => {
  let receiver: WebhookReceiver;
  let stack: TestStack;
  let second: AppContext;
  before(async () => {
    receiver = await WebhookReceiver.start();
    // Lock TTL 600 ms, a pass deadline of 200 ms; a receipt look-up takes 400 ms, a webhook 700 ms.
    stack = await TestStack.start({
      api: false,
      env: {
        REAPER_INTERVAL_MS: '200',
        NOTIFY_WEBHOOK_URL: receiver.url,
        NOTIFY_WEBHOOK_TIMEOUT_MS: '3000',
        HEARTBEAT_INTERVAL_MS: '500',
      },
    });
    second = await createAppContext(stack.env, 'reaper-b');
  });
  after(async () => {
    await second.close();
    await stack.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await stack.app.db.query(`update notification_outbox set sent_at = now() where sent_at is null`);
    await stack.app.db.query(`update fee_checks set checked_at = now() where checked_at is null`);
    receiver.answer = () => ({ status: 200 });
    receiver.maxInFlight = 0;
  });

  /** Notifications queued a minute ago (their attempt died after its commit) for tasks no rule touches. */
  async function dueNotifications(n: number): Promise<string[]> {
    const ids = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 1, workerId: 'w-steady' }, n);
    await stack.app.db.query(
      `insert into notification_outbox (task_id, notification, created_at)
       select id, jsonb_build_object('type', 'TASK_SUCCEEDED', 'taskId', id, 'message', 'issued'), now() - interval '1 minute' from unnest($1::uuid[]) id`,
      [ids],
    );
    return ids;
  }

  test('two reapers, each tick longer than the lock: every closure and every notification happens once', async () => {
    await beat(stack, 'w-steady', 120_000);
    await beat(stack, 'w-stuck', 120_000);
    const stalePending = await insertRows(stack.app.db, { status: 'PENDING', ageS: 600, jobId: 'gone' }, 30);
    // Stale attempts of live workers: closed STALE_PROCESSING, and each queued for a fee check.
    const staleProcessing = await insertRows(
      stack.app.db,
      { status: 'PROCESSING', ageS: 700, workerId: 'w-stuck', jobId: 'stuck' },
      6,
    );
    const office = createHttpRegistryOffice({ baseUrl: stack.simulator.url, timeoutMs: 10_000 });
    for (const [i, key] of staleProcessing.slice(0, 3).entries())
      await office.issue({ address: `서울특별시 중구 느린로 ${i + 1}`, idempotencyKey: key });
    const notified = await dueNotifications(8);
    stack.simulator.setFaults([{ route: 'receipt', latencyMs: 400 }]);
    receiver.answer = () => ({ status: 200, delayMs: 700 });
    const logs = { a: captureLogs('info'), b: captureLogs('info') };
    const a = startReaper(stack.app, { logger: logs.a.logger });
    const b = startReaper(second, { logger: logs.b.logger });
    const sentBy = (lines: LogLine[]) => lines.filter((l) => typeof l['notifications'] === 'number').length;
    try {
      // Whether the lock lapses between one reaper's slow calls and the other's ticks is up to
      // timing; the handover this scene needs is not. Once one reaper has sent, it is stopped in
      // the middle of its work (its pass ends after the call in hand), so the other has to take the
      // lock over and send the rest.
      const first = await waitFor(
        'a first notification sent',
        async () => (sentBy(logs.a.lines) > 0 ? a : sentBy(logs.b.lines) > 0 ? b : undefined),
        60_000,
        20,
      );
      await first.stop();
      await waitFor(
        'every closure, fee check and notification',
        async () => {
          const { rows } = await stack.app.db.query<{ open: number }>(
            `select (select count(*) from tasks where id = any($1::uuid[]) and status <> 'FAILED')
                + (select count(*) from fee_checks where task_id = any($2::uuid[]) and checked_at is null)
                + (select count(*) from notification_outbox where task_id = any($3::uuid[]) and sent_at is null) as open`,
            [[...stalePending, ...staleProcessing], staleProcessing, notified],
          );
          return Number(rows[0].open) === 0 ? true : undefined;
        },
        90_000,
        100,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      stack.simulator.clearFaults();
    }
    const { rows: closures } = await stack.app.db.query<{ task_id: string; n: number }>(
      `select task_id, count(*)::int as n from task_events where task_id = any($1::uuid[]) and to_status = 'FAILED' group by task_id`,
      [[...stalePending, ...staleProcessing]],
    );
    assert.equal(closures.length, 36);
    assert.deepEqual(
      closures.filter((c) => c.n !== 1),
      [],
      'one closure event per task',
    );
    assert.deepEqual(await auditEvents(stack.app.db, [...stalePending, ...staleProcessing]), []);
    assert.deepEqual(
      notified.map((id) => receiver.delivered(id)),
      notified.map(() => 1),
      'each notification delivered once',
    );
    const { rows: ledger } = await stack.app.db.query<{ task_id: string }>(
      `select task_id from fee_ledger where task_id = any($1::uuid[])`,
      [staleProcessing],
    );
    assert.deepEqual(ledger.map((r) => r.task_id).sort(), staleProcessing.slice(0, 3).sort(), 'ledger = office');
    const all = [...logs.a.lines, ...logs.b.lines];
    assert.ok(
      all.some((l) => ['fee-reconciliation', 'outbox'].includes(String(l['pass'])) && l['reason'] === 'deadline'),
      'passes were cut at their deadline',
    );
    assert.ok(
      sentBy(logs.a.lines) > 0 && sentBy(logs.b.lines) > 0,
      `the lock changed hands: both reapers sent (a ${sentBy(logs.a.lines)}, b ${sentBy(logs.b.lines)})`,
    );
  });

  test('a pass that lost the lock sends nothing more', async () => {
    const notified = await dueNotifications(5);
    const lock = new LeaderLock(stack.app.redis, `${stack.env.QUEUE_PREFIX}:reaper:lost-lock`, 2_000);
    const parts = reaperParts(stack);
    const before = receiver.received.length;
    let takenOver = false;
    receiver.answer = () => {
      // While the first webhook call runs, another instance takes the lock over.
      if (!takenOver) void stack.app.redis.set(lock.key, 'another-instance', 'PX', 10_000);
      takenOver = true;
      return { status: 200, delayMs: 700 };
    };
    assert.equal(await lock.acquire(), true);
    const notifier = new WebhookNotifier(receiver.url, 3_000);
    const report = await reapOnce(
      {
        ...parts.deps,
        jobExists: async (_q, ids) => ids.map(() => true),
        gate: new LeaderPassGate(lock, 60_000),
        sendDueNotifications: (keepGoing) => sendDueNotifications(stack.app.db, notifier, { keepGoing }),
      },
      parts.options,
    );
    assert.deepEqual(report.passesStopped, [{ pass: 'outbox', reason: 'lock-lost' }]);
    assert.equal(report.notificationsSent, 1, 'the call in hand is finished and recorded');
    assert.equal(receiver.received.length - before, 1, 'no webhook call after the lock was lost');
    const { rows } = await stack.app.db.query<{ sent: number; held: number }>(
      `select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where claimed_by is not null)::int as held
         from notification_outbox where task_id = any($1::uuid[])`,
      [notified],
    );
    assert.deepEqual(rows[0], { sent: 1, held: 0 }, 'the rest is left unclaimed for the new leader');
  });

  test('a scheduled tick does not start while the last runs: the ticks it overlaps are skipped, not queued', async () => {
    const [taskId] = await dueNotifications(1);
    // Every attempt fails and is due again at once: each tick makes one webhook call; the first is slow.
    const app = await createAppContext(
      { ...stack.env, NOTIFY_RETRY_BASE_MS: 0, NOTIFY_MAX_ATTEMPTS: 1_000, REAPER_PASS_DEADLINE_MS: 10_000 },
      'reaper-c',
    );
    let calls = 0;
    receiver.answer = () => ({ status: 500, delayMs: calls++ === 0 ? 2_500 : 0 });
    const logs = captureLogs('info');
    const reaper = startReaper(app, { logger: logs.logger });
    let stopMs: number;
    try {
      const slow = await waitFor(
        'the slow call',
        async () => receiver.received.find((r) => r.taskId === taskId),
        10_000,
        20,
      );
      await sleep(600);
      const burst = receiver.received.filter(
        (r) => r.taskId === taskId && r.answeredAt > slow.answeredAt && r.answeredAt <= slow.answeredAt + 600,
      ).length;
      // Queued behind it, some fifteen ticks would now run back to back, one call each.
      assert.ok(burst <= 4, `${burst} calls in the 600 ms after the slow tick: about one per interval`);
      assert.equal(receiver.maxInFlight, 1, 'never two ticks at once');
      assert.ok(
        logs.lines.some((l) => Number(l['skipped']) >= 5 && Number(l['skipped']) <= 19 && typeof l['ms'] === 'number'),
        logs.text(),
      );
    } finally {
      const stopping = Date.now();
      await reaper.stop();
      stopMs = Date.now() - stopping;
      await app.close();
    }
    assert.ok(stopMs < 1_000, `stopping waits for the running tick only (${stopMs} ms)`);
  });
});
