import type { TaskErrorCode, TaskKind, TaskRow, TaskStatus } from '../tasks/task.types';
import type { Page } from '../infra/keyset-cursor';

/** Jobs in one Bee-Queue queue, as Bee-Queue counts them. */
export interface QueueStat {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
}

/** A worker process with a live heartbeat key, and what it consumes. */
export interface WorkerStat {
  id: string;
  queues: string[];
  lastBeatAt: Date;
}

/** FAILED tasks of one kind and error code. */
export interface FailureCount {
  kind: TaskKind;
  errorCode: TaskErrorCode;
  count: number;
}

export const OPERATOR_ACTIONS = ['CANCEL', 'REDRIVE'] as const;
export type OperatorActionKind = (typeof OPERATOR_ACTIONS)[number];

/** One row of the audit of operator actions: who, when, what, why. */
export interface OperatorAction {
  id: string;
  at: Date;
  operatorId: string;
  action: OperatorActionKind;
  taskId: string;
  /** The task a redrive created; null for a cancel. */
  newTaskId: string | null;
  reason: string;
}

/** One committed transition of a task, as the event log keeps it (an operator's timeline). */
export interface TaskEventRow {
  version: number;
  at: Date;
  fromStatus: string | null;
  toStatus: string;
  errorCode: string | null;
  workerId: string | null;
  attempt: number;
  /** What the writer noted: a retry's cause, a hand-off, a cancel's reason (raw text: operators only). */
  note: string | null;
}

/** Which of every user's tasks an operator lists. */
export interface OpsTaskFilter {
  kind?: TaskKind | null;
  status?: TaskStatus | null;
  errorCode?: TaskErrorCode | null;
  first?: number | null;
  after?: string | null;
}

/** The system at a glance, as `opsUpdated` pushes it: the default view of every list. */
export interface OpsSnapshot {
  queues: QueueStat[];
  workers: WorkerStat[];
  /** FAILED tasks of the last 24 hours. */
  failures: FailureCount[];
  /** The newest tasks of every user (first page, no filter). */
  tasks: Page<TaskRow>;
  /** The newest operator actions. */
  actions: OperatorAction[];
}
