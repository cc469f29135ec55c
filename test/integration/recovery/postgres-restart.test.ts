import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startLocalPostgres, type LocalPostgres } from '../../helpers/local-postgres';
import type { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { auditRun } from './recovery-audit';
import { createIssuances, createNests, requestOneMore, superviseWorkers, waitAllFinal } from './recovery-harness';

/**
 * SPEC §1, §9: PostgreSQL (a cluster of the test's own) goes down mid-run and comes back. One task
 * is held at `after-file-row` while the server stops, so its SUCCESS cannot be written: its job is
 * not acknowledged as done, comes back, and the task still ends SUCCESS. Workers and API recover
 * without a restart; no task is lost.
 */
describe('PostgreSQL restarted mid-run', () => {
  let pg: LocalPostgres;
  let stack: TestStack;
  before(async () => {
    pg = await startLocalPostgres();
    // The test database helper reads its server when first loaded: point it at this cluster first.
    process.env.TEST_DATABASE_ADMIN_URL = pg.adminUrl;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { TestStack: Stack } = require('../../helpers/test-stack') as { TestStack: typeof TestStack };
    // A long stall interval: the held job must come back through its own failure, not a stall check.
    stack = await Stack.start({
      env: { STALL_INTERVAL_MS: '30000', HEARTBEAT_INTERVAL_MS: '2000', DATABASE_POOL_SIZE: '10' },
    });
  });
  after(async () => {
    await stack?.close();
    await pg?.close();
  });

  test('the unwritten transition comes back, every task ends SUCCESS, the API answers again', async () => {
    const workers = superviseWorkers(stack, {
      count: 1,
      restart: false,
      env: { CHAOS_STALL_AT: 'after-file-row:4000', CHAOS_MATCH: 'pg-held', WORKER_CONCURRENCY: '3' },
    });
    await workers.ready();
    const [held] = await createIssuances(stack, await createNests(stack.app.db, 1, 'pg-held'));
    const others = await createIssuances(stack, await createNests(stack.app.db, 12, 'pg-normal'));
    await waitFor(
      'the held task at after-file-row',
      async () =>
        workers
          .log()
          .split('\n')
          .some(
            (line) =>
              line.includes('chaos: blocking the event loop') &&
              line.includes(`taskId=${held}`) &&
              line.includes('step=after-file-row'),
          )
          ? true
          : undefined,
      30_000,
    );
    await pg.stop('fast');
    // Down longer than the hold, so the held attempt's SUCCESS meets a closed server.
    await new Promise((r) => setTimeout(r, 6_000));
    await pg.start();

    const ids = [held, ...others];
    const rows = await waitAllFinal(stack.app.db, ids, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${workers.log().slice(-3000)}`);
    });
    assert.deepEqual(
      rows.filter((r) => r.status !== 'SUCCESS').map((r) => `${r.id} ${r.status} ${r.errorCode} ${r.errorMessage}`),
      [],
      workers.log().slice(-3000),
    );
    const heldRow = rows.find((r) => r.id === held)!;
    const events = (
      await stack.app.db.query<{ to_status: string; worker_id: string; attempt: number; note: string | null }>(
        `select to_status, worker_id, attempt, note from task_events where task_id = $1 order by version`,
        [held],
      )
    ).rows;
    assert.equal(heldRow.redeliveryCount, 1, `the job came back once: ${JSON.stringify(events)}`);
    assert.deepEqual(
      events.map((e) => `${e.to_status}/${e.attempt}${e.note ? `/${e.note}` : ''}`),
      [
        'PENDING/0',
        'PROCESSING/0',
        'PROCESSING/1/redelivery: lost its worker, runs alone next',
        'PROCESSING/1/claimed to run alone',
        'SUCCESS/1',
      ],
    );
    assert.equal(
      new Set(
        events
          .slice(1)
          .map((e) => e.worker_id)
          .filter(Boolean),
      ).size,
      1,
      'the same live worker took it again',
    );
    assert.equal(workers.live.length, 1, 'the worker process lived through the outage');
    assert.deepEqual((await auditRun(stack, ids)).violations, []);

    const done = await requestOneMore(stack, 'pg-restart', '대구광역시 수성구 동대구로 100');
    assert.equal(done.status, 'SUCCESS');
    await workers.stop();
  });
});
