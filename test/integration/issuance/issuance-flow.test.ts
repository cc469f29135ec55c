import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { CreateNestDocument, RequestRegistryIssuanceDocument, TaskDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

describe('registry issuance end to end', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: ['issuance'] });
  });
  after(() => stack.close());

  test('a requested issuance succeeds once, stores the same bytes, and hands off an OCR task', async () => {
    const token = stack.token('owner-1');
    const nest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '마포 투룸', address: '서울특별시 마포구 월드컵북로 12, 101동 1203호' } },
        token,
      ),
    ).createNest;
    const requested = dataOf(
      await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token),
    ).requestRegistryIssuance;
    assert.equal(requested.reused, false);
    assert.equal(requested.task.status, 'PENDING');

    const done = await waitFor('issuance SUCCESS', async () => {
      const task = dataOf(await gql(stack.url, TaskDocument, { id: requested.task.id }, token)).task;
      return task?.status === 'SUCCESS' || task?.status === 'FAILED' ? task : undefined;
    });
    assert.equal(done.status, 'SUCCESS', `ended ${done.status} ${done.errorCode} ${done.errorMessage}`);
    assert.ok(done.__typename === 'RegistryIssuanceTask');
    const file = done.file!;
    const bytes = Buffer.from(await (await fetch(file.url)).arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(createHash('sha256').update(bytes).digest('hex'), file.sha256);
    assert.equal(bytes.length, file.byteSize);
    assert.ok(done.ocrTask, 'the OCR task exists');
    assert.ok(['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED'].includes(done.ocrTask.status));

    const ledger = await stack.app.db.query('select effect_key, fee_krw from fee_ledger where task_id = $1', [done.id]);
    assert.equal(ledger.rows.length, 1);
    assert.equal(stack.simulator.charges().byKey[done.id], 1);
    const events = await stack.app.db.query<{ version: number; to_status: string }>(
      'select version, to_status from task_events where task_id = $1 order by version',
      [done.id],
    );
    assert.deepEqual(
      events.rows.map((e) => e.to_status),
      ['PENDING', 'PROCESSING', 'SUCCESS'],
    );
    assert.deepEqual(
      events.rows.map((e) => e.version),
      [1, 2, 3],
    );
    assert.equal(done.version, 3);
  });
});
