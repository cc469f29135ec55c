import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  LearnedWordingModel,
  PROBE_TRAINING_FILE,
  readTrainingClauses,
  SHIPPED_TRAINING_FILES,
  shippedWordingModel,
  type LabelledClause,
} from '../../../src/clauses/analysis/learned-wording.model';
import { OfflineRuleAnalyzer } from '../../../src/clauses/analysis/offline-rule.analyzer';
import { WORDING_DOUBT_LOG_ODDS } from '../../../src/clauses/analysis/verdict';
import type { RetrievedReference } from '../../../src/clauses/clause.types';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';

const references: RetrievedReference[] = loadReferenceCorpus().map((chunk) => ({ ...chunk, score: 0.5 }));

// A small training set written for this test: the dangerous clauses talk of the next tenant and of
// waiting; the safe ones of pets, parking and rubbish. Nothing here is in the evaluation set.
const TRAINING: LabelledClause[] = [
  { clause: '보증금은 다음 임차인이 들어오면 그때 돌려준다.', expectedRisk: 'DANGER' },
  { clause: '다음 임차인의 잔금이 들어온 뒤에 보증금을 돌려준다.', expectedRisk: 'DANGER' },
  { clause: '다음 임차인을 못 구하면 보증금 반환은 기다리기로 한다.', expectedRisk: 'DANGER' },
  { clause: '다음 임차인이 구해질 때까지 보증금은 묶어 둔다.', expectedRisk: 'DANGER' },
  { clause: '청소비 5만 원은 퇴실 때 정산한다.', expectedRisk: 'CAUTION' },
  { clause: '퇴실 청소비는 보증금에서 정액으로 뺀다.', expectedRisk: 'CAUTION' },
  { clause: '반려동물은 한 마리까지 기를 수 있다.', expectedRisk: 'SAFE' },
  { clause: '주차는 지정된 칸에 한 대만 한다.', expectedRisk: 'SAFE' },
  { clause: '분리수거는 정해진 요일에 한다.', expectedRisk: 'SAFE' },
  { clause: '실내에서는 담배를 피우지 않는다.', expectedRisk: 'SAFE' },
];

describe('the learned wording reader', () => {
  const model = LearnedWordingModel.train(TRAINING);

  it('finds the wording of clauses it has not seen nearer the level whose words they share', () => {
    assert.ok(model.read('보증금은 다음 임차인이 정해지면 돌려준다.').dangerOverSafe > 0);
    assert.ok(model.read('반려동물과 주차는 관리 규약을 따른다.').dangerOverSafe < 0);
  });

  it('gives each level a probability, the three summing to one', () => {
    const { logProbability } = model.read('보증금은 다음 임차인이 정해지면 돌려준다.');
    const total = Math.exp(logProbability.SAFE) + Math.exp(logProbability.CAUTION) + Math.exp(logProbability.DANGER);
    assert.ok(Math.abs(total - 1) < 1e-9, String(total));
  });

  it('leaves words no training clause had out of the reckoning', () => {
    // Nothing of this clause was ever seen: the answer is the prior alone, the same for any such text.
    const unseen = model.read('ㅋㅋㅋ ㅎㅎㅎ');
    const alsoUnseen = model.read('xyzw qrst');
    assert.equal(unseen.dangerOverSafe, alsoUnseen.dangerOverSafe);
    assert.ok(Math.abs(unseen.dangerOverSafe) < 1e-9, 'four DANGER and four SAFE training clauses: even odds');
  });

  it('refuses to learn without a clause of every level', () => {
    assert.throws(() => LearnedWordingModel.train([]), /needs labelled clauses/);
    assert.throws(
      () => LearnedWordingModel.train(TRAINING.filter((c) => c.expectedRisk !== 'CAUTION')),
      /no CAUTION clause/,
    );
  });

  it('trains from a file shaped as the evaluation set, and rejects one that is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wording-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify({ clauses: TRAINING.map((c) => ({ ...c, category: 'x' })) }));
    const fromFile = LearnedWordingModel.fromFile(good);
    const clause = '보증금은 다음 임차인이 정해지면 돌려준다.';
    assert.equal(fromFile.read(clause).dangerOverSafe, model.read(clause).dangerOverSafe);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ clauses: [{ clause: '주차는 한 대', expectedRisk: 'FINE' }] }));
    assert.throws(() => LearnedWordingModel.fromFile(bad));
  });

  it('ships trained on the dev split and the probes, once per process', () => {
    assert.equal(shippedWordingModel(), shippedWordingModel());
    const reading = shippedWordingModel().read('임차인은 전입신고를 하지 않기로 하고 확정일자도 받지 않는다.');
    assert.ok(reading.dangerOverSafe > 0, String(reading.dangerOverSafe));
    // The probes' clauses are in its training: it reads them as a model of both files does, not as dev's alone.
    const probe = readTrainingClauses(PROBE_TRAINING_FILE)[0].clause;
    const both = LearnedWordingModel.fromFiles(SHIPPED_TRAINING_FILES).read(probe);
    assert.deepEqual(shippedWordingModel().read(probe), both);
    assert.notDeepEqual(LearnedWordingModel.fromFile().read(probe), both);
  });
});

describe("the learned reader's doubt in the offline analyzer", () => {
  // A reader that has learned one thing: the words of a landlord's loan and mortgage are dangerous.
  const loanWary = LearnedWordingModel.train([
    { clause: '임대인의 대출 이자는 임차인이 낸다.', expectedRisk: 'DANGER' },
    { clause: '근저당 대출을 더 받아도 임차인은 동의한 것으로 본다.', expectedRisk: 'DANGER' },
    { clause: '대출 근저당 설정에 임차인은 이의하지 않는다.', expectedRisk: 'DANGER' },
    { clause: '기존 근저당은 잔금일까지 말소하지 않아도 된다.', expectedRisk: 'DANGER' },
    { clause: '임대인은 기존 근저당을 모두 그대로 둔다.', expectedRisk: 'DANGER' },
    { clause: '관리비는 매달 정액으로 낸다.', expectedRisk: 'CAUTION' },
    { clause: '반려동물은 한 마리까지 기를 수 있다.', expectedRisk: 'SAFE' },
    { clause: '분리수거는 정해진 요일에 한다.', expectedRisk: 'SAFE' },
  ]);
  const doubting = new OfflineRuleAnalyzer({ wordingModel: loanWary });
  const rulesOnly = new OfflineRuleAnalyzer({ wordingModel: null });
  const analyze = (analyzer: OfflineRuleAnalyzer, clause: string) => analyzer.analyzeSync({ clause, references });

  it('keeps a SAFE from being said where a part of the clause hides under a loan, and says why', () => {
    const clause = '집주인은 잔금 때 기존 대출 다 갚고 근저당 말소함.';
    assert.ok(loanWary.read(clause).dangerOverSafe > WORDING_DOUBT_LOG_ODDS);
    assert.equal(analyze(rulesOnly, clause).riskLevel, 'SAFE');
    const doubted = analyze(doubting, clause);
    assert.equal(doubted.riskLevel, 'CAUTION');
    assert.match(doubted.summary, /^확인 필요: /);
    assert.match(doubted.summary, /위험한 특약으로 분류된 조항들과 더 닮았습니다/);
    assert.ok(doubted.recommendation?.startsWith('확인 필요: '));
    assert.equal(doubted.confidence, 0.4);
  });

  it('does not doubt a SAFE the rules vouch for in every part, whatever its words', () => {
    // One predicate, recognised, no condition a danger hides in: the reading outweighs the words.
    const clause = '임대인은 잔금일까지 기존 근저당을 모두 말소한다.';
    assert.ok(loanWary.read(clause).dangerOverSafe > WORDING_DOUBT_LOG_ODDS);
    assert.equal(analyze(rulesOnly, clause).riskLevel, 'SAFE');
    assert.equal(analyze(doubting, clause).riskLevel, 'SAFE');
  });

  it('never lowers what the rules find: a DANGER stays DANGER under a reader that finds it safe', () => {
    const trusting = new OfflineRuleAnalyzer({
      wordingModel: LearnedWordingModel.train([
        { clause: '전입신고는 안 한다.', expectedRisk: 'SAFE' },
        { clause: '전입신고 하지 않기로 함.', expectedRisk: 'SAFE' },
        { clause: '관리비는 정액.', expectedRisk: 'CAUTION' },
        { clause: '반려동물 금지.', expectedRisk: 'DANGER' },
      ]),
    });
    const clause = '임차인은 계약기간 중 전입신고를 하지 않는다.';
    assert.equal(analyze(rulesOnly, clause).riskLevel, 'DANGER');
    assert.equal(analyze(trusting, clause).riskLevel, 'DANGER');
  });

  // The shipped bar is set for a reader trained on the dev split; this small reader's odds run lower,
  // so these tests set a bar of their own and keep to what the bar does.
  const BAR = 30;
  const raising = new OfflineRuleAnalyzer({ wordingModel: loanWary, wordingDangerLogOdds: BAR });

  it('raises a clause nothing recognises to DANGER when its wording is far more like the dangerous clauses, unsure and saying so', () => {
    const clause = '기존 근저당 대출 이자는 잔금일 이후 임차인과 나눠서 정리한다.';
    const reading = loanWary.read(clause);
    assert.ok(reading.dangerOverCaution > BAR && reading.dangerOverSafe > 0);
    const alone = analyze(rulesOnly, clause);
    assert.equal(alone.riskLevel, 'CAUTION');
    assert.equal(alone.confidence, 0.35, 'the rules recognise nothing in it');
    assert.equal(analyze(doubting, clause).riskLevel, 'CAUTION', 'under the shipped bar');
    const raised = analyze(raising, clause);
    assert.equal(raised.riskLevel, 'DANGER');
    assert.match(raised.summary, /^확인 필요: /);
    assert.match(raised.summary, /위험한 특약으로 분류된 조항들과 매우 닮았습니다/);
    assert.ok(raised.recommendation?.startsWith('확인 필요: '));
    assert.equal(raised.confidence, 0.5);
  });

  it('raises nothing the reader does not find far more dangerous, nor what the rules recognise as safe', () => {
    // Unrecognised, words the reader never met: its prior alone, far under the bar.
    const unseen = '임차인은 매년 봄 정원의 나무를 한 번 손질한다.';
    assert.ok(loanWary.read(unseen).dangerOverCaution < BAR);
    assert.equal(analyze(raising, unseen).riskLevel, 'CAUTION');
    // Recognised as safe in every part, however the reader finds its words.
    const recognised = '임대인은 잔금일까지 기존 근저당을 모두 말소한다.';
    assert.ok(loanWary.read(recognised).dangerOverCaution > BAR);
    assert.equal(analyze(raising, recognised).riskLevel, 'SAFE');
  });

  it('names the analyzer by whether the reader is used', () => {
    assert.equal(new OfflineRuleAnalyzer().model, 'offline-principle-analyzer-v87');
    assert.equal(rulesOnly.model, 'offline-principle-analyzer-v87-rules-only');
  });
});
