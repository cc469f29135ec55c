import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { exited, TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { findTask } from '../../../src/tasks/transitions';

/** SPEC §4.3 and §9: a worker killed right after the office charged; the redelivery pays nothing more. */
describe('worker killed after the charge', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start();
  });
  after(() => stack.close());

  test('the job is redelivered, the task succeeds, one ledger row, one charge at the office', async () => {
    const doomed = stack.spawnWorker({ CHAOS_KILL_AT: 'after-charge' });
    await waitFor('worker ready', async () => (doomed.output.join('').includes('consuming') ? true : undefined));
    const token = stack.token('crash');
    const nest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: 'n', address: '경기도 성남시 분당구 판교역로 235' } },
        token,
      ),
    ).createNest;
    const taskId = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token))
      .requestRegistryIssuance.task.id;

    const death = await exited(doomed);
    assert.equal(death.signal, 'SIGKILL', doomed.output.join(''));
    assert.equal(stack.simulator.charges().byKey[taskId], 1, 'the office charged before the kill');
    assert.equal((await findTask(stack.app.db, taskId))?.status, 'PROCESSING');

    const rescuer = stack.spawnWorker();
    const done = await waitFor(
      'task final',
      async () => {
        const row = await findTask(stack.app.db, taskId);
        return row && (row.status === 'SUCCESS' || row.status === 'FAILED') ? row : undefined;
      },
      30_000,
    );
    assert.equal(done.status, 'SUCCESS', `${done.errorCode} ${done.errorMessage}\n${rescuer.output.join('')}`);
    assert.equal(done.redeliveryCount, 1);
    assert.equal(done.retryCount, 1);
    assert.notEqual(done.workerId, null);
    const ledger = await stack.app.db.query('select count(*)::int as n from fee_ledger where task_id = $1', [taskId]);
    assert.equal(ledger.rows[0].n, 1);
    assert.equal(stack.simulator.charges().byKey[taskId], 1, 'no second charge');
    rescuer.kill('SIGTERM');
    const stop = await exited(rescuer);
    assert.equal(stop.code, 0, 'a worker stops cleanly on SIGTERM');
  });
});
