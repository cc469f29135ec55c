import { matchPattern } from '../analysis/pattern-matcher';
import type { ReferenceChunk, RetrievedReference } from '../clause.types';
import type { PrincipleCitationOptions } from './principle-citations';
import {
  citationBonus,
  citationsOfMatchedPatterns,
  type CitationOptions,
  type PatternCitation,
} from './pattern-citations';

/** Tuning of fusion and rerank; every field has a default. */
export interface FusionOptions extends CitationOptions, PrincipleCitationOptions {
  /** RRF constant: larger flattens the advantage of the first ranks. Default DEFAULT_RRF_K. */
  rrfK?: number;
  /**
   * RRF weight of each retriever, in the order trigram, BM25 over the whole chunk, BM25 over its
   * subject (heading and keywords), vector. Default DEFAULT_RETRIEVER_WEIGHTS.
   */
  retrieverWeights?: readonly number[];
  /** Bonus for a pattern whose cues all match and which applies; above the articles it names. Default 2. */
  appliedPatternBonus?: number;
  /** Factor on a retrieved pattern that does not apply: kept for an LLM to weigh, ranked below the law. Default 0.5. */
  nonApplyingPatternFactor?: number;
}

/**
 * The RRF constant of stage 1: 15 rather than the usual 60. The fused score is added to the
 * citation bonuses (1 to 2.2), so its spread matters, not only its order: with 60 the first and the
 * tenth of every list differ by 0.13 and retrieval could not tell the cited articles apart.
 */
export const DEFAULT_RRF_K = 15;

/**
 * RRF weights of stage 1's retrievers (trigram, BM25 whole chunk, BM25 subject, vector). The
 * subject ranking counts twice: a clause naming a chunk's subject in ordinary words is the surest
 * sign of what it is about. The vector, a hashed n-gram embedding that mostly repeats what BM25
 * sees, and trigram similarity to the nearest stretch of a chunk's text (which alone ranks the
 * expected article far lower than BM25: mean reciprocal rank 0.29 against 0.64 on the dev set, but
 * survives typos and missing spaces) count half.
 */
export const DEFAULT_RETRIEVER_WEIGHTS: readonly number[] = [0.5, 1, 2, 0.5];

/** One ranked candidate list from one retriever, best first. */
export type RankedIds = readonly string[];

/**
 * Reciprocal rank fusion: each list gives weight / (k + rank) to its members; scores add up
 * across lists. Normalised by the best score a chunk could get (first in every list), so 1 means
 * "first everywhere" whatever the number of lists. `weights` default to 1 each.
 */
export function fuseRankings(
  lists: readonly RankedIds[],
  rrfK = 60,
  weights: readonly number[] = [],
): Map<string, number> {
  const fused = new Map<string, number>();
  if (lists.length === 0) return fused;
  const weightOf = (i: number): number => weights[i] ?? 1;
  const best = lists.reduce((sum, _list, i) => sum + weightOf(i), 0) / (rrfK + 1);
  lists.forEach((list, i) => {
    list.forEach((id, index) => {
      fused.set(id, (fused.get(id) ?? 0) + weightOf(i) / (rrfK + index + 1) / best);
    });
  });
  return fused;
}

/**
 * Reranks fused candidates with what the clause's wording says: a pattern whose cues all match
 * rises, one that does not apply sinks below the law, and the articles matched patterns name rise
 * (see citationsOfMatchedPatterns; the caller may pass these merged with others), because a tenant asking about a clause needs the article that
 * makes it void next to the pattern that recognises it.
 */
export function rerankCandidates(
  clause: string,
  candidates: readonly ReferenceChunk[],
  fused: ReadonlyMap<string, number>,
  options: FusionOptions = {},
  citations: readonly PatternCitation[] = citationsOfMatchedPatterns(clause, candidates, options),
): RetrievedReference[] {
  const applied = options.appliedPatternBonus ?? 2;
  const demote = options.nonApplyingPatternFactor ?? 0.5;
  const scored = candidates.map((chunk) => {
    let score = fused.get(chunk.id) ?? 0;
    const cited = citationBonus(chunk, citations);
    // A pattern whose cues miss still rises when a principle rule recognises the departure it words.
    if (chunk.pattern)
      score = matchPattern(clause, chunk.pattern).applies
        ? score + applied
        : cited > 0
          ? score + cited
          : score * demote;
    else score += cited;
    return { ...chunk, score };
  });
  return scored.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
