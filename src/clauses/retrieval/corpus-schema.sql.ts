/** Options of the corpus schema. */
export interface ClauseCorpusSchemaOptions {
  /** Whether the pgvector extension is available (pg_available_extensions has `vector`). */
  pgvector: boolean;
  /** Vector length of the embedding provider; fixes the `vector(d)` column under pgvector. */
  dimensions: number;
}

/** The table that holds the reference corpus. */
export const CLAUSE_CORPUS_TABLE = 'clause_reference_chunks';

/**
 * DDL of the reference corpus (SPEC §8), idempotent (`if not exists`).
 *
 * Vectors: a `vector(d)` column under pgvector; otherwise `real[]`, searched exactly by a dot
 * product computed in SQL over every row (vectors are stored L2-normalised, so the dot product is
 * the cosine). The corpus is a few hundred rows: an exact scan costs a few milliseconds, needs no
 * index and keeps the top-k in the database, so only the winners cross the wire. No ANN index is
 * built under pgvector either, for the same reason and so both paths return the same ranking.
 *
 * Lexical search: pg_trgm GIN index on the text (Korean has no stock text-search configuration;
 * trigrams work on Hangul under a UTF-8 ctype), plus a GIN index on the `simple` tsvector.
 *
 * The migration that created the table (1764400000300) keeps its own copy of this text, and a unit
 * test keeps the two equal: change the schema with a new migration, not by editing this.
 */
export function clauseCorpusSchemaSql(options: ClauseCorpusSchemaOptions): string {
  if (!Number.isInteger(options.dimensions) || options.dimensions <= 0)
    throw new Error('dimensions must be a positive integer');
  const embeddingType = options.pgvector ? `vector(${options.dimensions})` : 'real[]';
  return `
${options.pgvector ? 'create extension if not exists vector;' : ''}
create extension if not exists pg_trgm;
create table if not exists ${CLAUSE_CORPUS_TABLE} (
  id text primary key,
  source text not null,
  title text not null,
  text text not null,
  origin text not null,
  kind text not null check (kind in ('STATUTE', 'CONTRACT', 'PATTERN')),
  meta jsonb,
  content_hash text not null,
  embedding_model text not null,
  embedding ${embeddingType} not null,
  updated_at timestamptz not null default now()
);
create index if not exists ${CLAUSE_CORPUS_TABLE}_text_trgm on ${CLAUSE_CORPUS_TABLE} using gin (text gin_trgm_ops);
create index if not exists ${CLAUSE_CORPUS_TABLE}_fts on ${CLAUSE_CORPUS_TABLE} using gin (to_tsvector('simple', title || ' ' || text));
`.trim();
}

/** Whether the server offers pgvector (installed or installable). */
export async function hasPgvector(db: { query<T>(sql: string): Promise<{ rows: T[] }> }): Promise<boolean> {
  const result = await db.query<{ one: number }>(`select 1 as one from pg_available_extensions where name = 'vector'`);
  return result.rows.length > 0;
}
