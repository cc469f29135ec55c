import type BeeQueue from 'bee-queue';
import type { AppContext } from '../../src/main/app-context';
import { closeQueue } from '../../src/queue/job-queues';
import type { JobPayload } from '../../src/queue/job-payload';
import { startQueueWorker } from '../../src/tasks/task-worker';
import { IsolationGate } from '../../src/worker-runtime/isolation-gate';
import type { TaskRow } from '../../src/tasks/task.types';
import { insertTask, markSucceeded } from '../../src/tasks/transitions';

/**
 * Trivial tasks on the path real ones take: a REGISTRY_ANALYSIS row on the `registry-analysis`
 * queue, created by insertTask (row + event), dispatched by TaskDispatcher (enqueue, job id), run
 * by startQueueWorker (enterTask: PENDING → PROCESSING + event + publish) with a handler that does
 * only what every real handler ends with: markSucceeded + publish.
 */
export const BENCH_QUEUE = 'registry-analysis' as const;
/** Commits a task needs on this path: insert, job id, PROCESSING, SUCCESS. */
export const COMMITS_PER_TASK = 4;

export interface TrivialWorkerHooks {
  /** The handler began: the row is PROCESSING, committed and published. */
  onStart?(task: TaskRow): void;
  /** SUCCESS committed (before its publish), with the committed row. */
  onSucceeded?(row: TaskRow, committedAt: number): void;
}

export function startTrivialWorker(
  app: AppContext,
  concurrency: number,
  hooks: TrivialWorkerHooks = {},
): BeeQueue<JobPayload> {
  const queue = startQueueWorker(app.queues, {
    queue: BENCH_QUEUE,
    concurrency,
    policy: { maxRetries: 0, backoff: 'fixed', delayMs: 0 },
    deps: { db: app.db, publisher: app.publisher, workerId: `bench-worker-${process.pid}`, maxRedeliveries: 3 },
    dispatcher: app.dispatcher,
    gate: new IsolationGate(),
    handler: async (task, attempt) => {
      hooks.onStart?.(task);
      const done = await markSucceeded(app.db, task.id, attempt);
      if (!done) throw new Error(`task ${task.id}: SUCCESS refused by its guard`);
      hooks.onSucceeded?.(done, performance.timeOrigin + performance.now());
      app.publisher.publishInBackground(done); // as the registry-analysis handler ends
    },
  });
  // As a deployed worker does (src/main/create-workers.ts): Bee-Queue's stall check on its interval.
  queue.ready().then(
    () => void queue.checkStalledJobs(app.env.STALL_INTERVAL_MS).catch(() => undefined),
    () => undefined,
  );
  return queue;
}

/** Creates and dispatches one task, DB-first, as a request or a finished stage does. */
export async function createAndDispatch(app: AppContext, nestId: string): Promise<TaskRow> {
  const row = await insertTask(app.db, { kind: 'REGISTRY_ANALYSIS', nestId });
  await app.publisher.publish(row);
  return app.dispatcher.dispatch(row);
}

/** Creates and dispatches `n` tasks from `concurrency` producers at once. */
export async function produce(app: AppContext, nestIds: string[], n: number, concurrency: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        await createAndDispatch(app, nestIds[i % nestIds.length]);
      }
    }),
  );
}

export async function closeWorker(queue: BeeQueue<JobPayload>): Promise<void> {
  await closeQueue(queue, 2_000);
}
