import { count } from '../metrics/metrics';
import type { ReaperDeps, ReaperOptions } from './reaper.types';
import { closeStalePendingRows, closeStaleProcessingRows } from './reaper.sql';
import type { TaskRow } from './task.types';

type ClosureDeps = Pick<ReaperDeps, 'db' | 'publisher' | 'onClosed'>;

/** PENDING longer than its window → FAILED(STALE_PENDING). Returns how many were closed. */
export async function closeStalePending(deps: ClosureDeps, options: ReaperOptions, limit: number): Promise<number> {
  const closed = await closeStalePendingRows(deps.db, options.stalePendingAfterMs, limit);
  await deps.publisher.publish(...closed);
  countClosures(closed);
  return closed.length;
}

/**
 * An attempt running longer than its window, not counting a retry still ahead →
 * FAILED(STALE_PROCESSING); what the attempt left half-done is released. Returns how many were closed.
 */
export async function closeStaleProcessing(deps: ClosureDeps, options: ReaperOptions, limit: number): Promise<number> {
  const closed = await closeStaleProcessingRows(deps.db, options.staleProcessingAfterMs, limit);
  await deps.publisher.publish(...closed);
  countClosures(closed);
  if (closed.length > 0) await deps.onClosed?.(closed);
  return closed.length;
}

function countClosures(rows: TaskRow[]): void {
  for (const row of rows) {
    count('task_closures_total', { code: row.errorCode!, by: 'reaper' });
    count('task_failures_total', { kind: row.kind, code: row.errorCode! });
  }
}
