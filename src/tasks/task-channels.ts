import type { TaskRow } from './task.types';

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

/** The message: the whole row after the transition, so a subscriber needs no read. */
export function encodeTaskMessage(row: TaskRow): string {
  return JSON.stringify(row);
}

const DATE_FIELDS = ['lastAttemptAt', 'nextRetryAt', 'createdAt', 'startedAt', 'finishedAt', 'updatedAt'] as const;

export function decodeTaskMessage(message: string): TaskRow {
  const row = JSON.parse(message) as Record<string, unknown>;
  for (const field of DATE_FIELDS) {
    if (typeof row[field] === 'string') row[field] = new Date(row[field] as string);
  }
  return row as unknown as TaskRow;
}
