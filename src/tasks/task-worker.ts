import type BeeQueue from 'bee-queue';
import { log, withLogger, type Logger } from '../logging/logger';
import { count } from '../metrics/metrics';
import { attemptStarted, type QueuedJobTimes } from '../metrics/task-timing';
import { enterTask, recordAttemptFailure, type AttemptDeps, type Entry, type FailureOutcome } from './task-attempt';
import { isIsolatedJobId, type TaskDispatcher } from './dispatch';
import type { IsolationGate } from '../worker-runtime/isolation-gate';
import type { RetryPolicy } from './retry-policy';
import type { TaskRow } from './task.types';
import type { JobQueues } from '../queue/job-queues';
import { jobPayloadSchema, type JobPayload } from '../queue/job-payload';
import type { QueueName } from './jobs';
import { inSpan, markFailed, SpanKind, type Span } from '../tracing/spans';
import { contextOf, traceFields } from '../tracing/trace-context';

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
  /** The process's logger (a worker's carries its `workerId`). Default: the current one. */
  logger?: Logger;
}

/**
 * Binds a handler to its Bee-Queue queue. For each delivery: take the row (or finish at once when
 * it is final, stale or poisoned), run the handler, and record a failure on the row — a scheduled
 * retry is a delayed job named on the row. A job is acknowledged only after its outcome is written:
 * if PostgreSQL cannot take the write, the handler throws and the job is not counted done.
 */
export function startQueueWorker(queues: JobQueues, options: QueueWorkerOptions): BeeQueue<JobPayload> {
  const queue = queues.consumer(options.queue);
  const logger = (options.logger ?? log()).child({ queue: options.queue });
  queue.on('error', (error) => logger.error({ err: error }, 'queue error'));
  queue.process(options.concurrency, (job) => {
    const run = () => runJob(options, job, logger);
    return isIsolatedJobId(job.id) ? options.gate.runAlone(run) : options.gate.runBeside(run);
  });
  return queue;
}

/**
 * One delivery, in the logging scope of its task: every line logged meanwhile, by any module,
 * carries the task's id and job, its kind and attempt once the row is taken, and with tracing on
 * the trace's id. The delivery is a span continuing the trace the job was sent in (its payload's:
 * a redelivery carries the same), or a new trace when it was sent outside one: `process <queue>`,
 * renamed after the attempt when it runs one (`attempt REGISTRY_ISSUANCE`). One span, not a
 * delivery with an attempt inside: a traced task's cost is its number of spans.
 */
async function runJob(options: QueueWorkerOptions, job: BeeQueue.Job<JobPayload>, logger: Logger): Promise<void> {
  const { taskId, ...trace } = jobPayloadSchema.parse(job.data);
  await inSpan(
    `process ${options.queue}`,
    {
      kind: SpanKind.CONSUMER,
      parent: contextOf(trace),
      attributes: () => ({
        'doongzi.task.id': taskId,
        ...(job.id !== taskId ? { 'messaging.message.id': job.id } : {}),
      }),
    },
    (span) =>
      withLogger(logger.child({ taskId, jobId: job.id, ...traceFields() }), () => deliver(options, job, taskId, span)),
  );
}

async function deliver(
  options: QueueWorkerOptions,
  job: BeeQueue.Job<JobPayload>,
  taskId: string,
  span: Span,
): Promise<void> {
  const entry = await enterTask(options.deps, taskId, job.id);
  if (!entry.run) {
    span.setAttribute('doongzi.delivery', entry.reason);
    log().info(
      { reason: entry.reason },
      entry.reason === 'isolated' ? 'job not run: its next run is alone' : 'job not run: nothing to do',
    );
    if (entry.reason === 'isolated') await sendNamedJob(options, entry.row);
    return;
  }
  if (span.isRecording()) {
    span.updateName(attemptSpanName(entry.row));
    span.setAttributes({
      'doongzi.attempt': entry.attempt,
      ...(entry.redelivered ? { 'doongzi.redelivered': true } : {}),
    });
  }
  await withLogger(log().child({ kind: entry.row.kind, attempt: entry.attempt }), () =>
    runAttempt(options, job, entry, span),
  );
}

/** Runs the handler on the row the delivery took, and records its failure on the row. */
async function runAttempt(
  options: QueueWorkerOptions,
  job: BeeQueue.Job<JobPayload>,
  entry: Extract<Entry, { run: true }>,
  span: Span,
): Promise<void> {
  const attemptEnded = attemptStarted(job.options as QueuedJobTimes, entry);
  log().debug({ redelivered: entry.redelivered }, 'attempt started');
  try {
    await options.handler(entry.row, entry.attempt);
    count('task_successes_total', { kind: entry.row.kind, queue: options.queue });
    const seconds = attemptEnded('success');
    span.setAttribute('doongzi.outcome', 'success');
    log().info({ ms: Math.round(seconds * 1000) }, 'attempt succeeded');
  } catch (error) {
    const policy = (await options.handler.retryPolicyFor?.(entry.row)) ?? options.policy;
    const outcome = await recordAttemptFailure(options.deps, entry.row, entry.attempt, policy, error);
    span.setAttribute('doongzi.outcome', outcome.kind);
    if (outcome.kind !== 'superseded') markFailed(span, error);
    logAttemptFailure(error, outcome.kind, attemptEnded(outcome.kind) * 1000);
    if (outcome.kind === 'retry') await sendNamedJob(options, outcome.row);
  }
}

/** `attempt REGISTRY_ISSUANCE`, or with its stage `attempt CLAUSE_ANALYSIS SEARCH`: one span per attempt of each stage. */
function attemptSpanName(row: TaskRow): string {
  return `attempt ${row.kind}${row.stage && row.stage !== 'DONE' ? ` ${row.stage}` : ''}`;
}

/** A retry is the design at work (warn); a task that ends FAILED is worth an operator's look (error). */
function logAttemptFailure(error: unknown, outcome: FailureOutcome['kind'], ms: number): void {
  const fields = { err: error, outcome, ms: Math.round(ms) };
  if (outcome === 'failed') log().error(fields, 'attempt failed; the task is FAILED');
  else if (outcome === 'retry') log().warn(fields, 'attempt failed; a retry is scheduled');
  else log().info(fields, 'attempt failed after another took the task over');
}

/** Sends the job the row names (a retry's, an isolated run's). */
async function sendNamedJob(options: QueueWorkerOptions, row: TaskRow): Promise<void> {
  try {
    await options.dispatcher.sendNamedJob(row);
  } catch (error) {
    // The row names the job; the reaper sends it when it finds Redis without it.
    log().warn({ err: error, nextJobId: row.jobId }, 'job not queued yet; the reaper sends it');
  }
}
