import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reconcileFailedCharges } from '../../../src/issuance/fee-reconciliation';
import { issueCertificate, type BlobStore } from '../../../src/issuance/issue-certificate';
import { startWorkers, type HandlerFactory, type WorkerProcess } from '../../../src/main/create-workers';
import { sendDueNotifications } from '../../../src/notify/notification-outbox';
import { LogNotifier, type Notification } from '../../../src/notify/notifier';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import type { RegistryOfficeProvider } from '../../../src/registry-office/registry-office.provider';
import { CreateNestDocument, RequestRegistryIssuanceDocument, TaskDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

/** Each worker failure of SPEC §4.2 ends with its own code (retries as SPEC §5, in milliseconds here). */
describe('issuance worker failures', () => {
  let stack: TestStack;
  let workers: WorkerProcess | undefined;
  before(async () => {
    stack = await TestStack.start({ env: { ISSUANCE_RETRY_BASE_MS: '300', ISSUANCE_MAX_RETRIES: '2' } });
  });
  after(async () => {
    await workers?.close(1_000);
    await stack.close();
  });

  /** Runs the issuance queue with the real office and storage, or the doubles a case passes in. */
  async function useWorkers(parts: { office?: RegistryOfficeProvider; storage?: BlobStore } = {}): Promise<void> {
    await workers?.close(1_000);
    const factory: HandlerFactory = (app) => {
      const office =
        parts.office ?? createHttpRegistryOffice({ baseUrl: app.env.REGISTRY_OFFICE_URL, timeoutMs: 2_000 });
      const deps = {
        db: app.db,
        office,
        storage: parts.storage ?? app.storage,
        publisher: app.publisher,
        dispatcher: app.dispatcher,
        notifier: new LogNotifier(),
      };
      return (task, attempt) => issueCertificate(deps, task, attempt);
    };
    workers = await startWorkers(stack.app, ['issuance'], { issuance: factory });
  }

  async function request(address: string) {
    const token = stack.token('failures');
    const nest = dataOf(await gql(stack.url, CreateNestDocument, { input: { name: 'n', address } }, token)).createNest;
    const { task } = dataOf(
      await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token),
    ).requestRegistryIssuance;
    return { token, taskId: task.id };
  }

  async function finalState(taskId: string, token: string) {
    return waitFor(
      `task ${taskId} final`,
      async () => {
        const task = dataOf(await gql(stack.url, TaskDocument, { id: taskId }, token)).task!;
        return task.status === 'SUCCESS' || task.status === 'FAILED' ? task : undefined;
      },
      20_000,
    );
  }

  test('automation failures are retried with the row PROCESSING and nextRetryAt, then FAILED(AUTOMATION_FAILED)', async () => {
    await useWorkers();
    stack.simulator.setFaults([{ addressContains: '자동화실패', errorRate: 1 }]);
    const { token, taskId } = await request('서울특별시 중구 자동화실패로 1');
    const waiting = await waitFor('a scheduled retry', async () => {
      const task = dataOf(await gql(stack.url, TaskDocument, { id: taskId }, token)).task!;
      return task.nextRetryAt ? task : undefined;
    });
    assert.equal(waiting.status, 'PROCESSING');
    assert.equal(waiting.lastErrorCode, 'AUTOMATION_FAILED');
    const done = await finalState(taskId, token);
    assert.equal(done.status, 'FAILED');
    assert.equal(done.errorCode, 'AUTOMATION_FAILED');
    assert.equal(done.retryCount, 2, 'two retries after the first attempt');
    assert.equal(done.nextRetryAt, null);
    assert.equal(stack.simulator.charges().byKey[taskId] ?? 0, 0, 'a refused issuance charges nothing');
    stack.simulator.clearFaults();
  });

  test('a transient failure followed by success ends SUCCESS with one charge', async () => {
    await useWorkers();
    stack.simulator.setFaults([{ addressContains: '한번실패', errorRate: 1, times: 1 }]);
    const { token, taskId } = await request('서울특별시 중구 한번실패로 2');
    const done = await finalState(taskId, token);
    assert.equal(done.status, 'SUCCESS');
    assert.equal(done.retryCount, 1);
    assert.equal(stack.simulator.charges().byKey[taskId], 1);
    stack.simulator.clearFaults();
  });

  test('a duplicate payment fails at once and is never retried', async () => {
    await useWorkers();
    stack.simulator.setFaults([{ addressContains: '중복결제', duplicatePayment: true }]);
    const { token, taskId } = await request('서울특별시 중구 중복결제로 3');
    const done = await finalState(taskId, token);
    assert.equal(done.errorCode, 'DUPLICATE_PAYMENT');
    assert.equal(done.retryCount, 0);
    stack.simulator.clearFaults();
  });

  test('a timeout after the office charged looks the receipt up instead of paying again', async () => {
    await useWorkers();
    stack.simulator.setFaults([{ addressContains: '응답없음', timeoutAfterCharge: true, times: 1 }]);
    const { token, taskId } = await request('서울특별시 중구 응답없음로 4');
    const done = await finalState(taskId, token);
    assert.equal(done.status, 'SUCCESS');
    assert.equal(stack.simulator.charges().byKey[taskId], 1);
    const ledger = await stack.app.db.query('select count(*)::int as n from fee_ledger where task_id = $1', [taskId]);
    assert.equal(ledger.rows[0].n, 1);
    stack.simulator.clearFaults();
  });

  test('an upload that keeps failing ends FAILED(UPLOAD_FAILED) after its retries', async () => {
    const broken: BlobStore = {
      put: async () => {
        throw new Error('storage refused the connection');
      },
      delete: async () => {},
    };
    await useWorkers({ storage: broken });
    const { token, taskId } = await request('서울특별시 중구 업로드실패로 5');
    const done = await finalState(taskId, token);
    assert.equal(done.errorCode, 'UPLOAD_FAILED');
    assert.equal(done.retryCount, 2);
    assert.equal(stack.simulator.charges().byKey[taskId], 1, 'retries reuse the first charge');
  });

  test('a file row that cannot be saved ends FAILED(SAVE_FAILED) and leaves no object behind', async () => {
    await useWorkers();
    // A real database failure on the file row of this nest only.
    await stack.app.db.query(`create function refuse_file() returns trigger language plpgsql as $$
      begin if exists (select 1 from nests where id = new.nest_id and address like '%저장실패%') then raise exception 'disk full'; end if; return new; end $$;
      create trigger refuse_file before insert on files for each row execute function refuse_file();`);
    const { token, taskId } = await request('서울특별시 중구 저장실패로 6');
    const done = await finalState(taskId, token);
    assert.equal(done.errorCode, 'SAVE_FAILED');
    const { rows } = await stack.app.db.query('select nest_id from tasks where id = $1', [taskId]);
    await assert.rejects(
      stack.app.storage.get(`registry/${rows[0].nest_id}/${taskId}.pdf`),
      'the uploaded object was deleted',
    );
    await stack.app.db.query('drop trigger refuse_file on files; drop function refuse_file()');
  });

  test('SAVE_FAILED keeps the object when another attempt of the task has saved its row for it', async () => {
    await useWorkers();
    // The office answers slowly, so the "other attempt's" row is in place before this one saves.
    stack.simulator.setFaults([{ addressContains: '이미저장', latencyMs: 1_500 }]);
    // This attempt's save (an upsert onto that row) fails with a real database error.
    await stack.app.db.query(`create function refuse_file_update() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$;
      create trigger refuse_file_update before update on files for each row execute function refuse_file_update();`);
    try {
      const { token, taskId } = await request('서울특별시 중구 이미저장로 7');
      const {
        rows: [row],
      } = await stack.app.db.query('select nest_id from tasks where id = $1', [taskId]);
      const key = `registry/${row.nest_id}/${taskId}.pdf`;
      await stack.app.db.query(
        `insert into files (kind, task_id, nest_id, storage_key, content_type, byte_size, sha256)
        values ('REGISTRY_PDF', $1, $2, $3, 'application/pdf', 1, 'x')`,
        [taskId, row.nest_id, key],
      );
      await waitFor(
        'the failed save',
        async () => {
          const task = dataOf(await gql(stack.url, TaskDocument, { id: taskId }, token)).task!;
          return task.lastErrorCode === 'SAVE_FAILED' ? task : undefined;
        },
        20_000,
      );
      assert.ok((await stack.app.storage.get(key)).length > 0, 'the object its row names is still there');
    } finally {
      stack.simulator.clearFaults();
      await stack.app.db.query('drop trigger refuse_file_update on files; drop function refuse_file_update()');
    }
  });

  test('an unexpected exception ends FAILED(UNKNOWN) instead of leaving the row PROCESSING', async () => {
    const office: RegistryOfficeProvider = {
      issue: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'pdf')");
      },
      findReceipt: async () => null,
    };
    await useWorkers({ office });
    const { token, taskId } = await request('서울특별시 중구 예상밖로 7');
    const done = await finalState(taskId, token);
    assert.equal(done.errorCode, 'UNKNOWN');
    assert.equal(done.retryCount, 0, 'an unknown failure is not retried');
  });

  test('a charge whose ledger row was never written is found at the office and recorded (ledger = office)', async () => {
    await useWorkers();
    // The office charges, its answer is lost, and every receipt look-up fails until retries run out.
    stack.simulator.setFaults([
      { addressContains: '장부누락', timeoutAfterCharge: true, times: 1 },
      { route: 'receipt', errorRate: 1 },
    ]);
    const { token, taskId } = await request('서울특별시 중구 장부누락로 5');
    const done = await finalState(taskId, token);
    assert.equal(done.errorCode, 'AUTOMATION_FAILED');
    // And one the office never charged: every issue refused.
    stack.simulator.setFaults([
      { addressContains: '미청구', errorRate: 1 },
      { route: 'receipt', errorRate: 1 },
    ]);
    const uncharged = await request('서울특별시 중구 미청구로 6');
    assert.equal((await finalState(uncharged.taskId, uncharged.token)).errorCode, 'AUTOMATION_FAILED');
    const ledger = async (id: string) =>
      (await stack.app.db.query(`select count(*)::int as n from fee_ledger where task_id = $1`, [id])).rows[0].n;
    assert.equal(stack.simulator.charges().byKey[taskId], 1, 'the office charged');
    assert.equal(await ledger(taskId), 0, 'the ledger missed it');

    const office = createHttpRegistryOffice({ baseUrl: stack.env.REGISTRY_OFFICE_URL, timeoutMs: 2_000 });
    const whileDown = await reconcileFailedCharges(stack.app.db, office);
    assert.deepEqual([whileDown.recorded, whileDown.failed], [0, 1], 'the office not answering stops the pass');
    stack.simulator.clearFaults();
    const pass = await reconcileFailedCharges(stack.app.db, office);
    assert.equal(pass.recorded, 1);
    assert.equal(await ledger(taskId), 1, 'ledger = office');
    assert.equal(await ledger(uncharged.taskId), 0);
    assert.equal(stack.simulator.charges().byKey[uncharged.taskId] ?? 0, 0);
    const checks = async () =>
      (
        await stack.app.db.query(
          `select task_id, checked_at, receipt_id from fee_checks where task_id = any($1::uuid[]) order by task_id`,
          [[taskId, uncharged.taskId]],
        )
      ).rows;
    const first = await checks();
    assert.equal(first.length, 2, 'both failures were queued for a check by the trigger');
    assert.ok(
      first.every((r) => r.checked_at !== null),
      'and each was asked',
    );
    await reconcileFailedCharges(stack.app.db, office);
    assert.deepEqual(await checks(), first, 'nothing is asked twice');
  });

  test("a worker that dies right after the SUCCESS commit does not lose the user's notification", async () => {
    const sent: Notification[] = [];
    const notifier = {
      notify: async (n: Notification) => {
        sent.push(n);
      },
    };
    await workers?.close(1_000);
    const factory: HandlerFactory = (app) => {
      const office = createHttpRegistryOffice({ baseUrl: app.env.REGISTRY_OFFICE_URL, timeoutMs: 2_000 });
      const deps = {
        db: app.db,
        office,
        storage: app.storage,
        publisher: app.publisher,
        dispatcher: app.dispatcher,
        notifier,
        // The attempt stops dead between its commit and the notification, as a killed worker would.
        checkpoint: async (step: string, here: { address: string }) => {
          if (step === 'after-success-commit' && here.address.includes('알림유실'))
            throw new Error('killed after the commit');
        },
      };
      return (task, attempt) => issueCertificate(deps, task, attempt);
    };
    workers = await startWorkers(stack.app, ['issuance'], { issuance: factory });
    const { token, taskId } = await request('서울특별시 중구 알림유실로 8');
    assert.equal((await finalState(taskId, token)).status, 'SUCCESS');
    const mine = () => sent.filter((n) => n.taskId === taskId).map((n) => n.type);
    assert.deepEqual(mine(), [], 'the attempt never sent it');
    assert.ok((await sendDueNotifications(stack.app.db, notifier, { dueAfterMs: 0 })) >= 1);
    assert.deepEqual(mine(), ['TASK_SUCCEEDED'], 'the outbox did');
    await sendDueNotifications(stack.app.db, notifier, { dueAfterMs: 0 });
    assert.deepEqual(mine(), ['TASK_SUCCEEDED'], 'once');
  });
});
