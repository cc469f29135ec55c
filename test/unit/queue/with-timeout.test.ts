import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TimeoutError, withTimeout } from '../../../src/queue/job-queues';

describe('withTimeout', () => {
  test('a call that outlasts its bound fails with a TimeoutError (its outcome unknown), recognised by type, not by its words', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 200));
    const error = await withTimeout(slow, 20, 'enqueue to issuance').catch((e: unknown) => e);
    assert.ok(error instanceof TimeoutError);
    assert.equal(error.message, 'enqueue to issuance timed out after 20 ms');
  });

  test('a call that fails in time keeps its own error, whatever it says', async () => {
    const failing = Promise.reject(new Error('the connection timed out'));
    const error = await withTimeout(failing, 1_000, 'enqueue').catch((e: unknown) => e);
    assert.ok(!(error instanceof TimeoutError), 'a driver error that mentions a timeout is not ours');
    assert.equal(await withTimeout(Promise.resolve(7), 1_000, 'x'), 7);
  });
});
