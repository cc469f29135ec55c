import { splitWords, stripJosa } from '../analysis/clause-text';

// Words too common in lease clauses to discriminate between chunks.
const STOPWORDS = new Set(['임차인', '임대인', '경우', '계약', '한다', '있다', '없다', '하여야', '또는', '및', '그', '이', '본', '위', '따라', '대하여', '관하여']);

/** Most words put in the full-text query; a long clause should not become a huge OR. */
export const MAX_QUERY_WORDS = 24;

/**
 * A `simple`-configuration tsquery for a Korean clause: particle-stripped words of two or more
 * syllables as prefixes (전입신고:* finds 전입신고를), OR-ed, since a clause and an article rarely
 * share every word. Returns null when nothing is left to search for.
 */
export function buildPrefixTsQuery(clause: string): string | null {
  const terms: string[] = [];
  for (const word of splitWords(clause)) {
    const stem = stripJosa(word);
    if ([...stem].length < 2 || STOPWORDS.has(stem) || terms.includes(stem)) continue;
    terms.push(stem);
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  // Words are letters and digits only (splitWords), so no tsquery operator can slip through.
  return terms.length === 0 ? null : terms.map((term) => `${term}:*`).join(' | ');
}
