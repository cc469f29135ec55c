import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OfflineRuleAnalyzer } from '../../../src/clauses/analysis/offline-rule.analyzer';
import type { RiskLevel } from '../../../src/clauses/clause.types';

// No references: these verdicts come from the principles alone, not from the pattern list.
const analyzer = new OfflineRuleAnalyzer();
const verdictOf = (clause: string) => analyzer.analyzeSync({ clause, references: [] });

function expectRisk(level: RiskLevel, clauses: string[]): void {
  for (const clause of clauses) assert.equal(verdictOf(clause).riskLevel, level, clause);
}

describe('principles of 주택임대차보호법 (제10조: departures against the tenant are void)', () => {
  it("flags a waiver of the two-year term and early termination at the landlord's wish (제4조)", () => {
    expectRisk('DANGER', ['세입자는 2년 거주를 보장해 달라고 할 수 없고 1년 뒤 집주인이 원하면 방을 뺀다.']);
    assert.match(verdictOf('임차인은 법이 정한 2년 기간을 주장하지 않기로 한다.').summary, /제4조/);
  });

  it('flags giving up or restricting the renewal right (제6조의3)', () => {
    expectRisk('DANGER', [
      '임차인은 계약 만료 시 계약갱신요구권을 쓰지 않기로 한다.',
      '재계약 여부는 전적으로 임대인이 결정하며 임차인은 갱신을 요구할 수 없다.',
    ]);
  });

  it('flags giving up 대항력, including leaving when the home is sold (제3조)', () => {
    expectRisk('DANGER', [
      '소유권이 바뀌더라도 임차인은 새 집주인에게 임대차를 주장하지 않는다.',
      '임차인은 주택이 매각되면 한 달 안에 집을 비워 준다.',
    ]);
  });

  it('flags giving up 우선변제 and 배당 (제3조의2)', () => {
    expectRisk('DANGER', [
      '경매가 진행되더라도 임차인은 보증금을 은행보다 먼저 돌려받겠다고 주장하지 않는다.',
      '임차인은 경매 시 배당을 신청하지 않기로 한다.',
    ]);
  });

  it('flags prohibiting, delaying or conditioning 전입신고 and 확정일자', () => {
    expectRisk('DANGER', [
      '임차인은 임대인의 승낙을 받은 뒤에만 전입신고를 할 수 있다.',
      '전입신고는 잔금일로부터 한 달이 지난 후에 한다.',
      '계약서에 확정일자를 받으려면 임대인의 동의를 받아야 한다.',
    ]);
  });

  it("flags conditions on the deposit's return: a next tenant, a sale, deductions at the landlord's discretion", () => {
    expectRisk('DANGER', [
      '보증금은 다음 세입자가 들어와 보증금을 낸 뒤에 돌려준다.',
      '집이 팔리면 그 대금으로 보증금을 반환한다.',
      '임대인은 퇴실 시 보증금에서 임대인이 판단한 수리비를 공제하고 나머지를 돌려준다.',
    ]);
  });

  it('flags an increase above 5 % and keeps one within it SAFE (제7조)', () => {
    expectRisk('DANGER', ['2년차부터 월세를 10% 올린다.']);
    expectRisk('SAFE', ['갱신 때 보증금은 3% 이내에서 올린다.']);
  });
});

describe('mortgages, repairs and restoration (민법 제623조, 제615조·제654조)', () => {
  it('flags consent to a new mortgage and a landlord free to set one', () => {
    expectRisk('DANGER', [
      '임차인은 임대인이 입주 후 은행에서 담보대출을 받는 것에 동의한다.',
      '임대인은 계약기간 중에도 필요하면 주택에 근저당을 설정할 수 있다.',
    ]);
    expectRisk('SAFE', [
      '임대인은 계약기간 동안 새 근저당을 설정하지 않는다.',
      '임대인은 잔금일까지 기존 근저당을 모두 말소한다.',
    ]);
  });

  it('flags major repairs shifted to the tenant and keeps consumables with the tenant SAFE', () => {
    expectRisk('DANGER', [
      '난방 보일러와 배관이 고장 나면 수리비는 임차인이 전부 낸다.',
      '집의 모든 수리는 세입자가 자기 비용으로 한다.',
    ]);
    expectRisk('CAUTION', ['임차인은 곰팡이가 생겨도 임대인에게 고쳐 달라고 요구하지 않는다.']);
    expectRisk('SAFE', [
      '형광등과 건전지 같은 소모품은 세입자가 갈아 끼운다.',
      '누수나 보일러 고장은 집주인이 책임지고 고친다.',
    ]);
  });

  it("reads each party's duty in its own predicate", () => {
    expectRisk('SAFE', ['방충망 교체는 임차인이 하고, 온수기 고장은 임대인이 고친다.']);
    expectRisk('DANGER', ['방충망 교체는 임대인이 하고, 온수기 고장은 임차인이 고친다.']);
  });

  it('rates restoring ordinary wear as CAUTION and damage by fault as SAFE', () => {
    expectRisk('CAUTION', [
      '이사 나갈 때 몇 년을 살았든 페인트칠을 전부 새로 해야 한다.',
      '퇴거 시 생활 흔적까지 모두 원상복구한다.',
    ]);
    expectRisk('SAFE', ['임차인의 부주의로 깨진 유리는 임차인이 교체한다.']);
  });
});

describe('tenant-favourable terms and unknown clauses', () => {
  it('calls standard terms SAFE with positive evidence and a confidence', () => {
    for (const clause of [
      '임대인은 계약이 끝나는 날 집을 돌려받으면서 보증금을 바로 돌려준다.',
      '고양이 한 마리를 키우는 것을 허용한다.',
      '세대당 주차 1대를 무료로 제공한다.',
      '임대인은 입주 전에 전문 업체로 청소를 해 둔다.',
      '관리비 10만 원에는 수도, 인터넷, 공용 전기료가 포함된다.',
    ]) {
      const verdict = verdictOf(clause);
      assert.equal(verdict.riskLevel, 'SAFE', clause);
      assert.ok((verdict.confidence ?? 0) >= 0.6, clause);
      assert.equal(verdict.recommendation, null);
    }
  });

  it('calls a clause it cannot place CAUTION, says 확인 필요 and is unsure', () => {
    const verdict = verdictOf('임차인은 이 집에서 사업자등록을 하지 않는다.');
    assert.equal(verdict.riskLevel, 'CAUTION');
    assert.match(verdict.summary, /확인 필요/);
    assert.match(verdict.recommendation ?? '', /확인 필요/);
    assert.ok((verdict.confidence ?? 1) < 0.5);
  });

  it('is surer when a principle and a known pattern agree than on a principle alone', () => {
    assert.ok((verdictOf('임대인은 선순위 보증금 정보를 알려줄 의무가 없다.').confidence ?? 0) >= 0.7);
    assert.equal(verdictOf('임대인은 집의 하자에 대해 책임지지 않는다.').riskLevel, 'CAUTION');
  });
});
