import type Redis from 'ioredis';

/**
 * Cluster-wide counters (SPEC §9: attempts and effects counted apart). Every process adds to one
 * Redis hash, so the API's `/metrics` shows the totals of all workers and reapers without a scrape
 * target per process. Writes are fire-and-forget: a lost increment never fails a task.
 */
export const COUNTERS = {
  task_attempts_total: 'Attempts that started running a task, by kind',
  task_retries_total: 'Attempts that were scheduled retries, by kind',
  task_redeliveries_total: 'Deliveries that found the task\'s worker lost (died or stalled), by kind',
  task_isolations_total: 'Tasks moved to run alone after losing their worker in the pool, by kind',
  task_closures_total: 'Tasks closed FAILED by the reaper or the poison cap, by code',
  task_failures_total: 'Tasks that ended FAILED, by kind and code',
  task_successes_total: 'Tasks that ended SUCCESS, by kind',
  notifications_total: 'Outbox notification attempts by outcome: sent, failed (tried again later), given_up (failed for the last time)',
  effects_total: 'Business effects that happened (charges, receipt adoptions, files, OCR texts, analyses), by effect',
} as const;
export type CounterName = keyof typeof COUNTERS;

let sink: { redis: Redis; key: string } | null = null;

/** Points the counters of this process at Redis; until then they are dropped (unit tests). */
export function configureMetrics(redis: Redis, prefix: string): void {
  sink = { redis, key: `${prefix}:metrics` };
}

export function metricsKey(prefix: string): string {
  return `${prefix}:metrics`;
}

/** Adds `by` to a counter with labels, e.g. count('effects_total', { effect: 'charge' }). */
export function count(name: CounterName, labels: Record<string, string>, by = 1): void {
  if (!sink) return;
  const field = `${name}|${Object.entries(labels).map(([k, v]) => `${k}=${v}`).join(',')}`;
  sink.redis.hincrby(sink.key, field, by).catch(() => undefined);
}

/** Reads every counter back as { name, labels, value } (for `/metrics` and tests). */
export async function readCounters(redis: Redis, prefix: string): Promise<Array<{ name: CounterName; labels: Record<string, string>; value: number }>> {
  const all = await redis.hgetall(metricsKey(prefix));
  return Object.entries(all).map(([field, value]) => {
    const [name, labelText = ''] = field.split('|');
    const labels = Object.fromEntries(labelText.split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
    return { name: name as CounterName, labels, value: Number(value) };
  });
}
