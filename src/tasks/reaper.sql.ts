import type { Queryable } from '../infra/database';
import { olderThanStaleWindow } from './stale-pending';
import { appendEventsOfT } from './task-events.sql';
import { TASK_COLUMNS, toTaskRow, type TaskErrorCode, type TaskRow, type TaskStatus } from './task.types';

/** What the reaper reads of a row to name and re-send its job. */
export interface WaitingTaskColumns {
  id: string;
  kind: TaskRow['kind'];
  stage: TaskRow['stage'];
  job_id: string | null;
  traceparent: string | null;
  tracestate: string | null;
}

/**
 * The reaper's closures, set-based: one statement locks the candidates it can (SKIP LOCKED, so a
 * worker holding a row is never waited on), moves them to FAILED only if the guard still holds,
 * and appends one event per row. `candidates` selects ids from the partial indexes of active rows.
 */
export async function closeTasks(
  q: Queryable,
  from: TaskStatus,
  code: TaskErrorCode,
  message: string,
  candidates: string,
  params: unknown[],
): Promise<TaskRow[]> {
  const base = params.length;
  const { rows } = await q.query(
    `with c as (${candidates} for update skip locked),
     t as (
       update tasks t set status = 'FAILED', error_code = $${base + 1}, last_error_code = $${base + 1}, error_message = $${base + 2},
         finished_at = now(), next_retry_at = null, version = t.version + 1, updated_at = now()
       from c where t.id = c.id and t.status = $${base + 3}
       returning t.*
     ),
     e as (${appendEventsOfT({ fromStatus: `$${base + 3}`, errorCode: 'error_code', note: `'reaper'` })})
     select ${TASK_COLUMNS} from t`,
    [...params, code, message, from],
  );
  return rows.map(toTaskRow);
}

/** PENDING longer than `windowMs` → FAILED(STALE_PENDING), at most `limit` rows. */
export function closeStalePendingRows(q: Queryable, windowMs: number, limit: number): Promise<TaskRow[]> {
  return closeTasks(
    q,
    'PENDING',
    'STALE_PENDING',
    `PENDING for more than ${windowMs / 1000} s`,
    `select id from tasks where status = 'PENDING' and ${olderThanStaleWindow('$1')} limit $2`,
    [windowMs, limit],
  );
}

/**
 * An attempt running longer than `windowMs`, not counting a retry still ahead →
 * FAILED(STALE_PROCESSING), at most `limit` rows.
 */
export function closeStaleProcessingRows(q: Queryable, windowMs: number, limit: number): Promise<TaskRow[]> {
  return closeTasks(
    q,
    'PROCESSING',
    'STALE_PROCESSING',
    `an attempt ran for more than ${windowMs / 1000} s`,
    `select id from tasks where status = 'PROCESSING' and coalesce(last_attempt_at, started_at) < now() - $1 * interval '1 millisecond'
       and (next_retry_at is null or next_retry_at < now() - $1 * interval '1 millisecond') limit $2`,
    [windowMs, limit],
  );
}

/**
 * PROCESSING rows held by a worker whose last attempt began over `stallIntervalMs` ago and that wait
 * for no retry, oldest attempt first: the candidates of the dead-worker take-over.
 */
export async function overdueHeldTasks(
  q: Queryable,
  stallIntervalMs: number,
  limit: number,
): Promise<(WaitingTaskColumns & { worker_id: string })[]> {
  const { rows } = await q.query<WaitingTaskColumns & { worker_id: string }>(
    `select id, kind, stage, job_id, worker_id, traceparent, tracestate from tasks where status = 'PROCESSING' and worker_id is not null and next_retry_at is null
       and last_attempt_at < now() - $1 * interval '1 millisecond' order by last_attempt_at limit $2`,
    [stallIntervalMs, limit],
  );
  return rows;
}

/**
 * Rows waiting for a job: PENDING ones older than two seconds (a request's own dispatch comes first),
 * and PROCESSING ones with a retry scheduled or a stage handed off (no worker). Only what naming and
 * sending the job needs: this runs every tick over every waiting row.
 */
export async function tasksWaitingForJobs(
  q: Queryable,
  limit: number,
): Promise<(WaitingTaskColumns & { next_retry_at: Date | null })[]> {
  const columns = 'id, kind, stage, job_id, next_retry_at, traceparent, tracestate';
  const { rows } = await q.query<WaitingTaskColumns & { next_retry_at: Date | null }>(
    `(select ${columns} from tasks where status = 'PENDING' and created_at < now() - interval '2 seconds' order by created_at limit $1)
     union all
     (select ${columns} from tasks where status = 'PROCESSING' and (next_retry_at is not null or worker_id is null) limit $1)`,
    [limit],
  );
  return rows;
}
