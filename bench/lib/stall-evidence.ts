import type Redis from 'ioredis';
import type { Queryable } from '../../src/infra/database';
import { readHistograms, type HistogramSeries } from '../../src/metrics/metrics';
import { round, sleep } from './report';

/**
 * What else happened while a load ran, for placing a latency tail (the tail-latency issue's
 * suspects), each read before and after the load and given as the difference:
 * - a process part's worst second of event-loop delay and its GC pauses, from the cluster-wide
 *   histograms its process health writes (src/metrics/process-health.ts): the longest delay is the
 *   upper bound of the highest bucket that moved, since a histogram keeps no exact maximum;
 * - PostgreSQL's autovacuum and autoanalyze runs on the bench database's tables, and checkpoints;
 * - Redis's slow-log entries (commands over `slowlog-log-slower-than`, 10 ms by default).
 */
export interface StallEvidence {
  /** The worst second's event-loop delay of the part is at most this, ms (null: no second recorded). */
  loopMaxMs: number | null;
  gcPauses: number;
  gcMs: number;
  autovacuums: number;
  autoanalyzes: number;
  checkpoints: number;
  redisSlowCommands: number;
}

interface Reading {
  series: HistogramSeries[];
  autovacuums: number;
  autoanalyzes: number;
  checkpoints: number;
  slowlogId: number;
}

/** The histograms are written at most METRICS_FLUSH_MS (1 s) late: a load's last second waits this long. */
const FLUSH_WAIT_MS = 1_200;

/**
 * Reads the suspects now and returns what reads them again after a load, for the process part
 * `part` (`api`, `worker`) writing under `prefix`.
 */
export async function stallMeter(
  redis: Redis,
  prefix: string,
  db: Queryable,
  part: string,
): Promise<() => Promise<StallEvidence>> {
  const before = await read(redis, prefix, db);
  return async () => {
    await sleep(FLUSH_WAIT_MS);
    const after = await read(redis, prefix, db);
    const moved = (name: string, kind?: string) => {
      const buckets = new Map<string, number>();
      let count = 0;
      let sum = 0;
      for (const s of after.series) {
        if (s.name !== name || s.labels['part'] !== part || (kind && s.labels['kind'] !== kind)) continue;
        const was = before.series.find((b) => b.name === s.name && sameLabels(b.labels, s.labels));
        count += s.count - (was?.count ?? 0);
        sum += s.sumSeconds - (was?.sumSeconds ?? 0);
        for (const [le, n] of Object.entries(s.buckets)) {
          const grew = n - (was?.buckets[le] ?? 0);
          if (grew > 0) buckets.set(le, (buckets.get(le) ?? 0) + grew);
        }
      }
      return { buckets, count, sum };
    };
    const loop = moved('process_event_loop_delay_max_seconds');
    const gc = moved('process_gc_pause_seconds');
    const bounds = [...loop.buckets.keys()].map((le) => (le === '+Inf' ? Infinity : Number(le) * 1000));
    return {
      loopMaxMs: bounds.length ? Math.max(...bounds) : null,
      gcPauses: gc.count,
      gcMs: round(gc.sum * 1000, 1),
      autovacuums: after.autovacuums - before.autovacuums,
      autoanalyzes: after.autoanalyzes - before.autoanalyzes,
      checkpoints: after.checkpoints - before.checkpoints,
      redisSlowCommands: after.slowlogId - before.slowlogId,
    };
  };
}

function sameLabels(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

async function read(redis: Redis, prefix: string, db: Queryable): Promise<Reading> {
  const series = await readHistograms(redis, prefix);
  // Statistics views lag their backends by up to PGSTAT's flush interval; a load lasts seconds.
  const tables = await db.query<{ vacuums: string; analyzes: string }>(
    `select coalesce(sum(autovacuum_count), 0) as vacuums, coalesce(sum(autoanalyze_count), 0) as analyzes
     from pg_stat_user_tables`,
  );
  // PostgreSQL 17 moved the checkpoint counts to their own view.
  const checkpoints = await db
    .query<{ n: string }>('select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter')
    .catch(() => db.query<{ n: string }>('select num_timed + num_requested as n from pg_stat_checkpointer'));
  const newest = (await redis.call('SLOWLOG', 'GET', '1')) as Array<[number, ...unknown[]]>;
  return {
    series,
    autovacuums: Number(tables.rows[0].vacuums),
    autoanalyzes: Number(tables.rows[0].analyzes),
    checkpoints: Number(checkpoints.rows[0].n),
    slowlogId: newest.length > 0 ? Number(newest[0][0]) + 1 : 0,
  };
}
