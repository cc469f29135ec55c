import type Redis from 'ioredis';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { heartbeatKeys } from '../worker-runtime/heartbeat';
import {
  COUNTERS,
  HISTOGRAMS,
  readCounters,
  readHistograms,
  type HistogramName,
  type HistogramSeries,
} from './metrics';

/** Jobs in one queue by state. */
export interface QueueDepth {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
}

/**
 * The `/metrics` registry of an API process (Prometheus text, prom-client): the cluster-wide
 * counters and histograms from Redis, queue depths (`queueDepths`, read from Bee-Queue by the
 * caller: metrics know no queue), live workers from their heartbeat keys, and this process's own
 * runtime metrics. Everything cluster-wide is read at scrape time.
 */
export function createMetricsRegistry(
  redis: Redis,
  prefix: string,
  queueDepths: () => Promise<QueueDepth[]>,
): Registry {
  const registry = new ClusterRegistry(redis, prefix);
  collectDefaultMetrics({ register: registry, prefix: 'doongzi_api_' });
  for (const [name, help] of Object.entries(COUNTERS)) {
    new Counter({
      name: `doongzi_${name}`,
      help: `${help} (cluster-wide)`,
      registers: [registry],
      labelNames: ['kind', 'code', 'effect', 'queue', 'by'],
      async collect() {
        this.reset();
        for (const c of await readCounters(redis, prefix)) if (c.name === name) this.inc(c.labels, c.value);
      },
    });
  }
  new Gauge({
    name: 'doongzi_queue_jobs',
    help: 'Jobs in each Bee-Queue queue by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const depth of await queueDepths()) {
        for (const state of ['waiting', 'active', 'delayed'] as const)
          this.set({ queue: depth.name, state }, depth[state]);
      }
    },
  });
  new Gauge({
    name: 'doongzi_live_workers',
    help: 'Worker processes with a live heartbeat key',
    registers: [registry],
    async collect() {
      this.set((await heartbeatKeys(redis, prefix)).length);
    },
  });
  return registry;
}

/**
 * prom-client's histograms count what their own process observed and cannot be loaded with bucket
 * counts read from Redis, so the cluster-wide histograms are rendered here and follow prom-client's
 * metrics in the same scrape.
 */
class ClusterRegistry extends Registry {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  override async metrics(): Promise<string> {
    const [own, stored] = await Promise.all([super.metrics(), readHistograms(this.redis, this.prefix)]);
    return `${own}\n${renderHistograms(stored)}\n`;
  }
}

/** Every histogram in the text exposition format, one block each, in the order HISTOGRAMS declares them. */
function renderHistograms(stored: HistogramSeries[]): string {
  return (Object.keys(HISTOGRAMS) as HistogramName[])
    .map((name) =>
      renderHistogram(
        name,
        stored.filter((s) => s.name === name),
      ),
    )
    .join('\n\n');
}

/**
 * One histogram: HELP and TYPE, then per series the cumulative `_bucket` lines up to `le="+Inf"`
 * (which is the count), `_sum` and `_count`. Series are sorted by their labels, so a scrape reads
 * the same from one to the next.
 */
export function renderHistogram(name: HistogramName, series: HistogramSeries[]): string {
  const metric = `doongzi_${name}`;
  const { help, buckets } = HISTOGRAMS[name];
  const lines = [`# HELP ${metric} ${help} (cluster-wide)`, `# TYPE ${metric} histogram`];
  for (const s of [...series].sort((a, b) => labelSet(a.labels).localeCompare(labelSet(b.labels)))) {
    let cumulative = 0;
    for (const bound of buckets) {
      cumulative += s.buckets[String(bound)] ?? 0;
      lines.push(`${metric}_bucket${labelSet({ ...s.labels, le: String(bound) })} ${cumulative}`);
    }
    lines.push(`${metric}_bucket${labelSet({ ...s.labels, le: '+Inf' })} ${s.count}`);
    lines.push(`${metric}_sum${labelSet(s.labels)} ${s.sumSeconds}`);
    lines.push(`${metric}_count${labelSet(s.labels)} ${s.count}`);
  }
  return lines.join('\n');
}

/** `{k="v",…}` with the exposition format's escapes, or nothing for no labels. */
function labelSet(labels: Record<string, string>): string {
  const pairs = Object.entries(labels).map(
    ([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`,
  );
  return pairs.length ? `{${pairs.join(',')}}` : '';
}
