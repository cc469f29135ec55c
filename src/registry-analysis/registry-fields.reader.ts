import type { OwnerShare } from './registry-analysis.types';
import { digitsOf, HOLDER_NUMBER } from './registry-text.normalizer';

/**
 * Readers of an entry's fields from its compact lines (spaces removed). Each tolerates what OCR
 * does to a certificate: look-alike digits, misread unit syllables, separators read as other marks.
 */

/** `2018년10월3일`, also with a misread unit syllable (`2020년5월21윌`). */
const DATE = /(\d{4})[년넌녀](\d{1,2})[월윌울훨일](\d{1,2})[일윌알얼읠]?/;

/** The first date of the text, ISO; null when none is readable. */
export function readFirstDate(text: string): string | null {
  return isoDate(DATE.exec(text));
}

/** The date printed after a label (`점유개시일자 2021년9월10일`), ISO; null when absent or unreadable. */
export function readDateAfter(text: string, label: string): string | null {
  const compact = text.replace(/\s+/g, '');
  const at = compact.indexOf(label);
  // The longest date, `2021년12월31일`, is 11 characters: nothing after it is read.
  return at < 0 ? null : readFirstDate(compact.slice(at + label.length, at + label.length + 11));
}

function isoDate(match: RegExpExecArray | null): string | null {
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The label, misread syllables allowed (`채권회고액`, `채긴회고맥`, `헝구금액`, `헝고금액`, `헝구금맥`, `헝고곰액`); 금 may be lost or
 * misread as another syllable (`겸132,000,000인`) or a mark (`《408,000,000원`), 원 may be lost.
 * A comma may be read as `;` or `:`. The digits must end at a syllable or the line's end:
 * `금2?0,000,000원` has an unreadable digit, and its `2` is not the amount.
 */
const AMOUNT_LABEL =
  /(?:[채재체]?권.고.|[채재체][가-힣]{2}고[가-힣]|[구고][금곰][액맥]|전세금|보증금)([가-힣]|[^0-9OoIl,./;:\-\s가-힣?^])?([0-9OoIl,./;:-]*\d[0-9OoIl,./;:^-]*)(?=[가-힣\n]|$)/;
const SPECK_BEFORE_AMOUNT = /(?:고[액맥]|금액|전세금|보증금)\s?(?:금[?^]|[?^])(\d{3}(?:,\d{3})+)[원완윈인안]/;
/**
 * What shows an entry prints an amount, readable or not: its label, 금 before a digit, or the last
 * group of three digits before 원 when OCR garbled the label and 금 (`리켄키코레크1 2 8 000 000원`).
 */
const AMOUNT_PRINTED = /최고액|청구금액|전세금|보증금|금[0-9OoIl?]|\d{3}\s?[원완윈]/;
// 원 may be read as 완, 윈, 인, 안 or 일 (`금312,000,000일`): after 금 and digits in groups of three it is no date.
const ANY_AMOUNT = /(거래가액)?금([0-9OoIl,./;:-]+)(?:[원완윈인안]|(?<=\d{1,3}(?:,\d{3})+)일)/g;

/**
 * The entry's amount: after its label when the label is readable, else the first `금…원` that is
 * not a 거래가액 (the sale price printed in ownership entries).
 */
export function readAmount(text: string): number | null {
  // A speck read as `?` between 금 and a first group of three digits (`금?216,000,000원`), or the 금
  // itself read as `^` (`전세금 ^580,000,000원`), is no digit: a digit there would make that group
  // four. Before a shorter group it may be a lost digit (`금?40,000,000원` for 240,000,000), and the
  // amount stays unread.
  const speck = SPECK_BEFORE_AMOUNT.exec(text);
  if (speck?.[1]) return parseWon(speck[1]);
  const labelled = AMOUNT_LABEL.exec(text);
  if (labelled?.[2]) return parseWon(labelled[2], labelled[1] !== undefined);
  for (const match of text.matchAll(ANY_AMOUNT)) {
    if (!match[1] && match[2]) return parseWon(match[2]);
  }
  return null;
}

/** True when the text prints an amount, even one {@link readAmount} cannot read. */
export function printsAmount(text: string): boolean {
  return AMOUNT_PRINTED.test(text);
}

/**
 * Won from `240,000,000`. The groups after the first are always three digits, which tells what OCR
 * did to the first: five or six digits lost a separator to a digit (`11045,000,000` for
 * `1,045,000,000`, `222000,000` for `22,000,000`);
 * four digits without a readable `금` before them read the 금 as a digit (`2240,000,000`), and a
 * last group of four digits read the 원 as one (`480,000,0009`).
 *
 * Any other break of the grouping means a digit was doubled or lost (`3600,000,000` after a read
 * `금`, `156,00,000`): which one cannot be told, so the amount is unknown (null) rather than wrong
 * by a factor of ten. A misread digit that keeps the grouping (`776` for `276`) cannot be seen here.
 * A mark between the first group's digits when they are three or fewer (`2^64,000,000`, seed 9257:
 * `금64,000,000원` with its 금 read `2^`) is a speck inside the number or a misread 금 before it: which
 * one cannot be told either (with four, `3^240,000,000`, the grouping tells: the 금).
 */
export function parseWon(raw: string, markerRead = true): number | null {
  const firstRaw = raw.split(/[,./;:-]/)[0] ?? '';
  if (/\d[?^]\d/.test(firstRaw) && digitsOf(firstRaw).length <= 3) return null;
  const groups = raw
    .split(/[,./;:-]/)
    .map(digitsOf)
    .filter((group) => group.length > 0);
  if (groups.length === 0) return null;
  // A four-digit last group ends in the 원 read as a digit (`000,0009`).
  const last = groups[groups.length - 1];
  if (groups.length > 1 && last.length === 4) groups[groups.length - 1] = last.slice(0, 3);
  const [first = '', ...rest] = groups;
  if (rest.length > 0) {
    if (!rest.every((group) => group.length === 3)) return null;
    // The separator read as a digit stands right before the group's last three.
    if (first.length === 5 || first.length === 6) return Number(first.slice(0, -4) + first.slice(-3) + rest.join(''));
    if (first.length === 4 && !markerRead) return Number(first.slice(1) + rest.join(''));
    if (first.length > 3) return null;
  }
  const value = Number(groups.join(''));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** 근저당권자, 가등기권자, 전세권자, 임차권자 and 채권자 all end in 권자, which OCR misreads least. */
const ROLE = /(공유자|권자|소유자|권리자|수탁자)/;
/** A name right before its number, with a speck OCR read as a mark between them (`한연성.691118-…`). */
const NAME_BEFORE_ID = new RegExp(String.raw`([가-힣]{2,})[.,·:;']?\n?(?=${HOLDER_NUMBER})`, 'g');
/**
 * A person's number whose first digits OCR read as Hangul (`김연영용20417-*******` for `김연영
 * 880417-…`): four or five digits, then the hyphen and the mask. The number has six digits, so the
 * last one or two syllables before them are the lost digits, and the name is what is left (at least
 * two syllables). Only before a mask: a company's registration number is digits on both sides. The mask's
 * first star may be read as a digit too (`황태경융71221-5~*ㅎㅠㅠㅠㅎㅠ`, seed 9337).
 */
const NAME_BEFORE_DAMAGED_ID = /([가-힣]{3,})[.,·:;']?\n?(\d{4,5})-(?=\d?[^0-9\s]{3})/g;

/** Every name printed right before its number, in order, with where it stands in `text`. */
function namesBeforeIds(text: string): Array<{ name: string; index: number }> {
  const whole = [...text.matchAll(NAME_BEFORE_ID)].map((match) => ({ name: match[1], index: match.index ?? 0 }));
  const damaged = [...text.matchAll(NAME_BEFORE_DAMAGED_ID)].flatMap((match) => {
    const run = match[1];
    const lost = 6 - match[2].length;
    const name = run.slice(0, run.length - lost);
    return name.length >= 2 ? [{ name, index: match.index ?? 0 }] : [];
  });
  return [...whole, ...damaged].sort((a, b) => a.index - b.index);
}

/**
 * The holders named in 권리자 및 기타사항: the name after the first role word (`소유자 안진호`),
 * or for co-owners (`공유자`, then `지분 2분의 1` and `이름 주민번호` per owner) every name.
 */
export function readHolders(lines: string[]): string[] {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const role = ROLE.exec(line);
    if (!role) continue;
    const after = line.slice(role.index + role[0].length);
    if (role[1] === '공유자') return readCoOwners([after, ...lines.slice(index + 1)].join('\n'));
    const name = leadingName(after) ?? leadingName(lines[index + 1] ?? '');
    if (name) return [role[1] === '수탁자' ? trusteeName(name) : name];
  }
  // No readable role word: a person's or company's name still sits right before its number.
  const named = namesBeforeIds(lines.join('\n'))[0];
  return named ? [named.name] : [];
}

/**
 * `지분 2분의 1`, a speck OCR read as a mark allowed after 지분 (`지분.2분의 1`, `지분 -3분의 1`) or after 분의
 * (`2분의.1`, `2분의ㄱ1`), 지 read as 저 or 자 (`저분 2분의 1`, `자분 3분의 1`), and 의 read as 와, 외 or 위
 * (`지분 4분와 1`): between two numbers after 지분 nothing else is printed.
 */
const SHARE = /[지저자]분[.,·:;'"\-~_]?(\d{1,4})분[의와외위][.,·:;'"ㄱ-ㅎㅏ-ㅣ]?(\d{1,4})/g;

/** How many shares a row prints (`지분`, or 지 read as 저 or 자, as {@link SHARE}), read or not: one per co-owner it names. */
export function sharesPrinted(text: string): number {
  return [...text.matchAll(/[지저]\s?분|자\s?분(?=[.,·:;'"\-~_\s]?\d)/g)].length;
}

/**
 * The holders with the share printed before each (`공유자` / `지분 3분의 1` / `이경민 640220-…`),
 * as `3분의 1`; a holder without a printed share (a sole owner), or whose share OCR left unread,
 * has null: a share is looked for only after the name before it, so an unread one never takes
 * the share of the co-owner above.
 */
export function readHolderShares(lines: string[]): OwnerShare[] {
  const text = lines.join('\n');
  const shares = [...text.matchAll(SHARE)];
  const named = namesBeforeIds(text);
  return readHolders(lines).map((name) => {
    const at = named.find((match) => stripShare(match.name) === name)?.index ?? -1;
    const after = named.filter((match) => match.index < at).pop()?.index ?? -1;
    const share = shares.filter(({ index = 0 }) => index > after && index < at).pop();
    return { name, share: share ? `${share[1]}분의 ${numeratorOf(share[1], share[2])}` : null };
  });
}

/**
 * A share is never more than the whole: a numerator above its denominator holds a speck OCR read
 * as a digit after it, the line's end lost in the compact text (`지분 2분의 1 8` → `2분의18`).
 */
function numeratorOf(denominator: string, numerator: string): string {
  let kept = numerator;
  while (kept.length > 1 && Number(kept) > Number(denominator)) kept = kept.slice(0, -1);
  return kept;
}

function readCoOwners(text: string): string[] {
  const names = namesBeforeIds(text).map((match) => stripShare(match.name));
  return [...new Set(names)].filter((name) => name.length >= 2);
}

/** `지분2분의1서재성` never happens in print, but a lost line break can glue them. */
function stripShare(name: string): string {
  return name.replace(/^.*분[의와외위](?=\d|$)|^.*분의/, '');
}

/**
 * A trustee is a trust company, whose name ends in 신탁, or in 신탁 before 주식회사 (`주식회사한국토지신탁`,
 * `대한토지신탁주식회사`); 신 read as a syllable of the same shape (`한국토지선탁`, `산탁`, `진탁`) is put back.
 */
function trusteeName(name: string): string {
  return name.replace(/[선산진싱심]탁(?=(주식회사)?$)/u, '신탁');
}

/** The Hangul at the start of `text`; `제` before digits is a receipt number, not a name. */
function leadingName(text: string): string | null {
  const match = /^([가-힣]+)(\d?)/.exec(text);
  if (!match?.[1] || (match[1] === '제' && match[2])) return null;
  return match[1];
}
