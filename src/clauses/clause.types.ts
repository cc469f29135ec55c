/**
 * Terminology of clause analysis (SPEC §8).
 *
 * - clause: one sentence or paragraph of a lease (특약) the tenant wants checked.
 * - reference chunk: one searchable unit of the reference corpus — a statute article, a clause of
 *   the standard lease contract, or one known unfair-clause pattern.
 * - pattern: a reference chunk that describes a known unfair or risky clause (불공정 특약 유형),
 *   with the wording cues that recognise it and the severity it carries.
 * - retrieval (stage 1): embed the clause, find candidate chunks lexically and by vector, fuse, rerank.
 * - analysis (stage 2): an analyzer turns the clause and its references into a verdict.
 */

/** The contract's RiskLevel enum. */
export type RiskLevel = 'SAFE' | 'CAUTION' | 'DANGER';

/** What a chunk is: decides how the analyzer and the reranker treat it. */
export type ReferenceKind = 'STATUTE' | 'CONTRACT' | 'PATTERN';

/** What makes a chunk a recognisable pattern; stored with the chunk (column `meta`). */
export interface PatternMeta {
  severity: Exclude<RiskLevel, 'SAFE'>;
  /** Why the clause is risky for the tenant (plain Korean). */
  why: string;
  /** What the law says, naming the articles. */
  law: string;
  /** What the tenant should ask for instead. */
  advice: string;
  /** Regular expressions; every one must match the clause for the pattern to apply. */
  cues: string[];
  /** Regular expressions; any match means the wording is protective or lawful. */
  exceptions: string[];
  /** A numeric condition on the clause, e.g. a percentage above the legal cap. */
  numeric?: { percentAbove: number };
}

/** One unit of the reference corpus as shipped in data/corpus and stored in the database. */
export interface ReferenceChunk {
  id: string;
  /** The document's Korean name, e.g. 주택임대차보호법, 민법, 불공정 특약 유형. */
  source: string;
  /** Article number and heading as the document writes it, e.g. 제3조의2(보증금의 회수). */
  title: string;
  /** The searchable text (for a pattern: description, why, law and example wordings). */
  text: string;
  /** Where the text comes from, and whether it is verbatim or a paraphrase. */
  origin: string;
  kind: ReferenceKind;
  /** Present on PATTERN chunks only. */
  pattern: PatternMeta | null;
}

/** A chunk found for a clause, with the retrieval score (higher is better, about 0..2). */
export interface RetrievedReference extends ReferenceChunk {
  score: number;
}

/** One reference as the contract's ClauseReference exposes it. */
export interface ClauseReferenceView {
  source: string;
  title: string;
  excerpt: string;
  score: number;
}

/** What an analyzer concludes about one clause; the worker stores it as a ClauseAnalysis. */
export interface ClauseVerdict {
  riskLevel: RiskLevel;
  /** Plain Korean for the tenant. */
  summary: string;
  /** What to ask for instead, in plain Korean; null when nothing needs changing. */
  recommendation: string | null;
  references: ClauseReferenceView[];
  /**
   * How sure the analyzer is of `riskLevel`, 0..1: about the share of verdicts given with this
   * confidence that are right. Null (or absent) when the analyzer does not say.
   */
  confidence?: number | null;
}
