import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import PDFDocument from 'pdfkit';

import { createOcrEngine, isRetryableOcrError, OcrEngineError, OcrInputError, type OcrEngine } from '../../../src/ocr';
import type { PageRecognizer } from '../../../src/ocr';

/** An engine whose trained-data check and recognizer are fakes: nothing touches the disk. */
function fakeEngine(options: { maxPages?: number; maxBytes?: number } = {}): OcrEngine {
  const recognizer: PageRecognizer = { recognize: async () => 'unused', terminate: async () => undefined };
  return createOcrEngine(options, {
    assertTrainedData: async () => undefined,
    startRecognizer: async () => recognizer,
  });
}

function pdfWithPages(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let page = 1; page <= pages; page += 1) doc.addPage().text(`Registry certificate page ${page} of ${pages}`);
  doc.end();
  return done;
}

async function assertInputError(promise: Promise<unknown>, problem: string, message: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof OcrInputError, `expected OcrInputError, got ${String(error)}`);
    assert.equal(error.problem, problem);
    assert.match(error.message, message);
    assert.equal(isRetryableOcrError(error), false);
    return true;
  });
}

describe('OCR input limits', () => {
  it('refuses a buffer that is not a PDF', async () => {
    await assertInputError(fakeEngine().extractText(Buffer.from('<html>not a pdf</html>')), 'NOT_PDF', /not a PDF/);
  });

  it('refuses an empty buffer', async () => {
    await assertInputError(fakeEngine().extractText(Buffer.alloc(0)), 'EMPTY', /empty/);
  });

  it('refuses a PDF over the size limit before parsing it', async () => {
    const pdf = await pdfWithPages(1);
    await assertInputError(fakeEngine({ maxBytes: 100 }).extractText(pdf), 'TOO_LARGE', /at most 0\.0 MB/);
  });

  it('refuses a PDF over the page limit, naming both counts', async () => {
    const pdf = await pdfWithPages(3);
    await assertInputError(fakeEngine({ maxPages: 2 }).extractText(pdf), 'TOO_MANY_PAGES', /3 pages; at most 2/);
  });

  it('refuses a corrupt PDF as permanent input', async () => {
    const corrupt = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> trailer garbage');
    await assertInputError(fakeEngine().extractText(corrupt), 'CORRUPT_PDF', /corrupt/);
  });

  it('still serves the next document after refusing one', async () => {
    const engine = fakeEngine();
    await assert.rejects(engine.extractText(Buffer.from('nope')));
    const result = await engine.extractText(await pdfWithPages(1));
    assert.equal(result.method, 'text-layer');
    assert.match(result.text, /Registry certificate page 1 of 1/);
  });
});

describe('isRetryableOcrError', () => {
  it('retries engine failures and unknown exceptions, not input errors', () => {
    assert.equal(isRetryableOcrError(new OcrEngineError('worker died')), true);
    assert.equal(isRetryableOcrError(new Error('anything else')), true);
    assert.equal(isRetryableOcrError(new OcrInputError('TOO_LARGE', 'too big')), false);
  });
});
