import type { Env } from '../config/env';
import type { RetryPolicy } from './retry-policy';
import type { TaskRow } from './task.types';

/** What each queue runs and how: its retry policy (SPEC §5) and how many jobs a process runs at once. */
interface JobDeclaration {
  retryPolicy(env: Env): RetryPolicy;
  concurrency(env: Env): number;
}

/** Retries waiting `delayMs`, then 2×, 4×, …: for work whose failures are a service's. */
const exponential = (maxRetries: number, delayMs: number): RetryPolicy => ({
  maxRetries,
  backoff: 'exponential',
  delayMs,
});
/** As many jobs at once as the process's WORKER_CONCURRENCY. */
const perWorker = (env: Env): number => env.WORKER_CONCURRENCY;

/**
 * Every job, declared once, by the name of its queue. The enqueuer (`queueForTask`), the worker
 * (`startWorkers`: policy and concurrency) and the reaper read it from here; each queue's handler
 * factory is in `workers/handlers.ts`, keyed by these names and checked complete by the compiler,
 * so that the API, which enqueues, never loads a handler.
 */
export const JOBS = {
  issuance: {
    retryPolicy: (env) => exponential(env.ISSUANCE_MAX_RETRIES, env.ISSUANCE_RETRY_BASE_MS),
    concurrency: perWorker,
  },
  ocr: {
    retryPolicy: (env) => ({ maxRetries: env.OCR_MAX_RETRIES, backoff: 'fixed', delayMs: env.OCR_RETRY_DELAY_MS }),
    concurrency: () => 1, // one job at a time per process: one OCR engine (SPEC §4.4)
  },
  'registry-analysis': {
    retryPolicy: (env) => exponential(env.REGISTRY_ANALYSIS_MAX_RETRIES, env.REGISTRY_ANALYSIS_RETRY_BASE_MS),
    concurrency: perWorker,
  },
  'clause-search': {
    retryPolicy: (env) => exponential(env.CLAUSE_SEARCH_MAX_RETRIES, env.CLAUSE_SEARCH_RETRY_BASE_MS),
    concurrency: perWorker,
  },
  'clause-llm': {
    retryPolicy: (env) => exponential(env.CLAUSE_LLM_MAX_RETRIES, env.CLAUSE_LLM_RETRY_BASE_MS),
    concurrency: perWorker,
  },
} satisfies Record<string, JobDeclaration>;

export type QueueName = keyof typeof JOBS;
export const QUEUE_NAMES = Object.keys(JOBS) as QueueName[];

/** The queue that runs a task in its current state. */
export function queueForTask(task: Pick<TaskRow, 'kind' | 'stage'>): QueueName {
  switch (task.kind) {
    case 'REGISTRY_ISSUANCE':
      return 'issuance';
    case 'OCR':
      return 'ocr';
    case 'REGISTRY_ANALYSIS':
      return 'registry-analysis';
    case 'CLAUSE_ANALYSIS':
      return task.stage === 'LLM' ? 'clause-llm' : 'clause-search';
  }
}

export function parseQueueList(list: string): QueueName[] {
  if (list.trim() === '') return [...QUEUE_NAMES];
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(QUEUE_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`unknown queue(s): ${unknown.join(', ')}; known: ${QUEUE_NAMES.join(', ')}`);
  return names as QueueName[];
}
