/**
 * The GraphQL API under many clients (SPEC §4.1, §7), with autocannon against the API in a
 * process of its own (production settings):
 *
 *   npm run bench -- api [--connections 200] [--seconds 10] [--requests 20000] [--rates 250,500,1000] [--cpu-prof]
 *
 * - `{ me { id } }`: the trivial query, the server's own floor (auth, parse, validate, execute);
 * - `task(id)`: a random task of the caller, one indexed read;
 * - `requestRegistryIssuance(nestId)`: each request on a nest of its own (no reuse), the whole
 *   write path — nest lock, active-task read, insert with event, commit, publish, enqueue, job id.
 *   No worker consumes: jobs wait in Redis under the bench's prefix and are deleted after.
 * Each runs closed-loop: every client sends its next request the moment the last one is answered,
 * so the server is saturated and, by Little's law, mean latency = clients ÷ throughput. Then
 * `requestRegistryIssuance` again over the same number of keep-alive connections at offered rates
 * (`--rates`, requests/s over all of them, evenly spaced, latency counted from when each request was
 * due: bench/lib/paced-load.ts): the latency a request sees while the server keeps up.
 * Goals (the tail-latency issue's): closed loop, requestRegistryIssuance p99 ≤ 3 × `me`'s p99 in the
 * same run; open loop, p99 ≤ 50 ms at 250 and 500 req/s offered (the levels asked for; others are
 * reported), and the first level no worse than the second (a cold start shows as a slow first level).
 * Each closed-loop row also says what a request cost in CPU: the API child's, PostgreSQL's processes'
 * and Redis's µs per answered request over the run (from /proc): what a request costs and where,
 * less moved than latency by the other work of a shared machine (it still moves: contention costs
 * CPU too).
 * The API child is measured once `/readyz` says ready, as a load balancer would send it clients.
 * After the tables, what else happened during each load (bench/lib/stall-evidence.ts): the API's
 * worst second of event-loop delay and its GC pauses, PostgreSQL's autovacuum, autoanalyze and
 * checkpoints, Redis's slow commands; reading them waits 1.2 s after each load, for the API's
 * metrics to be written. Writes bench/results/api.json.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { mintToken } from '../src/auth/jwt';
import { Database } from '../src/infra/database';
import { createRedis } from '../src/infra/redis';
import { BENCH_SECRET, BENCH_USER, createBenchStack, createNests, startApiChild } from './lib/bench-stack';
import { runPacedLoad, type PacedLoadResult } from './lib/paced-load';
import { cpuMeterSince } from './lib/process-figures';
import { parseCounts, printGoals, ratio, round, writeResult } from './lib/report';
import { stallMeter, type StallEvidence } from './lib/stall-evidence';

/** CPU µs per answered request of the API child, PostgreSQL's processes and Redis, over one load. */
interface CpuPerRequest {
  api: number;
  postgres: number;
  redis: number;
}

/**
 * Reads the three processes' CPU before a load and returns what it cost per request after it: what
 * a request costs, which the clients' queueing moves less than its latency, and where it is spent.
 * NaN without /proc.
 */
function cpuMeter(apiPid: number): (requests: number) => CpuPerRequest {
  const used = cpuMeterSince(apiPid);
  return (requests) => {
    const { api, postgres, redis } = used();
    const perRequest = (seconds: number) => round((1e6 * seconds) / requests, 0);
    return { api: perRequest(api), postgres: perRequest(postgres), redis: perRequest(redis) };
  };
}

interface Scenario {
  name: string;
  body: (i: number) => string;
  amount?: number;
}
interface Measured {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  graphqlErrors: number;
  cpu?: CpuPerRequest;
}

/** One autocannon run; a 200 with `errors` counts as an error, not as a success. */
async function measure(
  url: string,
  token: string,
  s: Scenario,
  connections: number,
  seconds: number,
): Promise<Measured> {
  let i = 0;
  let graphqlErrors = 0;
  const result = await autocannon({
    url,
    connections,
    ...(s.amount ? { amount: s.amount } : { duration: seconds }),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (req) => ({ ...req, body: s.body(i++) }),
        onResponse: (_status, body) => {
          if (body.includes('"errors"')) graphqlErrors++;
        },
      },
    ],
  });
  return {
    name: s.name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx + result.errors + result.timeouts,
    graphqlErrors,
  };
}

const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '10' },
      requests: { type: 'string', default: '20000' },
      rates: { type: 'string', default: '250,500,1000' },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  const rates = values.rates ? parseCounts(values.rates, 'rates') : [];
  const [connections, seconds, requests] = [
    Number(values.connections),
    Number(values.seconds),
    Number(values.requests),
  ];
  const stack = await createBenchStack('api');
  const db = await Database.connect(stack.database.url, { poolSize: 4, applicationName: 'bench-api-setup' });
  const redis = createRedis(stack.env.REDIS_URL, 'bench-api-admin');
  const api = await startApiChild(stack, values['cpu-prof'] ? { cpuProfile: 'api.cpuprofile' } : {});
  try {
    const pacedRequests = rates.map((rate) => Math.round(rate * seconds));
    const nests = await createNests(db, requests + 100 + pacedRequests.reduce((a, b) => a + b, 0));
    // The tasks task(id) reads sit on the first 100 nests only: a fresh nest with a task would
    // answer requestRegistryIssuance with `reused: true` and skip the write path being measured.
    const { rows } = await db.query<{ id: string }>(
      `insert into tasks (kind, nest_id)
      select 'REGISTRY_ISSUANCE', ($1::uuid[])[1 + i % 100] from generate_series(0, 9999) as i returning id`,
      [nests.slice(0, 100)],
    );
    const taskIds = rows.map((r) => r.id);
    const fresh = nests.slice(100, 100 + requests);
    let pacedNests = nests.slice(100 + requests);
    const token = mintToken(BENCH_USER, BENCH_SECRET, 3600);
    const scenarios: Scenario[] = [
      { name: '{ me { id } }', body: () => gql('{ me { id } }') },
      {
        name: 'task(id)',
        body: (i) =>
          gql('query ($id: ID!) { task(id: $id) { id status version } }', { id: taskIds[(i * 7919) % taskIds.length] }),
      },
      {
        name: 'requestRegistryIssuance',
        amount: fresh.length,
        body: (i) =>
          gql('mutation ($n: ID!) { requestRegistryIssuance(nestId: $n) { reused task { id status } } }', {
            n: fresh[i % fresh.length],
          }),
      },
    ];
    const results: Measured[] = [];
    /** What else happened during each load (bench/lib/stall-evidence.ts), by load. */
    const evidence: Record<string, StallEvidence> = {};
    for (const s of scenarios) {
      const stalls = await stallMeter(redis, stack.prefix, db, 'api');
      const meter = cpuMeter(api.child.pid!);
      const measured = await measure(api.httpUrl, token, s, connections, seconds);
      const m = { ...measured, cpu: meter(measured.requests) };
      evidence[`closed loop ${s.name}`] = await stalls();
      console.log(`[bench] ${JSON.stringify(m)}`);
      results.push(m);
    }
    const floor = results[0];
    console.log(`\nAPI at ${connections} clients (autocannon; the API in its own process)`);
    console.table(
      Object.fromEntries(
        results.map((r) => [
          r.name,
          {
            'req/s': r.rps,
            'p50 ms': r.p50,
            'p90 ms': r.p90,
            'p99 ms': r.p99,
            'max ms': r.max,
            requests: r.requests,
            'non-2xx': r.non2xx,
            'GraphQL errors': r.graphqlErrors,
            'p99 / me p99': ratio(r.p99, floor.p99),
            'req/s / me req/s': ratio(r.rps, floor.rps),
            'CPU µs/req API': r.cpu?.api,
            PostgreSQL: r.cpu?.postgres,
            Redis: r.cpu?.redis,
          },
        ]),
      ),
    );
    const paced: PacedLoadResult[] = [];
    for (const [index, rate] of rates.entries()) {
      const mine = pacedNests.slice(0, pacedRequests[index]);
      pacedNests = pacedNests.slice(mine.length);
      const stalls = await stallMeter(redis, stack.prefix, db, 'api');
      const m = await runPacedLoad({
        url: api.httpUrl,
        connections,
        rate,
        seconds,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: (i) =>
          gql('mutation ($n: ID!) { requestRegistryIssuance(nestId: $n) { reused task { id status } } }', {
            n: mine[i],
          }),
        isError: (body) => body.includes('"errors"'),
        warmUpBody: gql('{ me { id } }'),
      });
      evidence[`open loop ${rate}/s`] = await stalls();
      console.log(`[bench] offered ${rate}/s ${JSON.stringify(m)}`);
      paced.push(m);
    }
    if (paced.length > 0) {
      console.log(
        `\nrequestRegistryIssuance, ${connections} connections at an offered rate (open loop, ${seconds} s each)`,
      );
      console.table(
        Object.fromEntries(
          paced.map((r) => [
            `${r.offered} req/s offered`,
            {
              'req/s': r.rps,
              'p50 ms': r.p50,
              'p90 ms': r.p90,
              'p99 ms': r.p99,
              'max ms': r.max,
              requests: r.requests,
              'answered 2xx': r.answered2xx,
              'non-2xx': r.non2xx,
              'GraphQL errors': r.graphqlErrors,
            },
          ]),
        ),
      );
    }
    console.log(
      '\nwhat else happened during each load: the API process and PostgreSQL, Redis (bench/lib/stall-evidence.ts)',
    );
    console.table(
      Object.fromEntries(
        Object.entries(evidence).map(([load, e]) => [
          load,
          {
            'API worst second loop delay ≤ ms': e.loopMaxMs ?? '-',
            'API GC pauses': e.gcPauses,
            'API GC ms': e.gcMs,
            autovacuum: e.autovacuums,
            autoanalyze: e.autoanalyzes,
            checkpoints: e.checkpoints,
            'Redis slow commands': e.redisSlowCommands,
          },
        ]),
      ),
    );
    const [me, , issuance] = results;
    const goals: Record<string, boolean> = {
      [`closed loop: requestRegistryIssuance p99 ≤ 3 × me's p99 (${round(issuance.p99 / me.p99, 2)} ×)`]:
        issuance.p99 <= 3 * me.p99,
      ...Object.fromEntries(
        paced
          .filter((r) => r.offered === 250 || r.offered === 500)
          .map((r) => [
            `open loop: requestRegistryIssuance p99 ≤ 50 ms at ${r.offered} req/s offered (${r.p99})`,
            r.p99 <= 50,
          ]),
      ),
    };
    if (paced.length >= 2)
      goals[`open loop: the first level's p99 no worse than the second's (${paced[0].p99} vs ${paced[1].p99})`] =
        paced[0].p99 <= paced[1].p99;
    goals['no errors'] = [...results, ...paced].every((r) => r.non2xx === 0 && r.graphqlErrors === 0);
    printGoals(goals);
    console.log(
      `[bench] wrote ${writeResult('api', { options: { connections, seconds, requests, rates }, results, paced, evidence, goals })}`,
    );
    // A missed latency goal is a figure; an error answer is a defect: the run fails.
    if (!goals['no errors']) process.exitCode = 1;
  } finally {
    await api.stop();
    await db.close();
    await stack.drop(redis);
    redis.disconnect();
  }
}

void main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
