import { startReaper } from '../../../src/main/create-reaper';
import type { ReapReport } from '../../../src/tasks/reaper';
import type { LocalRedis } from '../../helpers/local-redis';
import type { TestStack } from '../../helpers/test-stack';
import { createIssuances, createNests, superviseWorkers, waitAllFinal } from './recovery-harness';
import { auditRun, type Audit, type ChargeBook } from './recovery-audit';
import { captureLogs } from '../../helpers/log-capture';

export interface FlushResult {
  tasks: number;
  /** Jobs in the issuance queue's hash just before the flush, and just after. */
  jobsBefore: number;
  jobsAfter: number;
  dispatchS: number;
  tick: ReapReport;
  /** Jobs in the queue after the one tick. */
  jobsRequeued: number;
  finishS: number;
  audit: Audit;
}

/**
 * SPEC §6, "Redis is not the truth": `tasks` issuances are dispatched while no worker runs, Redis
 * is flushed, one reaper tick re-dispatches every PENDING row whose job is gone, then workers
 * start and must finish them all. `redis` is the stack's own server (never the shared one).
 */
export async function runFlushScenario(
  stack: TestStack,
  redis: LocalRedis,
  options: {
    tasks: number;
    workers: number;
    concurrency: number;
    timeoutMs: number;
    office: ChargeBook;
    progress?: boolean;
  },
): Promise<FlushResult> {
  const jobs = () => stack.app.redis.hlen(`${stack.env.QUEUE_PREFIX}:issuance:jobs`);
  let started = Date.now();
  const nests = await createNests(stack.app.db, options.tasks, 'flush');
  const ids = await createIssuances(stack, nests, 50);
  const dispatchS = (Date.now() - started) / 1000;
  const jobsBefore = await jobs();
  await redis.flushAll();
  const jobsAfter = await jobs();
  // The reaper leaves a PENDING row alone for 2 s after its creation (its dispatch may be under way).
  await new Promise((r) => setTimeout(r, 2_100));
  const reaper = startReaper(stack.app, { schedule: false, logger: captureLogs().logger });
  let tick: ReapReport | null;
  try {
    tick = await reaper.tick();
  } finally {
    await reaper.stop();
  }
  if (!tick) throw new Error('the reaper did not get its leader lock');
  const jobsRequeued = await jobs();
  if (options.progress)
    console.log(
      `[flush] ${ids.length} dispatched in ${dispatchS.toFixed(1)} s; jobs ${jobsBefore} → ${jobsAfter} after FLUSHALL; one tick re-dispatched ${tick.redispatched} in ${tick.ms} ms; ${jobsRequeued} jobs queued`,
    );
  started = Date.now();
  const supervisor = superviseWorkers(stack, {
    count: options.workers,
    env: { WORKER_CONCURRENCY: String(options.concurrency) },
  });
  const progress = options.progress ? setInterval(() => void reportProgress(stack, ids, started), 10_000) : undefined;
  try {
    await waitAllFinal(stack.app.db, ids, options.timeoutMs);
  } finally {
    clearInterval(progress);
    await supervisor.stop();
  }
  const finishS = (Date.now() - started) / 1000;
  return {
    tasks: ids.length,
    jobsBefore,
    jobsAfter,
    dispatchS,
    tick,
    jobsRequeued,
    finishS,
    audit: await auditRun(stack, ids, options.office),
  };
}

async function reportProgress(stack: TestStack, ids: string[], since: number): Promise<void> {
  const { rows } = await stack.app.db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from tasks where id = any($1::uuid[]) group by status`,
    [ids],
  );
  console.log(
    `[flush] ${((Date.now() - since) / 1000).toFixed(0)} s: ${rows.map((r) => `${r.status}=${r.n}`).join(' ')}`,
  );
}
