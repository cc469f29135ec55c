import type { Queryable } from '../infra/database';
import { count } from '../metrics/metrics';
import type { IssuedCertificate, RegistryOfficeProvider } from '../registry-office/registry-office.provider';
import type { TaskRow } from '../tasks/task.types';
import { recordAdoption, recordCharge } from './fee-ledger.storage';
import { newestAdoptableIssuance } from './issuance.storage';

/**
 * Receipt adoption (SPEC §4.3, "once charged, only forward"): a nest whose last issuance FAILED
 * after the office charged it gets that certificate on its next request instead of paying again.
 *
 * Terminology
 * - adoption: a task reusing the receipt another task of its nest paid for; recorded in the fee
 *   ledger as its own row, with no fee.
 * - adoptable: a FAILED issuance of the nest, newer than every SUCCESS of it, that started within
 *   the validity window and may have been charged under its id (the office's idempotency key).
 *
 * The decision is split between request time and the worker. The request looks at the database
 * only — it holds the nest's row lock, and an office call there would make every request wait on
 * the office. It prefers a failed task the ledger shows charged; failing that, it names the newest
 * failed task that reached a worker, whose charge only the office may know (the ledger missed it:
 * an answer lost until the retries ran out, or a worker killed between charge and ledger row, which
 * fee reconciliation records only later). The worker, which talks to the office anyway, asks for
 * that receipt by the old task's key before it pays; a candidate never charged costs one look-up
 * answered "not found", and then the task pays as usual.
 */

/** How long a certificate is worth adopting: it shows the registry as of its issue time. Default 24 h. */
export const DEFAULT_RECEIPT_VALIDITY_MS = 24 * 60 * 60_000;

export interface AdoptableReceipt {
  /** The failed issuance whose charge would be adopted; its id is the office's idempotency key. */
  taskId: string;
  /** The receipt the ledger recorded for it; null when only the office may know of a charge. */
  receiptId: string | null;
}

/**
 * The receipt a new issuance of `nestId` should adopt, or null (pay as usual). Ledger-known charges
 * first, newest first; a charge newer than the nest's last SUCCESS only, since a request after a
 * success asks for a fresh certificate. The window counts from the failed task's start, which
 * precedes any charge under its key, so a receipt is never taken for younger than it is.
 * `validityMs` 0 adopts nothing.
 */
export function findAdoptableReceipt(
  q: Queryable,
  nestId: string,
  validityMs: number,
): Promise<AdoptableReceipt | null> {
  return newestAdoptableIssuance(q, nestId, validityMs);
}

/** The task input that tells the worker which receipt to adopt. */
export const adoptionInput = (candidate: AdoptableReceipt): Record<string, unknown> => ({
  adoptReceiptOf: candidate.taskId,
});

/** The task whose receipt this issuance is to adopt, as its request recorded; null: none. */
export function adoptionSourceOf(task: Pick<TaskRow, 'input'>): string | null {
  const source = task.input['adoptReceiptOf'];
  return typeof source === 'string' && source.length > 0 ? source : null;
}

export interface ReceiptAdoptionDeps {
  db: Queryable;
  office: Pick<RegistryOfficeProvider, 'findReceipt'>;
  /** See DEFAULT_RECEIPT_VALIDITY_MS. */
  receiptValidityMs: number;
}

/**
 * Adopts the receipt charged under `sourceTaskId` for `taskId`: looked up at the office by that
 * key, recorded in the ledger as an adoption (no fee), counted as `effects_total{effect=adoption}`.
 * Null when there is nothing to adopt, and the caller pays as usual: the office no longer finds the
 * receipt (it keeps them for a limited time, or never charged that key — a candidate only the
 * office could confirm), or the office says it was issued longer ago than the window. An office
 * that does not answer throws: paying then could pay twice.
 */
export async function adoptReceipt(
  deps: ReceiptAdoptionDeps,
  taskId: string,
  sourceTaskId: string,
): Promise<IssuedCertificate | null> {
  const receipt = await deps.office.findReceipt(sourceTaskId);
  if (!receipt) return null;
  if (receipt.issuedAt && receipt.issuedAt.getTime() <= Date.now() - deps.receiptValidityMs) return null;
  // The office has just confirmed the charge: one the ledger missed is recorded now rather than at
  // the next reconciliation, so every adoption names a charge in the ledger.
  const { recorded } = await recordCharge(deps.db, {
    effectKey: sourceTaskId,
    taskId: sourceTaskId,
    receiptId: receipt.receiptId,
    feeKrw: receipt.feeKrw,
  });
  if (recorded) count('effects_total', { effect: 'charge_reconciled' });
  await recordAdoption(deps.db, { taskId, adoptedFrom: sourceTaskId, receiptId: receipt.receiptId });
  return receipt;
}
