import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CLAUSE_LIMITS, clauseProblem, validateClauses } from '../../../src/clause-tasks/clause-input.limits';
import { DomainError } from '../../../src/errors/domain-error';

function refusal(clauses: string[]): DomainError {
  try {
    validateClauses(clauses);
  } catch (error) {
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'BAD_USER_INPUT');
    return error;
  }
  assert.fail('the clauses were accepted');
}

describe('clause input limits (SPEC §8)', () => {
  test('accepts 1 to 50 clauses of up to 2,000 characters', () => {
    validateClauses(['월세는 매월 25일에 입금한다.']);
    validateClauses(Array.from({ length: CLAUSE_LIMITS.maxClauses }, () => '가'.repeat(CLAUSE_LIMITS.maxClauseLength)));
  });

  test('refuses no clause and more than 50', () => {
    assert.equal(refusal([]).details['count'], 0);
    assert.deepEqual(refusal(Array.from({ length: 51 }, () => '조항')).details, {
      field: 'clauses',
      count: 51,
      max: 50,
    });
  });

  test('names the first offending index and every offending one', () => {
    const error = refusal(['조항', '', '가'.repeat(2_001), ' \t\n']);
    assert.equal(error.details['index'], 1);
    assert.deepEqual(error.details['indexes'], [1, 2, 3]);
    assert.match(error.message, /clauses\[1\]/);
  });

  test('counts characters as a reader does: a character outside the BMP counts once', () => {
    assert.equal(clauseProblem('😀'.repeat(2_000)), null);
    assert.match(clauseProblem('😀'.repeat(2_001)) ?? '', /2001 characters/);
  });
});
