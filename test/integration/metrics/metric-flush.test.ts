import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type Redis from 'ioredis';
import { parseEnv } from '../../../src/config/env';
import { createRedis } from '../../../src/infra/redis';
import { createAppContext } from '../../../src/main/app-context';
import {
  configureMetrics,
  count,
  flushMetrics,
  histogramsKey,
  metricsKey,
  observe,
  readCounters,
  readHistograms,
} from '../../../src/metrics/metrics';
import { createTestDatabase } from '../../helpers/test-database';
import { waitFor } from '../../helpers/wait-for';

/**
 * A process sums its increments and writes them in one MULTI at most METRICS_FLUSH_MS after the
 * first (src/metrics/metrics.ts), on real Redis: the totals are the same as one write per event
 * would make, the writes are one per flush, and nothing counted is left unwritten by a reader of
 * this process or by a stop.
 */
describe('metrics written in one write per flush', () => {
  let redis: Redis;
  const prefix = `mf${randomBytes(4).toString('hex')}`;
  /** MULTI blocks this process sent to Redis. */
  let multis = 0;
  before(() => {
    redis = createRedis('redis://127.0.0.1:6379', 'metric-flush-test');
    const multi = redis.multi.bind(redis) as () => ReturnType<Redis['multi']>;
    (redis as { multi: unknown }).multi = () => {
      multis++;
      return multi();
    };
  });
  after(async () => {
    await redis.del(metricsKey(prefix), histogramsKey(prefix));
    redis.disconnect();
  });

  test('a hundred events held for the flush are one write with the totals of a hundred', async () => {
    configureMetrics(redis, prefix, 60_000);
    multis = 0;
    for (let i = 0; i < 100; i++) {
      count('task_attempts_total', { kind: 'REGISTRY_ANALYSIS' });
      observe('task_run_seconds', { kind: 'REGISTRY_ANALYSIS', outcome: 'success' }, i < 90 ? 0.02 : 3);
    }
    count('effects_total', { effect: 'charge' }, 2);
    assert.deepEqual(await redis.hgetall(metricsKey(prefix)), {}, 'nothing is written before the flush is due');
    assert.equal(multis, 0);

    await flushMetrics();
    assert.equal(multis, 1, 'one MULTI for every counter and histogram field');
    const counters = await redis.hgetall(metricsKey(prefix));
    assert.equal(counters['task_attempts_total|kind=REGISTRY_ANALYSIS'], '100');
    assert.equal(counters['effects_total|effect=charge'], '2');
    const [run] = await readHistograms(redis, prefix);
    assert.equal(run.count, 100);
    assert.deepEqual(run.buckets, { '0.025': 90, '5': 10 });
    assert.equal(Math.round(run.sumSeconds * 1000), 90 * 20 + 10 * 3000);
    await flushMetrics();
    assert.equal(multis, 1, 'a flush with nothing held writes nothing');
  });

  test('held increments are written by the timer, and a reader in the process sees its own at once', async () => {
    configureMetrics(redis, prefix, 100);
    count('task_retries_total', { kind: 'CLAUSE_ANALYSIS' });
    const field = 'task_retries_total|kind=CLAUSE_ANALYSIS';
    await waitFor('the timed flush', async () =>
      (await redis.hget(metricsKey(prefix), field)) === '1' ? true : undefined,
    );

    configureMetrics(redis, prefix, 60_000);
    count('task_retries_total', { kind: 'CLAUSE_ANALYSIS' });
    const retries = (await readCounters(redis, prefix)).find((c) => c.name === 'task_retries_total');
    assert.equal(retries?.value, 2, 'readCounters writes what this process holds before it reads');
  });

  test('pointing the metrics elsewhere writes what was held to where it was counted', async () => {
    const other = `${prefix}o`;
    try {
      configureMetrics(redis, prefix, 60_000);
      count('task_successes_total', { kind: 'REGISTRY_ISSUANCE' });
      configureMetrics(redis, other, 60_000);
      count('task_successes_total', { kind: 'REGISTRY_ISSUANCE' }, 5);
      await flushMetrics();
      const field = 'task_successes_total|kind=REGISTRY_ISSUANCE';
      await waitFor('the first flush', async () => ((await redis.hget(metricsKey(prefix), field)) ? true : undefined));
      assert.equal(await redis.hget(metricsKey(prefix), field), '1');
      assert.equal(await redis.hget(metricsKey(other), field), '5');
    } finally {
      await redis.del(metricsKey(other));
    }
  });

  test("a process that stops writes what it held: the app context's close flushes", async () => {
    const database = await createTestDatabase();
    const own = `${prefix}c`;
    try {
      const app = await createAppContext(
        parseEnv({
          DATABASE_URL: database.url,
          DATABASE_POOL_MIN: '1',
          REDIS_URL: 'redis://127.0.0.1:6379',
          QUEUE_PREFIX: own,
          METRICS_FLUSH_MS: '60000',
        }),
        'metric-flush-test',
      );
      count('effects_total', { effect: 'file' }, 3);
      await app.close();
      assert.equal(await redis.hget(metricsKey(own), 'effects_total|effect=file'), '3');
    } finally {
      await redis.del(metricsKey(own));
      await database.drop();
    }
  });
});
