import { isDatabaseUnavailable, type Database } from '../infra/database';
import { count } from '../metrics/metrics';
import { AttemptSupersededError, TaskFailure } from './task-errors';
import type { ClosedTasksHook } from './closed-task-cleanup';
import type { TaskEventsPublisher } from './task-events.publisher';
import { isFinal, type TaskRow } from './task.types';
import { claimHandoff, findTask, isolateTask, markFailed, reenterTask, scheduleRetry, startTask } from './transitions';
import { retryDelayMs, type RetryPolicy } from './retry-policy';
import { isIsolatedJobId, isolatedJobId, retryJobId } from './dispatch';

/** What a delivery of a task's job found when it tried to take the row (SPEC §4.2 step 1). */
export type Entry =
  | { run: true; row: TaskRow; attempt: number; redelivered: boolean }
  | { run: false; reason: 'missing' | 'final' | 'poisoned' | 'stale-job'; row: TaskRow | null }
  /** The delivery found the task's worker lost: the row now names an isolated job, for the caller to send. */
  | { run: false; reason: 'isolated'; row: TaskRow };

export interface AttemptDeps {
  db: Database;
  publisher: TaskEventsPublisher;
  workerId: string;
  /** A job that lost its worker this many times while running alone is not run again (SPEC §6). Default 3. */
  maxRedeliveries: number;
  /** Releases what the poisoned task's dead attempts left half-done (an uploaded object without its row). */
  onClosed?: ClosedTasksHook;
}

/**
 * Takes the row for this delivery: PENDING → PROCESSING for the first attempt; a PROCESSING row is
 * re-entered by a retry (a `next_retry_at` was set) or a redelivery (it was not: the previous
 * holder died or stalled). A final row is left alone: the delivery finishes with no effect.
 *
 * A redelivery is not run in the pool: a worker process that crash-loops loses every job it was
 * running, and most of them are innocent. The task is isolated instead (`isolateTask`): its next
 * run is a job its worker runs with nothing beside it, and only losses while it ran alone count
 * toward the poison cap — a job that kills every worker it reaches still ends WORKER_DEAD.
 */
export async function enterTask(deps: AttemptDeps, taskId: string, jobId: string): Promise<Entry> {
  for (let race = 0; race < 5; race++) {
    const started = await startTask(deps.db, taskId, deps.workerId);
    if (started) {
      deps.publisher.publishInBackground(started);
      count('task_attempts_total', { kind: started.kind });
      return { run: true, row: started, attempt: 0, redelivered: false };
    }
    const row = await findTask(deps.db, taskId);
    if (!row) return { run: false, reason: 'missing', row: null };
    if (isFinal(row.status)) return { run: false, reason: 'final', row };
    if (row.status === 'PENDING') continue; // it moved under us; take it again
    // The row names the one job allowed to run it; an older job (superseded by a scheduled retry
    // or a later stage) that arrives late finishes with no effect.
    if (row.jobId !== null && row.jobId !== jobId) return { run: false, reason: 'stale-job', row };
    if (row.workerId === null) {
      const claimed = await claimHandoff(
        deps.db,
        taskId,
        deps.workerId,
        jobId,
        isIsolatedJobId(jobId) ? 'claimed to run alone' : 'stage claimed',
      );
      if (!claimed) continue;
      deps.publisher.publishInBackground(claimed);
      count('task_attempts_total', { kind: claimed.kind });
      return { run: true, row: claimed, attempt: claimed.retryCount, redelivered: false };
    }
    const redelivered = row.nextRetryAt === null;
    if (redelivered && !isIsolatedJobId(jobId)) {
      const isolated = await isolateTask(
        deps.db,
        taskId,
        { workerId: row.workerId, attempt: row.retryCount },
        isolatedJobId(taskId, row.redeliveryCount + 1),
      );
      if (!isolated) continue;
      deps.publisher.publishInBackground(isolated);
      count('task_redeliveries_total', { kind: isolated.kind });
      count('task_isolations_total', { kind: isolated.kind });
      return { run: false, reason: 'isolated', row: isolated };
    }
    const lossesAlone = redelivered ? lossesWhileAlone(row) + 1 : 0;
    if (redelivered && lossesAlone >= deps.maxRedeliveries) {
      const closed = await markFailed(
        deps.db,
        taskId,
        'WORKER_DEAD',
        `the job lost its worker ${lossesAlone} times while running alone; not run again`,
        { attempt: row.retryCount },
      );
      if (!closed) continue;
      await deps.publisher.publish(closed);
      await deps.onClosed?.([closed]);
      count('task_closures_total', { code: 'WORKER_DEAD', by: 'poison-cap' });
      count('task_failures_total', { kind: closed.kind, code: 'WORKER_DEAD' });
      return { run: false, reason: 'poisoned', row: closed };
    }
    const entered = await reenterTask(deps.db, taskId, deps.workerId, row.retryCount, redelivered);
    if (entered) {
      deps.publisher.publishInBackground(entered);
      count('task_attempts_total', { kind: entered.kind });
      count(redelivered ? 'task_redeliveries_total' : 'task_retries_total', { kind: entered.kind });
      return { run: true, row: entered, attempt: entered.retryCount, redelivered };
    }
  }
  throw new Error(`task ${taskId}: could not take the row after repeated races`);
}

/** Losses of the task's worker since it was last isolated: each while it ran alone. */
function lossesWhileAlone(row: TaskRow): number {
  const since = (row.input['isolation'] as { sinceRedeliveries?: number } | undefined)?.sinceRedeliveries;
  return since === undefined ? 0 : row.redeliveryCount - since;
}

/** How an attempt that threw ended. `retry` tells the queue to deliver again after `delayMs`. */
export type FailureOutcome =
  { kind: 'retry'; delayMs: number; row: TaskRow } | { kind: 'failed'; row: TaskRow } | { kind: 'superseded' };

/**
 * Records an attempt's failure on its row: a transient failure with retries left keeps the row
 * PROCESSING with `next_retry_at`; anything else ends it FAILED with its code — UNKNOWN for an
 * exception nobody expected (the safety net: no row is left PROCESSING by an exception).
 * If the write itself fails, this throws: the job must not be acknowledged as done.
 */
export async function recordAttemptFailure(
  deps: AttemptDeps,
  row: TaskRow,
  attempt: number,
  policy: RetryPolicy,
  error: unknown,
): Promise<FailureOutcome> {
  if (error instanceof AttemptSupersededError) return { kind: 'superseded' };
  const failure = error instanceof TaskFailure ? error : null;
  // PostgreSQL away is not the task's failure: the job comes back (Bee-Queue's retries) and the
  // row is left as it is, rather than ending FAILED(UNKNOWN) on a restart.
  if (!failure && isDatabaseUnavailable(error)) throw error;
  const code = failure?.code ?? 'UNKNOWN';
  const message = describe(error);
  const retriesUsed = retriesUsedInStage(row, attempt);
  const retryable = failure ? failure.retryable : policy.retryUnexpected === true;
  if (retryable && retriesUsed < policy.maxRetries) {
    const asked =
      failure && 'retryAfterMs' in failure ? (failure as { retryAfterMs?: number }).retryAfterMs : undefined;
    const delayMs = asked ?? retryDelayMs(policy, retriesUsed + 1);
    const waiting = await scheduleRetry(
      deps.db,
      row.id,
      attempt,
      { code, message },
      new Date(Date.now() + delayMs),
      retryJobId(row.id, row.retryCount, row.stage),
    );
    if (!waiting) return { kind: 'superseded' };
    await deps.publisher.publish(waiting);
    return { kind: 'retry', delayMs, row: waiting };
  }
  const failed = await markFailed(deps.db, row.id, code, message, { attempt });
  if (!failed) return { kind: 'superseded' };
  await deps.publisher.publish(failed);
  count('task_failures_total', { kind: failed.kind, code });
  return { kind: 'failed', row: failed };
}

/** Retries this stage has used: re-entries that were not redeliveries, since the stage began. */
function retriesUsedInStage(row: TaskRow, attempt: number): number {
  const base = (row.input['stageBase'] as { retryCount?: number; redeliveryCount?: number } | undefined) ?? {};
  return attempt - (base.retryCount ?? 0) - (row.redeliveryCount - (base.redeliveryCount ?? 0));
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.message}` : String(error);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
