import type { Queryable } from '../infra/database';
import { appendEventsOfT } from './task-events.sql';
import { TASK_COLUMNS, toTaskRow, type TaskErrorCode, type TaskRow, type TaskStatus } from './task.types';

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
