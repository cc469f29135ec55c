import { isDatabaseUnavailable, prepared, type Database, type Queryable } from '../infra/database';
import { ItemFailed, SEND_ALONE, WriteBatcher, type WriteBatcherOptions } from '../infra/write-batcher';
import { appendEventsOfT } from './task-events.sql';
import { TASK_COLUMNS, toTaskRow, type ClauseStage, type TaskRow } from './task.types';
import type { TraceCarrier } from '../tracing/trace-context';

/**
 * The set-based forms of the hot writes that run on the pool (see WriteBatcher): many rows in
 * one statement, each row with the guard, version bump and event of its one-row form in
 * transitions.ts. Rows are locked in id order and never waited for inside a batch (see
 * LOCK_IN_ID_ORDER). A guarded item whose guard fails comes back null, as the one-row form would.
 */

export interface NewTaskValues {
  /** Made by the caller, so a batch and its one-by-one fallback insert the same row, never two. */
  id: string;
  kind: string;
  nestId: string;
  parentId: string | null;
  fileId: string | null;
  stage: ClauseStage | null;
  input: Record<string, unknown>;
  /** The trace the row was created in (empty with tracing off): a job re-sent from the row continues it. */
  trace: TraceCarrier;
}

const INSERT_TASKS = prepared(`
  with t as (
    insert into tasks (id, kind, nest_id, parent_id, file_id, stage, input, traceparent, tracestate)
    select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::uuid[], $6::text[], $7::jsonb[], $8::text[], $9::text[])
    returning *
  ), e as (${appendEventsOfT({ fromStatus: 'null', errorCode: 'null', note: 'null' })})
  select ${TASK_COLUMNS} from t`);

/** Inserts PENDING tasks, each with its first event (version 1): one statement for one or many. */
export async function insertTasks(q: Queryable, tasks: NewTaskValues[]): Promise<Map<string, TaskRow>> {
  const { rows } = await q.query(INSERT_TASKS, [
    tasks.map((t) => t.id),
    tasks.map((t) => t.kind),
    tasks.map((t) => t.nestId),
    tasks.map((t) => t.parentId),
    tasks.map((t) => t.fileId),
    tasks.map((t) => t.stage),
    tasks.map((t) => JSON.stringify(t.input)),
    tasks.map((t) => t.trace.traceparent ?? null),
    tasks.map((t) => t.trace.tracestate ?? null),
  ]);
  return new Map(rows.map((r) => [r.id as string, toTaskRow(r)]));
}

/**
 * Rows are locked in id order with SKIP LOCKED: a row someone else holds is not waited for inside
 * the batch (that would hold up every other item); its item is answered SEND_ALONE and waits for
 * the lock in a statement of its own, as the one-row form would. NO KEY UPDATE is enough — these
 * writes never change a key — and does not conflict with the KEY SHARE locks of foreign-key checks.
 */
const LOCK_IN_ID_ORDER = `select id, status as from_status from tasks where id = any($1::uuid[]) order by id for no key update skip locked`;

const RECORD_JOB_IDS = prepared(`
  with v as (select * from unnest($1::uuid[], $2::text[]) as v(id, job_id)),
  o as (${LOCK_IN_ID_ORDER}),
  u as (
    update tasks t set job_id = v.job_id from o, v
    where t.id = any($1::uuid[]) and t.id = o.id and v.id = o.id and t.job_id is null
  )
  select v.id as item_id, o.id is not null as item_locked from v left join o on o.id = v.id`);

const QUALIFIED_COLUMNS = TASK_COLUMNS.split(',')
  .map((c) => `t.${c.trim()}`)
  .join(', ');

/** Guarded update joined to the items, one event per updated row, and an answer per item. */
function guardedMany(items: string, set: string, guard: string): string {
  return `
    with v as (select * from unnest(${items})),
    o as (${LOCK_IN_ID_ORDER}),
    t as (
      update tasks t set ${set}, version = t.version + 1, updated_at = now()
      from o, v where t.id = any($1::uuid[]) and t.id = o.id and v.id = o.id and (${guard})
      returning t.*, o.from_status
    ),
    e as (${appendEventsOfT({ fromStatus: 'from_status', errorCode: 'null', note: 'null' })})
    select v.id as item_id, o.id is not null as item_locked, ${QUALIFIED_COLUMNS}
    from v left join o on o.id = v.id left join t on t.id = v.id`;
}

const START_MANY = prepared(
  guardedMany(
    `$1::uuid[], $2::text[]) as v(id, worker_id`,
    `status = 'PROCESSING', worker_id = v.worker_id, started_at = now(), last_attempt_at = now(), next_retry_at = null`,
    `t.status = 'PENDING'`,
  ),
);

const SUCCEED_MANY = prepared(
  guardedMany(
    `$1::uuid[], $2::int[], $3::uuid[], $4::text[]) as v(id, attempt, file_id, stage`,
    `status = 'SUCCESS', finished_at = now(), next_retry_at = null, error_message = null,
   file_id = coalesce(v.file_id, t.file_id), stage = coalesce(v.stage, t.stage)`,
    `t.status = 'PROCESSING' and t.retry_count = v.attempt`,
  ),
);

/** Items name rows by their canonical (lower-case) id: PostgreSQL answers in that form. */
export interface StartItem {
  taskId: string;
  workerId: string;
}
export interface SucceedItem {
  taskId: string;
  attempt: number;
  fileId: string | null;
  stage: ClauseStage | null;
}
export interface JobIdItem {
  taskId: string;
  jobId: string;
}

export interface PoolWriters {
  insert: WriteBatcher<NewTaskValues, TaskRow>;
  recordJobId: WriteBatcher<JobIdItem, void>;
  start: WriteBatcher<StartItem, TaskRow | null>;
  succeed: WriteBatcher<SucceedItem, TaskRow | null>;
}

/** The one-row forms, for a lone item and for a batch that failed. */
export interface OneRowWrites {
  insert(q: Queryable, task: NewTaskValues): Promise<TaskRow>;
  recordJobId(q: Queryable, item: JobIdItem): Promise<void>;
  start(q: Queryable, item: StartItem): Promise<TaskRow | null>;
  succeed(q: Queryable, item: SucceedItem): Promise<TaskRow | null>;
}

const writers = new WeakMap<Database, PoolWriters>();

/** The batchers of one pool, made on first use; `maxBatch` is the pool's WRITE_BATCH_MAX. */
export function poolWriters(db: Database, one: OneRowWrites): PoolWriters {
  let w = writers.get(db);
  if (w) return w;
  // PostgreSQL away fails every item alike: no point sending each again one by one.
  const common = {
    maxBatch: db.batchMax,
    maxInFlight: 2,
    retryAlone: (error: unknown) => !isDatabaseUnavailable(error),
  };
  const byRow = (item: { taskId: string }) => item.taskId;
  w = {
    insert: new WriteBatcher<NewTaskValues, TaskRow>({
      ...common,
      name: 'insert tasks',
      key: (task) => task.id,
      runOne: (task) => one.insert(db, task),
      runBatch: async (tasks) => {
        const byId = await insertTasks(db, tasks);
        return tasks.map(
          (t) => byId.get(t.id) ?? new ItemFailed(new Error(`task ${t.id}: no row returned by its batch`)),
        );
      },
    }),
    recordJobId: new WriteBatcher<JobIdItem, void>({
      ...common,
      name: 'record job ids',
      key: byRow,
      runOne: (item) => one.recordJobId(db, item),
      runBatch: async (items) => {
        const { rows } = await db.query<{ item_id: string; item_locked: boolean }>(RECORD_JOB_IDS, [
          items.map((i) => i.taskId),
          items.map((i) => i.jobId),
        ]);
        const locked = new Map(rows.map((r) => [r.item_id, r.item_locked]));
        return items.map((i) => (locked.get(i.taskId) === false ? SEND_ALONE : undefined));
      },
    }),
    start: guardedBatcher<StartItem>(
      { ...common, name: 'start tasks', key: byRow, runOne: (item) => one.start(db, item) },
      (items) => db.query(START_MANY, [items.map((i) => i.taskId), items.map((i) => i.workerId)]),
    ),
    succeed: guardedBatcher<SucceedItem>(
      { ...common, name: 'mark tasks succeeded', key: byRow, runOne: (item) => one.succeed(db, item) },
      (items) =>
        db.query(SUCCEED_MANY, [
          items.map((i) => i.taskId),
          items.map((i) => i.attempt),
          items.map((i) => i.fileId),
          items.map((i) => i.stage),
        ]),
    ),
  };
  writers.set(db, w);
  return w;
}

/**
 * A batcher over a guardedMany statement: per item, the updated row; null when the guard refused
 * (as the one-row form answers); SEND_ALONE when the row was locked by someone else.
 */
function guardedBatcher<I extends { taskId: string }>(
  options: Omit<WriteBatcherOptions<I, TaskRow | null>, 'runBatch'>,
  query: (items: I[]) => Promise<{ rows: Array<Record<string, unknown>> }>,
): WriteBatcher<I, TaskRow | null> {
  return new WriteBatcher<I, TaskRow | null>({
    ...options,
    runBatch: async (items) => {
      const { rows } = await query(items);
      const byItem = new Map(rows.map((r) => [r['item_id'] as string, r]));
      return items.map((i) => {
        const r = byItem.get(i.taskId);
        if (!r) return new ItemFailed(new Error(`task ${i.taskId}: no answer from its batch`));
        if (!r['item_locked']) return SEND_ALONE;
        return r['id'] ? toTaskRow(r) : null;
      });
    },
  });
}
