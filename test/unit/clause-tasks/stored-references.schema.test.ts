import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clauseOf, storedReferencesOf } from '../../../src/clause-tasks/stored-references.schema';
import type { RetrievedReference } from '../../../src/clauses';
import type { TaskRow } from '../../../src/tasks/task.types';

const pattern: RetrievedReference = {
  id: 'pattern-02',
  source: '불공정 특약 유형',
  title: '유형 02(확정일자 금지)',
  text: '확정일자를 받지 못하게 하는 특약',
  origin: '정리',
  kind: 'PATTERN',
  score: 1.42,
  pattern: {
    severity: 'DANGER',
    why: '우선변제권을 잃습니다.',
    law: '주택임대차보호법 제3조의2',
    advice: '삭제를 요구하세요.',
    cues: ['확정일자'],
    exceptions: [],
  },
};
const statute: RetrievedReference = {
  id: 'hlpa-3-2',
  source: '주택임대차보호법',
  title: '제3조의2(보증금의 회수)',
  text: '…',
  origin: '법제처',
  kind: 'STATUTE',
  pattern: null,
  score: 0.9,
};

/** A task row as PostgreSQL returns it: `input` went through JSON. */
function taskWith(input: Record<string, unknown>): TaskRow {
  return { id: 't-1', input: JSON.parse(JSON.stringify(input)) } as TaskRow;
}

describe('references kept on the task between the stages', () => {
  test('survive the round trip through the row unchanged', () => {
    assert.deepEqual(storedReferencesOf(taskWith({ clause: 'c', references: [pattern, statute] })), [pattern, statute]);
  });

  test('a row without usable references is refused, not analysed with none', () => {
    assert.throws(() => storedReferencesOf(taskWith({ clause: 'c' })), /no usable references/);
    assert.throws(
      () => storedReferencesOf(taskWith({ references: [{ ...statute, kind: 'BLOG' }] })),
      /no usable references/,
    );
  });

  test('the clause is read from the input', () => {
    assert.equal(clauseOf(taskWith({ clause: '월세는 매월 25일에 입금한다.' })), '월세는 매월 25일에 입금한다.');
    assert.throws(() => clauseOf(taskWith({})), /carries no clause/);
  });
});
