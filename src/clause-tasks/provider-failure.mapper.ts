import { ClauseProviderError } from '../clauses';
import { PermanentFailure, TransientFailure, type TaskFailure } from '../tasks/task-errors';
import type { TaskErrorCode } from '../tasks/task.types';

/**
 * Longest wait a server's Retry-After may impose on a task. A server that asks for hours would park
 * the row PROCESSING that long; past this the policy's own backoff is what we trust.
 */
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

/**
 * Turns a failed provider call into the stage's task failure: retryable provider errors (429, 5xx,
 * timeouts, network, malformed answers) become TransientFailure — carrying the server's
 * Retry-After, which then overrides the policy's delay — and rejected requests PermanentFailure.
 * Returns null for anything that is not a provider error, so each stage decides about those.
 */
export function providerFailure(code: TaskErrorCode, error: unknown): TaskFailure | null {
  if (!(error instanceof ClauseProviderError)) return null;
  const message = `${error.failure}: ${error.message}`;
  if (!error.retryable) return new PermanentFailure(code, message, { cause: error });
  const failure = new TransientFailure(code, message, { cause: error });
  if (error.retryAfterMs !== undefined) failure.retryAfterMs = Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  return failure;
}
