import { CANCELLATION_LOOKALIKE, classifyPurpose, looksLikePurpose, PURPOSE_HEAD } from './registry-purpose.classifier';
import type { CertificateLine } from './registry-text.normalizer';

/** One table row of 갑구 or 을구: its first line and every continuation line after it. */
export interface RawRow {
  /** 순위번호 as read, or inferred (previous + 1) when OCR lost it. */
  rank: string | null;
  rankInferred: boolean;
  /**
   * Printed without a rank under the row it belongs to, whose rank it shares: a 신탁 registered
   * with its 소유권이전 (same date too), or the 본등기 of a 가등기 (its own date).
   */
  joint: boolean;
  /** The first line's compact text after the rank: the purpose, then the other cells. */
  head: string;
  lines: CertificateLine[];
  /**
   * Rows right under this one whose first line OCR lost: a continuation line opening with a second
   * 접수 number (`제81171호 매매 …`), when this row already has its own. Their lines stay with this row.
   */
  lostRowsBelow?: number;
}

const RANK_TOKEN = /^(\d{1,3}(?:-\d{1,2})?)(?:\s|$)/;
const SPECK_BEFORE_RANK = /^0\d{0,2}\s+(?=\d{1,3}(?:-\d{1,2})?\s+\S)/;
const LEADING_DIGITS = /^(\d{1,3})(-\d{1,2})?/;
/**
 * A rank-less first line: a purpose immediately followed by the 접수 date (`2025312159` when
 * misread, or its first digit read as a syllable: `고저당권설정 고006년11월22일`; 년 read as 념,
 * a digit doubled: `2025념7월`, `20095년7월9일`; 년 lost: `국 근저당권설정 20220월0일`; 년 lost and 월 read as 일: `그 근쩌당권설정 202512일23일`).
 */
const PURPOSE_THEN_DATE =
  /^(\d{1,3}(?:-\d{1,2})?번)?([가-힣]+)(?=\d{4,5}(?:[년넌념]|\d{3})|\d{3}[년넌념]\d{1,2}[월윌]|\d{5,6}(?:[월윌]|일\d{1,2}[일윌]))/;
/**
 * A cancellation's first line whose rank OCR read as a letter or two (`터 2번근저당권설정 2026년…`
 * for `3 2번…`): the reference `N번`, a purpose and the 접수 date after a short non-digit prefix. A
 * speck read as a digit may stand between the purpose and the date (`쏘 4번압류등기말소 8 2025년…`),
 * or one read as a dash (`을 1번근저당권설정 _-2022년…`); the prefix may be a rank read as a digit glued to a
 * syllable (`8골 1번근저당권설정`, seed 9257), and the count gives the rank.
 */
const DEBRIS_THEN_REFERENCE =
  /^(?:\d(?=[^0-9]))?[^0-9]{1,2}(?=\d{1,3}(?:-\d{1,2})?번[가-힣]+-?\d?\d{4}(?:[년넌]|\d{3}))/;

/**
 * Cuts a section's lines into rows. A row starts at a line holding a rank and a purpose; any
 * other line continues the row above (wrapped cells, rows continued on the next page).
 */
export function readRows(lines: CertificateLine[]): RawRow[] {
  const rows: RawRow[] = [];
  let pendingRank: CertificateLine | null = null;
  for (const [index, line] of lines.entries()) {
    const current = rows[rows.length - 1];
    if (/^\d{1,3}(-\d{1,2})?$/.test(line.compact)) {
      // A rank alone on its line: the row's text was broken after it.
      if (pendingRank && current) current.lines.push(pendingRank);
      pendingRank = line;
      continue;
    }
    if (!pendingRank && current && (continuesList(line, current) || completesPurpose(line, current))) {
      current.lines.push(line);
      continue;
    }
    if (!pendingRank && current && isMainRegistration(line, current)) {
      rows.push({
        rank: current.rank,
        rankInferred: current.rankInferred,
        joint: true,
        head: line.compact,
        lines: [line],
      });
      continue;
    }
    const start =
      amendmentWithDisplacedHyphen(line, rows) ??
      readRowStart(line, expectedRank(rows), pendingRank?.compact ?? null) ??
      amendmentWithDamagedRank(line, rows) ??
      rowByItsDates(line, lines[index + 1], pendingRank?.compact ?? null) ??
      rowOfDebrisAndDates(line, lines[index + 1], current, pendingRank?.compact ?? null) ??
      (current ? rowAfterRankDebris(line) : firstRowOfSection(line, pendingRank?.compact ?? null));
    if (start) rows.push({ ...asSubRank(amendingTheEntryAbove(start, rows), rows), lines: [line] });
    else if (current && isJointTrust(line, current)) {
      rows.push({
        rank: current.rank,
        rankInferred: current.rankInferred,
        joint: true,
        head: line.compact,
        lines: [line],
      });
    } else if (current) {
      if (pendingRank) current.lines.push(pendingRank);
      if (opensLostRow(line, current)) current.lostRowsBelow = (current.lostRowsBelow ?? 0) + 1;
      current.lines.push(line);
    }
    pendingRank = null;
  }
  return withTrustsOfTrustees(rows);
}

/**
 * A transfer to a trustee (`수탁자`, its cause `신탁`) is registered together with its 신탁, on a
 * rank-less row right under it. Should OCR lose that row altogether, the trust is still there, by
 * its trustee: a tenant must not be told a trust-held home has none.
 */
function withTrustsOfTrustees(rows: RawRow[]): RawRow[] {
  return rows.flatMap((row, index) => {
    const body = row.lines.map((line) => line.compact).join('');
    if (row.joint || !/수탁자/.test(body) || !/신탁/.test(body.replace(/수탁자/g, ''))) return [row];
    const next = rows[index + 1];
    if (next?.joint && /신탁/.test(next.head)) return [row];
    const line = { text: '신탁', compact: '신탁' };
    return [row, { rank: row.rank, rankInferred: row.rankInferred, joint: true, head: line.compact, lines: [line] }];
  });
}

function readRowStart(line: CertificateLine, expected: string, pending: string | null): Omit<RawRow, 'lines'> | null {
  // No rank starts with 0: `01 3-2 3번근저당권이전` and `007 1 소유권보존` are specks before the rank cell.
  const speck = SPECK_BEFORE_RANK.exec(line.text);
  if (speck) {
    const text = line.text.slice(speck[0].length);
    return readRowStart({ ...line, text, compact: text.replace(/\s+/g, '') }, expected, pending);
  }
  const token = RANK_TOKEN.exec(line.text);
  if (token?.[1]) {
    const head = line.compact.slice(token[1].length);
    // A cause cell wrapped under its row with a speck read as a rank (`1 임의경매개시결정(20…`), or a wrapped
    // `등기말소` after specks read as a rank and a lone syllable (`6 주 등기말소 제34855호`, seed 9811).
    if (isWrappedCause(head) || LONE_SYLLABLE_BEFORE_CANCELLATION.test(line.text.slice(token[1].length).trim()))
      return null;
    if (startsWithPurpose(head)) return { rank: token[1], rankInferred: false, joint: false, head };
    // The purpose is unreadable but the rank continues the count and the 접수 date follows:
    // still a row, whose kind the entry parser reads from its other cells. Not the end of a term
    // wrapped under its row with a speck read as a rank (`2 : 2026년1월18일까지`), nor a dated
    // field of a holder's cell (`2 확정일자 2013년7월19일`).
    if (
      token[1] === expected &&
      (/^[^0-9]{0,12}\d{4}[년넌]/.test(head) || DIGITS_IN_GARBLED_PURPOSE.test(head)) &&
      !/^[^0-9]{0,12}[\d년넌월윌일]+까지/.test(head) &&
      !DATED_FIELD.test(lettersOf(head))
    )
      return { rank: token[1], rankInferred: false, joint: false, head };
  }
  const afterDebris = rankAfterDebris(line, expected);
  if (afterDebris) return { rank: expected, rankInferred: false, joint: false, head: afterDebris };
  // `3ㄱ1 3번근저당권변경` is the 부기 `3-1` whose hyphen OCR read as a jamo: its rank cell stands
  // apart from the purpose, so it is no rank glued to a `13번…` (amendmentWithDamagedRank reads it).
  if (damagedRankToken(line) !== null) return null;
  // The rank alone on the line above, the one that continues the count (`11` / `10번근저당권설정…`):
  // the reference's digits are the reference's, no rank glued to it (`1` + `0번…`).
  if (pending === expected && REFERENCE_HEAD.test(line.compact) && startsWithPurpose(line.compact))
    return { rank: pending, rankInferred: false, joint: false, head: line.compact };
  const glued = gluedRank(line.compact, expected);
  if (glued) return { ...glued, rankInferred: false, joint: false };
  const letters = lettersOf(line.compact);
  if (DEBRIS_THEN_REFERENCE.test(letters)) {
    // `욱1 3번전세권변경` is the 부기 `3-1` whose rank OCR garbled, not a reference to entry 13.
    if (damagedRankToken(line) !== null) return null;
    const head = line.compact.slice(line.compact.search(/\d{1,3}(?:-\d{1,2})?번/));
    if (startsWithPurpose(head)) return { rank: pending, rankInferred: pending === null, joint: false, head };
  }
  const bare = PURPOSE_THEN_DATE.exec(letters);
  // A role word heads a holder's cell, whatever digits follow it (`임차권자 임호서 6860227-…`).
  // A wrapped cause cell whose case number ran into the next column's digits
  // (`강제경매개시결정(200 _1804호(…`) passes for a purpose and a date once its marks are gone.
  if (
    bare &&
    !isWrappedCause(line.compact) &&
    (bare[1] || (looksLikePurpose(bare[2] ?? '') && !ROLE_WORD.test(bare[2] ?? '') && !ROLE_MISREAD.test(letters)))
  ) {
    return { rank: pending, rankInferred: pending === null, joint: false, head: line.compact };
  }
  return null;
}

/**
 * A purpose OCR garbled into a mark, a digit or two and a syllable or two (`:21일류` for 가압류),
 * then the 접수 and 원인 dates: both dates are asked for, since a digit in the head is otherwise
 * what a continuation line's amount or address looks like.
 */
const DIGITS_IN_GARBLED_PURPOSE =
  /^[^0-9가-힣]{0,2}\d{1,2}[가-힣]{1,3}\d{4}[년넌]\d{1,2}[월윌]\d{1,2}[일윌]\d{4}[년넌]/;

/**
 * Specks read as a syllable, a mark, a `0` or `00` (no rank is 0) before the rank cell (`와 00 5 3번…`, seed
 * 9343): `일 3 소유권이전
 * 2026년3월1일 …`, `이 0 1 근저당권설정 …`; and a digit, when a syllable or a mark stands between it
 * and the rank (`1 네 3 근저당권설정 …`: no purpose starts so, so the digit is no rank).
 */
const DEBRIS_THEN_RANK = /^(?:(?:[^0-9\s]{1,2}|0{1,2})\s+|\d\s+(?=[^0-9\s]{1,2}\s)){1,2}(\d{1,3}(?:-\d{1,2})?)\s/;

/**
 * The head of a row whose rank follows a speck OCR read as text: only the rank that continues the
 * count, followed by a purpose and the 접수 date, so no continuation line passes for a row.
 */
function rankAfterDebris(line: CertificateLine, expected: string): string | null {
  const debris = DEBRIS_THEN_RANK.exec(line.text);
  if (debris?.[1] !== expected) return null;
  const rest = line.text.slice(debris[0].length);
  const head = rest.replace(/\s+/g, '');
  // A speck read as a digit may stand between the purpose and the date (`3번압류등기말소 8 2026년1월8일`).
  const dated = /^(\d{1,3}(-\d{1,2})?번)?[^0-9]{0,16}(\d )?\d{4}[년넌념]/.test(rest.replace(/ (?=[^\d])/g, ''));
  return startsWithPurpose(head) && dated ? head : null;
}

/** A purpose that starts with a reference to an entry or a 부기 (`10번`, `2-1번`). */
const REFERENCE_HEAD = /^\d{1,3}(?:-\d{1,2})?번/;

/**
 * A rank glued to its purpose (`21번근저당권설정…` is rank 2 + `1번…`, or rank 21?): every split
 * that leaves a purpose is a candidate; the one continuing the sequence wins, else the longest.
 */
function gluedRank(compact: string, expected: string): { rank: string; head: string } | null {
  const digits = LEADING_DIGITS.exec(compact);
  if (!digits?.[1]) return null;
  const main = digits[1];
  const candidates: Array<{ rank: string; head: string }> = [];
  if (digits[2]) candidates.push({ rank: main + digits[2], head: compact.slice(digits[0].length) });
  for (let cut = main.length; cut >= 1; cut -= 1)
    candidates.push({ rank: main.slice(0, cut), head: compact.slice(cut) });
  // `1-2번부기등기말소` whose rank OCR lost names 부기 1-2: it is not rank 1 + `-2번…` (only a 부기 is
  // cancelled so; `1-1번근저당권이전` is rank `1-` whose digit OCR lost + `1번…`).
  const valid = candidates.filter(
    (candidate) => !/^-\d{1,2}번부기/.test(candidate.head) && startsWithPurpose(candidate.head),
  );
  return valid.find((candidate) => candidate.rank === expected) ?? valid[0] ?? null;
}

/** The labels of the dated fields in a holder's cell (a 주택임차권's, a 전세권's term). */
const DATED_FIELD = /^[가-힣]{0,2}(?:확정일자|주민등록일자|점유개시일자|임대차계약일자|존속기간)/;

/** The compact head with its specks gone but its parentheses kept. */
function lettersOrMarks(compact: string): string {
  return compact.replace(/[^가-힣0-9(-]/g, '');
}

/** Specks between a rank and its purpose (`4 ㆍ소유권이전`, `수 -근저당권설정`) are not text. */
export function lettersOf(compact: string): string {
  // Hyphens between syllables (one or a run: `긍--곤저당권설정`, a rank OCR read as a syllable and dashes) are specks.
  return compact.replace(/[^가-힣0-9-]/g, '').replace(/^-+|(?<=[가-힣])-+(?=[가-힣])/g, '');
}

/**
 * A role word heads the holder's cell (`근저당권자 주식회사하나은행`, `채무자`, `임차권자`), never a
 * purpose: a speck before it on a continuation line (`3 근저당권자 …`) starts no row. No purpose
 * holds `권자`, so any word ending in it is a role, however OCR read the rest (`고저당권자`), even
 * after a speck read as a syllable or two (`0 이 근저당권자 …`, `9 구제 근저당권자 …`), or with its 자 read as
 * 쟈, 짜 or 지 (`0 근저당권쟈 …`, `3 근저당권짜 …`, `00 근저당권지 …`: no purpose holds `권쟈`, `권짜` or `권지`).
 */
const ROLE_WORD = /^[가-힣]{0,6}권[자쟈짜]|^[가-힣]{0,4}권지|^(채무|채권|소유|공유|수탁|위탁|신탁)자/;
/**
 * The same role with its 자 read as 가 (`임차권가 황우호 550510-…`; 지 is {@link ROLE_WORD}'s): told
 * from a purpose holding `권가` (`…청구권가등기`) by what follows, a name and a resident number where a
 * purpose has its date. A company holds the right too (`근저당권가 주식회사우리은행`, its number on the
 * next line); a purpose's date has four digits before 년, never six, and 권가 in a purpose is 가등기,
 * 가압류 or 가처분.
 */
const ROLE_MISREAD =
  /^[가-힣]{0,4}권가(?:[가-힣]{2,4}\d{6}|주식회사|(?!등기|압류|처분)[가-힣]{0,12}(?:은행|금고|조합|캐피탈|공사|공단|보험)(?![가-힣]))/;

/**
 * A cause cell wrapped under its row (`임의경매개시결정(20…`, `임차권등기명령(2016카임…`): no purpose
 * is printed with a parenthesis after it, nor with a case number (`가압류결정2018카…`, the
 * parenthesis lost), where a row's purpose has its 접수 date (`2018년`).
 */
function isWrappedCause(head: string): boolean {
  return /^[가-힣]+(?:\(|\d{4}[카타])/.test(lettersOrMarks(head));
}

/** A speck read as a lone syllable, standing apart, before a wrapped `등기말소` (`주 등기말소 제34855호`). */
export const LONE_SYLLABLE_BEFORE_CANCELLATION = new RegExp(
  String.raw`^[^가-힣]{0,6}[가-힣]\s+(?=${CANCELLATION_LOOKALIKE.source})`,
  'u',
);

function startsWithPurpose(rawHead: string): boolean {
  if (isWrappedCause(rawHead)) return false;
  const head = lettersOf(rawHead);
  if (/^\d{1,3}(-\d{1,2})?번/.test(head)) return true;
  const hangul = /^[가-힣]+/.exec(head)?.[0];
  return (
    hangul !== undefined &&
    !hangul.startsWith('번') &&
    !ROLE_WORD.test(hangul) &&
    !ROLE_MISREAD.test(head) &&
    // A 말소 names what it cancels (`3번근저당권설정등기말소`): a bare `등기말소` is the wrapped end of
    // one, after a speck read as a rank (`2 등기말소 제81336호`).
    !/^등기말/.test(hangul) &&
    // A 가처분's 금지사항 cell wraps onto lines of its own (`임차권의 설정 기타 일체의 처분행위 금지`): a right
    // followed by 의, or 처분행위, is that cell's prose; no purpose holds either.
    !/권의|처분행위/.test(hangul) &&
    looksLikePurpose(hangul)
  );
}

/**
 * The 신탁 registered with a trust transfer prints without rank or date right under it, with its
 * 신탁원부 number, which also tells it when OCR misreads the purpose (`션탁 신탁원부 제2024-1584호`).
 */
function isJointTrust(line: CertificateLine, above: RawRow): boolean {
  if (!/^신탁(?![0-9])|^[가-힣]{1,2}신탁원부/.test(line.compact) || above.joint) return false;
  return above.lines.some((l) => /수탁자|신탁/.test(l.compact));
}

/**
 * A 부기 is ranked under the entry it changes: `2-1`, `2-2`. Its purpose names that entry
 * (`2번근저당권변경`, `2번근저당권이전`, `2-2번부기등기말소`), which outlives what OCR does to the
 * rank cell: `272` or `2` for `2-2`, `1리` for `1-1`. Such a row takes the named entry's rank and
 * the next sub-number. `N번<name>지분전부이전` is a main entry of its own, not a 부기.
 * `N번등기명의인표시변경` is one whatever its wrapped end (`2번등기명의인표` / `시변경`).
 * The 접수 date after the purpose may have lost its first digits to a syllable (`3번근저당권변경굿826년…`).
 */
const AMENDS = /^(\d{1,3})번(?:등기명의인|(?![가-힣]*지분)[가-힣]*?(?:변경|이전)(?=[가-힣]?\d|제|$))/;
const CANCELS_SUB_RANK = /^(\d{1,3})-\d{1,2}번/;

function subRankParent(head: string): string | null {
  const letters = lettersOf(head);
  return AMENDS.exec(letters)?.[1] ?? CANCELS_SUB_RANK.exec(letters)?.[1] ?? null;
}

function asSubRank(start: Omit<RawRow, 'lines'>, rows: RawRow[]): Omit<RawRow, 'lines'> {
  const parent = subRankParent(start.head);
  if (!parent) return start;
  const due = rows.filter((row) => row.rank?.startsWith(`${parent}-`)).length + 1;
  if (new RegExp(`^${parent}-\\d{1,2}$`).test(start.rank ?? '')) {
    // `3-7` where `3-1` is due (no 부기 of entry 3 above): its last digit a look-alike of the one due.
    const read = Number((start.rank ?? '').split('-')[1]);
    return read !== due && misreadDigit(read, due) ? { ...start, rank: `${parent}-${due}` } : start;
  }
  // `8-1 88번근저당권변경`: a whole 부기 rank of an entry printed above, its reference to an entry no
  // row holds. OCR doubled the reference's digit; the rank tells the entry.
  const entry = /^(\d{1,3})-\d{1,2}$/.exec(start.rank ?? '')?.[1];
  if (entry && !rows.some((row) => row.rank === parent) && rows.some((row) => row.rank === entry)) {
    const at = start.head.indexOf(`${parent}번`);
    if (at >= 0) return { ...start, head: `${start.head.slice(0, at)}${entry}${start.head.slice(at + parent.length)}` };
  }
  return { ...start, rank: `${parent}-${due}`, rankInferred: false };
}

/**
 * A 부기 whose rank and reference OCR both garbled (`군구 고번근져당권변경` for `2-1 2번근저당권변경`, seed 9293):
 * its purpose changes or moves a right (변경, 경정, 이전), which no main entry does, so it is no entry of
 * its own. A 부기 is printed under the entry it amends (or under that entry's earlier 부기), so it names
 * the main entry above it.
 */
const GARBLED_REFERENCE_THEN_AMENDMENT = /^[^0-9]{1,6}번(?=(?![가-힣]*지분)[가-힣]*?(?:변경|경정|이전)(?:\d|제|$))/;

function amendingTheEntryAbove(start: Omit<RawRow, 'lines'>, rows: RawRow[]): Omit<RawRow, 'lines'> {
  if (start.rank !== null && !start.rankInferred) return start;
  const garbled = GARBLED_REFERENCE_THEN_AMENDMENT.exec(start.head);
  const main = rows.findLast((row) => !row.joint && !row.rankInferred && /^\d{1,3}$/.test(row.rank ?? ''));
  if (!garbled || !main) return start;
  return { ...start, head: `${main.rank}번${start.head.slice(garbled[0].length)}` };
}

/**
 * A 부기's rank whose hyphen OCR moved after it (`11 - 그번근저당권변경` for `1-1 1번근저당권변경`, seed 9349), or read as
 * a full stop or a space (`1. 2 1번근저당권변경` for `1-2 1번…`, seed 9601), or lost, a full stop read after the rank
 * or none (`11. 극번근저당권변경` for `1-1 1번…`, seed 9643): two digits, the mark if any, then an amendment whose
 * reference is garbled or names the first digit (a 부기's number is never 0: `30` is `3-1` misread, read elsewhere).
 * Not a main rank that continues the count (`11 - 3번근저당권변경` where 11 is due would be read by its rank), and only
 * under an entry of that first digit, which the amendment then names.
 */
const DISPLACED_HYPHEN = /^(\d)([1-9])\s+[-–—~]\s+(?=\S)|^(\d)[.,·]?\s([1-9])\s+(?=\S)|^(\d)([1-9])[.,·]?\s+(?=\S)/;

function amendmentWithDisplacedHyphen(line: CertificateLine, rows: RawRow[]): Omit<RawRow, 'lines'> | null {
  const displaced = DISPLACED_HYPHEN.exec(line.text);
  if (!displaced) return null;
  const parent = displaced[1] ?? displaced[3] ?? displaced[5];
  const sub = displaced[2] ?? displaced[4] ?? displaced[6];
  if (expectedRank(rows) === `${parent}${sub}` || !rows.some((row) => !row.joint && row.rank === parent)) return null;
  const head = line.text.slice(displaced[0].length).replace(/\s+/g, '');
  const garbled = GARBLED_REFERENCE_THEN_AMENDMENT.exec(head);
  const named = garbled ? `${parent}번${head.slice(garbled[0].length)}` : head;
  const reference = subRankParent(named);
  // The normalizer gives a garbled reference the rank's digits (`11 극번…` → `11 11번…`): no entry of that rank.
  const rankCopied = reference === `${parent}${sub}` && !rows.some((row) => row.rank === reference);
  if (reference !== parent && !rankCopied) return null;
  const amending = rankCopied ? `${parent}${named.slice(reference.length)}` : named;
  return { rank: `${parent}-${sub}`, rankInferred: false, joint: false, head: amending };
}

/** A 부기 whose rank token is no rank at all (`1리`): the row still starts at its purpose. */
function amendmentWithDamagedRank(line: CertificateLine, rows: RawRow[]): Omit<RawRow, 'lines'> | null {
  const token = damagedRankToken(line);
  if (token === null) return null;
  const head = line.compact.slice(token.length);
  return asSubRank({ rank: null, rankInferred: false, joint: false, head }, rows);
}

/**
 * The first token of a 부기's line when it is what OCR left of the rank (`1리`, `272`, `욱1`: short,
 * with a digit) and the purpose after it names the entry it amends or the 부기 it cancels.
 */
function damagedRankToken(line: CertificateLine): string | null {
  const token = /^(\S{1,4})\s/.exec(line.text)?.[1];
  if (!token || !/\d/.test(token)) return null;
  return subRankParent(line.compact.slice(token.length)) ? token : null;
}

/**
 * A row whose rank and purpose OCR both garbled (`응 일류` for `3 압류`) still has the shape of
 * one: some Hangul, then its 접수 date and the 등기원인's date side by side, and the 접수 number
 * (`제38304호`) opening the next line. (Without the Hangul it is the tail of a row's first line
 * that OCR broke off.) No continuation line of a row has both; the entry parser then reads
 * the kind from the other cells (`압류(…)`, `권리자`).
 */
const TWO_DATES = /^(?=[^0-9]*[가-힣])[^0-9]{1,10}\d{4}[년넌]\d{1,2}[월윌일]\d{1,2}[일윌]?\d{4}[년넌]/;
const RECEIPT_FIRST = /^[가-힣]{0,8}제\d{3,6}호/;

/**
 * The rest of a purpose wrapped onto the row's second line, after a speck read as a rank (`4 2번윤혜영지분가`
 * / `0 압류 제72330호 …`): it completes the row's purpose, which is not whole without it, and holds the
 * 접수 number that line always has, so it is no row of its own.
 */
function completesPurpose(line: CertificateLine, row: RawRow): boolean {
  if (row.lines.length !== 1 || row.joint) return false;
  const purpose = PURPOSE_HEAD.exec(lettersOf(row.head))?.[0];
  const rest = WRAPPED_REST.exec(line.text)?.[1];
  if (!purpose || !rest || classifyPurpose(purpose).complete) return false;
  return classifyPurpose(purpose + rest).complete;
}
// A speck or two, then a short run of Hangul and the receipt number: `0 압류 제72330호`; the specks may be glued
// to it, the wrapped 등기 read as marks (`=1말소 제42408호` for `등기말소 제42408호`, seed 9403).
const WRAPPED_REST = /^(?:\S{1,2}\s+|[^가-힣\s]{1,2})?([가-힣]{1,6})\s?제\d{3,6}호/;

/**
 * A row has one 접수 number, on the line under its first: a second one opening a continuation line
 * (`제81171호 매매 서울특별시 …` under a row that has `제11014호`) is the second line of a row whose
 * first line OCR lost whole, rank, purpose and dates. What that row was cannot be read, but that it
 * is there can: a lost transfer of ownership or a lost mortgage must not pass as nothing.
 */
function opensLostRow(line: CertificateLine, current: RawRow): boolean {
  return (
    RECEIPT_FIRST.test(lettersOf(line.compact)) &&
    // Not an address's unit after a speck read as 제 (`제 : 1302호(북가좌동, …)`): a unit has its 동 in parentheses.
    !RECEIPT_OF_A_UNIT.test(lettersOrMarks(line.compact)) &&
    current.lines.some((above) => RECEIPT.test(above.compact))
  );
}
const RECEIPT = /제\d{3,6}호/;
const RECEIPT_OF_A_UNIT = new RegExp(`${RECEIPT_FIRST.source}\\(`);

function rowByItsDates(
  line: CertificateLine,
  next: CertificateLine | undefined,
  pending: string | null,
): Omit<RawRow, 'lines'> | null {
  if (!next || !RECEIPT_FIRST.test(lettersOf(next.compact))) return null;
  // The rank may have survived, misread or not, when the purpose did not (`8 ':가일류 2014년…`):
  // the rank repair weighs it against the count.
  const rank = RANK_TOKEN.exec(line.text)?.[1];
  const head = rank ? line.compact.slice(rank.length) : line.compact;
  if (!TWO_DATES.test(lettersOf(head))) return null;
  const read = rank ?? pending;
  return { rank: read, rankInferred: read === null, joint: false, head };
}

/**
 * A row whose rank and purpose OCR read as one run of digits or marks (`99999 2016년11월16일
 * 2016년11월16일 채권최고액 …` for `3 근저당권설정 …`): the 접수 and 원인 dates side by side, the
 * receipt number opening the next line. Without Hangul before the dates this is also what the tail
 * of a row's first line looks like when OCR broke it off with a speck; a row above that already
 * has its receipt number (`제54633호`) has no such tail left, so only then is it a row.
 */
const DEBRIS_THEN_TWO_DATES = /^[^\s가-힣]{1,8} (?=\d{4}[년넌]\d{1,2}[월윌일]\d{1,2}[일윌]? ?\d{4}[년넌])/;

function rowOfDebrisAndDates(
  line: CertificateLine,
  next: CertificateLine | undefined,
  current: RawRow | undefined,
  pending: string | null,
): Omit<RawRow, 'lines'> | null {
  const debris = DEBRIS_THEN_TWO_DATES.exec(line.text);
  if (!debris || !next || !RECEIPT_FIRST.test(lettersOf(next.compact))) return null;
  if (!current?.lines.some((above) => RECEIPT.test(above.compact))) return null;
  return {
    rank: pending,
    rankInferred: pending === null,
    joint: false,
    head: line.text.slice(debris[0].length).replace(/\s+/g, ''),
  };
}

/**
 * A line of a section before its first row has no row above it to continue: when it starts
 * with a purpose it is the first row, though OCR made its rank and both dates unreadable
 * (`+ 근쩌당권설정 오마주 소일 |온012123릴 일 채권회고액 …`). Dropping it would lose a right.
 */
function firstRowOfSection(line: CertificateLine, pending: string | null): Omit<RawRow, 'lines'> | null {
  // The section's caption OCR put on a line of its own (`( 소유권 이외의 권리에 관한 사항 )`) is no row;
  // a rank cell read as a bracket and a digit (`(8 에 근저당권설정 2022년…` for `1`) is rank debris.
  if (/^\((?!\d)|사항/.test(line.compact)) return null;
  if (startsWithPurpose(line.compact) && !/^\d/.test(lettersOf(line.compact)))
    return { rank: pending, rankInferred: pending === null, joint: false, head: line.compact };
  // The rank read as digits and marks that are no rank (`[85 가 소유권보존 2020년7월15일 …`): the
  // purpose after that debris, with its 접수 date, is still the first row; its rank is inferred.
  const rest = headAfterRankDebris(line);
  if (rest === null || !/^[^0-9]{0,16}\d{4}[년넌념]/.test(lettersOf(rest))) return null;
  return { rank: null, rankInferred: true, joint: false, head: rest };
}

/**
 * A later row whose rank cell OCR read as a syllable glued to a wrong digit (`므6 근저당권설정
 * 2026년3월29일 2026년3월20일 …` for rank 3): a purpose, then the 접수 date and the 등기원인's date side
 * by side, which no continuation line of a row has (a holder's cell, a wrapped cause). Its rank is
 * inferred from the count: the digit OCR left is not evidence of it.
 */
function rowAfterRankDebris(line: CertificateLine): Omit<RawRow, 'lines'> | null {
  const rest = headAfterRankDebris(line);
  if (rest === null || isWrappedCause(rest) || !TWO_DATES.test(lettersOf(rest))) return null;
  return { rank: null, rankInferred: true, joint: false, head: rest };
}

/** The head after a rank cell OCR turned into debris, when a purpose starts it; else null. */
function headAfterRankDebris(line: CertificateLine): string | null {
  const rest = line.text.replace(RANK_DEBRIS, '').replace(/\s+/g, '');
  return rest === line.compact || !startsWithPurpose(rest) ? null : rest;
}

/** A rank cell OCR turned into digits, marks or a syllable (`[85`, `따8`), then at most one lone syllable (`가`). */
const RANK_DEBRIS = /^\S{0,3}\d\S{0,3}\s+(?:[가-힣]\s+)?/;

/**
 * The 말소 that closes a list, whole or as OCR damages its wrapped `기말소` (기 as 지, 말 as 발, 소
 * as a mark or lost): a damaged form counts only where its Hangul ends (`기말5 제…호`), so a name
 * or a word that holds the same syllables (`김기발지분…`, `지발법원` for 지방법원) closes nothing.
 */
const LIST_CLOSED = /말소|(?:[기지][말발]|발소)(?![가-힣])/;

/**
 * The next reference of a wrapped list of 말소 (`7번가압류,` / `10번임의경매개시`): a line starting
 * with `N번` right after a line whose reference, or the end of a cut noun (`구권가등기, 제…호`),
 * closes with a comma, or inside a list the row opened and has not closed. It would otherwise read
 * as a row ranked `1` that names entry `0`.
 */
function continuesList(line: CertificateLine, row: RawRow): boolean {
  const above = row.lines[row.lines.length - 1]?.text.replace(/\s+/g, '') ?? '';
  // On `text`: a new row puts its rank before the reference with a space (`4 3번…`).
  if (!REFERENCE_HEAD.test(line.text)) return false;
  if (/\d번[가-힣]+,|^[가-힣]+,/.test(above)) return true;
  // The comma wrapped onto a line of its own, which holds no text and is dropped (`10번근저당권설정
  // 제…호` / `,` / `11번전세권설정등`): a list the row opened (`9번주택임차권,`) and has not yet closed
  // with its 말소 still goes on. A 말소 OCR damaged closes it too (`기말5`, `지말%`, `기발소`): a row
  // whose rank OCR lost and that starts with its reference (`3번근저당권설정등기말소 2025년…`) is
  // the next row, not the list's next piece.
  const compact = row.lines.map((rowLine) => rowLine.compact).join('');
  return /\d번[가-힣]+,/.test(row.head) && !LIST_CLOSED.test(compact);
}

/**
 * The 본등기 of a 가등기 prints right under it without a rank: `소유권이전` and its own 접수 date.
 * A row whose rank OCR lost starts with its purpose too, but then no 가등기 stands above it, or
 * its rank survived on a line of its own (`pendingRank`).
 */
function isMainRegistration(line: CertificateLine, above: RawRow): boolean {
  // A speck read as a mark may stand before the date (`소유권이전" 2025년12월6일`). A 본등기 makes the 가등기권자
  // the owner (`소유자`): a transfer to a trustee (`수탁자 주식회사…신탁`, seed 9829) is a later row whose rank
  // OCR lost.
  return (
    /^소유권이전[^\d가-힣]{0,2}\d{4}[년넌]/.test(line.compact) &&
    !/수탁자|위탁자/.test(line.compact) &&
    !above.joint &&
    /청구권|가등기/.test(above.head)
  );
}

/**
 * Ranks count up by one within a section (a change entry `2-1` repeats its main rank). A rank OCR
 * lost is the previous one + 1. A read rank that breaks the count is a misread (`3` for `2`)
 * unless the next rank read further down agrees with the jump (rows lost before it): with ranks
 * read as 1, 3, ?, 4 the 3 is a 2, with 1, 3, ?, 5 the row ranked 2 was lost. A jump nothing after
 * it can confirm or refute is kept when it is small ({@link MAX_UNCONFIRMED_JUMP}). A 현재 유효사항 certificate leaves cancelled entries out, so
 * there (`ranksSkip`) every jump is printed and kept; only a rank lost or not above the previous
 * one is repaired.
 */
/**
 * Rows lost whole are rare (a rank is lost far more often than a row's every line): a jump over
 * more than two ranks that no later rank confirms is a misread digit (`8` for `3`).
 */
const MAX_UNCONFIRMED_JUMP = 3;

// Digits OCR reads for one another on these scans (`6` for `5`, `8` for `3`), both ways.
const LOOKALIKE_DIGITS: ReadonlySet<string> = new Set(['56', '58', '68', '38', '08', '89', '17', '69']);

/**
 * A rank read one digit away from the rank expected, that digit a look-alike (`6` read where `5` was
 * due): a misread far likelier than a row lost whole, so a small jump nothing confirms is not kept.
 */
function misreadDigit(read: number, expected: number): boolean {
  const [a, b] = [String(read), String(expected)];
  if (a.length !== b.length) return false;
  const differing = [...a].flatMap((digit, at) => (digit === b[at] ? [] : [[digit, b[at]].sort().join('')]));
  return differing.length === 1 && LOOKALIKE_DIGITS.has(differing[0] ?? '');
}

export function repairRanks(rows: RawRow[], { ranksSkip = false } = {}): RawRow[] {
  // No rank is printed with a leading zero: `01` is a `1` after a speck OCR read as `O`.
  for (const row of rows) if (row.rank) row.rank = row.rank.replace(/(^|-)0+(?=\d)/g, '$1');
  mainRanksOfAmendments(rows);
  const ordinary = rows.filter((row) => !row.joint && !row.rank?.includes('-'));
  const read = ordinary.map((row) => (row.rankInferred ? Number.NaN : mainRank(row)));
  ordinary.forEach((row, index) => {
    const previous = index === 0 ? 0 : mainRank(ordinary[index - 1]);
    const own = read[index];
    if (Number.isNaN(own) || own <= previous) {
      row.rank = String(previous + 1);
      return;
    }
    if (own === previous + 1) return;
    // On a form whose ranks skip a jump proves nothing, but the next rank read can: read between the two
    // with no room left (`1, 4, 3`: only 2 fits before 3), it shows this one misread.
    if (ranksSkip) {
      const next = read[index + 1];
      if (next === previous + 2 && own > next) row.rank = String(previous + 1);
      return;
    }
    const later = read.findIndex((rank, at) => at > index && !Number.isNaN(rank));
    const confirmed =
      later >= 0
        ? read[later] === own + (later - index)
        : own - previous <= MAX_UNCONFIRMED_JUMP && !misreadDigit(own, previous + 1);
    if (!confirmed) row.rank = String(previous + 1);
  });
  rows.forEach((row, index) => {
    if (row.joint) row.rank = rows[index - 1]?.rank ?? row.rank;
  });
  return rows;
}

/**
 * A 부기 `N-k` whose purpose names entry N (`3-1 3번근저당권이전`) prints right under entry N and
 * N's earlier 부기: the main row above it is N, whatever OCR read its rank as (`8 근저당권설정`).
 * Two readings agree on N there against one.
 */
function mainRanksOfAmendments(rows: RawRow[]): void {
  rows.forEach((row, index) => {
    const sub = /^(\d{1,3})-\d{1,2}$/.exec(row.rank ?? '');
    if (!sub?.[1] || !row.head.startsWith(`${sub[1]}번`)) return;
    let above = index - 1;
    while (above >= 0 && (rows[above].joint || rows[above].rank?.startsWith(`${sub[1]}-`))) above -= 1;
    const main = rows[above];
    if (!main || main.rank?.includes('-') || main.rank === sub[1]) return;
    main.rank = sub[1];
    main.rankInferred = false;
  });
}

function mainRank(row: RawRow): number {
  return row.rank ? Number.parseInt(row.rank, 10) : Number.NaN;
}

/**
 * The rank the next row should have: one after the last rank read, counting the rows since whose
 * rank OCR lost (`긍 압류 …` between 2 and `"아 4 3번압류등기말소 …`) as one each.
 */
function expectedRank(rows: RawRow[]): string {
  let unranked = 0;
  for (let at = rows.length - 1; at >= 0; at -= 1) {
    const row = rows[at];
    if (row.joint) continue;
    if (!row.rank) {
      unranked += 1;
      continue;
    }
    const main = Number.parseInt(row.rank, 10);
    return String((Number.isNaN(main) ? 0 : main) + unranked + 1);
  }
  return String(unranked + 1);
}
