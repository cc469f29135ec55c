/**
 * How a task kind retries a transient failure. Declared next to each handler (SPEC §5); every
 * count and delay comes from configuration so tests run in milliseconds.
 */
export interface RetryPolicy {
  /** Attempts after the first one that a transient failure may cause. */
  maxRetries: number;
  /** `fixed`: every retry waits `delayMs`; `exponential`: `delayMs`, then 2×, 4×, … */
  backoff: 'fixed' | 'exponential';
  delayMs: number;
  /** The longest wait between two attempts; default: no cap. */
  maxDelayMs?: number;
  /**
   * Retry an exception nobody expected (a bug, a driver's error) like a transient failure, instead
   * of ending the task FAILED(UNKNOWN). For work that must only go forward (a charged issuance).
   */
  retryUnexpected?: boolean;
}

/** The wait before retry number `retryNumber` (1-based). */
export function retryDelayMs(policy: RetryPolicy, retryNumber: number): number {
  const delay = policy.backoff === 'fixed' ? policy.delayMs : policy.delayMs * 2 ** (retryNumber - 1);
  return Math.min(delay, policy.maxDelayMs ?? Infinity);
}
