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
 * A quota of one or more windows, all of which must grant. The limiters are asked together (listed
 * shortest first); when one refuses, the points every window counted are given back,
 * so a refused request costs nothing anywhere: 190 of 200 clauses spent, a call of 20 is refused and
 * a call of 10 still fits.
 */
export class WindowedQuota implements UserQuota {
  constructor(
    readonly name: QuotaName,
    private readonly windows: CountedWindow[],
  ) {}

  async take(userId: string, points = 1): Promise<void> {
    // Every window at once: one round trip to Redis rather than one per window, on the path of
    // each paid request (inside its transaction). The outcome is what asking them in turn gives.
    const answers = await Promise.allSettled(this.windows.map((w) => w.limiter.consume(userId, points)));
    if (answers.every((answer) => answer.status === 'fulfilled')) return;
    // A grant and a refusal have both counted their points (the limiter adds, then compares): they
    // go back. A window whose call failed may or may not have counted; it is left as it is.
    const counts = (answer: PromiseSettledResult<unknown>): boolean =>
      answer.status === 'fulfilled' || answer.reason instanceof RateLimiterRes;
    await this.refund(
      this.windows.filter((_, i) => counts(answers[i])),
      userId,
      points,
    );
    const failure = answers.find((answer): answer is PromiseRejectedResult => !counts(answer));
    if (failure) throw failure.reason;
    // The first window that refused speaks (they are listed shortest first).
    const refused = answers.findIndex((answer) => answer.status === 'rejected');
    const res = (answers[refused] as PromiseRejectedResult).reason as RateLimiterRes;
    throw rateLimitedError(this.name, this.windows[refused].window, res.msBeforeNext);
  }

  give(userId: string, points = 1): Promise<void> {
    return this.refund(this.windows, userId, points);
  }

  private async refund(windows: CountedWindow[], userId: string, points: number): Promise<void> {
    await Promise.all(windows.map((counted) => counted.limiter.reward(userId, points)));
  }
}
