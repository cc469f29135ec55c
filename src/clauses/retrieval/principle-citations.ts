import { readClause } from '../analysis/clause-reading';
import { findPrinciples, GENERIC_BENIGN_RULES } from '../analysis/principle-rules';
import type { PatternCitation } from './pattern-citations';

/** Weights of the articles the principle rules name; every field has a default. */
export interface PrincipleCitationOptions {
  /**
   * Bonus for the article the leading departure from the law rests on. Default 2.2: above an
   * applying pattern (2) and the articles it names (1.5), because the rule read who is bound and
   * what is given up, where a pattern only matched words; the article is what makes the clause
   * void or reducible, the pattern only names its kind. Further departures get 0.95 of it, a second article of a rule 0.97.
   */
  principleBonus?: number;
  /** Bonus for the known pattern that words the same departure, when its own cues miss. Default 1.2. */
  principlePatternBonus?: number;
  /** Bonus for the article that makes a recognised standard term ordinary. Default 1.0. */
  benignBonus?: number;
  /** Bonus for a general benign rule's article (임대인의 의무, 임차인에게 허용). Default 0.4. */
  genericBenignBonus?: number;
}

const PATTERN_SOURCE = '불공정 특약 유형';

/**
 * The articles the clause rests on, as the principle rules read it: for a departure from the law,
 * its article and the pattern that words it; for a standard term, the article that makes it one.
 * Found from the clause's meaning, these reach the article even when the wording shares no word
 * with it.
 */
export function citationsOfPrinciples(clause: string, options: PrincipleCitationOptions = {}): PatternCitation[] {
  const { risks, benign } = findPrinciples(readClause(clause));
  const citations: PatternCitation[] = [];
  risks.forEach((rule, index) => {
    // Every departure found stays above the patterns (2): the leading one first, then the others.
    const bonus = (options.principleBonus ?? 2.2) * (index === 0 ? 1 : 0.95);
    citations.push({ source: rule.basis.source, article: rule.basis.article, bonus });
    if (rule.basis.also) citations.push({ ...rule.basis.also, bonus: bonus * 0.97 });
    if (rule.basis.pattern)
      citations.push({
        source: PATTERN_SOURCE,
        article: rule.basis.pattern,
        bonus: options.principlePatternBonus ?? 1.2,
      });
  });
  if (risks.length === 0) {
    // Specific terms first, in the order the rules are listed (most telling first); 0.9 each step down.
    benign.forEach((rule, index) => {
      const bonus = GENERIC_BENIGN_RULES.has(rule.id)
        ? (options.genericBenignBonus ?? 0.4)
        : (options.benignBonus ?? 1.0) * 0.9 ** index;
      citations.push({ source: rule.basis.source, article: rule.basis.article, bonus });
    });
  }
  return citations;
}

/** Both lists as one, each article with the largest bonus either gives it. */
export function mergeCitations(...lists: PatternCitation[][]): PatternCitation[] {
  const best = new Map<string, PatternCitation>();
  for (const citation of lists.flat()) {
    const key = `${citation.source}\u0000${citation.article}`;
    if (citation.bonus > (best.get(key)?.bonus ?? 0))
      best.set(key, { source: citation.source, article: citation.article, bonus: citation.bonus });
  }
  return [...best.values()];
}
