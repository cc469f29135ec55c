import type Redis from 'ioredis';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUE_NAMES } from '../queue/jobs';
import type { JobQueues } from '../queue/job-queues';
import { COUNTERS, readCounters } from './metrics';

/**
 * The `/metrics` registry of an API process (Prometheus text, prom-client): the cluster-wide
 * counters from Redis, queue depths from Bee-Queue, live workers from their heartbeat keys, and
 * this process's own runtime metrics. Everything cluster-wide is read at scrape time.
 */
export function createMetricsRegistry(redis: Redis, queues: JobQueues, prefix: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'doongzi_api_' });
  for (const [name, help] of Object.entries(COUNTERS)) {
    new Counter({
      name: `doongzi_${name}`, help: `${help} (cluster-wide)`, registers: [registry],
      labelNames: ['kind', 'code', 'effect', 'queue', 'by'],
      async collect() {
        this.reset();
        for (const c of await readCounters(redis, prefix)) if (c.name === name) this.inc(c.labels, c.value);
      },
    });
  }
  new Gauge({
    name: 'doongzi_queue_jobs', help: 'Jobs in each Bee-Queue queue by state', labelNames: ['queue', 'state'], registers: [registry],
    async collect() {
      this.reset();
      for (const queue of QUEUE_NAMES) {
        const health = await queues.producer(queue).checkHealth();
        for (const state of ['waiting', 'active', 'delayed'] as const) this.set({ queue, state }, health[state]);
      }
    },
  });
  new Gauge({
    name: 'doongzi_live_workers', help: 'Worker processes with a live heartbeat key', registers: [registry],
    async collect() {
      let n = 0;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:worker:*`, 'COUNT', 500);
        n += keys.length;
        cursor = next;
      } while (cursor !== '0');
      this.set(n);
    },
  });
  return registry;
}
