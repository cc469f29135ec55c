import type Redis from 'ioredis';
import { dataSinceKey, heartbeatKey, heartbeatTtlMs, LOOK } from './heartbeat';

// The reaper's side of the heartbeats; the workers' side (the beat itself) is heartbeat.ts.

/** What one look saw. */
export interface HeartbeatLook {
  /** How long the heartbeats had been watched without a break (ms; 0: not at all). */
  watchedForMs: number;
  /** The workers asked about whose heartbeat key exists. */
  alive: Set<string>;
}

/**
 * The reaper's view of the heartbeats: which workers beat, and whether a missing key may be taken
 * for a dead worker. Right after Redis lost its data (restart, flush) every key is missing, the
 * live workers' too; after an outage that kept the data but outlasted a TTL (Redis paused or
 * loading, a network fault, a failover) keys expired while their workers lived. A look reads the
 * keys and the shared data marker in one script. The watch trusts a missing key only once it has
 * watched for a TTL both since the marker (Redis's memory) and since its own last doubt: its first
 * look, its connection closing, or a gap between its looks longer than 1.5 heartbeat intervals (a
 * live key expires only after three intervals without a beat, so an outage that expires one while
 * the worker beats up to half an interval late shows as a longer gap). Doubts stay with the watch:
 * another reaper starting or stalling does not hold this one back. A look its connection closed
 * under vouches for nothing (ioredis re-sends it on the new connection). `start()` looks every half
 * heartbeat interval on its own, so slow reaper ticks are no gap. A worker cut off from Redis alone
 * for a TTL still counts as dead: from here the two cannot be told apart.
 */
export class HeartbeatWatch {
  readonly ttlMs: number;
  private readonly maxGapMs: number;
  private lastLookMs: number | undefined;
  /** Redis time of this watch's last doubt: it vouches for nothing before it. */
  private trustedSinceMs = Number.POSITIVE_INFINITY;
  private closes = 0;
  private closesSeen = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly onClose = (): void => {
    this.closes += 1;
  };

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly heartbeatIntervalMs: number,
  ) {
    this.ttlMs = heartbeatTtlMs(heartbeatIntervalMs);
    this.maxGapMs = 1.5 * heartbeatIntervalMs;
    redis.on('close', this.onClose);
  }

  /** Looks every half heartbeat interval in the background (a failed look only delays trust). */
  start(): this {
    this.timer ??= setInterval(() => void this.look().catch(() => undefined), this.heartbeatIntervalMs / 2);
    this.timer.unref();
    return this;
  }

  /** Reads the heartbeats of `workerIds` and how long they have been watched without a break. */
  async look(workerIds: readonly string[] = []): Promise<HeartbeatLook> {
    const closesBefore = this.closes;
    const keys = [dataSinceKey(this.prefix), ...workerIds.map((id) => heartbeatKey(this.prefix, id))];
    const reply = (await this.redis.eval(LOOK, keys.length, ...keys)) as Array<string | null>;
    const alive = new Set(workerIds.filter((_, i) => typeof reply[i + 2] === 'string'));
    // Closed while this look was out: it may have run on a Redis that came back; the next one doubts.
    if (this.closes !== closesBefore) return { watchedForMs: 0, alive };
    const [now, since] = [Number(reply[0]), Number(reply[1])];
    const doubt =
      this.lastLookMs === undefined || closesBefore !== this.closesSeen || now - this.lastLookMs > this.maxGapMs;
    if (doubt) this.trustedSinceMs = now;
    this.closesSeen = closesBefore;
    this.lastLookMs = Math.max(now, this.lastLookMs ?? now);
    return { watchedForMs: Math.max(0, now - Math.max(since, this.trustedSinceMs)), alive };
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.redis.off('close', this.onClose);
  }
}
