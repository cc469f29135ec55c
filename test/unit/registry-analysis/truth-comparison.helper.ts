import type { CertificateTruth } from '../../../simulator/certificate.model';
import type { ParsedCertificate, RegistryRight } from '../../../src/registry-analysis/registry-analysis.types';

/** How a parse compares with what the simulator put into the certificate. */
export interface TruthComparison {
  rightsInTruth: number;
  /** Truth rights found with the same section, rank and kind. */
  rightsFound: number;
  amountsRight: number;
  cancellationsRight: number;
  /** Found rights whose holders (after any 이전) are the truth's. */
  holdersRight: number;
  /** Found rights whose share (the co-owner a right sits on) and 부기 ranks in force are the truth's. */
  amendmentsAndSharesRight: number;
  /** Found rights right in everything compared: amount, cancellation, share and amendments. */
  rightsExact: number;
  /** Rights read that the truth does not have (kind other than OTHER). */
  extraRights: number;
  ownersRight: boolean;
  /** Every owner in force with the share the truth gives. */
  ownerSharesRight: boolean;
  securedDebtRight: boolean;
  /** One line per difference, for assertion messages. */
  problems: string[];
}

/** The comparison reads the rights, the owners and the secured debt, not where rows were lost. */
export function compareWithTruth(
  parsed: Omit<ParsedCertificate, 'lostRows'>,
  truth: CertificateTruth,
): TruthComparison {
  const problems: string[] = [];
  const used = new Set<RegistryRight>();
  let rightsFound = 0,
    amountsRight = 0,
    cancellationsRight = 0,
    holdersRight = 0,
    amendmentsAndSharesRight = 0,
    rightsExact = 0;
  for (const expected of truth.rights) {
    const found = parsed.rights.find(
      (right) =>
        !used.has(right) &&
        right.section === expected.section &&
        right.rank === expected.rank &&
        right.kind === expected.kind,
    );
    const label = `${expected.section} ${expected.rank} ${expected.kind}`;
    if (!found) {
      problems.push(`${label}: not found`);
      continue;
    }
    used.add(found);
    rightsFound += 1;
    if (found.amountKrw === expected.amountKrw) amountsRight += 1;
    else problems.push(`${label}: amount ${found.amountKrw} ≠ ${expected.amountKrw}`);
    if (found.cancelled === expected.cancelled) cancellationsRight += 1;
    else problems.push(`${label}: cancelled ${found.cancelled} ≠ ${expected.cancelled}`);
    const holders = holderNamesOf(expected, truth).join(', ') || null;
    if (found.holder === holders) holdersRight += 1;
    const shareAndAmendments =
      found.share === expected.share && found.amendedBy.join(',') === expected.amendedByRanks.join(',');
    if (shareAndAmendments) amendmentsAndSharesRight += 1;
    else
      problems.push(
        `${label}: share ${found.share} / amended by [${found.amendedBy.join(',')}] ≠ ${expected.share} / [${expected.amendedByRanks.join(',')}]`,
      );
    if (found.amountKrw === expected.amountKrw && found.cancelled === expected.cancelled && shareAndAmendments)
      rightsExact += 1;
  }
  const extras = parsed.rights.filter((right) => right.kind !== 'OTHER' && !used.has(right));
  for (const extra of extras) problems.push(`extra ${extra.section} ${extra.rank} ${extra.kind}`);
  const ownersRight = [...parsed.owners].sort().join('|') === [...truth.currentOwners].sort().join('|');
  if (!ownersRight) problems.push(`owners ${parsed.owners.join(',')} ≠ ${truth.currentOwners.join(',')}`);
  const shareText = (shares: ReadonlyArray<{ name: string; share: string | null }>) =>
    shares
      .map((o) => `${o.name}:${o.share ?? '-'}`)
      .sort()
      .join('|');
  const ownerSharesRight = shareText(parsed.ownerShares) === shareText(truth.currentOwnerShares);
  if (ownersRight && !ownerSharesRight)
    problems.push(`owner shares ${shareText(parsed.ownerShares)} ≠ ${shareText(truth.currentOwnerShares)}`);
  const securedDebtRight = parsed.securedDebtKrw === truth.securedDebtKrw;
  if (!securedDebtRight) problems.push(`secured debt ${parsed.securedDebtKrw} ≠ ${truth.securedDebtKrw}`);
  return {
    rightsInTruth: truth.rights.length,
    rightsFound,
    amountsRight,
    cancellationsRight,
    holdersRight,
    amendmentsAndSharesRight,
    rightsExact,
    extraRights: extras.length,
    ownersRight,
    ownerSharesRight,
    securedDebtRight,
    problems,
  };
}

/**
 * A 신탁 row prints no holder: it is registered with the 소유권이전 to the trustee in the same rank,
 * whose holder the parser gives it (the finding names the trust company).
 */
function holderNamesOf(right: CertificateTruth['rights'][number], truth: CertificateTruth): string[] {
  if (right.kind !== 'TRUST' || right.holderNames.length > 0) return right.holderNames;
  const transfer = truth.rights.find(
    (other) => other.kind === 'OWNERSHIP' && other.section === right.section && other.rank === right.rank,
  );
  return transfer?.holderNames ?? [];
}

/**
 * The certificate as the simulator wrote it, in the parser's shape, so the rules can be applied to
 * the truth itself: the risk level a perfect parse would get.
 */
export function truthAsParsed(truth: CertificateTruth): ParsedCertificate {
  const rights: RegistryRight[] = truth.rights.map((right) => ({
    kind: right.kind,
    section: right.section,
    rank: right.rank,
    registeredOn: right.receivedOn,
    holder: right.holderNames.join(', ') || null,
    amountKrw: right.amountKrw,
    cancelled: right.cancelled,
    text: right.purpose,
    share: right.share,
    amendedBy: right.amendedByRanks,
  }));
  return {
    rights,
    owners: truth.currentOwners,
    ownerShares: truth.currentOwnerShares,
    ownedSince: truth.ownedSince,
    securedDebtKrw: truth.securedDebtKrw,
    lostRows: [],
  };
}

/**
 * The differences between an analysis and the truth, one line each: what most tests assert is
 * empty. An analysis carries no `ownedSince` (the comparison does not look at it).
 */
export function problemsAgainstTruth(
  analysis: Omit<ParsedCertificate, 'ownedSince' | 'lostRows'>,
  truth: CertificateTruth,
): string[] {
  return compareWithTruth({ ...analysis, ownedSince: null }, truth).problems;
}
