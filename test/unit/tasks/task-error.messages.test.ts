import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clientErrorMessage, TASK_ERROR_MESSAGES } from '../../../src/tasks/task-error.messages';
import { TASK_ERROR_CODES } from '../../../src/tasks/task.types';

describe('client-facing task error messages (SPEC §10)', () => {
  test('every error code has its own Korean sentence', () => {
    const sentences = TASK_ERROR_CODES.map((code) => TASK_ERROR_MESSAGES[code]);
    for (const [i, sentence] of sentences.entries()) {
      assert.match(sentence, /[가-힣]/, TASK_ERROR_CODES[i]);
      assert.match(sentence, /[.다]$/, `${TASK_ERROR_CODES[i]}: one finished sentence`);
    }
    assert.equal(new Set(sentences).size, sentences.length, 'no two codes share a sentence');
  });

  test('a task without an error code has no message', () => {
    assert.equal(clientErrorMessage(null), null);
    assert.equal(clientErrorMessage('SAVE_FAILED'), TASK_ERROR_MESSAGES.SAVE_FAILED);
  });
});
