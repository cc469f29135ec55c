/**
 * A bounded fuzz run against the API as deployed (compiled, NODE_ENV=production, its own process on
 * 127.0.0.1, real PostgreSQL and Redis), so production error formatting is what is tested:
 *
 *   npm run bench -- fuzz [--seconds 30] [--seed S] [--max-cases 20000] [--concurrency 4] [--case N[,N…]]
 *
 * It sends malformed JSON, bodies over the limit, deep nesting (selections, lists, JSON variables),
 * variables of wrong types, broken and random documents (from test/operations/*.graphql and
 * schema/schema.graphql: truncated, bytes flipped, fragments spreading each other, many aliases,
 * random directives), wrong content types, GETs with query strings, oversized headers, bad HTTP,
 * bad credentials, and graphql-ws connections with random and malformed messages.
 * Invariants: no INTERNAL_SERVER_ERROR and no status ≥ 500 anywhere, no stack trace or server path
 * in any answer, no socket closed with 4500/1011, and at the end the API process is still running
 * and answers `{ me { id } }` on both transports. Each case is generated from the seed and its
 * index alone: `--seed S --case N` replays it (or several, comma-separated) and prints the full
 * exchange with what the API logged meanwhile.
 */
import { parseArgs } from 'node:util';
import { mintToken } from '../src/auth/jwt';
import { Database } from '../src/infra/database';
import { createRedis } from '../src/infra/redis';
import { parseByteSize } from '../src/api/graphql-http';
import {
  BENCH_SECRET,
  BENCH_USER,
  ROOT,
  createBenchStack,
  createNests,
  startApiChild,
  type ApiChild,
} from './lib/bench-stack';
import type { FuzzCase, FuzzContext } from './lib/fuzz-cases';
import { loadKnownOperations } from './lib/fuzz-documents';
import { ENVELOPE_GENERATORS } from './lib/fuzz-envelope-generators';
import { GRAPHQL_GENERATORS } from './lib/fuzz-graphql-generators';
import { FuzzTally, clip, describeRequest } from './lib/fuzz-report';
import { loadSchema } from './lib/fuzz-schema-documents';
import { FUZZ_HOST, runWs, sendHttp, sendRaw } from './lib/fuzz-transport';
import { judgeHttp, judgeWs, type Verdict } from './lib/fuzz-verdict';
import { WS_GENERATORS } from './lib/fuzz-ws-generators';
import { writeResult } from './lib/report';
import { SeededRandom, caseSeed } from './lib/seeded-random';

const GENERATORS = { ...ENVELOPE_GENERATORS, ...GRAPHQL_GENERATORS, ...WS_GENERATORS };
/** How often each category is drawn; websocket cases cost a quiet period each, so they are fewer. */
const WEIGHTS: Record<keyof typeof GENERATORS, number> = {
  'malformed-json': 6,
  'json-shapes': 5,
  'huge-body': 2,
  'wrong-content-type': 4,
  'get-query-string': 6,
  'oversized-headers': 2,
  'raw-http': 5,
  'bad-auth': 4,
  'wrong-variables': 10,
  'nul-and-unicode': 5,
  'mutated-document': 10,
  'random-document': 10,
  'deep-selection': 3,
  'deep-list-argument': 3,
  'deep-json-variables': 3,
  'fragment-spreads': 4,
  'many-aliases': 3,
  'random-directives': 4,
  'ws-subscribe': 5,
  'ws-malformed-messages': 4,
  'ws-auth': 2,
  'ws-protocol': 2,
};
const CASE_TIMEOUT_MS = 10_000;

/** Case `index` of the run seeded `seed`: its category and content come from those two numbers alone. */
function generateCase(seed: number, index: number, ctx: FuzzContext): FuzzCase {
  const rng = new SeededRandom(caseSeed(seed, index));
  return GENERATORS[rng.weighted(WEIGHTS)](rng, ctx);
}

async function exchange(port: number, c: FuzzCase): Promise<{ verdict: Verdict; response: string }> {
  if (c.transport === 'ws') {
    const ex = await runWs(port, c, CASE_TIMEOUT_MS);
    const response =
      ex.upgradeStatus !== null
        ? `upgrade ${ex.upgradeStatus} ${ex.upgradeBody}`
        : `messages ${JSON.stringify(ex.messages)} close ${ex.closeCode} ${JSON.stringify(ex.closeReason)}`;
    return { verdict: judgeWs(ex, ROOT), response };
  }
  const ex = c.transport === 'raw' ? await sendRaw(port, c, CASE_TIMEOUT_MS) : await sendHttp(port, c, CASE_TIMEOUT_MS);
  return { verdict: judgeHttp(ex, ROOT), response: `${ex.status ?? ex.error} ${ex.body}` };
}

/** The API's own check at the end: still running and answering `{ me { id } }` on HTTP and on the socket. */
async function stillAnswers(port: number, token: string): Promise<string[]> {
  const problems: string[] = [];
  const http = await sendHttp(
    port,
    {
      transport: 'http',
      category: 'final',
      note: '',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: Buffer.from('{"query":"{ me { id } }"}'),
    },
    CASE_TIMEOUT_MS,
  );
  if (http.status !== 200 || !http.body.includes(`"id":"${BENCH_USER}"`))
    problems.push(`HTTP { me { id } } answered ${http.status ?? http.error}: ${clip(http.body, 300)}`);
  const ws = await runWs(
    port,
    {
      transport: 'ws',
      category: 'final',
      note: '',
      protocols: ['graphql-transport-ws'],
      path: '/graphql',
      headers: {},
      frames: [
        JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }),
        JSON.stringify({ type: 'subscribe', id: 'me', payload: { query: '{ me { id } }' } }),
      ],
    },
    CASE_TIMEOUT_MS,
  );
  if (!ws.messages.some((m) => m.includes(`"id":"${BENCH_USER}"`)))
    problems.push(
      `graphql-ws { me { id } } answered ${JSON.stringify(ws.messages).slice(0, 300)}, close ${ws.closeCode}`,
    );
  return problems;
}

/** Rows the cases point at: the bench user's nests and tasks, and a nest of another user. */
async function seedContext(db: Database, bodyLimit: string): Promise<FuzzContext> {
  const nestIds = await createNests(db, 10);
  await db.query(`insert into users (id) values ('fuzz-other-user') on conflict do nothing`);
  const { rows: other } = await db.query<{ id: string }>(
    `insert into nests (user_id, name, address) values ('fuzz-other-user', '남의 둥지', '서울') returning id`,
  );
  const { rows: tasks } = await db.query<{ id: string }>(
    `insert into tasks (kind, nest_id) select 'REGISTRY_ISSUANCE', unnest($1::uuid[]) returning id`,
    [nestIds.slice(0, 5)],
  );
  return {
    operations: loadKnownOperations(ROOT),
    schema: loadSchema(ROOT),
    nestIds: [...nestIds, other[0].id],
    taskIds: tasks.map((t) => t.id),
    token: mintToken(BENCH_USER, BENCH_SECRET, 3600),
    secret: BENCH_SECRET,
    bodyLimitBytes: parseByteSize(bodyLimit),
  };
}

/** Cases 0, 1, 2, … on `concurrency` connections until the time or the count runs out, or the API exits. */
async function runCases(
  api: ApiChild,
  ctx: FuzzContext,
  run: { seed: number; seconds: number; maxCases: number; concurrency: number },
): Promise<FuzzTally> {
  const port = Number(new URL(api.httpUrl).port);
  const tally = new FuzzTally();
  const started = Date.now();
  let next = 0;
  const running = () =>
    next < run.maxCases &&
    Date.now() - started < run.seconds * 1000 &&
    api.child.exitCode === null &&
    api.child.signalCode === null;
  await Promise.all(
    Array.from({ length: run.concurrency }, async () => {
      while (running()) {
        const index = next++;
        const c = generateCase(run.seed, index, ctx);
        const { verdict, response } = await exchange(port, c);
        tally.record(index, c, verdict, response);
      }
    }),
  );
  return tally;
}

/** A whole number in [1, max], or the run refuses to start: the fuzz stays bounded whatever it is given. */
function bounded(text: string, name: string, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`--${name}: a whole number from 1 to ${max}, got "${text}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '30' },
      seed: { type: 'string' },
      'max-cases': { type: 'string', default: '20000' },
      concurrency: { type: 'string', default: '4' },
      case: { type: 'string' },
    },
  });
  const seed = values.seed !== undefined ? Number(values.seed) >>> 0 : Math.floor(Math.random() * 2 ** 32);
  const run = {
    seed,
    seconds: bounded(values.seconds, 'seconds', 3600),
    maxCases: bounded(values['max-cases'], 'max-cases', 1_000_000),
    concurrency: bounded(values.concurrency, 'concurrency', 32),
  };
  const replayed = values.case?.split(',').map((text) => {
    const index = Number(text);
    if (!Number.isInteger(index) || index < 0)
      throw new Error(`--case: case numbers (from 0), comma-separated, got "${values.case}"`);
    return index;
  });
  console.log(`fuzz: seed ${seed}`);
  const stack = await createBenchStack('fuzz');
  const db = await Database.connect(stack.database.url, { poolSize: 2, applicationName: 'bench-fuzz-setup' });
  let serverLog = '';
  const api = await startApiChild(stack, {
    onStderr: (text) => {
      if (serverLog.length < 1 << 20) serverLog += text;
    },
  });
  try {
    if (new URL(api.httpUrl).hostname !== FUZZ_HOST)
      throw new Error(`refusing to fuzz ${api.httpUrl}: ${FUZZ_HOST} only`);
    const port = Number(new URL(api.httpUrl).port);
    const ctx = await seedContext(db, stack.env.REQUEST_BODY_LIMIT);
    if (replayed) {
      for (const index of replayed) await replay(port, generateCase(seed, index, ctx), seed, index, () => serverLog);
      return;
    }
    const started = Date.now();
    const tally = await runCases(api, ctx, run);
    const exited = api.child.exitCode ?? api.child.signalCode;
    const final = exited !== null ? [`the API process exited (${exited})`] : await stillAnswers(port, ctx.token);
    report(tally, final, serverLog, { seed, seconds: (Date.now() - started) / 1000, concurrency: run.concurrency });
    if (tally.failures.length > 0 || final.length > 0) process.exitCode = 1;
  } finally {
    await api.stop();
    await db.close();
    // Made only now: the build before the API starts blocks this process longer than a connect timeout.
    const redis = createRedis(stack.env.REDIS_URL, 'bench-fuzz-admin');
    await stack.drop(redis);
    redis.disconnect();
  }
}

function report(
  tally: FuzzTally,
  final: string[],
  serverLog: string,
  run: { seed: number; seconds: number; concurrency: number },
): void {
  console.log(
    `\nfuzz: ${tally.total} cases in ${run.seconds.toFixed(1)} s, seed ${run.seed}, ${run.concurrency} at a time, against the API in production mode on ${FUZZ_HOST}`,
  );
  console.table(tally.table(8));
  const distinct = tally.distinctFailures();
  for (const group of distinct) {
    console.log(`\nFAILED ×${group.count}: ${group.key}`);
    for (const f of group.examples) {
      console.log(`  case ${f.index} (${f.note}); replay: npm run bench -- fuzz --seed ${run.seed} --case ${f.index}`);
      console.log(`    request:  ${f.request}`);
      console.log(`    response: ${f.response}`);
    }
  }
  for (const problem of final) console.log(`\nFAILED at the end: ${problem}`);
  const internal = serverLog.split('\n').filter((l) => /internal error|request failed|Unhandled|uncaught/i.test(l));
  if (internal.length > 0)
    console.log(
      `\nthe API logged ${internal.length} internal errors; the first: ${internal
        .slice(0, 5)
        .map((l) => clip(l, 300))
        .join('\n  ')}`,
    );
  const verdict = tally.failures.length === 0 && final.length === 0;
  console.log(
    `\nfuzz: ${verdict ? 'every invariant held' : `${tally.failures.length} failing cases in ${distinct.length} groups${final.length > 0 ? ', and the API did not survive' : ''}`} (seed ${run.seed})`,
  );
  console.log(
    `[bench] wrote ${writeResult('fuzz', { seed: run.seed, seconds: run.seconds, cases: tally.total, table: tally.table(), failures: distinct, final, passed: verdict })}`,
  );
}

/** One case with its whole exchange and what the API logged meanwhile (where an internal error says why). */
async function replay(port: number, c: FuzzCase, seed: number, index: number, serverLog: () => string): Promise<void> {
  console.log(`fuzz: seed ${seed}, case ${index}: ${c.category} (${c.note})\n  request:  ${describeRequest(c)}`);
  const before = serverLog().length;
  const { verdict, response } = await exchange(port, c);
  await new Promise((r) => setTimeout(r, 200));
  console.log(
    `  outcome:  ${verdict.outcome}\n  response: ${clip(response, 4000)}\n  problems: ${verdict.problems.join('; ') || 'none'}`,
  );
  const logged = serverLog().slice(before).trim();
  if (logged)
    console.log(
      `  the API logged:\n${logged
        .split('\n')
        .slice(0, 40)
        .map((l) => `    ${l}`)
        .join('\n')}`,
    );
  if (verdict.problems.length > 0) process.exitCode = 1;
}

void main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
