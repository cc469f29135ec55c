import type { IssuanceStep } from '../../../src/issuance/issue-certificate';
import type { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { auditRun, takeoverSeconds, type Audit } from './recovery-audit';
import { createIssuances, createNests, superviseWorkers, waitAllFinal } from './recovery-harness';

/** Every named step of an issuance, in the order a worker passes them (SPEC §4.2). */
export const ISSUANCE_STEPS: IssuanceStep[] = [
  'before-charge',
  'after-charge',
  'after-upload',
  'after-file-row',
  'after-success-commit',
];

export interface KillStepOptions {
  step: IssuanceStep;
  /** Tasks, each of which SIGKILLs its worker once at `step`. */
  tasks: number;
  workers: number;
  /** Jobs per worker process; above 1 a kill also takes its neighbours down with it. */
  concurrency: number;
  timeoutMs: number;
}

export interface KillStepResult extends Audit {
  step: IssuanceStep;
  kills: number;
  /** Longest time from a kill to the redelivery or closure that followed it, in seconds. */
  maxTakeoverS: number;
  seconds: number;
}

/**
 * One chaos round: workers armed with CHAOS_KILL_AT=<step> under a supervisor that restarts each
 * one killed; `tasks` issuances go through; the run is audited once all are final. The reaper is
 * the caller's (it runs across rounds).
 */
export async function runKillStep(stack: TestStack, options: KillStepOptions): Promise<KillStepResult> {
  const started = Date.now();
  const supervisor = superviseWorkers(stack, {
    count: options.workers,
    env: { CHAOS_KILL_AT: options.step, WORKER_CONCURRENCY: String(options.concurrency) },
  });
  try {
    await supervisor.ready();
    const nests = await createNests(stack.app.db, options.tasks, `chaos-${options.step}`);
    const ids = await createIssuances(stack, nests);
    await waitAllFinal(stack.app.db, ids, options.timeoutMs).catch((error: Error) => {
      throw new Error(`${error.message}\n--- worker output ---\n${supervisor.log().slice(-4000)}`);
    });
    if (options.step === 'after-success-commit') await waitForOcrDispatch(stack, ids);
    const audit = await auditRun(stack, ids);
    const takeovers = await takeoverSeconds(stack.app.db, supervisor.killedAt);
    return {
      step: options.step,
      ...audit,
      kills: supervisor.kills,
      maxTakeoverS: Math.max(0, ...takeovers),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await supervisor.stop();
  }
}

/**
 * A worker killed right after SUCCESS committed never queued the OCR task it created: the reaper
 * finds the PENDING row without its job and sends it (SPEC §6, "Redis is not the truth").
 */
async function waitForOcrDispatch(stack: TestStack, ids: string[]): Promise<void> {
  await waitFor(
    'every OCR follow-up queued',
    async () => {
      const { rows } = await stack.app.db.query<{ n: number }>(
        `select count(*)::int as n from tasks p join tasks c on c.parent_id = p.id and c.kind = 'OCR'
        where p.id = any($1::uuid[]) and p.status = 'SUCCESS' and c.job_id is null`,
        [ids],
      );
      return rows[0].n === 0 ? true : undefined;
    },
    20_000,
    200,
  );
}

/** The per-step table the chaos script prints. */
export function formatKillTable(results: KillStepResult[]): string {
  const head = [
    'step',
    'tasks',
    'kills',
    'SUCCESS',
    'FAILED (by code)',
    'charges',
    'ledger',
    'orphans',
    'takeover max',
    'time',
  ];
  const body = results.map((r) => [
    r.step,
    String(r.tasks),
    String(r.kills),
    String(r.success),
    Object.entries(r.failedByCode)
      .map(([code, n]) => `${code}=${n}`)
      .join(' ') || '0',
    String(r.charges),
    String(r.ledgerRows),
    String(r.orphans),
    `${r.maxTakeoverS.toFixed(1)} s`,
    `${r.seconds.toFixed(1)} s`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
