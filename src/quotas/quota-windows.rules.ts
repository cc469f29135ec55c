import { DomainError } from '../errors/domain-error';

/**
 * Terminology:
 * - quota: what one user may spend of one thing (paid issuances, clauses, requests);
 * - window: a limit of points over a duration; a quota may have several, all of which must grant;
 * - point: one unit spent (one created issuance, one clause, one request).
 * A window is fixed: it starts at the user's first counted point and resets when it ends.
 */
export type QuotaName = 'issuance' | 'clauses' | 'requests';

export interface QuotaWindow {
  /** Points a user may spend in one window. */
  points: number;
  /** The window's length in seconds. */
  durationSeconds: number;
}

/** The settings the windows are read from (src/config/env.ts, `QUOTA_*`). */
export interface QuotaSettings {
  QUOTA_ISSUANCE_PER_10_MINUTES: number;
  QUOTA_ISSUANCE_PER_DAY: number;
  QUOTA_CLAUSES_PER_HOUR: number;
  QUOTA_REQUESTS_PER_MINUTE: number;
}

/**
 * Each quota's windows, the shortest first: a request refused by a short window then never
 * touches the long one.
 */
export function quotaWindowsOf(settings: QuotaSettings): Record<QuotaName, QuotaWindow[]> {
  return {
    issuance: [
      { points: settings.QUOTA_ISSUANCE_PER_10_MINUTES, durationSeconds: 10 * 60 },
      { points: settings.QUOTA_ISSUANCE_PER_DAY, durationSeconds: 24 * 3600 },
    ],
    clauses: [{ points: settings.QUOTA_CLAUSES_PER_HOUR, durationSeconds: 3600 }],
    requests: [{ points: settings.QUOTA_REQUESTS_PER_MINUTE, durationSeconds: 60 }],
  };
}

/** Whole seconds a client waits before the window resets: rounded up, never 0. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

const WHAT: Record<QuotaName, string> = {
  issuance: 'registry issuance requests',
  clauses: 'clauses submitted for analysis',
  requests: 'requests',
};

/** The refusal a client sees: RATE_LIMITED with `retryAfterSeconds` and the window that refused. */
export function rateLimitedError(quota: QuotaName, window: QuotaWindow, msBeforeNext: number): DomainError {
  const seconds = retryAfterSeconds(msBeforeNext);
  return new DomainError('RATE_LIMITED', `Too many ${WHAT[quota]}; try again in ${seconds} s.`, {
    quota,
    limit: window.points,
    windowSeconds: window.durationSeconds,
    retryAfterSeconds: seconds,
  });
}
