import { citeArticles, isCitedTitle } from '../analysis/cited-articles';
import { matchPattern } from '../analysis/pattern-matcher';
import type { ReferenceChunk } from '../clause.types';

/** Weights of the articles that matched patterns name; every field has a default. */
export interface CitationOptions {
  /** Bonus for the first article an applying pattern names (the one it rests on). Default 1.5. */
  citedStatuteBonus?: number;
  /** Share of that bonus for the articles it names after the first (context). Default 0.35. */
  laterCitationFactor?: number;
  /**
   * Bonus for the first article named by a pattern the clause meets in its protective form
   * (subject cue and an exception match, see PatternMatch.protective). Default 0.6.
   */
  protectiveCitationBonus?: number;
  /**
   * Share of a retrieved pattern's fused score that passes to the article it rests on (the first
   * it names), whether or not the pattern applies. Default 0.3: below the bonuses of recognised
   * clauses, enough to decide between articles retrieval ranks alike.
   */
  retrievedPatternShare?: number;
}

/** An article some matched pattern names, with the bonus it earns. */
export interface PatternCitation {
  source: string;
  article: string;
  bonus: number;
}

/**
 * The articles named by the patterns among the candidates that match the clause, each with the
 * largest bonus any pattern gives it. The pattern list is a map from kinds of clause to the law
 * that governs them: a clause a pattern recognises needs that law next to the pattern, and the
 * first article a pattern names is the one it rests on — later ones (강행규정, 준용, remedies) are
 * context. Candidate order does not matter.
 */
export function citationsOfMatchedPatterns(
  clause: string,
  candidates: readonly ReferenceChunk[],
  options: CitationOptions = {},
): PatternCitation[] {
  const first = options.citedStatuteBonus ?? 1.5;
  const later = first * (options.laterCitationFactor ?? 0.35);
  const protective = options.protectiveCitationBonus ?? 0.6;
  const best = new Map<string, PatternCitation>();
  for (const chunk of candidates) {
    if (!chunk.pattern) continue;
    const match = matchPattern(clause, chunk.pattern);
    if (!match.applies && !match.protective) continue;
    citeArticles(chunk.pattern.law).forEach((article, position) => {
      const bonus = match.applies ? (position === 0 ? first : later) : position === 0 ? protective : 0;
      const key = `${article.source}\u0000${article.article}`;
      if (bonus > 0 && bonus > (best.get(key)?.bonus ?? 0)) best.set(key, { ...article, bonus });
    });
  }
  return [...best.values()];
}

/**
 * The bonus a chunk earns from the citations: the article's, if the chunk is a cited article (a
 * pattern is cited only by the principle rules, see citationsOfPrinciples).
 */
export function citationBonus(chunk: ReferenceChunk, citations: readonly PatternCitation[]): number {
  const citation = citations.find((c) => c.source === chunk.source && isCitedTitle(chunk.title, c.article));
  return citation?.bonus ?? 0;
}

/**
 * The articles retrieved patterns rest on, each with a share of the pattern's fused score. A
 * pattern's text is written in the words such clauses use (its examples), so a clause that reads
 * like a pattern is about that pattern's subject even when its cues miss: the article the pattern
 * rests on (the first it names) is then the law to read, found through the pattern's wording.
 */
export function citationsOfRetrievedPatterns(
  candidates: readonly ReferenceChunk[],
  fused: ReadonlyMap<string, number>,
  options: CitationOptions = {},
): PatternCitation[] {
  const share = options.retrievedPatternShare ?? 0.3;
  const best = new Map<string, PatternCitation>();
  if (share <= 0) return [];
  for (const chunk of candidates) {
    const score = fused.get(chunk.id);
    if (!chunk.pattern || score === undefined) continue;
    const article = citeArticles(chunk.pattern.law)[0];
    if (!article) continue;
    const key = `${article.source}\u0000${article.article}`;
    const bonus = share * score;
    if (bonus > (best.get(key)?.bonus ?? 0)) best.set(key, { ...article, bonus });
  }
  return [...best.values()];
}
