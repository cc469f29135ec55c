import type { RightKind } from './registry-analysis.types';

/** What an entry's 등기목적 says. */
export interface PurposeReading {
  kind: RightKind;
  /** For `N번…등기말소`: the rank N it cancels. */
  cancelsRank: string | null;
  /** The kind the cancelled entry had, from the noun of `N번{noun}등기말소`. */
  cancelledKind: RightKind | null;
  /** False while a wrapped purpose still lacks its second line (`1번근저당권설정` + `등기말소`). */
  complete: boolean;
}

/**
 * Markers that identify a kind inside a possibly misread purpose, most specific first:
 * `소유권이전청구권가등기` is a 가등기, not a transfer; `가압류` is not a `압류`.
 */
const KIND_MARKERS: ReadonlyArray<[RegExp, RightKind]> = [
  [/가등기/, 'PROVISIONAL_REGISTRATION'],
  // `소유권이전청구권` is printed only in `소유권이전청구권가등기`: the wrapped `가등기` line may be
  // misread (`라등기`) while `청구권` survives, and the entry must not pass for a transfer.
  [/청구권/, 'PROVISIONAL_REGISTRATION'],
  [/경매/, 'AUCTION'],
  [/가압류/, 'PROVISIONAL_SEIZURE'],
  [/압류/, 'SEIZURE'],
  [/가처분/, 'PROVISIONAL_DISPOSITION'],
  [/[저져재]당|당권설/, 'MORTGAGE'],
  [/전세권/, 'JEONSE_RIGHT'],
  [/임차권/, 'LEASE_REGISTRATION'],
  [/신탁/, 'TRUST'],
  [/소유권[보이]/, 'OWNERSHIP'],
];

/** Purposes printed whole; anything shorter is waiting for the rest of its wrapped cell. */
const WHOLE_PURPOSES = new Set([
  '소유권보존', '소유권이전', '근저당권설정', '저당권설정', '가압류', '압류', '가처분', '임의경매개시결정',
  '강제경매개시결정', '소유권이전청구권가등기', '소유권이전담보가등기', '가등기', '신탁', '전세권설정',
  '주택임차권', '임차권설정', '임차권',
]);

const REFERENCE = /^(\d{1,3}(?:-\d{1,2})?)번(.*)$/;

/** Reads a compact (space-free) 등기목적. */
export function classifyPurpose(purpose: string): PurposeReading {
  const reference = REFERENCE.exec(purpose);
  if (reference) {
    const [, rank = '', rest = ''] = reference;
    // `4번가압류등기말` + `소` wraps, and OCR may lose the last syllable.
    const cancels = /말소|등기말/.test(rest);
    return {
      kind: 'OTHER',
      cancelsRank: cancels ? rank : null,
      cancelledKind: cancels ? kindOf(rest.replace(/등기말.*$|말소.*$/, '')) : null,
      complete: /(말소|변경|경정)$/.test(rest),
    };
  }
  const kind = kindOf(purpose);
  return { kind, cancelsRank: null, cancelledKind: null, complete: WHOLE_PURPOSES.has(purpose) };
}

/** The kind a purpose's markers name; OTHER when none is found. */
export function kindOf(purpose: string): RightKind {
  for (const [marker, kind] of KIND_MARKERS) if (marker.test(purpose)) return kind;
  return 'OTHER';
}

/** True when the Hangul at the start of a line names an entry's purpose (any marker, or `N번`). */
export function looksLikePurpose(hangulRun: string): boolean {
  return kindOf(hangulRun) !== 'OTHER' || /등기명의인|말소/.test(hangulRun);
}

/**
 * The kind an entry's other cells give away when its purpose is unreadable: the cause
 * (`가압류결정`, `매매예약`, `설정계약`), the amount label or the holder's role.
 */
const BODY_MARKERS: ReadonlyArray<[RegExp, RightKind]> = [
  [/경매/, 'AUCTION'],
  [/가압류|청구금액/, 'PROVISIONAL_SEIZURE'],
  [/가처분|피보전/, 'PROVISIONAL_DISPOSITION'],
  [/매매예약|가등기/, 'PROVISIONAL_REGISTRATION'],
  [/압류\(|권리자/, 'SEIZURE'],
  [/임차권등기명령|임차보증금|임차권자/, 'LEASE_REGISTRATION'],
  [/전세금|전세권자/, 'JEONSE_RIGHT'],
  [/설정계약|최고액|저당권자/, 'MORTGAGE'],
  [/수탁자|소유자|공유자|매매/, 'OWNERSHIP'],
];

export function kindFromBody(body: string): RightKind {
  for (const [marker, kind] of BODY_MARKERS) if (marker.test(body)) return kind;
  return 'OTHER';
}
