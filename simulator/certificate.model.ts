/**
 * The ground truth of one registry certificate (등기사항전부증명서, 집합건물) as the simulator
 * generates it. The PDF is rendered from this, and tests of OCR and of the rights analysis
 * (SPEC §4.5) compare their results against it.
 *
 * Terminology:
 * - 표제부: the property (the building and the unit, with its land right 대지권).
 * - 갑구: ownership and what restricts it (압류, 가압류, 경매, 가등기, 가처분, 신탁).
 * - 을구: the other rights (근저당권, 전세권, 주택임차권).
 * - rank (순위번호): as printed, '1', '2', or '2-1' for an entry that changes entry 2.
 * - cancellation (말소): a later entry whose purpose is `N번…등기말소` (or a list, `1번…, 3번…등기말소`);
 *   entry N stays printed, struck through, and is no longer in force. A cancelled 부기 is named
 *   `N-k번부기등기말소`.
 * - amendment (부기 `N-k` with purpose `N번근저당권변경` / `N번근저당권이전` / `N번전세권변경`): an
 *   amendment that prints an amount changes entry N's amount, one that prints holders replaces
 *   entry N's holders, for as long as the amendment itself is not cancelled.
 * - 본등기: the 소유권이전 concluding a 가등기, printed under it without a rank; the 가등기 is then
 *   reported cancelled by its own rank.
 */

import { WHOLE, isWhole, parseShare, printShare, subtract, type Fraction } from './share-fraction';

/** What an entry means for a tenant; cancellation and change entries themselves are OTHER. */
export type RightKind =
  | 'OWNERSHIP'
  | 'MORTGAGE'
  | 'SEIZURE'
  | 'PROVISIONAL_SEIZURE'
  | 'AUCTION'
  | 'PROVISIONAL_REGISTRATION'
  | 'PROVISIONAL_DISPOSITION'
  | 'TRUST'
  | 'JEONSE_RIGHT'
  | 'LEASE_REGISTRATION'
  | 'OTHER';

/** 갑구 (ownership) or 을구 (rights other than ownership). */
export type RegisterSection = 'GAPGU' | 'EULGU';

/** How the holder is introduced in 권리자 및 기타사항. */
export type HolderRole =
  '소유자' | '공유자' | '근저당권자' | '채권자' | '권리자' | '수탁자' | '가등기권자' | '전세권자' | '임차권자';

/** The label printed before an entry's amount. */
export type AmountLabel = '채권최고액' | '청구금액' | '전세금' | '임차보증금';

/** A person, company or public body named in an entry. */
export interface RightHolder {
  role: HolderRole;
  name: string;
  /** Masked resident number (`750101-*******`) for a person, registration number for a company, null for public bodies. */
  idNumber: string | null;
  /** Address printed under the name; null when the certificate prints none (public bodies). */
  address: string | null;
  /** 지분 of a co-owner (`2분의 1`); absent otherwise. */
  share?: string;
}

/** One entry (one numbered row) of 갑구 or 을구. */
export interface RegistryEntry {
  section: RegisterSection;
  /** 순위번호 as printed. */
  rank: string;
  /** 등기목적, e.g. 소유권이전, 근저당권설정, `3번가압류등기말소`. */
  purpose: string;
  kind: RightKind;
  /** 접수 date, ISO `YYYY-MM-DD`. */
  receivedOn: string;
  /** 접수 number (`제54321호`). */
  receiptNumber: number;
  /** Date of the 등기원인, ISO; null when the entry has no cause date (소유권보존). */
  causeDate: string | null;
  /** 등기원인 after its date: `매매`, `설정계약`, `서울중앙지방법원의 가압류결정(2020카단1234)`. */
  causeText: string;
  holders: RightHolder[];
  /** 채권최고액 / 청구금액 / 전세금 / 임차보증금; null when the entry carries none. */
  amount: { label: AmountLabel; krw: number } | null;
  /** Other lines of 권리자 및 기타사항 (채무자, 존속기간, 금지사항, 신탁원부, 거래가액…), in print order. */
  details: string[];
  /** True when a later entry cancelled this one (말소). */
  cancelled: boolean;
  /** The rank of the cancelling entry, when cancelled. */
  cancelledByRank: string | null;
  /** For a cancellation or change entry: the rank it refers to (the first one, for a list). */
  refersToRank: string | null;
  /**
   * For an entry on one co-owner's share (`3번김민수지분가압류`, `3번김민수지분전부이전`): that
   * co-owner's name; absent otherwise.
   */
  shareOf?: string;
}

/** 표제부: the building (1동의 건물) and the unit (전유부분) with its land right. */
export interface BuildingFacts {
  complexName: string;
  /** 동 and 호 as printed without the suffix: '101', '1203'. */
  dong: string;
  ho: string;
  floor: number;
  /** 지번 address of the land: `서울특별시 마포구 상암동 1601`. */
  lotAddress: string;
  /** 도로명주소 of the building: `서울특별시 마포구 월드컵로 12`. */
  roadAddress: string;
  structure: string;
  roof: string;
  floors: number;
  /** Floor area of the ground floor and of each upper floor, in m². */
  groundFloorAreaM2: number;
  upperFloorAreaM2: number;
  /** 전용면적 of the unit, m². */
  exclusiveAreaM2: number;
  /** 대지권: the land area and this unit's share of it (`{landAreaM2}분의 {shareM2}`). */
  landAreaM2: number;
  landShareM2: number;
  /** Date the building was registered (표제부 접수), ISO. */
  registeredOn: string;
}

/** Everything the simulator put into one certificate. */
export interface CertificateTruth {
  /** 고유번호, `1146-2015-012345`. */
  uniqueNumber: string;
  /** The address asked for, scenario tags removed. */
  address: string;
  /** Scenario tags found in the address (`근저당 240000000`, `스캔`…), in order. */
  scenarioTags: string[];
  /** ISO timestamp the certificate was issued at (the generator's `issuedAt`). */
  issuedAt: string;
  /** 관할등기소, e.g. `서울서부지방법원 등기국`. */
  registryOffice: string;
  building: BuildingFacts;
  gapgu: RegistryEntry[];
  eulgu: RegistryEntry[];
  /** `full` (말소사항 포함) or `current` (현재 유효사항: nothing cancelled is printed, nor listed here). */
  form: CertificateForm;
  /** Names of the owners in force, in order of acquisition (the trustee under a trust). */
  currentOwners: string[];
  /** Every owner in force with their share (`3분의 2`, reduced); null for a sole owner. */
  currentOwnerShares: OwnerShare[];
  /** 접수 date of the ownership entry with the latest 접수 (the owner in force), ISO. */
  ownedSince: string;
  /** Sum over mortgages in force of the 채권최고액 in force (after amendments). */
  securedDebtKrw: number;
  /** Every entry whose kind is not OTHER, with its state. */
  rights: RightSummary[];
}

/** Which certificate was issued: 말소사항 포함 or 현재 유효사항. */
export type CertificateForm = 'full' | 'current';

/** An owner in force and the share they hold. */
export interface OwnerShare {
  name: string;
  /** `3분의 2`, reduced; null for a sole owner. */
  share: string | null;
}

/** A right as a test compares it. */
export interface RightSummary {
  section: RegisterSection;
  rank: string;
  kind: Exclude<RightKind, 'OTHER'>;
  purpose: string;
  receivedOn: string;
  /** The holders in force: a 근저당권이전 replaces the original holder. */
  holderNames: string[];
  /** The amount in force: the latest amendment in force that prints one, else the entry's own. */
  amountKrw: number | null;
  /** Also true for a 가등기 concluded by its 본등기 (cancelledByRank is then its own rank). */
  cancelled: boolean;
  cancelledByRank: string | null;
  /** For a right on one co-owner's share, that co-owner's name. */
  share: string | null;
  /** Ranks of the amendments in force (변경, 이전; not cancelled) of this entry, in print order. */
  amendedByRanks: string[];
}

/**
 * The rights not cancelled. Earlier owners' OWNERSHIP entries are superseded, never cancelled, so
 * they stay in this list: the owner in force is `currentOwners` / `ownedSince`.
 */
export function rightsInForce(truth: CertificateTruth): RightSummary[] {
  return truth.rights.filter((right) => !right.cancelled);
}

/**
 * The entries the 현재 유효사항 form prints: no cancelled entry and no cancellation row. A
 * 가등기 concluded by its 본등기 stays, since nothing cancelled it and its 본등기 shares its rank.
 */
export function currentEntries(entries: RegistryEntry[]): RegistryEntry[] {
  return entries.filter(
    (entry) => !isCancellation(entry) && !(entry.cancelled && entry.cancelledByRank !== entry.rank),
  );
}

function isCancellation(entry: RegistryEntry): boolean {
  return entry.kind === 'OTHER' && entry.purpose.endsWith('등기말소');
}

/** Derives the summary fields of a certificate from its entries. */
export function summarizeEntries(
  gapgu: RegistryEntry[],
  eulgu: RegistryEntry[],
): Pick<CertificateTruth, 'currentOwners' | 'currentOwnerShares' | 'ownedSince' | 'securedDebtKrw' | 'rights'> {
  const owners = ownersInForce(gapgu);
  const rights: RightSummary[] = [];
  for (const entries of [gapgu, eulgu]) {
    for (const entry of entries) {
      if (entry.kind !== 'OTHER') rights.push(summarizeRight(entry, entries));
    }
  }
  const securedDebtKrw = rights
    .filter((right) => right.kind === 'MORTGAGE' && !right.cancelled)
    .reduce((sum, right) => sum + (right.amountKrw ?? 0), 0);
  return {
    currentOwners: owners.shares.map((owner) => owner.name),
    currentOwnerShares: owners.shares,
    ownedSince: owners.since,
    securedDebtKrw,
    rights,
  };
}

function summarizeRight(entry: RegistryEntry, section: RegistryEntry[]): RightSummary {
  const amendments = section.filter(
    (other) =>
      other.refersToRank === entry.rank &&
      other.rank.startsWith(`${entry.rank}-`) &&
      !other.cancelled &&
      (other.amount !== null || other.holders.length > 0),
  );
  const lastAmount = amendments.filter((other) => other.amount !== null).at(-1);
  const lastHolders = amendments.filter((other) => other.holders.length > 0).at(-1);
  return {
    section: entry.section,
    rank: entry.rank,
    kind: entry.kind as Exclude<RightKind, 'OTHER'>,
    purpose: entry.purpose,
    receivedOn: entry.receivedOn,
    holderNames: (lastHolders ?? entry).holders.map((holder) => holder.name),
    amountKrw: (lastAmount ?? entry).amount?.krw ?? null,
    cancelled: entry.cancelled,
    cancelledByRank: entry.cancelledByRank,
    share: entry.shareOf ?? null,
    amendedByRanks: amendments.map((other) => other.rank),
  };
}

/**
 * Replays the ownership entries in 접수 order: a 소유권이전 (or 보존, or 본등기) hands the whole
 * unit to its holders, a 소유권일부이전 takes the printed share from the sole owner, and a
 * `N번{name}지분전부이전` hands that co-owner's share to the new holder.
 */
function ownersInForce(gapgu: RegistryEntry[]): { shares: OwnerShare[]; since: string } {
  const chain = gapgu
    .filter((entry) => entry.kind === 'OWNERSHIP' && !entry.cancelled)
    .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn) || a.receiptNumber - b.receiptNumber);
  const last = chain.at(-1);
  if (!last) throw new Error('a certificate needs an ownership entry in force');
  let owners: Array<{ name: string; share: Fraction }> = [];
  for (const entry of chain) {
    const incoming = entry.holders.map((holder) => ({
      name: holder.name,
      share: holder.share ? parseShare(holder.share) : WHOLE,
    }));
    if (entry.purpose === '소유권일부이전') {
      const seller = owners.length === 1 ? owners[0] : undefined;
      if (!seller) throw new Error('a 소유권일부이전 needs a sole owner to take the share from');
      for (const buyer of incoming) seller.share = subtract(seller.share, buyer.share);
      owners.push(...incoming);
    } else if (entry.shareOf) {
      owners = [...owners.filter((owner) => owner.name !== entry.shareOf), ...incoming];
    } else {
      owners = incoming;
    }
  }
  const sole = owners.length === 1 && isWhole(owners[0]?.share ?? WHOLE);
  return {
    shares: owners.map((owner) => ({ name: owner.name, share: sole ? null : printShare(owner.share) })),
    since: last.receivedOn,
  };
}
