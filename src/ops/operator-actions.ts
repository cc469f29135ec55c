import { badInput, DomainError, notFound } from '../errors/domain-error';
import type { Database, Queryable } from '../infra/database';
import { codePointLength } from '../input/input-text.rules';
import { adoptionInput, DEFAULT_RECEIPT_VALIDITY_MS, findAdoptableReceipt } from '../issuance/receipt-adoption';
import { newestActiveIssuance } from '../issuance/issuance.storage';
import { isUuid } from '../nests/nests.service';
import { findNest } from '../nests/nests.storage';
import { DispatchFailedError, type TaskDispatcher } from '../tasks/dispatch';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { insertTask, markFailed } from '../tasks/transitions';
import { insertAudit, linkRedrive, lockTask, redriveOf } from './ops.storage';

export interface OperatorActionsDeps {
  db: Database;
  publisher: TaskEventsPublisher;
  dispatcher: TaskDispatcher;
  /** How long a failed issuance's paid receipt may be adopted (ISSUANCE_RECEIPT_VALIDITY_MS). */
  receiptValidityMs?: number;
}

/** The longest reason an operator may give, in characters. */
export const MAX_REASON_LENGTH = 500;

/**
 * The operator's two actions (contract/ops.graphql). Each is one transaction that changes the
 * task(s) through the guarded transitions and writes its audit row; the push follows the commit.
 *
 * - cancel: PENDING or PROCESSING → FAILED(CANCELLED), under the same guard as every other closure,
 *   so of two operators cancelling at once one transition commits and the other is told the task
 *   is already final. A worker still running the task finds the row gone from under its attempt at
 *   its next guarded step (the fee's pre-check, the SUCCESS write) and stops there with no effect.
 * - redrive: a FAILED task's work as a new PENDING task of the same kind, nest and input, linked to
 *   the original (`redrivenFrom`), which never changes. A redriven issuance adopts the receipt a
 *   failed issuance of the nest was charged for, as a tenant's new request would (SPEC §4.3), so it
 *   pays the office nothing more; it is refused while another issuance of the nest is active.
 */
export class OperatorActions {
  constructor(private readonly deps: OperatorActionsDeps) {}

  async cancel(operatorId: string, taskId: string, reason: string): Promise<TaskRow> {
    const why = checkedReason(reason);
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const closed = await markFailed(
        tx,
        checkedId(taskId),
        'CANCELLED',
        `cancelled by operator ${operatorId}: ${why}`,
        { from: ['PENDING', 'PROCESSING'] },
      );
      if (!closed) {
        const task = await lockedTask(tx, taskId);
        throw badInput(
          `cancelTask: task ${taskId} is ${task.status}; only a PENDING or PROCESSING task can be cancelled`,
          { status: task.status },
        );
      }
      await insertAudit(tx, { operatorId, action: 'CANCEL', taskId: closed.id, newTaskId: null, reason: why });
      return closed;
    });
    await this.deps.publisher.publish(cancelled);
    return cancelled;
  }

  async redrive(operatorId: string, taskId: string, reason: string): Promise<{ original: TaskRow; task: TaskRow }> {
    const why = checkedReason(reason);
    const { original, created } = await this.deps.db.transaction(async (tx) => {
      const original = await lockedTask(tx, checkedId(taskId));
      if (original.status !== 'FAILED') {
        throw badInput(`redriveTask: task ${taskId} is ${original.status}; only a FAILED task can be redriven`, {
          status: original.status,
        });
      }
      // Once: a second redrive would run the work twice (an issuance whose first redrive succeeded
      // would even pay the office again). Decided under the original's row lock.
      const earlier = await redriveOf(tx, original.id);
      if (earlier)
        throw badInput(
          `redriveTask: task ${taskId} was already redriven as ${earlier}; redrive that one if it failed`,
          { taskId: earlier },
        );
      const created = await insertTask(tx, await this.redriveOf(tx, original));
      await linkRedrive(tx, created.id, original.id);
      await insertAudit(tx, { operatorId, action: 'REDRIVE', taskId: original.id, newTaskId: created.id, reason: why });
      return { original, created: { ...created, redrivenFrom: original.id } };
    });
    await this.deps.publisher.publish(created);
    try {
      return { original, task: await this.deps.dispatcher.dispatch(created) };
    } catch (error) {
      if (error instanceof DispatchFailedError) {
        throw new DomainError(
          'INTERNAL_SERVER_ERROR',
          'The redrive was recorded but could not be queued; the new task is FAILED(DISPATCH_FAILED). Try again.',
          { taskId: error.taskId },
        );
      }
      throw error;
    }
  }

  /** The new task's values: the original's kind, nest, parent, file and the input its kind starts from. */
  private async redriveOf(tx: Queryable, original: TaskRow) {
    const base = { kind: original.kind, nestId: original.nestId, parentId: original.parentId, fileId: original.fileId };
    switch (original.kind) {
      case 'REGISTRY_ISSUANCE': {
        // The nest's issuances are serialised on its row, as a tenant's request is (request-issuance.ts).
        await findNest(tx, original.nestId, true);
        const active = await newestActiveIssuance(tx, original.nestId, 0);
        if (active)
          throw badInput(
            `redriveTask: issuance ${active.task.id} of this nest is ${active.task.status}; wait for it or cancel it first`,
            { taskId: active.task.id },
          );
        const adoptable = await findAdoptableReceipt(
          tx,
          original.nestId,
          this.deps.receiptValidityMs ?? DEFAULT_RECEIPT_VALIDITY_MS,
        );
        return { ...base, input: adoptable ? adoptionInput(adoptable) : {} };
      }
      case 'CLAUSE_ANALYSIS':
        // From the first stage, with the clause alone: what the stages and attempts added is theirs.
        return { ...base, stage: 'SEARCH' as const, input: { clause: original.input['clause'] } };
      default:
        return { ...base, input: {} };
    }
  }
}

function checkedId(taskId: string): string {
  if (!isUuid(taskId)) throw notFound('task', taskId);
  return taskId;
}

function checkedReason(reason: string): string {
  const why = reason.trim();
  if (why === '') throw badInput('reason: say why (it goes into the audit of operator actions)', { field: 'reason' });
  if (codePointLength(why) > MAX_REASON_LENGTH)
    throw badInput(`reason: at most ${MAX_REASON_LENGTH} characters`, { field: 'reason' });
  return why;
}

async function lockedTask(tx: Queryable, taskId: string): Promise<TaskRow> {
  const task = await lockTask(tx, taskId);
  if (!task) throw notFound('task', taskId);
  return task;
}
