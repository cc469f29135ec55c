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
  /** When the last renewal that succeeded was sent (local clock); 0: not held. */
  private confirmedAt = 0;

  constructor(
    private readonly redis: Redis,
    readonly key: string,
    readonly ttlMs: number,
  ) {}

  /** Takes or renews the lock; true while this instance is the leader. */
  async acquire(): Promise<boolean> {
    const sentAt = Date.now();
    const held = (await this.extend()) || (await this.redis.set(this.key, this.token, 'PX', this.ttlMs, 'NX')) === 'OK';
    this.confirmedAt = held ? sentAt : 0;
    return held;
  }

  /**
   * Whether this instance still leads, for work that goes on between renewals. Trusted for a
   * quarter of the TTL (at most a second) after the last renewal, then renewed in Redis — only
   * renewed, never taken again: a lock that lapsed meanwhile may have led another instance's work,
   * so its holder has lost it. A Redis that does not answer counts as lost.
   */
  async stillHeld(): Promise<boolean> {
    if (this.confirmedAt === 0) return false;
    if (Date.now() - this.confirmedAt < Math.min(1_000, this.ttlMs / 4)) return true;
    const sentAt = Date.now();
    const held = await this.extend().catch(() => false);
    this.confirmedAt = held ? sentAt : 0;
    return held;
  }

  async release(): Promise<void> {
    this.confirmedAt = 0;
    await this.redis.eval(RELEASE, 1, this.key, this.token).catch(() => undefined);
  }

  private async extend(): Promise<boolean> {
    return Number(await this.redis.eval(EXTEND, 1, this.key, this.token, String(this.ttlMs))) === 1;
  }
}
