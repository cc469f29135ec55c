import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';

// Extend only if we still hold it: compare-and-set in one step.
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A cluster-wide leader lock in Redis: SET NX with a TTL, renewed by its holder. A holder that
 * crashes stops renewing and the lock expires, so another instance takes over after at most `ttlMs`.
 */
export class LeaderLock {
  private readonly token = randomBytes(8).toString('hex');

  constructor(
    private readonly redis: Redis,
    readonly key: string,
    private readonly ttlMs: number,
  ) {}

  /** Takes or renews the lock; true while this instance is the leader. */
  async acquire(): Promise<boolean> {
    const renewed = Number(await this.redis.eval(EXTEND, 1, this.key, this.token, String(this.ttlMs)));
    if (renewed === 1) return true;
    return (await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key, this.token).catch(() => undefined);
  }
}
