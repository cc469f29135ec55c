import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import PDFDocument from 'pdfkit';

import { createOcrEngine, isRetryableOcrError, OcrEngineError, type PageRecognizer } from '../../../src/ocr';

/** A one-page PDF with a drawing and no text layer: the engine must OCR it. */
function imageOnlyPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.rect(20, 20, 60, 30).fill('#000000');
  doc.end();
  return done;
}

describe('OCR engine recovery', () => {
  it('reports a recognizer crash as retryable and starts a fresh recognizer for the retry', async () => {
    const started: string[] = [];
    const terminated: string[] = [];
    const startRecognizer = async (): Promise<PageRecognizer> => {
      const id = `worker-${started.length + 1}`;
      started.push(id);
      return {
        recognize: async () => {
          if (id === 'worker-1') throw new Error('RuntimeError: memory access out of bounds');
          return '소 유 자  김민준 채 무 자\n채권최고액 금 240, 000,000 원';
        },
        terminate: async () => void terminated.push(id),
      };
    };
    const engine = createOcrEngine({}, { assertTrainedData: async () => undefined, startRecognizer });
    const pdf = await imageOnlyPdf();

    await assert.rejects(engine.extractText(pdf), (error: unknown) => {
      assert.ok(error instanceof OcrEngineError);
      assert.equal(isRetryableOcrError(error), true);
      return true;
    });
    assert.deepEqual(terminated, ['worker-1']);

    const retry = await engine.extractText(pdf);
    assert.equal(retry.method, 'ocr');
    assert.equal(retry.text, '소유자 김민준 채무자\n채권최고액 금240,000,000원');
    assert.deepEqual(started, ['worker-1', 'worker-2']);
    await engine.terminate();
    assert.deepEqual(terminated, ['worker-1', 'worker-2']);
  });
});
