import type { Database, Queryable } from '../infra/database';
import type { Notification, Notifier } from './notifier';

/** Queues a task's notification inside the transaction that commits the state it announces. */
export async function queueNotification(tx: Queryable, taskId: string, notification: Notification): Promise<void> {
  await tx.query(`insert into notification_outbox (task_id, notification) values ($1, $2) on conflict (task_id) do nothing`,
    [taskId, JSON.stringify(notification)]);
}

/**
 * Sends a task's queued notification, then marks it sent. At least once: a sender that dies between
 * the two leaves it for {@link sendDueNotifications}, and a receiver may see it twice (it carries the
 * task id to tell).
 */
export async function deliverNotification(db: Database, notifier: Notifier, taskId: string, notification: Notification): Promise<void> {
  await notifier.notify(notification);
  await db.query(`update notification_outbox set sent_at = now() where task_id = $1 and sent_at is null`, [taskId]);
}

/**
 * Sends the notifications still unsent `olderThanMs` after they were queued — their attempt died
 * after its commit — oldest first, at most `limit`. Returns how many were sent.
 */
export async function sendDueNotifications(db: Database, notifier: Notifier, olderThanMs = 30_000, limit = 50): Promise<number> {
  const { rows } = await db.query<{ task_id: string; notification: Notification }>(
    `select task_id, notification from notification_outbox where sent_at is null and created_at < now() - $1 * interval '1 millisecond'
     order by created_at limit $2`, [olderThanMs, limit]);
  for (const row of rows) await deliverNotification(db, notifier, row.task_id, row.notification);
  return rows.length;
}
