import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import {
  createIsolatedOcrEngine,
  isRetryableOcrError,
  OcrChildCrashError,
  OcrChildTimeoutError,
  OcrInputError,
  type IsolatedOcrEngine,
} from '../../../src/ocr';
import { FIXTURE_FACTS, makeScannedPdf, makeTextLayerPdf } from '../../fixtures/ocr/certificate-pdf.fixture';

const squash = (text: string): string => text.replace(/\s+/g, '');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('OCR in a child process', () => {
  let engine: IsolatedOcrEngine;
  let scan: Buffer;
  let textLayer: Buffer;

  before(async () => {
    // Short enough for the hang test, long enough for a page of the scan under a loaded machine.
    engine = createIsolatedOcrEngine({ pageTimeoutMs: 8_000 });
    [scan, textLayer] = await Promise.all([makeScannedPdf(), makeTextLayerPdf()]);
    await engine.init();
  });

  after(() => engine.terminate());

  it('keeps one child warm across calls and reads a scan there', async () => {
    const pid = engine.childPid();
    assert.ok(pid !== undefined && pid !== process.pid);
    const result = await engine.extractText(scan);
    assert.equal(result.method, 'ocr');
    assert.ok(squash(result.text).includes(squash(FIXTURE_FACTS.owner)), result.text);
    assert.equal((await engine.extractText(textLayer)).method, 'text-layer');
    assert.equal(engine.childPid(), pid, 'the same child served both');
  });

  it('a child that SIGSEGVs mid-page fails the call as retryable; this process lives on and the next call gets a fresh child', async () => {
    const doomed = engine.childPid()!;
    await assert.rejects(engine.extractText(scan, { fault: { kind: 'crash', ocrPage: 1 } }), (error: unknown) => {
      assert.ok(error instanceof OcrChildCrashError, String(error));
      assert.deepEqual(error.exit, { code: null, signal: 'SIGSEGV' });
      assert.equal(isRetryableOcrError(error), true);
      return true;
    });
    assert.equal(isAlive(doomed), false);
    const retry = await engine.extractText(scan);
    assert.ok(squash(retry.text).includes(squash(FIXTURE_FACTS.owner)), retry.text);
    assert.notEqual(engine.childPid(), doomed);
  });

  it('a child that hangs is killed after the page timeout, the call fails as retryable, and the next call gets a fresh child', async () => {
    const started = Date.now();
    let hung: number | undefined;
    await assert.rejects(
      engine
        .extractText(scan, { fault: { kind: 'hang', ocrPage: 1 }, onProgress: () => undefined })
        .finally(() => (hung = engine.childPid())),
      (error: unknown) => {
        assert.ok(error instanceof OcrChildTimeoutError, String(error));
        assert.equal(error.timeoutMs, 8_000);
        assert.equal(isRetryableOcrError(error), true);
        return true;
      },
    );
    assert.ok(Date.now() - started >= 8_000);
    assert.equal(hung, undefined, 'the hung child is no longer the engine’s');
    assert.equal((await engine.extractText(textLayer)).method, 'text-layer');
  });

  it('refusals keep their kind across the process boundary', async () => {
    const corrupt = Buffer.from('%PDF-1.7\nthis is not really a pdf\n%%EOF');
    await assert.rejects(
      engine.extractText(corrupt),
      (error: unknown) => error instanceof OcrInputError && error.problem === 'CORRUPT_PDF',
    );
    const small = createIsolatedOcrEngine({ maxBytes: 1024 });
    await assert.rejects(
      small.extractText(scan),
      (error: unknown) => error instanceof OcrInputError && error.problem === 'TOO_LARGE',
    );
    assert.equal(small.childPid(), undefined, 'oversized bytes never reached a child');
  });

  it('terminate stops the child', async () => {
    const pid = engine.childPid()!;
    await engine.terminate();
    assert.equal(isAlive(pid), false);
    assert.equal(engine.childPid(), undefined);
  });
});
