import type { MigrationInterface, QueryRunner } from 'typeorm';

// Vector length of the offline default embedding (offline-hashed-ngram, 1024 dimensions). Only the pgvector
// column is fixed by it; a provider with another length needs a migration that alters the column.
const EMBEDDING_DIMENSIONS = 1024;

/**
 * The schema as this migration created it, written out here so that the migration never changes
 * with the code that reads the corpus (src/clauses/retrieval/corpus-schema.sql.ts builds the same
 * schema for scratch databases; a unit test keeps the two equal, and a change goes into a new
 * migration).
 */
export function clauseCorpusMigrationSql(pgvector: boolean): string {
  return `
${pgvector ? 'create extension if not exists vector;' : ''}
create extension if not exists pg_trgm;
create table if not exists clause_reference_chunks (
  id text primary key,
  source text not null,
  title text not null,
  text text not null,
  origin text not null,
  kind text not null check (kind in ('STATUTE', 'CONTRACT', 'PATTERN')),
  meta jsonb,
  content_hash text not null,
  embedding_model text not null,
  embedding ${pgvector ? `vector(${EMBEDDING_DIMENSIONS})` : 'real[]'} not null,
  updated_at timestamptz not null default now()
);
create index if not exists clause_reference_chunks_text_trgm on clause_reference_chunks using gin (text gin_trgm_ops);
create index if not exists clause_reference_chunks_fts on clause_reference_chunks using gin (to_tsvector('simple', title || ' ' || text));
`.trim();
}

/** The reference corpus of clause analysis (SPEC §8): pgvector where available, real[] otherwise. */
export class ClauseCorpus1764400000300 implements MigrationInterface {
  name = 'ClauseCorpus1764400000300';

  async up(q: QueryRunner): Promise<void> {
    const available = (await q.query(`select 1 from pg_available_extensions where name = 'vector'`)) as unknown[];
    await q.query(clauseCorpusMigrationSql(available.length > 0));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table if exists clause_reference_chunks;');
  }
}
