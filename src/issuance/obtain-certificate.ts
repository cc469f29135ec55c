import type { Database } from '../infra/database';
import {
  RegistryOfficeError,
  type IssuedCertificate,
  type RegistryOfficeProvider,
} from '../registry-office/registry-office.provider';
import { AttemptSupersededError, PermanentFailure, TransientFailure } from '../tasks/task-errors';
import { confirmAttemptHolds } from '../tasks/transitions';
import { findCharge, recordCharge } from './fee-ledger.storage';
import { adoptReceipt } from './receipt-adoption';

export interface CertificateDeps {
  db: Database;
  office: RegistryOfficeProvider;
  /** How old an adopted receipt may be (see DEFAULT_RECEIPT_VALIDITY_MS). */
  receiptValidityMs: number;
}

/** The attempt that wants the certificate, as it entered its row. */
export interface CertificateAttempt {
  id: string;
  address: string;
  /** The row's `retry_count` when this attempt entered it: the fencing token. */
  attempt: number;
  /** The worker that entered the row. */
  workerId: string | null;
  /** An earlier execution of this task may have reached the office (a retry, a redelivery). */
  repeat: boolean;
  /** The failed task of the nest whose receipt to adopt (set at request time); null: none. */
  adoptReceiptOf: string | null;
}

/**
 * Gets the task's certificate from the office while paying its fee at most once (SPEC §4.3).
 * In order: a receipt already charged under the task's own key (the idempotency key is the task
 * id), looked up whenever an earlier execution may have paid — never blindly issued again; else
 * the receipt of a failed task of the nest, adopted instead of paying again; else a paid issue,
 * made only while the row is still this attempt's.
 */
export async function obtainCertificate(deps: CertificateDeps, task: CertificateAttempt): Promise<IssuedCertificate> {
  try {
    const certificate =
      (await ownReceipt(deps, task)) ??
      (task.adoptReceiptOf ? await adoptReceipt(deps, task.id, task.adoptReceiptOf) : null) ??
      (await payOnce(deps, task));
    assertPdf(certificate);
    return certificate;
  } catch (error) {
    throw toTaskFailure(error);
  }
}

async function ownReceipt(deps: CertificateDeps, task: CertificateAttempt): Promise<IssuedCertificate | null> {
  const known = task.repeat || (await findCharge(deps.db, task.id)) !== null;
  const receipt = known ? await deps.office.findReceipt(task.id) : null;
  if (receipt)
    await recordCharge(deps.db, {
      effectKey: task.id,
      taskId: task.id,
      receiptId: receipt.receiptId,
      feeKrw: receipt.feeKrw,
    });
  return receipt;
}

async function payOnce(deps: CertificateDeps, task: CertificateAttempt): Promise<IssuedCertificate> {
  // The one call that costs money: an attempt the reaper closed, or another attempt took over,
  // while this one was on its way here must not make it.
  if (!(await confirmAttemptHolds(deps.db, task.id, task.workerId, task.attempt)))
    throw new AttemptSupersededError(task.id);
  const certificate = await issueOrLookUp(deps.office, task.address, task.id);
  await recordCharge(deps.db, {
    effectKey: task.id,
    taskId: task.id,
    receiptId: certificate.receiptId,
    feeKrw: certificate.feeKrw,
  });
  return certificate;
}

async function issueOrLookUp(office: RegistryOfficeProvider, address: string, key: string): Promise<IssuedCertificate> {
  try {
    return await office.issue({ address, idempotencyKey: key });
  } catch (error) {
    if (!(error instanceof RegistryOfficeError) || error.failure !== 'OUTCOME_UNKNOWN') throw error;
    // The request left and no answer came back: the office may have charged. Ask before retrying.
    const receipt = await office.findReceipt(key);
    if (receipt) return receipt;
    throw error;
  }
}

function assertPdf(certificate: IssuedCertificate): void {
  if (certificate.pdf.length === 0 || certificate.pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new RegistryOfficeError(
      'EMPTY_DOCUMENT',
      `the office returned ${certificate.pdf.length === 0 ? 'an empty document' : 'a document that is not a PDF'} (receipt ${certificate.receiptId})`,
    );
  }
}

function toTaskFailure(error: unknown): Error {
  if (!(error instanceof RegistryOfficeError)) return error as Error;
  if (error.failure === 'DUPLICATE_PAYMENT')
    return new PermanentFailure('DUPLICATE_PAYMENT', error.message, { cause: error });
  return new TransientFailure('AUTOMATION_FAILED', `${error.failure}: ${error.message}`, { cause: error });
}
