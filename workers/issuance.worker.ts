import { chargedRetryPolicy, issuanceRetryPolicyFor } from '../src/issuance/charged-retry.policy';
import { issueCertificate } from '../src/issuance/issue-certificate';
import type { HandlerFactory } from '../src/main/create-workers';
import type { TaskHandler } from '../src/tasks/task-worker';
import { createHttpRegistryOffice } from '../src/registry-office/registry-office.http-client';
import { createChaosCheckpoint } from '../src/worker-runtime/chaos';

/** The `issuance` queue: issue the certificate, pay once, store it, hand off to OCR (SPEC §4.2). */
export const issuanceHandler: HandlerFactory = async (app, { notifier }) => {
  const office = createHttpRegistryOffice({
    baseUrl: app.env.REGISTRY_OFFICE_URL,
    timeoutMs: app.env.REGISTRY_OFFICE_TIMEOUT_MS,
  });
  await app.storage.ensureBucket();
  const checkpoint = createChaosCheckpoint(app.redis, app.env.QUEUE_PREFIX, {
    killAt: app.env.CHAOS_KILL_AT,
    stallAt: app.env.CHAOS_STALL_AT,
    match: app.env.CHAOS_MATCH,
  });
  const deps = {
    db: app.db,
    office,
    storage: app.storage,
    publisher: app.publisher,
    dispatcher: app.dispatcher,
    notifier,
    checkpoint,
    receiptValidityMs: app.env.ISSUANCE_RECEIPT_VALIDITY_MS,
  };
  const handler: TaskHandler = (task, attempt) => issueCertificate(deps, task, attempt);
  handler.retryPolicyFor = issuanceRetryPolicyFor(app.db, chargedRetryPolicy(app.env));
  return handler;
};
