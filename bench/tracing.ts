/**
 * What tracing costs, off against on in the same run:
 *
 *   npm run bench -- tracing [--n 10000] [--c 20] [--rounds 3] [--requests 4000] [--connections 50] [--seconds 10] [--rate 100] [--protocol http/protobuf] [--no-api]
 *
 * On means every span sampled (OTEL_TRACES_SAMPLER=always_on) and exported over OTLP/HTTP to a
 * loopback collector this script runs, which accepts and counts (bench/lib/otlp-sink.ts), in
 * `--protocol` (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: `http/protobuf`, the SDK's default, or
 * `http/json`). Off means no OTEL_* variable: the default.
 * - Throughput: `bench/throughput.ts`'s trivial tasks at C, producers and worker in one process
 *   (bench/lib/tracing-throughput-child.ts), each task created inside a request span; one child
 *   process per run, off and on alternating, `--rounds` times each.
 * - The API (compiled, in its own process, as `bench/api.ts` runs it): requestRegistryIssuance on a
 *   new nest each time, closed loop over `--connections` (`--requests` in all: req/s, p99), then
 *   open loop at `--rate` req/s for `--seconds` (p99 counted from when each request was due).
 * Goal: tracing costs ≤ 10 % of throughput at C=20 (on ÷ off ≥ 0.90, medians of the rounds).
 * Writes bench/results/tracing.json.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { mintToken } from '../src/auth/jwt';
import { Database } from '../src/infra/database';
import { createRedis } from '../src/infra/redis';
import {
  BENCH_SECRET,
  BENCH_USER,
  createBenchStack,
  createNests,
  ROOT,
  startApiChild,
  type BenchStack,
} from './lib/bench-stack';
import { startOtlpSink, type OtlpSink } from './lib/otlp-sink';
import { runPacedLoad } from './lib/paced-load';
import { printGoals, round, writeResult } from './lib/report';

type Mode = 'off' | 'on';
interface ThroughputRun {
  mode: Mode;
  tasksPerSec: number;
  cpuPct: number;
  spans: number;
  dropped: number;
}
interface ApiRun {
  mode: Mode;
  closedRps: number;
  closedP50: number;
  closedP99: number;
  pacedP50: number;
  pacedP99: number;
  errors: number;
  spans: number;
  dropped: number;
}

type Protocol = 'http/protobuf' | 'http/json';
const PROTOCOLS: readonly Protocol[] = ['http/protobuf', 'http/json'];
let protocol: Protocol = 'http/protobuf';

/** The variables of a traced process: everything sampled, OTLP/HTTP to the sink. */
function tracingVars(mode: Mode, sink: OtlpSink, service: string): Record<string, string> {
  return mode === 'off'
    ? {}
    : {
        OTEL_TRACES_EXPORTER: 'otlp',
        OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol,
        OTEL_TRACES_SAMPLER: 'always_on',
        OTEL_SERVICE_NAME: service,
        // The SDK's own warnings (a full export queue says how many spans it dropped) on stderr.
        OTEL_LOG_LEVEL: 'warn',
      };
}

/** Spans the SDK said it dropped (its queue full) in what a process wrote to stderr. */
const droppedIn = (stderr: string): number =>
  [...stderr.matchAll(/Dropped (\d+) spans/g)].reduce((n, m) => n + Number(m[1]), 0);

/** Environment of a child: this one's, without any OTEL_* variable a developer's shell may hold. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_'))), ...extra };
}

async function runThroughput(mode: Mode, n: number, c: number, sink: OtlpSink): Promise<ThroughputRun> {
  sink.reset();
  const child = spawn(
    process.execPath,
    ['-r', './scripts/register.js', 'bench/lib/tracing-throughput-child.ts', '--n', String(n), '--c', String(c)],
    {
      cwd: ROOT,
      env: childEnv(tracingVars(mode, sink, 'doongzi-bench')),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b: Buffer) => {
    stdout += b.toString();
  });
  child.stderr.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (code !== 0 || !line) throw new Error(`throughput child (${mode}) exited ${code}:\n${stdout}\n${stderr}`);
  const result = JSON.parse(line.slice('RESULT '.length)) as { tracing: boolean; tasksPerSec: number; cpuPct: number };
  if (result.tracing !== (mode === 'on'))
    throw new Error(`throughput child (${mode}) ran with tracing ${result.tracing ? 'on' : 'off'}`);
  // The group-commit batch sizes of the run beside its rate, so that tracing changing the batching would show.
  for (const l of stderr.split('\n').filter((l) => l.includes('statements / rows'))) console.log(l);
  return {
    mode,
    tasksPerSec: result.tasksPerSec,
    cpuPct: result.cpuPct,
    spans: sink.counts.spans,
    dropped: droppedIn(stderr),
  };
}

const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });
const ISSUE = 'mutation ($n: ID!) { requestRegistryIssuance(nestId: $n) { reused task { id status } } }';

async function runApi(
  mode: Mode,
  stack: BenchStack,
  db: Database,
  sink: OtlpSink,
  options: { requests: number; connections: number; seconds: number; rate: number },
): Promise<ApiRun> {
  const nests = await createNests(db, options.requests + options.rate * options.seconds);
  let stderr = '';
  const api = await startApiChild(stack, {
    env: { ...tracingVars(mode, sink, 'doongzi-api'), LOG_LEVEL: 'warn' },
    onStderr: (text) => {
      stderr += text;
    },
  });
  sink.reset();
  let measured: Omit<ApiRun, 'spans' | 'dropped'>;
  try {
    const token = mintToken(BENCH_USER, BENCH_SECRET, 3600);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    let i = 0;
    let errors = 0;
    const closed = await autocannon({
      url: api.httpUrl,
      connections: options.connections,
      amount: options.requests,
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (req) => ({ ...req, body: gql(ISSUE, { n: nests[i++] }) }),
          onResponse: (_status, body) => {
            if (body.includes('"errors"')) errors++;
          },
        },
      ],
    });
    errors += closed.non2xx + closed.errors + closed.timeouts;
    const pacedNests = nests.slice(options.requests);
    const paced = await runPacedLoad({
      url: api.httpUrl,
      connections: options.connections,
      rate: options.rate,
      seconds: options.seconds,
      headers,
      body: (k) => gql(ISSUE, { n: pacedNests[k] }),
      isError: (body) => body.includes('"errors"'),
      warmUpBody: gql('{ me { id } }'),
    });
    errors += paced.non2xx + paced.graphqlErrors;
    measured = {
      mode,
      closedRps: Math.round(closed.requests.average),
      closedP50: closed.latency.p50,
      closedP99: closed.latency.p99,
      pacedP50: paced.p50,
      pacedP99: paced.p99,
      errors,
    };
  } finally {
    await api.stop(); // SIGTERM: the API exports what it still buffers before it exits
  }
  return { ...measured, spans: sink.counts.spans, dropped: droppedIn(stderr) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      n: { type: 'string', default: '10000' },
      c: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '3' },
      requests: { type: 'string', default: '4000' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      // A rate both sides sustain on this 2-core machine: the p99 of a server keeping up, not of a queue growing.
      rate: { type: 'string', default: '100' },
      protocol: { type: 'string', default: 'http/protobuf' },
      'no-api': { type: 'boolean', default: false },
    },
  });
  if (!PROTOCOLS.includes(values.protocol as Protocol))
    throw new Error(`--protocol must be one of ${PROTOCOLS.join(', ')}, not ${values.protocol}`);
  protocol = values.protocol as Protocol;
  const [n, c, rounds] = [Number(values.n), Number(values.c), Number(values.rounds)];
  const apiOptions = {
    requests: Number(values.requests),
    connections: Number(values.connections),
    seconds: Number(values.seconds),
    rate: Number(values.rate),
  };
  const sink = await startOtlpSink();
  const throughput: ThroughputRun[] = [];
  const api: ApiRun[] = [];
  try {
    // Alternating, so the machine's drift over the run falls on both sides alike.
    for (let round_ = 1; round_ <= rounds; round_++) {
      for (const mode of (round_ % 2 ? ['off', 'on'] : ['on', 'off']) as Mode[]) {
        const run = await runThroughput(mode, n, c, sink);
        console.log(`[bench] round ${round_} throughput ${JSON.stringify(run)}`);
        throughput.push(run);
      }
    }
    if (!values['no-api']) {
      const stack = await createBenchStack('tracing-api');
      const db = await Database.connect(stack.database.url, { poolSize: 4, applicationName: 'bench-tracing-setup' });
      const redis = createRedis(stack.env.REDIS_URL, 'bench-tracing-admin');
      try {
        for (let round_ = 1; round_ <= rounds; round_++) {
          for (const mode of (round_ % 2 ? ['off', 'on'] : ['on', 'off']) as Mode[]) {
            const run = await runApi(mode, stack, db, sink, apiOptions);
            console.log(`[bench] round ${round_} API ${JSON.stringify(run)}`);
            api.push(run);
          }
        }
      } finally {
        await db.close();
        await stack.drop(redis);
        redis.disconnect();
      }
    }
  } finally {
    await sink.close();
  }

  const of = <T extends { mode: Mode }>(runs: T[], mode: Mode, pick: (r: T) => number): number =>
    median(runs.filter((r) => r.mode === mode).map(pick));
  const table: Record<string, { off: number | string; on: number | string; 'on ÷ off': string }> = {};
  const row = (label: string, off: number, on: number, digits = 0) => {
    table[label] = {
      off: round(off, digits),
      on: round(on, digits),
      'on ÷ off': off ? `${(on / off).toFixed(2)} ×` : '-',
    };
  };
  row(
    `throughput C=${c}, tasks/s`,
    of(throughput, 'off', (r) => r.tasksPerSec),
    of(throughput, 'on', (r) => r.tasksPerSec),
  );
  row(
    '  its process CPU %',
    of(throughput, 'off', (r) => r.cpuPct),
    of(throughput, 'on', (r) => r.cpuPct),
  );
  // CPU time per task moves less than tasks/s when other work shares the machine.
  row(
    '  its process CPU, µs per task',
    of(throughput, 'off', (r) => (r.cpuPct * 10_000) / r.tasksPerSec),
    of(throughput, 'on', (r) => (r.cpuPct * 10_000) / r.tasksPerSec),
  );
  row(
    '  spans exported per task',
    of(throughput, 'off', (r) => r.spans / n),
    of(throughput, 'on', (r) => r.spans / n),
    1,
  );
  if (api.length > 0) {
    const closed = `API closed loop, ${apiOptions.connections} conn.`;
    const paced = `API open loop, ${apiOptions.rate} req/s`;
    row(
      `${closed}: req/s`,
      of(api, 'off', (r) => r.closedRps),
      of(api, 'on', (r) => r.closedRps),
    );
    row(
      `${closed}: p50 ms`,
      of(api, 'off', (r) => r.closedP50),
      of(api, 'on', (r) => r.closedP50),
      1,
    );
    row(
      `${closed}: p99 ms`,
      of(api, 'off', (r) => r.closedP99),
      of(api, 'on', (r) => r.closedP99),
      1,
    );
    row(
      `${paced}: p50 ms`,
      of(api, 'off', (r) => r.pacedP50),
      of(api, 'on', (r) => r.pacedP50),
      1,
    );
    row(
      `${paced}: p99 ms`,
      of(api, 'off', (r) => r.pacedP99),
      of(api, 'on', (r) => r.pacedP99),
      1,
    );
    row(
      '  spans exported per request',
      of(api, 'off', (r) => r.spans / (apiOptions.requests + apiOptions.rate * apiOptions.seconds)),
      of(api, 'on', (r) => r.spans / (apiOptions.requests + apiOptions.rate * apiOptions.seconds)),
      1,
    );
  }
  console.log(
    `\ntracing off against on (all sampled, OTLP ${protocol} to a loopback collector); medians of ${rounds} round(s), off and on alternating; Node ${process.versions.node}`,
  );
  console.table(table);
  const ratio = of(throughput, 'on', (r) => r.tasksPerSec) / of(throughput, 'off', (r) => r.tasksPerSec);
  const goals = {
    [`tracing costs ≤ 10 % of throughput at C=${c} (on ÷ off ≥ 0.90: ${ratio.toFixed(3)})`]: ratio >= 0.9,
    "off exports nothing; on exports every task's spans":
      throughput.every((r) => (r.mode === 'off' ? r.spans === 0 : r.spans >= n)) &&
      api.every((r) => (r.mode === 'off' ? r.spans === 0 : r.spans > 0)),
    'no spans dropped': [...throughput, ...api].every((r) => r.dropped === 0),
    'no API errors': api.every((r) => r.errors === 0),
  };
  printGoals(goals);
  console.log(
    `[bench] wrote ${writeResult('tracing', { node: process.versions.node, options: { n, c, rounds, protocol, ...apiOptions }, throughput, api, goals })}`,
  );
  // A figure is a figure; broken wiring (nothing exported, spans everywhere when off) or an error answer fails the run.
  if (!goals["off exports nothing; on exports every task's spans"] || !goals['no API errors']) process.exitCode = 1;
}

void main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
