import type BeeQueue from 'bee-queue';
import type { JobPayload } from '../queue/job-payload';
import { JOBS, type QueueName } from '../tasks/jobs';
import { closeQueue } from '../queue/job-queues';
import { startQueueWorker, type TaskHandler } from '../tasks/task-worker';
import { log, withLogger } from '../logging/logger';
import { createNotifier, type Notifier } from '../notify/notifier';
import { deleteOrphanDocuments } from '../tasks/closed-task-cleanup';
import { startHeartbeat } from '../worker-runtime/heartbeat';
import { IsolationGate } from '../worker-runtime/isolation-gate';
import { createWorkerId } from '../worker-runtime/worker-identity';
import type { AppContext } from './app-context';

export interface WorkerProcess {
  workerId: string;
  queues: Map<QueueName, BeeQueue<JobPayload>>;
  /**
   * Stops taking jobs and lets running ones finish within `deadlineMs`. Jobs still running then
   * are released: the heartbeat key is left to expire, so the stall check hands them on.
   */
  close(deadlineMs?: number): Promise<void>;
}

/** Builds the handler of each queue from the app context; each file under workers/ adds one. */
export type HandlerFactory = (
  app: AppContext,
  ctx: { workerId: string; notifier: Notifier },
) => Promise<TaskHandler> | TaskHandler;

/**
 * Starts one Bee-Queue consumer per queue in `queueNames`, with this process's identity, its
 * heartbeat key and scheduled stall checks (Bee-Queue only redelivers stalled jobs when someone
 * calls checkStalledJobs).
 */
export async function startWorkers(
  app: AppContext,
  queueNames: QueueName[],
  factories: Partial<Record<QueueName, HandlerFactory>>,
): Promise<WorkerProcess> {
  const { env } = app;
  const workerId = createWorkerId();
  const logger = log().child({ workerId });
  const notifier = createNotifier(env.NOTIFY_WEBHOOK_URL, env.NOTIFY_WEBHOOK_TIMEOUT_MS);
  const deps = {
    db: app.db,
    publisher: app.publisher,
    workerId,
    maxRedeliveries: env.MAX_REDELIVERIES,
    onClosed: deleteOrphanDocuments(app.db, app.storage),
  };
  const queues = new Map<QueueName, BeeQueue<JobPayload>>();
  const handlers: TaskHandler[] = [];
  const gate = new IsolationGate();
  // Beating before the first queue takes a job: a later queue's set-up (seeding a corpus, say) may
  // outlast the stall interval, and a task this process runs must never look ownerless meanwhile.
  const heartbeat = startHeartbeat(app.redis, env.QUEUE_PREFIX, workerId, env.HEARTBEAT_INTERVAL_MS, {
    queues: queueNames,
  });
  try {
    for (const name of queueNames) {
      const factory = factories[name];
      if (!factory) throw new Error(`no handler for queue ${name} in this build`);
      const handler = await withLogger(logger, () => factory(app, { workerId, notifier }));
      handlers.push(handler);
      const job = JOBS[name];
      const queue = startQueueWorker(app.queues, {
        queue: name,
        concurrency: job.concurrency(env),
        policy: job.retryPolicy(env),
        handler,
        deps,
        dispatcher: app.dispatcher,
        gate,
        logger,
      });
      await queue.ready();
      void queue
        .checkStalledJobs(env.STALL_INTERVAL_MS)
        .catch((e: Error) => logger.error({ err: e, queue: name }, 'stall check failed'));
      queues.set(name, queue);
    }
  } catch (error) {
    await Promise.all([...queues.values()].map((q) => closeQueue(q, 5_000).catch(() => undefined)));
    await heartbeat.stop();
    throw error;
  }
  logger.info({ queues: queueNames }, 'consuming queues');
  return {
    workerId,
    queues,
    async close(deadlineMs = 30_000) {
      const drained = await Promise.all([...queues.values()].map((q) => closeQueue(q, deadlineMs)));
      await Promise.all(
        handlers.map(async (h) => h.close?.().catch((e: Error) => logger.error({ err: e }, 'handler close failed'))),
      );
      // Jobs left running past the deadline: the key expires on its own (3 heartbeat intervals),
      // long enough for Bee-Queue's stall check to hand them to another worker, as after a crash;
      // deleting it now would let the reaper close their rows WORKER_DEAD before that.
      const abandoned = drained.includes(false);
      if (abandoned)
        logger.warn({ deadlineMs }, 'jobs still running at the shutdown deadline; leaving them to the stall check');
      await heartbeat.stop({ keepKey: abandoned });
      await notifier
        .notify({ type: 'WORKER_SHUTDOWN', message: `worker ${workerId} stopped (${queueNames.join(', ')})` })
        .catch((e: Error) => logger.warn({ err: e }, 'shutdown notification not delivered'));
    },
  };
}
