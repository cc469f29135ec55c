import type { PatternMeta } from '../clause.types';
import { OTHER_CHARGE_WORDS } from './clause-lexicon';
import { extractPercents, extractWonAmounts, normalizeClauseText } from './clause-text';

/** How far a clause meets a pattern's cues. */
export interface PatternMatch {
  /** Share of cue expressions that match, 0..1. */
  cueShare: number;
  /** Every cue matches, no exception matches, and the numeric condition (if any) holds. */
  applies: boolean;
  /**
   * The first cue (the pattern's subject: 전입신고, 확정일자, 관리비 …) matches and so does an
   * exception: the clause deals with the pattern's subject in its lawful or protective form
   * ("임대인은 전입신고에 협조한다"), so the law the pattern names still governs it.
   */
  protective: boolean;
}

const compiled = new Map<string, RegExp>();

function regex(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

/** Matches a clause against one pattern's cues, exceptions and numeric condition. */
export function matchPattern(clause: string, pattern: PatternMeta): PatternMatch {
  const text = normalizeClauseText(clause);
  const hits = pattern.cues.filter((cue) => regex(cue).test(text)).length;
  const cueShare = pattern.cues.length === 0 ? 0 : hits / pattern.cues.length;
  const excepted = pattern.exceptions.some((source) => regex(source).test(text));
  const numericHolds = pattern.numeric ? increasePercent(text) > pattern.numeric.percentAbove : true;
  const subject = pattern.cues[0] !== undefined && regex(pattern.cues[0]).test(text);
  return { cueShare, applies: cueShare === 1 && !excepted && numericHolds, protective: subject && excepted };
}

// A rate cut, not a rise: "관리비도 10% 깎아 준다", "월세는 1할 내린다".
const PERCENT_CUT =
  /\d+(?:\.\d+)?\s?(?:%|퍼센트|프로|할|푼)(?:\s?\d+\s?푼)?(?=[^.\d]{0,8}(?:깎|할인|인하|내리|내려|내린|감액|낮추|낮춰|덜 받))/gu;

/**
 * The increase the clause states: the largest percentage it writes, or, when it writes amounts
 * as "A에서 B로" (or a change agreement's "A원을 B원으로 한다"), the rise from A to B. Zero when it states neither.
 */
export function increasePercent(text: string): number {
  return Math.round(statedIncrease(text) * 100) / 100;
}

function statedIncrease(text: string): number {
  const percents = extractPercents(text.replace(PERCENT_CUT, ' '));
  if (percents.length > 0) return Math.max(...percents);
  const amounts = extractWonAmounts(text);
  if (
    amounts.length >= 2 &&
    /에서|부터는|부터\s?(금\s?)?\d|→|->|(현|현재|기존|종전) ?(보증금|월세|차임|임대료)|(으로|로) ([가-힣]+ )?(맞추|맞춘|조정|올리|올린|인상|증액|변경)|원(정)?(을|를) (금\s?)?\d[^.]{0,16}원(정)?(으로|로) (한다|하며|하고|함|정한다)/u.test(
      text,
    )
  ) {
    const [from, to] = amounts as [number, number];
    if (to > from) return percentRise(from, to);
  }
  // "보증금 1억원에 월세 50만원, 재계약하면 월세 60만원": the figure at the renewal against the last of its kind before.
  const renewal = renewalRise(text);
  if (renewal > 0) return renewal;
  // "직전보다 2천만원 오른 금액 … 직전 보증금은 1억 5천만원": the rise written as an amount, the base as another
  // (in 억 without 원 too: "2천만원 올려 주시는 조건 (현재 2억)").
  const baseInEok = BASE_IN_EOK.exec(text);
  const figures = baseInEok ? [...amounts, inManwon(baseInEok[1]) * 1e4] : amounts;
  if (
    figures.length >= 2 &&
    BASE_NAMED.test(text) &&
    (/만\s?원\s?((안쪽|이내|까지|정도)(으로|로)?(만)?\s?)?(오른|올린|올려|올리|올림|인상|증액|더 (받|올)|추가(로)? ?(받|올))/u.test(
      text,
    ) ||
      INCREASE_CAPPED_AT_AMOUNT.test(text))
  ) {
    const rise = Math.min(...figures);
    const base = Math.max(...figures);
    return (rise / base) * 100;
  }
  // "보증금 1억원, 월세 50만원은 매년 5만원씩 인상": a rise of an amount each step, on the amount named last before it.
  // In shorthand without 원, the base after it in brackets ("월세는 매년 10만씩 올림 (현재 150만)").
  const step = /(\d[\d,]*)\s?만\s?(원\s?)?씩\s?(오른|올린|올려|올리|인상|증액|더 (받|올))/u.exec(text);
  if (step) {
    const rise = Number(step[1].replace(/,/g, '')) * 1e4;
    const before = extractWonAmounts(text.slice(0, step.index));
    const bracketed = /\((?:현재|지금|기존|현)\s?(?:월세\s?|차임\s?)?(\d[\d,]*)\s?만\s?(?:원)?\)/u.exec(
      text.slice(step.index),
    );
    const base = before[before.length - 1] ?? (bracketed ? Number(bracketed[1].replace(/,/g, '')) * 1e4 : undefined);
    if (base !== undefined && base > rise) return (rise / base) * 100;
  }
  // "보증금 2억인데 1년 지나면 3천만원 올려주기로": a rise written as an amount with its verb, on the last
  // figure of the kind named before it (in 억 without 원 too); not another charge's, not a rise denied.
  const raised = AMOUNT_RAISED.exec(text);
  if (raised && !deniedAfter(text, raised)) {
    const rise = extractWonAmounts(raised[1])[0] ?? 0;
    const base = lastFigureOfItsKind(text.slice(0, raised.index));
    if (base !== undefined && base > rise) return (rise / base) * 100;
  }
  // "전세 1억 → 1억2천으로", "보증금 3억에서 3억 1천8백으로": amounts in 억, 천 and 백 without 원, of the rent or
  // the deposit named just before, the rise not denied after.
  const eok = EOK_RISE.exec(text) ?? EOK_RISE_LATER.exec(text);
  if (eok && !deniedAfter(text, eok)) {
    const [from, to] = [inManwon(eok[1]), inManwon(eok[2])];
    if (to > from) return percentRise(from, to);
  }
  // "월세는 45에서 49로 올릴게요", "월세 60→70": the amounts of a chat, in 만원 without the unit; not another
  // charge's ("월세는 그대로, 주차비는 10에서 15로").
  const bare = BARE_RISE.exec(text);
  if (bare) {
    const [from, to] = [Number(bare[1]), Number(bare[2] ?? bare[3])];
    if (to > from) return percentRise(from, to);
  }
  return 0;
}

/** A negation within the twenty characters after a match ("… 올리지 않는다"): the rise it names is denied. */
function deniedAfter(text: string, match: RegExpExecArray): boolean {
  const end = match.index + match[0].length;
  return /않|안\s|못/u.test(text.slice(end, end + 20));
}

function percentRise(from: number, to: number): number {
  return ((to - from) / from) * 100;
}

// The rent or the deposit set, then the figure it will be at the renewal, no rise named ("월세 50만원, 재계약하면
// 60만원", "재계약 시 월세는 60만원으로 한다"): the two figures of one kind are the rise (renewalRise).
const RENEWAL_AT = /(재계약|갱신|연장)\s?(시|때|하면|할 때|부터|이후)/u;
export const RENEWAL_FIGURE = new RegExp(String.raw`${RENEWAL_AT.source}[^.\d]{0,20}(금\s?)?\d`, 'u');
// What an amount is of: the rent, the deposit, or another charge, by the word named last before it.
const KIND_WORD = new RegExp(
  String.raw`(월\s?세|차임|임대료)|(보증금|전세(?:금)?(?!권))|(${OTHER_CHARGE_WORDS})`,
  'gu',
);
type AmountKind = 'rent' | 'deposit' | 'other';

/** The amounts of a text with the kind each is of, in order; an amount before any kind word is left out. */
function kindedAmounts(text: string): Array<{ kind: AmountKind; amount: number }> {
  const words = [...text.matchAll(KIND_WORD)];
  return words.flatMap((word, i) => {
    const kind: AmountKind = word[1] ? 'rent' : word[2] ? 'deposit' : 'other';
    const end = words[i + 1]?.index ?? text.length;
    return extractWonAmounts(text.slice(word.index, end)).map((amount) => ({ kind, amount }));
  });
}

/** The last word of a text that names what an amount is of (KIND_WORD's groups: rent, deposit, other). */
function lastKindWord(text: string): RegExpExecArray | undefined {
  return [...text.matchAll(KIND_WORD)].pop();
}

/** The rise from the last figure of a kind before the renewal is named to the first of that kind after it; 0 when none. */
function renewalRise(text: string): number {
  const at = RENEWAL_FIGURE.exec(text);
  if (!at) return 0;
  const split = at.index + (RENEWAL_AT.exec(at[0])?.[0].length ?? 0);
  const before = kindedAmounts(text.slice(0, split));
  // After the renewal, an amount with no kind word of its own is of the kind named last before it.
  const carried = lastKindWord(text.slice(0, split))?.[0] ?? '';
  const after = kindedAmounts(`${carried} ${text.slice(split)}`);
  const to = after.find((a) => a.kind !== 'other' && a.amount > 0);
  if (!to) return 0;
  const from = before.filter((a) => a.kind === to.kind).pop();
  return from && to.amount > from.amount ? percentRise(from.amount, to.amount) : 0;
}

// The word that names the amount a rise is measured from: "직전", "기존", "현재 2억", "지금", "현 1억 8천".
const BASE_WORDS = String.raw`직전|기존|종전|현재|지금|(?<![가-힣])현 `;
const BASE_NAMED = new RegExp(BASE_WORDS, 'u');

// The rent's or the deposit's two bare figures, no other charge named between them (statedIncrease).
const BARE_RISE = new RegExp(
  String.raw`(?:월\s?세|차임|임대료|보증금)(?:(?!${OTHER_CHARGE_WORDS}|비\s)[^.]){0,20}?(?<!\d)(\d{2,4})\s?(?:에서\s?(\d{2,4})\s?(?:으로|로)|(?:→|->|⇒)\s?(\d{2,4})(?![\d,.]|\s?(?:억|천|백)))`,
  'u',
);

// An amount in 억 with what follows it: bare digits as 만원 ("3억1800"), or 천 and 백 ("3억 1천8백"). One
// source: inManwon reads its groups, EOK_RISE finds two of them with the groups made non-capturing.
const EOK_PARTS = String.raw`(\d+)\s?억(?:\s?(\d{1,4})(?!\s?[천백\d]))?(?:\s?(\d)\s?천)?(?:\s?(\d)\s?백)?`;
const EOK_AMOUNT = EOK_PARTS.replace(/\((?!\?)/g, '(?:');
const EOK_RISE = new RegExp(
  String.raw`(?:보증금|전세금|전세|월\s?세|차임)[^.\d]{0,10}(${EOK_AMOUNT})\s?(?:만)?\s?(?:원)?\s?(?:→|->|에서)\s?(${EOK_AMOUNT})`,
  'u',
);
// The amount named, then the new one a rise brings later in the note ("보증금 2억, 재계약 때 2억 2천으로 올리는",
// "보증금 1억5천, 1년 후 1억6천까지 올림").
const EOK_RISE_LATER = new RegExp(
  String.raw`(?:보증금|전세금|전세|월\s?세|차임)\s?(${EOK_AMOUNT})\s?(?:만)?\s?(?:원)?\s?,[^.\d]{0,15}(?:\d{1,2}\s?(?:년|개월|달)\s?(?:후|뒤|지나(?:면|서)|차)?[^.\d]{0,8})?(${EOK_AMOUNT})\s?(?:만)?\s?(?:원)?\s?(?:으로|로|까지(?:만)?)\s?(?:올리|올린|올려|인상|증액|변경)`,
  'u',
);
const EOK_GROUPS = new RegExp(EOK_PARTS, 'u');
// The base a rise is measured from, written in 억 without 원 after the word that names it ("현재 2억").
const BASE_IN_EOK = new RegExp(String.raw`(?:${BASE_WORDS})[^.\d]{0,12}(${EOK_AMOUNT})(?!\s?(?:만|천|원))`, 'u');

// A rise capped at an amount on a base named ("증액은 … 현재 월 50만원 기준으로 25,000원을 넘지 않는다").
const INCREASE_CAPPED_AT_AMOUNT =
  /(증액|인상|올리|올릴)[^.]{0,80}(기준|대비)(으로|하여|해서)?\s[^.]{0,6}\d[\d,]*\s?(만\s?)?원(\([^()]*\))?(을|를|은|는)?\s?(넘지|초과하지) (않|아니|못)/u;
// An amount in 만원 followed by the verb that raises by it ("3천만원 올려", "5만원 인상").
const AMOUNT_RAISED =
  /((?:\d[\d,]*\s?억\s?)?(?:\d[\d,]*\s?천\s?)?(?:\d[\d,]*\s?백\s?)?(?:\d[\d,]*\s?)?만\s?원)\s?(?:을|를|정도|가량)?\s?(?:올려|올리|올림|올린|인상|증액|더 (?:받|올))/u;
// An amount in 억 without 원 ("2억인데", "3억 5천,"), read in 만원 by inManwon.
const BARE_EOK = new RegExp(String.raw`${EOK_AMOUNT}(?!\s?(?:만|천|백|원|\d))`, 'gu');

/** The last figure of the rent or the deposit named in a text, when the text names that kind last; in won. */
function lastFigureOfItsKind(text: string): number | undefined {
  const kinded = kindedAmounts(text);
  const kindWord = lastKindWord(text);
  if (!kindWord || kindWord[3]) return undefined;
  const kind: AmountKind = kindWord[1] ? 'rent' : 'deposit';
  const inWon = kinded.filter((a) => a.kind === kind).pop()?.amount;
  if (inWon !== undefined) return inWon;
  const bare = [...text.slice(kindWord.index).matchAll(BARE_EOK)].pop();
  return bare ? inManwon(bare[0]) * 1e4 : undefined;
}

/** "3억 1천8백" in 만원: 억 is 10,000, 천 1,000, 백 100, bare digits after 억 are 만원 ("3억1800"). */
function inManwon(amount: string): number {
  const m = EOK_GROUPS.exec(amount);
  if (!m) return 0;
  const n = (x: string | undefined): number => (x ? Number(x) : 0);
  return n(m[1]) * 1e4 + n(m[2]) + n(m[3]) * 1e3 + n(m[4]) * 100;
}
