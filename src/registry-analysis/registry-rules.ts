import type {
  FindingCode,
  ParsedCertificate,
  RegistryFinding,
  RegistryRight,
  RightKind,
  RiskLevel,
} from './registry-analysis.types';
import { readDateAfter } from './registry-fields.reader';
import { FINDING_MESSAGES } from './registry-finding.messages';

/** The version of this rule table; part of every analysis's `model`. */
export const RULES_VERSION = 'rules-v3';

/** Options of the rules. Every field is optional; the defaults are SPEC §4.5. */
export interface RegistryRulesConfig {
  /**
   * Severity of each finding; `IGNORE` drops it. Default {@link DEFAULT_SEVERITIES}: DANGER for a
   * seizure, provisional seizure, auction (경매 or 공매공고), provisional registration, provisional
   * disposition, trust and high secured debt; CAUTION for a lease registration, a 주택임차권 by
   * court order (TENANCY_REGISTERED), mortgages, a recent transfer, a home with more than one
   * owner (CO_OWNED: the lease needs the owners of more than half the shares, 민법 제265조) and
   * a right in force whose amount could not be read (AMOUNT_UNREAD: it counts as unknown, not 0).
   */
  severities?: Partial<Record<FindingCode, RiskLevel | 'IGNORE'>>;
  /** Deposit + secured debt above this share of the market price is SECURED_DEBT_HIGH. Default: 0.7. */
  securedDebtRatio?: number;
  /** An ownership registered within this many calendar months before the analysis is recent. Default: 3. */
  recentTransferMonths?: number;
}

/** What the rules know about the nest, besides the certificate. */
export interface RuleContext {
  /** The lease's deposit; SECURED_DEBT_HIGH is judged only when both amounts are given. */
  depositKrw: number | null;
  marketPriceKrw: number | null;
  analyzedAt: Date;
}

export const DEFAULT_SEVERITIES: Readonly<Record<FindingCode, RiskLevel>> = {
  SEIZURE_PRESENT: 'DANGER',
  PROVISIONAL_SEIZURE_PRESENT: 'DANGER',
  AUCTION_STARTED: 'DANGER',
  PROVISIONAL_REGISTRATION_PRESENT: 'DANGER',
  PROVISIONAL_DISPOSITION_PRESENT: 'DANGER',
  TRUST_REGISTERED: 'DANGER',
  SECURED_DEBT_HIGH: 'DANGER',
  LEASE_REGISTRATION_PRESENT: 'CAUTION',
  MORTGAGE_PRESENT: 'CAUTION',
  RECENT_OWNERSHIP_TRANSFER: 'CAUTION',
  TENANCY_REGISTERED: 'CAUTION',
  CO_OWNED: 'CAUTION',
  AMOUNT_UNREAD: 'CAUTION',
  ENTRY_UNREAD: 'CAUTION',
  NO_RISK_FOUND: 'SAFE',
};

/** Rights that are a finding by being in force at all, and the holder-naming sentence each gets. */
type HolderFindingCode =
  | 'SEIZURE_PRESENT'
  | 'PROVISIONAL_SEIZURE_PRESENT'
  | 'PROVISIONAL_REGISTRATION_PRESENT'
  | 'PROVISIONAL_DISPOSITION_PRESENT'
  | 'TRUST_REGISTERED';

const RIGHT_FINDINGS: ReadonlyArray<[Exclude<RightKind, 'OTHER'>, HolderFindingCode]> = [
  ['SEIZURE', 'SEIZURE_PRESENT'],
  ['PROVISIONAL_SEIZURE', 'PROVISIONAL_SEIZURE_PRESENT'],
  ['PROVISIONAL_REGISTRATION', 'PROVISIONAL_REGISTRATION_PRESENT'],
  ['PROVISIONAL_DISPOSITION', 'PROVISIONAL_DISPOSITION_PRESENT'],
  ['TRUST', 'TRUST_REGISTERED'],
];

/** Kinds whose amount matters to the tenant; one in force that was not read is AMOUNT_UNREAD. */
const KINDS_WITH_AMOUNT: ReadonlySet<RightKind> = new Set([
  'MORTGAGE',
  'JEONSE_RIGHT',
  'LEASE_REGISTRATION',
  'PROVISIONAL_SEIZURE',
]);
/** `주택임차권` and its cause `…의 임차권등기명령(2024카임1234)`, spaces removed. */
const TENANCY_ORDER = /주택임차권|임차권등기명령/;
const PUBLIC_SALE = /공매/;

type RaisedFinding = { code: FindingCode; message: string };

const LEVELS: readonly RiskLevel[] = ['SAFE', 'CAUTION', 'DANGER'];

/** Applies the rule table to a parsed certificate: its findings, worst first, and the overall risk. */
export function evaluateRules(
  parsed: ParsedCertificate,
  context: RuleContext,
  config: RegistryRulesConfig = {},
): { findings: RegistryFinding[]; riskLevel: RiskLevel } {
  const severities = { ...DEFAULT_SEVERITIES, ...config.severities };
  const inForce = parsed.rights.filter((right) => !right.cancelled);
  const raised: RaisedFinding[] = [];
  raised.push(...auctionFindings(inForce));
  for (const [kind, code] of RIGHT_FINDINGS) {
    const rights = inForce.filter((right) => right.kind === kind);
    if (rights.length > 0) raised.push({ code, message: FINDING_MESSAGES[code](rights) });
  }
  raised.push(...leaseFindings(inForce));
  raised.push(...mortgageFindings(parsed, inForce, context, config.securedDebtRatio ?? 0.7));
  const months = config.recentTransferMonths ?? 3;
  if (parsed.ownedSince && isRecent(parsed.ownedSince, context.analyzedAt, months)) {
    raised.push({
      code: 'RECENT_OWNERSHIP_TRANSFER',
      message: FINDING_MESSAGES.RECENT_OWNERSHIP_TRANSFER(parsed.ownedSince, months),
    });
  }
  if (parsed.ownerShares.length > 1)
    raised.push({ code: 'CO_OWNED', message: FINDING_MESSAGES.CO_OWNED(parsed.ownerShares) });
  const unread = inForce.filter((right) => KINDS_WITH_AMOUNT.has(right.kind) && right.amountKrw === null);
  if (unread.length > 0) raised.push({ code: 'AMOUNT_UNREAD', message: FINDING_MESSAGES.AMOUNT_UNREAD(unread) });
  if (parsed.lostRows.length > 0)
    raised.push({ code: 'ENTRY_UNREAD', message: FINDING_MESSAGES.ENTRY_UNREAD(parsed.lostRows) });
  const findings = raised.flatMap(({ code, message }) => {
    const severity = severities[code];
    return severity === 'IGNORE' ? [] : [{ severity, code, message }];
  });
  if (findings.length === 0)
    findings.push({ severity: 'SAFE', code: 'NO_RISK_FOUND', message: FINDING_MESSAGES.NO_RISK_FOUND() });
  findings.sort((a, b) => LEVELS.indexOf(b.severity) - LEVELS.indexOf(a.severity));
  return { findings, riskLevel: findings[0]?.severity ?? 'SAFE' };
}

/** A 공매공고 is an AUCTION too; the sentence says which sale started. */
function auctionFindings(inForce: RegistryRight[]): RaisedFinding[] {
  const auctions = inForce.filter((right) => right.kind === 'AUCTION');
  if (auctions.length === 0) return [];
  const publicSale = auctions.every((right) => PUBLIC_SALE.test(right.text.replace(/\s+/g, '')));
  return [{ code: 'AUCTION_STARTED', message: FINDING_MESSAGES.AUCTION_STARTED(auctions, publicSale) }];
}

/**
 * A 주택임차권 registered by court order (임차권등기명령) says a past tenant left unpaid: it
 * names the deposit and since when that tenant held the home. Any other lease registration
 * (임차권설정, agreed with the owner) keeps the plain finding.
 */
function leaseFindings(inForce: RegistryRight[]): RaisedFinding[] {
  const leases = inForce.filter((right) => right.kind === 'LEASE_REGISTRATION');
  const ordered = leases.find((right) => TENANCY_ORDER.test(right.text.replace(/\s+/g, '')));
  if (ordered) {
    const occupiedSince = readDateAfter(ordered.text, '점유개시일자');
    return [
      { code: 'TENANCY_REGISTERED', message: FINDING_MESSAGES.TENANCY_REGISTERED(ordered.amountKrw, occupiedSince) },
    ];
  }
  const [lease] = leases;
  return lease
    ? [{ code: 'LEASE_REGISTRATION_PRESENT', message: FINDING_MESSAGES.LEASE_REGISTRATION_PRESENT(lease.amountKrw) }]
    : [];
}

function mortgageFindings(
  parsed: ParsedCertificate,
  inForce: RegistryRight[],
  context: RuleContext,
  ratio: number,
): RaisedFinding[] {
  const mortgages = inForce.filter((right) => right.kind === 'MORTGAGE');
  if (mortgages.length === 0) return [];
  const onShares = mortgages.filter((right) => right.share !== null);
  const unread = mortgages.filter((right) => right.amountKrw === null).length;
  const found: RaisedFinding[] = [
    {
      code: 'MORTGAGE_PRESENT',
      message: FINDING_MESSAGES.MORTGAGE_PRESENT(mortgages.length, parsed.securedDebtKrw, onShares, unread),
    },
  ];
  const { depositKrw, marketPriceKrw } = context;
  if (
    depositKrw !== null &&
    marketPriceKrw !== null &&
    marketPriceKrw > 0 &&
    depositKrw + parsed.securedDebtKrw > ratio * marketPriceKrw
  ) {
    found.push({
      code: 'SECURED_DEBT_HIGH',
      message: FINDING_MESSAGES.SECURED_DEBT_HIGH(depositKrw, parsed.securedDebtKrw, marketPriceKrw, ratio),
    });
  }
  return found;
}

/** True when `since` (ISO date) lies within `months` calendar months before the analysis day in Korea. */
export function isRecent(since: string, analyzedAt: Date, months: number): boolean {
  const today = new Date(analyzedAt.getTime() + 9 * 3_600_000);
  const threshold = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(threshold.getUTCFullYear(), threshold.getUTCMonth() + 1, 0)).getUTCDate();
  threshold.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return since >= threshold.toISOString().slice(0, 10) && since <= today.toISOString().slice(0, 10);
}
