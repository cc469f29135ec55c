import type { Queryable } from '../infra/database';
import type { RegistryAnalysisResult, RegistryRight } from './registry-analysis.types';

/** A stored analysis, field for field the contract's `RegistryAnalysis`. */
export type RegistryAnalysisRecord = RegistryAnalysisResult & { id: string; createdAt: Date };

/**
 * Inserts the analysis of a task. A repeat for the same task (a redelivered job) changes nothing:
 * `task_id` is unique and the first row stands. Returns whether a row was inserted.
 */
export async function insertRegistryAnalysis(
  q: Queryable,
  row: { taskId: string; fileId: string; result: RegistryAnalysisResult },
): Promise<boolean> {
  const { result } = row;
  const { rowCount } = await q.query(
    `insert into registry_analyses (task_id, file_id, risk_level, owners, owner_shares, rights, secured_debt_krw, findings, model)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (task_id) do nothing`,
    [
      row.taskId,
      row.fileId,
      result.riskLevel,
      JSON.stringify(result.owners),
      JSON.stringify(result.ownerShares),
      JSON.stringify(result.rights),
      result.securedDebtKrw,
      JSON.stringify(result.findings),
      result.model,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** The analysis a REGISTRY_ANALYSIS task produced, or null before it succeeded. */
export async function findRegistryAnalysis(q: Queryable, taskId: string): Promise<RegistryAnalysisRecord | null> {
  const { rows } = await q.query<RegistryAnalysisColumns>(
    `select id, risk_level, owners, owner_shares, rights, secured_debt_krw, findings, model, created_at
       from registry_analyses where task_id = $1`,
    [taskId],
  );
  const found = rows[0];
  if (!found) return null;
  return {
    id: found.id,
    riskLevel: found.risk_level,
    owners: found.owners,
    // Stored before shares were read: the names, shares not known.
    ownerShares: found.owner_shares ?? found.owners.map((name) => ({ name, share: null })),
    rights: found.rights.map(withV2Fields),
    // numeric(15,0) arrives as a string; every amount fits a double exactly.
    securedDebtKrw: Number(found.secured_debt_krw),
    findings: found.findings,
    model: found.model,
    createdAt: found.created_at,
  };
}

/** A `registry_analyses` row as PostgreSQL returns it. */
type RegistryAnalysisColumns = {
  id: string;
  risk_level: RegistryAnalysisRecord['riskLevel'];
  owners: string[];
  owner_shares: RegistryAnalysisRecord['ownerShares'] | null;
  rights: RegistryRight[];
  secured_debt_krw: string;
  findings: RegistryAnalysisRecord['findings'];
  model: string;
  created_at: Date;
};

/** Rights stored by `registry-parser-v1` lack the fields the contract added since. */
function withV2Fields(right: RegistryRight): RegistryRight {
  return { ...right, share: right.share ?? null, amendedBy: right.amendedBy ?? [] };
}

/** What an analysis reads: the OCR text of the task's file and the nest's amounts (null when unset). */
export interface AnalysisSource {
  ocrText: string | null;
  depositKrw: number | null;
  marketPriceKrw: number | null;
}

/** The nest's amounts and, if `fileId` names a file, its OCR text; null if the nest is gone. */
export async function findAnalysisSource(
  q: Queryable,
  nestId: string,
  fileId: string | null,
): Promise<AnalysisSource | null> {
  const { rows } = await q.query<{
    ocr_text: string | null;
    deposit_krw: string | null;
    market_price_krw: string | null;
  }>(
    `select f.ocr_text, n.deposit_krw, n.market_price_krw
       from nests n left join files f on f.id = $2
      where n.id = $1`,
    [nestId, fileId],
  );
  const found = rows[0];
  if (!found) return null;
  return {
    ocrText: found.ocr_text,
    depositKrw: found.deposit_krw === null ? null : Number(found.deposit_krw),
    marketPriceKrw: found.market_price_krw === null ? null : Number(found.market_price_krw),
  };
}
