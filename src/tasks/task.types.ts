import type { QueryResultRow } from 'pg';

/**
 * Terminology
 * - task: one user request (or one step it led to), one row in `tasks` for its whole life.
 * - kind: what the task does (REGISTRY_ISSUANCE, OCR, REGISTRY_ANALYSIS, CLAUSE_ANALYSIS).
 * - transition: a committed change of a task row; each bumps `version` and appends a task event.
 * - attempt: one physical execution by a worker. `retryCount` counts the attempts after the first;
 *   it doubles as the fencing token that lets only the newest attempt finish the task.
 * - job: the Bee-Queue message that asks a worker to run a task (job id = task id).
 */
export const TASK_KINDS = ['REGISTRY_ISSUANCE', 'OCR', 'REGISTRY_ANALYSIS', 'CLAUSE_ANALYSIS'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const FINAL_STATUSES: readonly TaskStatus[] = ['SUCCESS', 'FAILED'];
export const isFinal = (status: TaskStatus): boolean => status === 'SUCCESS' || status === 'FAILED';

export const TASK_ERROR_CODES = [
  'DISPATCH_FAILED',
  'STALE_PENDING',
  'STALE_PROCESSING',
  'WORKER_DEAD',
  'AUTOMATION_FAILED',
  'DUPLICATE_PAYMENT',
  'UPLOAD_FAILED',
  'SAVE_FAILED',
  'OCR_FAILED',
  'PARSE_FAILED',
  'ANALYSIS_FAILED',
  'LLM_FAILED',
  'UNKNOWN',
  // Closed by an operator (cancelTask, contract/ops.graphql).
  'CANCELLED',
] as const;
export type TaskErrorCode = (typeof TASK_ERROR_CODES)[number];

export const CLAUSE_STAGES = ['SEARCH', 'LLM', 'DONE'] as const;
export type ClauseStage = (typeof CLAUSE_STAGES)[number];

/** A task row as the application sees it. */
export interface TaskRow {
  id: string;
  kind: TaskKind;
  status: TaskStatus;
  nestId: string;
  parentId: string | null;
  fileId: string | null;
  stage: ClauseStage | null;
  input: Record<string, unknown>;
  errorCode: TaskErrorCode | null;
  errorMessage: string | null;
  retryCount: number;
  redeliveryCount: number;
  lastErrorCode: TaskErrorCode | null;
  lastAttemptAt: Date | null;
  nextRetryAt: Date | null;
  workerId: string | null;
  jobId: string | null;
  version: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
  /** The FAILED task an operator's redrive runs again (redriveTask), or null. */
  redrivenFrom: string | null;
  /** How far the current attempt has got (OCR pages read), or null before it reports. */
  progress: TaskProgress | null;
}

/** Progress of an attempt: `done` of `total` units (`page`). */
export interface TaskProgress {
  done: number;
  total: number;
  unit: string;
}

/** The columns of `tasks` in the order `toTaskRow` reads them. */
export const TASK_COLUMNS = `id, kind, status, nest_id, parent_id, file_id, stage, input, error_code, error_message,
  retry_count, redelivery_count, last_error_code, last_attempt_at, next_retry_at, worker_id, job_id,
  version, created_at, started_at, finished_at, updated_at, redriven_from, progress`;

/** A `tasks` row as PostgreSQL returns it (TASK_COLUMNS), before `toTaskRow` names it. */
export interface TaskColumns {
  id: string;
  kind: TaskKind;
  status: TaskStatus;
  nest_id: string;
  parent_id: string | null;
  file_id: string | null;
  stage: ClauseStage | null;
  input: Record<string, unknown> | null;
  error_code: TaskErrorCode | null;
  error_message: string | null;
  retry_count: number;
  redelivery_count: number;
  last_error_code: TaskErrorCode | null;
  last_attempt_at: Date | null;
  next_retry_at: Date | null;
  worker_id: string | null;
  job_id: string | null;
  version: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
  redriven_from?: string | null;
  progress?: TaskProgress | null;
}

export function toTaskRow(row: QueryResultRow): TaskRow {
  const r = row as TaskColumns;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    nestId: r.nest_id,
    parentId: r.parent_id,
    fileId: r.file_id,
    stage: r.stage,
    input: r.input ?? {},
    errorCode: r.error_code,
    errorMessage: r.error_message,
    retryCount: r.retry_count,
    redeliveryCount: r.redelivery_count,
    lastErrorCode: r.last_error_code,
    lastAttemptAt: r.last_attempt_at,
    nextRetryAt: r.next_retry_at,
    workerId: r.worker_id,
    jobId: r.job_id,
    version: r.version,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    updatedAt: r.updated_at,
    redrivenFrom: r.redriven_from ?? null,
    progress: r.progress ?? null,
  };
}
