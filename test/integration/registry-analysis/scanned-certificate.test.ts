import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { evaluateRules } from '../../../src/registry-analysis/registry-rules';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { renderScannedCertificatePdf } from '../../../simulator/certificate-pdf';
import type { CertificateTruth } from '../../../simulator/certificate.model';
import { compareWithTruth, truthAsParsed } from '../../unit/registry-analysis/truth-comparison.helper';
import { realOcrEngines } from '../ocr/real-ocr.helper';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');
const ADDRESS =
  '서울특별시 마포구 월드컵로 12, 101동 1203호 [근저당 240000000] [근저당말소] [가압류 34000000] [전세권 200000000]';

/** One real OCR run (a few seconds per page); the bench measures accuracy over many scans. */
describe('a scanned certificate through real OCR', () => {
  const engines = realOcrEngines();

  test('the OCR text parses to the rights, amounts, cancellations and risk of the truth', async (t) => {
    const { engine } = engines;
    if (!engine) {
      t.skip(engines.missing ?? 'no OCR engine');
      return;
    }
    const truth = generateCertificate(ADDRESS, { issuedAt: ISSUED_AT });
    const ocr = await engine.extractText(await renderScannedCertificatePdf(truth, { noise: 'clean' }));
    assert.equal(ocr.method, 'ocr');
    const options = { depositKrw: 300_000_000, marketPriceKrw: 700_000_000, analyzedAt: ISSUED_AT };
    const result = analyzeRegistryText(ocr.text, options);
    const comparison = compareWithTruth({ ...result, ownedSince: null }, truth);
    assert.equal(comparison.rightsFound, comparison.rightsInTruth, comparison.problems.join('; '));
    assert.equal(comparison.cancellationsRight, comparison.rightsInTruth, comparison.problems.join('; '));
    assert.equal(result.securedDebtKrw, truth.securedDebtKrw);
    const expected = evaluateRules(truthAsParsed(truth), { ...options });
    assert.equal(result.riskLevel, expected.riskLevel);
  });

  /**
   * What real certificates carry and the simulator now prints, each group on one clean scan (about
   * 4 s of OCR apiece; the bench runs the whole mix clean and noisy).
   */
  const amended = (truth: CertificateTruth) => truth.rights.some((right) => right.amendedByRanks.length > 0);
  const FEATURE_GROUPS: Array<[string, string, (truth: CertificateTruth) => boolean]> = [
    [
      '부기: 근저당권변경, 근저당권이전, a cancelled 변경, 전세권변경',
      '[근저당변경] [근저당이전] [부기말소] [전세권 200000000] [전세권변경]',
      (truth) => truth.rights.filter((right) => right.amendedByRanks.length > 0).length >= 4,
    ],
    [
      'shares: 소유권일부이전, a mortgage and a 가압류 on one co-owner’s share',
      '[지분공유] [지분근저당] [지분가압류]',
      (truth) =>
        truth.currentOwnerShares.length === 2 && truth.rights.filter((right) => right.share !== null).length >= 2,
    ],
    [
      'a co-owner’s share transferred (지분전부이전)',
      '[공유] [지분이전]',
      (truth) => truth.gapgu.some((entry) => entry.purpose.endsWith('지분전부이전')),
    ],
    [
      '가등기 with its 본등기, 주택임차권, 체납압류, 공매공고',
      '[가등기본등기] [임차권등기] [체납압류] [공매]',
      (truth) =>
        truth.rights.some((right) => right.kind === 'PROVISIONAL_REGISTRATION' && right.cancelled) &&
        truth.rights.some((right) => right.purpose === '공매공고'),
    ],
    [
      '강제경매, the sale and its list of 말소',
      '[매각말소] [강제경매] [가압류]',
      (truth) => truth.gapgu.some((entry) => entry.purpose.includes(', ') && entry.purpose.endsWith('등기말소')),
    ],
    [
      'the 현재 유효사항 form with a 변경',
      '[유효사항] [근저당변경] [근저당말소] [가압류말소]',
      (truth) => truth.form === 'current' && amended(truth),
    ],
  ];
  for (const [name, tags, carries] of FEATURE_GROUPS) {
    test(`through OCR, ${name}: rights, amounts in force, holders, shares, owners and risk as in the truth`, async (t) => {
      const { engine } = engines;
      if (!engine) {
        t.skip(engines.missing ?? 'no OCR engine');
        return;
      }
      const truth = generateCertificate(`서울특별시 마포구 월드컵로 12, 101동 1203호 ${tags}`, { issuedAt: ISSUED_AT });
      assert.ok(carries(truth), `the certificate for ${tags} carries what the test is about`);
      const ocr = await engine.extractText(await renderScannedCertificatePdf(truth, { noise: 'clean' }));
      const result = analyzeRegistryText(ocr.text, { analyzedAt: ISSUED_AT });
      const comparison = compareWithTruth({ ...result, ownedSince: null }, truth);
      assert.deepEqual(comparison.problems, []);
      assert.equal(comparison.holdersRight, comparison.rightsInTruth);
      const expected = evaluateRules(truthAsParsed(truth), {
        depositKrw: null,
        marketPriceKrw: null,
        analyzedAt: ISSUED_AT,
      });
      assert.deepEqual(
        result.findings.map((f) => f.code),
        expected.findings.map((f) => f.code),
      );
    });
  }
});
