import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OfflineRuleAnalyzer } from '../../../src/clauses/analysis/offline-rule.analyzer';
import type { RetrievedReference } from '../../../src/clauses/clause.types';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';

// Hands the analyzer the whole corpus as if retrieved, so these tests check reasoning, not retrieval.
const references: RetrievedReference[] = loadReferenceCorpus().map((chunk) => ({ ...chunk, score: 0.5 }));
const analyzer = new OfflineRuleAnalyzer();
const analyze = (clause: string) => analyzer.analyze({ clause, references });

describe('OfflineRuleAnalyzer', () => {
  it('flags a ban on 전입신고 as DANGER and explains it in Korean with the article', async () => {
    const verdict = await analyze('임차인은 계약기간 중 전입신고를 할 수 없다.');
    assert.equal(verdict.riskLevel, 'DANGER');
    assert.match(verdict.summary, /전입신고/);
    assert.match(verdict.summary, /제3조/);
    assert.ok(verdict.recommendation);
    assert.ok(verdict.references.some((r) => r.source === '주택임대차보호법' && r.title.startsWith('제3조(')));
  });

  it('reads protective wording about the same right as SAFE', async () => {
    const verdict = await analyze('임대인은 임차인의 전입신고에 협조한다.');
    assert.equal(verdict.riskLevel, 'SAFE');
    assert.equal(verdict.recommendation, null);
  });

  it('compares a stated increase with the 5 % cap', async () => {
    assert.equal((await analyze('갱신할 때 월세를 8% 인상한다.')).riskLevel, 'DANGER');
    assert.equal((await analyze('갱신할 때 월세 인상은 5% 이내로 한다.')).riskLevel, 'SAFE');
    assert.equal((await analyze('월세를 50만 원에서 60만 원으로 인상한다.')).riskLevel, 'DANGER');
  });

  it('rates wear-and-tear restoration as CAUTION and an ordinary pet rule as SAFE', async () => {
    assert.equal((await analyze('퇴실 시 임차인은 사용 기간과 관계없이 도배를 전부 새로 한다.')).riskLevel, 'CAUTION');
    assert.equal((await analyze('반려동물은 임대인과 협의하여 한 마리까지 기를 수 있다.')).riskLevel, 'SAFE');
  });

  it('says each reason for a SAFE once, even when undertakings under several articles share it', async () => {
    const verdict = await analyze(
      '임대인은 다음 세입자가 없다거나 매매가 안 됐다는 이유로 보증금 반환을 늦추지 않는다.',
    );
    assert.equal(verdict.riskLevel, 'SAFE');
    const sentences = verdict.summary.split(/(?<=다\.)\s/u);
    assert.equal(new Set(sentences).size, sentences.length, verdict.summary);
  });

  it('names itself', () => {
    assert.equal(analyzer.model, 'offline-principle-analyzer-v87');
  });
});
