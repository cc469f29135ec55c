/** Why a provider call failed; the worker maps it to a retry decision, never by message text. */
export type ProviderFailure =
  /** 429: the server asks us to slow down. Retryable, honouring `retryAfterMs` when given. */
  | 'RATE_LIMITED'
  /** 5xx. Retryable. */
  | 'SERVER_ERROR'
  /** No answer within the timeout. Retryable. */
  | 'TIMEOUT'
  /** The connection failed (refused, reset, DNS). Retryable. */
  | 'NETWORK'
  /** The server answered 2xx but the body is not JSON or fails the schema. Retryable: models misfire. */
  | 'MALFORMED_RESPONSE'
  /** 4xx other than 429: the request itself is wrong (auth, model name, size). Not retryable. */
  | 'REJECTED';

/** A failed embedding or analyzer call, typed so that retry decisions need no string matching. */
export class ClauseProviderError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** Milliseconds the server asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs?: number,
    /** HTTP status when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ClauseProviderError';
    this.retryable = failure !== 'REJECTED';
  }
}

/**
 * Reads a Retry-After header: delta-seconds or an HTTP date. Returns undefined when absent or
 * unreadable, and never a negative delay.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
