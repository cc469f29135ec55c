import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { findTask } from '../../../src/tasks/transitions';
import type { TaskRow } from '../../../src/tasks/task.types';
import {
  CancelTaskDocument,
  RedriveTaskDocument,
  RequestRegistryIssuanceDocument,
} from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { finalTask, refuseFileRows } from '../../helpers/task-fixtures';
import { waitFor } from '../../helpers/wait-for';
import { createNest } from '../live/live-helpers';

/**
 * Operator actions on issuances that workers are running (contract/ops.graphql): a redriven
 * issuance pays nothing again, and a cancelled one stops at its worker's next guarded step.
 */

describe('operator actions with workers running', () => {
  let stack: TestStack;
  before(async () => {
    // One retry 1.5 s after an uncharged failure, so a test can cancel a task between its attempts;
    // none after a charge, so a failure after it is final at once.
    stack = await TestStack.start({
      workerQueues: ['issuance'],
      env: { ISSUANCE_MAX_RETRIES: '1', ISSUANCE_RETRY_BASE_MS: '1500', ISSUANCE_CHARGED_MAX_RETRIES: '0' },
    });
  });
  after(() => stack.close());

  const tenant = () => stack.token('tenant-ops-workers');
  const operator = () => stack.operatorToken('operator-9');
  const request = async (nestId: string) =>
    dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId }, tenant())).requestRegistryIssuance.task.id;
  const final = (taskId: string): Promise<TaskRow> => finalTask(stack.app.db, taskId);
  const children = async (taskId: string) =>
    (await stack.app.db.query('select count(*)::int as n from tasks where parent_id = $1', [taskId])).rows[0]
      .n as number;

  test('a FAILED issuance the office charged is redriven: the new task adopts the receipt and succeeds, nothing is paid again', async () => {
    const restore = await refuseFileRows(stack.app.db, '운영재시도');
    const nestId = await createNest(stack.url, tenant(), '운영재시도 집');
    await stack.app.db.query(`update nests set address = '서울특별시 마포구 운영재시도로 5' where id = $1`, [nestId]);
    const failed = await final(await request(nestId));
    await restore();
    assert.equal(failed.errorCode, 'SAVE_FAILED');
    assert.equal(stack.simulator.charges().byKey[failed.id], 1);
    const chargesBefore = stack.simulator.charges().total;

    const { task } = dataOf(
      await gql(stack.url, RedriveTaskDocument, { id: failed.id, reason: 'storage is back' }, operator()),
    ).redriveTask;
    const done = await final(task.id);
    assert.equal(done.status, 'SUCCESS', `${done.errorCode} ${done.errorMessage}`);
    assert.equal(done.redrivenFrom, failed.id);
    assert.equal(done.input['adoptReceiptOf'], failed.id, 'the redrive adopted the paid receipt');
    assert.equal(stack.simulator.charges().total, chargesBefore, 'no new office charge');
    assert.deepEqual((await findTask(stack.app.db, failed.id))?.version, failed.version, 'the original never changes');
  });

  test('a PROCESSING issuance cancelled between its attempts stops at the retry: no charge, no file, no next task', async () => {
    stack.simulator.setFaults([{ addressContains: '운영취소', errorRate: 1, times: 1 }]);
    const nestId = await createNest(stack.url, tenant(), '운영취소 집');
    await stack.app.db.query(`update nests set address = '서울특별시 마포구 운영취소로 7' where id = $1`, [nestId]);
    const taskId = await request(nestId);
    await waitFor(
      'the first attempt failed and a retry is scheduled',
      async () => ((await findTask(stack.app.db, taskId))?.nextRetryAt ? true : undefined),
      10_000,
    );
    const cancelled = dataOf(
      await gql(stack.url, CancelTaskDocument, { id: taskId, reason: 'tenant asked' }, operator()),
    ).cancelTask;
    assert.equal(cancelled.errorCode, 'CANCELLED');
    // The retry job comes due and finds the row no longer its attempt's.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    stack.simulator.clearFaults();
    const row = (await findTask(stack.app.db, taskId))!;
    assert.equal(row.status, 'FAILED');
    assert.equal(row.errorCode, 'CANCELLED');
    assert.equal(row.version, cancelled.version, 'nothing moved the row after the cancel');
    assert.equal(stack.simulator.charges().byKey[taskId], undefined, 'the office was never charged');
    assert.equal(await children(taskId), 0);
  });

  test('an issuance cancelled while its office call is in flight keeps the cancel: the paid certificate makes no file and no next task, and the next request adopts it', async () => {
    stack.simulator.setFaults([{ addressContains: '운영중취소', latencyMs: 1_500, times: 1 }]);
    const nestId = await createNest(stack.url, tenant(), '운영중취소 집');
    await stack.app.db.query(`update nests set address = '서울특별시 마포구 운영중취소로 9' where id = $1`, [nestId]);
    const taskId = await request(nestId);
    // Its call has reached the office (past the attempt's last check before paying), held there.
    await waitFor(
      'the attempt is calling the office',
      async () => (stack.simulator.issueCalls(taskId) > 0 ? true : undefined),
      10_000,
    );
    const cancelled = dataOf(
      await gql(stack.url, CancelTaskDocument, { id: taskId, reason: 'wrong address' }, operator()),
    ).cancelTask;
    await waitFor(
      'the office answered and charged',
      async () => (stack.simulator.charges().byKey[taskId] === 1 ? true : undefined),
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stack.simulator.clearFaults();
    const row = (await findTask(stack.app.db, taskId))!;
    assert.equal(row.errorCode, 'CANCELLED');
    assert.equal(row.version, cancelled.version, 'the attempt wrote nothing after the cancel');
    assert.equal(row.fileId, null);
    assert.equal(await children(taskId), 0, 'no OCR task');
    const chargesBefore = stack.simulator.charges().total;
    const next = await final(await request(nestId));
    assert.equal(next.status, 'SUCCESS', `${next.errorCode} ${next.errorMessage}`);
    assert.equal(next.input['adoptReceiptOf'], taskId);
    assert.equal(stack.simulator.charges().total, chargesBefore, 'the paid certificate was adopted, not paid again');
  });
});
