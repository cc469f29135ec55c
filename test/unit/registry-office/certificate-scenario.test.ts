import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kstDate } from '../../../simulator/certificate-dates';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { parseScenarioHints } from '../../../simulator/certificate-scenario';
import { rightsInForce, type RightKind } from '../../../simulator/certificate.model';

const issuedAt = new Date('2026-11-29T01:12:00Z');
const ADDRESS = '서울특별시 강남구 테헤란로 301, 105동 804호';

function kindsInForce(tags: string): RightKind[] {
  const truth = generateCertificate(`${ADDRESS} ${tags}`, { issuedAt });
  return [...new Set(rightsInForce(truth).map((right) => right.kind))].filter((kind) => kind !== 'OWNERSHIP').sort();
}

describe('parseScenarioHints', () => {
  it('splits trailing tags off the address, keeping their order and values', () => {
    const parsed = parseScenarioHints(`  ${ADDRESS}  [근저당 240,000,000] [압류][스캔잡음] `);
    assert.equal(parsed.baseAddress, ADDRESS);
    assert.deepEqual(parsed.tags, ['근저당 240,000,000', '압류', '스캔잡음']);
    assert.equal(parsed.format, 'scanned-noisy');
    assert.deepEqual(parsed.plan?.mortgages, [{ amountKrw: 240_000_000, cancelled: false }]);
  });

  it('leaves the plan to the PRNG when there is no rights tag', () => {
    assert.equal(parseScenarioHints(ADDRESS).plan, null);
    const scan = parseScenarioHints(`${ADDRESS} [스캔]`);
    assert.equal(scan.plan, null);
    assert.equal(scan.format, 'scanned');
  });

  it('rejects unknown tags and malformed values', () => {
    assert.throws(() => parseScenarioHints(`${ADDRESS} [근저당권]`), /unknown scenario tag/);
    assert.throws(() => parseScenarioHints(`${ADDRESS} [근저당 2억]`), /whole number/);
  });

  it('adds a mortgage for an auction when none is tagged', () => {
    const plan = parseScenarioHints(`${ADDRESS} [경매]`).plan;
    assert.equal(plan?.auction, true);
    assert.equal(plan?.mortgages.filter((mortgage) => !mortgage.cancelled).length, 1);
  });
});

describe('scenario tags force the certificate', () => {
  it('[깨끗] leaves nothing in force and no history', () => {
    const truth = generateCertificate(`${ADDRESS} [깨끗]`, { issuedAt });
    assert.deepEqual(kindsInForce('[깨끗]'), []);
    assert.equal(truth.eulgu.length, 0);
    assert.ok(truth.gapgu.every((entry) => entry.kind === 'OWNERSHIP' || entry.kind === 'OTHER'));
  });

  it('each rights tag gives exactly that right in force', () => {
    const cases: Array<[string, RightKind[]]> = [
      ['[근저당]', ['MORTGAGE']],
      ['[압류]', ['SEIZURE']],
      ['[가압류 50000000]', ['PROVISIONAL_SEIZURE']],
      ['[경매]', ['AUCTION', 'MORTGAGE']],
      ['[신탁]', ['TRUST']],
      ['[가등기]', ['PROVISIONAL_REGISTRATION']],
      ['[가처분]', ['PROVISIONAL_DISPOSITION']],
      ['[임차권]', ['LEASE_REGISTRATION']],
      ['[전세권]', ['JEONSE_RIGHT']],
      ['[압류말소] [가압류말소] [근저당말소]', []],
    ];
    for (const [tags, kinds] of cases) assert.deepEqual(kindsInForce(tags), kinds, tags);
  });

  it('uses tagged amounts', () => {
    const truth = generateCertificate(`${ADDRESS} [가압류 50000000] [전세권 300000000] [근저당 240000000]`, {
      issuedAt,
    });
    const amount = (kind: RightKind): number | null =>
      truth.rights.find((right) => right.kind === kind)?.amountKrw ?? null;
    assert.equal(amount('PROVISIONAL_SEIZURE'), 50_000_000);
    assert.equal(amount('JEONSE_RIGHT'), 300_000_000);
    assert.equal(truth.securedDebtKrw, 240_000_000);
  });

  it('[최근이전] puts the last transfer within 3 months, otherwise it is older', () => {
    const days = (tags: string): number => {
      const truth = generateCertificate(`${ADDRESS} ${tags}`, { issuedAt });
      return (Date.parse(kstDate(issuedAt)) - Date.parse(truth.ownedSince)) / 86_400_000;
    };
    assert.ok(days('[최근이전]') <= 90);
    assert.ok(days('[깨끗]') > 90);
  });

  it('[신탁] makes the trust company the owner, [공유] gives two co-owners', () => {
    const trust = generateCertificate(`${ADDRESS} [신탁]`, { issuedAt });
    assert.match(trust.currentOwners[0] ?? '', /신탁/);
    const shared = generateCertificate(`${ADDRESS} [공유]`, { issuedAt });
    assert.equal(shared.currentOwners.length, 2);
  });

  it('[이력 N] adds N cancelled mortgages', () => {
    const truth = generateCertificate(`${ADDRESS} [이력 5]`, { issuedAt });
    assert.equal(truth.rights.filter((right) => right.kind === 'MORTGAGE' && right.cancelled).length, 5);
    assert.equal(truth.securedDebtKrw, 0);
  });
});
