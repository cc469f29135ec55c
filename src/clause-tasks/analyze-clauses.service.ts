import type { Database } from '../infra/database';
import { DomainError } from '../errors/domain-error';
import type { NestsService } from '../nests/nests.service';
import type { UserQuota } from '../quotas/windowed-quota';
import { DispatchFailedError, type TaskDispatcher } from '../tasks/dispatch';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { insertTask } from '../tasks/transitions';
import { validateClauses } from './clause-input.limits';

export interface AnalyzeClausesDeps {
  db: Database;
  nests: NestsService;
  dispatcher: TaskDispatcher;
  publisher: TaskEventsPublisher;
  /** The caller's clause quota (SPEC §10), one point per clause. Absent: not limited. */
  quota?: UserQuota;
}

/**
 * `analyzeClauses(nestId, clauses)` (SPEC §8): one CLAUSE_ANALYSIS task per clause (PENDING, stage
 * SEARCH), all created in one transaction after the limits and ownership checks, published after
 * commit, then each dispatched to `clause-search` (SPEC §3). Returns the tasks in input order.
 * The clauses spend one point each of the user's clause quota before any row is written; a call
 * the quota cannot cover whole is refused (RATE_LIMITED) and writes nothing.
 *
 * When some enqueue fails, those rows are FAILED(DISPATCH_FAILED) and the call fails as a whole
 * with INTERNAL_SERVER_ERROR, as SPEC §3 asks: `details.failedTaskIds` names them and
 * `details.taskIds` lists every task in input order — the others are queued and run, and a client
 * follows them by id. Returning normally would leave a client that reads only the payload unaware
 * that some clause will never be analysed.
 */
export async function analyzeClauses(
  deps: AnalyzeClausesDeps,
  userId: string,
  nestId: string,
  clauses: string[],
): Promise<TaskRow[]> {
  validateClauses(clauses);
  let charged = false;
  const created = await deps.db
    .transaction(async (tx) => {
      const nest = await deps.nests.getOwnedNest(tx, userId, nestId);
      // After the checks, so bad input and another user's nest cost nothing; before any insert.
      await deps.quota?.take(userId, clauses.length);
      charged = true;
      const tasks: TaskRow[] = [];
      for (const clause of clauses) {
        tasks.push(
          await insertTask(tx, { kind: 'CLAUSE_ANALYSIS', nestId: nest.id, stage: 'SEARCH', input: { clause } }),
        );
      }
      return tasks;
    })
    .catch(async (error: unknown) => {
      // Nothing was committed: the points go back (a lost refund only waits for the window to reset).
      if (charged) await deps.quota?.give(userId, clauses.length).catch(() => undefined);
      throw error;
    });
  await deps.publisher.publish(...created);
  return dispatchAll(deps.dispatcher, created);
}

/** Dispatches every task, in parallel: one slow or failed enqueue must not hold back the others. */
async function dispatchAll(dispatcher: TaskDispatcher, tasks: TaskRow[]): Promise<TaskRow[]> {
  const outcomes = await Promise.allSettled(tasks.map((task) => dispatcher.dispatch(task)));
  const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failed.length === 0) return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<TaskRow>).value);
  const unexpected = failed.findIndex((error) => !(error instanceof DispatchFailedError));
  if (unexpected >= 0) throw failed[unexpected];
  const failedTaskIds = (failed as DispatchFailedError[]).map((error) => error.taskId);
  throw new DomainError(
    'INTERNAL_SERVER_ERROR',
    `The clauses were recorded but ${failedTaskIds.length} of ${tasks.length} could not be queued; those tasks are FAILED(DISPATCH_FAILED). Try them again.`,
    { taskId: failedTaskIds[0], failedTaskIds, taskIds: tasks.map((task) => task.id) },
  );
}
