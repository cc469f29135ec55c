import { randomUUID } from 'node:crypto';
import type { Queryable } from '../infra/database';
import type { Notification } from './notifier';

/** Inserts a task's notification; a second one for the same task is ignored (one per task). */
export async function insertNotification(q: Queryable, taskId: string, notification: Notification): Promise<void> {
  await q.query(
    `insert into notification_outbox (task_id, notification) values ($1, $2) on conflict (task_id) do nothing`,
    [taskId, JSON.stringify(notification)],
  );
}

/**
 * An outbox row in one sender's hands: it alone may send it until its lease ends, and the writes
 * that end the claim are guarded on `token`, so a sender whose lease lapsed and was taken over
 * cannot undo the new holder's work.
 */
export interface OutboxClaim {
  taskId: string;
  /** This claim's own token (`claimed_by`). */
  token: string;
  notification: Notification;
  /** Attempts made before this one. */
  attempts: number;
}

// Not sent, not given up, and nobody's lease running.
const CLAIMABLE = `sent_at is null and given_up_at is null and (claimed_until is null or claimed_until < now())`;
const LEASE = `claimed_until = now() + $3 * interval '1 millisecond'`;

/** Claims a task's own row, right after the commit that queued it. */
export async function claimTaskNotification(
  q: Queryable,
  taskId: string,
  leaseMs: number,
): Promise<OutboxClaim | null> {
  const token = randomUUID();
  const { rows } = await q.query<ClaimedRow>(
    `update notification_outbox set claimed_by = $2, ${LEASE} where task_id = $1 and ${CLAIMABLE} returning task_id, notification, attempts`,
    [taskId, token, leaseMs],
  );
  return toClaim(rows[0], token);
}

/**
 * Claims the oldest row that is due — its next attempt's time has come, or, never tried by the
 * reaper, `dueAfterMs` has passed since it was queued — leaving out `skip`. SKIP LOCKED: two
 * claimers never wait on each other, and never take the same row.
 */
export async function claimDueNotification(
  q: Queryable,
  dueAfterMs: number,
  leaseMs: number,
  skip: string[],
): Promise<OutboxClaim | null> {
  const token = randomUUID();
  const { rows } = await q.query<ClaimedRow>(
    `with due as (
       select task_id from notification_outbox
        where ${CLAIMABLE} and coalesce(next_attempt_at, created_at + $1 * interval '1 millisecond') <= now() and task_id <> all($4::uuid[])
        order by created_at limit 1 for update skip locked)
     update notification_outbox o set claimed_by = $2, ${LEASE} from due where o.task_id = due.task_id
     returning o.task_id, o.notification, o.attempts`,
    [dueAfterMs, token, leaseMs, skip],
  );
  return toClaim(rows[0], token);
}

/** Records the claimed row as sent; false when its lease had lapsed and another sender took it. */
export async function markNotificationSent(q: Queryable, claim: OutboxClaim): Promise<boolean> {
  const { rowCount } = await q.query(
    `update notification_outbox set sent_at = now(), attempts = attempts + 1, last_error = null, claimed_by = null, claimed_until = null
      where task_id = $1 and claimed_by = $2 and sent_at is null`,
    [claim.taskId, claim.token],
  );
  return rowCount === 1;
}

/** Counts a failed attempt and frees the row: again from `retryInMs` on, or, when null, from its first due time. */
export async function releaseFailedNotification(
  q: Queryable,
  claim: OutboxClaim,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await q.query(
    `update notification_outbox set attempts = attempts + 1, last_error = $3, claimed_by = null, claimed_until = null,
       next_attempt_at = case when $4::float8 is null then next_attempt_at else now() + $4::float8 * interval '1 millisecond' end
      where task_id = $1 and claimed_by = $2 and sent_at is null`,
    [claim.taskId, claim.token, error, retryInMs],
  );
}

/** Gives the row up after its last failed attempt; it stays, saying so. */
export async function giveUpNotification(q: Queryable, claim: OutboxClaim, error: string): Promise<void> {
  await q.query(
    `update notification_outbox set attempts = attempts + 1, last_error = $3, given_up_at = now(), claimed_by = null, claimed_until = null
      where task_id = $1 and claimed_by = $2 and sent_at is null`,
    [claim.taskId, claim.token, error],
  );
}

interface ClaimedRow {
  task_id: string;
  notification: Notification;
  attempts: number;
}

function toClaim(row: ClaimedRow | undefined, token: string): OutboxClaim | null {
  return row ? { taskId: row.task_id, token, notification: row.notification, attempts: row.attempts } : null;
}
