import type Redis from 'ioredis';

/** The Redis key that says a worker process is alive. */
export const heartbeatKey = (prefix: string, workerId: string): string => `${prefix}:worker:${workerId}`;

/** How long a heartbeat key outlives its last beat. */
export const heartbeatTtlMs = (intervalMs: number): number => intervalMs * 3;

/**
 * The data marker: Redis's clock (ms) when the memory Redis holds now began, as far as anyone can
 * tell. A FLUSHALL or a restart without persistence takes it; every beat writes it again when it is
 * missing, unreadable or in the future, and a reaper's look also when it has reason to doubt
 * ({@link HeartbeatWatch}). `ARGV[1]`: `reset` to write it whatever it holds; `ARGV[2]` / `ARGV[3]`:
 * the looker's previous look and the longest gap between looks it trusts (ms, or empty).
 */
const dataSinceKey = (prefix: string): string => `${prefix}:redis-data-since`;
const MARK_DATA_SINCE = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local since = tonumber(redis.call('GET', KEYS[1]))
local last = tonumber(ARGV[2])
local gap = tonumber(ARGV[3])
if ARGV[1] == 'reset' or not since or since > now or (last and gap and now - last > gap) then
  since = now
  redis.call('SET', KEYS[1], string.format('%.0f', since))
end
return { string.format('%.0f', now), string.format('%.0f', since) }`;

/**
 * Writes the worker's heartbeat key every `intervalMs` with a TTL of 3 × the interval, so a dead
 * process's key disappears on its own; `stop()` deletes it at once on a graceful shutdown.
 */
export function startHeartbeat(redis: Redis, prefix: string, workerId: string, intervalMs: number, info: Record<string, unknown> = {}) {
  const key = heartbeatKey(prefix, workerId);
  const ttlMs = heartbeatTtlMs(intervalMs);
  const beat = () =>
    Promise.all([
      redis.set(key, JSON.stringify({ ...info, workerId, at: new Date().toISOString() }), 'PX', ttlMs),
      redis.eval(MARK_DATA_SINCE, 1, dataSinceKey(prefix), 'keep', '', ''),
    ]).catch((error: Error) => {
      console.error(`[heartbeat] ${workerId}: ${error.message}`);
    });
  void beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  // Beat again as soon as a lost connection is back: Redis may have come back empty.
  const onReady = (): void => void beat();
  redis.on('ready', onReady);
  return {
    key,
    async stop(): Promise<void> {
      clearInterval(timer);
      redis.off('ready', onReady);
      await redis.del(key).catch(() => undefined);
    },
  };
}

/** Which of `workerIds` have a live heartbeat. */
export async function liveWorkers(redis: Redis, prefix: string, workerIds: string[]): Promise<Set<string>> {
  if (workerIds.length === 0) return new Set();
  const values = await redis.mget(workerIds.map((id) => heartbeatKey(prefix, id)));
  return new Set(workerIds.filter((_, i) => values[i] !== null));
}

/**
 * The reaper's view of the heartbeats: for how long a missing heartbeat key has meant a dead
 * worker. Right after Redis lost its data (restart, flush) every key is missing, the live workers'
 * too; after an outage that kept the data but outlasted a TTL (Redis paused or loading, a network
 * fault, a failover) keys have expired while their workers lived. Each look (one per reaper tick)
 * dates the marker again — so a missing key is trusted only a TTL later — when this is its first
 * look, when its connection closed since the last one, when the last one is older than `maxGapMs`
 * (two heartbeat intervals: no outage shorter than that lets a live worker's key expire), or when
 * the marker is gone or unreadable. A worker cut off from Redis alone for a TTL still counts as
 * dead: from here the two cannot be told apart.
 */
export class HeartbeatWatch {
  readonly ttlMs: number;
  private readonly maxGapMs: number;
  private lastLookMs: number | undefined;
  private connectionClosed = false;
  private readonly onClose = (): void => {
    this.connectionClosed = true;
  };

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    heartbeatIntervalMs: number,
  ) {
    this.ttlMs = heartbeatTtlMs(heartbeatIntervalMs);
    this.maxGapMs = 2 * heartbeatIntervalMs;
    redis.on('close', this.onClose);
  }

  /** How long heartbeats have been watched without a break, in ms (0: not at all). */
  async look(): Promise<number> {
    const closed = this.connectionClosed;
    const doubt = this.lastLookMs === undefined || closed;
    this.connectionClosed = false;
    let reply: [string, string];
    try {
      reply = (await this.redis.eval(MARK_DATA_SINCE, 1, dataSinceKey(this.prefix), doubt ? 'reset' : 'keep',
        this.lastLookMs === undefined ? '' : String(this.lastLookMs), String(this.maxGapMs))) as [string, string];
    } catch (error) {
      this.connectionClosed ||= closed;
      throw error;
    }
    const [now, since] = reply.map(Number) as [number, number];
    this.lastLookMs = now;
    return now - since;
  }

  close(): void {
    this.redis.off('close', this.onClose);
  }
}
