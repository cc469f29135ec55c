import type { Queryable, Database } from '../infra/database';
import { log } from '../logging/logger';
import { DispatchFailedError, type TaskDispatcher } from './dispatch';
import type { TaskEventsPublisher } from './task-events.publisher';
import { AttemptSupersededError } from './task-errors';
import type { ClauseStage, TaskKind, TaskRow } from './task.types';
import { handOff, insertTask, markSucceeded } from './transitions';

/** What a hand-off needs: the database, the push after commit, and the queue. */
export interface HandOffDeps {
  db: Database;
  publisher: Pick<TaskEventsPublisher, 'publish'>;
  dispatcher: Pick<TaskDispatcher, 'dispatch' | 'sendNamedJob'>;
}

/** The next task of a chain: its kind and the file it reads; the nest and parent are the finishing task's. */
export interface NextTask {
  kind: TaskKind;
  fileId: string;
}

export interface HandOffSteps {
  /** Writes that must commit with the SUCCESS (the OCR text, the user's notification), before it. */
  inTransaction?: (tx: Queryable) => Promise<void>;
  /** Runs after the commit and the push, before the next task is sent (a chaos test's checkpoint). */
  afterCommit?: () => Promise<void>;
}

/**
 * The hand-off to the next task, the one way a stage of the chain ends (issuance → OCR → registry
 * analysis): in one transaction, this attempt's PROCESSING → SUCCESS (guarded on the attempt: a
 * superseded attempt hands nothing on) and the next task PENDING; after the commit, both pushed,
 * then the next task dispatched. A dispatch that fails fails the next task (DISPATCH_FAILED,
 * written by the dispatcher) and never this one, which has done its work.
 */
export async function handOffToNextTask(
  deps: HandOffDeps,
  task: TaskRow,
  attempt: number,
  next: NextTask,
  steps: HandOffSteps & { succeed?: { fileId?: string } } = {},
): Promise<{ done: TaskRow; next: TaskRow }> {
  const committed = await deps.db.transaction(async (tx) => {
    await steps.inTransaction?.(tx);
    const done = await markSucceeded(tx, task.id, attempt, steps.succeed);
    if (!done) throw new AttemptSupersededError(task.id);
    const created = await insertTask(tx, {
      kind: next.kind,
      nestId: task.nestId,
      parentId: task.id,
      fileId: next.fileId,
    });
    return { done, next: created };
  });
  await deps.publisher.publish(committed.done, committed.next);
  await steps.afterCommit?.();
  try {
    await deps.dispatcher.dispatch(committed.next);
  } catch (error) {
    if (!(error instanceof DispatchFailedError)) throw error;
    log().error({ err: error, nextTaskId: committed.next.id, nextKind: next.kind }, `${next.kind} task not dispatched`);
  }
  return committed;
}

/**
 * The hand-off to the next stage of the same task (a clause's search → LLM): the row names the
 * stage's job and has no holder until that stage's worker claims it. After the commit, the row is
 * pushed and its job sent; a send that fails is left to the reaper, which re-sends the job the
 * row names.
 */
export async function handOffToNextStage(
  deps: HandOffDeps,
  task: TaskRow,
  attempt: number,
  stage: { stage: ClauseStage; nextJobId: string; inputPatch?: Record<string, unknown> },
): Promise<TaskRow> {
  const handed = await handOff(deps.db, task.id, attempt, stage);
  if (!handed) throw new AttemptSupersededError(task.id);
  await deps.publisher.publish(handed);
  try {
    await deps.dispatcher.sendNamedJob(handed);
  } catch (error) {
    log().warn({ err: error, stage: stage.stage }, `stage ${stage.stage} job not queued yet; the reaper re-sends it`);
  }
  return handed;
}
