import { randomUUID } from 'node:crypto';
import { Database, prepared, type Queryable } from '../infra/database';
import { appendEventsOfT } from './task-events.sql';
import {
  insertTasks,
  poolWriters,
  type JobIdItem,
  type NewTaskValues,
  type OneRowWrites,
  type StartItem,
  type SucceedItem,
} from './transitions.batch';
import {
  TASK_COLUMNS,
  toTaskRow,
  type ClauseStage,
  type TaskErrorCode,
  type TaskKind,
  type TaskProgress,
  type TaskRow,
  type TaskStatus,
} from './task.types';
import { activeCarrier } from '../tracing/trace-context';

/**
 * The only writer of `tasks.status`. Every transition is one guarded statement: it locks the row,
 * updates it only if it is in the expected state, bumps `version` and appends the task event —
 * atomically, in one round trip. A transition whose guard fails returns null and changes nothing.
 * Publishing happens after commit, by the caller (see TaskEventsPublisher).
 *
 * The hot writes — a new row, its job id, PENDING → PROCESSING, PROCESSING → SUCCESS — called on the
 * pool (not inside a caller's transaction) are group-committed: concurrent calls share one
 * set-based statement with the same per-row guard and event (transitions.batch.ts). Inside a
 * transaction every call is its own statement, as the caller's atomicity needs.
 *
 * `attempt` is the row's `retry_count` when the caller entered it: a worker whose attempt has been
 * superseded by a redelivery can no longer move the row (fencing).
 */

/** Builds the one-statement transition: lock, guarded update, event row, return the new row. */
function transition(set: string, guard: string): string {
  return `
    with o as (select id, status as from_status from tasks where id = $1 for update),
    t as (
      update tasks t set ${set}, version = t.version + 1, updated_at = now()
      from o where t.id = $1 and t.id = o.id and (${guard})
      returning t.*, o.from_status
    ),
    e as (${appendEventsOfT({ fromStatus: 'from_status', errorCode: '$2::text', note: '$3::text' })})
    select ${TASK_COLUMNS} from t`;
}

async function one(q: Queryable, sql: string, params: unknown[]): Promise<TaskRow | null> {
  const { rows } = await q.query(prepared(sql), params);
  return rows[0] ? toTaskRow(rows[0]) : null;
}

export interface NewTask {
  kind: TaskKind;
  nestId: string;
  parentId?: string | null;
  fileId?: string | null;
  stage?: ClauseStage | null;
  input?: Record<string, unknown>;
}

// Only a row that names no job yet: a dispatch's late write must not replace the retry job a fast
// worker has already named on the row (scheduleRetry), or that retry would be dropped as stale.
const RECORD_JOB_ID = `update tasks set job_id = $2 where id = $1 and job_id is null`;
const START = transition(
  `status = 'PROCESSING', worker_id = $4, started_at = now(), last_attempt_at = now(), next_retry_at = null`,
  `t.status = 'PENDING'`,
);
const SUCCEED = transition(
  `status = 'SUCCESS', finished_at = now(), next_retry_at = null, error_message = null,
   file_id = coalesce($5::uuid, t.file_id), stage = coalesce($6, t.stage)`,
  `t.status = 'PROCESSING' and t.retry_count = $4`,
);

const oneRow: OneRowWrites = {
  insert: async (q, task) => (await insertTasks(q, [task])).get(task.id)!,
  recordJobId: async (q, item) => {
    await q.query(prepared(RECORD_JOB_ID), [item.taskId, item.jobId]);
  },
  start: async (q, item) => one(q, START, [item.taskId, null, null, item.workerId]),
  succeed: async (q, item) => one(q, SUCCEED, [item.taskId, null, null, item.attempt, item.fileId, item.stage]),
};

/** The id as PostgreSQL writes it, so a batch's answers match their items. */
const canonical = (taskId: string): string => taskId.toLowerCase();

/** Statements sent and rows they carried per group-committed write of this pool, e.g. for a benchmark. */
export function groupCommitStats(db: Database): string {
  const { insert, recordJobId, start, succeed } = poolWriters(db, oneRow);
  return Object.entries({ insert, recordJobId, start, succeed })
    .map(
      ([name, b]) =>
        `${name} ${b.stats.statements}/${b.stats.items}${b.stats.fallbacks ? ` (${b.stats.fallbacks} failed batches)` : ''}`,
    )
    .join(', ');
}

/**
 * Inserts a PENDING task with its first event (version 1), and the trace context it is created in:
 * the request's, or the attempt's of the task that led to it.
 */
export async function insertTask(q: Queryable, task: NewTask): Promise<TaskRow> {
  const values: NewTaskValues = {
    id: randomUUID(),
    kind: task.kind,
    nestId: task.nestId,
    parentId: task.parentId ?? null,
    fileId: task.fileId ?? null,
    stage: task.stage ?? null,
    input: task.input ?? {},
    trace: activeCarrier(),
  };
  return q instanceof Database ? poolWriters(q, oneRow).insert.submit(values) : oneRow.insert(q, values);
}

/** Records the queue's job id once the enqueue succeeded. Not a transition: no version bump. */
export async function recordJobId(q: Queryable, taskId: string, jobId: string): Promise<void> {
  const item: JobIdItem = { taskId: canonical(taskId), jobId };
  return q instanceof Database ? poolWriters(q, oneRow).recordJobId.submit(item) : oneRow.recordJobId(q, item);
}

/** PENDING → PROCESSING by `workerId`: the first attempt. */
export async function startTask(q: Queryable, taskId: string, workerId: string): Promise<TaskRow | null> {
  const item: StartItem = { taskId: canonical(taskId), workerId };
  return q instanceof Database ? poolWriters(q, oneRow).start.submit(item) : oneRow.start(q, item);
}

const REENTER = transition(
  `worker_id = $4, retry_count = t.retry_count + 1, redelivery_count = t.redelivery_count + $6::int,
   last_attempt_at = now(), next_retry_at = null, progress = null`,
  `t.status = 'PROCESSING' and t.retry_count = $5`,
);

/**
 * PROCESSING → PROCESSING: a retry or a redelivery runs the work again, `retry_count` + 1.
 * `redelivery` counts toward the poison cap; a scheduled retry does not.
 */
export function reenterTask(
  q: Queryable,
  taskId: string,
  workerId: string,
  expectedAttempt: number,
  redelivery: boolean,
): Promise<TaskRow | null> {
  return one(q, REENTER, [
    taskId,
    null,
    redelivery ? 'redelivery' : 'retry',
    workerId,
    expectedAttempt,
    redelivery ? 1 : 0,
  ]);
}

const SCHEDULE_RETRY = transition(
  `last_error_code = $2, error_message = $3, next_retry_at = $5, job_id = $6, progress = null`,
  `t.status = 'PROCESSING' and t.retry_count = $4`,
);

/**
 * Keeps the row PROCESSING with the failure recorded, the time of the next attempt and the id of
 * the delayed job that will run it: from now on only that job may take the row.
 */
export function scheduleRetry(
  q: Queryable,
  taskId: string,
  attempt: number,
  failure: { code: TaskErrorCode; message: string },
  nextRetryAt: Date,
  retryJobId: string,
): Promise<TaskRow | null> {
  return one(q, SCHEDULE_RETRY, [taskId, failure.code, failure.message, attempt, nextRetryAt, retryJobId]);
}

const HAND_OFF = transition(
  `stage = $4, job_id = $6, worker_id = null, next_retry_at = null,
   input = t.input || $7::jsonb || jsonb_build_object('stageBase', jsonb_build_object('retryCount', t.retry_count, 'redeliveryCount', t.redelivery_count))`,
  `t.status = 'PROCESSING' and t.retry_count = $5`,
);

/**
 * Hands a PROCESSING task to the next stage of its chain (a clause's LLM stage): the row names the
 * stage's job and has no holder until that stage's worker claims it (see `claimHandoff`). The
 * counters at hand-off are kept in `input.stageBase`, so each stage gets its own retry budget.
 */
export function handOff(
  q: Queryable,
  taskId: string,
  attempt: number,
  handoff: { stage: ClauseStage; nextJobId: string; inputPatch?: Record<string, unknown> },
): Promise<TaskRow | null> {
  return one(q, HAND_OFF, [
    taskId,
    null,
    `handed to stage ${handoff.stage}`,
    handoff.stage,
    attempt,
    handoff.nextJobId,
    JSON.stringify(handoff.inputPatch ?? {}),
  ]);
}

/** The note on the event of an isolation: a redelivery that found the worker lost. */
export const ISOLATION_NOTE = 'redelivery: lost its worker, runs alone next';

const ISOLATE = transition(
  `worker_id = null, job_id = $6, next_retry_at = null, retry_count = t.retry_count + 1, redelivery_count = t.redelivery_count + 1, progress = null,
   input = t.input || jsonb_build_object('isolation', jsonb_build_object('sinceRedeliveries', t.redelivery_count + 1))`,
  `t.status = 'PROCESSING' and t.retry_count = $4 and t.worker_id = $5 and t.next_retry_at is null`,
);

/**
 * A task whose worker was lost (a redelivery of its job) is not run again in the pool: the loss is
 * counted, the row loses its holder and names an isolated job, which a worker runs with nothing
 * beside it (`claimHandoff` takes it). The attempt number moves on, as a re-entry's does, so the
 * lost attempt — if it was only stalled, not dead — is fenced off from every later write. `input.isolation.sinceRedeliveries` marks where its losses
 * while alone start, for the poison cap. Guarded on the lost holder and its attempt.
 */
export function isolateTask(
  q: Queryable,
  taskId: string,
  lost: { workerId: string; attempt: number },
  jobId: string,
): Promise<TaskRow | null> {
  return one(q, ISOLATE, [taskId, null, ISOLATION_NOTE, lost.attempt, lost.workerId, jobId]);
}

const CLAIM_HANDOFF = transition(
  `worker_id = $4, last_attempt_at = now()`,
  `t.status = 'PROCESSING' and t.worker_id is null and t.job_id = $5`,
);

/**
 * The next stage's worker takes a handed-off row, or a worker takes an isolated one (the note says
 * which); neither a retry nor a redelivery.
 */
export function claimHandoff(
  q: Queryable,
  taskId: string,
  workerId: string,
  jobId: string,
  note = 'stage claimed',
): Promise<TaskRow | null> {
  return one(q, CLAIM_HANDOFF, [taskId, null, note, workerId, jobId]);
}

const REPORT_PROGRESS = transition(`progress = $5::jsonb`, `t.status = 'PROCESSING' and t.retry_count = $4`);

/**
 * PROCESSING → PROCESSING with how far the attempt has got (pages read), by the attempt that holds
 * the row: a transition like the others, so a subscriber gets it in order. Null when the attempt
 * no longer holds the row.
 */
export function reportProgress(
  q: Queryable,
  taskId: string,
  attempt: number,
  progress: TaskProgress,
): Promise<TaskRow | null> {
  return one(q, REPORT_PROGRESS, [
    taskId,
    null,
    `progress ${progress.done}/${progress.total} ${progress.unit}`,
    attempt,
    JSON.stringify(progress),
  ]);
}

/** PROCESSING → SUCCESS, by the attempt that holds the row. */
export async function markSucceeded(
  q: Queryable,
  taskId: string,
  attempt: number,
  patch: { fileId?: string; stage?: ClauseStage } = {},
): Promise<TaskRow | null> {
  const item: SucceedItem = {
    taskId: canonical(taskId),
    attempt,
    fileId: patch.fileId ?? null,
    stage: patch.stage ?? null,
  };
  return q instanceof Database ? poolWriters(q, oneRow).succeed.submit(item) : oneRow.succeed(q, item);
}

export type FailGuard =
  /** The worker's attempt: only the holder of the row may fail it. */
  | { attempt: number }
  /** Any row in one of these statuses (dispatch, the reaper, the poison cap). */
  | { from: TaskStatus[] };

const FAIL_SET = `status = 'FAILED', error_code = $2, last_error_code = $2, error_message = $3, finished_at = now(), next_retry_at = null`;
const FAIL_BY_ATTEMPT = transition(FAIL_SET, `t.status = 'PROCESSING' and t.retry_count = $4::int`);
const FAIL_FROM = transition(FAIL_SET, `t.status = any($4::text[])`);

/** → FAILED with `code`; final. */
export function markFailed(
  q: Queryable,
  taskId: string,
  code: TaskErrorCode,
  message: string,
  guard: FailGuard,
): Promise<TaskRow | null> {
  return 'attempt' in guard
    ? one(q, FAIL_BY_ATTEMPT, [taskId, code, message, guard.attempt])
    : one(q, FAIL_FROM, [taskId, code, message, guard.from]);
}

export async function findTask(q: Queryable, taskId: string): Promise<TaskRow | null> {
  const { rows } = await q.query(prepared(`select ${TASK_COLUMNS} from tasks where id = $1`), [taskId]);
  return rows[0] ? toTaskRow(rows[0]) : null;
}

// An update, not a read: it waits for a transition of the row still in flight (the reaper closing
// it, a redelivery re-entering it) and checks the guard against what that committed, where a plain
// read would see the row as it was before. It changes nothing, so it is no transition: no version,
// no event.
const CONFIRM_HOLDER = `update tasks set worker_id = $2 where id = $1 and status = 'PROCESSING' and worker_id = $2 and retry_count = $3 returning id`;

/**
 * True while the row is still this attempt's: PROCESSING, held by `workerId`, at the `attempt` the
 * worker entered. Called right before an effect that cannot be taken back (the office's fee), so an
 * attempt that was closed or taken over meanwhile stops before it, not after.
 */
export async function confirmAttemptHolds(
  q: Queryable,
  taskId: string,
  workerId: string | null,
  attempt: number,
): Promise<boolean> {
  const { rows } = await q.query(prepared(CONFIRM_HOLDER), [taskId, workerId, attempt]);
  return rows.length > 0;
}
