import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { parseEnv } from '../../../src/config/env';
import type { IsolatedExtractOptions, IsolatedOcrEngine, OcrResult } from '../../../src/ocr';
import { engineForAttempt, parseOcrFaultPlan } from '../../../src/worker-runtime/ocr-chaos';

const RESULT: OcrResult = { text: '', method: 'ocr', pages: 1, msPerPage: 1 };

/** An engine that records the options of each call and does nothing else. */
function recordingEngine(calls: IsolatedExtractOptions[]): IsolatedOcrEngine {
  return {
    init: async () => undefined,
    terminate: async () => undefined,
    ready: async () => undefined,
    childPid: () => undefined,
    extractText: async (_pdf, options = {}) => {
      calls.push(options);
      return RESULT;
    },
  };
}

describe('CHAOS_OCR_AT', () => {
  it('reads the fault, its page (default 1) and whether it fires on every attempt', () => {
    assert.equal(parseOcrFaultPlan(''), undefined);
    assert.deepEqual(parseOcrFaultPlan('crash'), { fault: { kind: 'crash', ocrPage: 1 }, always: false });
    assert.deepEqual(parseOcrFaultPlan('hang:3'), { fault: { kind: 'hang', ocrPage: 3 }, always: false });
    assert.deepEqual(parseOcrFaultPlan('crash:always'), { fault: { kind: 'crash', ocrPage: 1 }, always: true });
    assert.deepEqual(parseOcrFaultPlan('crash:2:always'), { fault: { kind: 'crash', ocrPage: 2 }, always: true });
  });

  it('fires on a task’s first attempt only, so the retry gets through; with always on every attempt', async () => {
    const calls: IsolatedExtractOptions[] = [];
    const engine = recordingEngine(calls);
    const once = parseOcrFaultPlan('crash');
    await engineForAttempt(engine, once, 0).extractText(Buffer.alloc(0));
    await engineForAttempt(engine, once, 1).extractText(Buffer.alloc(0));
    await engineForAttempt(engine, parseOcrFaultPlan('hang:always'), 2).extractText(Buffer.alloc(0));
    await engineForAttempt(engine, undefined, 0).extractText(Buffer.alloc(0));
    assert.deepEqual(
      calls.map((c) => c.fault),
      [{ kind: 'crash', ocrPage: 1 }, undefined, { kind: 'hang', ocrPage: 1 }, undefined],
    );
  });

  it('is checked by the config module and refused in production', () => {
    assert.equal(parseEnv({ CHAOS_OCR_AT: 'crash:2:always' }).CHAOS_OCR_AT, 'crash:2:always');
    assert.throws(() => parseEnv({ CHAOS_OCR_AT: 'explode' }), /CHAOS_OCR_AT/);
    assert.throws(
      () => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), CHAOS_OCR_AT: 'crash' }),
      /CHAOS_OCR_AT: fault injection is refused in production/,
    );
  });
});
