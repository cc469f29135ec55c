import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  EVAL_DIR,
  RISK_LEVELS,
  copiedClauses,
  duplicateClauses,
  malformedClauses,
  misplacedClauses,
  normalizeEvalText,
  readEvalSet,
  readLegacyFixture,
  splitOf,
  type EvalClause,
} from '../../../bench/lib/clause-eval-set';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';

// The committed files are checked as they are: a failure here means someone edited a split by hand
// (or moved a clause between splits) instead of re-deriving it with scripts/clause-eval-split.ts.
const set = readEvalSet();
const all = [...set.dev, ...set.test];
const corpus = loadReferenceCorpus();

describe('clause evaluation set (data/clause-eval)', () => {
  it('keeps every clause in the split its text hashes to', () => {
    assert.deepEqual(misplacedClauses(set), []);
  });

  it('sends about 40 % of the clauses to the sealed test split', () => {
    const share = set.test.length / all.length;
    assert.ok(share > 0.3 && share < 0.5, `test share ${share.toFixed(3)}`);
  });

  it('holds no clause twice after normalization, within or across the splits', () => {
    assert.deepEqual(duplicateClauses(all), []);
  });

  it('labels every clause SAFE, CAUTION or DANGER, tags it and cites only entries of data/corpus', () => {
    assert.deepEqual(malformedClauses(all, corpus), []);
  });

  it('has at least 300 clauses, with every label well represented in both splits', () => {
    assert.ok(all.length >= 300, `${all.length} clauses`);
    for (const split of [set.dev, set.test]) {
      for (const level of RISK_LEVELS)
        assert.ok(split.filter((c) => c.expectedRisk === level).length / split.length >= 0.25, level);
    }
  });

  it('copies nothing from the legacy fixture or from the corpus patterns', () => {
    assert.deepEqual(
      copiedClauses(
        all,
        readLegacyFixture().map((item) => item.clause),
        corpus,
      ),
      [],
    );
  });
});

describe('split rule', () => {
  it('ignores spacing and punctuation, so a spacing-error variant lands with its original', () => {
    assert.equal(
      normalizeEvalText(' 임차인은  전입신고를 하지 않는다. '),
      normalizeEvalText('임차인은전입신고를하지않는다'),
    );
    assert.equal(splitOf('보증금은 만기일에 반환한다.'), splitOf('보증금은  만기일에반환한다'));
  });

  it('reports a clause moved into the wrong file', () => {
    const moved = set.dev[0];
    assert.equal(misplacedClauses({ dev: [], test: [moved] }).length, 1);
  });

  it('reports a reference that names no corpus entry', () => {
    const bad = { ...set.dev[0], expectedReference: { source: '주택임대차보호법', title: '제99조(없음)' } };
    assert.equal(malformedClauses([bad], corpus).length, 1);
  });
});

// The probes (data/clause-eval/probes.json) train the learned reader beside dev; none may repeat a clause
// of either split, or the reader would have learned a sealed clause's wording. The held-out probes may
// repeat none either, or they would measure what was tuned on.
describe('clause probes (data/clause-eval/probes.json)', () => {
  type ProbeItem = { clause: string; expectedRisk: EvalClause['expectedRisk']; category: string; probe: string };
  const read = (file: string): ProbeItem[] =>
    (JSON.parse(readFileSync(join(EVAL_DIR, file), 'utf8')) as { clauses: ProbeItem[] }).clauses;
  const raw = { clauses: read('probes.json') };
  const probes: EvalClause[] = raw.clauses.map((p) => ({ ...p, expectedReference: null }));
  // probes-held-out.json: two more, trained and tuned on by nothing.
  const heldOut = read('probes-held-out.json');

  it('repeats no clause of the evaluation set or of another probe, after normalization', () => {
    const others = heldOut.map((p) => ({ ...p, expectedReference: null }));
    assert.deepEqual(duplicateClauses([...all, ...probes, ...others]), []);
  });

  it('labels every clause SAFE, CAUTION or DANGER and tags it, each probe named', () => {
    const both = [...raw.clauses, ...heldOut];
    assert.deepEqual(
      malformedClauses(
        both.map((p) => ({ ...p, expectedReference: null })),
        corpus,
      ),
      [],
    );
    assert.ok(both.every((p) => /^[A-Z]{2}$/.test(p.probe)));
  });

  // Each probe was written as a third of each label; clauses that repeated one of the set were left out:
  // one of BA's, one of BC's, four of BJ's, one each of BK's and BL's, nine of BM's (and one of BM's relabelled), two of BN's, three of BS's, ten of BT's, three of BU's, ten of BV's, five of BW's, two of BX's, nine of BY's, ten of BZ's, four of CA's, ten of CB's, two of CC's; none of CD's; fourteen of CE's; six of CF's; eight of CG's; nine of CH's; six of CI's; ten of CJ's; ten of CK's.
  const LEFT_OUT: Readonly<Record<string, number>> = {
    BA: 1,
    BC: 1,
    BJ: 4,
    BK: 1,
    BL: 1,
    BM: 6,
    BN: 1,
    BO: 1,
    BP: 1,
    BQ: 2,
    BS: 2,
    BT: 5,
    BU: 3,
    BV: 7,
    BW: 5,
    BX: 2,
    BY: 5,
    BZ: 4,
    CA: 2,
    CB: 7,
    CC: 1,
    CE: 5,
    CF: 5,
    CG: 1,
    CH: 5,
    CI: 3,
    CJ: 3,
    CK: 1,
  };
  it('holds every label in equal measure within each probe, as the probes were written', () => {
    for (const set of [raw.clauses, heldOut])
      for (const name of new Set(set.map((p) => p.probe))) {
        const counts = RISK_LEVELS.map(
          (level) => set.filter((p) => p.probe === name && p.expectedRisk === level).length,
        );
        assert.ok(Math.max(...counts) - Math.min(...counts) <= (LEFT_OUT[name] ?? 0), `${name}: ${counts.join('/')}`);
      }
  });
});
