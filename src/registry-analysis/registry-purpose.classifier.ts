import type { RightKind } from './registry-analysis.types';

/** What an entry's 등기목적 says. */
export interface PurposeReading {
  kind: RightKind;
  /** For `N번…등기말소` or a list `2번가압류, 5번…등기말소`: every entry it cancels. */
  cancels: CancelledReference[];
  /** For an amendment (부기) `N번근저당권변경`, `N번근저당권이전`: entry N and what it changes. */
  amends: Amendment | null;
  /** For `N번<name>지분…`: the co-owner whose share the entry is about (N is where they got it). */
  shareOf: string | null;
  /** False while a wrapped purpose still lacks its next line (`1번근저당권설정` + `등기말소`). */
  complete: boolean;
}

/** One entry a cancellation names: its rank, and the kind the noun before `등기말소` names. */
export interface CancelledReference {
  rank: string;
  kind: RightKind;
}

/** A 변경 or 경정 changes the terms (the amount); an 이전 hands the right to a new holder. */
export interface Amendment {
  rank: string;
  changes: 'TERMS' | 'HOLDER';
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
  // A 공매공고 (a public sale for unpaid taxes) is as close to losing the home as a 경매. OCR
  // reads 매 as 메 (`강제경메개시결정`); `개시결정` is printed only in a 경매's purpose; 공 of 공매공고
  // read as 송 (`송매공고`).
  [/경[매메]|공매|송매공고|개시결정/, 'AUCTION'],
  [/가압류/, 'PROVISIONAL_SEIZURE'],
  [/압류/, 'SEIZURE'],
  [/가처분/, 'PROVISIONAL_DISPOSITION'],
  // 당 read as 탕 (`근저탕권설정`), or as anything but 세 between 저 and 권설, 권변경 or 권이전
  // (`고저망권설정`, `1번근저망권변경`; `저세권설정` is a 전세권 that lost its ㄴ).
  [/[저져재][당탕]|[당탕]권설|[저져재쩌](?!세)[가-힣]권(?:설|변경|이전)/, 'MORTGAGE'],
  // 전 read as 젼, 건, 천 or 컨 (`3번젼세권변경`, `건세권설정`, `컨셰권설정`), 세 as 셰, 제 or 체 (`6번전제권변경`);
  // `저세권` is a 전세권 that lost its ㄴ.
  [/[전젼건천컨저][세셰]권|[전젼](?:제|체)권/, 'JEONSE_RIGHT'],
  [/임차권/, 'LEASE_REGISTRATION'],
  [/신탁/, 'TRUST'],
  [/소유권[보이일]/, 'OWNERSHIP'],
];

/** Purposes printed whole; anything shorter is waiting for the rest of its wrapped cell. */
const WHOLE_PURPOSES = new Set([
  '소유권보존',
  '소유권이전',
  '소유권일부이전',
  '근저당권설정',
  '저당권설정',
  '가압류',
  '압류',
  '가처분',
  '임의경매개시결정',
  '강제경매개시결정',
  '공매공고',
  '소유권이전청구권가등기',
  '소유권이전담보가등기',
  '가등기',
  '신탁',
  '전세권설정',
  '주택임차권',
  '임차권설정',
  '임차권',
]);

/** A row's purpose at the head of its compact text: one reference or several (`2번가압류5번임의경매개시결정등기말소`, commas dropped), or a plain purpose. */
export const PURPOSE_HEAD = /^(?:\d{1,3}(?:-\d{1,2})?번[가-힣]*)+|^[가-힣]*/;
const REFERENCE = /^(\d{1,3}(?:-\d{1,2})?)번(.*)$/;
/** A right's 설정 then up to three syllables that are none of a purpose's words (classifyRepaired). */
const SET_THEN_GARBLE = /^([가-힣]{1,8}설정)(?!등|증|말|발|변경|경정|이전)[가-힣]{1,3}$/;
/** Every `N번<noun>` of a (possibly listed) reference; nouns hold no digits. */
const REFERENCES = /(\d{1,3}(?:-\d{1,2})?)번(\D*)/g;

/**
 * The rank of a reference whose digits OCR lost (`ㄱ번근저당권설정등기말소`, read as `0번…`; no entry
 * is ranked 0): the parser resolves it to the one earlier entry in force of the kind the noun
 * names, or to none.
 */
export const UNKNOWN_RANK = '0';
/**
 * A wrapped `등기말` as OCR reads it: 등 as 증, 둥, 긍 or 능 (seed 9377: `긍기밀소`; 9677: `능기맡소`), 기 as 지, 거, 꺼,
 * 키, 찌, 끼, 겨 or 저 (seed 9791: `등겨밀소`; 9839: `등저말<`), 말 as 발, 밀 or 맡, in any mix (`등지말%`, `등거말`, `등꺼발소`, `증기말쏘`, `등키말`, `둥지발쏘`,
 * `등기발소`), and a space OCR put inside it on a continuation line.
 */
export const CANCELLATION_LOOKALIKE = /[등증둥긍능][기지거꺼키찌끼겨저]\s?[말발밀맡]/u;
/** `이경민지분전부근저당권설정`: the co-owner, then what is done to their share. */
const SHARE_REFERENCE = /^([가-힣]{2,}?)지분(?:전부|일부)?(.+)$/;

/**
 * Reads a compact (space-free, comma-free) 등기목적. A purpose ending in 압 is a 압류 whose 류 OCR
 * lost with its line (`4번임민민지분압` / `= 제27282호`), but not complete: printed wrapped, it goes
 * on with the next line (`5번김재지분가압` / `류등기말소`).
 */
export function classifyPurpose(read: string): PurposeReading {
  // 류 read as 루, 우, 유, 료, 두, 듀, 뉴, 뮤, 큐, 를 (seed 9587) or 에 where a share's 압류 wraps (`5번박서상지분압` / `루`), or lost:
  // no purpose ends so.
  // A wrapped `등기말소` with look-alikes for its syllables (CANCELLATION_LOOKALIKE: `1번근저당권설정` / `등지말% 제88564호`,
  // `5번가압류등거말` / `수`, `1번근저당권설정` / `등꺼발소 제34204호` over a page break, `4번가압류등키말` / `쏘`).
  // A wrapped `가` / `압류` whose 압 OCR read as 만 or 암 (`4번윤성하지분가` / `만류`).
  const reading = classifyRepaired(
    read
      .replace(/(?<=가)[만암](?=[류루우유료]?$)/, '압')
      .replace(/압[루우유료두듀뉴뮤큐를에]?$/, '압류')
      .replace(CANCELLATION_LOOKALIKE, '등기말'),
  );
  return /압$/.test(read) ? { ...reading, complete: false } : reading;
}

function classifyRepaired(purpose: string): PurposeReading {
  const reference = REFERENCE.exec(purpose);
  if (!reference)
    return { kind: kindOf(purpose), cancels: [], amends: null, shareOf: null, complete: WHOLE_PURPOSES.has(purpose) };
  // `4번가압류등기말` + `소` wraps, and OCR may lose the last syllable. Only a 말소 names several
  // entries (`3번근저당권설정, 4번주택임차권등기말소` after a sale), so a list is one even when OCR
  // lost its wrapped `기말소` altogether.
  if (/말소|등기말/.test(purpose) || [...purpose.matchAll(REFERENCES)].length > 1) return readCancellation(purpose);
  const [, rank = '', rest = ''] = reference;
  // An entry's 설정 is named after a reference only to cancel it: a 부기 changes (변경, 경정) or moves
  // (이전) a right, never sets it. So `3번근저당권설정` with its wrapped `등기말소` garbled past the
  // look-alikes above (`동지모`) is still that cancellation; while nothing follows 설정 the cell may
  // yet go on (`3번근저당권설정,` / `4번…등기말소`), so it is not read so early.
  const garbledEnd = SET_THEN_GARBLE.exec(rest);
  if (garbledEnd) return { ...readCancellation(`${rank}번${garbledEnd[1]}등기말소`), complete: true };
  const onShare = SHARE_REFERENCE.exec(rest);
  if (onShare) return readShareEntry(onShare[1], onShare[2]);
  return {
    kind: 'OTHER',
    cancels: [],
    amends: readAmendment(rank, rest),
    shareOf: null,
    complete: /(변경|경정|이전)$/.test(rest),
  };
}

/**
 * `근저당권변경`, `전세권변경` change the right's terms, `근저당권이전` its holder. A change of how a
 * holder is written (`등기명의인표시변경`) names no right and changes nothing a tenant weighs.
 */
function readAmendment(rank: string, rest: string): Amendment | null {
  if (kindOf(rest) === 'OTHER') return null;
  if (/(변경|경정)$/.test(rest)) return { rank, changes: 'TERMS' };
  return /이전$/.test(rest) ? { rank, changes: 'HOLDER' } : null;
}

/** `2번가압류5번임의경매개시결정등기말소`: each reference with the kind its noun names. */
function readCancellation(purpose: string): PurposeReading {
  const cancels = [...purpose.matchAll(REFERENCES)].map(([, rank = '', noun = '']) => ({
    rank,
    kind: kindOf(noun.replace(/등기말.*$|말소.*$/, '')),
  }));
  return { kind: 'OTHER', cancels, amends: null, shareOf: null, complete: /말소$/.test(purpose) };
}

/**
 * A right on one co-owner's share (`지분가압류`, `지분전부근저당권설정`) is a right of its kind, and
 * `지분전부이전` hands that share to a new holder: neither cancels nor amends entry N.
 */
function readShareEntry(coOwner: string, what: string): PurposeReading {
  const kind = what === '이전' ? 'OWNERSHIP' : kindOf(what);
  return { kind, cancels: [], amends: null, shareOf: coOwner, complete: what === '이전' || WHOLE_PURPOSES.has(what) };
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
  [/경매|공매/, 'AUCTION'],
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
