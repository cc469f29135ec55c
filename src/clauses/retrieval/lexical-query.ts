import { splitWords, stemWord } from '../analysis/clause-text';

// Words too common in lease clauses to discriminate between chunks. Term weighting (idf) already
// discounts common words; these are the ones so common that they only add noise and query cost.
const STOPWORDS = new Set(['임차인', '임대인', '경우', '계약', '한다', '있다', '없다', '하여야', '또는', '및', '그', '이', '본', '위', '따라', '대하여', '관하여']);

/** Most terms put in the lexical query; a long clause should not become a huge OR. */
export const MAX_QUERY_WORDS = 24;

/**
 * The search terms of a Korean clause: stems (particle and 하다/되다 ending stripped, see
 * stemWord) of two or more syllables, in order of appearance, without stopwords or repeats.
 * Terms are letters and digits only (splitWords), so they are safe in any query syntax.
 */
export function buildLexicalTerms(clause: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(clause)) {
    const stem = stemWord(word);
    if ([...stem].length < 2 || STOPWORDS.has(stem) || terms.includes(stem)) continue;
    terms.push(stem);
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  return terms;
}
