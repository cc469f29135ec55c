import type Redis from 'ioredis';
import type { Env } from '../config/env';
import { Database } from '../infra/database';
import { createRedis } from '../infra/redis';
import { ObjectStorage } from '../infra/storage';
import { configureMetrics, flushMetrics } from '../metrics/metrics';
import { JobQueues } from '../queue/job-queues';
import { TaskDispatcher } from '../tasks/dispatch';
import { taskChannels, type TaskChannels } from '../tasks/task-channels';
import { TaskEventsPublisher } from '../tasks/task-events.publisher';

/** The connections and core services every process (API, worker, reaper) shares. */
export interface AppContext {
  env: Env;
  db: Database;
  redis: Redis;
  storage: ObjectStorage;
  queues: JobQueues;
  channels: TaskChannels;
  publisher: TaskEventsPublisher;
  dispatcher: TaskDispatcher;
  close(): Promise<void>;
}

export async function createAppContext(env: Env, role: string): Promise<AppContext> {
  const db = await Database.connect(env.DATABASE_URL, {
    poolSize: env.DATABASE_POOL_SIZE,
    poolMin: env.DATABASE_POOL_MIN,
    warmConnections: env.DATABASE_POOL_MIN,
    batchMax: env.WRITE_BATCH_MAX,
    applicationName: `doongzi-${role}`,
  });
  // Auto-pipelining: the publishes and counters of concurrent tasks issued in one tick leave in one
  // write instead of one each (nothing on this connection blocks).
  const redis = createRedis(env.REDIS_URL, `doongzi-${role}`, { enableAutoPipelining: true });
  const storage = new ObjectStorage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  const queues = new JobQueues({
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    enqueueTimeoutMs: env.ENQUEUE_TIMEOUT_MS,
    stallIntervalMs: env.STALL_INTERVAL_MS,
    enqueueBatchMax: env.WRITE_BATCH_MAX,
  });
  const channels = taskChannels(env.QUEUE_PREFIX);
  const publisher = new TaskEventsPublisher(redis, channels);
  configureMetrics(redis, env.QUEUE_PREFIX, env.METRICS_FLUSH_MS);
  const dispatcher = new TaskDispatcher(db, queues, publisher);
  return {
    env,
    db,
    redis,
    storage,
    queues,
    channels,
    publisher,
    dispatcher,
    async close() {
      await queues.close();
      await publisher.flush();
      await flushMetrics();
      redis.disconnect();
      storage.close();
      await db.close();
    },
  };
}
