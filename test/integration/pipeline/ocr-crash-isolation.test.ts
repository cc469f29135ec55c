import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { findTask } from '../../../src/tasks/transitions';
import type { TaskRow } from '../../../src/tasks/task.types';

const SLOW_STREET = '세종대로';

/**
 * A native crash in OCR (the OCR child SIGSEGVs at its first page, CHAOS_OCR_AT=crash) while the
 * same worker process issues another certificate: the crash costs the OCR attempt alone.
 */
describe('a native crash in OCR stays in OCR', () => {
  let stack: TestStack;
  before(async () => {
    // The second issuance waits at the office long enough to be mid-flight when OCR crashes.
    stack = await TestStack.start({
      env: { REGISTRY_OFFICE_TIMEOUT_MS: '30000' },
      simulator: { faults: [{ addressContains: SLOW_STREET, latencyMs: 15_000 }] },
    });
  });
  after(() => stack.close());

  async function requestIssuance(token: string, address: string): Promise<string> {
    const nest = dataOf(await gql(stack.url, CreateNestDocument, { input: { name: 'n', address } }, token)).createNest;
    return dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: nest.id }, token))
      .requestRegistryIssuance.task.id;
  }

  async function finalTask(id: () => Promise<string | undefined>): Promise<TaskRow> {
    return waitFor(
      'task final',
      async () => {
        const taskId = await id();
        const row = taskId ? await findTask(stack.app.db, taskId) : null;
        return row && (row.status === 'SUCCESS' || row.status === 'FAILED') ? row : undefined;
      },
      120_000,
      200,
    );
  }

  async function childOf(parentId: string, kind: string): Promise<string | undefined> {
    const { rows } = await stack.app.db.query('select id from tasks where parent_id = $1 and kind = $2', [
      parentId,
      kind,
    ]);
    return rows[0]?.id;
  }

  test('the worker process lives on, its issuance running meanwhile succeeds untouched, and the OCR task succeeds on its retry', async () => {
    const worker = stack.spawnWorker({
      WORKER_QUEUES: 'issuance,ocr,registry-analysis',
      CHAOS_OCR_AT: 'crash',
      OCR_RETRY_DELAY_MS: '200',
    });
    await waitFor(
      'worker ready',
      async () => (worker.output.join('').includes('consuming') ? true : undefined),
      60_000,
    );
    const token = stack.token('ocr-crash');
    const scannedIssuance = await requestIssuance(
      token,
      '서울특별시 마포구 성암로 15, 3동 201호 [근저당 180000000] [스캔]',
    );
    const slowIssuance = await requestIssuance(token, `서울특별시 종로구 ${SLOW_STREET} 175`);

    const ocr = await finalTask(() => childOf(scannedIssuance, 'OCR'));
    const slow = await finalTask(async () => slowIssuance);
    const analysis = await finalTask(() => childOf(ocr.id, 'REGISTRY_ANALYSIS'));
    const log = worker.output.join('');

    assert.equal(worker.exitCode, null, log);
    assert.equal(worker.signalCode, null, log);
    process.kill(worker.pid!, 0); // throws if the worker process is gone
    assert.match(log, /OCR child \d+ was killed by SIGSEGV/);

    assert.equal(ocr.status, 'SUCCESS', `${ocr.errorCode} ${ocr.errorMessage}\n${log}`);
    assert.equal(ocr.retryCount, 1, 'one retry after the crash');
    assert.equal(ocr.redeliveryCount, 0, 'the job never lost its worker');
    assert.equal(ocr.lastErrorCode, 'OCR_FAILED');
    assert.equal(analysis.status, 'SUCCESS');
    const { rows: failures } = await stack.app.db.query<{ at: Date; note: string }>(
      `select at, note from task_events where task_id = $1 and error_code = 'OCR_FAILED'`,
      [ocr.id],
    );
    assert.equal(failures.length, 1);
    assert.match(failures[0].note, /SIGSEGV/);

    assert.equal(slow.status, 'SUCCESS', `${slow.errorCode} ${slow.errorMessage}`);
    assert.equal(slow.retryCount, 0, `${slow.lastErrorCode}`);
    assert.equal(slow.redeliveryCount, 0);
    assert.equal(slow.workerId, ocr.workerId, 'both ran in the one worker process');
    assert.ok(
      slow.startedAt! < failures[0].at && failures[0].at < slow.finishedAt!,
      'the issuance was running when OCR crashed',
    );
  });
});
