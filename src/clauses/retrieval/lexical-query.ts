import { contentStem, searchPrefixes, textWords } from './korean-text';

/** Most words put in the lexical query; a long clause should not become a huge OR. */
export const MAX_QUERY_WORDS = 24;

/**
 * The search terms of a Korean clause: the stems (particle or verb ending stripped, see stemOf)
 * of its content words, in order of appearance, without function words or repeats. Terms are
 * letters and digits only, so they are safe in any query syntax.
 */
export function buildLexicalTerms(clause: string): string[] {
  const terms: string[] = [];
  for (const word of textWords(clause)) {
    const stem = contentStem(word);
    if (stem === null || terms.includes(stem)) continue;
    terms.push(stem);
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  return terms;
}

/** One prefix of the lexical query: which query word it stands for, and its weight. */
export interface LexicalTerm {
  /** Matched as a prefix of the corpus's words. */
  term: string;
  /** Index of the query word (its stem in buildLexicalTerms); a word scores once, by its best term. */
  word: number;
  weight: number;
}

/** The lexical query: each stem of buildLexicalTerms with its shorter prefixes (searchPrefixes). */
export function buildLexicalQuery(clause: string): LexicalTerm[] {
  return buildLexicalTerms(clause).flatMap((stem, word) => searchPrefixes(stem).map(({ prefix, weight }) => ({ term: prefix, word, weight })));
}
