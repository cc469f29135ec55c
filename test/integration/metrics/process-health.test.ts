import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type Redis from 'ioredis';
import { createRedis } from '../../../src/infra/redis';
import { configureMetrics, histogramsKey, readHistograms } from '../../../src/metrics/metrics';
import { startProcessHealth } from '../../../src/metrics/process-health';
import { waitFor } from '../../helpers/wait-for';

/**
 * A process's own stalls reach the cluster-wide histograms: each second's worst event-loop delay,
 * and every GC pause, by process part (src/metrics/process-health.ts), on real Redis.
 */
describe('process health metrics', () => {
  let redis: Redis;
  const prefix = `ph${randomBytes(4).toString('hex')}`;
  before(() => {
    redis = createRedis('redis://127.0.0.1:6379', 'process-health-test');
    configureMetrics(redis, prefix);
  });
  after(async () => {
    await redis.del(histogramsKey(prefix));
    redis.disconnect();
  });

  test('a blocked loop shows as a second whose worst delay is that long; GC pauses are counted by kind', async () => {
    const stop = startProcessHealth('test');
    try {
      // Once the monitor runs, block the loop for 120 ms, then make garbage enough for a few scavenges.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const until = performance.now() + 120;
      while (performance.now() < until);
      let keep: number[][] = [];
      for (let i = 0; i < 200; i++) {
        keep = Array.from({ length: 2_000 }, (_, j) => [i, j]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      assert.ok(keep.length > 0);
      const series = await waitFor(
        'a loop-delay and a GC observation',
        async () => {
          const all = await readHistograms(redis, prefix);
          const loop = all.find((s) => s.name === 'process_event_loop_delay_max_seconds');
          const gc = all.filter((s) => s.name === 'process_gc_pause_seconds');
          return loop && loop.count > 0 && gc.length > 0 ? { loop, gc } : undefined;
        },
        5_000,
      );
      assert.deepEqual(series.loop.labels, { part: 'test' });
      // The blocked second's worst delay, ≥ 100 ms, lands in a bucket above 0.1 s.
      const slow = Object.entries(series.loop.buckets)
        .filter(([le]) => le === '+Inf' || Number(le) > 0.1)
        .reduce((n, [, c]) => n + c, 0);
      assert.ok(slow >= 1, JSON.stringify(series.loop.buckets));
      assert.ok(series.loop.sumSeconds >= 0.1);
      for (const s of series.gc) {
        assert.equal(s.labels.part, 'test');
        assert.ok(['minor', 'major', 'incremental', 'weakcb', 'other'].includes(s.labels.kind), s.labels.kind);
      }
      assert.ok(
        series.gc.some((s) => s.labels.kind === 'minor' && s.count > 0),
        'a scavenge was seen',
      );
    } finally {
      stop();
    }
  });
});
