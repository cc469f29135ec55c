import type { CertificateTruth } from '../../../src/registry-office/certificate.model';
import type { ParsedCertificate, RegistryRight } from '../../../src/registry-analysis/registry-analysis.types';

/** How a parse compares with what the simulator put into the certificate. */
export interface TruthComparison {
  rightsInTruth: number;
  /** Truth rights found with the same section, rank and kind. */
  rightsFound: number;
  amountsRight: number;
  cancellationsRight: number;
  /** Rights read that the truth does not have (kind other than OTHER). */
  extraRights: number;
  ownersRight: boolean;
  securedDebtRight: boolean;
  /** One line per difference, for assertion messages. */
  problems: string[];
}

export function compareWithTruth(parsed: ParsedCertificate, truth: CertificateTruth): TruthComparison {
  const problems: string[] = [];
  const used = new Set<RegistryRight>();
  let rightsFound = 0, amountsRight = 0, cancellationsRight = 0;
  for (const expected of truth.rights) {
    const found = parsed.rights.find((right) => !used.has(right) && right.section === expected.section && right.rank === expected.rank && right.kind === expected.kind);
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
  }
  const extras = parsed.rights.filter((right) => right.kind !== 'OTHER' && !used.has(right));
  for (const extra of extras) problems.push(`extra ${extra.section} ${extra.rank} ${extra.kind}`);
  const ownersRight = [...parsed.owners].sort().join('|') === [...truth.currentOwners].sort().join('|');
  if (!ownersRight) problems.push(`owners ${parsed.owners.join(',')} ≠ ${truth.currentOwners.join(',')}`);
  const securedDebtRight = parsed.securedDebtKrw === truth.securedDebtKrw;
  if (!securedDebtRight) problems.push(`secured debt ${parsed.securedDebtKrw} ≠ ${truth.securedDebtKrw}`);
  return {
    rightsInTruth: truth.rights.length, rightsFound, amountsRight, cancellationsRight,
    extraRights: extras.length, ownersRight, securedDebtRight, problems,
  };
}

/**
 * The certificate as the simulator wrote it, in the parser's shape, so the rules can be applied to
 * the truth itself: the risk level a perfect parse would get.
 */
export function truthAsParsed(truth: CertificateTruth): ParsedCertificate {
  const rights: RegistryRight[] = truth.rights.map((right) => ({
    kind: right.kind, section: right.section, rank: right.rank, registeredOn: right.receivedOn,
    holder: right.holderNames.join(', ') || null, amountKrw: right.amountKrw, cancelled: right.cancelled, text: right.purpose,
  }));
  return { rights, owners: truth.currentOwners, ownedSince: truth.ownedSince, securedDebtKrw: truth.securedDebtKrw };
}
