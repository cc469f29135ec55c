import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startLocalRedis, type LocalRedis } from '../../helpers/local-redis';
import { TestStack } from '../../helpers/test-stack';
import { startFastOffice, type FastOffice } from './fast-office';
import { runFlushScenario } from './flush-scenario';

/** SPEC §6: Redis flushed under 1,000 dispatched tasks; one reaper tick re-sends them all. */
describe('Redis FLUSHALL with 1,000 PENDING tasks', () => {
  let redis: LocalRedis;
  let stack: TestStack;
  let office: FastOffice;
  before(async () => {
    redis = await startLocalRedis();
    // The office is not under test here; the simulator would spend ~80 s rendering 1,000 PDFs.
    office = await startFastOffice();
    stack = await TestStack.start({
      api: false,
      env: { REDIS_URL: redis.url, REGISTRY_OFFICE_URL: office.url, DATABASE_POOL_SIZE: '20' },
    });
  });
  after(async () => {
    await stack?.close();
    await office?.close();
    await redis?.close();
  });

  test('one tick re-dispatches every lost job and the workers finish them all SUCCESS', async () => {
    const result = await runFlushScenario(stack, redis, {
      tasks: 1_000,
      workers: 2,
      concurrency: 10,
      timeoutMs: 60_000,
      office,
    });
    console.log(
      `[flush] ${result.tasks} tasks dispatched in ${result.dispatchS.toFixed(1)} s; jobs ${result.jobsBefore} → ${result.jobsAfter} after FLUSHALL; ` +
        `one reaper tick re-dispatched ${result.tick.redispatched} in ${result.tick.ms} ms (${result.jobsRequeued} jobs queued); workers finished in ${result.finishS.toFixed(1)} s`,
    );
    assert.equal(result.jobsBefore, 1_000);
    assert.equal(result.jobsAfter, 0);
    assert.equal(result.tick.redispatched, 1_000);
    assert.equal(result.jobsRequeued, 1_000);
    assert.deepEqual(result.audit.violations, []);
    assert.equal(result.audit.success, 1_000);
    assert.equal(result.audit.ledgerRows, 1_000);
  });
});
