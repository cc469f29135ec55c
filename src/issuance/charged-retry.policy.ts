import type { Env } from '../config/env';
import type { Queryable } from '../infra/database';
import type { RetryPolicy } from '../tasks/retry-policy';
import type { TaskRow } from '../tasks/task.types';
import { isPaidFor } from './fee-ledger.storage';

/**
 * Once charged, only forward (SPEC §4.3): when the ledger holds the task's fee — a charge of its
 * own or an adopted receipt — a failure after it (the upload, the file row, the office's look-up,
 * an exception nobody expected) must not end the task FAILED while a retry could still finish it:
 * the next attempt resumes from the receipt (looked up by its key, never paid again). Such a task
 * retries on a budget of its own, `ISSUANCE_CHARGED_MAX_RETRIES` in all, each wait capped at
 * `ISSUANCE_CHARGED_MAX_DELAY_MS`; a permanent fault still ends it at once.
 */
export function chargedRetryPolicy(
  env: Pick<Env, 'ISSUANCE_CHARGED_MAX_RETRIES' | 'ISSUANCE_RETRY_BASE_MS' | 'ISSUANCE_CHARGED_MAX_DELAY_MS'>,
): RetryPolicy {
  return {
    maxRetries: env.ISSUANCE_CHARGED_MAX_RETRIES,
    backoff: 'exponential',
    delayMs: env.ISSUANCE_RETRY_BASE_MS,
    maxDelayMs: env.ISSUANCE_CHARGED_MAX_DELAY_MS,
    retryUnexpected: true,
  };
}

/** The retry policy of an issuance's failure: the charged one once the fee is in the ledger, else the queue's (null). */
export function issuanceRetryPolicyFor(
  db: Queryable,
  charged: RetryPolicy,
): (task: TaskRow) => Promise<RetryPolicy | null> {
  return async (task) => ((await isPaidFor(db, task.id)) ? charged : null);
}
