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

describe('the deposit and the home taken by other roads', () => {
  it('flags a forfeiture of the deposit for a breach, but not a loss named as the condition of a remedy (민법 제398조)', () => {
    expectRisk('DANGER', [
      '임차인이 애완동물을 키우다 걸리면 보증금 전부를 몰수한다.',
      '계약을 어기면 보증금은 임대인에게 귀속된다.',
      '특약 위반시 보증금 몰수.',
    ]);
    assert.match(verdictOf('계약을 어기면 보증금은 임대인에게 귀속된다.').summary, /제398조/);
    assert.notEqual(
      verdictOf('임차인이 보증금을 돌려받지 못하면 임차권등기명령을 신청할 수 있다.').riskLevel,
      'DANGER',
    );
  });

  it("flags an eviction on the landlord's own events or at his word (제4조)", () => {
    expectRisk('DANGER', [
      '임대인은 아들 부부가 결혼하면 계약 기간과 상관없이 임차인에게 집을 비우라고 할 수 있다.',
      '임대인이 필요하다고 하면 임차인은 언제든 퇴거한다.',
      '묵시적 갱신 후 임차인은 언제든 해지할 수 있으나 임대인도 언제든 계약을 끝낼 수 있다.',
    ]);
  });

  it('keeps the grounds the law gives and an agreed termination apart from that', () => {
    expectRisk('SAFE', [
      '임차인이 임대인 동의 없이 방을 다른 사람에게 빌려주면 임대인은 계약을 해지할 수 있다.',
      '임차인이 계약 기간 중 나가고 싶으면 임대인과 합의하여 해지한다.',
    ]);
  });

  it('reads 제3조 제4항: a sale passes the lease to the buyer', () => {
    expectRisk('SAFE', ['임대인은 계약 기간 중 집을 팔더라도 새 집주인에게 이 계약을 승계시킨다.']);
    expectRisk('DANGER', [
      '계약 후 집이 다른 사람에게 넘어가면 임차인은 계약 해지에 응한다.',
      '임대인이 건물을 허물고 새로 지으려 하면 임차인은 계약 중이라도 이사한다.',
    ]);
  });

  it("flags a lockout or cutting utilities, not a lock changed at the tenant's cost (민법 제623조)", () => {
    expectRisk('DANGER', [
      '임대인은 월세가 하루라도 늦으면 현관 도어락 비밀번호를 변경한다.',
      '관리비를 한 번이라도 안 내면 전기와 수도를 끊을 수 있다.',
    ]);
    assert.notEqual(verdictOf('열쇠를 잃어버리면 도어락 교체비는 임차인이 실비로 낸다.').riskLevel, 'DANGER');
  });

  it("flags the landlord's loan or debt put on the tenant (민법 제618조)", () => {
    expectRisk('DANGER', ['임대인의 카드론 이자는 임차인이 매달 대신 갚는다.']);
    expectRisk('SAFE', ['임차인이 받은 전세자금대출 이자는 임차인이 낸다.']);
  });

  it("reads a denied condition out of the deposit's return, and still reads what is left", () => {
    expectRisk('SAFE', ['보증금은 새 임차인이 없더라도 계약 만료일에 반환한다.']);
    expectRisk('DANGER', [
      '새 임차인 유무와 상관없이 보증금은 집이 팔린 뒤에 돌려준다.',
      '보증금은 임대인이 다른 집 전세금을 받으면 그때 돌려준다.',
    ]);
  });

  it('reads registration left elsewhere, or a fixed date only with consent, as a ban (제3조, 제3조의2)', () => {
    expectRisk('DANGER', [
      '입주 후에도 주민등록은 부모님 집에 남겨 두기로 한다.',
      '확정일자는 임대인이 허락한 경우에만 받는다.',
      '세입자는 확정일자 받지 마세요.',
    ]);
  });

  it('flags a short term that ends in a forced exit, and keeps a short term on its own SAFE (제4조)', () => {
    expectRisk('DANGER', ['계약기간은 8개월이며 기간이 끝나면 임차인은 반드시 나간다.']);
    expectRisk('SAFE', ['계약 기간은 18개월로 한다.']);
  });
});
