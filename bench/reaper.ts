/**
 * One reaper tick (SPEC §6) over a table of a million final rows:
 *
 *   npm run bench -- reaper [--final 1000000] [--active 1000] [--ticks 20] [--events]
 *
 * The bench's database gets `final` SUCCESS/FAILED rows and `active` PENDING and PROCESSING rows
 * (generate_series), none of them due for closing, held by a worker whose heartbeat is live — the
 * steady state, where a tick must find nothing quickly. `--events` also writes one event row per
 * task: the tick must not read them, so it must not get slower. Each statement of a tick is
 * recorded and shown with EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back.
 * Goal: a tick ≤ 50 ms at 1M final rows. Writes bench/results/reaper.json.
 */
import { parseArgs } from 'node:util';
import type { QueryResultRow } from 'pg';
import type { Queryable } from '../src/infra/database';
import { createRedis } from '../src/infra/redis';
import { reapOnce, type ReaperDeps, type ReaperOptions } from '../src/tasks/reaper';
import { heartbeatKey } from '../src/worker-runtime/heartbeat';
import { benchAppContext, createBenchStack, createNests } from './lib/bench-stack';
import { distribution, nowMs, printGoals, round, writeResult } from './lib/report';

const WORKER = 'bench-reaper-worker';

/** Final rows in bulk, then the active ones; statistics refreshed as autovacuum would. */
async function fill(db: Queryable, finalRows: number, activeRows: number, events: boolean): Promise<number> {
  const started = nowMs();
  const nests = await createNests(db, 1000);
  await db.query(
    `insert into tasks (kind, status, nest_id, error_code, finished_at, started_at, last_attempt_at, version, created_at, updated_at)
    select 'REGISTRY_ISSUANCE', case when g % 10 = 0 then 'FAILED' else 'SUCCESS' end, ($1::uuid[])[1 + g % 1000],
      case when g % 10 = 0 then 'UNKNOWN' end, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day', 3,
      now() - interval '1 day' - g * interval '1 second', now() - interval '1 day'
    from generate_series(1, $2) g`,
    [nests, finalRows],
  );
  // Half PENDING (younger than the stale window, dispatched), half PROCESSING by a live worker.
  await db.query(
    `insert into tasks (kind, status, nest_id, worker_id, started_at, last_attempt_at, job_id, created_at)
    select 'REGISTRY_ISSUANCE', case when g % 2 = 0 then 'PENDING' else 'PROCESSING' end, ($1::uuid[])[1 + g % 1000],
      case when g % 2 = 1 then $3 end, case when g % 2 = 1 then now() - interval '30 seconds' end,
      case when g % 2 = 1 then now() - interval '30 seconds' end, null, now() - interval '1 minute'
    from generate_series(1, $2) g`,
    [nests, activeRows, WORKER],
  );
  await db.query(`update tasks set job_id = id::text where status in ('PENDING', 'PROCESSING')`);
  if (events)
    await db.query(
      `insert into task_events (task_id, version, from_status, to_status) select id, 1, null, status from tasks`,
    );
  await db.query('vacuum analyze tasks');
  if (events) await db.query('vacuum analyze task_events');
  return round((nowMs() - started) / 1000, 1);
}

/** A Queryable that records every statement the tick sends. */
function recording(db: Queryable, log: Array<{ sql: string; params: unknown[] }>): Queryable {
  return {
    query<R extends QueryResultRow>(sql: string, params: unknown[] = []) {
      log.push({ sql, params });
      return db.query<R>(sql, params);
    },
  };
}

async function explain(
  db: { transaction<T>(w: (tx: Queryable) => Promise<T>): Promise<T> },
  statement: { sql: string; params: unknown[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(`explain (analyze, buffers, costs off) ${statement.sql}`, statement.params);
    await tx.query('rollback');
    await tx.query('begin');
    return rows.map((r) => r['QUERY PLAN'] as string).join('\n');
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      final: { type: 'string', default: '1000000' },
      active: { type: 'string', default: '1000' },
      ticks: { type: 'string', default: '20' },
      events: { type: 'boolean', default: false },
    },
  });
  const stack = await createBenchStack('reaper');
  const app = await benchAppContext(stack, 'reaper');
  const redis = createRedis(stack.env.REDIS_URL, 'bench-reaper-admin');
  try {
    const fillSeconds = await fill(app.db, Number(values.final), Number(values.active), values.events);
    await redis.set(heartbeatKey(stack.prefix, WORKER), 'alive', 'PX', 600_000);
    const log: Array<{ sql: string; params: unknown[] }> = [];
    const deps: ReaperDeps = {
      db: recording(app.db, log) as ReaperDeps['db'],
      redis: app.redis,
      publisher: app.publisher,
      dispatcher: app.dispatcher,
      jobExists: (q, ids) => app.queues.jobsExist(app.redis, q, ids),
    };
    const options: ReaperOptions = {
      stalePendingAfterMs: 5 * 60_000,
      staleProcessingAfterMs: 10 * 60_000,
      stallIntervalMs: 5_000,
      prefix: stack.prefix,
    };
    const first = await reapOnce(deps, options);
    const ticks: number[] = [];
    for (let i = 0; i < Number(values.ticks); i++) {
      const started = nowMs();
      const report = await reapOnce(deps, options);
      ticks.push(nowMs() - started);
      if (report.stalePending + report.takenOver + report.staleProcessing > 0)
        throw new Error(`a steady tick closed or took over rows: ${JSON.stringify(report)}`);
    }
    const statements = log.slice(0, log.length / (Number(values.ticks) + 1));
    const plans: Array<{ sql: string; plan: string }> = [];
    for (const s of statements) plans.push({ sql: s.sql.replace(/\s+/g, ' ').trim(), plan: await explain(app.db, s) });
    for (const p of plans) console.log(`\n-- ${p.sql.slice(0, 160)}…\n${p.plan}`);
    const d = distribution(ticks);
    console.log(
      `\nreaper tick over ${values.final} final + ${values.active} active rows${values.events ? ' (+ one event row per task)' : ''}; fill took ${fillSeconds} s`,
    );
    console.table({
      'first tick (re-sends lost jobs)': { ms: first.ms, redispatched: first.redispatched },
      [`steady ticks (${ticks.length})`]: {
        'p50 ms': d.p50,
        'p99 ms': d.p99,
        'max ms': d.max,
        statements: statements.length,
      },
    });
    const goals = { 'tick ≤ 50 ms at 1M final rows (p99 of steady ticks)': (d.p99 ?? Infinity) <= 50 };
    printGoals(goals);
    console.log(
      `[bench] wrote ${writeResult('reaper', { options: values, fillSeconds, first, ticks: d, plans, goals })}`,
    );
  } finally {
    await app.close();
    await stack.drop(redis);
    redis.disconnect();
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
