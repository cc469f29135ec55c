import type Redis from 'ioredis';
import type { Database } from '../infra/database';
import type { HeartbeatWatch } from '../worker-runtime/heartbeat-watch';
import type { KeepGoing, PassGate } from '../worker-runtime/leader-pass-gate';
import type { ClosedTasksHook } from './closed-task-cleanup';
import type { TaskDispatcher } from './dispatch';
import type { QueueName } from './jobs';
import type { TaskEventsPublisher } from './task-events.publisher';

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
  /**
   * Records charges the office made for failed issuances that the ledger lacks (fee-reconciliation.ts),
   * asking `keepGoing` before each look-up.
   */
  reconcileCharges?: (
    keepGoing: KeepGoing,
  ) => Promise<{ recorded: number; failed: number; deferred?: number; officeError?: string }>;
  /** Sends the notifications that are due (notification-outbox.ts), asking `keepGoing` before each. */
  sendDueNotifications?: (keepGoing: KeepGoing) => Promise<number>;
  /**
   * Renews the leader lock before each pass and bounds each pass in time (LeaderPassGate); a pass
   * asks it between its items. Default: every pass runs to its end (a lone reapOnce).
   */
  gate?: PassGate;
}
