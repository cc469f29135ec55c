import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { readCounters } from '../../../src/metrics/metrics';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import { insertTask } from '../../../src/tasks/transitions';
import type { TaskRow } from '../../../src/tasks/task.types';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { finalTask, refuseFileRows } from '../../helpers/task-fixtures';
import { waitFor } from '../../helpers/wait-for';

/**
 * SPEC §4.3, "once charged, only forward": a nest whose last issuance FAILED after the office
 * charged it adopts that receipt on its next request instead of paying again — within the validity
 * window, whether the ledger recorded the charge or only the office knows of it.
 */

function harness(stack: () => TestStack) {
  const token = () => stack().token('adopter');
  return {
    async createNest(address: string): Promise<string> {
      return dataOf(await gql(stack().url, CreateNestDocument, { input: { name: 'n', address } }, token())).createNest
        .id;
    },
    async request(nestId: string): Promise<string> {
      const { reused, task } = dataOf(
        await gql(stack().url, RequestRegistryIssuanceDocument, { nestId }, token()),
      ).requestRegistryIssuance;
      assert.equal(reused, false);
      return task.id;
    },
    final: (taskId: string): Promise<TaskRow> => finalTask(stack().app.db, taskId),
    ledger: async (taskId: string) =>
      (
        await stack().app.db.query<{ kind: string; receipt_id: string; fee_krw: number; adopted_from: string | null }>(
          `select kind, receipt_id, fee_krw, adopted_from from fee_ledger where task_id = $1 order by kind`,
          [taskId],
        )
      ).rows,
    effects: async (effect: string) =>
      (await readCounters(stack().app.redis, stack().env.QUEUE_PREFIX)).find(
        (c) => c.name === 'effects_total' && c.labels['effect'] === effect,
      )?.value ?? 0,
  };
}

describe('receipt adoption within the validity window', () => {
  let stack: TestStack;
  before(async () => {
    // No retries at all, charged or not: a failure after the charge ends the task FAILED at once,
    // as one does when its charged budget runs out.
    stack = await TestStack.start({
      workerQueues: ['issuance'],
      env: { ISSUANCE_MAX_RETRIES: '0', ISSUANCE_CHARGED_MAX_RETRIES: '0' },
    });
  });
  after(() => stack.close());
  const h = harness(() => stack);

  test('a new request on a nest whose issuance failed after its charge adopts the receipt: no new charge, an adoption in the ledger', async () => {
    const restore = await refuseFileRows(stack.app.db, '저장불가');
    const nestId = await h.createNest('서울특별시 용산구 저장불가로 1');
    const failed = await h.final(await h.request(nestId));
    await restore();
    assert.equal(failed.errorCode, 'SAVE_FAILED');
    assert.equal(stack.simulator.charges().byKey[failed.id], 1, 'the office charged the failed task');
    const [charge] = await h.ledger(failed.id);
    assert.equal(charge?.kind, 'charge');
    const chargesBefore = stack.simulator.charges().total;

    const done = await h.final(await h.request(nestId));
    assert.equal(done.status, 'SUCCESS', `${done.errorCode} ${done.errorMessage}`);
    assert.equal(done.input['adoptReceiptOf'], failed.id);
    assert.equal(stack.simulator.charges().total, chargesBefore, 'nothing paid again');
    assert.equal(stack.simulator.charges().byKey[done.id], undefined);
    assert.deepEqual(await h.ledger(done.id), [
      { kind: 'adoption', receipt_id: charge.receipt_id, fee_krw: 0, adopted_from: failed.id },
    ]);
    const office = createHttpRegistryOffice({ baseUrl: stack.env.REGISTRY_OFFICE_URL });
    const paid = await office.findReceipt(failed.id);
    const {
      rows: [file],
    } = await stack.app.db.query<{ sha256: string }>(`select sha256 from files where task_id = $1`, [done.id]);
    assert.equal(
      file?.sha256,
      createHash('sha256').update(paid!.pdf).digest('hex'),
      'the adopted certificate is the one paid for',
    );
    await waitFor('the adoption counted', async () => ((await h.effects('adoption')) === 1 ? true : undefined));
    assert.equal(await h.effects('charge'), 1, 'one charge counted, for the failed task');

    // After a success the user asks for a fresh certificate: that one is paid.
    const fresh = await h.final(await h.request(nestId));
    assert.equal(fresh.status, 'SUCCESS');
    assert.deepEqual(fresh.input, {});
    assert.equal(stack.simulator.charges().byKey[fresh.id], 1);
  });

  test('a charge the ledger missed (only the office knows) is adopted too, and recorded as the charge it was', async () => {
    // The office charges and its answer is lost; every look-up fails until the attempt gives up.
    stack.simulator.setFaults([
      { addressContains: '장부누락', timeoutAfterCharge: true, times: 1 },
      { route: 'receipt', errorRate: 1 },
    ]);
    const nestId = await h.createNest('서울특별시 용산구 장부누락로 2');
    const failed = await h.final(await h.request(nestId));
    stack.simulator.clearFaults();
    assert.equal(failed.errorCode, 'AUTOMATION_FAILED');
    assert.equal(stack.simulator.charges().byKey[failed.id], 1);
    assert.deepEqual(await h.ledger(failed.id), [], 'the ledger missed the charge');
    const chargesBefore = stack.simulator.charges().total;

    const done = await h.final(await h.request(nestId));
    assert.equal(done.status, 'SUCCESS', `${done.errorCode} ${done.errorMessage}`);
    assert.equal(done.input['adoptReceiptOf'], failed.id);
    assert.equal(stack.simulator.charges().total, chargesBefore, 'nothing paid again');
    const [charge] = await h.ledger(failed.id);
    assert.equal(charge?.kind, 'charge', 'the office confirmed the charge: the ledger has it now');
    assert.deepEqual(await h.ledger(done.id), [
      { kind: 'adoption', receipt_id: charge.receipt_id, fee_krw: 0, adopted_from: failed.id },
    ]);
    await waitFor('the adoption counted', async () => ((await h.effects('adoption')) === 2 ? true : undefined));
    assert.equal(await h.effects('charge_reconciled'), 1);
  });
});

describe('receipt adoption outside the validity window', () => {
  const windowMs = 1_500;
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({
      workerQueues: ['issuance'],
      env: {
        ISSUANCE_MAX_RETRIES: '0',
        ISSUANCE_CHARGED_MAX_RETRIES: '0',
        ISSUANCE_RECEIPT_VALIDITY_MS: String(windowMs),
      },
    });
  });
  after(() => stack.close());
  const h = harness(() => stack);

  test('a receipt older than the window is not adopted: the new request pays, and so does a task that names it', async () => {
    const restore = await refuseFileRows(stack.app.db, '오래된');
    const nestId = await h.createNest('서울특별시 용산구 오래된로 3');
    const failed = await h.final(await h.request(nestId));
    await restore();
    assert.equal(failed.errorCode, 'SAVE_FAILED');
    assert.equal(stack.simulator.charges().byKey[failed.id], 1);
    await new Promise((r) => setTimeout(r, windowMs + 200));

    const renewed = await h.final(await h.request(nestId));
    assert.equal(renewed.status, 'SUCCESS', `${renewed.errorCode} ${renewed.errorMessage}`);
    assert.deepEqual(renewed.input, {}, 'nothing named to adopt');
    assert.equal(stack.simulator.charges().byKey[renewed.id], 1, 'paid again');
    assert.deepEqual(
      (await h.ledger(renewed.id)).map((r) => r.kind),
      ['charge'],
    );

    // A task that names the old receipt all the same (as a redrive could) finds it too old at the office.
    const named = await insertTask(stack.app.db, {
      kind: 'REGISTRY_ISSUANCE',
      nestId,
      input: { adoptReceiptOf: failed.id },
    });
    await stack.app.dispatcher.dispatch(named);
    const done = await h.final(named.id);
    assert.equal(done.status, 'SUCCESS', `${done.errorCode} ${done.errorMessage}`);
    assert.equal(stack.simulator.charges().byKey[named.id], 1, 'paid for itself');
    assert.deepEqual(
      (await h.ledger(named.id)).map((r) => r.kind),
      ['charge'],
    );
    assert.equal(await h.effects('adoption'), 0);
  });
});
