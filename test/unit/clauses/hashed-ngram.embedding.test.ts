import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HashedNgramEmbedding } from '../../../src/clauses/providers/hashed-ngram.embedding';

const dot = (a: number[], b: number[]): number => a.reduce((sum, v, i) => sum + v * b[i]!, 0);

describe('HashedNgramEmbedding', () => {
  const embedder = new HashedNgramEmbedding();

  it('names itself and returns unit vectors of its dimension', async () => {
    const [vector] = await embedder.embed(['임차인은 전입신고를 하지 않는다.']);
    assert.match(embedder.model, /^offline-hashed-ngram-v1/);
    assert.equal(vector!.length, embedder.dimensions);
    assert.ok(Math.abs(dot(vector!, vector!) - 1) < 1e-9);
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
    assert.ok(dot(clause!, related!) > dot(clause!, unrelated!) + 0.05);
  });
});
