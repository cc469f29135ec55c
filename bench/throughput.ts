/**
 * End-to-end task throughput (SPEC §2–§3) beside its baselines, in one run:
 *
 *   npm run bench -- throughput [--n 10000] [--c 1,5,20,50] [--no-baselines] [--no-unbatched] [--cpu-prof]
 *
 * Project: trivial tasks on the real path (bench/lib/trivial-lifecycle.ts), producers and worker in
 * one process like the hand-written baseline, on a database and queue prefix of the bench's own.
 * Baselines (bench/baselines): raw Bee-Queue no-op jobs, the hand-written minimal lifecycle
 * (4 commits per task), PostgreSQL's commit ceiling (pgbench with C clients). The project also runs
 * with WRITE_BATCH_MAX=1 (every PostgreSQL write and every enqueue alone, as before group commit;
 * publishes stay auto-pipelined), so each run shows that fix's before and after side by side.
 * Goal at C=20: ≥ 2 × the hand lifecycle and ≥ 50 % of (commit ceiling ÷ commits per task).
 * Writes bench/results/throughput.json; `--cpu-prof` writes a V8 profile of the project side at the
 * first level (bench/results/throughput.cpuprofile, open it in Chrome DevTools).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRedis } from '../src/infra/redis';
import { prepareBaselines, runCommitCeiling, runHandLifecycle, runRawBeeQueue } from './lib/baselines';
import { benchAppContext, createBenchStack, createNests } from './lib/bench-stack';
import { nowMs, parseCounts, printGoals, ratio, round, writeResult } from './lib/report';
import { closeWorker, COMMITS_PER_TASK, produce, startTrivialWorker } from './lib/trivial-lifecycle';
import { groupCommitStats } from '../src/tasks/transitions';

interface Row {
  C: number;
  project: number;
  projectCpuPct: number;
  unbatched: number | null;
  hand: number | null;
  rawBeeQueue: number | null;
  commitCeiling: number | null;
}

/** One concurrency level of the project: N tasks created, dispatched and run; tasks/s. */
async function runProject(
  n: number,
  c: number,
  options: { batchMax?: number; profile?: boolean } = {},
): Promise<{ tasksPerSec: number; cpuPct: number }> {
  const stack = await createBenchStack(`tp${c}`);
  const app = await benchAppContext(stack, 'throughput', {
    DATABASE_POOL_SIZE: String(Math.min(40, Math.max(10, 2 * c + 4))),
    ...(options.batchMax ? { WRITE_BATCH_MAX: String(options.batchMax) } : {}),
  });
  const redis = createRedis(stack.env.REDIS_URL, 'bench-throughput-admin');
  try {
    const nests = await createNests(app.db, 100);
    let done = 0;
    let allDone!: () => void;
    const finished = new Promise<void>((r) => (allDone = r));
    const worker = startTrivialWorker(app, c, {
      onSucceeded: () => {
        if (++done === n) allDone();
      },
    });
    await worker.ready();
    const profiler = options.profile ? await startCpuProfile() : null;
    const started = nowMs();
    const cpu0 = process.cpuUsage();
    await produce(app, nests, n, c);
    await finished;
    const ms = nowMs() - started;
    const cpu = process.cpuUsage(cpu0);
    if (profiler) console.log(`[bench] wrote ${await profiler.stop('throughput.cpuprofile')}`);
    await closeWorker(worker);
    await verify(app.db, n);
    console.log(
      `[bench] C=${c}${options.batchMax === 1 ? ' unbatched' : ''} statements / rows: ${groupCommitStats(app.db)}`,
    );
    return { tasksPerSec: round(n / (ms / 1000)), cpuPct: round((100 * (cpu.user + cpu.system)) / 1000 / ms) };
  } finally {
    await app.close();
    await stack.drop(redis);
    redis.disconnect();
  }
}

/** Every task must have ended SUCCESS at version 3 with its three events: a fast wrong path is no result. */
async function verify(
  db: { query(sql: string): Promise<{ rows: Array<Record<string, string>> }> },
  n: number,
): Promise<void> {
  const { rows } =
    await db.query(`select count(*) filter (where status = 'SUCCESS' and version = 3 and job_id is not null) as ok,
    (select count(*) from task_events) as events from tasks`);
  if (Number(rows[0].ok) !== n || Number(rows[0].events) !== 3 * n)
    throw new Error(`verification failed: ${JSON.stringify(rows[0])} for ${n} tasks`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      n: { type: 'string', default: '10000' },
      c: { type: 'string', default: '1,5,20,50' },
      'no-baselines': { type: 'boolean', default: false },
      'no-unbatched': { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  const n = Number(values.n);
  const cs = parseCounts(values.c, 'c');
  const baselines = !values['no-baselines'];
  if (baselines) prepareBaselines();
  const rows: Row[] = [];
  for (const c of cs) {
    const { tasksPerSec: project, cpuPct } = await runProject(n, c, { profile: values['cpu-prof'] && c === cs[0] });
    const unbatched = values['no-unbatched'] ? null : (await runProject(n, c, { batchMax: 1 })).tasksPerSec;
    const row: Row = {
      C: c,
      project,
      projectCpuPct: cpuPct,
      unbatched,
      hand: null,
      rawBeeQueue: null,
      commitCeiling: null,
    };
    if (baselines)
      Object.assign(row, {
        hand: runHandLifecycle(n, c),
        rawBeeQueue: runRawBeeQueue(n, c),
        commitCeiling: runCommitCeiling(c),
      });
    console.log(`[bench] ${JSON.stringify(row)}`);
    rows.push(row);
  }
  console.log(`\nend-to-end tasks/s, ${n} trivial tasks per level (${COMMITS_PER_TASK} commits per task)`);
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        `C=${r.C}`,
        {
          'project tasks/s': r.project,
          'project CPU %': r.projectCpuPct,
          'unbatched tasks/s': r.unbatched ?? '-',
          'hand tasks/s': r.hand ?? '-',
          'project / hand': ratio(r.project, r.hand),
          'raw Bee-Queue jobs/s': r.rawBeeQueue ?? '-',
          'commit ceiling/s': r.commitCeiling ?? '-',
          'ceiling ÷ 4': r.commitCeiling ? round(r.commitCeiling / COMMITS_PER_TASK) : '-',
          'project / (ceiling ÷ 4)': ratio(r.project, r.commitCeiling ? r.commitCeiling / COMMITS_PER_TASK : null),
        },
      ]),
    ),
  );
  const at20 = rows.find((r) => r.C === 20);
  const goals = {
    'C=20: ≥ 2 × hand lifecycle': at20?.hand ? at20.project >= 2 * at20.hand : null,
    'C=20: ≥ 50 % of ceiling ÷ 4': at20?.commitCeiling
      ? at20.project >= 0.5 * (at20.commitCeiling / COMMITS_PER_TASK)
      : null,
  };
  printGoals(goals);
  console.log(`[bench] wrote ${writeResult('throughput', { n, commitsPerTask: COMMITS_PER_TASK, rows, goals })}`);
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);

/** A V8 CPU profile of this process (the project side: producers, worker, pools), via the inspector. */
async function startCpuProfile(): Promise<{ stop(name: string): Promise<string> }> {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(name) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      session.disconnect();
      const file = path.join(__dirname, 'results', name);
      writeFileSync(file, JSON.stringify(profile));
      return file;
    },
  };
}
