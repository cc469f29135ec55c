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
export const dataSinceKey = (prefix: string): string => `${prefix}:redis-data-since`;
export const LOOK = `local t = redis.call('TIME')
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
export function startHeartbeat(
  redis: Redis,
  prefix: string,
  workerId: string,
  intervalMs: number,
  info: Record<string, unknown> = {},
) {
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
  const timer = setInterval(() => void beat(), intervalMs);
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

/** Every heartbeat key there is now (SCAN, so a large keyspace is walked in steps). */
export async function heartbeatKeys(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', heartbeatKey(prefix, '*'), 'COUNT', 500);
    keys.push(...found);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Which of `workerIds` have a live heartbeat. */
export async function liveWorkers(redis: Redis, prefix: string, workerIds: string[]): Promise<Set<string>> {
  if (workerIds.length === 0) return new Set();
  const values = await redis.mget(workerIds.map((id) => heartbeatKey(prefix, id)));
  return new Set(workerIds.filter((_, i) => values[i] !== null));
}
