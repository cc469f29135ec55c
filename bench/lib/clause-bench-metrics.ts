/**
 * What the clause bench measures over one set of labelled clauses. The figure that matters most is
 * DANGER answered SAFE: a tenant told a dangerous clause is safe signs it. Accuracy alone hides it,
 * and DANGER recall alone rewards an analyzer that calls everything DANGER, so SAFE clauses flagged
 * are counted too.
 */
import type { ClauseVerdict, RetrievedReference, RiskLevel } from '../../src/clauses/clause.types';
import { RISK_LEVELS } from './clause-eval-set';

/** An analyzer that threw for a clause answered nothing: wrong, but not SAFE. */
export type Prediction = RiskLevel | 'ERROR';

/** One clause through both stages. */
export interface ClauseOutcome {
  /** Short hash of the normalized clause: names a sealed clause without printing it. */
  id: string;
  clause: string;
  category: string;
  expected: RiskLevel;
  predicted: Prediction;
  expectedReference: { source: string; title: string } | null;
  /** `source title` of the first three retrieved references. */
  retrievedTop3: string[];
  /** Expected reference among the first three retrieved; null when none is expected. */
  retrievedHit: boolean | null;
  /** Expected reference among those the verdict cites (what the tenant sees); null when none is expected. */
  citedHit: boolean | null;
  error?: string;
}

export interface SplitMetrics {
  n: number;
  accuracy: number;
  /** DANGER clauses answered DANGER, over DANGER clauses. */
  dangerRecall: number;
  /** DANGER clauses answered SAFE. */
  dangerAsSafe: number;
  /** CAUTION or DANGER clauses answered SAFE. */
  riskAsSafe: number;
  /** SAFE clauses answered CAUTION or DANGER. */
  safeFlagged: number;
  errors: number;
  /** Rows expected, columns predicted. */
  confusion: Record<RiskLevel, Record<RiskLevel, number>>;
  /** Clauses with an expected reference. */
  withReference: number;
  referenceTop3: number;
  referenceCited: number;
  perCategory: Record<string, { n: number; correct: number }>;
}

const key = (ref: { source: string; title: string }): string => `${ref.source} ${ref.title}`;

/** Builds one outcome from what the two stages returned. */
export function toOutcome(
  item: {
    id: string;
    clause: string;
    category: string;
    expectedRisk: RiskLevel;
    expectedReference: { source: string; title: string } | null;
  },
  retrieved: readonly RetrievedReference[],
  verdict: ClauseVerdict | Error,
): ClauseOutcome {
  const expected = item.expectedReference ? key(item.expectedReference) : null;
  const retrievedTop3 = retrieved.slice(0, 3).map(key);
  const cited = verdict instanceof Error ? [] : verdict.references.map(key);
  return {
    id: item.id,
    clause: item.clause,
    category: item.category,
    expected: item.expectedRisk,
    predicted: verdict instanceof Error ? 'ERROR' : verdict.riskLevel,
    expectedReference: item.expectedReference,
    retrievedTop3,
    retrievedHit: expected === null ? null : retrievedTop3.includes(expected),
    citedHit: expected === null ? null : cited.includes(expected),
    ...(verdict instanceof Error ? { error: verdict.message } : {}),
  };
}

export function splitMetrics(outcomes: readonly ClauseOutcome[]): SplitMetrics {
  const count = (test: (o: ClauseOutcome) => boolean): number => outcomes.filter(test).length;
  const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);
  const confusion = Object.fromEntries(
    RISK_LEVELS.map((expected) => [
      expected,
      Object.fromEntries(RISK_LEVELS.map((p) => [p, count((o) => o.expected === expected && o.predicted === p)])),
    ]),
  ) as SplitMetrics['confusion'];
  const perCategory: SplitMetrics['perCategory'] = {};
  for (const o of outcomes) {
    const entry = (perCategory[o.category] ??= { n: 0, correct: 0 });
    entry.n += 1;
    if (o.predicted === o.expected) entry.correct += 1;
  }
  const withReference = count((o) => o.expectedReference !== null);
  return {
    n: outcomes.length,
    accuracy: share(
      count((o) => o.predicted === o.expected),
      outcomes.length,
    ),
    dangerRecall: share(
      count((o) => o.expected === 'DANGER' && o.predicted === 'DANGER'),
      count((o) => o.expected === 'DANGER'),
    ),
    dangerAsSafe: count((o) => o.expected === 'DANGER' && o.predicted === 'SAFE'),
    riskAsSafe: count((o) => o.expected !== 'SAFE' && o.predicted === 'SAFE'),
    safeFlagged: count((o) => o.expected === 'SAFE' && (o.predicted === 'CAUTION' || o.predicted === 'DANGER')),
    errors: count((o) => o.predicted === 'ERROR'),
    confusion,
    withReference,
    referenceTop3: share(
      count((o) => o.retrievedHit === true),
      withReference,
    ),
    referenceCited: share(
      count((o) => o.citedHit === true),
      withReference,
    ),
    perCategory,
  };
}
