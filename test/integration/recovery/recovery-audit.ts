import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Database } from '../../../src/infra/database';
import type { TestStack } from '../../helpers/test-stack';
import { loadTasks } from './recovery-harness';

/** Whose books the ledger is compared with: the stack's simulator, or the office the run used. */
export interface ChargeBook {
  charges(): { byKey: Record<string, number> };
}

/** What a run left behind, and every broken invariant found in it (empty `violations`: all held). */
export interface Audit {
  tasks: number;
  success: number;
  failedByCode: Record<string, number>;
  /** Charges the office made for these tasks (its own books). */
  charges: number;
  ledgerRows: number;
  /** Storage objects without a file row. */
  orphans: number;
  violations: string[];
}

/**
 * Checks a finished run (SPEC §2, §4.3, §9): every task final, FAILED with a code; at most one
 * ledger charge per task and the ledger's charges equal to the office's per key (an adoption
 * charges nothing and is not counted); no stored object
 * without its file row; each task's event log contiguous from version 1 to the row's version,
 * each event starting where the previous ended, and nothing after the first final state.
 */
export async function auditRun(stack: TestStack, ids: string[], office: ChargeBook = stack.simulator): Promise<Audit> {
  const violations: string[] = [];
  const rows = await loadTasks(stack.app.db, ids);
  const failedByCode: Record<string, number> = {};
  for (const row of rows) {
    if (row.status === 'FAILED')
      failedByCode[row.errorCode ?? 'NO CODE'] = (failedByCode[row.errorCode ?? 'NO CODE'] ?? 0) + 1;
    if (row.status !== 'SUCCESS' && row.status !== 'FAILED') violations.push(`task ${row.id} is still ${row.status}`);
    if (row.status === 'FAILED' && !row.errorCode) violations.push(`task ${row.id} FAILED without a code`);
  }
  const charges = await auditCharges(stack, ids, office, violations);
  violations.push(...(await auditEvents(stack.app.db, ids)));
  const orphans = await orphanObjects(stack, ids);
  if (orphans.length > 0) violations.push(`storage objects without a file row: ${orphans.join(', ')}`);
  return {
    tasks: rows.length,
    success: rows.filter((r) => r.status === 'SUCCESS').length,
    failedByCode,
    charges: charges.office,
    ledgerRows: charges.ledger,
    orphans: orphans.length,
    violations,
  };
}

async function auditCharges(
  stack: TestStack,
  ids: string[],
  book: ChargeBook,
  violations: string[],
): Promise<{ office: number; ledger: number }> {
  const { rows } = await stack.app.db.query<{ task_id: string; n: number }>(
    `select task_id, count(*)::int as n from fee_ledger where task_id = any($1::uuid[]) and kind = 'charge' group by task_id`,
    [ids],
  );
  const ledger = new Map(rows.map((r) => [r.task_id, r.n]));
  const byKey = book.charges().byKey;
  let office = 0;
  for (const id of ids) {
    const charged = byKey[id] ?? 0;
    office += charged;
    const recorded = ledger.get(id) ?? 0;
    if (recorded > 1) violations.push(`task ${id}: ${recorded} ledger rows`);
    if (charged !== recorded)
      violations.push(`task ${id}: the office charged ${charged}, the ledger holds ${recorded}`);
  }
  return { office, ledger: [...ledger.values()].reduce((a, b) => a + b, 0) };
}

/** Event-log problems of each task: gaps, broken chains, versions past the final state. */
export async function auditEvents(db: Database, ids: string[]): Promise<string[]> {
  const { rows } = await db.query<{
    id: string;
    version: number;
    versions: number[];
    froms: Array<string | null>;
    tos: string[];
  }>(
    `select t.id, t.version, array_agg(e.version order by e.version) as versions,
            array_agg(e.from_status order by e.version) as froms, array_agg(e.to_status order by e.version) as tos
       from tasks t join task_events e on e.task_id = t.id where t.id = any($1::uuid[]) group by t.id, t.version`,
    [ids],
  );
  const problems: string[] = [];
  for (const r of rows) {
    if (r.versions.some((v, i) => v !== i + 1) || r.versions.length !== r.version) {
      problems.push(`task ${r.id}: event versions ${r.versions.join(',')} for row version ${r.version}`);
    }
    for (let i = 1; i < r.tos.length; i++) {
      if (r.froms[i] !== r.tos[i - 1])
        problems.push(
          `task ${r.id}: event v${r.versions[i]} starts at ${r.froms[i]}, v${r.versions[i - 1]} ended at ${r.tos[i - 1]}`,
        );
    }
    const final = r.tos.findIndex((s) => s === 'SUCCESS' || s === 'FAILED');
    if (final >= 0 && final !== r.tos.length - 1)
      problems.push(`task ${r.id}: ${r.tos.length - 1 - final} event(s) after the final state (v${r.versions[final]})`);
  }
  if (rows.length !== ids.length) problems.push(`${ids.length - rows.length} task(s) have no events`);
  return problems;
}

/**
 * Keys in the stack's bucket that no file row names (ListObjectsV2 over every page). With `ids`,
 * only those tasks' keys: a task's object key is fixed by the task and its file row names exactly
 * that key, so only tasks without a file row can have an orphan; their nest folders are listed
 * (s3rver fails a flat listing of a few thousand objects).
 */
export async function orphanObjects(stack: TestStack, ids?: string[]): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    region: stack.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: stack.env.S3_ACCESS_KEY_ID, secretAccessKey: stack.env.S3_SECRET_ACCESS_KEY },
  });
  const keys: string[] = [];
  try {
    if (!ids) {
      keys.push(...(await listKeys(s3, stack.env.S3_BUCKET, undefined)));
    } else {
      const { rows } = await stack.app.db.query<{ nest_id: string }>(
        `select distinct t.nest_id from tasks t where t.id = any($1::uuid[]) and not exists (select 1 from files f where f.task_id = t.id)`,
        [ids],
      );
      const prefixes = rows.map((r) => `registry/${r.nest_id}/`);
      const lane = async () => {
        for (let p = prefixes.pop(); p !== undefined; p = prefixes.pop())
          keys.push(...(await listKeys(s3, stack.env.S3_BUCKET, p)));
      };
      await Promise.all(Array.from({ length: 8 }, lane));
    }
  } finally {
    s3.destroy();
  }
  const { rows } = await stack.app.db.query<{ storage_key: string }>(
    `select storage_key from files where storage_key = any($1::text[])`,
    [keys],
  );
  const named = new Set(rows.map((r) => r.storage_key));
  const ours = ids ? new Set(ids.map((id) => `${id}.pdf`)) : null;
  return keys.filter((k) => !named.has(k) && (!ours || ours.has(k.slice(k.lastIndexOf('/') + 1))));
}

async function listKeys(s3: S3Client, bucket: string, prefix: string | undefined): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Seconds from each task's kill to the first event after it (the redelivery taking the row, or
 * the reaper closing it): the takeover-or-close time SPEC §6 bounds by 20 s. A task killed after
 * its final commit needs no takeover and is left out.
 */
export async function takeoverSeconds(db: Database, killedAt: Map<string, number>): Promise<number[]> {
  if (killedAt.size === 0) return [];
  const ids = [...killedAt.keys()];
  const { rows } = await db.query<{ task_id: string; at: Date }>(
    `select task_id, at from task_events where task_id = any($1::uuid[]) order by at`,
    [ids],
  );
  const out: number[] = [];
  for (const id of ids) {
    const kill = killedAt.get(id)!;
    // The worker prints its chaos line just before the kill; allow the clocks' read-out skew.
    const next = rows.find((r) => r.task_id === id && r.at.getTime() > kill + 5);
    if (next) out.push((next.at.getTime() - kill) / 1000);
  }
  return out;
}
