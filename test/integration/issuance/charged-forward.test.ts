import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { chargedRetryPolicy, issuanceRetryPolicyFor } from '../../../src/issuance/charged-retry.policy';
import { issueCertificate, type BlobStore, type IssuanceDeps } from '../../../src/issuance/issue-certificate';
import { startWorkers, type HandlerFactory, type WorkerProcess } from '../../../src/main/create-workers';
import { LogNotifier } from '../../../src/notify/notifier';
import type { TaskHandler } from '../../../src/tasks/task-worker';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import type { RegistryOfficeProvider } from '../../../src/registry-office/registry-office.provider';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { finalTask } from '../../helpers/task-fixtures';

/**
 * SPEC §4.3, once charged only forward: after the fee is in the ledger, failures that outlast the
 * queue's retry budget (2 here) — storage away, an exception nobody expected — are retried on the
 * charged budget and the task ends SUCCESS, paid once. Before the charge the queue's budget holds.
 */
describe('a charged issuance only goes forward', () => {
  let stack: TestStack;
  let workers: WorkerProcess | undefined;
  before(async () => {
    stack = await TestStack.start({
      env: {
        ISSUANCE_RETRY_BASE_MS: '100',
        ISSUANCE_MAX_RETRIES: '2',
        ISSUANCE_CHARGED_MAX_RETRIES: '8',
        ISSUANCE_CHARGED_MAX_DELAY_MS: '200',
      },
    });
  });
  after(async () => {
    await workers?.close(1_000);
    await stack.close();
  });

  /** The production issuance handler (charged retry policy included) over the doubles a case passes. */
  async function useWorkers(parts: {
    office?: RegistryOfficeProvider;
    storage?: BlobStore;
    checkpoint?: IssuanceDeps['checkpoint'];
  }): Promise<void> {
    await workers?.close(1_000);
    const factory: HandlerFactory = (app) => {
      const office =
        parts.office ?? createHttpRegistryOffice({ baseUrl: app.env.REGISTRY_OFFICE_URL, timeoutMs: 2_000 });
      const deps: IssuanceDeps = {
        db: app.db,
        office,
        storage: parts.storage ?? app.storage,
        publisher: app.publisher,
        dispatcher: app.dispatcher,
        notifier: new LogNotifier(),
        checkpoint: parts.checkpoint,
      };
      const handler: TaskHandler = (task, attempt) => issueCertificate(deps, task, attempt);
      handler.retryPolicyFor = issuanceRetryPolicyFor(app.db, chargedRetryPolicy(app.env));
      return handler;
    };
    workers = await startWorkers(stack.app, ['issuance'], { issuance: factory });
  }

  async function request(address: string): Promise<string> {
    const token = stack.token('forward');
    const nest = dataOf(await gql(stack.url, CreateNestDocument, { input: { name: 'n', address } }, token)).createNest;
    return dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token))
      .requestRegistryIssuance.task.id;
  }

  const final = (taskId: string) => finalTask(stack.app.db, taskId, 30_000);

  test('storage refusing five uploads after the charge: retried past the queue budget, SUCCESS, one charge', async () => {
    let refusals = 5;
    const flaky: BlobStore = {
      put: async (key, body, type) => {
        if (refusals-- > 0) throw new Error('storage refused the connection');
        await stack.app.storage.put(key, body, type);
      },
      delete: (key) => stack.app.storage.delete(key),
    };
    await useWorkers({ storage: flaky });
    const taskId = await request('서울특별시 중구 앞으로만로 1');
    const done = await final(taskId);
    assert.equal(done.status, 'SUCCESS', `${done.errorCode}: ${done.errorMessage}`);
    assert.equal(done.retryCount, 5, "five retries: more than the queue's two");
    assert.equal(stack.simulator.charges().byKey[taskId], 1, 'every retry resumed from the receipt');
  });

  test('an unexpected exception after the charge is retried, not ended FAILED(UNKNOWN)', async () => {
    let throws = 3;
    // Not a TaskFailure: what a bug or a driver throws, right after the office charged.
    const checkpoint: IssuanceDeps['checkpoint'] = async (step) => {
      if (step === 'after-charge' && throws-- > 0)
        throw new TypeError("Cannot read properties of undefined (reading 'receiptId')");
    };
    await useWorkers({ checkpoint });
    const taskId = await request('서울특별시 중구 앞으로만로 2');
    const done = await final(taskId);
    assert.equal(done.status, 'SUCCESS', `${done.errorCode}: ${done.errorMessage}`);
    assert.equal(done.retryCount, 3);
    assert.equal(stack.simulator.charges().byKey[taskId], 1);
  });

  test("before the charge the queue's budget holds: an office that keeps failing ends FAILED after 2 retries, never charged", async () => {
    await useWorkers({});
    stack.simulator.setFaults([{ addressContains: '청구전실패', errorRate: 1 }]);
    try {
      const taskId = await request('서울특별시 중구 청구전실패로 3');
      const done = await final(taskId);
      assert.equal(done.status, 'FAILED');
      assert.equal(done.errorCode, 'AUTOMATION_FAILED');
      assert.equal(done.retryCount, 2);
      assert.equal(stack.simulator.charges().byKey[taskId], undefined);
    } finally {
      stack.simulator.clearFaults();
    }
  });
});
