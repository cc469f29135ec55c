import { citeArticles, isCitedTitle, type CitedArticle } from '../analysis/cited-articles';
import { matchPattern } from '../analysis/pattern-matcher';
import type { ReferenceChunk, RetrievedReference } from '../clause.types';

/** Tuning of fusion and rerank; every field has a default. */
export interface FusionOptions {
  /** RRF constant: larger flattens the advantage of the first ranks. Default 60 (the usual value). */
  rrfK?: number;
  /** Bonus for a pattern whose cues all match and which applies. Default 0.6. */
  appliedPatternBonus?: number;
  /** Factor on a retrieved pattern that does not apply: kept for an LLM to weigh, ranked below the law. Default 0.5. */
  nonApplyingPatternFactor?: number;
  /** Bonus for the first statute an applying pattern's `law` names; later ones get a little less. Default 0.6. */
  citedStatuteBonus?: number;
}

/** One ranked candidate list from one retriever, best first. */
export type RankedIds = readonly string[];

/**
 * Reciprocal rank fusion: each list gives 1 / (k + rank) to its members; scores add up across
 * lists. Normalised by the best score a chunk could get (first in every list), so 1 means "first
 * everywhere" whatever the number of lists.
 */
export function fuseRankings(lists: readonly RankedIds[], rrfK = 60): Map<string, number> {
  const fused = new Map<string, number>();
  if (lists.length === 0) return fused;
  const best = lists.length / (rrfK + 1);
  for (const list of lists) {
    list.forEach((id, index) => {
      fused.set(id, (fused.get(id) ?? 0) + 1 / (rrfK + index + 1) / best);
    });
  }
  return fused;
}

/**
 * Reranks fused candidates with what the clause's wording says: a pattern whose cues match rises
 * (fully, when it applies), and so do the statutes that pattern relies on, because a tenant asking
 * about a clause needs the article that makes it void next to the pattern that recognises it.
 */
export function rerankCandidates(
  clause: string,
  candidates: readonly ReferenceChunk[],
  fused: ReadonlyMap<string, number>,
  options: FusionOptions = {},
): RetrievedReference[] {
  const applied = options.appliedPatternBonus ?? 0.6;
  const demote = options.nonApplyingPatternFactor ?? 0.5;
  const citedBonus = options.citedStatuteBonus ?? 0.6;
  const scored = candidates.map((chunk) => ({ ...chunk, score: fused.get(chunk.id) ?? 0 }));
  const cited = citedByApplyingPatterns(clause, candidates);
  for (const ref of scored) {
    if (ref.pattern) {
      if (matchPattern(clause, ref.pattern).applies) ref.score += applied;
      else ref.score *= demote;
      continue;
    }
    const position = cited.findIndex((c) => c.source === ref.source && isCitedTitle(ref.title, c.article));
    // The first article a pattern names is the one it rests on; later ones are context.
    if (position >= 0) ref.score += citedBonus * Math.max(0.5, 1 - 0.1 * position);
  }
  return scored.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** Articles named by the patterns among the candidates that apply to the clause, in citation order. */
export function citedByApplyingPatterns(clause: string, candidates: readonly ReferenceChunk[]): CitedArticle[] {
  const cited: CitedArticle[] = [];
  for (const chunk of candidates) {
    if (!chunk.pattern || !matchPattern(clause, chunk.pattern).applies) continue;
    for (const article of citeArticles(chunk.pattern.law)) {
      if (!cited.some((c) => c.source === article.source && c.article === article.article)) cited.push(article);
    }
  }
  return cited;
}
