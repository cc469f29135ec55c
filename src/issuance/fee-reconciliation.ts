import type { Database } from '../infra/database';
import { count } from '../metrics/metrics';
import type { RegistryOfficeProvider } from '../registry-office/registry-office.provider';
import { recordCharge } from './fee-ledger';

export interface FeeReconciliation {
  /** Tasks asked about. */
  checked: number;
  /** Charges the office had made that the ledger lacked, now recorded. */
  recorded: number;
  /** A look-up failed (office unreachable): this call stopped there; the rest wait for a later one. */
  failed: number;
}

/**
 * Asks the office, for each failed issuance queued by the `fee_checks` trigger, whether it charged
 * under the task's idempotency key, and records any charge the ledger lacks — so the ledger and the
 * office agree even when the attempt that paid never got to write its ledger row. Each task is
 * asked until one look-up answers; `recordCharge` is idempotent, so a charge an attempt did record
 * is never counted twice. Oldest first, at most `limit` a call.
 */
export async function reconcileFailedCharges(db: Database, office: Pick<RegistryOfficeProvider, 'findReceipt'>, limit = 20): Promise<FeeReconciliation> {
  const { rows } = await db.query<{ task_id: string }>(
    `select task_id from fee_checks where checked_at is null order by due_at limit $1`, [limit]);
  const result: FeeReconciliation = { checked: 0, recorded: 0, failed: 0 };
  for (const { task_id: taskId } of rows) {
    let receiptId: string | null = null;
    try {
      const receipt = await office.findReceipt(taskId);
      if (receipt) {
        receiptId = receipt.receiptId;
        const { recorded } = await recordCharge(db, { effectKey: taskId, taskId, receiptId: receipt.receiptId, feeKrw: receipt.feeKrw });
        if (recorded) {
          result.recorded += 1;
          count('effects_total', { effect: 'charge_reconciled' });
        }
      }
    } catch {
      // The office is likely down: asking the next ones would only add a timeout each.
      result.failed += 1;
      break;
    }
    await db.query(`update fee_checks set checked_at = now(), receipt_id = $2 where task_id = $1`, [taskId, receiptId]);
    result.checked += 1;
  }
  return result;
}
