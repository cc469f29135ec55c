/**
 * Terminology (SPEC §4.5):
 * - certificate: a registry certificate (등기사항전부증명서) as text, from its PDF text layer or OCR.
 * - section: 표제부 (the property), 갑구 (ownership and what restricts it), 을구 (other rights).
 * - entry: one numbered row of 갑구 or 을구; its rank (순위번호) is `2` or `2-1` for a change of 2.
 * - right: an entry with its meaning for a tenant ({@link RightKind}); cancellation (말소) and change
 *   entries are read too, as OTHER.
 * - cancelled: a later entry `N번…등기말소` removed entry N; it stays printed but is not in force.
 * - finding: one thing the tenant should know, with a severity and a Korean sentence.
 */

/** What an entry means for a tenant (the contract's RegistryRightKind; GraphQL's enum is built from it). */
export const RIGHT_KINDS = [
  'OWNERSHIP', 'MORTGAGE', 'SEIZURE', 'PROVISIONAL_SEIZURE', 'AUCTION', 'PROVISIONAL_REGISTRATION',
  'PROVISIONAL_DISPOSITION', 'TRUST', 'JEONSE_RIGHT', 'LEASE_REGISTRATION', 'OTHER',
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
  /** The entry's lines as read, joined by spaces. */
  text: string;
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
  /** Holders of the ownership entry in force (the trustee under a trust; co-owners). */
  owners: string[];
  /** 접수 date of the ownership entry in force. */
  ownedSince: string | null;
  /** Sum of 채권최고액 over mortgages not cancelled. */
  securedDebtKrw: number;
}

/** The result of `analyzeRegistryText`: the contract's `RegistryAnalysis` without id and time. */
export interface RegistryAnalysisResult {
  riskLevel: RiskLevel;
  owners: string[];
  rights: RegistryRight[];
  securedDebtKrw: number;
  findings: RegistryFinding[];
  /** Parser and rules version, e.g. `registry-parser-v1+rules-v1`. */
  model: string;
}
