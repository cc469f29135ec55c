import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { quotaWindowsOf, type QuotaName, type QuotaSettings, type QuotaWindow } from './quota-windows.rules';
import { WindowedQuota, type CountedWindow, type UserQuota } from './windowed-quota';

/** The per-user quotas of SPEC §10, one per thing counted. */
export type UserQuotas = Record<QuotaName, UserQuota>;

export interface UserQuotasOptions extends QuotaSettings {
  /** The deployment's key prefix (QUEUE_PREFIX): deployments and test files sharing a Redis never share counters. */
  QUEUE_PREFIX: string;
}

/**
 * The quotas counted in Redis, so every API replica of a deployment spends from the same counters.
 * Keys: `<QUEUE_PREFIX>:quota:<quota>:<window seconds>:<user id>`, expiring with their window.
 *
 * Redis unreachable: each window counts in this process's memory with the same limits
 * (`insuranceLimiter`), chosen at once (`rejectIfRedisNotReady`) rather than after ioredis'
 * reconnection retries. Failing closed would turn a Redis outage into an outage of the reads
 * PostgreSQL alone can serve; failing open would lift every cap. A count per replica keeps each
 * user bounded (N replicas: at most N times a limit). Paid issuance spends nothing meanwhile in any
 * case: its dispatch needs Redis, so such a request ends FAILED(DISPATCH_FAILED) before any fee.
 */
export function createUserQuotas(redis: Redis, options: UserQuotasOptions): UserQuotas {
  const windows = quotaWindowsOf(options);
  const quota = (name: QuotaName) =>
    new WindowedQuota(
      name,
      windows[name].map((window) => countedInRedis(redis, options.QUEUE_PREFIX, name, window)),
    );
  return { issuance: quota('issuance'), clauses: quota('clauses'), requests: quota('requests') };
}

function countedInRedis(redis: Redis, prefix: string, name: QuotaName, window: QuotaWindow): CountedWindow {
  const limits = { points: window.points, duration: window.durationSeconds };
  const limiter = new RateLimiterRedis({
    ...limits,
    storeClient: redis,
    keyPrefix: `${prefix}:quota:${name}:${window.durationSeconds}`,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(limits),
  });
  return { window, limiter };
}
