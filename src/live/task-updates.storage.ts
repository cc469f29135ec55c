import type { Queryable } from '../infra/database';
import { TASK_COLUMNS, toTaskRow, type TaskRow } from '../tasks/task.types';

// The SQL of the subscriptions: a nest's snapshots and a task's event log between two versions.

/** One transition of a task as its event log recorded it. */
export interface TaskEventRecord {
  version: number;
  toStatus: TaskRow['status'];
  errorCode: TaskRow['errorCode'];
  workerId: string | null;
  attempt: number;
  at: Date;
}

/** The events of a task strictly between two versions, in version order. */
export async function eventsBetween(
  q: Queryable,
  taskId: string,
  afterVersion: number,
  beforeVersion: number,
): Promise<TaskEventRecord[]> {
  const { rows } = await q.query<{
    version: number;
    to_status: TaskRow['status'];
    error_code: TaskRow['errorCode'];
    worker_id: string | null;
    attempt: number;
    at: Date;
  }>(
    `select version, to_status, error_code, worker_id, attempt, at from task_events
     where task_id = $1 and version > $2 and version < $3 order by version`,
    [taskId, afterVersion, beforeVersion],
  );
  return rows.map((e) => ({
    version: e.version,
    toStatus: e.to_status,
    errorCode: e.error_code,
    workerId: e.worker_id,
    attempt: e.attempt,
    at: e.at,
  }));
}

/** The nest's active tasks, oldest first, at most `limit`: a nest subscription's snapshot. */
export async function activeNestTasks(q: Queryable, nestId: string, limit: number): Promise<TaskRow[]> {
  const { rows } = await q.query(
    `select ${TASK_COLUMNS} from tasks where nest_id = $1 and status in ('PENDING', 'PROCESSING') order by created_at limit $2`,
    [nestId, limit],
  );
  return rows.map(toTaskRow);
}

/** The nest's tasks changed in the last hour, oldest change first: what a resync re-reads. */
export async function recentlyChangedNestTasks(q: Queryable, nestId: string): Promise<TaskRow[]> {
  const { rows } = await q.query(
    `select ${TASK_COLUMNS} from tasks where nest_id = $1 and updated_at > now() - interval '1 hour' order by updated_at`,
    [nestId],
  );
  return rows.map(toTaskRow);
}
