import type { Database } from '../infra/database';
import { queueForTask, type QueueName } from './jobs';
import type { TaskEventsPublisher } from './task-events.publisher';
import type { TaskRow } from './task.types';
import { findTask, markFailed, recordJobId } from './transitions';

/** What dispatch needs from a queue: Bee-Queue in production, anything in a unit test. */
export interface TaskEnqueuer {
  enqueue(name: QueueName, jobId: string, taskId: string, runAt?: Date | null): Promise<string>;
}

/** The enqueue failed: the task row is FAILED(DISPATCH_FAILED) and says so. */
export class DispatchFailedError extends Error {
  override name = 'DispatchFailedError';
  constructor(
    readonly taskId: string,
    cause: unknown,
  ) {
    super(`task ${taskId} could not be queued: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** What sending a task's named job needs from its row. */
export type NamedJob = Pick<TaskRow, 'id' | 'kind' | 'stage' | 'jobId' | 'nextRetryAt'>;

/** The job id of a task's first job: the task id itself (SPEC §3). */
export const firstJobId = (taskId: string): string => taskId;
/** The job id of a scheduled retry: deterministic, so the row can name it before it exists. */
export const retryJobId = (taskId: string, retryCount: number, stage?: string | null): string =>
  `${taskId}:${stage ? `${stage.toLowerCase()}:` : ''}r${retryCount + 1}`;

/**
 * The job id of a task run alone after it lost its worker (see `isolateTask`): a worker process
 * runs such a job with nothing else beside it. Numbered by the loss, so each isolation is a new job.
 */
export const isolatedJobId = (taskId: string, redeliveryCount: number): string =>
  `${taskId}:isolated:${redeliveryCount}`;
export const isIsolatedJobId = (jobId: string): boolean => jobId.includes(':isolated:');

/**
 * Dispatch, the database first (SPEC §3): the caller has committed the PENDING row; this enqueues
 * its job and stores the job id. When the enqueue fails the same row becomes
 * FAILED(DISPATCH_FAILED), so a row always explains what happened to a request — unless a worker
 * has already started it, which proves the job was queued after all.
 */
export class TaskDispatcher {
  constructor(
    private readonly db: Database,
    private readonly enqueuer: TaskEnqueuer,
    private readonly publisher: TaskEventsPublisher,
  ) {}

  async dispatch(task: TaskRow): Promise<TaskRow> {
    const queue = queueForTask(task);
    const jobId = firstJobId(task.id);
    try {
      await this.enqueuer.enqueue(queue, jobId, task.id);
    } catch (error) {
      const failed = await markFailed(
        this.db,
        task.id,
        'DISPATCH_FAILED',
        `enqueue to ${queue} failed: ${(error as Error).message}`,
        { from: ['PENDING'] },
      );
      if (failed) {
        await this.publisher.publish(failed);
        throw new DispatchFailedError(task.id, error);
      }
      // The row left PENDING without us: a worker took the job, so the enqueue did reach the queue
      // and only its answer was lost or late (ENQUEUE_TIMEOUT_MS). The task runs; telling the
      // caller it failed would be false, and a request made again would be charged twice.
      const current = await findTask(this.db, task.id);
      if (!current || current.status === 'FAILED') throw new DispatchFailedError(task.id, error);
      await recordJobId(this.db, task.id, jobId);
      return { ...current, jobId: current.jobId ?? jobId };
    }
    await recordJobId(this.db, task.id, jobId);
    return { ...task, jobId };
  }

  /**
   * Sends the job the row names (`job_id`, at `next_retry_at` if set): a scheduled retry, the next
   * stage of a chain, or a job Redis lost (the reaper). Throws when the queue cannot be reached;
   * the row still names the job, so the reaper sends it again later.
   */
  async sendNamedJob(task: NamedJob): Promise<void> {
    const jobId = task.jobId ?? firstJobId(task.id);
    await this.enqueuer.enqueue(queueForTask(task), jobId, task.id, task.nextRetryAt);
    if (!task.jobId) await recordJobId(this.db, task.id, jobId);
  }
}
