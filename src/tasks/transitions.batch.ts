import { randomUUID } from 'node:crypto';
import { prepared, type Database, type Queryable } from '../infra/database';
import { WriteBatcher } from '../infra/write-batcher';
import { TASK_COLUMNS, toTaskRow, type ClauseStage, type TaskRow } from './task.types';

/**
 * The set-based forms of the hot writes that run on the pool (see WriteBatcher): many rows in
 * one statement, each row with the guard, version bump and event of its one-row form in
 * transitions.ts. Rows are locked in id order, so two batches never wait on each other in a cycle.
 * A guarded item whose guard fails comes back null, as the one-row form would.
 */

export interface NewTaskValues {
  kind: string;
  nestId: string;
  parentId: string | null;
  fileId: string | null;
  stage: ClauseStage | null;
  input: Record<string, unknown>;
}

const INSERT_MANY = prepared(`
  with t as (
    insert into tasks (id, kind, nest_id, parent_id, file_id, stage, input)
    select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::uuid[], $6::text[], $7::jsonb[])
    returning *
  ), e as (
    insert into task_events (task_id, version, from_status, to_status) select id, version, null, status from t
  )
  select ${TASK_COLUMNS} from t`);

const RECORD_JOB_IDS = prepared(`
  with v as (select * from unnest($1::uuid[], $2::text[]) as v(id, job_id)),
  o as (select id from tasks where id = any($1::uuid[]) order by id for update)
  update tasks t set job_id = v.job_id from o, v
  where t.id = any($1::uuid[]) and t.id = o.id and v.id = o.id and t.job_id is distinct from v.job_id`);

/** Lock in id order, guarded update joined to the items, one event per updated row. */
function guardedMany(items: string, set: string, guard: string): string {
  return `
    with v as (select * from unnest(${items})),
    o as (select id, status as from_status from tasks where id = any($1::uuid[]) order by id for update),
    t as (
      update tasks t set ${set}, version = t.version + 1, updated_at = now()
      from o, v where t.id = any($1::uuid[]) and t.id = o.id and v.id = o.id and (${guard})
      returning t.*, o.from_status
    ),
    e as (
      insert into task_events (task_id, version, from_status, to_status, error_code, worker_id, attempt, note)
      select id, version, from_status, status, null, worker_id, retry_count, null from t
    )
    select ${TASK_COLUMNS} from t`;
}

const START_MANY = prepared(guardedMany(
  `$1::uuid[], $2::text[]) as v(id, worker_id`,
  `status = 'PROCESSING', worker_id = v.worker_id, started_at = now(), last_attempt_at = now(), next_retry_at = null`,
  `t.status = 'PENDING'`,
));

const SUCCEED_MANY = prepared(guardedMany(
  `$1::uuid[], $2::int[], $3::uuid[], $4::text[]) as v(id, attempt, file_id, stage`,
  `status = 'SUCCESS', finished_at = now(), next_retry_at = null, error_message = null,
   file_id = coalesce(v.file_id, t.file_id), stage = coalesce(v.stage, t.stage)`,
  `t.status = 'PROCESSING' and t.retry_count = v.attempt`,
));

export interface StartItem { taskId: string; workerId: string }
export interface SucceedItem { taskId: string; attempt: number; fileId: string | null; stage: ClauseStage | null }
export interface JobIdItem { taskId: string; jobId: string }

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
  const common = { maxBatch: db.batchMax, maxInFlight: 2 };
  const byRow = (item: { taskId: string }) => item.taskId;
  w = {
    insert: new WriteBatcher<NewTaskValues, TaskRow>({
      ...common, name: 'insert tasks', key: () => randomUUID(),
      runOne: (task) => one.insert(db, task),
      runBatch: async (tasks) => {
        const ids = tasks.map(() => randomUUID());
        const { rows } = await db.query(INSERT_MANY, [ids, tasks.map((t) => t.kind), tasks.map((t) => t.nestId), tasks.map((t) => t.parentId),
          tasks.map((t) => t.fileId), tasks.map((t) => t.stage), tasks.map((t) => JSON.stringify(t.input))]);
        return inItemOrder(ids, rows.map(toTaskRow), true) as TaskRow[];
      },
    }),
    recordJobId: new WriteBatcher<JobIdItem, void>({
      ...common, name: 'record job ids', key: byRow,
      runOne: (item) => one.recordJobId(db, item),
      runBatch: async (items) => {
        await db.query(RECORD_JOB_IDS, [items.map((i) => i.taskId), items.map((i) => i.jobId)]);
        return items.map(() => undefined);
      },
    }),
    start: new WriteBatcher<StartItem, TaskRow | null>({
      ...common, name: 'start tasks', key: byRow,
      runOne: (item) => one.start(db, item),
      runBatch: async (items) => {
        const ids = items.map((i) => i.taskId);
        const { rows } = await db.query(START_MANY, [ids, items.map((i) => i.workerId)]);
        return inItemOrder(ids, rows.map(toTaskRow), false);
      },
    }),
    succeed: new WriteBatcher<SucceedItem, TaskRow | null>({
      ...common, name: 'mark tasks succeeded', key: byRow,
      runOne: (item) => one.succeed(db, item),
      runBatch: async (items) => {
        const ids = items.map((i) => i.taskId);
        const { rows } = await db.query(SUCCEED_MANY, [ids, items.map((i) => i.attempt), items.map((i) => i.fileId), items.map((i) => i.stage)]);
        return inItemOrder(ids, rows.map(toTaskRow), false);
      },
    }),
  };
  writers.set(db, w);
  return w;
}

/** The returned rows by item; an item whose guard failed has none (null), unless every item must. */
function inItemOrder(ids: string[], rows: TaskRow[], all: boolean): Array<TaskRow | null> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id) ?? null;
    if (!row && all) throw new Error(`task ${id}: no row returned by its batch`);
    return row;
  });
}
