import type { ClauseReading } from './clause-reading';
import { BENIGN_TERM_RULES } from './benign-terms.rules';
import { COST_TIMING_RULES } from './costs-and-timing.rules';
import { DEPOSIT_TENURE_RULES } from './deposit-and-tenure.rules';
import { HOUSEHOLD_TERM_RULES, NO_SUCH_TERM } from './household-terms.rules';
import { LANDLORD_DUTY_RULES } from './landlord-duties.rules';
import { LEASE_PROTECTION_RULES } from './lease-principles.rules';
import { RENEWAL_FIXTURE_RULES } from './renewal-and-fixtures.rules';
import { TENANT_REMEDY_RULES } from './tenant-remedies.rules';
import type { PrincipleRule } from './principle-rule.types';

/** Every rule that recognises a departure from lease law, in the order ties are explained. */
export const RISK_RULES: readonly PrincipleRule[] = [
  ...LEASE_PROTECTION_RULES,
  ...DEPOSIT_TENURE_RULES,
  ...LANDLORD_DUTY_RULES,
  ...COST_TIMING_RULES,
  ...RENEWAL_FIXTURE_RULES,
];

/** Every rule that recognises a standard or tenant-favourable term. */
export const SAFE_RULES: readonly PrincipleRule[] = [
  ...TENANT_REMEDY_RULES,
  ...BENIGN_TERM_RULES,
  ...HOUSEHOLD_TERM_RULES,
];

/** Rules too general to name the article a clause rests on; they count as weaker evidence. */
export const GENERIC_BENIGN_RULES: ReadonlySet<string> = new Set(['landlord-duty', 'tenant-permitted']);

/**
 * Terms read on the whole clause (계약금 해제, 대출 불가 시 해제, 중도 퇴거 통지 …): their parts,
 * read alone, look like a cost or a waiver (계약금을 포기, 중개보수 부담) that the whole makes ordinary.
 */
export const WHOLE_CLAUSE_BENIGN_RULES: ReadonlySet<string> = new Set([
  'earnest-money-doubled',
  'financing-contingency',
  'early-exit-notice',
  'termination-by-agreement',
  'deposit-return-unconditional',
  'law-restated',
  'grace-for-rent',
  'late-interest-at-law',
  // Ordinary wear left out bounds every restoration the clause asks for.
  'ordinary-wear-excluded',
  // The fund the tenant paid is the burden the refund answers.
  'repair-fund-refunded',
  // Actual, shown amounts only bound every deduction the clause makes.
  'deductions-actual-only',
]);

/** The principles a clause reading meets. */
export interface PrincipleFindings {
  /** Departures from the law, DANGER before CAUTION. */
  risks: PrincipleRule[];
  /** Standard or tenant-favourable terms, specific before generic. */
  benign: PrincipleRule[];
}

/**
 * A clause that says it holds no term restricting a right ("우선변제권을 제한하는 어떠한 약정도 두지
 * 않는다") names the danger only to exclude it: the words of a restriction inside it restrict nothing.
 * Only when no other predicate binds the tenant to a ban, a waiver, a cost or a wait.
 */
function heldNoSuchTerm(reading: ClauseReading): boolean {
  const declaring = reading.segments.filter((s) => NO_SUCH_TERM.test(s.text));
  return (
    declaring.length > 0 &&
    reading.segments.every(
      (s) =>
        declaring.includes(s) ||
        !(
          s.bound !== 'LANDLORD' &&
          (s.acts.has('prohibit') ||
            s.acts.has('waive') ||
            s.acts.has('delay') ||
            (s.acts.has('bear') && !/손해배상|배상/u.test(s.text)))
        ),
    )
  );
}

/** Applies every rule to a reading. */
export function findPrinciples(reading: ClauseReading): PrincipleFindings {
  const risks = heldNoSuchTerm(reading)
    ? []
    : RISK_RULES.filter((rule) => rule.applies(reading)).sort(
        (a, b) => Number(b.severity === 'DANGER') - Number(a.severity === 'DANGER'),
      );
  const benign = SAFE_RULES.filter((rule) => rule.applies(reading)).sort(
    (a, b) => Number(GENERIC_BENIGN_RULES.has(a.id)) - Number(GENERIC_BENIGN_RULES.has(b.id)),
  );
  return { risks, benign };
}
