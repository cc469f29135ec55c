import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { afterCondition, decodeCursor, encodeCursor } from '../../../src/infra/keyset-cursor';

const ID = '0b7c6a52-3f1e-4d8a-9c2b-5e4f3a2b1c0d';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('keyset cursors', () => {
  test('keep the microseconds and the id, and compare both in SQL', () => {
    const cursor = encodeCursor('2026-03-01T09:15:42.123456Z', ID);
    assert.deepEqual(decodeCursor(cursor), { createdAt: '2026-03-01T09:15:42.123456Z', id: ID });
    const params: unknown[] = ['nest', 21];
    assert.equal(afterCondition(cursor, params), '(created_at, id) < ($3::timestamptz, $4::uuid)');
    assert.deepEqual(params, ['nest', 21, '2026-03-01T09:15:42.123456Z', ID]);
  });

  test('a cursor of the earlier millisecond format is refused with a clear message', () => {
    assert.throws(
      () => decodeCursor(b64(`2026-03-01T09:15:42.123Z|${ID}`)),
      /earlier version of the API.*start again from the first page/,
    );
  });

  test('anything else this API did not give out is BAD_USER_INPUT, never reaching SQL', () => {
    for (const text of [
      `v2|2026-02-30T09:15:42.123456Z|${ID}`,
      `v2|2026-03-01T09:15:42.123Z|${ID}`,
      `v2|2026-03-01T09:15:42.123456Z|not-a-uuid`,
      `v2|2026-03-01T09:15:42.123456Z|${ID}|extra`,
      `v3|2026-03-01T09:15:42.123456Z|${ID}`,
      '',
    ]) {
      assert.throws(
        () => decodeCursor(b64(text)),
        (e: { code?: string }) => e.code === 'BAD_USER_INPUT',
        text,
      );
    }
  });
});
