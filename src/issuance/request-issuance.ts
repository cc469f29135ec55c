import type { Database } from '../infra/database';
import { DomainError } from '../errors/domain-error';
import type { NestsService } from '../nests/nests.service';
import type { UserQuota } from '../quotas/windowed-quota';
import { DispatchFailedError, type TaskDispatcher } from '../tasks/dispatch';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { insertTask, markFailed } from '../tasks/transitions';
import { issuancesOfNest, lockActiveTask } from './issuance.storage';
import { adoptionInput, DEFAULT_RECEIPT_VALIDITY_MS, findAdoptableReceipt } from './receipt-adoption';

export interface RequestIssuanceDeps {
  db: Database;
  nests: NestsService;
  dispatcher: TaskDispatcher;
  publisher: TaskEventsPublisher;
  /** A PENDING task older than this is stale and replaced (SPEC §4.1). Default 5 min. */
  stalePendingAfterMs: number;
  /** The caller's paid-issuance quota (SPEC §10), spent only when a task is created. Absent: not limited. */
  quota?: UserQuota;
  /**
   * A FAILED issuance of the nest charged within this window has its receipt adopted by the new
   * task instead of a new payment (SPEC §4.3, see receipt-adoption.ts). Default 24 h; 0: never.
   */
  receiptValidityMs?: number;
  /** A seam for tests: runs between the unlocked read and the locked re-read of a stale row. */
  beforeStaleRecheck?: (task: TaskRow) => Promise<void>;
}

export interface RequestIssuanceResult {
  task: TaskRow;
  reused: boolean;
}

/**
 * `requestRegistryIssuance` (SPEC §4.1). The nest row lock serialises concurrent requests of one
 * nest, so any number of them produce at most one active issuance task; the new task is
 * dispatched only after the transaction that created it has committed. Creating a task spends a
 * point of the user's paid-issuance quota; a refused request (RATE_LIMITED) creates nothing.
 * A new task names on its input the receipt of a failed, charged issuance of the nest it is to
 * adopt, if any (SPEC §4.3).
 */
export async function requestRegistryIssuance(
  deps: RequestIssuanceDeps,
  userId: string,
  nestId: string,
): Promise<RequestIssuanceResult> {
  const changed: TaskRow[] = [];
  const validityMs = deps.receiptValidityMs ?? DEFAULT_RECEIPT_VALIDITY_MS;
  let charged = false;
  const outcome = await deps.db
    .transaction(async (tx) => {
      const nest = await deps.nests.getOwnedNest(tx, userId, nestId, true);
      // The active issuance and the receipt a new task would adopt, in one read under the nest lock.
      // With none active, no issuance of the nest can fail or succeed while the lock is held, so
      // what is adoptable now is what it is at the insert below.
      const read = await issuancesOfNest(tx, nest.id, deps.stalePendingAfterMs, validityMs);
      const { active } = read;
      let { adoptable } = read;
      if (active && (active.task.status === 'PROCESSING' || !active.stale)) return { task: active.task, reused: true };
      if (active) {
        await deps.beforeStaleRecheck?.(active.task);
        const again = await lockActiveTask(tx, active.task.id, deps.stalePendingAfterMs);
        if (again && (again.task.status === 'PROCESSING' || !again.stale)) return { task: again.task, reused: true };
        if (again) {
          const closed = await markFailed(
            tx,
            again.task.id,
            'STALE_PENDING',
            'PENDING for longer than the stale window; replaced by a new request',
            { from: ['PENDING'] },
          );
          if (closed) changed.push(closed);
        }
        // A stale task a worker claimed after the read may have failed since, charged: its receipt is
        // the one to adopt, so the choice is read again now that nothing of the nest is active.
        adoptable = await findAdoptableReceipt(tx, nest.id, validityMs);
      }
      // Spent on the create path only, before the insert: a reused answer is free, and a refusal
      // rolls the whole transaction back (a stale row closed above stays as it was).
      await deps.quota?.take(userId);
      charged = true;
      const created = await insertTask(tx, {
        kind: 'REGISTRY_ISSUANCE',
        nestId: nest.id,
        ...(adoptable ? { input: adoptionInput(adoptable) } : {}),
      });
      changed.push(created);
      return { task: created, reused: false };
    })
    .catch(async (error: unknown) => {
      // No task was committed: the point goes back. A refund lost to a Redis error costs the user one
      // point until the window resets, which matters less than reporting the original error.
      if (charged) await deps.quota?.give(userId).catch(() => undefined);
      throw error;
    });
  await deps.publisher.publish(...changed);
  if (outcome.reused) return outcome;
  try {
    return { task: await deps.dispatcher.dispatch(outcome.task), reused: false };
  } catch (error) {
    if (error instanceof DispatchFailedError) {
      throw new DomainError(
        'INTERNAL_SERVER_ERROR',
        'The request was recorded but could not be queued; the task is FAILED(DISPATCH_FAILED). Try again.',
        { taskId: error.taskId },
      );
    }
    throw error;
  }
}
