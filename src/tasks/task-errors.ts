import type { TaskErrorCode } from './task.types';

/**
 * A failure a handler understands. Whether it is worth another attempt is said by the type, never
 * by matching message strings: `TransientFailure` is retried per the kind's policy,
 * `PermanentFailure` ends the task at once.
 */
export abstract class TaskFailure extends Error {
  abstract readonly retryable: boolean;
  constructor(
    readonly code: TaskErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export class TransientFailure extends TaskFailure {
  override name = 'TransientFailure';
  readonly retryable = true;
  /** A delay the other side asked for (Retry-After), overriding the policy's own. */
  retryAfterMs?: number;
}

export class PermanentFailure extends TaskFailure {
  override name = 'PermanentFailure';
  readonly retryable = false;
}

/**
 * This attempt no longer holds the row: a redelivery re-entered it, the reaper closed it, or it
 * was already final. The attempt stops without touching the row; its effects were idempotent.
 */
export class AttemptSupersededError extends Error {
  override name = 'AttemptSupersededError';
  constructor(readonly taskId: string) {
    super(`task ${taskId}: this attempt no longer holds the row`);
  }
}
