import { createHash } from 'node:crypto';
import type { Database } from '../infra/database';
import { saveTaskFile, taskHasFile } from '../files/file.storage';
import { registryPdfKey, type FileRow } from '../files/file.types';
import { deliverNotification, queueNotification } from '../notify/notification-outbox';
import { findNest } from '../nests/nests.storage';
import type { Notifier } from '../notify/notifier';
import type { RegistryOfficeProvider } from '../registry-office/registry-office.provider';
import type { TaskDispatcher } from '../tasks/dispatch';
import { handOffToNextTask } from '../tasks/hand-off';
import { TransientFailure } from '../tasks/task-errors';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { obtainCertificate } from './obtain-certificate';
import { adoptionSourceOf, DEFAULT_RECEIPT_VALIDITY_MS } from './receipt-adoption';
import { log } from '../logging/logger';

/** The steps of an issuance, named so fault injection (chaos tests) can stop a worker at each. */
export type IssuanceStep =
  'before-charge' | 'after-charge' | 'after-upload' | 'after-file-row' | 'after-success-commit';

export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface IssuanceDeps {
  db: Database;
  office: RegistryOfficeProvider;
  storage: BlobStore;
  publisher: TaskEventsPublisher;
  dispatcher: TaskDispatcher;
  notifier: Notifier;
  /** How old a receipt adopted from a failed issuance of the nest may be (SPEC §4.3). Default 24 h. */
  receiptValidityMs?: number;
  /** Called after each step; production passes nothing. */
  checkpoint?: (step: IssuanceStep, task: { id: string; address: string }) => Promise<void>;
}

/**
 * One attempt of a registry issuance (SPEC §4.2 steps 2–7) on a row this attempt holds.
 * Each step is safe to repeat: the fee by its idempotency key and ledger, the object by its fixed
 * key, the file row by its task. SUCCESS and the OCR task commit together; OCR is dispatched after.
 */
export async function issueCertificate(deps: IssuanceDeps, task: TaskRow, attempt: number): Promise<TaskRow> {
  const nest = await findNest(deps.db, task.nestId);
  if (!nest) throw new Error(`nest ${task.nestId} of task ${task.id} not found`);
  const here = { id: task.id, address: nest.address };
  await deps.checkpoint?.('before-charge', here);
  const certificate = await obtainCertificate(
    { db: deps.db, office: deps.office, receiptValidityMs: deps.receiptValidityMs ?? DEFAULT_RECEIPT_VALIDITY_MS },
    {
      ...here,
      attempt,
      workerId: task.workerId,
      repeat: attempt > 0 || task.redeliveryCount > 0,
      adoptReceiptOf: adoptionSourceOf(task),
    },
  );
  await deps.checkpoint?.('after-charge', here);
  const file = await storeDocument(deps, task, certificate.pdf, here);
  await deps.checkpoint?.('after-file-row', here);
  const notification = {
    type: 'TASK_SUCCEEDED',
    kind: task.kind,
    taskId: task.id,
    userId: nest.userId,
    message: 'registry certificate issued',
  } as const;
  // SUCCESS, the OCR task and the user's notification commit together: a death after this commit
  // leaves the notification queued, and the reaper sends it.
  const { done } = await handOffToNextTask(
    deps,
    task,
    attempt,
    { kind: 'OCR', fileId: file.id },
    {
      succeed: { fileId: file.id },
      inTransaction: (tx) => queueNotification(tx, task.id, notification),
      afterCommit: async () => deps.checkpoint?.('after-success-commit', here),
    },
  );
  await deliverNotification(deps.db, deps.notifier, task.id, notification);
  return done;
}

async function storeDocument(
  deps: IssuanceDeps,
  task: TaskRow,
  pdf: Buffer,
  here: { id: string; address: string },
): Promise<FileRow> {
  const key = registryPdfKey(task.nestId, task.id);
  try {
    await deps.storage.put(key, pdf, 'application/pdf');
  } catch (error) {
    throw new TransientFailure('UPLOAD_FAILED', `upload of ${key} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
  await deps.checkpoint?.('after-upload', here);
  try {
    return await saveTaskFile(deps.db, {
      kind: 'REGISTRY_PDF',
      taskId: task.id,
      nestId: task.nestId,
      storageKey: key,
      contentType: 'application/pdf',
      byteSize: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
  } catch (error) {
    await deleteUnlessNamed(deps, task.id, key);
    throw new TransientFailure('SAVE_FAILED', `file row for ${key} not saved: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * No object without its row (the seed's design left orphans here) — but the key is the task's, and
 * another attempt of the same task (a redelivery that took over) may have saved its row for the
 * same object meanwhile: then the object stays. Unsure (the database away), it stays too; if the
 * task ends without a row, the reaper's clean-up of closed tasks deletes it.
 */
async function deleteUnlessNamed(deps: IssuanceDeps, taskId: string, key: string): Promise<void> {
  try {
    if (!(await taskHasFile(deps.db, taskId))) await deps.storage.delete(key);
  } catch (e) {
    log().warn({ err: e, key }, 'object left in place after SAVE_FAILED: could not check or delete it');
  }
}
