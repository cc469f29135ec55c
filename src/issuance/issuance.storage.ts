import { prepared, type Queryable } from '../infra/database';
import { olderThanStaleWindow } from '../tasks/stale-pending';
import { TASK_COLUMNS, toTaskRow, type TaskColumns, type TaskRow } from '../tasks/task.types';

// The SQL of a nest's issuances as a request sees them: the active one, and a failed one to adopt.

/** An active (PENDING or PROCESSING) issuance, and whether it is older than the stale window. */
export interface ActiveIssuance {
  task: TaskRow;
  stale: boolean;
}

/** The newest active issuance of the nest `$1`, unlocked, with its staleness against `staleParam` ms. */
const newestActive = (staleParam: string): string =>
  `select ${TASK_COLUMNS}, ${olderThanStaleWindow(staleParam)} as stale from tasks
      where nest_id = $1 and kind = 'REGISTRY_ISSUANCE' and status in ('PENDING', 'PROCESSING')
      order by created_at desc limit 1`;

/** The newest active issuance of the nest, unlocked. */
export async function newestActiveIssuance(
  q: Queryable,
  nestId: string,
  staleMs: number,
): Promise<ActiveIssuance | null> {
  const { rows } = await q.query<TaskColumns & { stale: boolean }>(prepared(newestActive('$2')), [nestId, staleMs]);
  return rows[0] ? { task: toTaskRow(rows[0]), stale: rows[0].stale === true } : null;
}

/** The task `taskId` re-read under its row lock, if it is still active. */
export async function lockActiveTask(q: Queryable, taskId: string, staleMs: number): Promise<ActiveIssuance | null> {
  const { rows } = await q.query<TaskColumns & { stale: boolean }>(
    prepared(`select ${TASK_COLUMNS}, ${olderThanStaleWindow('$2')} as stale from tasks
      where id = $1 and status in ('PENDING', 'PROCESSING') for update`),
    [taskId, staleMs],
  );
  return rows[0] ? { task: toTaskRow(rows[0]), stale: rows[0].stale === true } : null;
}

/**
 * The newest FAILED issuance of the nest `$1` started within `$2` ms and newer than its last
 * SUCCESS, ledger-charged ones first, with the receipt the ledger holds for it (null: none).
 */
const ADOPTABLE = `select t.id, l.receipt_id
       from tasks t
       left join fee_ledger l on l.effect_key = t.id::text and l.kind = 'charge'
      where t.nest_id = $1 and t.kind = 'REGISTRY_ISSUANCE' and t.status = 'FAILED'
        and t.started_at > now() - $2 * interval '1 millisecond'
        and not exists (select 1 from tasks s where s.nest_id = t.nest_id and s.kind = 'REGISTRY_ISSUANCE'
                          and s.status = 'SUCCESS' and s.created_at > t.created_at)
      order by l.receipt_id is null, t.created_at desc
      limit 1`;

/** A failed issuance whose receipt a new one may adopt (see receipt-adoption.ts). */
export interface AdoptableIssuance {
  taskId: string;
  receiptId: string | null;
}

export async function newestAdoptableIssuance(
  q: Queryable,
  nestId: string,
  validityMs: number,
): Promise<AdoptableIssuance | null> {
  const { rows } = await q.query<{ id: string; receipt_id: string | null }>(prepared(ADOPTABLE), [nestId, validityMs]);
  const row = rows[0];
  return row ? { taskId: row.id, receiptId: row.receipt_id } : null;
}

/**
 * What a request needs to know of the nest's issuances, in one statement: the newest active one
 * (unlocked; see `newestActiveIssuance`) and the failed one a new task would adopt (see
 * `newestAdoptableIssuance`). Read under the nest's row lock, taken by an earlier statement of the
 * transaction, so both see every issuance committed before the lock was granted. One round trip
 * instead of two on the path of every paid request (BENCHMARKS.md). The adoptable one holds only
 * while nothing of the nest is active: a request that finds a stale PENDING task reads it again
 * after its locked re-read, since a worker may have taken that task, been charged and failed.
 */
export async function issuancesOfNest(
  q: Queryable,
  nestId: string,
  staleMs: number,
  validityMs: number,
): Promise<{ active: ActiveIssuance | null; adoptable: AdoptableIssuance | null }> {
  const { rows } = await q.query<
    Partial<TaskColumns> & { stale: boolean | null; adopt_id: string | null; adopt_receipt_id: string | null }
  >(
    prepared(`select a.*, ad.id as adopt_id, ad.receipt_id as adopt_receipt_id
      from (select 1) as one
      left join lateral (${newestActive('$3')}) as a on true
      left join lateral (${ADOPTABLE}) as ad on true`),
    [nestId, validityMs, staleMs],
  );
  const row = rows[0];
  return {
    active: row.id ? { task: toTaskRow(row), stale: row.stale === true } : null,
    adoptable: row.adopt_id ? { taskId: row.adopt_id, receiptId: row.adopt_receipt_id } : null,
  };
}
