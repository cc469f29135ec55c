import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_RETRY_AFTER_MS, providerFailure } from '../../../src/clause-tasks/provider-failure.mapper';
import { ClauseProviderError } from '../../../src/clauses';
import { PermanentFailure, TransientFailure } from '../../../src/tasks/task-errors';

describe('provider failures become task failures by type', () => {
  test("a 429 is transient and carries the server's Retry-After", () => {
    const failure = providerFailure('LLM_FAILED', new ClauseProviderError('RATE_LIMITED', 'slow down', 1_500, 429));
    assert.ok(failure instanceof TransientFailure);
    assert.equal(failure.code, 'LLM_FAILED');
    assert.equal(failure.retryAfterMs, 1_500);
  });

  test('a Retry-After of hours is capped', () => {
    const failure = providerFailure('LLM_FAILED', new ClauseProviderError('RATE_LIMITED', 'later', 6 * 3_600_000, 429));
    assert.equal((failure as TransientFailure).retryAfterMs, MAX_RETRY_AFTER_MS);
  });

  test('5xx, timeouts, network errors and malformed answers are transient with the policy delay', () => {
    for (const kind of ['SERVER_ERROR', 'TIMEOUT', 'NETWORK', 'MALFORMED_RESPONSE'] as const) {
      const failure = providerFailure('ANALYSIS_FAILED', new ClauseProviderError(kind, 'x'));
      assert.ok(failure instanceof TransientFailure, kind);
      assert.equal(failure.retryAfterMs, undefined);
      assert.equal(failure.code, 'ANALYSIS_FAILED');
    }
  });

  test('a rejected request is permanent', () => {
    const failure = providerFailure('LLM_FAILED', new ClauseProviderError('REJECTED', 'unknown model', undefined, 400));
    assert.ok(failure instanceof PermanentFailure);
    assert.equal(failure.retryable, false);
  });

  test('anything else is left to the stage', () => {
    assert.equal(providerFailure('LLM_FAILED', new TypeError('bug')), null);
  });
});
