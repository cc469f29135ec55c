import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { issueCertificate, type IssuanceDeps } from '../../../src/issuance/issue-certificate';
import { startWorkers, type HandlerFactory } from '../../../src/main/create-workers';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import { AttemptSupersededError } from '../../../src/tasks/task-errors';
import {
  confirmAttemptHolds,
  findTask,
  insertTask,
  markFailed,
  reenterTask,
  startTask,
} from '../../../src/tasks/transitions';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

/**
 * SPEC §4.3, §9: right before the office's paid call, the attempt confirms with a guarded update
 * that the row is still its own; an attempt whose row was closed or taken over meanwhile never pays.
 */
describe('the guard before the charge', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start();
  });
  after(() => stack.close());

  test('an attempt whose row the reaper closed before the charge never calls the office', async () => {
    const outcomes = new Map<string, unknown>();
    // The reaper's closing write lands between the attempt's start and its call to the office.
    const checkpoint: IssuanceDeps['checkpoint'] = async (step, task) => {
      if (step === 'before-charge')
        await markFailed(stack.app.db, task.id, 'STALE_PROCESSING', 'closed by the reaper meanwhile', {
          from: ['PROCESSING'],
        });
    };
    const factory: HandlerFactory = (app, { notifier }) => {
      const office = createHttpRegistryOffice({ baseUrl: app.env.REGISTRY_OFFICE_URL, timeoutMs: 2_000 });
      const deps: IssuanceDeps = {
        db: app.db,
        office,
        storage: app.storage,
        publisher: app.publisher,
        dispatcher: app.dispatcher,
        notifier,
        checkpoint,
      };
      return async (task, attempt) => {
        try {
          return await issueCertificate(deps, task, attempt);
        } catch (error) {
          outcomes.set(task.id, error);
          throw error;
        }
      };
    };
    stack.workers = await startWorkers(stack.app, ['issuance'], { issuance: factory });
    const token = stack.token('guard');
    const nest = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: 'n', address: '서울특별시 종로구 가로채기로 1' } },
        token,
      ),
    ).createNest;
    const taskId = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token))
      .requestRegistryIssuance.task.id;

    const error = await waitFor('the attempt ended', async () => outcomes.get(taskId), 15_000);
    assert.ok(error instanceof AttemptSupersededError, String(error));
    assert.equal(stack.simulator.charges().byKey[taskId] ?? 0, 0, 'the office was never asked to charge');
    assert.equal(stack.simulator.charges().total, 0);
    const { rows } = await stack.app.db.query(`select 1 from fee_ledger where task_id = $1`, [taskId]);
    assert.equal(rows.length, 0);
    const row = await findTask(stack.app.db, taskId);
    assert.equal(row?.status, 'FAILED');
    assert.equal(
      row?.errorCode,
      'STALE_PROCESSING',
      'the closing write stands; the superseded attempt wrote nothing after it',
    );
  });

  test('the guard holds only for the worker and attempt that entered the row, while it is PROCESSING', async () => {
    await stack.app.db.query(`insert into users (id) values ('guard') on conflict do nothing`);
    const {
      rows: [nest],
    } = await stack.app.db.query<{ id: string }>(
      `insert into nests (user_id, name, address) values ('guard', 'n', '서울특별시 종로구 확인로 2') returning id`,
    );
    const task = await insertTask(stack.app.db, { kind: 'REGISTRY_ISSUANCE', nestId: nest.id });
    assert.equal(await confirmAttemptHolds(stack.app.db, task.id, 'worker-a', 0), false, 'PENDING: nobody holds it');
    await startTask(stack.app.db, task.id, 'worker-a');
    assert.equal(await confirmAttemptHolds(stack.app.db, task.id, 'worker-a', 0), true);
    assert.equal(await confirmAttemptHolds(stack.app.db, task.id, 'worker-b', 0), false, 'another worker');
    await reenterTask(stack.app.db, task.id, 'worker-b', 0, true);
    assert.equal(await confirmAttemptHolds(stack.app.db, task.id, 'worker-a', 0), false, 'taken over by a redelivery');
    assert.equal(await confirmAttemptHolds(stack.app.db, task.id, 'worker-b', 1), true);
    await markFailed(stack.app.db, task.id, 'WORKER_DEAD', 'closed', { from: ['PROCESSING'] });
    assert.equal(await confirmAttemptHolds(stack.app.db, task.id, 'worker-b', 1), false, 'final');
    assert.equal((await findTask(stack.app.db, task.id))?.version, 4, 'the check itself is no transition');
  });
});
