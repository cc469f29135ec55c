import Redis from 'ioredis';
import { Database } from '../../src/infra/database';
import { auditCrashLoop, readOfficeCharges } from './crash-loop-audit';
import { requestIssuance, requestIssuances, type Issuance } from './crash-loop-clients';
import { crashLoopWorkers, killPartOnce, type KillRecord } from './crash-loop-kills';
import { printCrashLoopReport, printFailingTasks, type AdoptionCheck, type CrashLoopResult } from './crash-loop-report';
import { dropPrefix } from './bench-stack';
import { answers, buildSystem, startRunAll, step, type RunAllSystem } from './run-all-system';
import { nowMs, sleep, writeResult } from './report';
import { SeededRandom } from './seeded-random';

/** Options of `chaos --crash-loop`. */
export interface CrashLoopOptions {
  /** Issuances requested, two nests per user. Default 200 (100 users). */
  issuances: number;
  /** SIGKILLs of the workers process. Default 10. */
  kills: number;
  /** How long each workers process lives from when it appears to its SIGKILL, drawn evenly. Default 1,500–4,000 ms. */
  lifeMs: { min: number; max: number };
  seed: number;
  /** Longest wait for every task to be final, in seconds. Default 300. */
  timeoutS: number;
}

const NESTS_PER_USER = 2;

/**
 * A deployment gone wrong, through the public API of the system as `npm start` runs it: the
 * tenants ask for their certificates, the workers process crash-loops under run-all, then the
 * reaper and the API die once each. When every task is final: the invariants (money, storage,
 * event logs), and for every issuance that failed after the office charged it, a new request on its
 * nest that must end SUCCESS with no new charge (the receipt adopted). Returns whether all held.
 */
export async function runCrashLoop(options: CrashLoopOptions): Promise<boolean> {
  buildSystem();
  const system = await startRunAll('chaos-crash-loop');
  const redis = new Redis(system.vars.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 3 });
  let db: Database | null = null;
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`[crash-loop] ${signal}: stopping the system`);
    void Promise.resolve(db?.close())
      .then(() => system.stop(5_000))
      .then(() => dropPrefix(redis, system.prefix))
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await redis.connect();
    db = await Database.connect(system.vars.DATABASE_URL, { poolSize: 4, applicationName: 'bench-crash-loop' });
    const result = await exercise(system, db, redis, options);
    const ok = printCrashLoopReport(result);
    if (!ok) await printFailingTasks(db, result.audit, system.logFile);
    writeResult('chaos-crash-loop', { options, ok, ...summary(result) });
    return ok;
  } finally {
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
    await db?.close();
    await system.stop();
    await dropPrefix(redis, system.prefix).catch((error: unknown) =>
      console.error(`[crash-loop] could not drop ${system.prefix}:* in Redis: ${String(error)}`),
    );
    redis.disconnect();
  }
}

async function exercise(
  system: RunAllSystem,
  db: Database,
  redis: Redis,
  options: CrashLoopOptions,
): Promise<CrashLoopResult> {
  const rng = new SeededRandom(options.seed);
  const users = Math.ceil(options.issuances / NESTS_PER_USER);
  const startedAt = nowMs();
  step(`seed ${options.seed}: ${users} users request ${users * NESTS_PER_USER} issuances at ${system.apiUrl}`);
  const issuances = await requestIssuances(system.apiUrl, users, NESTS_PER_USER, 10, String(options.seed));
  const requestedS = (nowMs() - startedAt) / 1000;
  step(`${issuances.length} issuances requested in ${requestedS.toFixed(1)} s; crash loop of ${options.kills} kills`);
  const kills: KillRecord[] = await crashLoopWorkers(system, db, rng, options.kills, options.lifeMs);
  const burstEndedAt = nowMs();
  await sleep(1_000);
  kills.push(await killPartOnce(system, db, 'reaper'));
  await sleep(1_000);
  kills.push(await killPartOnce(system, db, 'api'));
  await waitAllFinal(db, options.timeoutS * 1000);
  const finalAt = nowMs();
  step(`every task final ${((finalAt - burstEndedAt) / 1000).toFixed(1)} s after the last workers kill`);
  const adoption = await checkAdoption(system, db, issuances, options.timeoutS * 1000);
  await waitFeeChecks(db, 90_000);
  step('fee checks answered; auditing');
  const audit = await auditCrashLoop(
    system,
    db,
    redis,
    issuances.map((i) => i.taskId),
  );
  return {
    options,
    users,
    issuances: issuances.length,
    requestedS,
    kills,
    restarts: { ...system.restarts },
    toFinalS: (finalAt - startedAt) / 1000,
    afterBurstS: (finalAt - burstEndedAt) / 1000,
    adoption,
    audit,
    logFile: system.logFile,
  };
}

/**
 * Every issuance that ended FAILED after the office charged its key is asked for again on its nest
 * by its owner: the new task must end SUCCESS without the office charging anyone again.
 */
async function checkAdoption(
  system: RunAllSystem,
  db: Database,
  issuances: Issuance[],
  timeoutMs: number,
): Promise<AdoptionCheck[]> {
  const before = await readOfficeCharges(system.simulatorUrl);
  const { rows } = await db.query<{ id: string }>(
    `select id from tasks where kind = 'REGISTRY_ISSUANCE' and status = 'FAILED'`,
  );
  const charged = new Set(rows.map((r) => r.id).filter((id) => (before.byKey[id] ?? 0) > 0));
  const failed = issuances.filter((i) => charged.has(i.taskId));
  if (failed.length === 0) return [];
  await waitForApi(system);
  const checks: AdoptionCheck[] = [];
  for (const f of failed)
    checks.push({
      failedTaskId: f.taskId,
      nestId: f.nestId,
      newTaskId: await requestIssuance(system.apiUrl, f.token, f.nestId),
      status: '',
      errorCode: null,
      newCharges: 0,
      adoptionRow: false,
    });
  step(`${checks.length} issuance(s) failed after a charge: asked again on their nests`);
  await waitAllFinal(db, timeoutMs);
  const after = await readOfficeCharges(system.simulatorUrl);
  const { rows: ends } = await db.query<{ id: string; status: string; error_code: string | null; adopted: boolean }>(
    `select t.id, t.status, t.error_code,
            exists (select 1 from fee_ledger l where l.task_id = t.id and l.kind = 'adoption' and l.adopted_from = (t.input->>'adoptReceiptOf')::uuid) as adopted
       from tasks t where t.id = any($1::uuid[])`,
    [checks.map((c) => c.newTaskId)],
  );
  const byId = new Map(ends.map((r) => [r.id, r]));
  for (const c of checks) {
    const end = byId.get(c.newTaskId);
    Object.assign(c, {
      status: end?.status ?? 'missing',
      errorCode: end?.error_code ?? null,
      newCharges: after.byKey[c.newTaskId] ?? 0,
      adoptionRow: end?.adopted ?? false,
    });
  }
  // Nothing else was running: any charge made meanwhile is one of these requests'.
  if (after.total !== before.total)
    step(`the office's charges went from ${before.total} to ${after.total} during the new requests`);
  return checks;
}

async function waitAllFinal(db: Database, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let reported = Date.now();
  for (;;) {
    const {
      rows: [counts],
    } = await db.query<{ open: number; total: number }>(
      `select count(*) filter (where status not in ('SUCCESS', 'FAILED'))::int as open, count(*)::int as total from tasks`,
    );
    if (counts.open === 0) return;
    if (Date.now() >= deadline) {
      step(`${counts.open} of ${counts.total} task(s) still not final after ${timeoutMs / 1000} s`);
      return;
    }
    if (Date.now() - reported >= 10_000) {
      reported = Date.now();
      step(`waiting: ${counts.open} of ${counts.total} task(s) not final`);
    }
    await sleep(250);
  }
}

/** The reaper asks the office about every issuance that failed after it started; the ledger is compared after that. */
async function waitFeeChecks(db: Database, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from fee_checks where checked_at is null`,
    );
    if (rows[0].n === 0) return;
    await sleep(500);
  }
}

async function waitForApi(system: RunAllSystem): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !(await answers(system.apiUrl.replace(/\/graphql$/, '/readyz')))) await sleep(250);
}

/** The result for bench/results, without the office's charges per key (one line per task). */
function summary(result: CrashLoopResult): Record<string, unknown> {
  const { audit, ...rest } = result;
  const { office, ...figures } = audit;
  return { ...rest, audit: { ...figures, office: { total: office.total, totalFeeKrw: office.totalFeeKrw } } };
}
