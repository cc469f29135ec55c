import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serialize, deserialize } from 'node:v8';

import { OcrDataMissingError, OcrEngineError, OcrInputError } from '../../../src/ocr';
import { fromOcrErrorData, toOcrErrorData } from '../../../src/ocr/ocr-child.protocol';

/** What crossing the channel does to a value: V8's structured clone, as `serialization: 'advanced'`. */
const overTheChannel = <T>(value: T): T => deserialize(serialize(value)) as T;

describe('OCR child protocol', () => {
  it('keeps an error’s kind, and so whether it is retried, across the process boundary', () => {
    const input = fromOcrErrorData(
      overTheChannel(toOcrErrorData(new OcrInputError('TOO_MANY_PAGES', 'The PDF has 30 pages.'))),
    );
    assert.ok(input instanceof OcrInputError);
    assert.equal(input.problem, 'TOO_MANY_PAGES');
    assert.equal(input.retryable, false);

    const missing = fromOcrErrorData(
      overTheChannel(toOcrErrorData(new OcrDataMissingError('/x/kor.traineddata', 'setup'))),
    );
    assert.ok(missing instanceof OcrDataMissingError);
    assert.equal(missing.missingFile, '/x/kor.traineddata');

    const engine = fromOcrErrorData(
      overTheChannel(
        toOcrErrorData(new OcrEngineError('Text extraction failed.', { cause: new Error('out of memory') })),
      ),
    );
    assert.ok(engine instanceof OcrEngineError);
    assert.equal(engine.retryable, true);
    assert.equal(engine.message, 'Text extraction failed. (out of memory)');
  });

  it('reports an unexpected error as a retryable engine error', () => {
    const error = fromOcrErrorData(toOcrErrorData(new TypeError('boom')));
    assert.ok(error instanceof OcrEngineError);
    assert.equal(error.message, 'boom');
  });
});
