import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ClauseVerdict, RiskLevel } from '../../../src/clauses/clause.types';
import { CombinedVerdictAnalyzer, combineVerdicts } from '../../../src/clauses/analysis/combined-verdict.analyzer';
import type { ClauseAnalysisInput, ClauseAnalyzer } from '../../../src/clauses/providers/clause-analyzer.provider';
import { ClauseProviderError } from '../../../src/clauses/providers/provider-error';

const LEVELS: RiskLevel[] = ['SAFE', 'CAUTION', 'DANGER'];
const input: ClauseAnalysisInput = { clause: '임차인은 전입신고를 하지 않는다.', references: [] };

const verdict = (who: string, riskLevel: RiskLevel, recommendation: string | null = `${who} 권고`): ClauseVerdict => ({
  riskLevel,
  summary: `${who} 설명`,
  recommendation,
  references: [{ source: who, title: `${who} 근거`, excerpt: '…', score: 1 }],
});

/** An analyzer that answers one verdict (or failure) and records that it was asked. */
function fake(model: string, answer: ClauseVerdict | Error): ClauseAnalyzer & { calls: number } {
  return {
    model,
    calls: 0,
    async analyze() {
      this.calls += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

describe('rules and LLM combined', () => {
  test('a rules CAUTION for a clause they did not recognise (low confidence) gives way to the model, even to SAFE; a found CAUTION or any DANGER does not', () => {
    const unsure = { ...verdict('규칙', 'CAUTION'), confidence: 0.35 };
    assert.equal(combineVerdicts(unsure, verdict('모델', 'SAFE')).riskLevel, 'SAFE');
    assert.match(combineVerdicts(unsure, verdict('모델', 'SAFE')).summary, /알아보지 못해/);
    assert.equal(
      combineVerdicts({ ...verdict('규칙', 'CAUTION'), confidence: 0.8 }, verdict('모델', 'SAFE')).riskLevel,
      'CAUTION',
    );
    assert.equal(
      combineVerdicts({ ...verdict('규칙', 'DANGER'), confidence: 0.1 }, verdict('모델', 'SAFE')).riskLevel,
      'DANGER',
    );
  });

  test('the final risk is the higher of the two for every pair: the model raises, never lowers', () => {
    for (const rules of LEVELS) {
      for (const llm of LEVELS) {
        const expected = LEVELS[Math.max(LEVELS.indexOf(rules), LEVELS.indexOf(llm))];
        assert.equal(
          combineVerdicts(verdict('규칙', rules), verdict('모델', llm)).riskLevel,
          expected,
          `rules ${rules}, model ${llm}`,
        );
      }
    }
  });

  test('a rules DANGER the model calls SAFE stays DANGER, explained by the rules and saying they decided', () => {
    const combined = combineVerdicts(verdict('규칙', 'DANGER'), verdict('모델', 'SAFE', null));
    assert.equal(combined.riskLevel, 'DANGER');
    assert.ok(combined.summary.startsWith('규칙 설명'));
    assert.match(
      combined.summary,
      /언어 모델은 안전\(SAFE\)으로 보았지만, 규칙 분석이 위험\(DANGER\)으로 판정했습니다/,
    );
    assert.doesNotMatch(combined.summary, /모델 설명/, "the lower side's reassurance is left out");
    assert.equal(combined.recommendation, '규칙 권고');
    assert.deepEqual(
      combined.references.map((r) => r.source),
      ['규칙'],
    );
  });

  test('a model raising CAUTION to DANGER is kept, with its explanation and a note that it decided', () => {
    const combined = combineVerdicts(verdict('규칙', 'CAUTION'), verdict('모델', 'DANGER'));
    assert.equal(combined.riskLevel, 'DANGER');
    assert.ok(combined.summary.startsWith('모델 설명'));
    assert.match(
      combined.summary,
      /규칙 분석은 주의\(CAUTION\)로 보았지만, 언어 모델이 더 큰 위험을 찾아 위험\(DANGER\)으로 판정했습니다/,
    );
    assert.equal(combined.recommendation, '모델 권고');
    assert.deepEqual(
      combined.references.map((r) => r.source),
      ['모델'],
    );
  });

  test('a raised verdict without advice still tells the tenant what to do', () => {
    const raisedFromSafe = combineVerdicts(verdict('규칙', 'SAFE', null), verdict('모델', 'CAUTION', null));
    assert.ok(raisedFromSafe.recommendation && raisedFromSafe.recommendation.length > 0);
    assert.equal(
      combineVerdicts(verdict('규칙', 'CAUTION'), verdict('모델', 'DANGER', null)).recommendation,
      '규칙 권고',
    );
  });

  test("when both agree the verdict is the model's, unchanged", () => {
    const llm = verdict('모델', 'CAUTION');
    assert.deepEqual(combineVerdicts(verdict('규칙', 'CAUTION'), llm), llm);
  });

  test('names both analyzers in model and asks both', async () => {
    const rules = fake('offline-rules-x', verdict('규칙', 'DANGER'));
    const llm = fake('gpt-x', verdict('모델', 'SAFE', null));
    const analyzer = new CombinedVerdictAnalyzer({ rules, llm });
    assert.equal(analyzer.model, 'gpt-x+rules:offline-rules-x');
    assert.equal((await analyzer.analyze(input)).riskLevel, 'DANGER');
    assert.deepEqual([rules.calls, llm.calls], [1, 1]);
  });

  test('a failing model call fails the analysis with the provider error: no verdict from the rules alone, no SAFE', async () => {
    const failure = new ClauseProviderError('MALFORMED_RESPONSE', 'verdict fails the schema');
    const analyzer = new CombinedVerdictAnalyzer({
      rules: fake('rules', verdict('규칙', 'SAFE', null)),
      llm: fake('llm', failure),
    });
    await assert.rejects(analyzer.analyze(input), (error) => error === failure);
  });

  test('a failing rule analysis fails before the paid call is made', async () => {
    const llm = fake('llm', verdict('모델', 'SAFE', null));
    const analyzer = new CombinedVerdictAnalyzer({ rules: fake('rules', new Error('rule bug')), llm });
    await assert.rejects(analyzer.analyze(input), /rule bug/);
    assert.equal(llm.calls, 0);
  });
});
