import type { Database } from '../../../src/infra/database';
import { reapOnce, type ReaperDeps, type ReaperOptions } from '../../../src/tasks/reaper';
import { heartbeatKey } from '../../../src/worker-runtime/heartbeat';
import type { TestStack } from '../../helpers/test-stack';
import { createNests } from './recovery-harness';

/** Rows in the states the reaper looks at, written directly (no worker runs in these tests). */
export interface RowShape {
  status: 'PENDING' | 'PROCESSING';
  /** Seconds ago the row was created / its attempt began. */
  ageS: number;
  workerId?: string | null;
  /** Seconds from now (negative: past) of a scheduled retry. */
  nextRetryInS?: number | null;
  jobId?: string | null;
  retryCount?: number;
}

/** Inserts issuance rows of `shape`, each with its first event (and its start event when PROCESSING). */
export async function insertRows(db: Database, shape: RowShape, count = 1): Promise<string[]> {
  const nests = await createNests(db, count, 'reaper');
  const { rows } = await db.query<{ id: string }>(
    `with t as (
       insert into tasks (kind, status, nest_id, worker_id, job_id, retry_count, created_at, started_at, last_attempt_at, next_retry_at, version)
       select 'REGISTRY_ISSUANCE', $1, n, $2, $3, $4, now() - $5 * interval '1 second',
              case when $1 = 'PROCESSING' then now() - $5 * interval '1 second' end,
              case when $1 = 'PROCESSING' then now() - $5 * interval '1 second' end,
              case when $6::float8 is null then null else now() + $6::float8 * interval '1 second' end,
              case when $1 = 'PROCESSING' then 2 else 1 end
         from unnest($7::uuid[]) n
       returning id, status, worker_id
     ), e1 as (
       insert into task_events (task_id, version, from_status, to_status) select id, 1, null, 'PENDING' from t
     ), e2 as (
       insert into task_events (task_id, version, from_status, to_status, worker_id)
       select id, 2, 'PENDING', 'PROCESSING', worker_id from t where status = 'PROCESSING'
     )
     select id from t`,
    [
      shape.status,
      shape.workerId ?? null,
      shape.jobId ?? null,
      shape.retryCount ?? 0,
      shape.ageS,
      shape.nextRetryInS ?? null,
      nests,
    ],
  );
  return rows.map((r) => r.id);
}

/** A live heartbeat for `workerId`, as a running worker writes it. */
export async function beat(stack: TestStack, workerId: string, ttlMs = 60_000): Promise<void> {
  await stack.app.redis.set(heartbeatKey(stack.env.QUEUE_PREFIX, workerId), '{}', 'PX', ttlMs);
}

/** The reaper's dependencies and options on the stack's own connections. */
export function reaperParts(
  stack: TestStack,
  overrides: Partial<ReaperOptions> = {},
): { deps: ReaperDeps; options: ReaperOptions } {
  return {
    deps: {
      db: stack.app.db,
      redis: stack.app.redis,
      publisher: stack.app.publisher,
      dispatcher: stack.app.dispatcher,
      jobExists: (queue, ids) => stack.app.queues.jobsExist(stack.app.redis, queue, ids),
    },
    options: {
      stalePendingAfterMs: 60_000,
      staleProcessingAfterMs: 600_000,
      stallIntervalMs: 1_000,
      prefix: stack.env.QUEUE_PREFIX,
      ...overrides,
    },
  };
}

export function reap(stack: TestStack, overrides: Partial<ReaperOptions> = {}, deps: Partial<ReaperDeps> = {}) {
  const parts = reaperParts(stack, overrides);
  return reapOnce({ ...parts.deps, ...deps }, parts.options);
}

export async function statusOf(db: Database, ids: string[]): Promise<Record<string, string>> {
  const { rows } = await db.query<{ id: string; status: string; error_code: string | null }>(
    `select id, status, error_code from tasks where id = any($1::uuid[])`,
    [ids],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.error_code ? `${r.status}(${r.error_code})` : r.status]));
}
