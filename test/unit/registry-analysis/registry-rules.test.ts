import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { formatKrw } from '../../../src/registry-analysis/registry-finding.messages';
import type { AnalyzeRegistryOptions } from '../../../src/registry-analysis/analyze-registry-text';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { ISSUED_AT } from './certificate-fixtures.helper';

const ADDRESS = '서울특별시 마포구 월드컵로 12, 101동 1203호';

function analyze(tags: string, options: AnalyzeRegistryOptions = {}) {
  const truth = generateCertificate(`${ADDRESS} ${tags}`, { issuedAt: ISSUED_AT });
  return analyzeRegistryText(layoutCertificate(truth).text, { analyzedAt: ISSUED_AT, ...options });
}

const codes = (result: ReturnType<typeof analyze>) => result.findings.map((finding) => finding.code);

describe('registry rules (SPEC §4.5 defaults)', () => {
  test('a clean certificate is SAFE with NO_RISK_FOUND', () => {
    const result = analyze('[깨끗]');
    assert.equal(result.riskLevel, 'SAFE');
    assert.deepEqual(codes(result), ['NO_RISK_FOUND']);
  });

  for (const [tag, code] of [
    ['[압류]', 'SEIZURE_PRESENT'],
    ['[가압류]', 'PROVISIONAL_SEIZURE_PRESENT'],
    ['[경매]', 'AUCTION_STARTED'],
    ['[가등기]', 'PROVISIONAL_REGISTRATION_PRESENT'],
    ['[가처분]', 'PROVISIONAL_DISPOSITION_PRESENT'],
    ['[신탁]', 'TRUST_REGISTERED'],
  ] as const) {
    test(`${tag} in force is DANGER with ${code}`, () => {
      const result = analyze(tag);
      assert.equal(result.riskLevel, 'DANGER');
      assert.ok(codes(result).includes(code), codes(result).join(','));
      assert.equal(result.findings[0]?.severity, 'DANGER');
    });
  }

  test('cancelled seizures and mortgages raise nothing', () => {
    const result = analyze('[압류말소] [가압류말소] [근저당말소]');
    assert.equal(result.riskLevel, 'SAFE');
    assert.equal(result.securedDebtKrw, 0);
  });

  test('a 주택임차권 registered by court order is CAUTION, naming the deposit and since when the tenant held the home', () => {
    const result = analyze('[임차권 410000000]');
    assert.equal(result.riskLevel, 'CAUTION');
    assert.deepEqual(codes(result), ['TENANCY_REGISTERED']);
    assert.match(
      result.findings[0]?.message ?? '',
      /임차보증금 4억 1,000만 원, 점유개시일자 \d{4}년 \d{1,2}월 \d{1,2}일/,
    );
  });

  test('co-owners are CAUTION, each named with their share', () => {
    const result = analyze('[공유]');
    assert.equal(result.riskLevel, 'CAUTION');
    assert.deepEqual(codes(result), ['CO_OWNED']);
    assert.match(
      result.findings[0]?.message ?? '',
      /공유자 2명\([가-힣]+ 지분 2분의 1, [가-힣]+ 지분 2분의 1\).*민법 제265조/,
    );
  });

  test('a mortgage is CAUTION, and DANGER once deposit + secured debt exceed 70 % of the price', () => {
    assert.equal(analyze('[근저당 240000000]').riskLevel, 'CAUTION');
    const safeRatio = analyze('[근저당 240000000]', { depositKrw: 300_000_000, marketPriceKrw: 1_000_000_000 });
    assert.deepEqual(codes(safeRatio), ['MORTGAGE_PRESENT']);
    assert.match(safeRatio.findings[0]?.message ?? '', /2억 4,000만 원/);
    const high = analyze('[근저당 240000000]', { depositKrw: 300_000_000, marketPriceKrw: 700_000_000 });
    assert.equal(high.riskLevel, 'DANGER');
    assert.deepEqual(codes(high), ['SECURED_DEBT_HIGH', 'MORTGAGE_PRESENT']);
    assert.match(high.findings[0]?.message ?? '', /77%/);
  });

  test('a transfer within 3 months is CAUTION', () => {
    const result = analyze('[최근이전]');
    assert.equal(result.riskLevel, 'CAUTION');
    assert.deepEqual(codes(result), ['RECENT_OWNERSHIP_TRANSFER']);
    assert.equal(
      analyze('[최근이전]', { analyzedAt: new Date(ISSUED_AT.getTime() + 200 * 86_400_000) }).riskLevel,
      'SAFE',
    );
  });

  test('the rule table is configurable: severities, ignored findings, the ratio', () => {
    assert.equal(analyze('[임차권]', { rules: { severities: { TENANCY_REGISTERED: 'DANGER' } } }).riskLevel, 'DANGER');
    assert.equal(analyze('[공유]', { rules: { severities: { CO_OWNED: 'IGNORE' } } }).riskLevel, 'SAFE');
    assert.equal(
      analyze('[근저당 240000000]', { rules: { severities: { MORTGAGE_PRESENT: 'IGNORE' } } }).riskLevel,
      'SAFE',
    );
    const lenient = analyze('[근저당 240000000]', {
      depositKrw: 300_000_000,
      marketPriceKrw: 700_000_000,
      rules: { securedDebtRatio: 0.8 },
    });
    assert.equal(lenient.riskLevel, 'CAUTION');
  });

  test('amounts read the Korean way', () => {
    assert.equal(formatKrw(240_000_000), '2억 4,000만 원');
    assert.equal(formatKrw(34_000_000), '3,400만 원');
    assert.equal(formatKrw(1_000_000_000), '10억 원');
    assert.equal(formatKrw(1_045_000_000), '10억 4,500만 원');
    assert.equal(formatKrw(5_000), '5,000원');
    assert.equal(formatKrw(0), '0원');
  });
});
