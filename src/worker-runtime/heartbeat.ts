import type Redis from 'ioredis';

/** The Redis key that says a worker process is alive. */
export const heartbeatKey = (prefix: string, workerId: string): string => `${prefix}:worker:${workerId}`;

/** How long a heartbeat key outlives its last beat. */
export const heartbeatTtlMs = (intervalMs: number): number => intervalMs * 3;

/**
 * A key set (if missing) to Redis's clock in milliseconds by every beat and every reaper look: it
 * dates the memory Redis holds now, since a FLUSHALL or a restart without persistence takes it too.
 */
const dataSinceKey = (prefix: string): string => `${prefix}:redis-data-since`;
const MARK_DATA_SINCE = `local t = redis.call('TIME')
redis.call('SET', KEYS[1], t[1] .. string.format('%03d', math.floor(t[2] / 1000)), 'NX')
return t`;

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
      redis.eval(MARK_DATA_SINCE, 1, dataSinceKey(prefix)),
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
 * For how long Redis has held its data without a loss, as far as heartbeats are concerned: the
 * shorter of the server's uptime (a restart, even one that reloads a snapshot, lets keys expire
 * while it is down) and the age of the data marker (a FLUSHALL or a restart without persistence
 * takes it; the next beat or look writes it again). Until that reaches a heartbeat's TTL, a missing
 * heartbeat does not show that its worker died: a live worker may not have beaten since.
 * Times are Redis's own clock, so reapers on different machines agree.
 */
export async function heartbeatsKeptForMs(redis: Redis, prefix: string): Promise<number> {
  const replies = await redis.pipeline().eval(MARK_DATA_SINCE, 1, dataSinceKey(prefix)).get(dataSinceKey(prefix)).info('server').exec();
  const [time, since, info] = (replies ?? []).map(([error, value]) => (error ? undefined : value));
  if (!Array.isArray(time) || typeof since !== 'string') throw new Error('Redis gave no time or no data marker');
  const nowMs = Number(time[0]) * 1000 + Math.floor(Number(time[1]) / 1000);
  const uptime = typeof info === 'string' ? /^uptime_in_seconds:(\d+)/m.exec(info)?.[1] : undefined;
  // A server that hides INFO leaves only the marker to go by.
  const uptimeMs = uptime === undefined ? Number.POSITIVE_INFINITY : Number(uptime) * 1000;
  return Math.max(0, Math.min(nowMs - Number(since), uptimeMs));
}
