import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimitedError, type QuotaName, type QuotaWindow } from './quota-windows.rules';

/**
 * A per-user allowance as the domain sees it. `take` spends points or throws a DomainError
 * RATE_LIMITED and spends nothing; `give` returns points taken for work that did not happen.
 */
export interface UserQuota {
  take(userId: string, points?: number): Promise<void>;
  give(userId: string, points?: number): Promise<void>;
}

/** One window and the limiter that counts it. */
export interface CountedWindow {
  window: QuotaWindow;
  limiter: RateLimiterAbstract;
}

/**
 * A quota of one or more windows, all of which must grant. The limiters are asked shortest first;
 * when one refuses, the points it counted and those the windows before it granted are given back,
 * so a refused request costs nothing anywhere: 190 of 200 clauses spent, a call of 20 is refused and
 * a call of 10 still fits.
 */
export class WindowedQuota implements UserQuota {
  constructor(
    readonly name: QuotaName,
    private readonly windows: CountedWindow[],
  ) {}

  async take(userId: string, points = 1): Promise<void> {
    const counted: CountedWindow[] = [];
    for (const window of this.windows) {
      try {
        await window.limiter.consume(userId, points);
        counted.push(window);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) {
          await this.refund(counted, userId, points);
          throw rejection;
        }
        // A refusal has counted its points too (the limiter adds, then compares): they go back with the rest.
        await this.refund([...counted, window], userId, points);
        throw rateLimitedError(this.name, window.window, rejection.msBeforeNext);
      }
    }
  }

  give(userId: string, points = 1): Promise<void> {
    return this.refund(this.windows, userId, points);
  }

  private async refund(windows: CountedWindow[], userId: string, points: number): Promise<void> {
    await Promise.all(windows.map((counted) => counted.limiter.reward(userId, points)));
  }
}
