import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OfflineRuleAnalyzer } from '../../../src/clauses/analysis/offline-rule.analyzer';
import type { RetrievedReference, RiskLevel } from '../../../src/clauses/clause.types';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';

// SAFE needs positive evidence: each clause here is a term the law or the standard contract makes
// ordinary. With the whole corpus as references, a pattern matching only the words must not decide.
const references: RetrievedReference[] = loadReferenceCorpus().map((chunk) => ({ ...chunk, score: 0.5 }));
const analyzer = new OfflineRuleAnalyzer();
const withPatterns = (clause: string) => analyzer.analyzeSync({ clause, references });
const alone = (clause: string) => analyzer.analyzeSync({ clause, references: [] });
// The rules alone, without the learned reader's doubt (learned-wording.test.ts covers that).
const rulesOnly = new OfflineRuleAnalyzer({ wordingModel: null });
const readByRules = (clause: string) => rulesOnly.analyzeSync({ clause, references });

function expectRisk(level: RiskLevel, clauses: string[], analyze = withPatterns): void {
  for (const clause of clauses) assert.equal(analyze(clause).riskLevel, level, clause);
}

describe('standard and tenant-favourable terms', () => {
  it('recognises household rules and the use of the home (표준계약서 제4조, 특약사항)', () => {
    expectRisk('SAFE', [
      '실내 흡연은 금지한다.',
      '층간소음이 생기지 않도록 서로 주의한다.',
      '임차인은 이 집을 주거용으로만 사용한다.',
      '임차인은 벽에 큰 구멍을 내지 않는다.',
    ]);
    expectRisk('CAUTION', ['창고로 쓰는 베란다 사용료 5만원은 임차인이 따로 낸다.'], alone);
  });

  it("recognises the tenant's notice of defects and the tenant's own damage (민법 제634조, 표준계약서 제4조)", () => {
    expectRisk('SAFE', [
      '욕실 타일이 깨진 것을 보면 임차인은 곧바로 임대인에게 알려 준다.',
      '세입자가 잘못해서 부순 것은 세입자가 물어 준다.',
    ]);
  });

  it('recognises the law restated, and not a term declared valid against it (제10조)', () => {
    expectRisk('SAFE', ['이 계약서에 없는 내용은 민법과 주택임대차보호법에 따른다.']);
    expectRisk('CAUTION', ['이 특약은 주택임대차보호법과 관계없이 유효한 것으로 한다.']);
  });

  it('recognises payment schedules, earnest money and late interest at the legal rate', () => {
    expectRisk('SAFE', [
      '잔금은 2026년 4월 1일에 지급한다.',
      '월세는 매달 말일에 계좌로 입금한다.',
      '차임 연체 시 연 5%의 지연손해금을 낸다.',
    ]);
  });

  it("lets a landlord's undertaking not to obstruct outweigh a pattern on the same words", () => {
    expectRisk('SAFE', [
      '임대인은 임차인의 임차권등기명령 신청을 방해하지 않는다.',
      '임대인은 보증금 반환을 새 임차인이 구해질 때까지 미루지 않는다.',
      '임대인은 계약 기간 동안 이 주택에 담보를 새로 설정하지 않는다.',
    ]);
  });

  it('does not let one protective part vouch for another part of a compound clause', () => {
    expectRisk('DANGER', [
      '임대인은 전입신고를 막지 않지만 임차인은 입주 후 6개월 동안 전입하지 않는다.',
      '중개보수는 각자 부담하되 보증금은 다음 세입자가 들어온 뒤에 돌려준다.',
    ]);
  });

  it('keeps a compound clause CAUTION when one part puts an unrecognised cost on the tenant', () => {
    expectRisk(
      'CAUTION',
      [
        '임대인은 보일러를 고쳐 주고, 임차인은 매달 건물 청소비 2만원을 따로 낸다.',
        '임대인은 수리 요청을 받으면 고치되, 수리비의 절반은 임차인이 부담한다.',
      ],
      alone,
    );
    expectRisk('SAFE', ['잔금 전에 해제하려면 임차인은 계약금을 잃고 임대인은 그 배액을 물어 준다.'], alone);
  });

  it('tells a lock renewed before move-in from a lockout, and showings from entry', () => {
    expectRisk('SAFE', ['임대인은 입주 전에 방충망과 도어락을 새것으로 교체한다.'], alone);
    expectRisk('CAUTION', ['임대인은 매도를 위해 집을 보여 줄 때 임차인에게 알리지 않아도 된다.'], alone);
  });

  it('reads note-style endings (…함, …받음, …줌) as the declaratives they stand for', () => {
    expectRisk('SAFE', ['잔금일에 전입신고 및 확정일자 받음.', '집주인이 보일러 고장나면 고쳐줌.']);
    // Read as a declarative by the rules. The shipped analyzer may also doubt it for its loan wording
    // (a 대출 is where a mortgage's danger hides), depending on what its learned reader was trained on;
    // learned-wording.test.ts tests that doubt with a reader of its own.
    expectRisk('SAFE', ['집주인은 잔금 때 기존 대출 다 갚고 근저당 말소함.'], readByRules);
    expectRisk('DANGER', ['근저당 더 잡아도 세입자는 암말 안 하기로 함.', '갱신할 땐 월세 15프로 올림.']);
  });
});
