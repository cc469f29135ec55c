import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { renderScannedCertificatePdf } from '../../../simulator/certificate-pdf';
import { realOcrEngines } from './real-ocr-engines.helper';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');

/**
 * Certificates of the registry bench's seed 4242 whose owners the page read gets wrong, scanned as
 * the bench scans them. Real OCR, a few seconds a page.
 */
const CASES = [
  {
    what: 'an owner whose name the page read changes a syllable of (`정헤미`): the reads at 2.5×, 2× and 3.5× agree on the printed name',
    address: '서울특별시 관악구 남부순환로 30, 113동 302호',
    noise: 'clean' as const,
  },
  {
    what: 'a co-owner whose name the page read puts a speck before (`로 이재서`): the re-read confirms the name and the speck goes',
    address: '서울특별시 송파구 올림픽로 228, 102동 703호',
    noise: 'noisy' as const,
  },
];

describe("people's names read a second time, through real OCR", () => {
  const ocr = realOcrEngines({}, { rereadNames: false });

  const ownersOf = (text: string): string[] =>
    analyzeRegistryText(text, { analyzedAt: ISSUED_AT }).ownerShares.map((owner) => owner.name);

  for (const { what, address, noise } of CASES) {
    test(what, async (t) => {
      const [engine, pageReadOnly] = ocr.engines;
      if (!engine || !pageReadOnly) {
        t.skip(ocr.missing ?? 'no OCR engine');
        return;
      }
      const truth = generateCertificate(address, { issuedAt: ISSUED_AT });
      const scan = await renderScannedCertificatePdf(truth, { noise });

      const pageRead = ownersOf((await pageReadOnly.extractText(scan)).text);
      // The case the second read is for; should a later tesseract read the page right, say so.
      if (pageRead.join() === truth.currentOwners.join()) t.diagnostic('the page read alone now reads the owners');
      else assert.notDeepEqual(pageRead, truth.currentOwners);

      const reread = await engine.extractText(scan);
      assert.equal(reread.method, 'ocr');
      assert.deepEqual(ownersOf(reread.text), truth.currentOwners);
    });
  }
});
