import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { parseEnv } from '../../../src/config/env';
import { DomainError } from '../../../src/errors/domain-error';
import { quotaWindowsOf, retryAfterSeconds, type QuotaWindow } from '../../../src/quotas/quota-windows.rules';
import { WindowedQuota, type CountedWindow } from '../../../src/quotas/windowed-quota';

/** In-memory limiters: the same counting rules as the Redis ones, without I/O. */
function counted(points: number, durationSeconds: number): CountedWindow {
  const window: QuotaWindow = { points, durationSeconds };
  return { window, limiter: new RateLimiterMemory({ points, duration: durationSeconds }) };
}

async function consumed(counted: CountedWindow, userId: string): Promise<number> {
  return (await counted.limiter.get(userId))?.consumedPoints ?? 0;
}

async function refusal(promise: Promise<void>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  assert.ok(error instanceof DomainError, `expected a DomainError, got ${String(error)}`);
  return error;
}

describe('WindowedQuota', () => {
  test('grants up to the limit, then refuses with RATE_LIMITED and whole seconds to wait', async () => {
    const quota = new WindowedQuota('issuance', [counted(3, 600)]);
    for (let i = 0; i < 3; i++) await quota.take('u');
    const error = await refusal(quota.take('u'));
    assert.equal(error.code, 'RATE_LIMITED');
    assert.deepEqual(
      { ...error.details, retryAfterSeconds: undefined },
      { quota: 'issuance', limit: 3, windowSeconds: 600, retryAfterSeconds: undefined },
    );
    const seconds = error.details['retryAfterSeconds'] as number;
    assert.ok(Number.isInteger(seconds) && seconds >= 1 && seconds <= 600, `retryAfterSeconds ${seconds}`);
  });

  test('one user spending everything leaves another user untouched', async () => {
    const quota = new WindowedQuota('requests', [counted(2, 60)]);
    await quota.take('alice');
    await quota.take('alice');
    await refusal(quota.take('alice'));
    await quota.take('bob');
    await quota.take('bob');
  });

  test('a request refused by the short window costs nothing in the long one', async () => {
    const [short, long] = [counted(2, 600), counted(5, 86_400)];
    const quota = new WindowedQuota('issuance', [short, long]);
    await quota.take('u');
    await quota.take('u');
    for (let i = 0; i < 4; i++) await refusal(quota.take('u'));
    assert.deepEqual([await consumed(short, 'u'), await consumed(long, 'u')], [2, 2]);
  });

  test('a request refused by the long window gives back what the short one granted', async () => {
    const [short, long] = [counted(5, 600), counted(2, 86_400)];
    const quota = new WindowedQuota('issuance', [short, long]);
    await quota.take('u');
    await quota.take('u');
    const error = await refusal(quota.take('u'));
    assert.equal(error.details['windowSeconds'], 86_400, 'the long window is the one that refused');
    assert.equal(await consumed(short, 'u'), 2);
  });

  test('several points are granted whole or not at all', async () => {
    const hourly = counted(10, 3600);
    const quota = new WindowedQuota('clauses', [hourly]);
    await quota.take('u', 7);
    const error = await refusal(quota.take('u', 4));
    assert.equal(error.details['quota'], 'clauses');
    await quota.take('u', 3);
    assert.equal((await hourly.limiter.get('u'))?.remainingPoints, 0);
  });

  test('asks every window at once: one round trip, not one per window', async () => {
    const [short, long] = [counted(5, 600), counted(20, 86_400)];
    let inFlight = 0;
    let most = 0;
    for (const w of [short, long]) {
      const consume = w.limiter.consume.bind(w.limiter);
      w.limiter.consume = async (key, points) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return consume(key, points);
      };
    }
    await new WindowedQuota('issuance', [short, long]).take('u');
    assert.equal(most, 2, 'both windows were being asked at the same time');
    assert.deepEqual([await consumed(short, 'u'), await consumed(long, 'u')], [1, 1]);
  });

  test('a window that cannot be asked fails the take; what the others counted goes back', async () => {
    const [short, broken] = [counted(5, 600), counted(20, 86_400)];
    broken.limiter.consume = () => Promise.reject(new Error('redis down'));
    const quota = new WindowedQuota('issuance', [short, broken]);
    await assert.rejects(quota.take('u'), /redis down/);
    assert.equal(await consumed(short, 'u'), 0);
  });

  test('when both windows refuse, the shorter one speaks and neither keeps the point', async () => {
    const [short, long] = [counted(1, 600), counted(1, 86_400)];
    const quota = new WindowedQuota('issuance', [short, long]);
    await quota.take('u');
    const error = await refusal(quota.take('u'));
    assert.equal(error.details['windowSeconds'], 600);
    assert.deepEqual([await consumed(short, 'u'), await consumed(long, 'u')], [1, 1]);
  });

  test('give returns points taken for work that did not happen', async () => {
    const [short, long] = [counted(1, 600), counted(10, 86_400)];
    const quota = new WindowedQuota('issuance', [short, long]);
    await quota.take('u');
    await quota.give('u');
    await quota.take('u');
    assert.deepEqual([await consumed(short, 'u'), await consumed(long, 'u')], [1, 1]);
  });
});

describe('quota settings', () => {
  test('retryAfterSeconds rounds up and is never 0', () => {
    assert.deepEqual([0, 1, 999, 1000, 1001, 600_000].map(retryAfterSeconds), [1, 1, 1, 1, 2, 600]);
  });

  test('the defaults stop one user well short of 100 paid issuances in a minute', () => {
    const windows = quotaWindowsOf(parseEnv({}));
    assert.deepEqual(windows.issuance, [
      { points: 5, durationSeconds: 600 },
      { points: 20, durationSeconds: 86_400 },
    ]);
    assert.deepEqual(windows.clauses, [{ points: 200, durationSeconds: 3600 }]);
    assert.deepEqual(windows.requests, [{ points: 300, durationSeconds: 60 }]);
    // A minute can straddle two short windows (fixed windows reset at once): still at most 2 × 5.
    assert.ok(2 * windows.issuance[0].points < 100);
  });

  test('each limit is read from its variable, and a limit below 1 is refused', () => {
    const env = parseEnv({
      QUOTA_ISSUANCE_PER_10_MINUTES: '7',
      QUOTA_ISSUANCE_PER_DAY: '30',
      QUOTA_CLAUSES_PER_HOUR: '50',
      QUOTA_REQUESTS_PER_MINUTE: '1000',
    });
    const windows = quotaWindowsOf(env);
    assert.deepEqual(
      [windows.issuance[0].points, windows.issuance[1].points, windows.clauses[0].points, windows.requests[0].points],
      [7, 30, 50, 1000],
    );
    assert.throws(() => parseEnv({ QUOTA_REQUESTS_PER_MINUTE: '0' }), /QUOTA_REQUESTS_PER_MINUTE/);
  });
});
