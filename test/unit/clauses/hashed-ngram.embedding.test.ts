import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';
import { HashedNgramEmbedding } from '../../../src/clauses/providers/hashed-ngram.embedding';
import { searchableText } from '../../../src/clauses/retrieval/searchable-text';

const dot = (a: number[], b: number[]): number => a.reduce((sum, v, i) => sum + v * b[i], 0);

describe('HashedNgramEmbedding', () => {
  const embedder = new HashedNgramEmbedding();

  it('names itself and returns unit vectors of its dimension', async () => {
    const [vector] = await embedder.embed(['임차인은 전입신고를 하지 않는다.']);
    assert.match(embedder.model, /^offline-hashed-ngram-v3-d1024-idf[0-9a-f]{8}$/);
    assert.equal(vector.length, embedder.dimensions);
    assert.ok(Math.abs(dot(vector, vector) - 1) < 1e-9);
  });

  it('is deterministic across instances', async () => {
    const text = '보증금은 새로운 임차인이 들어오면 반환한다.';
    const [a] = await embedder.embed([text]);
    const [b] = await new HashedNgramEmbedding().embed([text]);
    assert.deepEqual(a, b);
  });

  it('puts a clause nearer to its topic than to an unrelated one, despite particles', async () => {
    const [clause, related, unrelated] = await embedder.embed([
      '임차인은 전입신고를 할 수 없다',
      '전입신고 금지 특약은 대항력을 없앤다',
      '관리비는 매월 말일에 정산한다',
    ]);
    assert.ok(dot(clause, related) > dot(clause, unrelated) + 0.05);
  });

  it('weighs a word few corpus texts share above one most of them share', async () => {
    const texts = ['임차인 보증금 반환', '임차인 보증금 차임', '임차인 보증금 관리비', '임차인 반려동물'];
    const weighted = new HashedNgramEmbedding({ idfTexts: texts });
    const [clause, rare, common] = await weighted.embed(['임차인 반려동물', '반려동물', '임차인']);
    assert.ok(dot(clause, rare) > dot(clause, common));
  });

  it('names the statistics it weighs by, so a corpus change re-embeds every stored vector', () => {
    const a = new HashedNgramEmbedding({ idfTexts: ['임차인 보증금'] });
    const b = new HashedNgramEmbedding({ idfTexts: ['임차인 보증금 반환'] });
    assert.notEqual(a.model, b.model);
    assert.equal(a.model, new HashedNgramEmbedding({ idfTexts: ['임차인 보증금'] }).model);
  });

  it('reads inflected forms of a word alike: the stem, not the ending, carries the features', async () => {
    const [a, b, other] = await embedder.embed([
      '보증금을 돌려주지 않는다',
      '보증금은 돌려준다',
      '반려동물은 키울 수 있다',
    ]);
    assert.ok(dot(a, b) > 0.6, String(dot(a, b)));
    assert.ok(dot(a, b) > dot(a, other) + 0.3);
  });

  it('leaves function words out, yet does not embed a text of function words only as nothing', async () => {
    const [plain, padded, bare] = await embedder.embed([
      '전입신고 금지',
      '임차인은 어떠한 경우에도 전입신고 금지',
      '임차인은',
    ]);
    assert.ok(dot(plain, padded) > 0.99, String(dot(plain, padded)));
    assert.ok(Math.abs(dot(bare, bare) - 1) < 1e-9);
  });

  it('embeds a colloquial clause nearest to the article whose retrieval keywords name its subject', async () => {
    const corpus = loadReferenceCorpus().filter((chunk) => chunk.kind !== 'PATTERN');
    const vectors = await embedder.embed(corpus.map(searchableText));
    const nearest = async (clause: string): Promise<string> => {
      const [v] = await embedder.embed([clause]);
      const scores = vectors.map((u) => dot(u, v));
      return corpus[scores.indexOf(Math.max(...scores))].id;
    };
    assert.equal(await nearest('복비는 세입자가 다 낸다'), 'slc-12');
    assert.equal(await nearest('보증보험 가입은 안 됩니다'), 'slc-special-guarantee');
  });
});
