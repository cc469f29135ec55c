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
    const before = await pool.query<{ id: string; updated_at: Date }>('select id, updated_at from clause_reference_chunks order by id');
    const second = await seedClauseCorpus(pool, embedder);
    assert.deepEqual(second, { inserted: 0, updated: 0, unchanged: total, deleted: 0 });
    const afterRows = await pool.query<{ id: string; updated_at: Date }>('select id, updated_at from clause_reference_chunks order by id');
    assert.deepEqual(afterRows.rows, before.rows);
  });

  it('updates a changed chunk and removes one no longer shipped', async () => {
    const corpus = loadReferenceCorpus();
    const changed = corpus.map((c) => (c.id === 'hlpa-10' ? { ...c, text: `${c.text} (개정)` } : c)).filter((c) => c.id !== 'civil-104');
    const result = await seedClauseCorpus(pool, embedder, { chunks: changed });
    assert.deepEqual(result, { inserted: 0, updated: 1, unchanged: corpus.length - 2, deleted: 1 });
    await seedClauseCorpus(pool, embedder);
  });

  it('finds the 대항력 article for a clause that forbids 전입신고', async () => {
    assert.ok((await top3('임차인은 임대인의 동의 없이 전입신고를 하지 않기로 한다.')).includes('주택임대차보호법 제3조(대항력 등)'));
  });

  it('finds the pattern for a deposit returned only after a new tenant moves in', async () => {
    const found = await top3('임대인은 다음 세입자가 입주한 뒤에야 보증금을 돌려준다.');
    assert.ok(found.includes('불공정 특약 유형 유형 08(새 임차인이 구해진 뒤 보증금 반환)'), found.join(' | '));
  });
});
