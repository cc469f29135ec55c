import { prepared, type Queryable } from '../infra/database';
import { afterCondition, CURSOR_AT_COLUMN, pageOf, type Page } from '../infra/keyset-cursor';
import { TASK_COLUMNS, toTaskRow, type TaskRow } from '../tasks/task.types';
import type { FailureCount, OperatorAction, OperatorActionKind, OpsTaskFilter, TaskEventRow } from './ops.types';

// The SQL of the operator's views and actions: every user's tasks, their event logs, the audit.

/** FAILED tasks per kind and code that finished at or after `since`, most frequent first. */
export async function failureCounts(q: Queryable, since: Date): Promise<FailureCount[]> {
  const { rows } = await q.query<{
    kind: FailureCount['kind'];
    error_code: FailureCount['errorCode'];
    count: number;
  }>(
    prepared(
      `select kind, error_code, count(*)::int as count from tasks where status = 'FAILED' and finished_at >= $1
       group by kind, error_code order by count desc, kind, error_code`,
    ),
    [since],
  );
  return rows.map((r) => ({ kind: r.kind, errorCode: r.error_code, count: r.count }));
}

/** One page of every user's tasks, newest first, filtered, after the keyset cursor if given. */
export async function listAllTasks(q: Queryable, filter: OpsTaskFilter, limit: number): Promise<Page<TaskRow>> {
  const params: unknown[] = [limit + 1];
  const where: string[] = [];
  if (filter.kind) where.push(`kind = $${params.push(filter.kind)}`);
  if (filter.status) where.push(`status = $${params.push(filter.status)}`);
  if (filter.errorCode) where.push(`error_code = $${params.push(filter.errorCode)}`);
  if (filter.after) where.push(afterCondition(filter.after, params));
  const { rows } = await q.query(
    `select ${TASK_COLUMNS}, ${CURSOR_AT_COLUMN} from tasks ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
       order by created_at desc, id desc limit $1`,
    params,
  );
  return pageOf(rows, limit, toTaskRow);
}

/** A task's event log, oldest first; empty for a task with no events or no row. */
export async function taskEventLog(q: Queryable, taskId: string): Promise<TaskEventRow[]> {
  const { rows } = await q.query<{
    version: number;
    at: Date;
    from_status: TaskEventRow['fromStatus'];
    to_status: TaskEventRow['toStatus'];
    error_code: TaskEventRow['errorCode'];
    worker_id: string | null;
    attempt: number;
    note: string | null;
  }>(
    prepared(
      `select version, at, from_status, to_status, error_code, worker_id, attempt, note from task_events where task_id = $1 order by version`,
    ),
    [taskId],
  );
  return rows.map((r) => ({
    version: r.version,
    at: r.at,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    errorCode: r.error_code,
    workerId: r.worker_id,
    attempt: r.attempt,
    note: r.note,
  }));
}

export async function taskExists(q: Queryable, taskId: string): Promise<boolean> {
  const { rows } = await q.query(prepared('select 1 from tasks where id = $1'), [taskId]);
  return rows.length > 0;
}

/** The newest `limit` operator actions, newest first. */
export async function recentActions(q: Queryable, limit: number): Promise<OperatorAction[]> {
  const { rows } = await q.query<{
    id: string;
    at: Date;
    operator_id: string;
    action: OperatorAction['action'];
    task_id: string;
    new_task_id: string | null;
    reason: string;
  }>(
    prepared(
      `select id, at, operator_id, action, task_id, new_task_id, reason from operator_actions order by at desc, id desc limit $1`,
    ),
    [limit],
  );
  return rows.map((r) => ({
    id: String(r.id),
    at: r.at,
    operatorId: r.operator_id,
    action: r.action,
    taskId: r.task_id,
    newTaskId: r.new_task_id,
    reason: r.reason,
  }));
}

/** The task under its row lock, or null. */
export async function lockTask(q: Queryable, taskId: string): Promise<TaskRow | null> {
  const { rows } = await q.query(prepared(`select ${TASK_COLUMNS} from tasks where id = $1 for update`), [taskId]);
  return rows[0] ? toTaskRow(rows[0]) : null;
}

/** The id of the task a redrive of `taskId` created, if any. */
export async function redriveOf(q: Queryable, taskId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(prepared('select id from tasks where redriven_from = $1 limit 1'), [
    taskId,
  ]);
  return rows[0]?.id ?? null;
}

/** Links a redrive's new task to the task it redrives. */
export async function linkRedrive(q: Queryable, newTaskId: string, originalId: string): Promise<void> {
  await q.query(prepared('update tasks set redriven_from = $2 where id = $1'), [newTaskId, originalId]);
}

/** Writes one row of the audit of operator actions. */
export async function insertAudit(
  q: Queryable,
  entry: { operatorId: string; action: OperatorActionKind; taskId: string; newTaskId: string | null; reason: string },
): Promise<void> {
  await q.query(
    prepared(
      'insert into operator_actions (operator_id, action, task_id, new_task_id, reason) values ($1, $2, $3, $4, $5)',
    ),
    [entry.operatorId, entry.action, entry.taskId, entry.newTaskId, entry.reason],
  );
}
