import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createOcrEngine, OcrDataMissingError, type OcrEngine } from '../../../src/ocr';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { evaluateRules } from '../../../src/registry-analysis/registry-rules';
import { generateCertificate } from '../../../src/registry-office/certificate-generator';
import { renderScannedCertificatePdf } from '../../../src/registry-office/certificate-pdf';
import { compareWithTruth, truthAsParsed } from '../../unit/registry-analysis/truth-comparison.helper';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');
const ADDRESS = '서울특별시 마포구 월드컵로 12, 101동 1203호 [근저당 240000000] [근저당말소] [가압류 34000000] [전세권 200000000]';

/** One real OCR run (a few seconds per page); the bench measures accuracy over many scans. */
describe('a scanned certificate through real OCR', () => {
  let engine: OcrEngine | null = null;
  let missing: string | null = null;
  before(async () => {
    const candidate = createOcrEngine();
    try {
      await candidate.init();
      engine = candidate;
    } catch (error) {
      if (!(error instanceof OcrDataMissingError)) throw error;
      missing = `OCR trained data missing, run \`sudo bash scripts/setup-ocr-data.sh\`: ${error.message}`;
    }
  });
  after(async () => {
    await engine?.terminate();
  });

  test('the OCR text parses to the rights, amounts, cancellations and risk of the truth', async (t) => {
    if (!engine) {
      t.skip(missing ?? 'no OCR engine');
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
});
