import { generateCertificate, sampleAddresses } from '../../../simulator/certificate-generator';
import type { CertificateTruth } from '../../../simulator/certificate.model';

/** The moment every test certificate is issued and analysed at. */
export const ISSUED_AT = new Date('2026-11-02T01:30:00Z');

/** Tag sets that together cover every right kind, cancellations, co-owners, trusts and long histories. */
export const TAGGED_SCENARIOS = [
  '[깨끗]',
  '[근저당 240000000]',
  '[근저당 240000000] [근저당 120000000] [근저당말소 360000000]',
  '[가압류 34000000] [가압류말소]',
  '[압류] [압류말소]',
  '[경매]',
  '[신탁]',
  '[가등기]',
  '[가처분]',
  '[임차권 410000000]',
  '[전세권 200000000]',
  '[최근이전]',
  '[공유] [근저당 120000000]',
  '[이력 6] [근저당 480000000]',
  '[근저당 240000000] [근저당말소] [가압류] [압류말소] [신탁] [임차권] [전세권] [가등기] [가처분] [경매] [이력 2]',
];

/** 30 random certificates from the simulator plus the tagged scenarios on other addresses. */
export function testCertificates(): CertificateTruth[] {
  const random = sampleAddresses(30, 404).map((address) => generateCertificate(address, { issuedAt: ISSUED_AT }));
  const tagged = sampleAddresses(TAGGED_SCENARIOS.length, 405).map((address, index) =>
    generateCertificate(`${address} ${TAGGED_SCENARIOS[index]}`, { issuedAt: ISSUED_AT }),
  );
  return [...random, ...tagged];
}

/** Amounts for every other nest, chosen so secured debt decides the risk for some certificates. */
export function nestAmounts(index: number): { depositKrw: number; marketPriceKrw: number } | Record<string, never> {
  return index % 2 === 0 ? { depositKrw: 300_000_000, marketPriceKrw: 600_000_000 } : {};
}
