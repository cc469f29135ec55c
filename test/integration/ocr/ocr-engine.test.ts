import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { createOcrEngine, OcrDataMissingError, type OcrEngine, type OcrPageProgress } from '../../../src/ocr';
import { FIXTURE_FACTS, makeScannedPdf, makeTextLayerPdf } from '../../fixtures/ocr/certificate-pdf.fixture';

/** OCR may space words differently from the page: compare with all whitespace removed. */
const squash = (text: string): string => text.replace(/\s+/g, '');

function assertFactsFound(text: string): void {
  for (const fact of Object.values(FIXTURE_FACTS)) {
    assert.ok(squash(text).includes(squash(fact)), `missing "${fact}" in:\n${text}`);
  }
}

describe('OCR engine on real trained data', () => {
  let engine: OcrEngine;

  before(async () => {
    engine = createOcrEngine();
    await engine.init();
  });

  after(async () => {
    await engine.terminate();
  });

  it('reads a text-layer PDF directly, table rows as lines, without OCR', async () => {
    const result = await engine.extractText(await makeTextLayerPdf());
    assert.equal(result.method, 'text-layer');
    assert.equal(result.pages, 1);
    assertFactsFound(result.text);
    assert.ok(result.text.split('\n').includes(`${FIXTURE_FACTS.maximumClaim} 채무자 ${FIXTURE_FACTS.owner}`));
  });

  it('OCRs a skewed, speckled image-only scan and finds owner, address and maximum claim', async () => {
    const progress: OcrPageProgress[] = [];
    const result = await engine.extractText(await makeScannedPdf(), { onProgress: (p) => progress.push(p) });
    assert.equal(result.method, 'ocr');
    assert.equal(result.pages, 1);
    assertFactsFound(result.text);
    assert.deepEqual(
      progress.map((p) => [p.page, p.pages, p.method]),
      [[1, 1, 'ocr']],
    );
    assert.ok(result.msPerPage > 0);
  });
});

describe('OCR engine without trained data', () => {
  let emptyDir: string;

  before(async () => {
    emptyDir = await mkdtemp(path.join(tmpdir(), 'ocr-no-data-'));
  });

  after(async () => {
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('fails init with the missing file and the command that installs it', async () => {
    const engine = createOcrEngine({ langPath: emptyDir });
    await assert.rejects(engine.init(), (error: unknown) => {
      assert.ok(error instanceof OcrDataMissingError);
      assert.equal(error.missingFile, path.join(emptyDir, 'kor.traineddata'));
      assert.equal(error.retryable, false);
      assert.match(error.message, /kor\.traineddata.*scripts\/setup-ocr-data\.sh/);
      return true;
    });
  });
});
