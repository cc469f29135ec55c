import type Redis from 'ioredis';
import { prepared, type Database } from '../infra/database';
import { afterCondition, CURSOR_AT_COLUMN, pageOf, pageSize, type Page } from '../infra/keyset-cursor';
import type { JobQueues } from '../queue/job-queues';
import { QUEUE_NAMES } from '../tasks/jobs';
import { TASK_COLUMNS, toTaskRow, type TaskRow } from '../tasks/task.types';
import { heartbeatKey, heartbeatKeys } from '../worker-runtime/heartbeat';
import { notFound } from '../errors/domain-error';
import { isUuid } from '../nests/nests.service';
import type {
  FailureCount,
  OperatorAction,
  OpsSnapshot,
  OpsTaskFilter,
  QueueStat,
  TaskEventRow,
  WorkerStat,
} from './ops.types';

export interface OpsReadsDeps {
  db: Database;
  redis: Redis;
  queues: JobQueues;
  /** QUEUE_PREFIX: the heartbeat keys live under it. */
  prefix: string;
}

/** How far back `failures` looks by default. */
export const DEFAULT_FAILURES_WINDOW_MS = 24 * 3600_000;
/** How many operator actions the audit shows by default. */
export const DEFAULT_AUDIT_SIZE = 50;

/**
 * What an operator reads (contract/ops.graphql): queue depths from Bee-Queue, live workers from
 * their heartbeat keys, FAILED counts and every user's tasks from PostgreSQL, the audit of
 * operator actions. No ownership check here: the resolvers let only operators in.
 */
export class OpsReads {
  constructor(private readonly deps: OpsReadsDeps) {}

  async queues(): Promise<QueueStat[]> {
    return Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const { waiting, active, delayed } = await this.deps.queues.producer(name).checkHealth();
        return { name, waiting, active, delayed };
      }),
    );
  }

  /** Every worker whose heartbeat key is there, newest beat first. */
  async workers(): Promise<WorkerStat[]> {
    const keys = await heartbeatKeys(this.deps.redis, this.deps.prefix);
    if (keys.length === 0) return [];
    const keyPrefix = heartbeatKey(this.deps.prefix, '');
    const values = await this.deps.redis.mget(keys);
    const workers = values.flatMap((value, at) => {
      const beat = parseBeat(value);
      return beat
        ? [{ id: beat.workerId ?? keys[at].slice(keyPrefix.length), queues: beat.queues, lastBeatAt: beat.at }]
        : [];
    });
    return workers.sort((a, b) => b.lastBeatAt.getTime() - a.lastBeatAt.getTime() || a.id.localeCompare(b.id));
  }

  /** FAILED tasks per kind and code that finished at or after `since`. */
  async failures(since: Date = new Date(Date.now() - DEFAULT_FAILURES_WINDOW_MS)): Promise<FailureCount[]> {
    const { rows } = await this.deps.db.query<{
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

  /** Every user's tasks, newest first, filtered; keyset-paged like a nest's tasks. */
  async tasks(filter: OpsTaskFilter = {}): Promise<Page<TaskRow>> {
    const limit = pageSize(filter.first);
    const params: unknown[] = [limit + 1];
    const where: string[] = [];
    if (filter.kind) where.push(`kind = $${params.push(filter.kind)}`);
    if (filter.status) where.push(`status = $${params.push(filter.status)}`);
    if (filter.errorCode) where.push(`error_code = $${params.push(filter.errorCode)}`);
    if (filter.after) where.push(afterCondition(filter.after, params));
    const { rows } = await this.deps.db.query(
      `select ${TASK_COLUMNS}, ${CURSOR_AT_COLUMN} from tasks ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
       order by created_at desc, id desc limit $1`,
      params,
    );
    return pageOf(rows, limit, toTaskRow);
  }

  /** A task's every committed transition, oldest first (the event log; notes are raw, operators only). */
  async taskEvents(taskId: string): Promise<TaskEventRow[]> {
    if (!isUuid(taskId)) throw notFound('task', taskId);
    const { rows } = await this.deps.db.query<{
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
    if (
      rows.length === 0 &&
      !(await this.deps.db.query(prepared('select 1 from tasks where id = $1'), [taskId])).rows[0]
    )
      throw notFound('task', taskId);
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

  /** The newest operator actions, newest first. */
  async actions(first = DEFAULT_AUDIT_SIZE): Promise<OperatorAction[]> {
    const limit = pageSize(first);
    const { rows } = await this.deps.db.query<{
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

  /** The default view of everything, read at once (what `opsUpdated` pushes). */
  async snapshot(): Promise<OpsSnapshot> {
    const [queues, workers, failures, tasks, actions] = await Promise.all([
      this.queues(),
      this.workers(),
      this.failures(),
      this.tasks(),
      this.actions(),
    ]);
    return { queues, workers, failures, tasks, actions };
  }
}

/** A heartbeat value (`{ workerId, queues, at }`); null for one this version does not read. */
function parseBeat(value: string | null): { workerId?: string; queues: string[]; at: Date } | null {
  if (value === null) return null;
  try {
    const beat = JSON.parse(value) as { workerId?: unknown; queues?: unknown; at?: unknown };
    const at = typeof beat.at === 'string' ? new Date(beat.at) : null;
    if (!at || Number.isNaN(at.getTime())) return null;
    return {
      ...(typeof beat.workerId === 'string' ? { workerId: beat.workerId } : {}),
      queues: Array.isArray(beat.queues) ? beat.queues.filter((q): q is string => typeof q === 'string') : [],
      at,
    };
  } catch {
    return null;
  }
}
