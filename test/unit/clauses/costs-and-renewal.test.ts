import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OfflineRuleAnalyzer } from '../../../src/clauses/analysis/offline-rule.analyzer';

// CAUTION rules read a one-sided term by its principle, so a clause is CAUTION because the analyzer
// knows why, not because it knows nothing.
const analyzer = new OfflineRuleAnalyzer();
const verdictOf = (clause: string) => analyzer.analyzeSync({ clause, references: [] });

function expectCaution(clause: string, article: RegExp): void {
  const verdict = verdictOf(clause);
  assert.equal(verdict.riskLevel, 'CAUTION', clause);
  assert.doesNotMatch(verdict.summary, /^확인 필요/u, clause);
  assert.match(verdict.summary, article, clause);
}

describe('one-sided terms on money, timing and renewal', () => {
  it('reads a return some time after moving out, and flat deductions (표준계약서 제9조)', () => {
    expectCaution('보증금은 임차인이 이사한 날부터 2주 뒤에 돌려준다.', /제9조/u);
    expectCaution('퇴실 청소비 30만원은 보증금에서 일괄 공제한다.', /제9조/u);
  });

  it('reads penalties out of proportion, including the 중도금 lost (민법 제398조)', () => {
    expectCaution('계약을 중도에 해지하면 임차인은 위약금으로 월세 3개월분을 낸다.', /제398조/u);
    expectCaution('연체료는 하루 1만원으로 한다.', /제398조/u);
  });

  it('reads rent in advance (민법 제633조) and a reduction barred (제627조, 제628조)', () => {
    expectCaution('월세는 1년 치를 입주 때 미리 낸다.', /제633조/u);
    expectCaution('집이 일부 못 쓰게 되어도 차임 감액은 청구하지 않는다.', /제627조/u);
  });

  it('reads waivers of outlays and fittings (민법 제626조, 제646조)', () => {
    expectCaution('임차인이 들인 보수 비용은 임대인에게 청구하지 않는다.', /제626조/u);
    expectCaution('임차인이 설치한 붙박이 선반은 나갈 때 임대인에게 매수를 청구하지 않는다.', /제646조/u);
  });

  it('reads implied renewal excluded or its exit made harder (제6조, 제6조의2)', () => {
    expectCaution('묵시적 갱신은 인정하지 않는다.', /제6조/u);
    expectCaution('자동으로 연장된 뒤에는 임차인이 해지를 알려도 5개월 후에 효력이 생긴다.', /제6조의2/u);
    assert.equal(verdictOf('묵시적으로 갱신된 뒤 임차인이 해지를 통지하면 3개월 후 효력이 생긴다.').riskLevel, 'SAFE');
  });

  it('reads a waiver of money around a renewal as no waiver of the renewal itself', () => {
    assert.equal(
      verdictOf('임차인은 임대인 사정으로 재계약이 안 되더라도 이사비를 청구하지 않는다.').riskLevel,
      'CAUTION',
    );
  });

  it("reads the owner's taxes on the tenant (민법 제618조), and keeps them SAFE with the owner", () => {
    expectCaution('건물 재산세는 임차인이 부담한다.', /제618조/u);
    assert.equal(verdictOf('종합부동산세와 재산세는 임대인이 납부한다.').riskLevel, 'SAFE');
  });

  it('reads a conversion to monthly rent without a lawful rate (제7조의2)', () => {
    expectCaution('보증금을 월세로 바꿀 때 연 8%로 계산한다.', /제7조의2/u);
  });

  it('reads giving up 분쟁조정 or declaring terms valid against the law (제10조)', () => {
    expectCaution('임차인은 계약 중 발생한 분쟁에 대해 조정 신청을 하지 않는다.', /제10조/u);
  });
});
