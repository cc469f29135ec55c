import type { Database, Queryable } from '../infra/database';
import { count } from '../metrics/metrics';
import type { KeepGoing } from '../worker-runtime/leader-pass-gate';
import {
  insertNotification,
  claimDueNotification,
  claimTaskNotification,
  giveUpNotification,
  markNotificationSent,
  releaseFailedNotification,
  type OutboxClaim,
} from './notification-outbox.storage';
import type { Notification, Notifier } from './notifier';
import { log } from '../logging/logger';

/** How the reaper tries a notification again after a failed delivery. */
export interface OutboxRetryPolicy {
  /** Attempts, the committing worker's first one included, before the notification is given up. Default 8. */
  maxAttempts: number;
  /** Wait after a failed attempt, doubled after each further one. Default 30 s. */
  baseDelayMs: number;
  /** Longest wait between two attempts. Default 1 h. */
  maxDelayMs: number;
}

export const DEFAULT_OUTBOX_RETRY: OutboxRetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

export interface DueNotificationsOptions {
  /** How long after queueing a row stays its committing attempt's to send. Default 30 s. */
  dueAfterMs?: number;
  /** Most notifications tried in one call. Default 50. */
  limit?: number;
  /** Default {@link DEFAULT_OUTBOX_RETRY}. */
  retry?: OutboxRetryPolicy;
  /** Asked before each notification; false ends the call, the rest waits for the next. Default: go on. */
  keepGoing?: KeepGoing;
}

// A claim outlasts the notifier's own timeout by this much: the writes around the call, a pause.
const CLAIM_MARGIN_MS = 10_000;
const UNKNOWN_NOTIFIER_TIMEOUT_MS = 10_000;

/** Queues a task's notification inside the transaction that commits the state it announces. */
export function queueNotification(tx: Queryable, taskId: string, notification: Notification): Promise<void> {
  return insertNotification(tx, taskId, notification);
}

/**
 * Sends a task's queued notification right after the commit that queued it, under a claim on its
 * row, then marks it sent. A failure is only counted on the row: when to try again, and when to
 * give up, is the reaper's ({@link sendDueNotifications}). Never throws for the receiver's sake.
 * At least once: a sender that dies between the call and the mark leaves the row to be sent again
 * when its claim lapses, so a receiver may see it twice (it carries the task id to tell).
 */
export async function deliverNotification(
  db: Database,
  notifier: Notifier,
  taskId: string,
  notification: Notification,
): Promise<void> {
  const claim = await claimTaskNotification(db, taskId, leaseFor(notifier));
  // Sent already, given up, or in another sender's hands.
  if (!claim) return;
  await sendClaimed(db, notifier, { ...claim, notification }, null);
}

/**
 * Sends the notifications that are due — their attempt died after its commit or failed, and their
 * time has come — oldest first, each under its own claim, each tried at most once a call. Returns
 * how many were sent.
 */
export async function sendDueNotifications(
  db: Database,
  notifier: Notifier,
  options: DueNotificationsOptions = {},
): Promise<number> {
  const { dueAfterMs = 30_000, limit = 50, retry = DEFAULT_OUTBOX_RETRY, keepGoing = async () => true } = options;
  const tried: string[] = [];
  let sent = 0;
  while (tried.length < limit && (await keepGoing())) {
    const claim = await claimDueNotification(db, dueAfterMs, leaseFor(notifier), tried);
    if (!claim) break;
    tried.push(claim.taskId);
    if (await sendClaimed(db, notifier, claim, retry)) sent += 1;
  }
  return sent;
}

async function sendClaimed(
  db: Database,
  notifier: Notifier,
  claim: OutboxClaim,
  retry: OutboxRetryPolicy | null,
): Promise<boolean> {
  try {
    await notifier.notify(claim.notification);
  } catch (error) {
    await recordFailure(db, claim, error instanceof Error ? error.message : String(error), retry);
    return false;
  }
  if (!(await markNotificationSent(db, claim))) {
    log().warn(
      claimFields(claim),
      'notification delivered after its claim lapsed: another sender may deliver it again',
    );
  }
  count('notifications_total', { outcome: 'sent' });
  return true;
}

/** Without a policy (the committing worker) the row is due again at its first due time. */
async function recordFailure(
  db: Database,
  claim: OutboxClaim,
  message: string,
  retry: OutboxRetryPolicy | null,
): Promise<void> {
  const attempts = claim.attempts + 1;
  if (retry && attempts >= retry.maxAttempts) {
    await giveUpNotification(db, claim, message);
    count('notifications_total', { outcome: 'given_up' });
    log().error({ ...claimFields(claim), attempts, reason: message }, 'notification given up');
    return;
  }
  const retryInMs = retry ? Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempts - 1)) : null;
  await releaseFailedNotification(db, claim, message, retryInMs);
  count('notifications_total', { outcome: 'failed' });
  log().warn({ ...claimFields(claim), attempts, reason: message }, 'notification not delivered');
}

function leaseFor(notifier: Notifier): number {
  return (notifier.timeoutMs ?? UNKNOWN_NOTIFIER_TIMEOUT_MS) + CLAIM_MARGIN_MS;
}

function claimFields(claim: OutboxClaim): { notification: string; taskId: string } {
  return { notification: claim.notification.type, taskId: claim.taskId };
}
