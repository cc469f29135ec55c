import { looksLikePurpose } from './registry-purpose.classifier';
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
}

const RANK_TOKEN = /^(\d{1,3}(?:-\d{1,2})?)(?:\s|$)/;
const LEADING_DIGITS = /^(\d{1,3})(-\d{1,2})?/;
/**
 * A rank-less first line: a purpose immediately followed by the 접수 date (`2025312159` when
 * misread, or its first digit read as a syllable: `고저당권설정 고006년11월22일`).
 */
const PURPOSE_THEN_DATE = /^(\d{1,3}(?:-\d{1,2})?번)?([가-힣]+)(?=\d{4}(?:[년넌]|\d{3})|\d{3}[년넌]\d{1,2}[월윌])/;
/**
 * A cancellation's first line whose rank OCR read as a letter or two (`터 2번근저당권설정 2026년…`
 * for `3 2번…`): the reference `N번`, a purpose and the 접수 date after a short non-digit prefix.
 */
const DEBRIS_THEN_REFERENCE = /^[^0-9]{1,2}(?=\d{1,3}(?:-\d{1,2})?번[가-힣]+\d{4}(?:[년넌]|\d{3}))/;

/**
 * Cuts a section's lines into rows. A row starts at a line holding a rank and a purpose; any
 * other line continues the row above (wrapped cells, rows continued on the next page).
 */
export function readRows(lines: CertificateLine[]): RawRow[] {
  const rows: RawRow[] = [];
  let pendingRank: CertificateLine | null = null;
  for (const line of lines) {
    const current = rows[rows.length - 1];
    if (/^\d{1,3}(-\d{1,2})?$/.test(line.compact)) {
      // A rank alone on its line: the row's text was broken after it.
      if (pendingRank && current) current.lines.push(pendingRank);
      pendingRank = line;
      continue;
    }
    if (!pendingRank && current && isMainRegistration(line, current)) {
      rows.push({ rank: current.rank, rankInferred: current.rankInferred, joint: true, head: line.compact, lines: [line] });
      continue;
    }
    const start = readRowStart(line, expectedRank(rows), pendingRank?.compact ?? null) ?? amendmentWithDamagedRank(line, rows);
    if (start) rows.push({ ...start, lines: [line] });
    else if (current && isJointTrust(line, current)) {
      rows.push({ rank: current.rank, rankInferred: current.rankInferred, joint: true, head: line.compact, lines: [line] });
    } else if (current) {
      if (pendingRank) current.lines.push(pendingRank);
      current.lines.push(line);
    }
    pendingRank = null;
  }
  return rows;
}

function readRowStart(line: CertificateLine, expected: string, pending: string | null): Omit<RawRow, 'lines'> | null {
  const token = RANK_TOKEN.exec(line.text);
  if (token?.[1]) {
    const head = line.compact.slice(token[1].length);
    if (startsWithPurpose(head)) return { rank: token[1], rankInferred: false, joint: false, head };
    // The purpose is unreadable but the rank continues the count and the 접수 date follows:
    // still a row, whose kind the entry parser reads from its other cells.
    if (token[1] === expected && /^[^0-9]{0,12}\d{4}[년넌]/.test(head)) return { rank: token[1], rankInferred: false, joint: false, head };
  }
  const glued = gluedRank(line.compact, expected);
  if (glued) return { ...glued, rankInferred: false, joint: false };
  const letters = lettersOf(line.compact);
  if (DEBRIS_THEN_REFERENCE.test(letters)) {
    const head = line.compact.slice(line.compact.search(/\d/));
    if (startsWithPurpose(head)) return { rank: pending, rankInferred: pending === null, joint: false, head };
  }
  const bare = PURPOSE_THEN_DATE.exec(letters);
  if (bare && (bare[1] || looksLikePurpose(bare[2] ?? ''))) {
    return { rank: pending, rankInferred: pending === null, joint: false, head: line.compact };
  }
  return null;
}

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
  for (let cut = main.length; cut >= 1; cut -= 1) candidates.push({ rank: main.slice(0, cut), head: compact.slice(cut) });
  const valid = candidates.filter((candidate) => startsWithPurpose(candidate.head));
  return valid.find((candidate) => candidate.rank === expected) ?? valid[0] ?? null;
}

/** Specks between a rank and its purpose (`4 ㆍ소유권이전`, `수 -근저당권설정`) are not text. */
export function lettersOf(compact: string): string {
  return compact.replace(/[^가-힣0-9-]/g, '').replace(/^-+|(?<=[가-힣])-(?=[가-힣])/g, '');
}

function startsWithPurpose(rawHead: string): boolean {
  const head = lettersOf(rawHead);
  if (/^\d{1,3}(-\d{1,2})?번/.test(head)) return true;
  const hangul = /^[가-힣]+/.exec(head)?.[0];
  return hangul !== undefined && !hangul.startsWith('번') && looksLikePurpose(hangul);
}

/** The 신탁 registered with a trust transfer prints without rank or date right under it. */
function isJointTrust(line: CertificateLine, above: RawRow): boolean {
  if (!/^신탁(?![0-9])/.test(line.compact) || above.joint) return false;
  return above.lines.some((l) => /수탁자|신탁/.test(l.compact));
}

/**
 * A 부기's rank misread past the token (`1리 1번근저당권변경` for `1-1 …`, `-` and `1` read as one
 * syllable) would glue the row to the one above. Its purpose names the entry it changes (`1번…변경`,
 * `1-2번부기등기말소`), and a 부기's rank is that entry's rank and the next sub-number: rank
 * `1-1` here, `1-2` after another 부기 of 1.
 */
const DAMAGED_SUB_RANK = /^\d{1,3}\S{0,2}\s+(\d{1,3})(?:-\d{1,2})?번[가-힣]*(?:변경|이전|등기말소)/;

function amendmentWithDamagedRank(line: CertificateLine, rows: RawRow[]): Omit<RawRow, 'lines'> | null {
  const main = DAMAGED_SUB_RANK.exec(line.text)?.[1];
  if (!main) return null;
  const earlier = rows.filter((row) => row.rank?.startsWith(`${main}-`)).length;
  const head = line.compact.slice(Math.max(0, line.compact.slice(1).search(new RegExp(`${main}(?:-\\d{1,2})?번`)) + 1));
  return { rank: `${main}-${earlier + 1}`, rankInferred: false, joint: false, head };
}

/**
 * The 본등기 of a 가등기 prints right under it without a rank: `소유권이전` and its own 접수 date.
 * A row whose rank OCR lost starts with its purpose too, but then no 가등기 stands above it, or
 * its rank survived on a line of its own (`pendingRank`).
 */
function isMainRegistration(line: CertificateLine, above: RawRow): boolean {
  return /^소유권이전\d{4}[년넌]/.test(line.compact) && !above.joint && /청구권|가등기/.test(above.head);
}

/**
 * Ranks count up by one within a section (a change entry `2-1` repeats its main rank). A rank OCR
 * lost is the previous one + 1. A read rank that breaks the count is a misread (`3` for `2`)
 * unless the next rank read further down agrees with the jump (rows lost before it): with ranks
 * read as 1, 3, ?, 4 the 3 is a 2, with 1, 3, ?, 5 the row ranked 2 was lost. A jump nothing after
 * it can confirm or refute is kept. A 현재 유효사항 certificate leaves cancelled entries out, so
 * there (`ranksSkip`) every jump is printed and kept; only a rank lost or not above the previous
 * one is repaired.
 */
export function repairRanks(rows: RawRow[], { ranksSkip = false } = {}): RawRow[] {
  const ordinary = rows.filter((row) => !row.joint && !row.rank?.includes('-'));
  const read = ordinary.map((row) => (row.rankInferred ? Number.NaN : mainRank(row)));
  ordinary.forEach((row, index) => {
    const previous = index === 0 ? 0 : mainRank(ordinary[index - 1] as RawRow);
    const own = read[index] as number;
    if (Number.isNaN(own) || own <= previous) {
      row.rank = String(previous + 1);
      return;
    }
    if (own === previous + 1 || ranksSkip) return;
    const later = read.findIndex((rank, at) => at > index && !Number.isNaN(rank));
    if (later >= 0 && read[later] !== own + (later - index)) row.rank = String(previous + 1);
  });
  rows.forEach((row, index) => {
    if (row.joint) row.rank = rows[index - 1]?.rank ?? row.rank;
  });
  return rows;
}

function mainRank(row: RawRow): number {
  return row.rank ? Number.parseInt(row.rank, 10) : Number.NaN;
}

function expectedRank(rows: RawRow[]): string {
  const last = rows[rows.length - 1];
  const main = last?.rank ? Number.parseInt(last.rank, 10) : 0;
  return String((Number.isNaN(main) ? 0 : main) + 1);
}
