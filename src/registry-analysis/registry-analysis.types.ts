/**
 * Terminology (SPEC §4.5):
 * - certificate: a registry certificate (등기사항전부증명서) as text, from its PDF text layer or OCR.
 * - section: 표제부 (the property), 갑구 (ownership and what restricts it), 을구 (other rights).
 * - entry: one numbered row of 갑구 or 을구; its rank (순위번호) is `2` or `2-1` for a change of 2.
 * - right: an entry with its meaning for a tenant ({@link RightKind}); cancellation (말소) and change
 *   entries are read too, as OTHER.
 * - cancelled: a later entry `N번…등기말소` (or a list `2번가압류, 5번…등기말소`) removed entry N; it
 *   stays printed but is not in force. A 가등기 made into its 본등기 is no longer in force either.
 * - amendment (부기): an entry `N-k` changing entry N (`N번근저당권변경`, `N번근저당권이전`); it is
 *   OTHER itself, and entry N carries the amount and holder in force after it.
 * - share: a co-owner's part of the home (`지분 3분의 1`); a right may sit on one co-owner's share
 *   (`3번이경민지분전부근저당권설정`).
 * - finding: one thing the tenant should know, with a severity and a Korean sentence.
 */

/** What an entry means for a tenant (the contract's RegistryRightKind; GraphQL's enum is built from it). */
export const RIGHT_KINDS = [
  'OWNERSHIP',
  'MORTGAGE',
  'SEIZURE',
  'PROVISIONAL_SEIZURE',
  'AUCTION',
  'PROVISIONAL_REGISTRATION',
  'PROVISIONAL_DISPOSITION',
  'TRUST',
  'JEONSE_RIGHT',
  'LEASE_REGISTRATION',
  'OTHER',
] as const;
export type RightKind = (typeof RIGHT_KINDS)[number];

export type RegistrySection = 'GAPGU' | 'EULGU';

export const RISK_LEVELS = ['SAFE', 'CAUTION', 'DANGER'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** One entry as read; the fields of the contract's `RegistryRight` plus its section. */
export interface RegistryRight {
  kind: RightKind;
  section: RegistrySection;
  /** 순위번호 as printed; inferred from its neighbours when OCR lost it. */
  rank: string | null;
  /** 접수 date, ISO `YYYY-MM-DD`; null when unreadable. */
  registeredOn: string | null;
  /** Owner, creditor or claimant; co-owners joined by `, `. */
  holder: string | null;
  /** 채권최고액, 청구금액, 전세금 or 임차보증금 in won. */
  amountKrw: number | null;
  cancelled: boolean;
  /** For a right on one co-owner's share (`N번<name>지분가압류`) or its transfer (`…지분전부이전`): that co-owner. */
  share: string | null;
  /** Ranks of the amendments in force that changed this entry (`1-1`, `1-2`), in print order. */
  amendedBy: string[];
  /** The entry's lines as read, joined by spaces. */
  text: string;
}

/** A current owner and their share (`3분의 2`, reduced); null for a sole owner or a share not read. */
export interface OwnerShare {
  name: string;
  share: string | null;
}

export type FindingCode =
  | 'SEIZURE_PRESENT'
  | 'PROVISIONAL_SEIZURE_PRESENT'
  | 'AUCTION_STARTED'
  | 'PROVISIONAL_REGISTRATION_PRESENT'
  | 'PROVISIONAL_DISPOSITION_PRESENT'
  | 'TRUST_REGISTERED'
  | 'LEASE_REGISTRATION_PRESENT'
  | 'MORTGAGE_PRESENT'
  | 'SECURED_DEBT_HIGH'
  | 'RECENT_OWNERSHIP_TRANSFER'
  | 'CO_OWNED'
  | 'AMOUNT_UNREAD'
  | 'ENTRY_UNREAD'
  | 'TENANCY_REGISTERED'
  | 'NO_RISK_FOUND';

export interface RegistryFinding {
  severity: RiskLevel;
  code: FindingCode;
  /** One sentence for the tenant, in Korean. */
  message: string;
}

/** What {@link parseRegistryCertificate} reads from a certificate. */
export interface ParsedCertificate {
  /** Every entry of 갑구 then 을구, cancelled ones and cancellation entries included. */
  rights: RegistryRight[];
  /** Names of {@link ownerShares}, in order of acquisition. */
  owners: string[];
  /**
   * Every current holder with their share: the holders of the ownership entry in force (the one
   * with the latest 접수 date; the trustee under a trust), changed by later partial transfers.
   */
  ownerShares: OwnerShare[];
  /** 접수 date of the latest ownership entry in force. */
  ownedSince: string | null;
  /** Sum of the 채권최고액 in force (after amendments) over mortgages not cancelled; unread ones add nothing. */
  securedDebtKrw: number;
  /**
   * Rows whose first line OCR lost whole, known by the 접수 number left of them (ENTRY_UNREAD): what they
   * registered is not read, so nothing above counts them.
   */
  lostRows: Array<{ section: RegistrySection; afterRank: string | null; count: number }>;
}

/** The result of `analyzeRegistryText`: the contract's `RegistryAnalysis` without id and time. */
export interface RegistryAnalysisResult {
  riskLevel: RiskLevel;
  owners: string[];
  ownerShares: OwnerShare[];
  rights: RegistryRight[];
  securedDebtKrw: number;
  findings: RegistryFinding[];
  /** Parser and rules version, e.g. `registry-parser-v31+rules-v3`. */
  model: string;
}
