import type { AppContext } from './app-context';
import { log, type Logger } from '../logging/logger';
import { deleteOrphanDocuments } from '../tasks/closed-task-cleanup';
import { reapOnce, type ReapReport } from '../tasks/reaper';
import { reconcileFailedCharges } from '../issuance/fee-reconciliation';
import { sendDueNotifications } from '../notify/notification-outbox';
import { createNotifier } from '../notify/notifier';
import { createHttpRegistryOffice } from '../registry-office/registry-office.http-client';
import { HeartbeatWatch } from '../worker-runtime/heartbeat-watch';
import { LeaderLock } from '../worker-runtime/leader-lock';
import { LeaderPassGate, type KeepGoing } from '../worker-runtime/leader-pass-gate';

export interface ReaperProcess {
  /**
   * Runs one tick if this instance holds the leader lock — once the running tick, if any, has
   * ended; null when another instance leads.
   */
  tick(): Promise<ReapReport | null>;
  stop(): Promise<void>;
}

/**
 * The reaper on a schedule (REAPER_INTERVAL), one active instance cluster-wide: each tick first
 * takes or renews the leader lock (TTL 3 × interval), so a crashed leader is replaced in one TTL.
 * A tick may outlast the TTL, so the lock is renewed again before each pass, checked between a
 * pass's items, and each pass stops at REAPER_PASS_DEADLINE_MS (LeaderPassGate). One tick at a
 * time: a scheduled tick that finds the last one running is skipped, never queued behind it.
 */
export function startReaper(app: AppContext, options: { schedule?: boolean; logger?: Logger } = {}): ReaperProcess {
  const { env } = app;
  const logger = options.logger ?? log();
  const lock = new LeaderLock(app.redis, `${env.QUEUE_PREFIX}:reaper:leader`, env.REAPER_INTERVAL_MS * 3);
  const passDeadlineMs = env.REAPER_PASS_DEADLINE_MS ?? env.REAPER_INTERVAL_MS;
  const gate = new LeaderPassGate(lock, passDeadlineMs);
  // Looks on its own every half heartbeat interval too, so that a slow tick is not taken for an outage.
  const heartbeats = new HeartbeatWatch(app.redis, env.QUEUE_PREFIX, env.HEARTBEAT_INTERVAL_MS).start();
  const notifier = createNotifier(env.NOTIFY_WEBHOOK_URL, env.NOTIFY_WEBHOOK_TIMEOUT_MS);
  const feeCheckRetry = { baseDelayMs: env.FEE_CHECK_RETRY_BASE_MS, maxDelayMs: env.FEE_CHECK_RETRY_MAX_MS };
  const outboxRetry = {
    maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
    baseDelayMs: env.NOTIFY_RETRY_BASE_MS,
    maxDelayMs: env.NOTIFY_RETRY_MAX_MS,
  };
  const office = createHttpRegistryOffice({
    baseUrl: env.REGISTRY_OFFICE_URL,
    timeoutMs: env.REGISTRY_OFFICE_TIMEOUT_MS,
  });
  const deps = {
    heartbeats,
    gate,
    reconcileCharges: (keepGoing: KeepGoing) =>
      reconcileFailedCharges(app.db, office, { keepGoing, retry: feeCheckRetry }),
    sendDueNotifications: (keepGoing: KeepGoing) =>
      sendDueNotifications(app.db, notifier, { keepGoing, retry: outboxRetry }),
    db: app.db,
    redis: app.redis,
    publisher: app.publisher,
    dispatcher: app.dispatcher,
    jobExists: (q: Parameters<typeof app.queues.jobsExist>[1], ids: string[]) =>
      app.queues.jobsExist(app.redis, q, ids),
    onClosed: deleteOrphanDocuments(app.db, app.storage),
  };
  const reaperOptions = {
    stalePendingAfterMs: env.STALE_PENDING_AFTER_MS,
    staleProcessingAfterMs: env.STALE_PROCESSING_AFTER_MS,
    stallIntervalMs: env.STALL_INTERVAL_MS,
    prefix: env.QUEUE_PREFIX,
  };
  let running: Promise<ReapReport | null> | null = null;
  let skipped = 0;
  let stopped = false;

  async function tick(): Promise<ReapReport | null> {
    if (!(await lock.acquire())) return null;
    const report = await reapOnce(deps, reaperOptions);
    logReport(logger, report, passDeadlineMs);
    return report;
  }

  /** The only way a tick starts; callers make sure none runs. */
  function startTick(): Promise<ReapReport | null> {
    const startedAt = Date.now();
    running = tick().finally(() => {
      running = null;
      if (skipped > 0)
        logger.warn(
          { ms: Date.now() - startedAt, skipped },
          'a tick outlasted the interval; the scheduled ticks meanwhile were skipped',
        );
      skipped = 0;
    });
    return running;
  }

  // Queued behind a slow tick, the skipped ticks would run back to back once it ends, each soon
  // after the last had done the same work.
  const scheduledTick = (): void => {
    if (running) skipped += 1;
    else startTick().catch((error: Error) => logger.error({ err: error }, 'tick failed'));
  };
  const timer = options.schedule === false ? null : setInterval(scheduledTick, env.REAPER_INTERVAL_MS);
  // The first tick at once: lost jobs are re-sent without waiting an interval, and the heartbeat
  // watch starts counting (a missing heartbeat is trusted a TTL after its first look).
  if (timer) scheduledTick();
  return {
    async tick() {
      while (running) await running.catch(() => undefined);
      return startTick();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      // The running pass ends after its item in hand; no further pass opens.
      gate.close();
      await running?.catch(() => undefined);
      heartbeats.close();
      await lock.release();
    },
  };
}

/** What a tick did and what it could not do; a quiet tick logs nothing. */
function logReport(logger: Logger, report: ReapReport, passDeadlineMs: number): void {
  const { stalePending, staleProcessing, takenOver, takeoverResent, redispatched, ms } = report;
  if (stalePending + takenOver + staleProcessing + redispatched > 0) {
    logger.info(
      { stalePending, staleProcessing, takenOver, takeoverResent, redispatched, ms },
      "closed stale tasks, took over dead workers' tasks, re-dispatched lost jobs",
    );
  }
  if (report.heartbeatsError) logger.warn({ reason: report.heartbeatsError }, 'could not look at the heartbeats');
  if (report.chargesReconciled > 0)
    logger.info({ charges: report.chargesReconciled }, 'recorded charges the office made for failed issuances');
  if (report.chargesError) logger.warn({ reason: report.chargesError }, 'fee reconciliation paused');
  if (report.notificationsSent > 0)
    logger.info(
      { notifications: report.notificationsSent },
      'sent due notifications: their attempt died after its commit, or failed',
    );
  if (report.notificationsError)
    logger.warn({ reason: report.notificationsError }, 'unsent notifications wait for the next tick');
  if (report.chargesDeferred > 0)
    logger.info(
      { receipts: report.chargesDeferred },
      'put off receipt look-ups the office failed for that receipt alone',
    );
  for (const { pass, reason } of report.passesStopped) {
    logger.warn(
      { pass, reason, ...(reason === 'deadline' ? { passDeadlineMs } : {}) },
      'a pass stopped; the rest waits for a later tick',
    );
  }
  if (report.takeoverDeferred > 0) {
    // Reaper start, Redis restarted or flushed, a closed connection, or a gap in the looks.
    logger.warn(
      { tasks: report.takeoverDeferred },
      'PROCESSING tasks left open: their heartbeats are missing or unread, and have not been watched without a break for a TTL',
    );
  }
}
