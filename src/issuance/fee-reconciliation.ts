import type { Database } from '../infra/database';
import { count } from '../metrics/metrics';
import {
  RegistryOfficeError,
  type IssuedCertificate,
  type RegistryOfficeProvider,
} from '../registry-office/registry-office.provider';
import type { KeepGoing } from '../worker-runtime/leader-pass-gate';
import { closeFeeCheck, deferFeeCheck, dueFeeChecks } from './fee-checks.storage';
import { recordCharge } from './fee-ledger.storage';
import { log } from '../logging/logger';

export interface FeeReconciliation {
  /** Tasks whose check the office answered (a charge or none), now closed. */
  checked: number;
  /** Charges the office had made that the ledger lacked, now recorded. */
  recorded: number;
  /** 1 when the office as a whole failed (unreachable, no answer in time, 5xx): the call stopped there. */
  failed: number;
  /** The office's failure that stopped the call, when `failed`. */
  officeError?: string;
  /** Look-ups the office failed for that receipt alone (a 4xx, an unreadable answer): each put off on its own row. */
  deferred: number;
}

/** When a receipt the office failed for alone is asked about again. */
export interface FeeCheckRetryPolicy {
  /** Wait after the first such failure, doubled after each further one. Default 1 min. */
  baseDelayMs: number;
  /** Longest wait. Default 1 h. */
  maxDelayMs: number;
}

export const DEFAULT_FEE_CHECK_RETRY: FeeCheckRetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 60 * 60_000 };

export interface ReconcileOptions {
  /** Most checks asked about in one call. Default 20. */
  limit?: number;
  /** Default {@link DEFAULT_FEE_CHECK_RETRY}. */
  retry?: FeeCheckRetryPolicy;
  /** Asked before each look-up; false ends the call, the rest waits for the next. Default: go on. */
  keepGoing?: KeepGoing;
}

type LookUp = { receipt: IssuedCertificate | null } | { failure: 'office' | 'request'; message: string };

/**
 * Asks the office, for each failed issuance queued by the `fee_checks` trigger, whether it charged
 * under the task's idempotency key, and records any charge the ledger lacks — so the ledger and the
 * office agree even when the attempt that paid never got to write its ledger row. `recordCharge`
 * is idempotent, so a charge an attempt did record is never counted twice. The office being away
 * stops the call (each further look-up would only wait for its timeout); a receipt the office
 * cannot answer for puts off that check alone, so it never holds up the ones after it.
 */
export async function reconcileFailedCharges(
  db: Database,
  office: Pick<RegistryOfficeProvider, 'findReceipt'>,
  options: ReconcileOptions = {},
): Promise<FeeReconciliation> {
  const { limit = 20, retry = DEFAULT_FEE_CHECK_RETRY, keepGoing = async () => true } = options;
  const result: FeeReconciliation = { checked: 0, recorded: 0, failed: 0, deferred: 0 };
  for (const taskId of await dueFeeChecks(db, limit)) {
    if (!(await keepGoing())) break;
    const answer = await lookUp(office, taskId);
    if ('failure' in answer && answer.failure === 'office') {
      Object.assign(result, { failed: 1, officeError: answer.message });
      break;
    }
    if ('failure' in answer) {
      const failures = await deferFeeCheck(db, taskId, answer.message, retry);
      log().warn({ taskId, failures, reason: answer.message }, 'receipt look-up put off');
      result.deferred += 1;
      continue;
    }
    if (
      answer.receipt &&
      (
        await recordCharge(db, {
          effectKey: taskId,
          taskId,
          receiptId: answer.receipt.receiptId,
          feeKrw: answer.receipt.feeKrw,
        })
      ).recorded
    ) {
      result.recorded += 1;
      count('effects_total', { effect: 'charge_reconciled' });
    }
    await closeFeeCheck(db, taskId, answer.receipt?.receiptId ?? null);
    result.checked += 1;
  }
  return result;
}

/** Only a failure the office blames on this request moves past it; any other, unknown ones included, waits for the office. */
async function lookUp(office: Pick<RegistryOfficeProvider, 'findReceipt'>, taskId: string): Promise<LookUp> {
  try {
    return { receipt: await office.findReceipt(taskId) };
  } catch (error) {
    const scope = error instanceof RegistryOfficeError ? error.scope : 'office';
    return { failure: scope, message: error instanceof Error ? error.message : String(error) };
  }
}
