import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client, Pool } from 'pg';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';
import { HashedNgramEmbedding } from '../../../src/clauses/providers/hashed-ngram.embedding';
import { clauseCorpusSchemaSql, hasPgvector } from '../../../src/clauses/retrieval/corpus-schema.sql';
import { retrieveClauseReferences } from '../../../src/clauses/retrieval/retrieve-clause-references';
import { seedClauseCorpus } from '../../../src/clauses/retrieval/seed-corpus';

// Real PostgreSQL, in a database of this test file's own, dropped at the end.
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `doongzi_test_clauses_${process.pid}_${Date.now()}`;
const embedder = new HashedNgramEmbedding();
let admin: Client;
let pool: Pool;

before(async () => {
  admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName} template template0 encoding 'UTF8'`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  pool = new Pool({ connectionString: url.toString(), max: 2 });
  await pool.query(clauseCorpusSchemaSql({ pgvector: await hasPgvector(pool), dimensions: embedder.dimensions }));
});

after(async () => {
  await pool?.end();
  await admin?.query(`drop database if exists ${dbName}`);
  await admin?.end();
});

const top3 = async (clause: string) =>
  (await retrieveClauseReferences(pool, embedder, clause, { k: 5 })).slice(0, 3).map((r) => `${r.source} ${r.title}`);

describe('clause corpus on PostgreSQL', () => {
  it('seeds the corpus, and seeding again changes nothing', async () => {
    const first = await seedClauseCorpus(pool, embedder);
    const total = loadReferenceCorpus().length;
    assert.deepEqual(first, { inserted: total, updated: 0, unchanged: 0, deleted: 0 });
    const before = await pool.query<{ id: string; updated_at: Date }>(
      'select id, updated_at from clause_reference_chunks order by id',
    );
    const second = await seedClauseCorpus(pool, embedder);
    assert.deepEqual(second, { inserted: 0, updated: 0, unchanged: total, deleted: 0 });
    const afterRows = await pool.query<{ id: string; updated_at: Date }>(
      'select id, updated_at from clause_reference_chunks order by id',
    );
    assert.deepEqual(afterRows.rows, before.rows);
  });

  it('updates a changed chunk and removes one no longer shipped', async () => {
    const corpus = loadReferenceCorpus();
    const changed = corpus
      .map((c) => (c.id === 'hlpa-10' ? { ...c, text: `${c.text} (개정)` } : c))
      .filter((c) => c.id !== 'civil-104');
    const result = await seedClauseCorpus(pool, embedder, { chunks: changed });
    assert.deepEqual(result, { inserted: 0, updated: 1, unchanged: corpus.length - 2, deleted: 1 });
    await seedClauseCorpus(pool, embedder);
  });

  it('finds the 대항력 article for a clause that forbids 전입신고', async () => {
    assert.ok(
      (await top3('임차인은 임대인의 동의 없이 전입신고를 하지 않기로 한다.')).includes(
        '주택임대차보호법 제3조(대항력 등)',
      ),
    );
  });

  it('finds the pattern for a deposit returned only after a new tenant moves in', async () => {
    const found = await top3('임대인은 다음 세입자가 입주한 뒤에야 보증금을 돌려준다.');
    assert.ok(found.includes('불공정 특약 유형 유형 08(새 임차인이 구해진 뒤 보증금 반환)'), found.join(' | '));
  });

  it("stores each chunk's retrieval keywords with it, and gives a pattern back without them", async () => {
    const rows = await pool.query<{ id: string; kind: string; meta: { keywords?: string[] } | null }>(
      'select id, kind, meta from clause_reference_chunks',
    );
    const contract = rows.rows.find((r) => r.id === 'slc-12')!;
    assert.ok(contract.meta?.keywords?.includes('복비'));
    const found = await retrieveClauseReferences(pool, embedder, '복비는 양쪽 다 세입자가 부담함.', { k: 5 });
    for (const reference of found) {
      if (reference.kind === 'PATTERN') assert.equal('keywords' in reference.pattern!, false, reference.id);
      else assert.equal(reference.pattern, null, reference.id);
      assert.equal('keywords' in reference, false);
    }
  });

  it('re-embeds a chunk whose keywords changed, and only that chunk', async () => {
    const corpus = loadReferenceCorpus();
    const changed = corpus.map((c) => (c.id === 'slc-12' ? { ...c, keywords: [...c.keywords!, '중개 수수료율'] } : c));
    assert.deepEqual(await seedClauseCorpus(pool, embedder, { chunks: changed }), {
      inserted: 0,
      updated: 1,
      unchanged: corpus.length - 1,
      deleted: 0,
    });
    await seedClauseCorpus(pool, embedder);
  });

  it("finds the article a clause is about from the everyday words it uses, not the statute's", async () => {
    const cases: Array<[string, string]> = [
      ['복비는 양쪽 다 세입자가 부담함.', '주택임대차표준계약서 제12조(중개보수 등)'],
      ['반려견은 키울 수 없고 베란다 흡연도 안 됩니다.', '주택임대차표준계약서 특약사항(작성 안내)'],
      ['난방이 고장 나면 집주인이 고쳐 준다.', '민법 제623조(임대인의 의무)'],
      ['집주인이 바뀌어도 세입자는 계약 기간 동안 그대로 산다.', '주택임대차보호법 제3조(대항력 등)'],
    ];
    for (const [clause, article] of cases) {
      const found = await top3(clause);
      assert.ok(found.includes(article), `${clause}: ${found.join(' | ')}`);
    }
  });

  it('reads a clause written without spaces', async () => {
    const found = await top3('임차인은계약기간동안전입신고를하지않기로한다.');
    assert.ok(found.includes('주택임대차보호법 제3조(대항력 등)'), found.join(' | '));
  });
});
