import { readFileSync } from 'node:fs';
import type { Database } from '../../src/infra/database';
import type { CrashLoopAudit } from './crash-loop-audit';
import type { KillRecord } from './crash-loop-kills';
import type { CrashLoopOptions } from './crash-loop-run';

/** A new request on the nest of an issuance that failed after a charge, and how it ended. */
export interface AdoptionCheck {
  failedTaskId: string;
  nestId: string;
  newTaskId: string;
  status: string;
  errorCode: string | null;
  /** Charges the office made under the new task's key: 0 when the receipt was adopted. */
  newCharges: number;
  /** The ledger's adoption row names the failed task. */
  adoptionRow: boolean;
}

export interface CrashLoopResult {
  options: CrashLoopOptions;
  users: number;
  issuances: number;
  requestedS: number;
  kills: KillRecord[];
  restarts: Record<string, number>;
  /** From the first request to every task final. */
  toFinalS: number;
  /** From the last kill of the workers' crash loop to every task final. */
  afterBurstS: number;
  adoption: AdoptionCheck[];
  audit: CrashLoopAudit;
  logFile: string;
}

/** A markdown table, ready to paste. */
function table(headers: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

const shortList = (items: string[]): string =>
  items.length === 0 ? '' : `: ${items.slice(0, 3).join('; ')}${items.length > 3 ? ` (+${items.length - 3})` : ''}`;

/** Prints the invariants and the figures; returns whether every invariant held. */
export function printCrashLoopReport(r: CrashLoopResult): boolean {
  const a = r.audit;
  const workerKills = r.kills.filter((k) => k.part === 'workers');
  const successPct = a.issuances === 0 ? 0 : (100 * a.issuancesSucceeded) / a.issuances;
  const adopted = r.adoption.filter((c) => c.status === 'SUCCESS' && c.newCharges === 0 && c.adoptionRow);
  const invariants: Array<[string, string, boolean]> = [
    [
      'requested issuances SUCCESS ≥ 99 %',
      `${a.issuancesSucceeded} / ${a.issuances} (${successPct.toFixed(1)} %)`,
      successPct >= 99,
    ],
    [
      'every task final, every FAILED with a code',
      `${a.notFinal.length} not final${shortList(a.notFinal)}; ${a.failedWithoutCode.length} without a code`,
      a.notFinal.length === 0 && a.failedWithoutCode.length === 0,
    ],
    [
      '0 double charges (per key, per nest)',
      `keys ×2+: ${a.keysChargedTwice.length}${shortList(a.keysChargedTwice)}; nests ×2+: ${a.nestsChargedTwice.length}${shortList(a.nestsChargedTwice)}; unknown keys: ${a.unknownKeys.length}`,
      a.keysChargedTwice.length === 0 && a.nestsChargedTwice.length === 0 && a.unknownKeys.length === 0,
    ],
    [
      'ledger = office (charges per key)',
      `office ${a.office.total} charges / ${a.office.totalFeeKrw} KRW, ledger ${a.ledgerCharges} / ${a.ledgerFeeKrw} KRW; ${a.ledgerMismatches.length} key(s) differ${shortList(a.ledgerMismatches)}`,
      a.ledgerMismatches.length === 0 && a.office.total === a.ledgerCharges && a.office.totalFeeKrw === a.ledgerFeeKrw,
    ],
    [
      'objects = file rows',
      `${a.objects} objects, ${a.fileRows} file rows; ${a.objectsWithoutRow.length} without a row, ${a.rowsWithoutObject.length} rows without an object`,
      a.objectsWithoutRow.length === 0 && a.rowsWithoutObject.length === 0 && a.objects === a.fileRows,
    ],
    [
      'event logs without gaps',
      `${a.eventProblems.length} problem(s)${shortList(a.eventProblems)}`,
      a.eventProblems.length === 0,
    ],
    [
      'failed after a charge → new request SUCCESS, no new charge',
      r.adoption.length === 0
        ? 'none failed after a charge (nothing to check)'
        : `${adopted.length} / ${r.adoption.length} adopted`,
      adopted.length === r.adoption.length,
    ],
    [
      `workers SIGKILLed ≥ ${r.options.kills} times, reaper and API once`,
      `${workerKills.length}, ${r.kills.filter((k) => k.part === 'reaper').length}, ${r.kills.filter((k) => k.part === 'api').length}`,
      workerKills.length >= r.options.kills &&
        r.kills.some((k) => k.part === 'reaper') &&
        r.kills.some((k) => k.part === 'api'),
    ],
  ];
  console.log(
    `\nchaos --crash-loop: seed ${r.options.seed}, ${r.users} users × 2 nests, ${r.issuances} issuances through the API; each workers process killed ${r.options.lifeMs.min}–${r.options.lifeMs.max} ms after it appeared; run-all compiled, production defaults (heartbeat 5 s, stall check 5 s, reaper 5 s)\n`,
  );
  console.log(
    table(
      ['invariant', 'measured', 'verdict'],
      invariants.map(([name, measured, ok]) => [name, measured, ok ? 'held' : '**BROKEN**']),
    ),
  );

  const lived = workerKills.map((k) => k.livedMs);
  const gaps = workerKills.slice(1).map((k, i) => (k.at - workerKills[i].at) / 1000);
  const range = (xs: number[], digits = 0) =>
    xs.length === 0 ? '-' : `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
  const figures: Array<[string, string | number]> = [
    ['requests (createNest + requestRegistryIssuance)', `${r.issuances * 2} in ${r.requestedS.toFixed(1)} s`],
    [
      'workers kills',
      `${workerKills.length}: lived ${range(lived)} ms after appearing; ${range(gaps, 1)} s apart; ${workerKills.filter((k) => k.heldTasks > 0).length} of them holding tasks, ${workerKills.reduce((s, k) => s + k.heldTasks, 0)} PROCESSING task(s) in all`,
    ],
    [
      'other kills',
      r.kills
        .filter((k) => k.part !== 'workers')
        .map((k) => k.part)
        .join(', '),
    ],
    [
      'restarts seen (run-all)',
      Object.entries(r.restarts)
        .map(([part, n]) => `${part} ${n}`)
        .join(', ') || 'none',
    ],
    ...Object.entries(a.tasksByKind).map(([kind, byStatus]): [string, string] => [
      `tasks ${kind}`,
      Object.entries(byStatus)
        .map(([s, n]) => `${s} ${n}`)
        .join(', '),
    ]),
    ['max redelivery_count', a.maxRedeliveryCount],
    ['isolations (task_isolations_total / events)', `${a.isolationsMetric} / ${a.isolationEvents}`],
    ['poison-cap closures (WORKER_DEAD)', a.poisonCapClosures],
    ['receipt adoptions in the ledger', a.adoptions],
    ['fee checks still open at the audit', a.openFeeChecks],
    [
      'time to all final',
      `${r.toFinalS.toFixed(1)} s from the first request; ${r.afterBurstS.toFixed(1)} s after the last workers kill`,
    ],
    ['run-all log', r.logFile],
  ];
  console.log(`\n${table(['figure', 'value'], figures)}`);
  const ok = invariants.every(([, , held]) => held);
  console.log(
    `\n${ok ? 'all invariants held' : `${invariants.filter(([, , held]) => !held).length} invariant(s) BROKEN`}`,
  );
  return ok;
}

/** For a broken run: each task that did not end well, with its event log and the log lines naming it (at most 10 tasks). */
export async function printFailingTasks(db: Database, audit: CrashLoopAudit, logFile: string): Promise<void> {
  const { rows: tasks } = await db.query<{
    id: string;
    kind: string;
    status: string;
    error_code: string | null;
    error_message: string | null;
    retry_count: number;
    redelivery_count: number;
  }>(
    `select id, kind, status, error_code, error_message, retry_count, redelivery_count from tasks where status <> 'SUCCESS' order by created_at limit 10`,
  );
  const extra = [...audit.ledgerMismatches, ...audit.eventProblems]
    .map((p) => /[0-9a-f-]{36}/.exec(p)?.[0])
    .filter((id): id is string => !!id);
  const ids = [...new Set([...tasks.map((t) => t.id), ...extra])].slice(0, 10);
  const log = readFileSync(logFile, 'utf8').split('\n');
  for (const id of ids) {
    const t = tasks.find((x) => x.id === id);
    console.log(
      `\ntask ${id}${t ? `: ${t.kind} ${t.status} ${t.error_code ?? ''} retry_count ${t.retry_count} redelivery_count ${t.redelivery_count} — ${t.error_message ?? ''}` : ''}`,
    );
    const { rows: events } = await db.query<{
      version: number;
      from_status: string | null;
      to_status: string;
      error_code: string | null;
      worker_id: string | null;
      attempt: number;
      note: string | null;
      at: Date;
    }>(
      `select version, from_status, to_status, error_code, worker_id, attempt, note, at from task_events where task_id = $1 order by version`,
      [id],
    );
    for (const e of events)
      console.log(
        `  v${e.version} ${e.at.toISOString()} ${e.from_status ?? '-'} → ${e.to_status}${e.error_code ? ` ${e.error_code}` : ''} attempt ${e.attempt} ${e.worker_id ?? ''} ${e.note ?? ''}`,
      );
    for (const line of log.filter((l) => l.includes(id)).slice(0, 20)) console.log(`  log: ${line}`);
  }
}
