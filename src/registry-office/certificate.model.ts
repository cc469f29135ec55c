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
 * - cancellation (말소): a later entry whose purpose is `N번…등기말소`; entry N stays printed,
 *   struck through, and is no longer in force.
 */

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
  | '소유자'
  | '공유자'
  | '근저당권자'
  | '채권자'
  | '권리자'
  | '수탁자'
  | '가등기권자'
  | '전세권자'
  | '임차권자';

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
  /** For a cancellation or change entry: the rank it refers to. */
  refersToRank: string | null;
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
  /** Names of the owners in force (two for a co-owned unit; the trustee under a trust). */
  currentOwners: string[];
  /** 접수 date of the ownership entry in force, ISO. */
  ownedSince: string;
  /** Sum of 채권최고액 over mortgages in force. */
  securedDebtKrw: number;
  /** Every entry whose kind is not OTHER, with its state. */
  rights: RightSummary[];
}

/** A right as a test compares it. */
export interface RightSummary {
  section: RegisterSection;
  rank: string;
  kind: Exclude<RightKind, 'OTHER'>;
  purpose: string;
  receivedOn: string;
  holderNames: string[];
  amountKrw: number | null;
  cancelled: boolean;
  cancelledByRank: string | null;
}

/**
 * The rights not cancelled. Earlier owners' OWNERSHIP entries are superseded, never cancelled, so
 * they stay in this list: the owner in force is `currentOwners` / `ownedSince`.
 */
export function rightsInForce(truth: CertificateTruth): RightSummary[] {
  return truth.rights.filter((right) => !right.cancelled);
}

/** Derives the summary fields of a certificate from its entries. */
export function summarizeEntries(gapgu: RegistryEntry[], eulgu: RegistryEntry[]): Pick<
  CertificateTruth,
  'currentOwners' | 'ownedSince' | 'securedDebtKrw' | 'rights'
> {
  const owning = gapgu.filter((entry) => entry.kind === 'OWNERSHIP' && !entry.cancelled);
  const current = owning[owning.length - 1];
  if (!current) throw new Error('a certificate needs an ownership entry in force');
  const securedDebtKrw = eulgu
    .filter((entry) => entry.kind === 'MORTGAGE' && !entry.cancelled)
    .reduce((sum, entry) => sum + (entry.amount?.krw ?? 0), 0);
  const rights: RightSummary[] = [];
  for (const entry of [...gapgu, ...eulgu]) {
    if (entry.kind === 'OTHER') continue;
    rights.push({
      section: entry.section,
      rank: entry.rank,
      kind: entry.kind,
      purpose: entry.purpose,
      receivedOn: entry.receivedOn,
      holderNames: entry.holders.map((holder) => holder.name),
      amountKrw: entry.amount?.krw ?? null,
      cancelled: entry.cancelled,
      cancelledByRank: entry.cancelledByRank,
    });
  }
  return {
    currentOwners: current.holders.map((holder) => holder.name),
    ownedSince: current.receivedOn,
    securedDebtKrw,
    rights,
  };
}
