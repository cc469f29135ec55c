import type { ClauseReferenceView, ClauseVerdict, RiskLevel } from '../clauses';
import type { Queryable } from '../infra/database';

/** A stored clause analysis in the contract's ClauseAnalysis shape. */
export interface ClauseAnalysisView {
  id: string;
  riskLevel: RiskLevel;
  summary: string;
  recommendation: string | null;
  references: ClauseReferenceView[];
  /** How sure the analyzer was, 0..1; null when it did not say (and for analyses stored before it could). */
  confidence: number | null;
  /** The analyzer that produced it (`offline-principle-analyzer-v5`, or the LLM's model name). */
  model: string;
  createdAt: Date;
}

/**
 * Inserts the analysis of a task. Called in the transaction that marks the task SUCCESS; a row
 * already there (an earlier attempt that committed) is kept, and that attempt's SUCCESS then
 * fences this one off.
 */
export async function insertClauseAnalysis(
  q: Queryable,
  taskId: string,
  verdict: ClauseVerdict,
  model: string,
): Promise<void> {
  await q.query(
    `insert into clause_analyses (task_id, risk_level, summary, recommendation, "references", model, confidence)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7)
     on conflict (task_id) do nothing`,
    [
      taskId,
      verdict.riskLevel,
      verdict.summary,
      verdict.recommendation,
      JSON.stringify(verdict.references),
      model,
      verdict.confidence ?? null,
    ],
  );
}

/** The analysis of a task, or null while it has none (any state but SUCCESS). */
export async function clauseAnalysisOf(q: Queryable, taskId: string): Promise<ClauseAnalysisView | null> {
  const { rows } = await q.query<{
    id: string;
    risk_level: ClauseAnalysisView['riskLevel'];
    summary: string;
    recommendation: string | null;
    references: ClauseAnalysisView['references'];
    model: string;
    confidence: number | null;
    created_at: Date;
  }>(
    `select id, risk_level, summary, recommendation, "references", model, confidence, created_at from clause_analyses where task_id = $1`,
    [taskId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    riskLevel: row.risk_level,
    summary: row.summary,
    recommendation: row.recommendation,
    references: row.references,
    confidence: row.confidence,
    model: row.model,
    createdAt: row.created_at,
  };
}
