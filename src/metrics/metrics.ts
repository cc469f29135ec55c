import type Redis from 'ioredis';
import { outsideTraces } from '../tracing/spans';

/**
 * Cluster-wide counters (SPEC §9: attempts and effects counted apart) and histograms. Every process
 * adds to Redis hashes, so the API's `/metrics` shows the totals of all workers and reapers without
 * a scrape target per process. A process sums its increments and writes them together, at most
 * `flushMs` after the first (METRICS_FLUSH_MS, 1 s by default), in one MULTI: one write where each
 * event used to be one, and every one a system call that woke Redis on the cores the work needs
 * (BENCHMARKS.md, tail latency). Writes are fire-and-forget: a lost increment never fails a task;
 * a process that stops flushes first (the app context's close), one that crashes loses at most
 * its last `flushMs` of counts. They are kept out of traces (outsideTraces): a counter is no step of
 * the work that moves it.
 */
export const COUNTERS = {
  task_attempts_total: 'Attempts that started running a task, by kind',
  task_retries_total: 'Attempts that were scheduled retries, by kind',
  task_redeliveries_total: "Deliveries that found the task's worker lost (died or stalled), by kind",
  task_isolations_total: 'Tasks moved to run alone after losing their worker in the pool, by kind',
  task_closures_total: 'Tasks closed FAILED by the reaper or the poison cap, by code',
  task_failures_total: 'Tasks that ended FAILED, by kind and code',
  task_successes_total: 'Tasks that ended SUCCESS, by kind',
  notifications_total:
    'Outbox notification attempts by outcome: sent, failed (tried again later), given_up (failed for the last time)',
  effects_total: 'Business effects that happened (charges, receipt adoptions, files, OCR texts, analyses), by effect',
} as const;
export type CounterName = keyof typeof COUNTERS;

/**
 * Histograms in seconds, with fixed bucket bounds: a bucket is a Redis field that every process
 * adds to, so all processes must share the bounds. The ranges: a queue wait from a job taken at
 * once (5 ms) to a backlog (5 min); a run from a stage that only reads the database (10 ms) to an
 * OCR of a long scan or a slow office (10 min); a GraphQL answer from a cached read (1 ms) to 10 s;
 * a process's stalls (process-health.ts) from a healthy loop's 1 ms to a blocked one's seconds.
 */
export const HISTOGRAMS = {
  task_queue_wait_seconds: {
    help: 'Time from a job being queued (a scheduled retry: being due) to a worker starting its attempt, by kind and stage',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  },
  task_run_seconds: {
    help: 'Time from an attempt starting to its end, by kind, stage and outcome (success, retry, failed, superseded)',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600],
  },
  graphql_operation_seconds: {
    help: 'Time the API took to answer a GraphQL query or mutation, over HTTP or the socket, by operation type and outcome (ok, error)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  },
  process_event_loop_delay_max_seconds: {
    help: 'The longest event-loop delay of each second of each process (how long a ready callback waited for the loop), by process part',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  },
  process_gc_pause_seconds: {
    help: 'Garbage-collection pauses of each process, by process part and kind (minor, major, incremental, weakcb)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  },
} as const satisfies Record<string, { help: string; buckets: readonly number[] }>;
export type HistogramName = keyof typeof HISTOGRAMS;

/** How long a process holds its increments before writing them, by default. */
export const DEFAULT_METRICS_FLUSH_MS = 1_000;

let sink: { redis: Redis; key: string; histogramsKey: string; flushMs: number } | null = null;
/** Increments not yet written: counter fields, and histogram fields (bucket, sum, count), summed. */
let pending = { counters: new Map<string, number>(), histograms: new Map<string, number>() };
let flushTimer: NodeJS.Timeout | null = null;

/**
 * Points the counters and histograms of this process at Redis; until then they are dropped (unit
 * tests). What was counted for the previous destination is written there first.
 */
export function configureMetrics(redis: Redis, prefix: string, flushMs = DEFAULT_METRICS_FLUSH_MS): void {
  void flushMetrics();
  sink = { redis, key: metricsKey(prefix), histogramsKey: histogramsKey(prefix), flushMs };
}

export function metricsKey(prefix: string): string {
  return `${prefix}:metrics`;
}

export function histogramsKey(prefix: string): string {
  return `${prefix}:histograms`;
}

/** Adds `by` to a counter with labels, e.g. count('effects_total', { effect: 'charge' }). */
export function count(name: CounterName, labels: Record<string, string>, by = 1): void {
  if (!sink) return;
  add(pending.counters, seriesField(name, labels), by);
  scheduleFlush(sink.flushMs);
}

/**
 * Writes what this process has counted and not yet written, in one MULTI, so a scrape never sees a
 * histogram's count its buckets do not add up to. Resolves once Redis answered (or failed: the
 * increments are then lost, as a fire-and-forget write's would be).
 */
export function flushMetrics(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  const target = sink;
  const { counters, histograms } = pending;
  if (!target || (counters.size === 0 && histograms.size === 0)) return Promise.resolve();
  pending = { counters: new Map(), histograms: new Map() };
  return outsideTraces(() => {
    const multi = target.redis.multi();
    for (const [field, by] of counters) multi.hincrby(target.key, field, by);
    for (const [field, by] of histograms) multi.hincrby(target.histogramsKey, field, by);
    return multi.exec().then(
      () => undefined,
      () => undefined,
    );
  });
}

function add(fields: Map<string, number>, field: string, by: number): void {
  fields.set(field, (fields.get(field) ?? 0) + by);
}

function scheduleFlush(flushMs: number): void {
  if (flushTimer) return;
  flushTimer = setTimeout(() => void flushMetrics(), flushMs);
  flushTimer.unref();
}

/** Reads every counter back as { name, labels, value } (for `/metrics` and tests), this process's own written first. */
export async function readCounters(
  redis: Redis,
  prefix: string,
): Promise<Array<{ name: CounterName; labels: Record<string, string>; value: number }>> {
  await flushMetrics();
  const all = await redis.hgetall(metricsKey(prefix));
  return Object.entries(all).map(([field, value]) => {
    const [name, labelText = ''] = field.split('|');
    return { name: name as CounterName, labels: parseLabels(labelText), value: Number(value) };
  });
}

/**
 * Records one observation of `seconds` (below 0 counts as 0: a wait measured across two hosts'
 * clocks can come out negative). Only the bucket the value falls in is written; `/metrics` makes
 * the buckets cumulative. The sum is kept in whole microseconds, since HINCRBY adds integers.
 */
export function observe(name: HistogramName, labels: Record<string, string>, seconds: number): void {
  if (!sink) return;
  const series = seriesField(name, labels);
  const value = Math.max(0, seconds);
  add(pending.histograms, `${series}|le=${bucketOf(HISTOGRAMS[name].buckets, value)}`, 1);
  add(pending.histograms, `${series}|sum_us`, Math.round(value * 1e6));
  add(pending.histograms, `${series}|count`, 1);
  scheduleFlush(sink.flushMs);
}

/** The upper bound of the bucket `seconds` falls in: the lowest bound at or above it, else `+Inf`. */
export function bucketOf(buckets: readonly number[], seconds: number): string {
  const bound = buckets.find((b) => seconds <= b);
  return bound === undefined ? '+Inf' : String(bound);
}

/** One histogram series as stored: observations per bucket (by upper bound, not cumulative), their sum and count. */
export interface HistogramSeries {
  name: HistogramName;
  labels: Record<string, string>;
  buckets: Record<string, number>;
  sumSeconds: number;
  count: number;
}

/** Reads every histogram series back (for `/metrics` and tests), this process's own written first. */
export async function readHistograms(redis: Redis, prefix: string): Promise<HistogramSeries[]> {
  await flushMetrics();
  const all = await redis.hgetall(histogramsKey(prefix));
  const series = new Map<string, HistogramSeries>();
  for (const [field, value] of Object.entries(all)) {
    const [name, labelText = '', part = ''] = field.split('|');
    const key = `${name}|${labelText}`;
    let one = series.get(key);
    if (!one)
      series.set(
        key,
        (one = { name: name as HistogramName, labels: parseLabels(labelText), buckets: {}, sumSeconds: 0, count: 0 }),
      );
    if (part === 'count') one.count = Number(value);
    else if (part === 'sum_us') one.sumSeconds = Number(value) / 1e6;
    else one.buckets[part.slice('le='.length)] = Number(value);
  }
  return [...series.values()];
}

/** A series' field in its hash: `name|k=v,k=v` (label values are kinds, codes and outcomes: no `|`, `,` or `=`). */
function seriesField(name: string, labels: Record<string, string>): string {
  return `${name}|${Object.entries(labels)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')}`;
}

function parseLabels(labelText: string): Record<string, string> {
  return Object.fromEntries(
    labelText
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}
