import type { OwnerShare, RegistryRight, RegistrySection, RightKind } from './registry-analysis.types';
import { printsAmount, readAmount, readFirstDate, readHolderShares, readHolders } from './registry-fields.reader';
import {
  CANCELLATION_LOOKALIKE,
  classifyPurpose,
  kindFromBody,
  PURPOSE_HEAD,
  type Amendment,
  type CancelledReference,
  type PurposeReading,
} from './registry-purpose.classifier';
import { LONE_SYLLABLE_BEFORE_CANCELLATION, lettersOf, type RawRow } from './registry-rows.reader';
import type { CertificateLine } from './registry-text.normalizer';

/** An entry with what the parser needs to resolve cancellations, amendments and owners; not part of the result. */
export interface ParsedEntry extends RegistryRight {
  holders: string[];
  /** For an ownership entry: its holders with the share printed before each. */
  holderShares: OwnerShare[];
  /** For `N번…등기말소` (or a list of references): the entries it cancels. */
  cancels: CancelledReference[];
  /** For an amendment (부기): entry N and the values this entry gives it. */
  amendment: AmendmentReading | null;
  /**
   * For an ownership entry, what it hands over: the whole home, a part of it (`소유권일부이전`),
   * or one co-owner's whole share (`N번<name>지분전부이전`).
   */
  transfer: { scope: 'WHOLE' | 'PART' } | { scope: 'SHARE'; from: string } | null;
}

/** What an amendment gives entry N: an amount (printed but unreadable: null) or new holders. */
export interface AmendmentReading extends Amendment {
  amountPrinted: boolean;
  amountKrw: number | null;
  holders: string[];
}

/** Kinds whose entries print an amount (채권최고액, 청구금액, 전세금, 임차보증금). */
const KINDS_WITH_AMOUNT: ReadonlySet<RightKind> = new Set([
  'MORTGAGE',
  'PROVISIONAL_SEIZURE',
  'JEONSE_RIGHT',
  'LEASE_REGISTRATION',
]);
/** The part of a wrapped purpose on a continuation line: before the receipt number, or the whole Hangul run. */
const FRAGMENT_BEFORE_RECEIPT = /^((?:\d{1,3}(?:-\d{1,2})?번)?[가-힣]+?)(?=제\d)/;
const FRAGMENT = /^((?:\d{1,3}(?:-\d{1,2})?번)?[가-힣]+)(?=\d|$)/;
/**
 * A line of a wrapped list: every `N번<noun>` (or the end of the last line's noun) before the
 * receipt number or a date (`결정, 5번압류, 제41779호 …` → `결정5번압류`).
 */
const LIST_FRAGMENT = /^((?:(?:\d{1,3}(?:-\d{1,2})?번)?[가-힣]+)+?)(?=제\d|\d{4}[년넌]|$)/;
/** A cancellation's purpose ends at `말소`, though the next cell's Hangul may follow on its line (`결정등기말소 매각`). */
const FRAGMENT_TO_CANCELLATION = /^((?:\d{1,3}(?:-\d{1,2})?번)?[가-힣]*?말소)/;

/**
 * Reads one row into an entry; `above` is the entry printed right above it (the 소유권이전 a
 * rank-less 신탁 was registered with).
 */
export function parseEntry(row: RawRow, section: RegistrySection, above: ParsedEntry | null): ParsedEntry {
  const compact = row.lines.map((line) => line.compact);
  const purpose = readPurpose(row);
  const reading = classifyPurpose(purpose);
  const fields = [row.head, ...compact.slice(1)];
  const body = fields.join('\n');
  const unreadable = reading.kind === 'OTHER' && !/^\d{1,3}(-\d{1,2})?번/.test(purpose);
  const kind: RightKind = provisionalByItsCells(unreadable ? kindFromBody(body) : reading.kind, body);
  const trustWithAbove = row.joint && kind === 'TRUST';
  const holders = kind === 'OTHER' ? [] : trustWithAbove ? (above?.holders ?? []) : readHolders(fields);
  return {
    kind,
    section,
    rank: row.rank,
    registeredOn: trustWithAbove ? (above?.registeredOn ?? null) : readFirstDate(body),
    holder: holders.length > 0 ? holders.join(', ') : null,
    amountKrw: KINDS_WITH_AMOUNT.has(kind) ? readAmount(body) : null,
    cancelled: false,
    share: reading.shareOf,
    amendedBy: [],
    text: row.lines.map((line) => line.text).join(' '),
    holders,
    holderShares: kind === 'OWNERSHIP' ? readHolderShares(fields) : [],
    cancels: reading.cancels,
    amendment: reading.amends ? readAmendment(reading.amends, fields) : null,
    transfer: kind === 'OWNERSHIP' ? transferOf(purpose, reading) : null,
  };
}

/**
 * `가압류` read without its first syllable (`과압류`, `동 압류`) looks like a 압류; only a 가압류
 * carries a 청구금액 and a court's 가압류결정.
 */
function provisionalByItsCells(kind: RightKind, body: string): RightKind {
  return kind === 'SEIZURE' && /[구고]금액|가압류결정/.test(body) ? 'PROVISIONAL_SEIZURE' : kind;
}

function readAmendment(amends: Amendment, fields: string[]): AmendmentReading {
  const body = fields.join('\n');
  const holders = amends.changes === 'HOLDER' ? readHolders(fields) : [];
  return {
    ...amends,
    amountPrinted: amends.changes === 'TERMS' && printsAmount(body),
    amountKrw: readAmount(body),
    holders,
  };
}

function transferOf(purpose: string, reading: PurposeReading): ParsedEntry['transfer'] {
  if (reading.shareOf) return { scope: 'SHARE', from: reading.shareOf };
  return { scope: /일부이전/.test(purpose) ? 'PART' : 'WHOLE' };
}

/**
 * The 등기목적: the Hangul after the rank, plus the start of following lines while the cell
 * wrapped (`1번근저당권설정` / `등기말소 제63892호`, `소유권이전청구권` / `가등기 제11122호`,
 * `2번가압류,` / `5번임의경매개시 제…호` / `결정등기말소`). A line that starts with the 접수 date
 * (the first line was broken after the purpose) is skipped.
 */
function readPurpose(row: RawRow): string {
  let purpose = PURPOSE_HEAD.exec(lettersOf(row.head))?.[0] ?? '';
  if (row.joint) return purpose;
  // A purpose wraps over two lines at most; a list of references over as many as it names
  // (`3번압류,` / `4번소유권이전청` / `구권가등기,` / …).
  for (const [index, line] of row.lines.slice(1).entries()) {
    if (classifyPurpose(purpose).complete || (index >= 3 && !continuesList(purpose))) break;
    const compact = lettersOf(line.compact);
    if (/^제\d/.test(compact)) break;
    purpose += purposeFragment(line, purpose);
  }
  return purpose;
}

/** Specks read as digits or marks before a wrapped `등기말소`. */
const SPECKS_BEFORE_CANCELLATION = new RegExp(`^[^가-힣]{1,6}(?=${CANCELLATION_LOOKALIKE.source})`, 'u');
/** Specks in the place of a wrapped `등기`, before its `말소` and the receipt number. */
const SPECKS_FOR_REGISTRATION = /^[^가-힣]{1,3}(?=말소제\d)/u;

/**
 * The rest of the purpose on a continuation line: what stands right before the receipt number,
 * a reference's run up to its `말소`, a run that completes the purpose, or the next reference of
 * a list. Else nothing: the cell
 * is empty on that line and the Hangul belongs to another column.
 */
function purposeFragment(line: CertificateLine, purpose: string): string {
  // Specks read as digits before the wrapped `등기말소` (`2 등기말소 제81336호`, `1 2 1. 등키발소 제14148호`, its
  // 기 and 말 read as look-alikes too) are no reference.
  // Under a reference, specks may stand for the wrapped 등기 itself (`=1말소 제42408호` for `등기말소 제42408호`, seed 9403).
  const reference = /^\d{1,3}(-\d{1,2})?번/.test(purpose);
  // …or a speck read as a lone syllable standing apart (`6 주 등기말소 제34855호`, seed 9811).
  const unsyllabled = line.text.replace(LONE_SYLLABLE_BEFORE_CANCELLATION, '').replace(/\s+/g, '');
  const unspecked = unsyllabled.replace(SPECKS_BEFORE_CANCELLATION, '');
  const compact = lettersOf(reference ? unspecked.replace(SPECKS_FOR_REGISTRATION, '') : unspecked);
  const beforeReceipt = FRAGMENT_BEFORE_RECEIPT.exec(compact)?.[1];
  if (beforeReceipt) return beforeReceipt;
  const cancellationEnd = FRAGMENT_TO_CANCELLATION.exec(compact)?.[1];
  if (cancellationEnd && reference) return cancellationEnd;
  const listed = continuesList(purpose) ? listFragment(line, compact) : null;
  if (listed) return listed;
  const rest = FRAGMENT.exec(compact)?.[1];
  // A reference's `등기말소` whose 소 OCR read as a digit (`등기말5 제15582호`) still ends it.
  if (rest && /등기말$/.test(rest) && reference) return rest;
  if (rest && (classifyPurpose(purpose + rest).complete || /^\d/.test(rest))) return rest;
  return fragmentAfterSpecks(line, purpose) ?? '';
}

/** Up to two specks OCR read as a digit, a mark or a syllable with either, before the rest of a purpose. */
const SPECKS_BEFORE_FRAGMENT = /^(?:(?=\S{0,1}[^가-힣\s])\S{1,2}\s+){1,2}/;

/**
 * The rest of a purpose wrapped onto a line that starts with specks read as text (`0 바5
 * 부근저당권설정 제82005호` under `5번강준도지분전`): taken only when it completes the purpose,
 * since specks before Hangul are otherwise what the next column's cells look like.
 */
function fragmentAfterSpecks(line: CertificateLine, purpose: string): string | null {
  const specks = SPECKS_BEFORE_FRAGMENT.exec(line.text);
  if (!specks) return null;
  const fragment = FRAGMENT_BEFORE_RECEIPT.exec(lettersOf(line.text.slice(specks[0].length).replace(/\s+/g, '')))?.[1];
  return fragment && classifyPurpose(purpose + fragment).complete ? fragment : null;
}

/**
 * A list of 말소 references goes on until its `말소`; once `등기말` is read (its `소` lost), the cell
 * is taken as ended. A 부기 or a right on a share names one entry and is no list.
 */
function continuesList(purpose: string): boolean {
  if (!/^\d{1,3}(-\d{1,2})?번/.test(purpose) || /등기말/.test(purpose)) return false;
  const reading = classifyPurpose(purpose);
  return reading.amends === null && reading.shareOf === null;
}

/**
 * The next piece of a list: one holding a reference (`결정, 5번압류,` → `결정5번압류`), the end of
 * a noun cut at the line and closed by its comma (`4번소유권이전청` / `구권가등기,`) or by the
 * list's `등기말소` (`구권가등기등기말` / `소`). Hangul
 * without either (`공유자` of a line OCR broke in two) belongs to another column.
 */
function listFragment(line: CertificateLine, compact: string): string | null {
  const fragment = LIST_FRAGMENT.exec(compact)?.[1];
  if (!fragment) return null;
  return /\d번|등기말/.test(fragment) || /^[가-힣]+,/.test(line.text.replace(/\s+/g, '')) ? fragment : null;
}
