import '../../src/main/known-warnings'; // the AWS SDK's notice about Node 22, silenced as in every process of the project
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type Redis from 'ioredis';
import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/infra/database';
import { readCounters } from '../../src/metrics/metrics';
import { ISOLATION_NOTE } from '../../src/tasks/transitions';
import { auditEvents } from '../../test/integration/recovery/recovery-audit';
import type { RunAllSystem } from './run-all-system';

/**
 * What a crash-loop run left behind, read from its own database, the simulator's books (its HTTP
 * API: charges per idempotency key), its bucket and its Redis counters. Every task in the
 * database is the run's: the database was made for it.
 */

export interface OfficeCharges {
  total: number;
  totalFeeKrw: number;
  byKey: Record<string, number>;
}

export interface CrashLoopAudit {
  /** kind → final status or FAILED code → tasks (anything not final counted under its status). */
  tasksByKind: Record<string, Record<string, number>>;
  /** The issuances the users requested at first (not the new requests after a charged failure), and those that ended SUCCESS. */
  issuances: number;
  issuancesSucceeded: number;
  notFinal: string[];
  failedWithoutCode: string[];
  office: OfficeCharges;
  /** Idempotency keys the office charged more than once, and nests charged more than once over all their issuances. */
  keysChargedTwice: string[];
  nestsChargedTwice: string[];
  /** Keys the office charged that name no issuance of the run. */
  unknownKeys: string[];
  /** Tasks whose ledger charge rows differ from the office's charges under their key. */
  ledgerMismatches: string[];
  ledgerCharges: number;
  ledgerFeeKrw: number;
  adoptions: number;
  objects: number;
  fileRows: number;
  objectsWithoutRow: string[];
  rowsWithoutObject: string[];
  eventProblems: string[];
  openFeeChecks: number;
  maxRedeliveryCount: number;
  isolationsMetric: number;
  isolationEvents: number;
  poisonCapClosures: number;
}

export async function readOfficeCharges(simulatorUrl: string): Promise<OfficeCharges> {
  const res = await fetch(`${simulatorUrl}/v1/charges`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`the simulator's charges: HTTP ${res.status}`);
  return (await res.json()) as OfficeCharges;
}

export async function auditCrashLoop(
  system: RunAllSystem,
  db: Database,
  redis: Redis,
  requested: string[],
): Promise<CrashLoopAudit> {
  const { rows: tasks } = await db.query<{
    id: string;
    kind: string;
    status: string;
    error_code: string | null;
    nest_id: string;
    redelivery_count: number;
  }>(`select id, kind, status, error_code, nest_id, redelivery_count from tasks`);
  const tasksByKind: Record<string, Record<string, number>> = {};
  for (const t of tasks) {
    const label = t.status === 'FAILED' ? `FAILED(${t.error_code ?? 'no code'})` : t.status;
    const byStatus = (tasksByKind[t.kind] ??= {});
    byStatus[label] = (byStatus[label] ?? 0) + 1;
  }
  const issuances = tasks.filter((t) => t.kind === 'REGISTRY_ISSUANCE');
  const firstAsked = new Set(requested);
  const office = await readOfficeCharges(system.simulatorUrl);
  const charges = await auditCharges(db, office, issuances);
  const objects = await auditObjects(system, db);
  const counters = await readCounters(redis, system.prefix);
  const sum = (name: string, match: (labels: Record<string, string>) => boolean = () => true) =>
    counters.filter((c) => c.name === name && match(c.labels)).reduce((a, c) => a + c.value, 0);
  const {
    rows: [extra],
  } = await db.query<{ isolations: number; open_checks: number }>(
    `select (select count(*)::int from task_events where note = $1) as isolations,
            (select count(*)::int from fee_checks where checked_at is null) as open_checks`,
    [ISOLATION_NOTE],
  );
  return {
    tasksByKind,
    issuances: requested.length,
    issuancesSucceeded: issuances.filter((t) => t.status === 'SUCCESS' && firstAsked.has(t.id)).length,
    notFinal: tasks
      .filter((t) => t.status !== 'SUCCESS' && t.status !== 'FAILED')
      .map((t) => `${t.id} (${t.kind} ${t.status})`),
    failedWithoutCode: tasks.filter((t) => t.status === 'FAILED' && !t.error_code).map((t) => t.id),
    office,
    ...charges,
    ...objects,
    eventProblems: await auditEvents(
      db,
      tasks.map((t) => t.id),
    ),
    openFeeChecks: extra.open_checks,
    maxRedeliveryCount: Math.max(0, ...tasks.map((t) => t.redelivery_count)),
    isolationsMetric: sum('task_isolations_total'),
    isolationEvents: extra.isolations,
    poisonCapClosures: sum('task_closures_total', (l) => l['by'] === 'poison-cap'),
  };
}

type Charges = Pick<
  CrashLoopAudit,
  | 'keysChargedTwice'
  | 'nestsChargedTwice'
  | 'unknownKeys'
  | 'ledgerMismatches'
  | 'ledgerCharges'
  | 'ledgerFeeKrw'
  | 'adoptions'
>;

/**
 * The tenant's money: no key charged twice, no nest charged twice over all its issuances (each
 * nest asked once, and again only after a failure the office had charged, which must adopt), and
 * the ledger's charges equal to the office's per key.
 */
async function auditCharges(
  db: Database,
  office: OfficeCharges,
  issuances: Array<{ id: string; nest_id: string }>,
): Promise<Charges> {
  const { rows: ledger } = await db.query<{ task_id: string; kind: string; n: number; fee: number }>(
    `select task_id, kind, count(*)::int as n, coalesce(sum(fee_krw), 0)::int as fee from fee_ledger group by task_id, kind`,
  );
  const ledgerCharges = new Map(ledger.filter((r) => r.kind === 'charge').map((r) => [r.task_id, r.n]));
  const ours = new Set(issuances.map((t) => t.id));
  const byNest = new Map<string, number>();
  const ledgerMismatches: string[] = [];
  for (const t of issuances) {
    const charged = office.byKey[t.id] ?? 0;
    byNest.set(t.nest_id, (byNest.get(t.nest_id) ?? 0) + charged);
    const recorded = ledgerCharges.get(t.id) ?? 0;
    if (charged !== recorded) ledgerMismatches.push(`${t.id}: office ${charged}, ledger ${recorded}`);
  }
  return {
    keysChargedTwice: Object.entries(office.byKey)
      .filter(([, n]) => n > 1)
      .map(([k, n]) => `${k} ×${n}`),
    nestsChargedTwice: [...byNest].filter(([, n]) => n > 1).map(([nest, n]) => `${nest} ×${n}`),
    unknownKeys: Object.keys(office.byKey).filter((k) => !ours.has(k)),
    ledgerMismatches,
    ledgerCharges: ledger.filter((r) => r.kind === 'charge').reduce((a, r) => a + r.n, 0),
    ledgerFeeKrw: ledger.reduce((a, r) => a + r.fee, 0),
    adoptions: ledger.filter((r) => r.kind === 'adoption').reduce((a, r) => a + r.n, 0),
  };
}

type Objects = Pick<CrashLoopAudit, 'objects' | 'fileRows' | 'objectsWithoutRow' | 'rowsWithoutObject'>;

/** Every object in the run's bucket has its file row, and every file row its object. */
async function auditObjects(system: RunAllSystem, db: Database): Promise<Objects> {
  const env = parseEnv(system.vars);
  const s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  const keys: string[] = [];
  try {
    let token: string | undefined;
    // Pages of 200: s3rver reads every object's metadata for a page, and fails on very large ones.
    for (let page = 0; page < 10_000; page++) {
      const listed = await s3.send(
        new ListObjectsV2Command({ Bucket: env.S3_BUCKET, MaxKeys: 200, ContinuationToken: token }),
      );
      keys.push(...(listed.Contents ?? []).map((o) => o.Key!));
      token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      if (!token) break;
    }
  } finally {
    s3.destroy();
  }
  const { rows } = await db.query<{ storage_key: string }>(`select storage_key from files`);
  const named = new Set(rows.map((r) => r.storage_key));
  const stored = new Set(keys);
  return {
    objects: keys.length,
    fileRows: rows.length,
    objectsWithoutRow: keys.filter((k) => !named.has(k)),
    rowsWithoutObject: rows.map((r) => r.storage_key).filter((k) => !stored.has(k)),
  };
}
