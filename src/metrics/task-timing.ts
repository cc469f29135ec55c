import type { FailureOutcome } from '../tasks/task-attempt';
import type { TaskRow } from '../tasks/task.types';
import { observe } from './metrics';

/** How an attempt ended: its handler returned, or what recording its failure made of it. */
export type AttemptOutcome = 'success' | FailureOutcome['kind'];

/**
 * What a Bee-Queue job says of when it was queued (ms since the epoch): `timestamp` is stamped by
 * the producer that created it, `delay` is when a delayed job (a scheduled retry) became due.
 */
export interface QueuedJobTimes {
  timestamp?: number;
  delay?: number;
}

/**
 * Called when a delivery has taken its task's row: observes how long the job waited in its queue
 * and returns what observes the attempt's run time when it ends and gives it back, in seconds,
 * for the attempt's log line. Both carry the task's kind and, for a kind that runs in stages (a
 * clause analysis: SEARCH, then LLM), the stage. A redelivered
 * job keeps the timestamp of its first queueing, so its wait would count the run it lost: none is
 * observed for it.
 */
export function attemptStarted(
  job: QueuedJobTimes,
  entry: { row: Pick<TaskRow, 'kind' | 'stage'>; redelivered: boolean },
): (outcome: AttemptOutcome) => number {
  const labels = stageLabels(entry.row);
  if (!entry.redelivered) observe('task_queue_wait_seconds', labels, queueWaitSeconds(job, Date.now()));
  const started = performance.now();
  return (outcome) => {
    const seconds = (performance.now() - started) / 1000;
    observe('task_run_seconds', { ...labels, outcome }, seconds);
    return seconds;
  };
}

/** From the later of queued and due to `now`: a delayed job waits in the queue only once it is due. */
export function queueWaitSeconds(job: QueuedJobTimes, now: number): number {
  return (now - Math.max(job.timestamp ?? now, job.delay ?? 0)) / 1000;
}

function stageLabels(row: Pick<TaskRow, 'kind' | 'stage'>): Record<string, string> {
  return row.stage ? { kind: row.kind, stage: row.stage } : { kind: row.kind };
}
