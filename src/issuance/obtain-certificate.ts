import type { Database } from '../infra/database';
import { RegistryOfficeError, type IssuedCertificate, type RegistryOfficeProvider } from '../registry-office/registry-office.provider';
import { PermanentFailure, TransientFailure } from '../tasks/task-errors';
import { findCharge, recordCharge } from './fee-ledger';

/**
 * Gets the task's certificate from the office while paying its fee at most once (SPEC §4.3).
 * The idempotency key is the task id. A repeat attempt — or one whose outcome is unknown — looks
 * the receipt up by key first and never blindly issues again.
 */
export async function obtainCertificate(
  db: Database,
  office: RegistryOfficeProvider,
  task: { id: string; address: string },
  firstAttempt: boolean,
): Promise<IssuedCertificate> {
  const key = task.id;
  try {
    const known = (await findCharge(db, key)) !== null || !firstAttempt;
    let certificate = known ? await office.findReceipt(key) : null;
    if (!certificate) certificate = await issueOrLookUp(office, task.address, key);
    await recordCharge(db, { effectKey: key, taskId: task.id, receiptId: certificate.receiptId, feeKrw: certificate.feeKrw });
    assertPdf(certificate);
    return certificate;
  } catch (error) {
    throw toTaskFailure(error);
  }
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
    throw new RegistryOfficeError('EMPTY_DOCUMENT', `the office returned ${certificate.pdf.length === 0 ? 'an empty document' : 'a document that is not a PDF'} (receipt ${certificate.receiptId})`);
  }
}

function toTaskFailure(error: unknown): Error {
  if (!(error instanceof RegistryOfficeError)) return error as Error;
  if (error.failure === 'DUPLICATE_PAYMENT') return new PermanentFailure('DUPLICATE_PAYMENT', error.message, { cause: error });
  return new TransientFailure('AUTOMATION_FAILED', `${error.failure}: ${error.message}`, { cause: error });
}
