import type Redis from 'ioredis';
import type { Database } from '../infra/database';
import { pageSize, type Page } from '../infra/keyset-cursor';
import type { JobQueues } from '../queue/job-queues';
import { QUEUE_NAMES } from '../tasks/jobs';
import type { TaskRow } from '../tasks/task.types';
import { heartbeatKey, heartbeatKeys } from '../worker-runtime/heartbeat';
import { notFound } from '../errors/domain-error';
import { isUuid } from '../nests/nests.service';
import { failureCounts, listAllTasks, recentActions, taskEventLog, taskExists } from './ops.storage';
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
    return failureCounts(this.deps.db, since);
  }

  /** Every user's tasks, newest first, filtered; keyset-paged like a nest's tasks. */
  async tasks(filter: OpsTaskFilter = {}): Promise<Page<TaskRow>> {
    return listAllTasks(this.deps.db, filter, pageSize(filter.first));
  }

  /** A task's every committed transition, oldest first (the event log; notes are raw, operators only). */
  async taskEvents(taskId: string): Promise<TaskEventRow[]> {
    if (!isUuid(taskId)) throw notFound('task', taskId);
    const events = await taskEventLog(this.deps.db, taskId);
    if (events.length === 0 && !(await taskExists(this.deps.db, taskId))) throw notFound('task', taskId);
    return events;
  }

  /** The newest operator actions, newest first. */
  async actions(first = DEFAULT_AUDIT_SIZE): Promise<OperatorAction[]> {
    return recentActions(this.deps.db, pageSize(first));
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
