import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { renderScannedCertificatePdf } from '../../../simulator/certificate-pdf';
import { realOcrEngines } from './real-ocr.helper';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');

/**
 * From the registry bench's seed 1729: a 현재 유효사항 certificate whose 을구 prints one entry, rank 3
 * (ranks 1 and 2 were cancelled and the form omits them). The page read takes the 3 for a syllable
 * (`그 근저당권설정 …`), and nothing in the text says which rank the row has: the parser counted it 1.
 * Scanned as the bench scans it; real OCR, a few seconds a read.
 */
const ADDRESS = '서울특별시 관악구 관악로 41, 115동 1803호';

describe('rank cells read a second time, through real OCR', () => {
  const ocr = realOcrEngines();

  test('the current form’s only 을구 entry keeps its printed rank 3', async (t) => {
    const { engine, pageReadOnly } = ocr;
    if (!engine || !pageReadOnly) {
      t.skip(ocr.missing ?? 'no OCR engine');
      return;
    }
    const truth = generateCertificate(ADDRESS, { issuedAt: ISSUED_AT });
    const printed = truth.rights.filter((right) => right.section === 'EULGU').map((right) => right.rank);
    assert.deepEqual(printed, ['3'], 'the certificate prints the case the test is about');
    const scan = await renderScannedCertificatePdf(truth, { noise: 'clean' });
    const eulguRanks = (text: string): Array<string | null> =>
      analyzeRegistryText(text, { analyzedAt: ISSUED_AT })
        .rights.filter((right) => right.section === 'EULGU')
        .map((right) => right.rank);

    const pageRead = eulguRanks((await pageReadOnly.extractText(scan)).text);
    // The case the second read is for; should a later tesseract read the cell right, say so.
    if (pageRead.join() === '3') t.diagnostic('the page read alone now reads rank 3');
    else assert.notDeepEqual(pageRead, ['3']);

    assert.deepEqual(eulguRanks((await engine.extractText(scan)).text), ['3']);
  });
});
