import type Redis from 'ioredis';

/** The Redis key that says a worker process is alive. */
export const heartbeatKey = (prefix: string, workerId: string): string => `${prefix}:worker:${workerId}`;

/**
 * Writes the worker's heartbeat key every `intervalMs` with a TTL of 3 × the interval, so a dead
 * process's key disappears on its own; `stop()` deletes it at once on a graceful shutdown.
 */
export function startHeartbeat(redis: Redis, prefix: string, workerId: string, intervalMs: number, info: Record<string, unknown> = {}) {
  const key = heartbeatKey(prefix, workerId);
  const ttlMs = intervalMs * 3;
  const beat = () =>
    redis.set(key, JSON.stringify({ ...info, workerId, at: new Date().toISOString() }), 'PX', ttlMs).catch((error: Error) => {
      console.error(`[heartbeat] ${workerId}: ${error.message}`);
    });
  void beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return {
    key,
    async stop(): Promise<void> {
      clearInterval(timer);
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
