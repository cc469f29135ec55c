/**
 * Retrieval's own reading of Korean text: words, their stems and the prefixes a stem is searched
 * by. Kept apart from the analyzer's text helpers (analysis/clause-text.ts) so that a change made
 * for the analyzer's rules cannot silently change what retrieval matches or what the offline
 * embedding computes.
 *
 * Korean inflects by suffixing: particles (조사) follow nouns, endings (어미) follow verb stems, and
 * the stem stays a prefix of every form (수리를, 수리한다 / 돌려주면, 돌려준다, 돌려주지). So a word is
 * searched by its stem as a prefix of the corpus's words, and — since no list of endings is
 * complete and compounds are written as one word — by shorter prefixes of it with less weight.
 */
import { normalizeClauseText } from '../analysis/clause-text';

/** Words of Hangul, Latin letters or digits, in order, lower case. Safe in any query syntax. */
export function textWords(text: string): string[] {
  return (
    normalizeClauseText(text)
      .toLowerCase()
      .match(/[\p{Script=Hangul}a-z0-9]+/gu) ?? []
  );
}

const syllables = (word: string): number => [...word].length;

/** The list sorted so that a longer suffix is tried before a shorter one it ends with. */
function longestFirst(list: string[]): readonly string[] {
  return [...new Set(list)].sort((a, b) => syllables(b) - syllables(a));
}

// Particles, longest first. Each is stripped only when two syllables remain.
const PARTICLES = longestFirst([
  '에게서는',
  '으로부터',
  '에서부터',
  '으로서는',
  '으로써는',
  '에게서',
  '으로서',
  '으로써',
  '으로는',
  '으로도',
  '에서는',
  '에서도',
  '에게는',
  '에게도',
  '까지는',
  '까지도',
  '부터는',
  '이라도',
  '이라는',
  '이라면',
  '한테서',
  '만으로',
  '로부터',
  '으로',
  '에서',
  '에게',
  '까지',
  '부터',
  '보다',
  '처럼',
  '만큼',
  '이나',
  '에는',
  '에도',
  '와의',
  '과의',
  '이란',
  '라도',
  '마저',
  '조차',
  '밖에',
  '한테',
  '께서',
  '이며',
  '이고',
  '이든',
  '든지',
  '대로',
  '으론',
  '에선',
  '하고',
  '과',
  '와',
  '을',
  '를',
  '은',
  '는',
  '이',
  '가',
  '의',
  '에',
  '도',
  '로',
  '만',
  '란',
  '나',
  '께',
  '랑',
]);

// One-syllable endings that also end common nouns (전입신고, 계약서, 세탁기, 서면): these, and the
// two-syllable endings that start with them (지는, 서는), are stripped only after a syllable without
// a final consonant, as in 돌려주지, 끝나고, 들어오면 — the nouns of a lease that end in them mostly
// have one there (신고, 약서, 탁기).
const OPEN_ONLY_ENDINGS = ['지', '고', '면', '서', '기', '게', '음'];

// Verb endings, longest first: those of 하다/되다/시키다 verbs (which carry most of a clause's
// meaning: 수리하다, 반환되다) and the common endings of any verb, formal and colloquial.
const ENDINGS = longestFirst([
  '하였습니다',
  '되었습니다',
  '해야합니다',
  '하더라도',
  '되더라도',
  '하였으며',
  '하겠습니다',
  '하셔야',
  '하시면',
  '하십시오',
  '하여서는',
  '해서는',
  '되어서는',
  '합니다',
  '됩니다',
  '하여야',
  '되어야',
  '하기로',
  '되기로',
  '하도록',
  '되도록',
  '하거나',
  '되거나',
  '하려면',
  '하면서',
  '하였다',
  '되었다',
  '시킨다',
  '시키는',
  '시키지',
  '하는데',
  '했는데',
  '해주고',
  '해주며',
  '해준다',
  '해줘요',
  '해줌',
  '해드림',
  '해드린다',
  '해요',
  '했다',
  '했고',
  '했으며',
  '해야',
  '해서',
  '하고',
  '하며',
  '하면',
  '하지',
  '하여',
  '하는',
  '한다',
  '하게',
  '하기',
  '하던',
  '하신',
  '하실',
  '해도',
  '하고서',
  '된다',
  '되는',
  '되어',
  '되며',
  '되면',
  '되지',
  '되고',
  '되게',
  '되기',
  '된다면',
  '돼요',
  '돼서',
  '됐다',
  '습니다',
  '더라도',
  '으므로',
  '으면서',
  '으려면',
  '으시면',
  '으세요',
  '었는데',
  '았는데',
  '었으며',
  '았으며',
  '었으나',
  '았으나',
  '었다',
  '았다',
  '겠다',
  '어야',
  '아야',
  '어도',
  '아도',
  '어서',
  '아서',
  '어요',
  '아요',
  '에요',
  '예요',
  '세요',
  '도록',
  '으면',
  '으며',
  '면서',
  '므로',
  '니까',
  '는데',
  '지만',
  '거나',
  '든지',
  '기로',
  '기에',
  '려면',
  '는다',
  '다가',
  '으니',
  '으나',
  '이다',
  '입니다',
  '이에요',
  '이예요',
  '이었다',
  '였다',
  // An ending with a particle after it (넘기지는, 하지도).
  '지는',
  '지도',
  '지를',
  '기는',
  '기도',
  '게는',
  '서는',
  '서도',
  '어서는',
  '아서는',
  '면은',
  '기를',
  '기가',
  '한',
  '할',
  '함',
  '해',
  '된',
  '될',
  '됨',
  '돼',
  '며',
  '니',
  '다',
  '되',
  '는',
  '을',
  '어',
  '아',
  ...OPEN_ONLY_ENDINGS,
]);

const FIRST_HANGUL = 0xac00;
const LAST_HANGUL = 0xd7a3;
/** Final consonants (받침) as indices of a precomposed syllable: ㄴ, ㅂ. */
const FINAL_N = 4;
const FINAL_B = 17;

/** Index of the final consonant (받침) of a precomposed Hangul syllable, 0 for none; -1 for any other character. */
function finalConsonant(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < FIRST_HANGUL || code > LAST_HANGUL ? -1 : (code - FIRST_HANGUL) % 28;
}

/**
 * A vowel-final verb stem takes some endings as the final consonant of its last syllable, not as
 * a syllable of their own: 주 + ㄴ다 → 준다, 주 + ㅂ니다 → 줍니다. Returns the stem (돌려준다 → 돌려주)
 * for those two endings, which no noun ends with; null for any other word.
 */
function withoutFusedEnding(word: string): string | null {
  const chars = [...word];
  const ending = chars.length >= 3 && chars.at(-1) === '다' ? (chars.at(-2) === '니' ? 3 : 2) : 0;
  if (ending === 0 || chars.length - ending + 1 < 2) return null;
  const carrier = chars[chars.length - ending];
  // 한다, 된다, 합니다, 됩니다 (하다/되다 verbs) and 는다 are in ENDINGS, which strip them whole.
  if ('한된합됩는'.includes(carrier)) return null;
  const final = finalConsonant(carrier);
  if (final !== (ending === 3 ? FINAL_B : FINAL_N)) return null;
  return [...chars.slice(0, chars.length - ending), String.fromCodePoint(carrier.codePointAt(0)! - final)].join('');
}

/** An ending some nouns also end with: one of OPEN_ONLY_ENDINGS, alone or with one syllable after it. */
function nounLike(ending: string): boolean {
  return syllables(ending) <= 2 && OPEN_ONLY_ENDINGS.includes([...ending][0]);
}

/**
 * The word without its verb ending or its particle, whichever is longer (an ending on a tie),
 * keeping two syllables: 임대인에게서 loses 에게서 rather than 서, 부담하는 loses 하는 rather than 는.
 */
export function stemOf(word: string): string {
  const fused = withoutFusedEnding(word);
  if (fused !== null) return fused;
  const ending = ENDINGS.find(
    (e) =>
      word.endsWith(e) &&
      syllables(word) - syllables(e) >= 2 &&
      (!nounLike(e) || finalConsonant([...word].at(-syllables(e) - 1)!) === 0),
  );
  const particle = PARTICLES.find((p) => word.endsWith(p) && syllables(word) - syllables(p) >= 2);
  const suffix =
    ending !== undefined && (particle === undefined || syllables(ending) >= syllables(particle)) ? ending : particle;
  return suffix === undefined ? word : word.slice(0, -suffix.length);
}

// Words that say how, not what: negations, auxiliaries, quantifiers, pronouns and the parties.
// Compared with the stem; idf would discount most of them, these only add noise and cost.
const FUNCTION_STEMS = new Set([
  '않',
  '않는',
  '않는다',
  '않으',
  '않기',
  '않도',
  '않아',
  '않았',
  '아니',
  '아니하',
  '없',
  '없는',
  '없다',
  '없이',
  '없으',
  '없어',
  '있',
  '있는',
  '있다',
  '있으',
  '있어',
  '못하',
  '못한',
  '하지',
  '해당',
  '모든',
  '어떠한',
  '어떤',
  '일체',
  '그대로',
  '이를',
  '이에',
  '그것',
  '것으',
  '것을',
  '것이',
  '것은',
  '경우',
  '때에',
  '때는',
  '동안',
  '이후',
  '이전에',
  '임차인',
  '임대인',
  '세입자',
  '집주인',
  '주인',
  '계약',
  '본계약',
  '위의',
  '또는',
  '및',
  '따라',
  '대하여',
  '관하여',
  '위하여',
  '인하여',
  '통하여',
  '대한',
  '관한',
  '위한',
  '의한',
  '한다',
  '하기',
  '하는',
  '하여',
  '된다',
  '되는',
  '있다',
  '없다',
  '같이',
  '함께',
  '각각',
  '서로',
  '바로',
  '즉시',
  '미리',
  '따로',
  '별도',
  '반드시',
  '절대',
  '무조건',
]);

// Forms of 않다, 없다, 있다 and 아니다 (않도록, 없으므로, 있으며): negation and existence, not subject.
const AUXILIARY = /^(않|없|있|아니)/u;

/** A query word's stem, or null when it says nothing about the subject (one syllable, function word). */
export function contentStem(word: string): string | null {
  const stem = stemOf(word);
  if (syllables(stem) < 2 || FUNCTION_STEMS.has(stem) || FUNCTION_STEMS.has(word) || AUXILIARY.test(stem)) return null;
  return stem;
}

/** A search prefix of a query word and its weight (1 for the stem, less for a shorter prefix). */
export interface WeightedPrefix {
  prefix: string;
  weight: number;
}

/** Weight of a prefix one syllable shorter than the stem, and of each further syllable. */
const TRUNCATION_WEIGHT = 0.6;

/**
 * The prefixes a stem is searched by: the stem, then up to two prefixes a syllable shorter each,
 * never below two syllables, each worth TRUNCATION_WEIGHT of the one before. Covers endings the
 * list lacks (들어오시면 → 들어오), typos at a word's end (확정일짜 → 확정일) and compounds the corpus
 * writes apart (무상거주 → 무상), at a discount because a shorter prefix also matches words it should
 * not. A word counts once, by its best prefix (the query does that).
 */
export function searchPrefixes(stem: string): WeightedPrefix[] {
  const chars = [...stem];
  const prefixes: WeightedPrefix[] = [];
  let weight = 1;
  for (let length = chars.length; length >= 2; length -= 1) {
    prefixes.push({ prefix: chars.slice(0, length).join(''), weight });
    weight *= TRUNCATION_WEIGHT;
    if (prefixes.length === 3) break;
  }
  return prefixes;
}
