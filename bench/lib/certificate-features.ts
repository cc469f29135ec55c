import type { CertificateTruth, RegistryEntry } from '../../simulator/certificate.model';

/**
 * The features of real certificates a certificate carries, read from what the simulator wrote (not
 * from the address's tags, so random certificates are grouped too). A certificate may carry several;
 * one with none of them is `plain`.
 */
export const CERTIFICATE_FEATURES = [
  'amendment',
  'co-ownership',
  'provisional-registration',
  'tenancy-registered',
  'seizure-or-sale',
  'list-cancellation',
  'current-form',
  'plain',
] as const;
export type CertificateFeature = (typeof CERTIFICATE_FEATURES)[number];

/** 부기 entries that change a right (`2번근저당권변경`, `…이전`, `1-1번부기등기말소`); not 등기명의인표시변경. */
const AMENDMENT = /^\d{1,3}(-\d{1,2})?번(근저당권|전세권)(변경|이전)$|부기등기말소$/;

export function featuresOf(truth: CertificateTruth): CertificateFeature[] {
  const entries: RegistryEntry[] = [...truth.gapgu, ...truth.eulgu];
  const features: CertificateFeature[] = [];
  if (entries.some((entry) => AMENDMENT.test(entry.purpose))) features.push('amendment');
  if (
    truth.currentOwnerShares.length > 1 ||
    truth.rights.some((right) => right.share !== null) ||
    entries.some((entry) => entry.purpose.includes('지분'))
  ) {
    features.push('co-ownership');
  }
  if (truth.rights.some((right) => right.kind === 'PROVISIONAL_REGISTRATION'))
    features.push('provisional-registration');
  if (truth.rights.some((right) => right.purpose === '주택임차권')) features.push('tenancy-registered');
  if (truth.rights.some((right) => right.kind === 'SEIZURE' || right.kind === 'AUCTION'))
    features.push('seizure-or-sale');
  if (entries.some((entry) => entry.purpose.includes(', ') && entry.purpose.endsWith('등기말소')))
    features.push('list-cancellation');
  if (truth.form === 'current') features.push('current-form');
  return features.length > 0 ? features : ['plain'];
}

/** What at least a third of the random mix carries: an amendment, a co-ownership or a 가등기. */
export function carriesKeyFeature(features: readonly CertificateFeature[]): boolean {
  return features.some(
    (feature) => feature === 'amendment' || feature === 'co-ownership' || feature === 'provisional-registration',
  );
}
