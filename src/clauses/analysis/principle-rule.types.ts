import type { RiskLevel } from '../clause.types';
import type { ClauseReading, Condition } from './clause-reading';

/** The article a rule rests on, as the corpus names it: the document and the title's key. */
export interface RuleBasis {
  /** e.g. 주택임대차보호법, 민법, 주택임대차표준계약서. */
  source: string;
  /** The title up to its heading, e.g. 제3조의2, or a whole title such as 특약사항(작성 안내). */
  article: string;
  /** The known unfair-clause pattern that is one wording of this departure, e.g. 유형 08. */
  pattern?: string;
  /** A second article the rule rests on as much (a statute and the standard contract's clause on it). */
  also?: { source: string; article: string };
}

/**
 * One principle of lease law, or one recognised standard term, as a rule over a clause reading.
 * A DANGER or CAUTION rule recognises a departure from the law; a SAFE rule is positive evidence
 * that the clause is a standard or tenant-favourable term.
 */
export interface PrincipleRule {
  id: string;
  severity: RiskLevel;
  basis: RuleBasis;
  /** Short Korean name shown in the summary. */
  name: string;
  /** Why, naming the article, in plain Korean. */
  why: string;
  /** What to ask for instead; null for SAFE rules. */
  advice: string | null;
  applies(reading: ClauseReading): boolean;
  /**
   * A SAFE rule that reads a landlord's undertaking not to do what the law forbids, or a term
   * that hands the tenant a remedy: when it applies and no risk rule does, a known pattern that
   * matched only its words (전입, 근저당, 해지) does not decide the verdict.
   */
  protective?: boolean;
  /**
   * A SAFE rule whose subject is one of the conditions a danger usually hides behind (verdict.ts):
   * the lease surviving a sale is about the sale. Where it applies, that condition hides nothing.
   */
  about?: Condition;
}

export const HLPA = '주택임대차보호법';
export const CIVIL = '민법';
export const STANDARD = '주택임대차표준계약서';

/** A SAFE rule: positive evidence of a standard or benign term (no advice); `protective` as above. */
export const safeRule = (
  id: string,
  source: string,
  article: string,
  name: string,
  why: string,
  applies: PrincipleRule['applies'],
  protective = false,
): PrincipleRule => ({
  id,
  severity: 'SAFE',
  basis: { source, article },
  name,
  why,
  advice: null,
  applies,
  ...(protective ? { protective } : {}),
});
