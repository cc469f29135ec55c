import type BeeQueue from 'bee-queue';
import { count } from '../metrics/metrics';
import { enterTask, recordAttemptFailure, type AttemptDeps } from '../tasks/task-attempt';
import { isIsolatedJobId, type TaskDispatcher } from '../tasks/dispatch';
import type { IsolationGate } from '../worker-runtime/isolation-gate';
import type { RetryPolicy } from '../tasks/retry-policy';
import type { TaskRow } from '../tasks/task.types';
import type { JobQueues } from './job-queues';
import { jobPayloadSchema, type JobPayload, type QueueName } from './jobs';

/**
 * The work of one queue: runs one attempt on a row the attempt holds, and commits its success.
 * `close` releases what the handler holds for the process (an OCR engine's child process).
 */
export type TaskHandler = ((task: TaskRow, attempt: number) => Promise<unknown>) & {
  close?: () => Promise<void>;
  /** The retry policy for this task's failure when it is not the queue's (a charged issuance's); null: the queue's. */
  retryPolicyFor?: (task: TaskRow) => Promise<RetryPolicy | null>;
};

export interface QueueWorkerOptions {
  queue: QueueName;
  concurrency: number;
  policy: RetryPolicy;
  handler: TaskHandler;
  deps: AttemptDeps;
  dispatcher: TaskDispatcher;
  /** The process's gate: isolated jobs run alone, in any queue of the process. */
  gate: IsolationGate;
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
  queue.process(options.concurrency, (job) =>
    (isIsolatedJobId(job.id) ? options.gate.runAlone(() => runJob(options, job, log)) : options.gate.runBeside(() => runJob(options, job, log))));
  return queue;
}

async function runJob(options: QueueWorkerOptions, job: BeeQueue.Job<JobPayload>, log: (line: string) => void): Promise<void> {
  const { taskId } = jobPayloadSchema.parse(job.data);
  const entry = await enterTask(options.deps, taskId, job.id);
  if (!entry.run) {
    log(`[worker:${options.queue}] job ${job.id}: ${entry.reason}${entry.reason === 'isolated' ? ', its next run is alone' : ', nothing to do'}`);
    if (entry.reason === 'isolated') await sendNamedJob(options, entry.row, log);
    return;
  }
  try {
    await options.handler(entry.row, entry.attempt);
    count('task_successes_total', { kind: entry.row.kind, queue: options.queue });
  } catch (error) {
    const policy = (await options.handler.retryPolicyFor?.(entry.row)) ?? options.policy;
    const outcome = await recordAttemptFailure(options.deps, entry.row, entry.attempt, policy, error);
    log(`[worker:${options.queue}] task ${taskId} attempt ${entry.attempt}: ${(error as Error).message} → ${outcome.kind}`);
    if (outcome.kind === 'retry') await sendNamedJob(options, outcome.row, log);
  }
}

/** Sends the job the row names (a retry's, an isolated run's). */
async function sendNamedJob(options: QueueWorkerOptions, row: TaskRow, log: (line: string) => void): Promise<void> {
  try {
    await options.dispatcher.sendNamedJob(row);
  } catch (error) {
    // The row names the job; the reaper sends it when it finds Redis without it.
    log(`[worker:${options.queue}] job ${row.jobId} of ${row.id} not queued yet: ${(error as Error).message}`);
  }
}
