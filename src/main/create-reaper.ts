import type { AppContext } from './app-context';
import { deleteOrphanDocuments } from '../tasks/closed-task-cleanup';
import { reapOnce, type ReapReport } from '../tasks/reaper';
import { reconcileFailedCharges } from '../issuance/fee-reconciliation';
import { sendDueNotifications } from '../notify/notification-outbox';
import { createNotifier } from '../notify/notifier';
import { createHttpRegistryOffice } from '../registry-office/registry-office.http-client';
import { HeartbeatWatch } from '../worker-runtime/heartbeat';
import { LeaderLock } from '../worker-runtime/leader-lock';

export interface ReaperProcess {
  /** Runs one tick now if this instance holds the leader lock; null when another instance leads. */
  tick(): Promise<ReapReport | null>;
  stop(): Promise<void>;
}

/**
 * The reaper on a schedule (REAPER_INTERVAL), one active instance cluster-wide: each tick first
 * takes or renews the leader lock (TTL 3 × interval), so a crashed leader is replaced in one TTL.
 */
export function startReaper(app: AppContext, options: { schedule?: boolean; log?: (line: string) => void } = {}): ReaperProcess {
  const { env } = app;
  const log = options.log ?? ((line: string) => console.log(line));
  const lock = new LeaderLock(app.redis, `${env.QUEUE_PREFIX}:reaper:leader`, env.REAPER_INTERVAL_MS * 3);
  // Looks on its own every half heartbeat interval too, so that a slow tick is not taken for an outage.
  const heartbeats = new HeartbeatWatch(app.redis, env.QUEUE_PREFIX, env.HEARTBEAT_INTERVAL_MS).start();
  const notifier = createNotifier(env.NOTIFY_WEBHOOK_URL);
  const office = createHttpRegistryOffice({ baseUrl: env.REGISTRY_OFFICE_URL, timeoutMs: env.REGISTRY_OFFICE_TIMEOUT_MS });
  const deps = {
    heartbeats,
    reconcileCharges: () => reconcileFailedCharges(app.db, office),
    sendDueNotifications: () => sendDueNotifications(app.db, notifier),
    db: app.db, redis: app.redis, publisher: app.publisher, dispatcher: app.dispatcher,
    jobExists: (q: Parameters<typeof app.queues.jobsExist>[1], ids: string[]) => app.queues.jobsExist(app.redis, q, ids),
    onClosed: deleteOrphanDocuments(app.db, app.storage),
  };
  const reaperOptions = {
    stalePendingAfterMs: env.STALE_PENDING_AFTER_MS, staleProcessingAfterMs: env.STALE_PROCESSING_AFTER_MS,
    stallIntervalMs: env.STALL_INTERVAL_MS, prefix: env.QUEUE_PREFIX,
  };
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function tick(): Promise<ReapReport | null> {
    if (!(await lock.acquire())) return null;
    const report = await reapOnce(deps, reaperOptions);
    const closed = report.stalePending + report.workerDead + report.staleProcessing;
    if (closed + report.redispatched > 0) {
      log(`[reaper] closed STALE_PENDING=${report.stalePending} WORKER_DEAD=${report.workerDead} STALE_PROCESSING=${report.staleProcessing}; re-dispatched ${report.redispatched} (${report.ms} ms)`);
    }
    if (report.heartbeatsError) log(`[reaper] could not look at the heartbeats: ${report.heartbeatsError}`);
    if (report.chargesReconciled > 0) log(`[reaper] recorded ${report.chargesReconciled} charge(s) the office made for failed issuances`);
    if (report.chargesError) log(`[reaper] fee reconciliation paused: ${report.chargesError}`);
    if (report.notificationsSent > 0) log(`[reaper] sent ${report.notificationsSent} notification(s) whose attempt died after its commit`);
    if (report.notificationsError) log(`[reaper] unsent notifications wait for the next tick: ${report.notificationsError}`);
    if (report.workerDeadDeferred > 0) {
      log(`[reaper] ${report.workerDeadDeferred} PROCESSING task(s) left open: their heartbeats are missing or unread, and have not been watched without a break for a TTL (reaper start, Redis restarted or flushed, connection closed, or a gap in the looks)`);
    }
    return report;
  }

  const scheduledTick = (): void => {
    running = running.then(tick).catch((error: Error) => log(`[reaper] tick failed: ${error.message}`));
  };
  const timer = options.schedule === false ? null : setInterval(scheduledTick, env.REAPER_INTERVAL_MS);
  // The first tick at once: lost jobs are re-sent without waiting an interval, and the heartbeat
  // watch starts counting (a missing heartbeat is trusted a TTL after its first look).
  if (timer) scheduledTick();
  return {
    tick: () => (running = running.then(tick)) as Promise<ReapReport | null>,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
      heartbeats.close();
      await lock.release();
    },
  };
}
