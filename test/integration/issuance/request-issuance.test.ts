import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parseEnv } from '../../../src/config/env';
import { recordCharge } from '../../../src/issuance/fee-ledger.storage';
import { requestRegistryIssuance } from '../../../src/issuance/request-issuance';
import { createAppContext } from '../../../src/main/app-context';
import { createApi } from '../../../src/main/create-api';
import { NestsService } from '../../../src/nests/nests.service';
import { DispatchFailedError, TaskDispatcher } from '../../../src/tasks/dispatch';
import { findTask, insertTask, markFailed, startTask } from '../../../src/tasks/transitions';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';

/** SPEC §3 and §4.1: the request path, with no worker running so rows stay where the test puts them. */
describe('requestRegistryIssuance', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start();
  });
  after(() => stack.close());

  async function newNest(user: string) {
    return dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: 'n', address: '서울특별시 강남구 테헤란로 1' } },
        stack.token(user),
      ),
    ).createNest;
  }

  async function agePending(taskId: string) {
    await stack.app.db.query(`update tasks set created_at = now() - interval '6 minutes' where id = $1`, [taskId]);
  }

  test('a stale PENDING task is closed FAILED(STALE_PENDING) and a new task is made', async () => {
    const nest = await newNest('stale-1');
    const old = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nest.id });
    await agePending(old.id);
    const answer = dataOf(
      await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, stack.token('stale-1')),
    ).requestRegistryIssuance;
    assert.equal(answer.reused, false);
    assert.notEqual(answer.task.id, old.id);
    const closed = await findTask(stack.app.db, old.id);
    assert.equal(closed?.status, 'FAILED');
    assert.equal(closed?.errorCode, 'STALE_PENDING');
  });

  // No worker runs here, so the task stays active while all 100 requests arrive: a finished task
  // is not reused (only active ones are), which a fast worker would otherwise make happen.
  test('100 concurrent requests on one nest make exactly one task', async () => {
    const token = stack.token('owner-2');
    const nest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '동시 요청', address: '서울특별시 송파구 올림픽로 300, 5동 501호' } },
        token,
      ),
    ).createNest;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token)),
    );
    const payloads = answers.map((a) => dataOf(a).requestRegistryIssuance);
    const created = payloads.filter((p) => !p.reused);
    assert.equal(created.length, 1);
    assert.ok(payloads.every((p) => p.task.id === created[0].task.id));
    const { rows } = await stack.app.db.query(
      `select count(*)::int as n from tasks where nest_id = $1 and kind = 'REGISTRY_ISSUANCE'`,
      [nest.id],
    );
    assert.equal(rows[0].n, 1);
  });

  test('a young PENDING task is reused', async () => {
    const nest = await newNest('young-1');
    const first = dataOf(
      await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, stack.token('young-1')),
    ).requestRegistryIssuance;
    const second = dataOf(
      await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, stack.token('young-1')),
    ).requestRegistryIssuance;
    assert.equal(second.reused, true);
    assert.equal(second.task.id, first.task.id);
  });

  test('a stale PENDING row that turns PROCESSING before the locked re-read is reused', async () => {
    const nest = await newNest('race-1');
    const old = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nest.id });
    await agePending(old.id);
    const nests = new NestsService(stack.app.db);
    const result = await requestRegistryIssuance(
      {
        db: stack.app.db,
        nests,
        dispatcher: stack.app.dispatcher,
        publisher: stack.app.publisher,
        stalePendingAfterMs: 5 * 60_000,
        // A worker takes the row on another connection between the unlocked read and the re-read.
        beforeStaleRecheck: async (task) => {
          assert.ok(await startTask(stack.app.db, task.id, 'worker-elsewhere'));
        },
      },
      'race-1',
      nest.id,
    );
    assert.equal(result.reused, true);
    assert.equal(result.task.id, old.id);
    assert.equal(result.task.status, 'PROCESSING');
    const { rows } = await stack.app.db.query(`select count(*)::int as n from tasks where nest_id = $1`, [nest.id]);
    assert.equal(rows[0].n, 1, 'no new task was made');
  });

  test('a stale PENDING row a worker takes, is charged for and fails before the locked re-read: its receipt is adopted', async () => {
    const nest = await newNest('race-2');
    const old = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nest.id });
    await agePending(old.id);
    const result = await requestRegistryIssuance(
      {
        db: stack.app.db,
        nests: new NestsService(stack.app.db),
        dispatcher: stack.app.dispatcher,
        publisher: stack.app.publisher,
        stalePendingAfterMs: 5 * 60_000,
        // Between the request's first read and its re-read, on other connections: a worker claims
        // the row, the office charges it, and the attempt fails for good.
        beforeStaleRecheck: async (task) => {
          assert.ok(await startTask(stack.app.db, task.id, 'worker-elsewhere'));
          await recordCharge(stack.app.db, {
            effectKey: task.id,
            taskId: task.id,
            receiptId: 'R-race-2',
            feeKrw: 1000,
          });
          assert.ok(
            await markFailed(stack.app.db, task.id, 'UPLOAD_FAILED', 'the upload failed after the charge', {
              from: ['PROCESSING'],
            }),
          );
        },
      },
      'race-2',
      nest.id,
    );
    assert.equal(result.reused, false);
    assert.notEqual(result.task.id, old.id);
    assert.deepEqual(
      result.task.input,
      { adoptReceiptOf: old.id },
      'the new task adopts the receipt instead of paying again',
    );
  });

  test('Redis unreachable at enqueue: the row is FAILED(DISPATCH_FAILED) and the error carries its id', async () => {
    const env = parseEnv({ ...stack.envVars, REDIS_URL: 'redis://127.0.0.1:1', ENQUEUE_TIMEOUT_MS: '500' });
    const app = await createAppContext(env, 'test-no-redis');
    const api = await createApi(app);
    try {
      const token = stack.token('dispatch-1');
      const nest = dataOf(
        await gql(
          api.api.url,
          CreateNestDocument,
          { input: { name: 'n', address: '서울특별시 종로구 세종대로 1' } },
          token,
        ),
      ).createNest;
      const answer = await gql(api.api.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token);
      assert.deepEqual(errorCodes(answer), ['INTERNAL_SERVER_ERROR']);
      const taskId = String(answer.errors![0].extensions!['taskId']);
      const row = await findTask(stack.app.db, taskId);
      assert.equal(row?.status, 'FAILED');
      assert.equal(row?.errorCode, 'DISPATCH_FAILED');
      assert.equal(row?.nestId, nest.id);
    } finally {
      await api.close();
      await app.close();
    }
  });

  test('an enqueue whose answer came too late while a worker already runs the job: not reported as failed', async () => {
    const nest = await new NestsService(stack.app.db).createNest('late-answer', {
      name: 'n',
      address: '서울특별시 중구 세종대로 110',
    });
    const pending = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nest.id });
    // The job reaches the queue and a worker starts the row; the enqueue's own answer is lost.
    const lateAnswer = {
      async enqueue(): Promise<string> {
        assert.ok(await startTask(stack.app.db, pending.id, 'worker-quick'));
        throw new Error('enqueue to issuance timed out after 1500 ms');
      },
    };
    const dispatched = await new TaskDispatcher(stack.app.db, lateAnswer, stack.app.publisher).dispatch(pending);
    assert.equal(dispatched.status, 'PROCESSING');
    const row = await findTask(stack.app.db, pending.id);
    assert.equal(row?.status, 'PROCESSING', 'the running task is left to its worker');
    assert.equal(row?.jobId, pending.id, 'and names its job');

    // Still PENDING when the enqueue fails: then it is FAILED(DISPATCH_FAILED), as before.
    const other = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nest.id });
    const failing = {
      enqueue: async (): Promise<string> => {
        throw new Error('enqueue to issuance timed out after 1500 ms');
      },
    };
    await assert.rejects(
      new TaskDispatcher(stack.app.db, failing, stack.app.publisher).dispatch(other),
      DispatchFailedError,
    );
    assert.equal((await findTask(stack.app.db, other.id))?.errorCode, 'DISPATCH_FAILED');
  });
});
