import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReferenceChunk } from '../../../src/clauses/clause.types';
import {
  DEFAULT_RETRIEVER_WEIGHTS,
  DEFAULT_RRF_K,
  fuseRankings,
  rerankCandidates,
} from '../../../src/clauses/retrieval/rank-fusion';
import { citeArticles } from '../../../src/clauses/analysis/cited-articles';
import { buildLexicalTerms } from '../../../src/clauses/retrieval/lexical-query';
import {
  citationBonus,
  citationsOfMatchedPatterns,
  citationsOfRetrievedPatterns,
} from '../../../src/clauses/retrieval/pattern-citations';

const statute = (id: string, title: string): ReferenceChunk => ({
  id,
  source: '주택임대차보호법',
  title,
  text: title,
  origin: 'test',
  kind: 'STATUTE',
  pattern: null,
});
const pattern: ReferenceChunk = {
  id: 'p',
  source: '불공정 특약 유형',
  title: '유형 03(전입신고 금지)',
  text: '전입신고 금지',
  origin: 'test',
  kind: 'PATTERN',
  pattern: {
    severity: 'DANGER',
    why: '',
    law: '주택임대차보호법 제3조 제1항, 제10조.',
    advice: '',
    cues: ['전입신고', '할 수 없'],
    exceptions: ['협조'],
  },
};

describe('fuseRankings', () => {
  it('adds reciprocal ranks across lists and normalises first-everywhere to 1', () => {
    const fused = fuseRankings([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'a'],
    ]);
    assert.ok(Math.abs(fused.get('a')! - (2 / 61 + 1 / 62) / (3 / 61)) < 1e-12);
    assert.ok(fused.get('a')! > fused.get('b')!);
    assert.ok(fused.get('b')! > fused.get('c')!);
    assert.equal(fuseRankings([['x'], ['x']]).get('x'), 1);
  });
});

describe('rerankCandidates', () => {
  const candidates = [statute('s4', '제4조(임대차기간 등)'), statute('s3', '제3조(대항력 등)'), pattern];
  const fused = new Map([
    ['s4', 0.6],
    ['s3', 0.1],
    ['p', 0.3],
  ]);

  it('lifts an applying pattern and the article it rests on above a lexically closer chunk', () => {
    const ranked = rerankCandidates('임차인은 전입신고를 할 수 없다', candidates, fused);
    assert.deepEqual(
      ranked.map((r) => r.id),
      ['p', 's3', 's4'],
    );
  });

  it('demotes a pattern whose exception matches, yet lifts the article that governs its subject', () => {
    const ranked = rerankCandidates(
      '임대인은 전입신고에 협조하며 임차인은 이를 할 수 없다는 주장을 하지 않는다',
      candidates,
      fused,
    );
    assert.equal(ranked.find((r) => r.id === 'p')!.score, 0.3 * 0.5);
    assert.ok(Math.abs(ranked.find((r) => r.id === 's3')!.score - (0.1 + 0.6)) < 1e-12);
    assert.deepEqual(
      ranked.map((r) => r.id),
      ['s3', 's4', 'p'],
    );
  });
});

describe('fuseRankings with weights', () => {
  it('weighs each list and still normalises first-everywhere to 1', () => {
    const fused = fuseRankings(
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
      60,
      [1, 3],
    );
    assert.ok(fused.get('b')! > fused.get('a')!);
    assert.equal(fuseRankings([['x'], ['x']], 60, [1, 3]).get('x'), 1);
  });
});

describe('citationsOfMatchedPatterns', () => {
  const twoArticles: ReferenceChunk = {
    ...pattern,
    id: 'q',
    pattern: { ...pattern.pattern!, law: '민법 제623조, 제626조.', cues: ['수리'], exceptions: [] },
  };

  it('gives the first article a pattern names the full bonus and later ones a share, whatever the candidate order', () => {
    const expected = [
      { source: '민법', article: '제623조', bonus: 1.5 },
      { source: '민법', article: '제626조', bonus: 1.5 * 0.35 },
    ];
    assert.deepEqual(citationsOfMatchedPatterns('수리는 임차인이 한다', [pattern, twoArticles]), expected);
    assert.deepEqual(citationsOfMatchedPatterns('수리는 임차인이 한다', [twoArticles, pattern]), expected);
  });

  it('keeps the largest bonus when two patterns name the same article', () => {
    const alsoThird: ReferenceChunk = {
      ...twoArticles,
      id: 'r',
      pattern: { ...twoArticles.pattern!, law: '주택임대차보호법 제10조, 제3조' },
    };
    const cited = citationsOfMatchedPatterns('임차인은 전입신고를 할 수 없고 수리는 임차인이 한다', [
      alsoThird,
      pattern,
    ]);
    assert.equal(cited.find((c) => c.article === '제3조')!.bonus, 1.5);
  });
});

describe('citeArticles and buildLexicalTerms', () => {
  it('carries the named document forward', () => {
    assert.deepEqual(citeArticles('주택임대차보호법 제3조의2 제2항, 제10조. 민법 제623조, 같은 법 시행령 제9조'), [
      { source: '주택임대차보호법', article: '제3조의2' },
      { source: '주택임대차보호법', article: '제10조' },
      { source: '민법', article: '제623조' },
      { source: '주택임대차보호법 시행령', article: '제9조' },
    ]);
  });

  it('keeps stems without particles, 하다 endings, stopwords, repeats or query operators', () => {
    assert.deepEqual(buildLexicalTerms('임차인은 전입신고를 (금지) & 한다! 수리한다, 수리를 시공하여야'), [
      '전입신고',
      '금지',
      '수리',
      '시공',
    ]);
    assert.deepEqual(buildLexicalTerms('!!'), []);
  });
});

describe('citationsOfRetrievedPatterns', () => {
  const leaseTerm: ReferenceChunk = {
    ...pattern,
    id: 'q',
    title: '유형 09(임대인의 일방적 해지)',
    pattern: {
      ...pattern.pattern!,
      law: '주택임대차보호법 제4조 제1항, 제6조의3, 제10조. 민법 제640조',
      cues: ['언제든'],
      exceptions: [],
    },
  };

  it("passes a share of a retrieved pattern's fused score to the first article it names, applying or not", () => {
    const fused = new Map([
      ['p', 0.9],
      ['q', 0.5],
      ['s4', 1],
    ]);
    const cited = citationsOfRetrievedPatterns([statute('s4', '제4조(임대차기간 등)'), pattern, leaseTerm], fused);
    assert.deepEqual(cited, [
      { source: '주택임대차보호법', article: '제3조', bonus: 0.3 * 0.9 },
      { source: '주택임대차보호법', article: '제4조', bonus: 0.3 * 0.5 },
    ]);
    assert.equal(citationBonus(statute('s4', '제4조(임대차기간 등)'), cited), 0.3 * 0.5);
  });

  it('ignores patterns no retriever found, and is off at a share of 0', () => {
    assert.deepEqual(citationsOfRetrievedPatterns([pattern], new Map()), []);
    assert.deepEqual(citationsOfRetrievedPatterns([pattern], new Map([['p', 1]]), { retrievedPatternShare: 0 }), []);
  });

  it('stays below the bonus of a pattern whose cues match, so what the clause says outranks what it resembles', () => {
    const best = citationsOfRetrievedPatterns([pattern], new Map([['p', 1]]))[0].bonus;
    assert.ok(best < citationsOfMatchedPatterns('임차인은 전입신고를 할 수 없다', [pattern])[0].bonus);
  });
});

describe('stage 1 fusion defaults', () => {
  it('weighs four retrievers, the subject ranking most, with a sharper RRF constant than the usual 60', () => {
    assert.equal(DEFAULT_RETRIEVER_WEIGHTS.length, 4);
    assert.equal(Math.max(...DEFAULT_RETRIEVER_WEIGHTS), DEFAULT_RETRIEVER_WEIGHTS[2]);
    assert.ok(DEFAULT_RRF_K < 60);
    // First in the subject ranking alone beats second in both BM25 rankings.
    const fused = fuseRankings([[], ['b', 'a'], ['a', 'b'], []], DEFAULT_RRF_K, DEFAULT_RETRIEVER_WEIGHTS);
    assert.ok(fused.get('a')! > fused.get('b')!);
  });
});
