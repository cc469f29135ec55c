import type BeeQueue from 'bee-queue';
import { count } from '../metrics/metrics';
import { enterTask, recordAttemptFailure, type AttemptDeps } from '../tasks/task-attempt';
import type { TaskDispatcher } from '../tasks/dispatch';
import type { RetryPolicy } from '../tasks/retry-policy';
import type { TaskRow } from '../tasks/task.types';
import type { JobQueues } from './job-queues';
import { jobPayloadSchema, type JobPayload, type QueueName } from './jobs';

/**
 * The work of one queue: runs one attempt on a row the attempt holds, and commits its success.
 * `close` releases what the handler holds for the process (an OCR engine's worker thread).
 */
export type TaskHandler = ((task: TaskRow, attempt: number) => Promise<unknown>) & { close?: () => Promise<void> };

export interface QueueWorkerOptions {
  queue: QueueName;
  concurrency: number;
  policy: RetryPolicy;
  handler: TaskHandler;
  deps: AttemptDeps;
  dispatcher: TaskDispatcher;
  log?: (line: string) => void;
}

/**
 * Binds a handler to its Bee-Queue queue. For each delivery: take the row (or finish at once when
 * it is final, stale or poisoned), run the handler, and record a failure on the row — a scheduled
 * retry is a delayed job named on the row. A job is acknowledged only after its outcome is written:
 * if PostgreSQL cannot take the write, the handler throws and the job is not counted done.
 */
export function startQueueWorker(queues: JobQueues, options: QueueWorkerOptions): BeeQueue<JobPayload> {
  const queue = queues.consumer(options.queue);
  const log = options.log ?? ((line: string) => console.log(line));
  queue.on('error', (error) => log(`[worker:${options.queue}] queue error: ${error.message}`));
  queue.process(options.concurrency, async (job) => {
    const { taskId } = jobPayloadSchema.parse(job.data);
    const entry = await enterTask(options.deps, taskId, job.id);
    if (!entry.run) {
      log(`[worker:${options.queue}] job ${job.id}: ${entry.reason}, nothing to do`);
      return;
    }
    try {
      await options.handler(entry.row, entry.attempt);
      count('task_successes_total', { kind: entry.row.kind, queue: options.queue });
    } catch (error) {
      const outcome = await recordAttemptFailure(options.deps, entry.row, entry.attempt, options.policy, error);
      log(`[worker:${options.queue}] task ${taskId} attempt ${entry.attempt}: ${(error as Error).message} → ${outcome.kind}`);
      if (outcome.kind === 'retry') await sendRetry(options, outcome.row, log);
    }
  });
  return queue;
}

async function sendRetry(options: QueueWorkerOptions, row: TaskRow, log: (line: string) => void): Promise<void> {
  try {
    await options.dispatcher.sendNamedJob(row);
  } catch (error) {
    // The row names the retry's job; the reaper sends it when it finds Redis without it.
    log(`[worker:${options.queue}] retry job of ${row.id} not queued yet: ${(error as Error).message}`);
  }
}
