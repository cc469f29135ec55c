import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readClause } from '../../../src/clauses/analysis/clause-reading';
import { canonicalizeClause } from '../../../src/clauses/analysis/clause-text';

describe('readClause', () => {
  it('names the parties one way and spaces negations one way', () => {
    assert.equal(
      canonicalizeClause('세입자는 집주인에게 할수없다 하지않는다'),
      '임차인은 임대인에게 할 수 없다 하지 않는다',
    );
  });

  it('moves the particle with the name: 세입자 ends in a vowel, 임차인 in a consonant', () => {
    assert.equal(
      canonicalizeClause('세입자가 나가면 세입자를 세입자와 세입자로'),
      '임차인이 나가면 임차인을 임차인과 임차인으로',
    );
    assert.equal(readClause('세입자가 계약을 끝낸다.').segments[0].bound, 'TENANT');
  });

  it('reads the shorthand 보증 as 보증금, but not the guarantee itself (보증 가입, 보증 보험)', () => {
    assert.equal(canonicalizeClause('보증 1억, 월세 50'), '보증금 1억, 월세 50');
    assert.equal(canonicalizeClause('보증은 만기에 돌려준다'), '보증금은 만기에 돌려준다');
    assert.equal(canonicalizeClause('보증 가입이 안 되면 계약은 없던 걸로'), '보증 가입이 안 되면 계약은 없던 걸로');
    assert.equal(canonicalizeClause('보증 보험 가입에 협조한다'), '보증 보험 가입에 협조한다');
  });

  it('writes an amount in words in figures, and leaves words that are no amount', () => {
    assert.equal(
      canonicalizeClause('보증금은 금 이억원정에서 금 이억이천만원정으로 변경한다.'),
      '보증금은 금 2억원에서 금 2억 2000만원으로 변경한다.',
    );
    assert.equal(canonicalizeClause('일금 오천만원정, 월세 오십만 원'), '일금 5000만원, 월세 50만원');
    assert.equal(canonicalizeClause('보증금 2억에서 2억 천만원으로'), '보증금 2억에서 2억 1000만원으로');
    assert.equal(canonicalizeClause('이천시 원룸, 서울 일원'), '이천시 원룸, 서울 일원');
    // Numerals that make no number are left as written, not read as one 억.
    assert.equal(canonicalizeClause('금 이이억원'), '금 이이억원');
  });

  it('binds each predicate to its own party', () => {
    const { segments } = readClause('전구는 임차인이 부담하고 보일러는 임대인이 수리한다.');
    assert.deepEqual(
      segments.map((s) => s.bound),
      ['TENANT', 'LANDLORD'],
    );
  });

  it('takes the topic (은/는) over a subordinate subject (이/가)', () => {
    const { segments } = readClause('임대인이 대출을 받을 수 있도록 임차인은 근저당 설정에 동의한다.');
    assert.equal(segments[0].bound, 'TENANT');
    assert.ok(segments[0].acts.has('consent'));
  });

  it('does not split at a quotation (달라고) so the negation stays with its object', () => {
    const { segments } = readClause('임차인은 수리해 달라고 요구하지 않는다.');
    assert.equal(segments.length, 1);
    assert.ok(segments[0].acts.has('waive'));
  });

  it('reads a stated term and a stated increase', () => {
    assert.equal(readClause('임대차기간은 2025년 3월 1일부터 2027년 2월 28일까지로 한다.').termMonths, 24);
    assert.equal(readClause('계약기간은 10개월로 한다.').termMonths, 10);
    assert.equal(readClause('월세를 50만 원에서 60만 원으로 올린다.').increasePercent, 20);
  });
});

describe('readClause: subjects, amounts and schedules', () => {
  it('takes the subject of a subordinate or relative clause for that clause only', () => {
    assert.equal(readClause('임대인이 근저당을 더 설정해도 임차인은 동의한다.').segments[0].bound, 'TENANT');
    assert.equal(readClause('수도 요금은 임대인이 정한 금액을 매달 낸다.').segments[0].bound, null);
    assert.equal(readClause('임대인이 배관이 새면 고친다.').segments[0].bound, 'LANDLORD');
    // A subject met at a time (… 할 때에는) is that time's.
    assert.equal(readClause('임대인이 대출을 받을 때에는 은행에 확인서를 써 준다.').segments[0].bound, null);
  });

  it('takes no subject from an aside in parentheses', () => {
    const reading = readClause(
      '곰팡이 있는 거 알고 들어오는 거라 문제 삼지 않기로 함 (입주 전 제거는 집주인이 1회 해줌)',
    );
    assert.equal(reading.segments[reading.segments.length - 1].bound, null);
    assert.equal(readClause('입주 전 청소(현관 포함)는 임대인이 한다.').segments[0].bound, 'LANDLORD');
  });

  it('reads how soon a scheduled rise comes, in digits or in words', () => {
    assert.equal(readClause('4개월마다 월세를 2%씩 올린다.').increaseAfterMonths, 4);
    assert.equal(readClause('입주 석 달 뒤부터 월세를 3만원 인상한다.').increaseAfterMonths, 3);
    assert.equal(readClause('월세는 매월 1일에 낸다.').increaseAfterMonths, null);
  });

  it('reads a term written as a dotted date range', () => {
    assert.equal(readClause('임대차 기간 2027.01.01 ~ 2028.12.31').termMonths, 24);
  });

  it('reads increases written as fractions or in 억 without 만', () => {
    assert.equal(readClause('차임은 20분의 1 이내로만 올린다.').increasePercent, 5);
    assert.equal(readClause('보증금을 2억원에서 2억 1천만원으로 올린다.').increasePercent, 5);
  });
});
