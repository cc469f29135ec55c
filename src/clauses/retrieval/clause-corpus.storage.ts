import type { ReferenceChunk } from '../clause.types';
import { CLAUSE_CORPUS_TABLE } from './corpus-schema.sql';
import type { SqlClient } from './sql-client.types';

// The SQL of the clause reference corpus: its seeding, the statistics BM25 reads, and the
// retrievers that rank in PostgreSQL (trigram, vector). The ranking logic stays beside its users.

/** A stored chunk as the retrievers read it. */
export interface ChunkRow {
  id: string;
  source: string;
  title: string;
  text: string;
  origin: string;
  kind: ReferenceChunk['kind'];
  /** A pattern's PatternMeta; the retrieval keywords, if any, under `keywords` (see seed-corpus). */
  meta: (Partial<NonNullable<ReferenceChunk['pattern']>> & { keywords?: string[] }) | null;
}

/** How many chunks are stored, and how many of them hold vectors of a model other than `model`. */
export async function corpusModelCounts(db: SqlClient, model: string): Promise<{ total: number; other: number }> {
  const { rows } = await db.query<{ total: number; other: number }>(
    `select count(*)::int as total, (count(*) filter (where embedding_model <> $1))::int as other from ${CLAUSE_CORPUS_TABLE}`,
    [model],
  );
  return rows[0] ?? { total: 0, other: 0 };
}

/** Every stored chunk's id, content hash and embedding model. */
export async function storedChunkVersions(
  db: SqlClient,
): Promise<{ id: string; content_hash: string; embedding_model: string }[]> {
  const stored = await db.query<{ id: string; content_hash: string; embedding_model: string }>(
    `select id, content_hash, embedding_model from ${CLAUSE_CORPUS_TABLE}`,
  );
  return stored.rows;
}

/** Deletes the chunks not among `ids`; returns how many. */
export async function deleteChunksNotIn(db: SqlClient, ids: string[]): Promise<number> {
  const deleted = await db.query<{ id: string }>(
    `delete from ${CLAUSE_CORPUS_TABLE} where not (id = any($1::text[])) returning id`,
    [ids],
  );
  return deleted.rows.length;
}

/** A chunk as stored: its fields, the `meta` JSON, its content hash and its vector. */
export interface StoredChunk {
  id: string;
  source: string;
  title: string;
  text: string;
  origin: string;
  kind: string;
  meta: string | null;
  contentHash: string;
  embeddingModel: string;
  /** `[1,2,…]` for a pgvector column, a number[] for real[]. */
  embedding: unknown;
}

/** Writes a chunk unless the stored one has the same content hash and model. */
export function upsertChunk(db: SqlClient, chunk: StoredChunk): Promise<unknown> {
  // The `where` makes a concurrent second seeder a no-op instead of a second write.
  return db.query(
    `insert into ${CLAUSE_CORPUS_TABLE} (id, source, title, text, origin, kind, meta, content_hash, embedding_model, embedding, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, now())
     on conflict (id) do update set
       source = excluded.source, title = excluded.title, text = excluded.text, origin = excluded.origin,
       kind = excluded.kind, meta = excluded.meta, content_hash = excluded.content_hash,
       embedding_model = excluded.embedding_model, embedding = excluded.embedding, updated_at = now()
     where ${CLAUSE_CORPUS_TABLE}.content_hash is distinct from excluded.content_hash
        or ${CLAUSE_CORPUS_TABLE}.embedding_model is distinct from excluded.embedding_model`,
    [
      chunk.id,
      chunk.source,
      chunk.title,
      chunk.text,
      chunk.origin,
      chunk.kind,
      chunk.meta,
      chunk.contentHash,
      chunk.embeddingModel,
      chunk.embedding,
    ],
  );
}

/**
 * The stored corpus's version: a digest of every chunk's id and content hash (which covers its
 * text, title and keywords, see seed-corpus). One small query; a re-seed that changes anything
 * changes it.
 */
export async function corpusVersion(db: SqlClient): Promise<string> {
  const result = await db.query<{ version: string | null }>(
    `select md5(coalesce(string_agg(id || ':' || content_hash, ',' order by id), '')) as version from ${CLAUSE_CORPUS_TABLE}`,
  );
  return result.rows[0]?.version ?? '';
}

/** The chunk's retrieval keywords (see seed-corpus) as one string; empty when it has none. */
const KEYWORDS_SQL = `coalesce(array_to_string(array(select jsonb_array_elements_text(c.meta -> 'keywords')), ' '), '')`;

/**
 * Every word of every field (title, text, keywords) of every chunk, as PostgreSQL's `simple`
 * parser reads them, with its count; a field with no words gives one row with a null word.
 */
export async function corpusWords(
  db: SqlClient,
): Promise<{ id: string; field: 'title' | 'text' | 'keywords'; word: string | null; tf: number }[]> {
  const result = await db.query<{ id: string; field: 'title' | 'text' | 'keywords'; word: string | null; tf: number }>(
    `select c.id, f.field, w.lexeme as word, coalesce(cardinality(w.positions), 0)::int as tf
       from ${CLAUSE_CORPUS_TABLE} c
      cross join lateral (values ('title', c.title), ('text', c.text), ('keywords', ${KEYWORDS_SQL})) as f(field, body)
       left join lateral unnest(to_tsvector('simple', f.body)) as w on true`,
  );
  return result.rows;
}

/**
 * Chunks by trigram similarity (pg_trgm): the clause against the closest stretch of each chunk's
 * text, then against its title. Catches shared wording whatever the word boundaries.
 */
export async function rankByTrigram(db: SqlClient, clause: string, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `select id from ${CLAUSE_CORPUS_TABLE}
      order by word_similarity($1, text) desc, similarity($1, title) desc, id
      limit $2`,
    [clause, limit],
  );
  return result.rows.map((row) => row.id);
}

/** Chunks by cosine similarity to the clause's embedding (vectors are unit length: dot = cosine). */
export async function rankByVector(
  db: SqlClient,
  embedding: readonly number[],
  limit: number,
  pgvector: boolean,
): Promise<string[]> {
  // The real[] path computes the dot product exactly in SQL over every row.
  const sql = pgvector
    ? `select id from ${CLAUSE_CORPUS_TABLE} order by embedding <=> $1::vector, id limit $2`
    : `select id from ${CLAUSE_CORPUS_TABLE}
        order by (select sum(a * b) from unnest(embedding, $1::real[]) as pair(a, b)) desc nulls last, id
        limit $2`;
  const param = pgvector ? `[${embedding.join(',')}]` : embedding;
  const result = await db.query<{ id: string }>(sql, [param, limit]);
  return result.rows.map((row) => row.id);
}

/** The chunks `ids` and every pattern. */
export async function chunksAndPatterns(db: SqlClient, ids: string[]): Promise<ChunkRow[]> {
  const result = await db.query<ChunkRow>(
    `select id, source, title, text, origin, kind, meta from ${CLAUSE_CORPUS_TABLE} where id = any($1::text[]) or kind = 'PATTERN'`,
    [ids],
  );
  return result.rows;
}

/** The chunks cited by source and article: the article itself or its headed form `article(…)`. */
export async function citedChunks(
  db: SqlClient,
  cited: readonly { source: string; article: string }[],
): Promise<ChunkRow[]> {
  const result = await db.query<ChunkRow>(
    `select c.id, c.source, c.title, c.text, c.origin, c.kind, c.meta
       from ${CLAUSE_CORPUS_TABLE} c
       join unnest($1::text[], $2::text[]) as cited(source, article)
         on c.source = cited.source and (c.title = cited.article or starts_with(c.title, cited.article || '('))`,
    [cited.map((c) => c.source), cited.map((c) => c.article)],
  );
  return result.rows;
}

const vectorColumnCache = new WeakMap<object, Promise<boolean>>();

/** Whether the corpus table stores pgvector vectors (else real[]); asked once per client. */
export function embeddingIsPgvector(db: SqlClient): Promise<boolean> {
  let cached = vectorColumnCache.get(db);
  if (!cached) {
    cached = db
      .query<{ type: string }>(
        `select format_type(atttypid, atttypmod) as type from pg_attribute
          where attrelid = to_regclass($1) and attname = 'embedding' and not attisdropped`,
        [CLAUSE_CORPUS_TABLE],
      )
      .then((result) => (result.rows[0]?.type ?? '').startsWith('vector'));
    cached.catch(() => vectorColumnCache.delete(db));
    vectorColumnCache.set(db, cached);
  }
  return cached;
}
