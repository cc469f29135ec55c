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

/** Weight of the pieces of a long word (see innerPieces) against the word itself. */
const PIECE_WEIGHT = 0.5;

/**
 * The lexical query: each stem of buildLexicalTerms with its shorter prefixes (searchPrefixes),
 * then the inner pieces of its long stems (innerPieces), each piece a query word of its own at
 * PIECE_WEIGHT, so that the words of a run-on clause (임차인은계약기간동안) or of a compound the
 * corpus writes apart (전세보증금반환보증) can each be found.
 */
export function buildLexicalQuery(clause: string): LexicalTerm[] {
  const stems = buildLexicalTerms(clause);
  const terms: LexicalTerm[] = stems.flatMap((stem, word) =>
    searchPrefixes(stem).map(({ prefix, weight }) => ({ term: prefix, word, weight })),
  );
  let word = stems.length;
  for (const piece of stems.flatMap(innerPieces)) {
    for (const { prefix, weight } of searchPrefixes(piece))
      terms.push({ term: prefix, word, weight: weight * PIECE_WEIGHT });
    word += 1;
  }
  return terms;
}

/** Stems this long (in syllables) are also searched by their inner pieces. */
const LONG_STEM = 5;

/**
 * The pieces of a long stem that could start a word of their own: from its third syllable on, up
 * to four syllables from each position (the first two are its own prefixes already). Without a
 * dictionary the word boundaries inside are unknown; searching every start lets the corpus decide,
 * through idf, which pieces are words.
 */
export function innerPieces(stem: string): string[] {
  const chars = [...stem];
  if (chars.length < LONG_STEM) return [];
  const pieces: string[] = [];
  for (let start = 2; start + 2 <= chars.length; start += 1) pieces.push(chars.slice(start, start + 4).join(''));
  return pieces;
}
