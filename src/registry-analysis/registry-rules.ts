import type { FindingCode, ParsedCertificate, RegistryFinding, RegistryRight, RightKind, RiskLevel } from './registry-analysis.types';
import { FINDING_MESSAGES } from './registry-finding.messages';

/** The version of this rule table; part of every analysis's `model`. */
export const RULES_VERSION = 'rules-v1';

/** Options of the rules. Every field is optional; the defaults are SPEC §4.5. */
export interface RegistryRulesConfig {
  /**
   * Severity of each finding; `IGNORE` drops it. Default {@link DEFAULT_SEVERITIES}: DANGER for a
   * seizure, provisional seizure, auction, provisional registration, provisional disposition,
   * trust and high secured debt; CAUTION for a lease registration, mortgages and a recent transfer.
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
  NO_RISK_FOUND: 'SAFE',
};

/** Rights that are a finding by being in force at all, and the holder-naming sentence each gets. */
type HolderFindingCode = 'AUCTION_STARTED' | 'SEIZURE_PRESENT' | 'PROVISIONAL_SEIZURE_PRESENT' | 'PROVISIONAL_REGISTRATION_PRESENT'
  | 'PROVISIONAL_DISPOSITION_PRESENT' | 'TRUST_REGISTERED';

const RIGHT_FINDINGS: ReadonlyArray<[Exclude<RightKind, 'OTHER'>, HolderFindingCode]> = [
  ['AUCTION', 'AUCTION_STARTED'],
  ['SEIZURE', 'SEIZURE_PRESENT'],
  ['PROVISIONAL_SEIZURE', 'PROVISIONAL_SEIZURE_PRESENT'],
  ['PROVISIONAL_REGISTRATION', 'PROVISIONAL_REGISTRATION_PRESENT'],
  ['PROVISIONAL_DISPOSITION', 'PROVISIONAL_DISPOSITION_PRESENT'],
  ['TRUST', 'TRUST_REGISTERED'],
];

const LEVELS: readonly RiskLevel[] = ['SAFE', 'CAUTION', 'DANGER'];

/** Applies the rule table to a parsed certificate: its findings, worst first, and the overall risk. */
export function evaluateRules(parsed: ParsedCertificate, context: RuleContext, config: RegistryRulesConfig = {}): { findings: RegistryFinding[]; riskLevel: RiskLevel } {
  const severities = { ...DEFAULT_SEVERITIES, ...config.severities };
  const inForce = parsed.rights.filter((right) => !right.cancelled);
  const raised: Array<{ code: FindingCode; message: string }> = [];
  for (const [kind, code] of RIGHT_FINDINGS) {
    const rights = inForce.filter((right) => right.kind === kind);
    if (rights.length > 0) raised.push({ code, message: FINDING_MESSAGES[code](holdersOf(rights)) });
  }
  const lease = inForce.find((right) => right.kind === 'LEASE_REGISTRATION');
  if (lease) raised.push({ code: 'LEASE_REGISTRATION_PRESENT', message: FINDING_MESSAGES.LEASE_REGISTRATION_PRESENT(lease.amountKrw) });
  raised.push(...mortgageFindings(parsed, inForce, context, config.securedDebtRatio ?? 0.7));
  const months = config.recentTransferMonths ?? 3;
  if (parsed.ownedSince && isRecent(parsed.ownedSince, context.analyzedAt, months)) {
    raised.push({ code: 'RECENT_OWNERSHIP_TRANSFER', message: FINDING_MESSAGES.RECENT_OWNERSHIP_TRANSFER(parsed.ownedSince, months) });
  }
  const findings = raised.flatMap(({ code, message }) => {
    const severity = severities[code];
    return severity === 'IGNORE' ? [] : [{ severity, code, message }];
  });
  if (findings.length === 0) findings.push({ severity: 'SAFE', code: 'NO_RISK_FOUND', message: FINDING_MESSAGES.NO_RISK_FOUND() });
  findings.sort((a, b) => LEVELS.indexOf(b.severity) - LEVELS.indexOf(a.severity));
  return { findings, riskLevel: findings[0]?.severity ?? 'SAFE' };
}

function mortgageFindings(parsed: ParsedCertificate, inForce: RegistryRight[], context: RuleContext, ratio: number): Array<{ code: FindingCode; message: string }> {
  const mortgages = inForce.filter((right) => right.kind === 'MORTGAGE');
  if (mortgages.length === 0) return [];
  const found: Array<{ code: FindingCode; message: string }> = [
    { code: 'MORTGAGE_PRESENT', message: FINDING_MESSAGES.MORTGAGE_PRESENT(mortgages.length, parsed.securedDebtKrw) },
  ];
  const { depositKrw, marketPriceKrw } = context;
  if (depositKrw !== null && marketPriceKrw !== null && marketPriceKrw > 0 && depositKrw + parsed.securedDebtKrw > ratio * marketPriceKrw) {
    found.push({ code: 'SECURED_DEBT_HIGH', message: FINDING_MESSAGES.SECURED_DEBT_HIGH(depositKrw, parsed.securedDebtKrw, marketPriceKrw, ratio) });
  }
  return found;
}

function holdersOf(rights: RegistryRight[]): string[] {
  return [...new Set(rights.flatMap((right) => (right.holder ? [right.holder] : [])))];
}

/** True when `since` (ISO date) lies within `months` calendar months before the analysis day in Korea. */
export function isRecent(since: string, analyzedAt: Date, months: number): boolean {
  const today = new Date(analyzedAt.getTime() + 9 * 3_600_000);
  const threshold = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(threshold.getUTCFullYear(), threshold.getUTCMonth() + 1, 0)).getUTCDate();
  threshold.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return since >= threshold.toISOString().slice(0, 10) && since <= today.toISOString().slice(0, 10);
}
