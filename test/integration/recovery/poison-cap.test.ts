import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readCounters } from '../../../src/metrics/metrics';
import { TestStack } from '../../helpers/test-stack';
import { auditRun } from './recovery-audit';
import { createIssuances, createNests, superviseWorkers, waitAllFinal } from './recovery-harness';

/**
 * SPEC §6: a job that kills every worker it reaches (CHAOS_KILL_AT=before-charge:always on one
 * address) loses its worker once in the pool, is then run alone, and after MAX_REDELIVERIES (3)
 * losses while alone is closed FAILED(WORKER_DEAD) by the poison cap; the jobs around it all
 * succeed on the restarted workers.
 */
describe('a poison job among normal jobs', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({
      api: false,
      env: { STALL_INTERVAL_MS: '1000', HEARTBEAT_INTERVAL_MS: '2000', MAX_REDELIVERIES: '3' },
    });
  });
  after(() => stack.close());

  test('the poison task ends WORKER_DEAD after 3 lost workers while alone; the others SUCCESS', async () => {
    // One job per worker: a kill then takes down only the poison job, not a neighbour.
    const workers = superviseWorkers(stack, {
      count: 2,
      env: { CHAOS_KILL_AT: 'before-charge:always', CHAOS_MATCH: 'poison-7f3a', WORKER_CONCURRENCY: '1' },
    });
    await workers.ready();
    const normal = await createIssuances(stack, await createNests(stack.app.db, 5, 'normal'));
    const [poison] = await createIssuances(stack, await createNests(stack.app.db, 1, 'poison-7f3a'));
    const ids = [...normal, poison];
    const rows = await waitAllFinal(stack.app.db, ids, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${workers.log().slice(-3000)}`);
    });
    await workers.stop();

    const closed = rows.find((r) => r.id === poison)!;
    assert.equal(closed.status, 'FAILED');
    assert.equal(closed.errorCode, 'WORKER_DEAD');
    const {
      rows: [raw],
    } = await stack.app.db.query<{ error_message: string }>(`select error_message from tasks where id = $1`, [poison]);
    assert.match(raw.error_message, /lost its worker 3 times while running alone/);
    assert.equal(
      closed.redeliveryCount,
      3,
      'the loss in the pool, then two runs alone that died; the third loss alone was refused',
    );
    assert.equal(workers.kills, 4, 'one worker process died on it in the pool, three while it ran alone');
    assert.deepEqual(
      rows.filter((r) => r.id !== poison && r.status !== 'SUCCESS').map((r) => `${r.id} ${r.status} ${r.errorCode}`),
      [],
    );

    const counters = await readCounters(stack.app.redis, stack.env.QUEUE_PREFIX);
    const capped = counters.find(
      (c) => c.name === 'task_closures_total' && c.labels['by'] === 'poison-cap' && c.labels['code'] === 'WORKER_DEAD',
    );
    assert.equal(capped?.value, 1);
    assert.equal(
      stack.simulator.charges().byKey[poison],
      undefined,
      'never charged: it died before the charge each time',
    );
    assert.deepEqual((await auditRun(stack, ids)).violations, []);
  });
});
