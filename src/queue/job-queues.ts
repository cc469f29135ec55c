import BeeQueue from 'bee-queue';
import type Redis from 'ioredis';
import { beeQueueRedisOptions } from '../infra/redis';
import { ItemFailed, WriteBatcher } from '../infra/write-batcher';
import { coalesceRedisWrites } from './coalesced-redis-writes';
import type { JobPayload } from './job-payload';
import { log } from '../logging/logger';
import { inChildSpan, SpanKind } from '../tracing/spans';
import { activeCarrier, type TraceCarrier } from '../tracing/trace-context';

export interface JobQueuesOptions {
  redisUrl: string;
  /** Key prefix of every queue. */
  prefix: string;
  /** An enqueue that takes longer fails (the caller records DISPATCH_FAILED). Default 2 s. */
  enqueueTimeoutMs: number;
  /** Stall window: a worker that has not renewed its job's lock for this long loses the job. */
  stallIntervalMs: number;
  /** Jobs sent to one queue in one pipelined write at most (1: each alone). Default 64. */
  enqueueBatchMax?: number;
}

interface JobToSend {
  jobId: string;
  taskId: string;
  runAt: Date | null;
  trace: TraceCarrier;
}

/**
 * Bee-Queue instances by queue name. Producer instances keep no events and no results: workers
 * write results to PostgreSQL (SPEC §3). Bee-Queue runs its own redis connections.
 */
export class JobQueues {
  private readonly producers = new Map<string, BeeQueue<JobPayload>>();
  private readonly senders = new Map<string, WriteBatcher<JobToSend, string>>();

  constructor(readonly options: JobQueuesOptions) {}

  /** A queue instance for producing (and inspecting) jobs. */
  producer(name: string): BeeQueue<JobPayload> {
    let queue = this.producers.get(name);
    if (!queue) {
      queue = this.create(name, { isWorker: false, getEvents: false, activateDelayedJobs: false });
      queue.on('error', (error) => log().error({ err: error, queue: name }, 'queue error'));
      this.producers.set(name, queue);
    }
    return queue;
  }

  /** A queue instance for a worker: it also moves delayed retries back to waiting. */
  consumer(name: string): BeeQueue<JobPayload> {
    return this.create(name, { isWorker: true, getEvents: false, activateDelayedJobs: true });
  }

  private create(name: string, extra: BeeQueue.QueueSettings): BeeQueue<JobPayload> {
    const state = { stopped: false };
    const queue = new BeeQueue<JobPayload>(name, {
      prefix: this.options.prefix,
      // bee-queue's typings name the `redis` package's types, which are not installed (skipLibCheck).
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
      redis: beeQueueRedisOptions(this.options.redisUrl, () => state.stopped) as BeeQueue.QueueSettings['redis'],
      stallInterval: this.options.stallIntervalMs,
      sendEvents: false,
      storeJobs: false,
      removeOnSuccess: true,
      removeOnFailure: true,
      ...extra,
    });
    stopStates.set(queue, state);
    reloadScriptsWhenForgotten(queue);
    // A worker's clients send per-turn writes once ready (Bee-Queue makes them while connecting).
    // Not a producer's: its jobs already leave in one saveAll from the batcher's setImmediate, and a
    // command sent from a setImmediate callback would wait a whole extra turn for the uncork.
    if (extra.isWorker) {
      queue.ready().then(
        () => beeQueueClients(queue).forEach((client) => coalesceRedisWrites(client)),
        () => undefined,
      );
    }
    return queue;
  }

  /**
   * Enqueues job `jobId` for `taskId`, to run at once or at `runAt`. A job that already exists under
   * that id counts as enqueued: Bee-Queue keeps one job per id while its hash lives. A task's own
   * retries are not Bee-Queue's: a retry is a new delayed job named on the task row (TaskDispatcher).
   */
  async enqueue(name: string, jobId: string, taskId: string, runAt?: Date | null): Promise<string> {
    // Inside a trace, the send is a span of it and the job carries that span's context.
    return inChildSpan(
      `send ${name}`,
      { kind: SpanKind.PRODUCER, attributes: () => sendAttributes(jobId, taskId, runAt) },
      () =>
        // The caller's wait is bounded whatever is queued ahead of it; a job still waiting at the
        // deadline is not sent at all (the batcher drops it).
        withTimeout(
          this.sender(name).submit({ jobId, taskId, runAt: runAt ?? null, trace: activeCarrier() }),
          this.options.enqueueTimeoutMs,
          `enqueue to ${name}`,
        ),
    );
  }

  /**
   * Jobs enqueued in the same turn of the event loop leave in one pipelined write (Bee-Queue's
   * saveAll) rather than one write and one reply each; a job whose save failed in the batch is sent
   * again alone (which also reloads Bee-Queue's scripts after a Redis restart), and its outcome is
   * its own: the jobs saved with it stand. A batch that timed out is not repeated: the queue is
   * unreachable, and each caller records DISPATCH_FAILED.
   */
  private sender(name: string): WriteBatcher<JobToSend, string> {
    let sender = this.senders.get(name);
    if (!sender) {
      const timeoutMs = this.options.enqueueTimeoutMs;
      const saveAlone = async (job: JobToSend): Promise<string> => {
        await withTimeout(this.makeJob(name, job).save(), timeoutMs, `enqueue to ${name}`);
        return job.jobId;
      };
      sender = new WriteBatcher<JobToSend, string>({
        name: `enqueue to ${name}`,
        maxBatch: this.options.enqueueBatchMax ?? 64,
        maxInFlight: 2,
        key: (job) => job.jobId,
        deadlineMs: timeoutMs,
        runOne: saveAlone,
        runBatch: async (jobs) => {
          const made = jobs.map((job) => this.makeJob(name, job));
          const errors = await withTimeout(this.producer(name).saveAll(made), timeoutMs, `enqueue to ${name}`);
          return Promise.all(
            jobs.map(async (job, i) =>
              errors.has(made[i]) ? saveAlone(job).catch((error: unknown) => new ItemFailed(error)) : job.jobId,
            ),
          );
        },
        retryAlone: (error) => !(error instanceof TimeoutError),
      });
      this.senders.set(name, sender);
    }
    return sender;
  }

  private makeJob(name: string, { jobId, taskId, runAt, trace }: JobToSend): BeeQueue.Job<JobPayload> {
    // Bee-Queue's retries are kept for one case only: the handler could not write its outcome
    // (PostgreSQL unreachable), so the job must come back rather than be dropped as done.
    const job = this.producer(name)
      .createJob({ taskId, ...trace })
      .setId(jobId)
      .retries(INFRASTRUCTURE_RETRIES)
      .backoff('exponential', 1_000);
    if (runAt && runAt.getTime() > Date.now()) job.delayUntil(runAt);
    return job;
  }

  /** Whether the queue still holds a job with this id (waiting, delayed, active or retrying). */
  async hasJob(name: string, jobId: string): Promise<boolean> {
    const job = await withTimeout(
      this.producer(name).getJob(jobId),
      this.options.enqueueTimeoutMs,
      `look up job in ${name}`,
    );
    return job != null;
  }

  /**
   * Which of `jobIds` the queue still holds, in one pipelined round trip: Bee-Queue keeps every
   * live job (waiting, delayed, active) in its `jobs` hash.
   */
  async jobsExist(redis: Redis, name: string, jobIds: string[]): Promise<boolean[]> {
    if (jobIds.length === 0) return [];
    const key = `${this.options.prefix}:${name}:jobs`;
    const pipeline = redis.pipeline();
    for (const id of jobIds) pipeline.hexists(key, id);
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, value]) => {
      if (error) throw error;
      return value === 1;
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.producers.values()].map((q) => closeQueue(q, 1_000)));
    this.producers.clear();
  }
}

// Bee-Queue's Lua scripts, by name, and the loader it runs once when a queue becomes ready.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const beeQueueLua = require('bee-queue/lib/lua') as { buildCache(client: unknown): Promise<unknown> };

/**
 * Bee-Queue loads its Lua scripts into Redis once, when the queue becomes ready, and then calls
 * them by hash (EVALSHA). A Redis that restarted (or failed over) has an empty script cache: every
 * enqueue and stall check would fail with NOSCRIPT until the process restarts. On NOSCRIPT, load
 * the scripts again on the same connection and repeat the call once.
 */
function reloadScriptsWhenForgotten(queue: BeeQueue<JobPayload>): void {
  const internal = queue as unknown as { client: unknown; _evalScript: (...args: unknown[]) => Promise<unknown> };
  const evalScript = internal._evalScript;
  // One reload however many calls failed at once (a batch of jobs after a restart).
  let reloading: Promise<unknown> | null = null;
  internal._evalScript = async function (this: unknown, ...args: unknown[]) {
    try {
      return await evalScript.apply(this, args);
    } catch (error) {
      if (!/NOSCRIPT/.test((error as Error).message ?? '')) throw error;
      reloading ??= beeQueueLua.buildCache(internal.client).finally(() => {
        reloading = null;
      });
      await reloading;
      return evalScript.apply(this, args);
    }
  };
}

/**
 * Few and short: what a span carries is most of what exporting it costs. The queue is in the name;
 * the job id only when it is not the task's own (a retry's, an isolated run's).
 */
function sendAttributes(jobId: string, taskId: string, runAt: Date | null | undefined): Record<string, string> {
  return {
    'doongzi.task.id': taskId,
    ...(jobId !== taskId ? { 'messaging.message.id': jobId } : {}),
    ...(runAt ? { 'doongzi.job.run_at': runAt.toISOString() } : {}),
  };
}

/** Deliveries after a handler threw because the outcome could not be written (1 s, 2 s, … 32 s). */
const INFRASTRUCTURE_RETRIES = 6;

const stopStates = new WeakMap<BeeQueue<JobPayload>, { stopped: boolean }>();

/** A call to Redis that took longer than its bound: its outcome is unknown, not failed. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Closes a Bee-Queue instance: waits up to `timeoutMs` for its active jobs, then ends its redis
 * connections for good. Bee-Queue's own close waits for a connection that may never come back
 * (Redis down), and its reconnecting clients would keep the process alive. Resolves true when
 * every active job finished in time, false when some were left running.
 */
export async function closeQueue(queue: BeeQueue<JobPayload>, timeoutMs: number): Promise<boolean> {
  const state = stopStates.get(queue);
  if (state) state.stopped = true;
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    queue.close(timeoutMs).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs + 500);
    }),
  ]);
  clearTimeout(timer);
  for (const client of beeQueueClients(queue)) (client as { end?(flush: boolean): void } | undefined)?.end?.(true);
  return drained;
}

/** The redis connections a Bee-Queue instance made: commands, blocking fetches, events (each may be absent). */
function beeQueueClients(queue: BeeQueue<JobPayload>): unknown[] {
  const clients = queue as unknown as Record<'client' | 'bclient' | 'eclient', unknown>;
  return [clients.client, clients.bclient, clients.eclient];
}
