import Redis, { type RedisOptions } from 'ioredis';
import { log } from '../logging/logger';

/**
 * ioredis connections for pub/sub, heartbeats and locks. Bee-Queue keeps connections of its own
 * (it ignores an ioredis instance), built from the same URL by `beeQueueRedisOptions`.
 */
export function createRedis(url: string, name: string, extra: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    // Keep retrying forever with a capped backoff: a restarted Redis is found again by itself.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    ...extra,
  });
  let lastLogged = 0;
  redis.on('error', (error) => {
    // One line per 5 s at most while Redis is away, not one per retry.
    if (Date.now() - lastLogged > 5_000) {
      lastLogged = Date.now();
      log().error({ err: error, connection: name }, 'redis connection error');
    }
  });
  return redis;
}

/**
 * Connection options in the form Bee-Queue's own redis client takes. Its clients reconnect with a
 * capped backoff until `stopped()` says the queue was closed; then they give up, or a client that
 * never connected would keep retrying (and the process alive) forever.
 */
export function beeQueueRedisOptions(url: string, stopped: () => boolean = () => false): Record<string, unknown> {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
    // Reconnect forever with a capped backoff instead of node_redis' default give-up.
    retry_strategy: (o: { attempt: number }) =>
      stopped() ? new Error('queue closed') : Math.min(o.attempt * 200, 2_000),
  };
}
