import { after, before } from 'node:test';

import { createOcrEngine, OcrDataMissingError, type OcrEngine } from '../../../src/ocr';

/** Real OCR engines for a suite: `engine` as deployed, `pageReadOnly` reading each page once. */
export interface RealOcr {
  engine: OcrEngine | null;
  pageReadOnly: OcrEngine | null;
  /** Why there are none: the trained data is missing (the tests then skip, saying so). */
  missing: string | null;
}

/**
 * Starts the engines before the suite's tests (the deployed one at once, to learn whether the
 * trained data is there; the page-only one when first used) and stops them after.
 */
export function realOcrEngines(): RealOcr {
  const ocr: RealOcr = { engine: null, pageReadOnly: null, missing: null };
  before(async () => {
    const candidate = createOcrEngine();
    try {
      await candidate.init();
      ocr.engine = candidate;
      ocr.pageReadOnly = createOcrEngine({ reread: false });
    } catch (error) {
      if (!(error instanceof OcrDataMissingError)) throw error;
      ocr.missing = `OCR trained data missing, run \`sudo bash scripts/setup-ocr-data.sh\`: ${error.message}`;
    }
  });
  after(async () => {
    await ocr.engine?.terminate();
    await ocr.pageReadOnly?.terminate();
  });
  return ocr;
}
