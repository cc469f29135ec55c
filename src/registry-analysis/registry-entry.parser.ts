import type { RegistryRight, RegistrySection, RightKind } from './registry-analysis.types';
import { readAmount, readFirstDate, readHolders } from './registry-fields.reader';
import { classifyPurpose, kindFromBody } from './registry-purpose.classifier';
import { lettersOf, type RawRow } from './registry-rows.reader';

/** An entry with what the parser needs to resolve cancellations; not part of the result. */
export interface ParsedEntry extends RegistryRight {
  holders: string[];
  /** For `N번…등기말소`: the rank it cancels, and the kind its noun names. */
  cancelsRank: string | null;
  cancelledKind: RightKind | null;
}

/** Kinds whose entries print an amount (채권최고액, 청구금액, 전세금, 임차보증금). */
const KINDS_WITH_AMOUNT: ReadonlySet<RightKind> = new Set(['MORTGAGE', 'PROVISIONAL_SEIZURE', 'JEONSE_RIGHT', 'LEASE_REGISTRATION']);
const PURPOSE_HEAD = /^(\d{1,3}(?:-\d{1,2})?번)?[가-힣]*/;

/** Reads one row into an entry; `above` is the entry printed right above it (for a joint 신탁). */
export function parseEntry(row: RawRow, section: RegistrySection, above: ParsedEntry | null): ParsedEntry {
  const compact = row.lines.map((line) => line.compact);
  const purpose = readPurpose(row);
  const reading = classifyPurpose(purpose);
  const body = [row.head, ...compact.slice(1)].join('\n');
  const unreadable = reading.kind === 'OTHER' && !/^\d{1,3}(-\d{1,2})?번/.test(purpose);
  const kind: RightKind = row.joint ? 'TRUST' : unreadable ? kindFromBody(body) : reading.kind;
  const holders = kind === 'OTHER' ? [] : row.joint ? (above?.holders ?? []) : readHolders([row.head, ...compact.slice(1)]);
  return {
    kind,
    section,
    rank: row.rank,
    registeredOn: row.joint ? (above?.registeredOn ?? null) : readFirstDate(body),
    holder: holders.length > 0 ? holders.join(', ') : null,
    amountKrw: KINDS_WITH_AMOUNT.has(kind) ? readAmount(body) : null,
    cancelled: false,
    text: row.lines.map((line) => line.text).join(' '),
    holders,
    cancelsRank: reading.cancelsRank,
    cancelledKind: reading.cancelledKind,
  };
}

/**
 * The 등기목적: the Hangul after the rank, plus the start of a following line when the cell
 * wrapped (`1번근저당권설정` / `등기말소 제63892호`, `소유권이전청구권` / `가등기 제11122호`). A
 * line that starts with the 접수 date (the first line was broken after the purpose) is skipped.
 */
function readPurpose(row: RawRow): string {
  const first = PURPOSE_HEAD.exec(lettersOf(row.head))?.[0] ?? '';
  if (row.joint || classifyPurpose(first).complete) return first;
  for (const line of row.lines.slice(1, 3)) {
    const compact = lettersOf(line.compact);
    if (/^제\d/.test(compact)) return first;
    // The rest of the purpose stands right before the receipt number, or completes the purpose.
    const beforeReceipt = /^([가-힣]+?)(?=제\d)/.exec(compact)?.[1];
    if (beforeReceipt) return first + beforeReceipt;
    const rest = /^([가-힣]+?)(?=\d|$)/.exec(compact)?.[1];
    if (rest && classifyPurpose(first + rest).complete) return first + rest;
  }
  return first;
}
