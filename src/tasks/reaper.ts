import { queueForTask, type QueueName } from './jobs';
import { liveWorkers } from '../worker-runtime/heartbeat';
import { OPEN_GATE, type KeepGoing, type PassStopReason } from '../worker-runtime/leader-pass-gate';
import type { NamedJob } from './dispatch';
import { closeStalePending, closeStaleProcessing } from './reaper-stale-closures';
import { overdueHeldTasks, tasksWaitingForJobs } from './reaper.sql';
import type { ReaperDeps, ReaperOptions } from './reaper.types';
import { inSpan, isTracingEnabled } from '../tracing/spans';
import { carrierOfRow, contextOf, type TraceCarrier } from '../tracing/trace-context';

export type { ReaperDeps, ReaperOptions } from './reaper.types';

/** The passes of a tick, in order. */
export type ReaperPass =
  'stale-pending' | 'dead-workers' | 'stale-processing' | 'redispatch' | 'fee-reconciliation' | 'outbox';

export interface ReapReport {
  stalePending: number;
  /** PROCESSING rows of dead workers taken over this tick (their work runs again; see takeOverDeadWorkersTasks). */
  takenOver: number;
  /** Of those, the rows whose job Bee-Queue no longer had, re-sent by the reaper. */
  takeoverResent: number;
  staleProcessing: number;
  redispatched: number;
  /** PROCESSING rows of missing heartbeats left alone because the heartbeats could not be vouched for (see HeartbeatWatch). */
  takeoverDeferred: number;
  /** Why the heartbeats could not be looked at this tick (takeovers then wait), if they could not. */
  heartbeatsError?: string;
  /** Charges of failed issuances found at the office and recorded in the ledger this tick. */
  chargesReconciled: number;
  /** Why reconciling charges stopped this tick, if it did. */
  chargesError?: string;
  /** Receipt look-ups the office failed for that receipt alone, put off on their own rows this tick. */
  chargesDeferred: number;
  /** Due notifications sent this tick: their attempt died after its commit, or failed and their time came. */
  notificationsSent: number;
  /** Why sending them stopped this tick, if it did (they stay in the outbox for the next tick). */
  notificationsError?: string;
  /** Passes that stopped before their end (deadline, lock lost, stopping), and a pass refused for a lost lock; the rest waits for a later tick. */
  passesStopped: Array<{ pass: ReaperPass; reason: PassStopReason }>;
  ms: number;
}

/**
 * One tick of the reaper (SPEC §6): close what can no longer finish, take over what a dead worker
 * held, and re-send what Redis forgot.
 * Every closure is a guarded update with its event, published after commit; every query reads only
 * active rows through the partial indexes, however many final rows the table holds.
 */
export async function reapOnce(deps: ReaperDeps, options: ReaperOptions): Promise<ReapReport> {
  const started = Date.now();
  const gate = deps.gate ?? OPEN_GATE;
  const report: ReapReport = {
    stalePending: 0,
    takenOver: 0,
    takeoverResent: 0,
    staleProcessing: 0,
    redispatched: 0,
    takeoverDeferred: 0,
    chargesReconciled: 0,
    chargesDeferred: 0,
    notificationsSent: 0,
    passesStopped: [],
    ms: 0,
  };
  for (const [pass, run] of reaperPasses(deps, options, report)) {
    if (!(await gate.open(pass))) {
      report.passesStopped.push({ pass, reason: gate.stopped ?? 'lock-lost' });
      break;
    }
    await run(gate.keepGoing);
    if (gate.stopped) report.passesStopped.push({ pass, reason: gate.stopped });
    // Another instance may lead now, or this one is stopping: the rest of the tick is not ours.
    if (gate.stopped === 'lock-lost' || gate.stopped === 'stopping') break;
  }
  report.ms = Date.now() - started;
  return report;
}

/** The tick's passes, in order; each writes its part of `report`. */
function reaperPasses(
  deps: ReaperDeps,
  options: ReaperOptions,
  report: ReapReport,
): Array<[ReaperPass, (keepGoing: KeepGoing) => Promise<void>]> {
  const limit = options.batchSize ?? 500;
  return [
    [
      'stale-pending',
      async () => {
        report.stalePending = await closeStalePending(deps, options, limit);
      },
    ],
    [
      'dead-workers',
      async () => {
        const { takenOver, resent, deferred, heartbeatsError } = await takeOverDeadWorkersTasks(deps, options, limit);
        Object.assign(
          report,
          { takenOver, takeoverResent: resent, takeoverDeferred: deferred },
          heartbeatsError ? { heartbeatsError } : {},
        );
      },
    ],
    [
      'stale-processing',
      async () => {
        report.staleProcessing = await closeStaleProcessing(deps, options, limit);
      },
    ],
    [
      'redispatch',
      async () => {
        report.redispatched = await redispatchLostJobs(deps, limit * 20);
      },
    ],
    // Outside services, which may be slow or away: after the closures.
    [
      'fee-reconciliation',
      async (keepGoing) => {
        const charges = await runPass(deps.reconcileCharges, keepGoing);
        report.chargesReconciled = charges.value?.recorded ?? 0;
        report.chargesDeferred = charges.value?.deferred ?? 0;
        const officeDown = charges.value?.failed
          ? (charges.value.officeError ?? 'the registry office did not answer a receipt look-up')
          : undefined;
        if (charges.error ?? officeDown) report.chargesError = charges.error ?? officeDown;
      },
    ],
    [
      'outbox',
      async (keepGoing) => {
        const notifications = await runPass(deps.sendDueNotifications, keepGoing);
        report.notificationsSent = notifications.value ?? 0;
        if (notifications.error) report.notificationsError = notifications.error;
      },
    ],
  ];
}

/**
 * Runs one of the tick's optional passes (fee reconciliation, the outbox). Its failure — the office,
 * the notifier or the database away — is the tick's to report, not to throw: the closures above
 * stand, and the pass runs again next tick.
 */
async function runPass<T>(
  pass: ((keepGoing: KeepGoing) => Promise<T>) | undefined,
  keepGoing: KeepGoing,
): Promise<{ value?: T; error?: string }> {
  if (!pass) return {};
  try {
    return { value: await pass(keepGoing) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * PROCESSING rows whose holder's heartbeat is gone are taken over, never closed: their work runs
 * again, and every effect is keyed, so a repeat is safe. The job comes back by itself when Bee-Queue
 * still has it (the workers' stall check redelivers it); when it does not, the reaper re-sends the
 * job the row names. The redelivery is counted and isolated when a worker enters it (`enterTask`);
 * only the poison cap ends such a task FAILED(WORKER_DEAD). With a HeartbeatWatch the keys are read
 * in the same step as the check that they can be trusted; a look Redis refuses leaves the rows for
 * a later tick, and the other rules go on.
 */
async function takeOverDeadWorkersTasks(
  deps: ReaperDeps,
  options: ReaperOptions,
  limit: number,
): Promise<{ takenOver: number; resent: number; deferred: number; heartbeatsError?: string }> {
  const rows = await overdueHeldTasks(deps.db, options.stallIntervalMs, limit);
  // Nothing to check: the watch keeps its own count between ticks (HeartbeatWatch.start).
  if (rows.length === 0) return { takenOver: 0, resent: 0, deferred: 0 };
  const workerIds = [...new Set(rows.map((r) => r.worker_id))];
  let alive: Set<string>;
  let trusted = true;
  if (deps.heartbeats) {
    try {
      const look = await deps.heartbeats.look(workerIds);
      [alive, trusted] = [look.alive, look.watchedForMs >= deps.heartbeats.ttlMs];
    } catch (error) {
      return { takenOver: 0, resent: 0, deferred: rows.length, heartbeatsError: (error as Error).message };
    }
  } else {
    alive = await liveWorkers(deps.redis, options.prefix, workerIds);
  }
  const dead = rows.filter((r) => !alive.has(r.worker_id));
  if (dead.length === 0) return { takenOver: 0, resent: 0, deferred: 0 };
  // Untrusted (Redis just came back empty, say): a live worker may still hold these; wait.
  if (!trusted) return { takenOver: 0, resent: 0, deferred: dead.length };
  const resent = await sendMissingJobs(
    deps,
    'dead-workers',
    dead.map((r) => ({
      id: r.id,
      kind: r.kind,
      stage: r.stage,
      jobId: r.job_id,
      nextRetryAt: null,
      trace: carrierOfRow(r),
    })),
  );
  return { takenOver: dead.length, resent, deferred: 0 };
}

/**
 * Rows waiting for a job — PENDING ones, scheduled retries and handed-off stages — whose job the
 * queue no longer has (Redis restarted without persistence, failed over, or was flushed).
 */
async function redispatchLostJobs(deps: ReaperDeps, limit: number): Promise<number> {
  const rows = await tasksWaitingForJobs(deps.db, limit);
  return sendMissingJobs(
    deps,
    'redispatch',
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      stage: r.stage,
      jobId: r.job_id,
      nextRetryAt: r.next_retry_at,
      trace: carrierOfRow(r),
    })),
  );
}

const SEND_GROUP = 64;

type LostJob = NamedJob & { trace: TraceCarrier };

/** Sends each task's named job that its queue does not hold; returns how many were sent. */
async function sendMissingJobs(deps: ReaperDeps, pass: ReaperPass, tasks: LostJob[]): Promise<number> {
  // The gate may stop the pass between two groups of sends.
  const keepGoing = (deps.gate ?? OPEN_GATE).keepGoing;
  const byQueue = new Map<QueueName, LostJob[]>();
  for (const task of tasks) {
    const queue = queueForTask(task);
    const list = byQueue.get(queue);
    if (list) list.push(task);
    else byQueue.set(queue, [task]);
  }
  let sent = 0;
  for (const [queue, queued] of byQueue) {
    const exists = await deps.jobExists(
      queue,
      queued.map((t) => t.jobId ?? t.id),
    );
    const missing = queued.filter((_, i) => !exists[i]);
    for (let i = 0; i < missing.length; i += SEND_GROUP) {
      if (!(await keepGoing())) return sent;
      const group = missing.slice(i, i + SEND_GROUP);
      // Sent together, the enqueues and job ids share pipelined writes and statements; one by one,
      // the ten thousand a flush can leave would outlast the pass.
      await Promise.all(group.map((task) => resend(deps, pass, task)));
      sent += group.length;
    }
  }
  return sent;
}

/**
 * Sends the job a row names inside the trace the row was created in (its request's, or its parent
 * task's attempt's), so the worker that runs it continues that trace as it would have the lost job's.
 */
function resend(deps: ReaperDeps, pass: ReaperPass, task: LostJob): Promise<void> {
  if (!isTracingEnabled() || !task.trace.traceparent) return deps.dispatcher.sendNamedJob(task);
  return inSpan(
    'reaper re-send',
    { parent: contextOf(task.trace), attributes: { 'doongzi.task.id': task.id, 'doongzi.reaper.pass': pass } },
    () => deps.dispatcher.sendNamedJob(task),
  );
}
