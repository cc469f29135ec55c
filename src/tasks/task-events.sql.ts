/**
 * The CTE body that appends one task event per row a statement has just written — the rows of its
 * CTE `t`, at their new version. Every writer of `tasks.status` (one-row transitions, their
 * group-committed forms, the reaper's closures, new rows) appends through this, so an event always
 * records the same things; each passes the SQL for what differs.
 */
export function appendEventsOfT(values: { fromStatus: string; errorCode: string; note: string }): string {
  return `insert into task_events (task_id, version, from_status, to_status, error_code, worker_id, attempt, note)
      select id, version, ${values.fromStatus}, status, ${values.errorCode}, worker_id, retry_count, ${values.note} from t`;
}
