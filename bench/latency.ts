/**
 * Latency of the task path (SPEC §2, §3, §7) under a steady open-loop rate:
 *
 *   npm run bench -- latency [--n 1000] [--rate 50,200] [--c 20] [--cpu-prof]
 *
 * For each task: insertTask (commit), a graphql-ws client subscribes to `taskUpdated(id)` on the
 * API (its own process, production settings) and gets its snapshot, then the task is dispatched
 * (TaskDispatcher) and run by startQueueWorker with a handler that only commits SUCCESS.
 * - commit → worker start: from the moment the committed row is handed to dispatch to the handler's
 *   first line (enqueue, job id stored, delivery, PENDING → PROCESSING committed and published);
 * - commit → receipt: SUCCESS committed (the handler's clock right after markSucceeded returned)
 *   to the subscriber receiving version 3 (one machine, one clock).
 * Goals: commit → worker start p50 ≤ 10 ms, p99 ≤ 50 ms. Writes bench/results/latency.json;
 * `--cpu-prof` also a V8 profile of the API process per rate (bench/results/latency-api-<rate>.cpuprofile).
 */
import { parseArgs } from 'node:util';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { mintToken } from '../src/auth/jwt';
import { createRedis } from '../src/infra/redis';
import type { AppContext } from '../src/main/app-context';
import { insertTask } from '../src/tasks/transitions';
import {
  BENCH_SECRET,
  BENCH_USER,
  benchAppContext,
  createBenchStack,
  createNests,
  startApiChild,
} from './lib/bench-stack';
import { distribution, nowMs, parseCounts, printGoals, sleep, writeResult, type Distribution } from './lib/report';
import { closeWorker, startTrivialWorker } from './lib/trivial-lifecycle';

const SUBSCRIPTION = 'subscription ($id: ID!) { taskUpdated(id: $id) { id status version } }';

interface Timings {
  dispatchedAt: Map<string, number>;
  startedAt: Map<string, number>;
  succeededAt: Map<string, number>;
  receivedAt: Map<string, number>;
}

/** Subscribes to one task and resolves once its snapshot arrived; records the receipt of SUCCESS. */
function watch(client: Client, taskId: string, t: Timings, errors: unknown[]): Promise<void> {
  return new Promise((resolve) => {
    client.subscribe<{ taskUpdated: { version: number; status: string } }>(
      { query: SUBSCRIPTION, variables: { id: taskId } },
      {
        next: (r) => {
          const at = nowMs();
          if (r.errors) errors.push(r.errors);
          const update = r.data?.taskUpdated;
          if (update?.status === 'SUCCESS') t.receivedAt.set(taskId, at);
          resolve();
        },
        error: (e) => {
          errors.push(e);
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
}

/** One task: row committed, subscriber live, then dispatch — the clock starts at dispatch. */
async function oneTask(app: AppContext, client: Client, nestId: string, t: Timings, errors: unknown[]): Promise<void> {
  const row = await insertTask(app.db, { kind: 'REGISTRY_ANALYSIS', nestId });
  await watch(client, row.id, t, errors);
  t.dispatchedAt.set(row.id, nowMs());
  await app.dispatcher.dispatch(row);
}

/** Starts tasks at `rate`/s (open loop, at most `cap` being set up at once) until `n` have started. */
async function runAtRate(
  app: AppContext,
  clients: Client[],
  nests: string[],
  n: number,
  rate: number,
  cap: number,
  t: Timings,
  errors: unknown[],
): Promise<number> {
  const started = performance.now();
  const running = new Set<Promise<void>>();
  let skipped = 0;
  for (let i = 0; i < n; i++) {
    const due = started + (i * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    if (running.size >= cap) {
      skipped++;
      await Promise.race(running);
    }
    const p = oneTask(app, clients[i % clients.length], nests[i % nests.length], t, errors)
      .catch((e) => {
        errors.push(e);
      })
      .finally(() => running.delete(p));
    running.add(p);
  }
  await Promise.all(running);
  return skipped;
}

/** Set from `--cpu-prof`: profile the API child of each level. */
let profileApi = false;

interface LevelResult {
  rate: number;
  n: number;
  skipped: number;
  errors: number;
  missing: number;
  workerStart: Distribution;
  receipt: Distribution;
  endToEnd: Distribution;
}

async function runLevel(n: number, rate: number, cap: number): Promise<LevelResult> {
  const stack = await createBenchStack(`lat${rate}`);
  const app = await benchAppContext(stack, 'latency');
  const redis = createRedis(stack.env.REDIS_URL, 'bench-latency-admin');
  const api = await startApiChild(stack, profileApi ? { cpuProfile: `latency-api-${rate}.cpuprofile` } : {});
  const t: Timings = { dispatchedAt: new Map(), startedAt: new Map(), succeededAt: new Map(), receivedAt: new Map() };
  const errors: unknown[] = [];
  const clients: Client[] = [];
  try {
    const nests = await createNests(app.db, 50);
    const token = mintToken(BENCH_USER, BENCH_SECRET, 3600);
    for (let i = 0; i < 4; i++)
      clients.push(
        createClient({
          url: api.wsUrl,
          webSocketImpl: WebSocket,
          lazy: false,
          retryAttempts: 0,
          connectionParams: { authorization: `Bearer ${token}` },
        }),
      );
    const worker = startTrivialWorker(app, cap, {
      onStart: (task) => t.startedAt.set(task.id, nowMs()),
      onSucceeded: (row, at) => t.succeededAt.set(row.id, at),
    });
    await worker.ready();
    const skipped = await runAtRate(app, clients, nests, n, rate, cap, t, errors);
    for (let i = 0; i < 100 && t.receivedAt.size < t.dispatchedAt.size; i++) await sleep(50);
    await closeWorker(worker);
    const pairs = (from: Map<string, number>, to: Map<string, number>) =>
      [...from].filter(([id]) => to.has(id)).map(([id, at]) => to.get(id)! - at);
    return {
      rate,
      n,
      skipped,
      errors: errors.length,
      missing: t.dispatchedAt.size - t.receivedAt.size,
      workerStart: distribution(pairs(t.dispatchedAt, t.startedAt)),
      receipt: distribution(pairs(t.succeededAt, t.receivedAt)),
      endToEnd: distribution(pairs(t.dispatchedAt, t.receivedAt)),
    };
  } finally {
    await Promise.all(clients.map(async (c) => c.dispose()));
    await api.stop();
    await app.close();
    await stack.drop(redis);
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      n: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '50,200' },
      c: { type: 'string', default: '20' },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  profileApi = values['cpu-prof']!;
  const levels: LevelResult[] = [];
  for (const rate of parseCounts(values.rate, 'rate')) {
    const level = await runLevel(Number(values.n), rate, Number(values.c));
    console.log(`[bench] ${JSON.stringify(level)}`);
    levels.push(level);
  }
  const rows: Record<string, Record<string, unknown>> = {};
  for (const l of levels) {
    for (const [label, d] of [
      ['commit → worker start', l.workerStart],
      ['SUCCESS commit → subscriber', l.receipt],
      ['dispatch → subscriber sees SUCCESS', l.endToEnd],
    ] as const) {
      rows[`${l.rate}/s ${label}`] = { n: d.n, 'p50 ms': d.p50, 'p95 ms': d.p95, 'p99 ms': d.p99, 'max ms': d.max };
    }
  }
  console.log(
    `\nlatency, ${values.n} tasks per rate, worker concurrency ${values.c}; missing receipts: ${levels.map((l) => l.missing).join(', ')}`,
  );
  console.table(rows);
  const worst = levels.reduce<LevelResult | null>(
    (w, l) => (!w || (l.workerStart.p99 ?? 0) > (w.workerStart.p99 ?? 0) ? l : w),
    null,
  );
  const goals = {
    'commit → worker start p50 ≤ 10 ms (every rate)': levels.every((l) => (l.workerStart.p50 ?? Infinity) <= 10),
    'commit → worker start p99 ≤ 50 ms (every rate)': levels.every((l) => (l.workerStart.p99 ?? Infinity) <= 50),
    'no receipt missing, no error': levels.every((l) => l.missing === 0 && l.errors === 0),
  };
  printGoals(goals);
  console.log(
    `[bench] worst p99 at ${worst?.rate}/s; wrote ${writeResult('latency', { options: values, levels, goals })}`,
  );
  // A missed speed goal is a figure; a lost receipt or an error is a defect: the run fails.
  if (!goals['no receipt missing, no error']) process.exitCode = 1;
}

void main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
