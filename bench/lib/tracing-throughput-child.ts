// First: with OTEL_* set (tracing on), the instrumentations patch pg, ioredis and redis before they load.
import '../../src/tracing/instrument';
import { parseArgs } from 'node:util';
import { parseEnv } from '../../src/config/env';
import { createRedis } from '../../src/infra/redis';
import { SpanKind, inSpan } from '../../src/tracing/spans';
import { startTracing, stopTracing } from '../../src/tracing/tracing';
import { groupCommitStats } from '../../src/tasks/transitions';
import { benchAppContext, createBenchStack, createNests } from './bench-stack';
import { nowMs, round } from './report';
import { closeWorker, createAndDispatch, startTrivialWorker } from './trivial-lifecycle';

/**
 * One throughput run of `bench/tracing.ts` in a process of its own, tracing on or off as its
 * environment says (instrumentation is decided when modules load, so on and off cannot share a
 * process). The trivial tasks of `bench/throughput.ts` (bench/lib/trivial-lifecycle.ts), each
 * created inside a span standing for the request that would have asked for it, so that with
 * tracing on every task is a trace: the request, its insert, publish and send, the delivery and
 * attempt, their statements and commands. Prints `RESULT {…}`.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { n: { type: 'string', default: '10000' }, c: { type: 'string', default: '20' } },
  });
  const [n, c] = [Number(values.n), Number(values.c)];
  const tracing = startTracing(parseEnv(), 'test');
  const stack = await createBenchStack(`tr${c}`);
  const app = await benchAppContext(stack, 'tracing', {
    DATABASE_POOL_SIZE: String(Math.min(40, Math.max(10, 2 * c + 4))),
  });
  const redis = createRedis(stack.env.REDIS_URL, 'bench-tracing-admin');
  try {
    const nests = await createNests(app.db, 100);
    let done = 0;
    let allDone!: () => void;
    const finished = new Promise<void>((resolve) => (allDone = resolve));
    const worker = startTrivialWorker(app, c, {
      onSucceeded: () => {
        if (++done === n) allDone();
      },
    });
    await worker.ready();
    const started = nowMs();
    const cpu0 = process.cpuUsage();
    let next = 0;
    await Promise.all(
      Array.from({ length: c }, async () => {
        while (next < n) {
          const i = next++;
          await inSpan('bench request', { kind: SpanKind.SERVER }, () =>
            createAndDispatch(app, nests[i % nests.length]),
          );
        }
      }),
    );
    await finished;
    const ms = nowMs() - started;
    const cpu = process.cpuUsage(cpu0);
    await closeWorker(worker);
    // How many rows each group-committed statement carried: smaller batches mean more round trips.
    console.error(`[bench] tracing ${tracing ? 'on' : 'off'} statements / rows: ${groupCommitStats(app.db)}`);
    const { rows } = await app.db.query<{ ok: string }>(
      `select count(*) filter (where status = 'SUCCESS' and version = 3) as ok from tasks`,
    );
    if (Number(rows[0].ok) !== n) throw new Error(`verification failed: ${rows[0].ok} of ${n} tasks SUCCESS`);
    // Spans still buffered go out before the figures are read (not timed).
    await stopTracing(10_000);
    console.log(
      `RESULT ${JSON.stringify({ tracing, n, c, tasksPerSec: round(n / (ms / 1000)), cpuPct: round((100 * (cpu.user + cpu.system)) / 1000 / ms) })}`,
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
    console.error('[bench] tracing child failed:', error);
    process.exit(1);
  },
);
