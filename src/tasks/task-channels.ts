import type { TaskRow } from './task.types';
import type { TraceCarrier } from '../tracing/trace-context';

/**
 * The Redis pub/sub channels of task transitions: one per task and one per nest, so each API
 * replica subscribes only to what its clients watch (no global channel filtered per subscriber).
 */
export interface TaskChannels {
  task(taskId: string): string;
  nest(nestId: string): string;
}

export function taskChannels(prefix: string): TaskChannels {
  return {
    task: (taskId) => `${prefix}:task:${taskId}`,
    nest: (nestId) => `${prefix}:nest:${nestId}`,
  };
}

/**
 * The message: the whole row after the transition, so a subscriber needs no read; with tracing on,
 * also `traceparent` (and `tracestate`) of the publish, which a subscription's delivery links to.
 */
export function encodeTaskMessage(row: TaskRow, trace: TraceCarrier = {}): string {
  const json = JSON.stringify(row);
  if (!trace.traceparent) return json;
  // Appended to the row's object rather than copied into a new one: this runs for every publish.
  const state = trace.tracestate ? `,"tracestate":${JSON.stringify(trace.tracestate)}` : '';
  return `${json.slice(0, -1)},"traceparent":${JSON.stringify(trace.traceparent)}${state}}`;
}

const DATE_FIELDS = ['lastAttemptAt', 'nextRetryAt', 'createdAt', 'startedAt', 'finishedAt', 'updatedAt'] as const;

export function decodeTaskMessage(message: string): TaskRow {
  return decodeTaskMessageWithTrace(message).row;
}

/** The row and the trace context of the publish that sent it (empty when it was sent untraced). */
export function decodeTaskMessageWithTrace(message: string): { row: TaskRow; trace: TraceCarrier } {
  const { traceparent, tracestate, ...row } = JSON.parse(message) as Record<string, unknown>;
  for (const field of DATE_FIELDS) {
    if (typeof row[field] === 'string') row[field] = new Date(row[field]);
  }
  const trace: TraceCarrier =
    typeof traceparent === 'string' ? { traceparent, ...(typeof tracestate === 'string' ? { tracestate } : {}) } : {};
  return { row: row as unknown as TaskRow, trace };
}
