import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clauseProblem } from '../../../src/clause-tasks/clause-input.limits';
import { DomainError } from '../../../src/errors/domain-error';
import {
  checkTextField,
  codePointLength,
  findUnstorableText,
  unstorableCharacterIn,
} from '../../../src/input/input-text.rules';

const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('text input rules', () => {
  test('length counts code points: a character outside the BMP counts once', () => {
    assert.equal(codePointLength('😀'), 1);
    assert.equal(codePointLength('서울 😀 집'), 6);
    assert.equal(codePointLength(''), 0);
  });

  test('NUL and lone surrogates are unstorable; paired surrogates are fine', () => {
    assert.match(unstorableCharacterIn('a\u0000b') ?? '', /NUL/);
    assert.match(unstorableCharacterIn(`a${LONE_HIGH}`) ?? '', /lone surrogate \(U\+D83D\)/);
    assert.match(unstorableCharacterIn(`${LONE_LOW}b`) ?? '', /lone surrogate \(U\+DE00\)/);
    assert.equal(unstorableCharacterIn('😀 집'), null);
  });

  test('finds the first unstorable string anywhere in arguments, with its path', () => {
    assert.deepEqual(findUnstorableText({ name: 'ok', tags: ['x', 'y\u0000'] }, 'input'), {
      path: 'input.tags[1]',
      problem: 'contains a NUL character (U+0000)',
    });
    assert.equal(findUnstorableText({ first: 20, after: null, kind: 'OCR' }, 'args'), null);
  });

  test('a text field is refused with BAD_USER_INPUT naming the field, and bounds count code points', () => {
    assert.throws(
      () => checkTextField('name', 'a\u0000', { min: 1, max: 100 }),
      (e: DomainError) => e.code === 'BAD_USER_INPUT' && e.details['field'] === 'name',
    );
    checkTextField('name', '😀'.repeat(100), { min: 1, max: 100 });
    assert.throws(() => checkTextField('name', '😀'.repeat(101), { min: 1, max: 100 }), /name: 1 to 100 characters/);
  });

  test('a clause and a nest field count length the same way', () => {
    // 2,000 emoji are 4,000 UTF-16 units: both places accept them as 2,000 characters.
    assert.equal(clauseProblem('😀'.repeat(2_000)), null);
    checkTextField('address', '😀'.repeat(300), { min: 5, max: 300 });
    assert.match(clauseProblem(`조항${LONE_HIGH}`) ?? '', /lone surrogate/);
    assert.match(clauseProblem('조항\u0000') ?? '', /NUL/);
  });
});
