import type Redis from 'ioredis';
import type { Database } from '../infra/database';
import { count } from '../metrics/metrics';
import { queueForTask, type QueueName } from '../queue/jobs';
import { liveWorkers, type HeartbeatWatch } from '../worker-runtime/heartbeat';
import type { ClosedTasksHook } from './closed-task-cleanup';
import type { NamedJob, TaskDispatcher } from './dispatch';
import { closeTasks } from './reaper.sql';
import type { TaskEventsPublisher } from './task-events.publisher';
import type { TaskRow } from './task.types';

export interface ReaperOptions {
  /** PENDING longer than this → FAILED(STALE_PENDING). Default 5 min. */
  stalePendingAfterMs: number;
  /** An attempt running longer than this → FAILED(STALE_PROCESSING). Default 10 min. */
  staleProcessingAfterMs: number;
  /** A dead worker's row is left this long after its attempt began for a redelivery to take it. */
  stallIntervalMs: number;
  /** Key prefix of heartbeats and queues. */
  prefix: string;
  /** Rows per closure statement. Default 500. */
  batchSize?: number;
}

export interface ReaperDeps {
  db: Database;
  redis: Redis;
  publisher: TaskEventsPublisher;
  dispatcher: TaskDispatcher;
  /** Whether the queue still holds the job (Bee-Queue's job hash). */
  jobExists(queue: QueueName, jobIds: string[]): Promise<boolean[]>;
  /** Releases what the closed tasks' dead attempts left half-done (an uploaded object without its row). */
  onClosed?: ClosedTasksHook;
  /**
   * Reads the heartbeat keys; WORKER_DEAD waits until it has watched them without a break for a
   * heartbeat TTL (see HeartbeatWatch). Without it the keys are read directly and a missing key
   * counts at once.
   */
  heartbeats?: Pick<HeartbeatWatch, 'look' | 'ttlMs'>;
  /** Records charges the office made for failed issuances that the ledger lacks (fee-reconciliation.ts). */
  reconcileCharges?: () => Promise<{ recorded: number; failed: number }>;
  /** Sends the notifications whose attempt died after committing them (notification-outbox.ts). */
  sendDueNotifications?: () => Promise<number>;
}

export interface ReapReport {
  stalePending: number;
  workerDead: number;
  staleProcessing: number;
  redispatched: number;
  /** PROCESSING rows left open because their heartbeats could not be vouched for (see HeartbeatWatch). */
  workerDeadDeferred: number;
  /** Why the heartbeats could not be looked at this tick (WORKER_DEAD then waits), if they could not. */
  heartbeatsError?: string;
  /** Charges of failed issuances found at the office and recorded in the ledger this tick. */
  chargesReconciled: number;
  /** Why reconciling charges stopped this tick, if it did. */
  chargesError?: string;
  /** Notifications left unsent by an attempt that died after its commit, sent this tick. */
  notificationsSent: number;
  /** Why sending them stopped this tick, if it did (they stay in the outbox for the next tick). */
  notificationsError?: string;
  ms: number;
}

/**
 * One tick of the reaper (SPEC §6): close what can no longer finish and re-send what Redis forgot.
 * Every closure is a guarded update with its event, published after commit; every query reads only
 * active rows through the partial indexes, however many final rows the table holds.
 */
export async function reapOnce(deps: ReaperDeps, options: ReaperOptions): Promise<ReapReport> {
  const started = Date.now();
  const limit = options.batchSize ?? 500;
  const stalePending = await closeTasks(deps.db, 'PENDING', 'STALE_PENDING', `PENDING for more than ${options.stalePendingAfterMs / 1000} s`,
    `select id from tasks where status = 'PENDING' and created_at < now() - $1 * interval '1 millisecond' limit $2`, [options.stalePendingAfterMs, limit]);
  await deps.publisher.publish(...stalePending);
  const { closed: workerDead, deferred: workerDeadDeferred, heartbeatsError } = await closeDeadWorkersTasks(deps, options, limit);
  const staleProcessing = await closeTasks(deps.db, 'PROCESSING', 'STALE_PROCESSING', `an attempt ran for more than ${options.staleProcessingAfterMs / 1000} s`,
    `select id from tasks where status = 'PROCESSING' and coalesce(last_attempt_at, started_at) < now() - $1 * interval '1 millisecond'
       and (next_retry_at is null or next_retry_at < now() - $1 * interval '1 millisecond') limit $2`, [options.staleProcessingAfterMs, limit]);
  await deps.publisher.publish(...staleProcessing);
  const redispatched = await redispatchLostJobs(deps, limit * 20);
  for (const row of [...stalePending, ...workerDead, ...staleProcessing]) {
    count('task_closures_total', { code: row.errorCode!, by: 'reaper' });
    count('task_failures_total', { kind: row.kind, code: row.errorCode! });
  }
  if (workerDead.length + staleProcessing.length > 0) await deps.onClosed?.([...workerDead, ...staleProcessing]);
  // Reconciliation asks an outside service, which may be slow or away: after the closures.
  const charges = await runPass(deps.reconcileCharges);
  const chargesError = charges.error ?? (charges.value?.failed ? 'the registry office did not answer a receipt look-up' : undefined);
  const notifications = await runPass(deps.sendDueNotifications);
  return {
    stalePending: stalePending.length, workerDead: workerDead.length, staleProcessing: staleProcessing.length, redispatched, workerDeadDeferred,
    ...(heartbeatsError ? { heartbeatsError } : {}),
    chargesReconciled: charges.value?.recorded ?? 0, ...(chargesError ? { chargesError } : {}),
    notificationsSent: notifications.value ?? 0, ...(notifications.error ? { notificationsError: notifications.error } : {}),
    ms: Date.now() - started,
  };
}

/**
 * Runs one of the tick's optional passes (fee reconciliation, the outbox). Its failure — the office,
 * the notifier or the database away — is the tick's to report, not to throw: the closures above
 * stand, and the pass runs again next tick.
 */
async function runPass<T>(pass: (() => Promise<T>) | undefined): Promise<{ value?: T; error?: string }> {
  if (!pass) return {};
  try {
    return { value: await pass() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * PROCESSING rows whose holder's heartbeat is gone and which no redelivery took over. With a
 * HeartbeatWatch the keys are read by its look, in the same step as the check that they can be
 * trusted; a look Redis refuses (out of memory, read-only, loading) leaves the rows for a later tick
 * and the other rules go on.
 */
async function closeDeadWorkersTasks(
  deps: ReaperDeps, options: ReaperOptions, limit: number,
): Promise<{ closed: TaskRow[]; deferred: number; heartbeatsError?: string }> {
  const { rows } = await deps.db.query<{ id: string; worker_id: string; retry_count: number }>(
    `select id, worker_id, retry_count from tasks where status = 'PROCESSING' and worker_id is not null and next_retry_at is null
       and last_attempt_at < now() - $1 * interval '1 millisecond' order by last_attempt_at limit $2`,
    [options.stallIntervalMs, limit],
  );
  // Nothing to check: the watch keeps its own count between ticks (HeartbeatWatch.start).
  if (rows.length === 0) return { closed: [], deferred: 0 };
  const workerIds = [...new Set(rows.map((r) => r.worker_id))];
  let alive: Set<string>;
  let trusted = true;
  if (deps.heartbeats) {
    try {
      const look = await deps.heartbeats.look(workerIds);
      [alive, trusted] = [look.alive, look.watchedForMs >= deps.heartbeats.ttlMs];
    } catch (error) {
      return { closed: [], deferred: rows.length, heartbeatsError: (error as Error).message };
    }
  } else {
    alive = await liveWorkers(deps.redis, options.prefix, workerIds);
  }
  const dead = rows.filter((r) => !alive.has(r.worker_id));
  if (dead.length === 0) return { closed: [], deferred: 0 };
  if (!trusted) return { closed: [], deferred: dead.length };
  // The guard names the holder and its attempt: a redelivery that took the row meanwhile wins.
  const closed = await closeTasks(deps.db, 'PROCESSING', 'WORKER_DEAD', 'the worker holding the task stopped sending heartbeats',
    `select t.id from tasks t join unnest($1::uuid[], $2::text[], $3::int[]) as d(id, worker_id, retry_count)
       on t.id = d.id and t.worker_id = d.worker_id and t.retry_count = d.retry_count where t.status = 'PROCESSING'`,
    [dead.map((r) => r.id), dead.map((r) => r.worker_id), dead.map((r) => r.retry_count)]);
  await deps.publisher.publish(...closed);
  return { closed, deferred: 0 };
}

/**
 * Rows waiting for a job — PENDING ones, scheduled retries and handed-off stages — whose job the
 * queue no longer has (Redis restarted without persistence, failed over, or was flushed).
 */
async function redispatchLostJobs(deps: ReaperDeps, limit: number): Promise<number> {
  // Only what naming and sending the job needs: this runs every tick over every waiting row.
  const columns = 'id, kind, stage, job_id, next_retry_at';
  const { rows } = await deps.db.query<{ id: string; kind: TaskRow['kind']; stage: TaskRow['stage']; job_id: string | null; next_retry_at: Date | null }>(
    `(select ${columns} from tasks where status = 'PENDING' and created_at < now() - interval '2 seconds' order by created_at limit $1)
     union all
     (select ${columns} from tasks where status = 'PROCESSING' and (next_retry_at is not null or worker_id is null) limit $1)`,
    [limit],
  );
  const byQueue = new Map<QueueName, NamedJob[]>();
  for (const r of rows) {
    const task: NamedJob = { id: r.id, kind: r.kind, stage: r.stage, jobId: r.job_id, nextRetryAt: r.next_retry_at };
    const queue = queueForTask(task);
    const list = byQueue.get(queue);
    if (list) list.push(task);
    else byQueue.set(queue, [task]);
  }
  let sent = 0;
  for (const [queue, tasks] of byQueue) {
    const exists = await deps.jobExists(queue, tasks.map((t) => t.jobId ?? t.id));
    for (const [i, task] of tasks.entries()) {
      if (exists[i]) continue;
      await deps.dispatcher.sendNamedJob(task);
      sent++;
    }
  }
  return sent;
}
