import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { markFailed } from '../../../src/tasks/transitions';
import { TASK_ERROR_MESSAGES } from '../../../src/tasks/task-error.messages';
import {
  CreateNestDocument,
  RequestRegistryIssuanceDocument,
  TaskDocument,
  TaskUpdatedDocument,
} from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { rawWsClient, runRaw } from '../live/live-helpers';

/** What workers write into error_message: driver and storage text naming hosts, buckets, SQL. */
const RAW =
  'file row for doongzi-files/nests/4f1c/registry.pdf not saved: duplicate key value violates unique constraint "files_task_id_key" (PUT http://10.0.3.7:9000 AccessDenied)';

/** SPEC §10: a client sees one fixed sentence per error code; the raw text stays in the row. */
describe('task errorMessage', () => {
  let stack: TestStack;
  let token: string;
  let taskId: string;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
    token = stack.token('failing-user');
    const nestId = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '성수동 원룸', address: '서울특별시 성동구 성수이로 7' } },
        token,
      ),
    ).createNest.id;
    taskId = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId }, token)).requestRegistryIssuance
      .task.id;
  });
  after(() => stack.close());

  test('a task failed with raw driver text shows the fixed sentence, on a query and on the live push', async () => {
    const client = rawWsClient(stack.url, `Bearer ${token}`);
    let snapshot!: () => void;
    const live = new Promise<void>((resolve) => (snapshot = resolve));
    const pushed = runRaw(client, TaskUpdatedDocument, { id: taskId }, () => snapshot());
    // The snapshot (PENDING) arrives once the subscription is live: the failure then comes as a push.
    await live;
    const failed = await markFailed(stack.app.db, taskId, 'SAVE_FAILED', RAW, { from: ['PENDING'] });
    assert.ok(failed, 'the task was PENDING and is now FAILED');
    await stack.app.publisher.publish(failed);
    const outcome = await pushed;
    await client.dispose();

    assert.equal(outcome.results.length, 2, 'the PENDING snapshot, then the FAILED push');
    const last = outcome.results.at(-1)?.data?.['taskUpdated'] as
      { status: string; errorCode: string; errorMessage: string } | undefined;
    assert.deepEqual(
      [last?.status, last?.errorCode, last?.errorMessage],
      ['FAILED', 'SAVE_FAILED', TASK_ERROR_MESSAGES.SAVE_FAILED],
      JSON.stringify(outcome),
    );

    const queried = dataOf(await gql(stack.url, TaskDocument, { id: taskId }, token)).task!;
    assert.equal(queried.errorMessage, TASK_ERROR_MESSAGES.SAVE_FAILED);
    assert.doesNotMatch(JSON.stringify([queried, outcome]), /duplicate key|files_task_id_key|10\.0\.3\.7|AccessDenied/);

    const { rows } = await stack.app.db.query('select error_message from tasks where id = $1', [taskId]);
    assert.equal(rows[0].error_message, RAW, 'the raw cause stays in the row for operators');
  });
});
