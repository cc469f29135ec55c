import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kstDate } from '../../../simulator/certificate-dates';
import { generateCertificate, sampleAddresses } from '../../../simulator/certificate-generator';
import { rightsInForce, type CertificateTruth } from '../../../simulator/certificate.model';
import { RIGHT_KINDS } from '../../../src/registry-analysis/registry-analysis.types';

const issuedAt = new Date('2026-11-29T01:12:00Z');
const ADDRESS = '서울특별시 마포구 월드컵로 12, 101동 1203호';
const DAY_MS = 86_400_000;

function daysOwned(truth: CertificateTruth): number {
  return (Date.parse(kstDate(issuedAt)) - Date.parse(truth.ownedSince)) / DAY_MS;
}

describe('generateCertificate', () => {
  it('gives the same certificate for the same address and issue time', () => {
    assert.deepEqual(generateCertificate(ADDRESS, { issuedAt }), generateCertificate(ADDRESS, { issuedAt }));
  });

  it('gives different certificates for different addresses', () => {
    const a = generateCertificate(ADDRESS, { issuedAt });
    const b = generateCertificate(ADDRESS.replace('1203호', '1204호'), { issuedAt });
    assert.notEqual(a.uniqueNumber, b.uniqueNumber);
    assert.notDeepEqual(a.currentOwners, b.currentOwners);
  });

  it('keeps the building and 고유번호 when only scenario tags change', () => {
    const plain = generateCertificate(ADDRESS, { issuedAt });
    const tagged = generateCertificate(`${ADDRESS} [압류]`, { issuedAt });
    assert.equal(tagged.uniqueNumber, plain.uniqueNumber);
    assert.deepEqual(tagged.building, plain.building);
    assert.equal(tagged.address, ADDRESS);
  });

  it('takes 동, 호 and the road address from the address', () => {
    const { building } = generateCertificate(ADDRESS, { issuedAt });
    assert.deepEqual([building.dong, building.ho, building.floor], ['101', '1203', 12]);
    assert.equal(building.roadAddress, '서울특별시 마포구 월드컵로 12');
    assert.match(generateCertificate(ADDRESS, { issuedAt }).uniqueNumber, /^1146-\d{4}-\d{6}$/);
  });

  it('derives owners and secured debt from the entries in force', () => {
    const truth = generateCertificate(`${ADDRESS} [근저당 240000000] [근저당 120000000] [근저당말소 300000000]`, {
      issuedAt,
    });
    assert.equal(truth.securedDebtKrw, 360_000_000);
    const mortgages = truth.rights.filter((right) => right.kind === 'MORTGAGE');
    assert.deepEqual(mortgages.map((right) => right.cancelled).sort(), [false, false, true]);
    const lastOwnership = truth.gapgu.filter((entry) => entry.kind === 'OWNERSHIP').at(-1);
    assert.deepEqual(
      truth.currentOwners,
      lastOwnership?.holders.map((holder) => holder.name),
    );
  });
});

describe('generated certificates over many addresses', () => {
  const certificates = sampleAddresses(200, 7).map((address) => generateCertificate(address, { issuedAt }));

  it('cover every kind of right in force, and cancelled ones, somewhere', () => {
    const inForce = new Set(certificates.flatMap((truth) => rightsInForce(truth).map((right) => right.kind)));
    const kinds = RIGHT_KINDS.filter((kind) => kind !== 'OTHER');
    for (const kind of kinds) assert.ok(inForce.has(kind), `no ${kind} in force in 200 certificates`);
    const cancelled = new Set(
      certificates.flatMap((truth) => truth.rights.filter((right) => right.cancelled).map((right) => right.kind)),
    );
    for (const kind of ['MORTGAGE', 'SEIZURE', 'PROVISIONAL_SEIZURE'] as const)
      assert.ok(cancelled.has(kind), `no cancelled ${kind}`);
  });

  it('include clean certificates, recent transfers, co-owners and change entries', () => {
    const clean = certificates.filter((truth) => rightsInForce(truth).every((right) => right.kind === 'OWNERSHIP'));
    assert.ok(clean.length >= 20, `only ${clean.length} clean certificates`);
    assert.ok(certificates.filter((truth) => daysOwned(truth) <= 90).length >= 5);
    assert.ok(certificates.some((truth) => truth.currentOwners.length === 2));
    assert.ok(certificates.some((truth) => truth.gapgu.some((entry) => /^\d+-\d+$/.test(entry.rank))));
  });

  it('never date an entry after the issue date nor cancel before the cancelled entry', () => {
    const issuedOn = kstDate(issuedAt);
    for (const truth of certificates) {
      for (const entries of [truth.gapgu, truth.eulgu]) {
        for (const entry of entries) {
          assert.ok(entry.receivedOn <= issuedOn, `${truth.address}: ${entry.purpose} on ${entry.receivedOn}`);
          if (!entry.cancelledByRank) continue;
          // The canceller is a 말소 naming this rank (alone or in a list), or the 본등기 sharing it.
          const by = entries.find((other) => other !== entry && other.rank === entry.cancelledByRank);
          assert.ok(by, `${truth.address}: no entry ${entry.cancelledByRank}`);
          const named = by.purpose
            .replace(/등기말소$/, '')
            .split(', ')
            .some((ref) => ref.startsWith(`${entry.rank}번`));
          assert.ok(named || (by.kind === 'OWNERSHIP' && by.rank === entry.rank), `${truth.address}: ${by.purpose}`);
          assert.ok(by.receivedOn >= entry.receivedOn);
        }
      }
    }
  });

  it('round mortgage amounts to a million won', () => {
    const amounts = certificates
      .flatMap((truth) => truth.eulgu.filter((entry) => entry.kind === 'MORTGAGE'))
      .map((entry) => entry.amount?.krw ?? 0);
    assert.ok(amounts.length > 50);
    for (const amount of amounts) {
      assert.equal(amount % 1_000_000, 0);
      assert.ok(amount >= 120_000_000 && amount <= 480_000_000, String(amount));
    }
  });
});

describe('sampleAddresses', () => {
  it('is reproducible per seed and gives distinct apartment addresses', () => {
    assert.deepEqual(sampleAddresses(20, 3), sampleAddresses(20, 3));
    assert.notDeepEqual(sampleAddresses(20, 3), sampleAddresses(20, 4));
    const list = sampleAddresses(50, 3);
    assert.equal(new Set(list).size, 50);
    for (const address of list) assert.match(address, /^(서울특별시|경기도) .+ \d+, \d+동 \d+호$/);
  });
});
