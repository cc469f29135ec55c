import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { readCounters } from '../../../src/metrics/metrics';
import {
  deliverNotification,
  sendDueNotifications,
  type OutboxRetryPolicy,
} from '../../../src/notify/notification-outbox';
import { WebhookNotifier, type Notification } from '../../../src/notify/notifier';
import { TestStack } from '../../helpers/test-stack';
import { WebhookReceiver } from '../../helpers/webhook-receiver';
import { insertRows } from '../recovery/reaper-fixtures';
import { captureLogs } from '../../helpers/log-capture';
import { setRootLogger } from '../../../src/logging/logger';

/**
 * SPEC §4.2 step 7: a notification counts as delivered only when the webhook answered 2xx in time.
 * Anything else is tried again with backoff, and given up after the last attempt — logged,
 * counted, and said on its row.
 */
describe('notification delivery retries', () => {
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let notifier: WebhookNotifier;
  const retry: OutboxRetryPolicy = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 1_000 };

  before(async () => {
    receiver = await WebhookReceiver.start();
    stack = await TestStack.start({ api: false });
    notifier = new WebhookNotifier(receiver.url, 1_000);
  });
  after(async () => {
    await stack.close();
    await receiver.close();
  });
  beforeEach(async () => {
    // Each test sees only its own rows.
    await stack.app.db.query(`update notification_outbox set sent_at = now() where sent_at is null`);
  });

  /** A task's notification queued `ageS` seconds ago, as the SUCCESS transaction writes it. */
  async function queued(ageS = 60): Promise<{ taskId: string; notification: Notification }> {
    const [taskId] = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 1, workerId: 'w-notify' });
    const notification: Notification = {
      type: 'TASK_SUCCEEDED',
      kind: 'REGISTRY_ISSUANCE',
      taskId: taskId,
      userId: 'u',
      message: 'issued',
    };
    await stack.app.db.query(
      `insert into notification_outbox (task_id, notification, created_at) values ($1, $2, now() - $3 * interval '1 second')`,
      [taskId, JSON.stringify(notification), ageS],
    );
    return { taskId: taskId, notification };
  }

  async function row(taskId: string) {
    const { rows } = await stack.app.db.query<{
      sent_at: Date | null;
      attempts: number;
      next_attempt_at: Date | null;
      last_error: string | null;
      given_up_at: Date | null;
      claimed_by: string | null;
    }>(
      `select sent_at, attempts, next_attempt_at, last_error, given_up_at, claimed_by from notification_outbox where task_id = $1`,
      [taskId],
    );
    return rows[0];
  }

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const pass = () => sendDueNotifications(stack.app.db, notifier, { retry });
  const counter = async (outcome: string) =>
    (await readCounters(stack.app.redis, stack.env.QUEUE_PREFIX)).find(
      (c) => c.name === 'notifications_total' && c.labels['outcome'] === outcome,
    )?.value ?? 0;

  test('a webhook answering 500 is not marked sent, is tried again after its backoff, and once it recovers is sent once', async () => {
    const { taskId } = await queued();
    receiver.answer = () => ({ status: 500 });
    assert.equal(await pass(), 0);
    const failed = await row(taskId);
    assert.equal(failed.sent_at, null, 'a 500 is not a delivery');
    assert.equal(failed.attempts, 1);
    assert.equal(failed.last_error, 'webhook answered HTTP 500');
    assert.ok(
      failed.next_attempt_at && failed.next_attempt_at.getTime() > Date.now(),
      'the next attempt waits for its backoff',
    );
    assert.equal(failed.claimed_by, null, 'the claim ends with the attempt');
    assert.equal(await pass(), 0, 'not tried again before its time');
    assert.equal(receiver.received.filter((r) => r.taskId === taskId).length, 1);

    receiver.answer = () => ({ status: 204 });
    await sleep(250);
    assert.equal(await pass(), 1);
    assert.equal(await pass(), 0);
    await sleep(1_100);
    assert.equal(await pass(), 0, 'a sent notification is never due again');
    assert.deepEqual(
      receiver.received.filter((r) => r.taskId === taskId).map((r) => r.status),
      [500, 204],
    );
    assert.equal(receiver.delivered(taskId), 1);
    const sent = await row(taskId);
    assert.ok(sent.sent_at);
    assert.equal(sent.attempts, 2);
  });

  test('a webhook that never answers in time is a failed attempt too', async () => {
    const { taskId } = await queued();
    receiver.answer = () => ({ status: 200, delayMs: 1_500 });
    assert.equal(await sendDueNotifications(stack.app.db, new WebhookNotifier(receiver.url, 300), { retry }), 0);
    const late = await row(taskId);
    assert.equal(late.sent_at, null);
    assert.equal(late.attempts, 1);
    assert.match(late.last_error ?? '', /webhook: .*(timeout|aborted)/i);
  });

  test('after its last attempt a notification is given up: on its row, in a log line and in the metrics', async () => {
    const { taskId } = await queued();
    receiver.answer = () => ({ status: 503 });
    const givenUpBefore = await counter('given_up');
    const logged = captureLogs('warn');
    const previous = setRootLogger(logged.logger);
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        assert.equal(await pass(), 0);
        await sleep(retry.baseDelayMs * 2 ** attempt + 50);
      }
    } finally {
      setRootLogger(previous);
    }
    const given = await row(taskId);
    assert.equal(given.sent_at, null);
    assert.equal(given.attempts, 3);
    assert.ok(given.given_up_at, 'the row says it was given up');
    assert.ok(
      logged.lines.some(
        (l) =>
          l.msg === 'notification given up' &&
          l['notification'] === 'TASK_SUCCEEDED' &&
          l['taskId'] === taskId &&
          l['attempts'] === 3,
      ),
      logged.text(),
    );
    await sleep(100); // counters are written fire-and-forget
    assert.equal((await counter('given_up')) - givenUpBefore, 1);
    receiver.answer = () => ({ status: 200 });
    assert.equal(await pass(), 0, 'a given-up notification is not tried again');
    assert.equal(receiver.received.filter((r) => r.taskId === taskId).length, 3);
  });

  test('the committing worker sends right after its commit; its failure leaves the row to the reaper', async () => {
    const ok = await queued(0);
    receiver.answer = () => ({ status: 200 });
    await deliverNotification(stack.app.db, notifier, ok.taskId, ok.notification);
    assert.ok((await row(ok.taskId)).sent_at, 'sent at once, not waiting for the reaper');

    const failing = await queued(0);
    receiver.answer = () => ({ status: 500 });
    await deliverNotification(stack.app.db, notifier, failing.taskId, failing.notification);
    const after = await row(failing.taskId);
    assert.deepEqual([after.sent_at, after.attempts, after.next_attempt_at, after.claimed_by], [null, 1, null, null]);
    receiver.answer = () => ({ status: 200 });
    assert.equal((await sendDueNotifications(stack.app.db, notifier, { retry, dueAfterMs: 0 })) >= 1, true);
    assert.equal(receiver.delivered(failing.taskId), 1);
    await deliverNotification(stack.app.db, notifier, failing.taskId, failing.notification);
    assert.equal(receiver.delivered(failing.taskId), 1, 'a sent row is not sent again by a late attempt');
  });

  test('a row another sender holds is not sent by a second one', async () => {
    const { taskId, notification } = await queued();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    receiver.answer = () => ({ status: 200, delayMs: 300 });
    const slow = {
      timeoutMs: 5_000,
      notify: async (n: Notification) => {
        await held;
        await notifier.notify(n);
      },
    };
    const first = sendDueNotifications(stack.app.db, slow, { retry });
    await sleep(100);
    // The reaper's pass has claimed the row and waits; the worker's late attempt and another pass find it taken.
    await deliverNotification(stack.app.db, notifier, taskId, notification);
    assert.equal(await sendDueNotifications(stack.app.db, notifier, { retry }), 0);
    release();
    assert.equal(await first, 1);
    assert.equal(receiver.delivered(taskId), 1);
  });
});
