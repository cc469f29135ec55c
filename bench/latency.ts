/**
 * Latency of the task path (SPEC §2, §3, §7) under a steady open-loop rate:
 *
 *   npm run bench -- latency [--n 1000] [--rate 50,200] [--c 20] [--no-floor] [--cpu-prof] [--worker-process]
 *
 * For each task: insertTask (commit), a graphql-ws client subscribes to `taskUpdated(id)` on the
 * API (its own process, production settings) and gets its snapshot, then the task is dispatched
 * (TaskDispatcher) and run by startQueueWorker with a handler that only commits SUCCESS.
 * - commit → worker start: from the moment the committed row is handed to dispatch to the handler's
 *   first line (enqueue, job id stored, delivery, PENDING → PROCESSING committed and published);
 * - commit → receipt: SUCCESS committed (the handler's clock right after markSucceeded returned)
 *   to the subscriber receiving version 3 (one machine, one clock).
 * - the first second of each level apart (a process that is not warm shows there), and the bench
 *   process's event-loop delay over the level (the dispatcher and, unless --worker-process, the worker run in it);
 * - commit → worker start in parts (worker in this process only): the enqueue acknowledged, the
 *   job delivered to the worker's callback, and from there the claim (PENDING → PROCESSING);
 * - the periodic work of a deployed system runs beside it, each run stamped: the worker's Bee-Queue
 *   stall check every STALL_INTERVAL_MS and a reaper tick every REAPER_INTERVAL_MS (the reaper in
 *   this process); the tasks that waited while one ran are shown apart from the rest;
 * - what a task cost in CPU, by process, and how busy the machine was (from /proc).
 * Beside it, in the same run, the floor (bench/baselines/raw-beequeue-latency.mjs): Bee-Queue alone,
 * a job saved → its handler's first line, at the same rates and concurrency.
 * Goals: commit → worker start p99 ≤ 25 ms at 50/s, ≤ 50 ms at 200/s (≤ 50 ms at any other rate),
 * and ≤ 2 × the floor's p99 at the same rate. Writes bench/results/latency.json;
 * `--cpu-prof` also a V8 profile of the API process per rate (bench/results/latency-api-<rate>.cpuprofile).
 * `--worker-process` runs the worker in a process of its own (bench/lib/latency-worker-child.ts), as
 * deployed, instead of beside the dispatcher and the subscribers in the bench's process; its start
 * and SUCCESS times come back over IPC, on the same wall clock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type BeeQueue from 'bee-queue';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { mintToken } from '../src/auth/jwt';
import { createRedis } from '../src/infra/redis';
import type { AppContext } from '../src/main/app-context';
import type { JobPayload } from '../src/queue/job-payload';
import { startReaper } from '../src/main/create-reaper';
import { insertTask } from '../src/tasks/transitions';
import {
  BENCH_SECRET,
  BENCH_USER,
  benchAppContext,
  createBenchStack,
  createNests,
  startApiChild,
} from './lib/bench-stack';
import { prepareBaselines, runRawBeeQueueLatency, type RawLatency } from './lib/baselines';
import {
  distribution,
  nowMs,
  parseCounts,
  printGoals,
  round,
  sleep,
  writeResult,
  type Distribution,
} from './lib/report';
import { cpuMeterSince } from './lib/process-figures';
import { closeWorker, startTrivialWorker } from './lib/trivial-lifecycle';

const SUBSCRIPTION = 'subscription ($id: ID!) { taskUpdated(id: $id) { id status version } }';

interface Timings {
  dispatchedAt: Map<string, number>;
  /** The enqueue's write acknowledged by Redis (the producer's batch answered). */
  enqueuedAt: Map<string, number>;
  /** Bee-Queue handed the job to the worker's callback, before the row is taken. */
  deliveredAt: Map<string, number>;
  startedAt: Map<string, number>;
  /** The periodic work of a deployed system that ran meanwhile: Bee-Queue's stall checks, reaper ticks. */
  periodic: Array<{ what: 'stall check' | 'reaper tick'; from: number; to: number }>;
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
/** Set from `--worker-process`: the worker runs in a child process. */
let workerProcess = false;

interface LevelWorker {
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Stamps each task's enqueue acknowledgement and its delivery to the worker's callback, by wrapping
 * the app context's queues (this bench's own instance: nothing else shares it). The delivery stamp
 * comes before enterTask, so commit → start splits into the queue's part and the claim's.
 */
function stampQueueStages(app: AppContext, t: Timings): void {
  const queues = app.queues;
  const enqueue = queues.enqueue.bind(queues);
  queues.enqueue = async (name, jobId, taskId, runAt) => {
    const id = await enqueue(name, jobId, taskId, runAt);
    t.enqueuedAt.set(taskId, nowMs());
    return id;
  };
  const consumer = queues.consumer.bind(queues);
  queues.consumer = (name) => {
    const queue = consumer(name);
    const bee = queue as unknown as { _doStalledJobCheck(): Promise<number> };
    const check = bee._doStalledJobCheck.bind(queue);
    bee._doStalledJobCheck = () => {
      const from = nowMs();
      return check().finally(() => t.periodic.push({ what: 'stall check', from, to: nowMs() }));
    };
    const process = queue.process.bind(queue) as (
      n: number,
      h: (job: BeeQueue.Job<JobPayload>) => Promise<unknown>,
    ) => void;
    (queue as { process: unknown }).process = (
      n: number,
      handler: (job: BeeQueue.Job<JobPayload>) => Promise<unknown>,
    ) =>
      process(n, (job) => {
        t.deliveredAt.set(job.data.taskId, nowMs());
        return handler(job);
      });
    return queue;
  };
}

/** The trivial worker in this process, recording into `t`. */
function inProcessWorker(app: AppContext, cap: number, t: Timings): LevelWorker {
  const worker = startTrivialWorker(app, cap, {
    onStart: (task) => t.startedAt.set(task.id, nowMs()),
    onSucceeded: (row, at) => t.succeededAt.set(row.id, at),
  });
  return { ready: async () => void (await worker.ready()), close: () => closeWorker(worker) };
}

/** The trivial worker in a child process (bench/lib/latency-worker-child.ts), its samples recorded into `t`. */
function childProcessWorker(vars: Record<string, string>, cap: number, t: Timings): LevelWorker {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', './scripts/register.js', 'bench/lib/latency-worker-child.ts'],
    {
      env: { ...process.env, ...vars, BENCH_WORKER_CONCURRENCY: String(cap) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stopped = new Promise<void>((resolve) =>
    child.on('message', (m: { stopped?: boolean }) => m.stopped && resolve()),
  );
  child.on('message', (m: { samples?: Array<{ id: string; startedAt?: number; succeededAt?: number }> }) => {
    for (const sample of m.samples ?? []) {
      if (sample.startedAt !== undefined) t.startedAt.set(sample.id, sample.startedAt);
      if (sample.succeededAt !== undefined) t.succeededAt.set(sample.id, sample.succeededAt);
    }
  });
  return {
    ready: () =>
      new Promise<void>((resolve, reject) => {
        child.on('message', (m: { ready?: boolean }) => m.ready && resolve());
        void exited.then(() => reject(new Error('the latency worker child exited before it was ready')));
      }),
    async close() {
      child.send({ stop: true });
      await Promise.race([stopped, exited]);
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

interface LevelResult {
  rate: number;
  n: number;
  skipped: number;
  errors: number;
  missing: number;
  workerStart: Distribution;
  /** commit → worker start of the tasks dispatched in the level's first second, and of the rest. */
  firstSecond: Distribution;
  afterFirstSecond: Distribution;
  /** Its parts (worker in this process only): dispatch → enqueue acknowledged, → delivered; delivered → start. */
  toEnqueued: Distribution;
  toDelivered: Distribution;
  deliveredToStart: Distribution;
  /** commit → worker start of the tasks whose wait overlapped a stall check or a reaper tick, and of the rest. */
  besidePeriodic: Distribution;
  apartFromPeriodic: Distribution;
  periodicRuns: number;
  cpuPerTask: CpuPerTask;
  receipt: Distribution;
  endToEnd: Distribution;
  /** The bench process's event-loop delay over the level, ms. */
  loopDelay: { p50: number; p99: number; max: number };
}

async function runLevel(n: number, rate: number, cap: number): Promise<LevelResult> {
  const stack = await createBenchStack(`lat${rate}`);
  const app = await benchAppContext(stack, 'latency');
  const redis = createRedis(stack.env.REDIS_URL, 'bench-latency-admin');
  const api = await startApiChild(stack, profileApi ? { cpuProfile: `latency-api-${rate}.cpuprofile` } : {});
  const t: Timings = {
    dispatchedAt: new Map(),
    enqueuedAt: new Map(),
    deliveredAt: new Map(),
    startedAt: new Map(),
    succeededAt: new Map(),
    receivedAt: new Map(),
    periodic: [],
  };
  stampQueueStages(app, t);
  const reaper = reaperOnItsInterval(app, t);
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
    const worker = workerProcess ? childProcessWorker(stack.vars, cap, t) : inProcessWorker(app, cap, t);
    await worker.ready();
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const levelStart = nowMs();
    const cpu = cpuMeter(api.child.pid!);
    const skipped = await runAtRate(app, clients, nests, n, rate, cap, t, errors);
    const cpuPerTask = cpu(n);
    loop.disable();
    for (let i = 0; i < 100 && t.receivedAt.size < t.dispatchedAt.size; i++) await sleep(50);
    await worker.close();
    await reaper.stop();
    const pairs = (from: Map<string, number>, to: Map<string, number>) =>
      [...from].filter(([id]) => to.has(id)).map(([id, at]) => to.get(id)! - at);
    return {
      rate,
      n,
      skipped,
      errors: errors.length,
      missing: t.dispatchedAt.size - t.receivedAt.size,
      workerStart: distribution(pairs(t.dispatchedAt, t.startedAt)),
      firstSecond: distribution(pairs(dispatchedWithin(t, levelStart, 0, 1000), t.startedAt)),
      afterFirstSecond: distribution(pairs(dispatchedWithin(t, levelStart, 1000, Infinity), t.startedAt)),
      toEnqueued: distribution(pairs(t.dispatchedAt, t.enqueuedAt)),
      toDelivered: distribution(pairs(t.dispatchedAt, t.deliveredAt)),
      deliveredToStart: distribution(pairs(t.deliveredAt, t.startedAt)),
      ...besidePeriodicWork(t),
      periodicRuns: t.periodic.filter((p) => p.from >= levelStart).length,
      cpuPerTask,
      loopDelay: {
        p50: round(loop.percentile(50) / 1e6, 2),
        p99: round(loop.percentile(99) / 1e6, 2),
        max: round(loop.max / 1e6, 2),
      },
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

/**
 * The deployed reaper's ticks (src/main/create-reaper.ts), on its interval, in this process (its
 * own in production: its CPU here is a few statements every REAPER_INTERVAL_MS), each stamped.
 */
function reaperOnItsInterval(app: AppContext, t: Timings): { stop(): Promise<void> } {
  const reaper = startReaper(app, { schedule: false });
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    const from = nowMs();
    running = reaper
      .tick()
      .catch(() => undefined)
      .finally(() => {
        t.periodic.push({ what: 'reaper tick', from, to: nowMs() });
        running = null;
      });
  }, app.env.REAPER_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await reaper.stop();
    },
  };
}

/** Splits commit → worker start by whether the task waited while a stall check or a reaper tick ran. */
function besidePeriodicWork(t: Timings): { besidePeriodic: Distribution; apartFromPeriodic: Distribution } {
  const beside: number[] = [];
  const apart: number[] = [];
  for (const [id, dispatched] of t.dispatchedAt) {
    const started = t.startedAt.get(id);
    if (started === undefined) continue;
    const overlaps = t.periodic.some((p) => p.from <= started && p.to >= dispatched);
    (overlaps ? beside : apart).push(started - dispatched);
  }
  return { besidePeriodic: distribution(beside), apartFromPeriodic: distribution(apart) };
}

/** The dispatch times of the tasks dispatched from `fromMs` to before `toMs` after the level started. */
function dispatchedWithin(t: Timings, levelStart: number, fromMs: number, toMs: number): Map<string, number> {
  return new Map([...t.dispatchedAt].filter(([, at]) => at - levelStart >= fromMs && at - levelStart < toMs));
}

/**
 * How busy the machine was while a level ran, and what a task cost in CPU, by process: the bench's
 * (load generator, dispatcher and, unless --worker-process, the worker), the API child's,
 * PostgreSQL's and Redis's, and the machine's in all (which includes a worker child).
 */
interface CpuPerTask {
  machineBusyPercent: number;
  machineMs: number;
  benchMs: number;
  apiMs: number;
  postgresMs: number;
  redisMs: number;
}

function cpuMeter(apiPid: number): (tasks: number) => CpuPerTask {
  const used = cpuMeterSince(apiPid);
  return (tasks) => {
    const cpu = used();
    const perTask = (seconds: number) => round((1000 * seconds) / tasks, 2);
    return {
      machineBusyPercent: round((100 * cpu.machineBusy) / cpu.machineTotal, 1),
      machineMs: perTask(cpu.machineBusy),
      benchMs: perTask(cpu.self),
      apiMs: perTask(cpu.api),
      postgresMs: perTask(cpu.postgres),
      redisMs: perTask(cpu.redis),
    };
  };
}

/** The bound on commit → worker start p99 at a rate: 25 ms at 50/s, else 50 ms. */
const p99Goal = (rate: number): number => (rate <= 50 ? 25 : 50);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      n: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '50,200' },
      c: { type: 'string', default: '20' },
      'no-floor': { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
      'worker-process': { type: 'boolean', default: false },
    },
  });
  profileApi = values['cpu-prof']!;
  workerProcess = values['worker-process']!;
  const rates = parseCounts(values.rate, 'rate');
  let floor: RawLatency[] = [];
  if (!values['no-floor']) {
    prepareBaselines();
    floor = runRawBeeQueueLatency(Number(values.n), rates, Number(values.c));
    console.log(`[bench] floor ${JSON.stringify(floor)}`);
  }
  const levels: LevelResult[] = [];
  for (const rate of rates) {
    const level = await runLevel(Number(values.n), rate, Number(values.c));
    console.log(`[bench] ${JSON.stringify(level)}`);
    levels.push(level);
  }
  const rows: Record<string, Record<string, unknown>> = {};
  for (const l of levels) {
    for (const [label, d] of [
      ['commit → worker start', l.workerStart],
      ['  of those, the first second', l.firstSecond],
      ['  of those, after the first second', l.afterFirstSecond],
      ['  its part: dispatch → enqueue acknowledged', l.toEnqueued],
      ['  its part: dispatch → job delivered', l.toDelivered],
      ['  its part: delivered → start (the claim)', l.deliveredToStart],
      [`  waiting while a stall check or reaper tick ran (${l.periodicRuns} runs)`, l.besidePeriodic],
      ['  waiting while neither ran', l.apartFromPeriodic],
      ['SUCCESS commit → subscriber', l.receipt],
      ['dispatch → subscriber sees SUCCESS', l.endToEnd],
    ] as const) {
      rows[`${l.rate}/s ${label}`] = { n: d.n, 'p50 ms': d.p50, 'p95 ms': d.p95, 'p99 ms': d.p99, 'max ms': d.max };
    }
    const raw = floor.find((f) => f.rate === l.rate);
    if (raw)
      rows[`${l.rate}/s floor: Bee-Queue save → handler`] = {
        n: Number(values.n),
        'p50 ms': raw.p50,
        'p95 ms': raw.p95,
        'p99 ms': raw.p99,
        'max ms': raw.max,
      };
    rows[`${l.rate}/s bench process event-loop delay`] = {
      n: '-',
      'p50 ms': l.loopDelay.p50,
      'p95 ms': '-',
      'p99 ms': l.loopDelay.p99,
      'max ms': l.loopDelay.max,
    };
  }
  console.log(
    `\nlatency, ${values.n} tasks per rate, worker concurrency ${values.c}, worker ${workerProcess ? 'in a process of its own' : "in the bench's process"}; missing receipts: ${levels.map((l) => l.missing).join(', ')}`,
  );
  console.table(rows);
  console.log('\nwhat a task cost in CPU over each level, ms (the machine: every process, a worker child included)');
  console.table(
    Object.fromEntries(
      levels.map((l) => [
        `${l.rate}/s`,
        {
          'machine busy %': l.cpuPerTask.machineBusyPercent,
          machine: l.cpuPerTask.machineMs,
          bench: l.cpuPerTask.benchMs,
          API: l.cpuPerTask.apiMs,
          PostgreSQL: l.cpuPerTask.postgresMs,
          Redis: l.cpuPerTask.redisMs,
        },
      ]),
    ),
  );
  const worst = levels.reduce<LevelResult | null>(
    (w, l) => (!w || (l.workerStart.p99 ?? 0) > (w.workerStart.p99 ?? 0) ? l : w),
    null,
  );
  const goals: Record<string, boolean> = {};
  for (const l of levels) {
    const p99 = l.workerStart.p99 ?? Infinity;
    goals[`${l.rate}/s: commit → worker start p99 ≤ ${p99Goal(l.rate)} ms (${p99})`] = p99 <= p99Goal(l.rate);
    const raw = floor.find((f) => f.rate === l.rate);
    if (raw)
      goals[`${l.rate}/s: commit → worker start p99 ≤ 2 × the floor's (${round(p99 / raw.p99, 2)} ×)`] =
        p99 <= 2 * raw.p99;
  }
  goals['no receipt missing, no error'] = levels.every((l) => l.missing === 0 && l.errors === 0);
  printGoals(goals);
  console.log(
    `[bench] worst p99 at ${worst?.rate}/s; wrote ${writeResult('latency', { options: values, floor, levels, goals })}`,
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
