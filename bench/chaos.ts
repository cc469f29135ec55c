import { parseArgs } from 'node:util';
import { startReaper } from '../src/main/create-reaper';
import { startLocalRedis } from '../test/helpers/local-redis';
import { TestStack } from '../test/helpers/test-stack';
import {
  formatKillTable,
  ISSUANCE_STEPS,
  runKillStep,
  type KillStepResult,
} from '../test/integration/recovery/chaos-steps';
import { startFastOffice } from '../test/integration/recovery/fast-office';
import { runFlushScenario } from '../test/integration/recovery/flush-scenario';
import { runCrashLoop } from './lib/crash-loop-run';

/**
 * Chaos run (SPEC §4.3, §6, §9) against real processes, PostgreSQL, Redis and s3rver:
 *   node -r ./scripts/register.js bench/chaos.ts [--n 20] [--workers 3] [--concurrency 1]
 *     for each issuance step, n tasks SIGKILL their worker there; a supervisor restarts the dead,
 *     the reaper runs; then the audit (final states, one charge, ledger = office, no orphan
 *     objects, clean event logs) and a table per step.
 *   node -r ./scripts/register.js bench/chaos.ts --flush 10000
 *     n tasks dispatched, Redis (a server of this run's own) flushed, one reaper tick re-sends
 *     them, workers finish them.
 *   node -r ./scripts/register.js bench/chaos.ts --crash-loop [--issuances 200] [--kills 10] [--life 1500-4000] [--seed 1] [--timeout 300]
 *     the system as `npm start` runs it (compiled, run-all restarting what dies), on its own
 *     database, prefix and ports; users request issuances through the API while the workers
 *     process is SIGKILLed again and again (each incarnation `--life` ms after it appears), then
 *     the reaper and the API once; then the invariants (bench/lib/crash-loop-run.ts).
 * Exit code 1 when any invariant broke.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      n: { type: 'string', default: '20' },
      workers: { type: 'string', default: '3' },
      concurrency: { type: 'string', default: '1' },
      heartbeat: { type: 'string', default: '5000' },
      flush: { type: 'string' },
      'crash-loop': { type: 'boolean', default: false },
      issuances: { type: 'string', default: '200' },
      kills: { type: 'string', default: '10' },
      life: { type: 'string', default: '1500-4000' },
      seed: { type: 'string', default: '1' },
      timeout: { type: 'string', default: '300' },
    },
  });
  if (values['crash-loop']) {
    const ok = await runCrashLoop({
      issuances: wholeNumber(values.issuances, 'issuances', 2000),
      kills: wholeNumber(values.kills, 'kills', 100),
      lifeMs: lifeRange(values.life),
      seed: wholeNumber(values.seed, 'seed', 2 ** 32 - 1),
      timeoutS: wholeNumber(values.timeout, 'timeout', 3600),
    });
    process.exit(ok ? 0 : 1);
  }
  const ok = values.flush
    ? await flushRun(Number(values.flush), Number(values.workers), Math.max(Number(values.concurrency), 10))
    : await killRun(Number(values.n), Number(values.workers), Number(values.concurrency), values.heartbeat);
  process.exit(ok ? 0 : 1);
}

/**
 * The heartbeat interval sets how long a dead worker's key lives (3 ×): a restart slower than that
 * loses the race to the reaper and the task closes WORKER_DEAD. 5 s is the production default.
 */
async function killRun(n: number, workers: number, concurrency: number, heartbeatMs: string): Promise<boolean> {
  const stack = await TestStack.start({
    api: false,
    env: {
      HEARTBEAT_INTERVAL_MS: heartbeatMs,
      STALL_INTERVAL_MS: '1000',
      REAPER_INTERVAL_MS: '1000',
      DATABASE_POOL_SIZE: '20',
    },
  });
  const reaper = startReaper(stack.app);
  const results: KillStepResult[] = [];
  try {
    for (const step of ISSUANCE_STEPS) {
      console.log(`[chaos] ${step}: ${n} tasks, ${workers} workers × ${concurrency}`);
      const result = await runKillStep(stack, {
        step,
        tasks: n,
        workers,
        concurrency,
        timeoutMs: Math.max(120_000, n * 6_000),
      });
      results.push(result);
      for (const v of result.violations) console.log(`  VIOLATION ${v}`);
    }
  } finally {
    await reaper.stop();
    await stack.close();
  }
  console.log(
    `\nchaos: n=${n} per step, ${workers} worker processes × concurrency ${concurrency}, supervisor restarts, heartbeat ${heartbeatMs} ms, stall 1 s, reaper every 1 s\n`,
  );
  console.log(formatKillTable(results));
  const broken = results.reduce((a, r) => a + r.violations.length, 0);
  const slow = results.filter((r) => r.maxTakeoverS > 20).length;
  console.log(
    `\n${broken === 0 && slow === 0 ? 'all invariants held' : `${broken} violation(s), ${slow} step(s) over the 20 s takeover bound`}`,
  );
  return broken === 0 && slow === 0;
}

async function flushRun(n: number, workers: number, concurrency: number): Promise<boolean> {
  const redis = await startLocalRedis();
  // The office is not what is measured: the simulator renders each certificate (~80 ms of a core).
  const office = await startFastOffice();
  const stack = await TestStack.start({
    api: false,
    env: { REDIS_URL: redis.url, REGISTRY_OFFICE_URL: office.url, DATABASE_POOL_SIZE: '30' },
  });
  try {
    const r = await runFlushScenario(stack, redis, {
      tasks: n,
      workers,
      concurrency,
      timeoutMs: Math.max(120_000, n * 200),
      office,
      progress: true,
    });
    console.log(
      `\nflush: ${r.tasks} tasks dispatched in ${r.dispatchS.toFixed(1)} s; issuance jobs ${r.jobsBefore} → ${r.jobsAfter} after FLUSHALL`,
    );
    console.log(
      `one reaper tick: re-dispatched ${r.tick.redispatched} in ${r.tick.ms} ms (${r.jobsRequeued} jobs queued again)`,
    );
    console.log(
      `workers (${workers} × ${concurrency}) finished all in ${r.finishS.toFixed(1)} s: SUCCESS ${r.audit.success}, FAILED ${JSON.stringify(r.audit.failedByCode)}, ledger ${r.audit.ledgerRows}, charges ${r.audit.charges}, orphans ${r.audit.orphans}`,
    );
    for (const v of r.audit.violations.slice(0, 20)) console.log(`  VIOLATION ${v}`);
    return r.audit.violations.length === 0 && r.tick.redispatched === n;
  } finally {
    await stack.close();
    await office.close();
    await redis.close();
  }
}

/** The run stays bounded in count and time: each option has a ceiling. */
function wholeNumber(text: string, name: string, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name}: a whole number from 1 to ${max}, got "${text}"`);
  return value;
}

/** `1500-4000` → { min: 1500, max: 4000 } (ms, 100 to 60,000). */
function lifeRange(text: string): { min: number; max: number } {
  const match = /^(\d+)-(\d+)$/.exec(text);
  const [min, max] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(min >= 100 && max >= min && max <= 60_000))
    throw new Error(`--life: <min>-<max> in ms, 100 ≤ min ≤ max ≤ 60000, got "${text}"`);
  return { min, max };
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
