import type Redis from 'ioredis';
import { log } from '../logging/logger';

/** The Redis key that says a worker process is alive. */
export const heartbeatKey = (prefix: string, workerId: string): string => `${prefix}:worker:${workerId}`;

/** How long a heartbeat key outlives its last beat. */
export const heartbeatTtlMs = (intervalMs: number): number => intervalMs * 3;

/**
 * The data marker: Redis's clock (ms) when the memory Redis holds now began, as far as anyone can
 * tell. A FLUSHALL or a restart without persistence takes it; every beat and every look writes it
 * again when it is missing, not a plain number of ms, or in the future. `KEYS[1]`: the marker; the
 * other keys are heartbeat keys to read in the same step. Returns now, the marker, then each
 * heartbeat key's value (nil when missing).
 */
const dataSinceKey = (prefix: string): string => `${prefix}:redis-data-since`;
const LOOK = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local raw = redis.call('GET', KEYS[1])
local since = raw and string.match(raw, '^%d+$') and tonumber(raw) or nil
if not since or since > now then
  since = now
  redis.call('SET', KEYS[1], string.format('%.0f', since))
end
local reply = { string.format('%.0f', now), string.format('%.0f', since) }
for i = 2, #KEYS do reply[i + 1] = redis.call('GET', KEYS[i]) end
return reply`;

/**
 * Writes the worker's heartbeat key every `intervalMs` with a TTL of 3 × the interval, so a dead
 * process's key disappears on its own; `stop()` deletes it at once on a graceful shutdown that
 * finished its jobs.
 */
export function startHeartbeat(redis: Redis, prefix: string, workerId: string, intervalMs: number, info: Record<string, unknown> = {}) {
  const key = heartbeatKey(prefix, workerId);
  const ttlMs = heartbeatTtlMs(intervalMs);
  const beat = () =>
    Promise.all([
      redis.set(key, JSON.stringify({ ...info, workerId, at: new Date().toISOString() }), 'PX', ttlMs),
      redis.eval(LOOK, 1, dataSinceKey(prefix)),
    ]).catch((error: Error) => {
      log().error({ err: error, workerId }, 'heartbeat not written');
    });
  void beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  // Beat again as soon as a lost connection is back: Redis may have come back empty.
  const onReady = (): void => void beat();
  redis.on('ready', onReady);
  return {
    key,
    /**
     * Stops beating. The key is deleted at once unless `keepKey`: a process leaving jobs still
     * running lets it expire instead, so the reaper leaves their rows to Bee-Queue's stall check,
     * which hands the jobs to another worker, as after a crash.
     */
    async stop(options: { keepKey?: boolean } = {}): Promise<void> {
      clearInterval(timer);
      redis.off('ready', onReady);
      if (!options.keepKey) await redis.del(key).catch(() => undefined);
    },
  };
}

/** Which of `workerIds` have a live heartbeat. */
export async function liveWorkers(redis: Redis, prefix: string, workerIds: string[]): Promise<Set<string>> {
  if (workerIds.length === 0) return new Set();
  const values = await redis.mget(workerIds.map((id) => heartbeatKey(prefix, id)));
  return new Set(workerIds.filter((_, i) => values[i] !== null));
}

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
    const doubt = this.lastLookMs === undefined || closesBefore !== this.closesSeen || now - this.lastLookMs > this.maxGapMs;
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
