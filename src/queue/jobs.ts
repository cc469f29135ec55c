import { z } from 'zod';
import type { Env } from '../config/env';
import type { RetryPolicy } from '../tasks/retry-policy';
import type { TaskRow } from '../tasks/task.types';

/** Every queue, declared once; the enqueuer and the worker both read it from here. */
export const QUEUE_NAMES = ['issuance', 'ocr', 'registry-analysis', 'clause-search', 'clause-llm'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/**
 * Every job carries only its task id — the row is the truth, the job only says "run it" — and,
 * with tracing on, the W3C context of the span that sent it, which its deliveries (a redelivery
 * too: Bee-Queue hands on the same payload) continue.
 */
export const jobPayloadSchema = z.object({
  taskId: z.string().uuid(),
  traceparent: z.string().max(256).optional(),
  tracestate: z.string().max(512).optional(),
});
export type JobPayload = z.infer<typeof jobPayloadSchema>;

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

/** The retry policy of each queue (SPEC §5), from configuration. */
export function retryPolicies(env: Env): Record<QueueName, RetryPolicy> {
  return {
    issuance: { maxRetries: env.ISSUANCE_MAX_RETRIES, backoff: 'exponential', delayMs: env.ISSUANCE_RETRY_BASE_MS },
    ocr: { maxRetries: env.OCR_MAX_RETRIES, backoff: 'fixed', delayMs: env.OCR_RETRY_DELAY_MS },
    'registry-analysis': { maxRetries: env.REGISTRY_ANALYSIS_MAX_RETRIES, backoff: 'exponential', delayMs: env.REGISTRY_ANALYSIS_RETRY_BASE_MS },
    'clause-search': { maxRetries: env.CLAUSE_SEARCH_MAX_RETRIES, backoff: 'exponential', delayMs: env.CLAUSE_SEARCH_RETRY_BASE_MS },
    'clause-llm': { maxRetries: env.CLAUSE_LLM_MAX_RETRIES, backoff: 'exponential', delayMs: env.CLAUSE_LLM_RETRY_BASE_MS },
  };
}

export function parseQueueList(list: string): QueueName[] {
  if (list.trim() === '') return [...QUEUE_NAMES];
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(QUEUE_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`unknown queue(s): ${unknown.join(', ')}; known: ${QUEUE_NAMES.join(', ')}`);
  return names as QueueName[];
}
