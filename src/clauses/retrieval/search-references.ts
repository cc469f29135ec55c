import type { ReferenceChunk, RetrievedReference } from '../clause.types';
import { CLAUSE_CORPUS_TABLE } from './corpus-schema.sql';
import { buildPrefixTsQuery } from './lexical-query';
import type { CitedArticle } from '../analysis/cited-articles';
import { citedByApplyingPatterns, fuseRankings, rerankCandidates, type FusionOptions } from './rank-fusion';
import type { SqlClient } from './sql-client.types';

/** Options of searchReferences. */
export interface SearchReferencesOptions extends FusionOptions {
  /** How many references to return. Default 5. */
  k?: number;
  /** How deep each retriever (trigram, full text, vector) looks before fusion. Default 30. */
  candidatesPerRetriever?: number;
}

interface ChunkRow {
  id: string;
  source: string;
  title: string;
  text: string;
  origin: string;
  kind: ReferenceChunk['kind'];
  meta: ReferenceChunk['pattern'];
}

/**
 * Hybrid retrieval for one clause (SPEC §8 stage 1): trigram similarity and a `simple` full-text
 * match for the wording, cosine similarity for the vector; fused by reciprocal rank and reranked
 * by the clause's cues. `embedding` is the clause embedded by the provider that seeded the corpus.
 */
export async function searchReferences(
  db: SqlClient,
  clause: string,
  embedding: readonly number[],
  options: SearchReferencesOptions = {},
): Promise<RetrievedReference[]> {
  const depth = options.candidatesPerRetriever ?? 30;
  const pgvector = await embeddingIsPgvector(db);
  const [trigram, fullText, vector] = await Promise.all([
    rankByTrigram(db, clause, depth),
    rankByFullText(db, clause, depth),
    rankByVector(db, embedding, depth, pgvector),
  ]);
  const fused = fuseRankings([trigram, fullText, vector], options.rrfK);
  const retrieved = await loadChunks(db, [...fused.keys()]);
  // A pattern that applies brings the articles it rests on, even when the wording did not find them.
  const candidates = [...retrieved, ...(await loadCitedChunks(db, citedByApplyingPatterns(clause, retrieved), fused))];
  return rerankCandidates(clause, candidates, fused, options).slice(0, options.k ?? 5);
}

async function rankByTrigram(db: SqlClient, clause: string, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `select id from ${CLAUSE_CORPUS_TABLE}
      order by word_similarity($1, text) desc, similarity($1, title) desc, id
      limit $2`,
    [clause, limit],
  );
  return result.rows.map((row) => row.id);
}

async function rankByFullText(db: SqlClient, clause: string, limit: number): Promise<string[]> {
  const tsquery = buildPrefixTsQuery(clause);
  if (tsquery === null) return [];
  const result = await db.query<{ id: string }>(
    `select id from ${CLAUSE_CORPUS_TABLE}
      where to_tsvector('simple', title || ' ' || text) @@ to_tsquery('simple', $1)
      order by ts_rank(to_tsvector('simple', title || ' ' || text), to_tsquery('simple', $1)) desc, id
      limit $2`,
    [tsquery, limit],
  );
  return result.rows.map((row) => row.id);
}

async function rankByVector(db: SqlClient, embedding: readonly number[], limit: number, pgvector: boolean): Promise<string[]> {
  // Vectors are unit length, so the dot product is the cosine; the real[] path computes it exactly in SQL.
  const sql = pgvector
    ? `select id from ${CLAUSE_CORPUS_TABLE} order by embedding <=> $1::vector, id limit $2`
    : `select id from ${CLAUSE_CORPUS_TABLE}
        order by (select sum(a * b) from unnest(embedding, $1::real[]) as pair(a, b)) desc nulls last, id
        limit $2`;
  const param = pgvector ? `[${embedding.join(',')}]` : embedding;
  const result = await db.query<{ id: string }>(sql, [param, limit]);
  return result.rows.map((row) => row.id);
}

async function loadChunks(db: SqlClient, ids: string[]): Promise<ReferenceChunk[]> {
  if (ids.length === 0) return [];
  const result = await db.query<ChunkRow>(
    `select id, source, title, text, origin, kind, meta from ${CLAUSE_CORPUS_TABLE} where id = any($1::text[])`,
    [ids],
  );
  return result.rows.map(toChunk);
}

function toChunk(row: ChunkRow): ReferenceChunk {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    text: row.text,
    origin: row.origin,
    kind: row.kind,
    pattern: row.meta ?? null,
  };
}

async function loadCitedChunks(db: SqlClient, cited: CitedArticle[], known: ReadonlyMap<string, number>): Promise<ReferenceChunk[]> {
  if (cited.length === 0) return [];
  const result = await db.query<ChunkRow>(
    `select c.id, c.source, c.title, c.text, c.origin, c.kind, c.meta
       from ${CLAUSE_CORPUS_TABLE} c
       join unnest($1::text[], $2::text[]) as cited(source, article)
         on c.source = cited.source and starts_with(c.title, cited.article || '(')`,
    [cited.map((c) => c.source), cited.map((c) => c.article)],
  );
  return result.rows.filter((row) => !known.has(row.id)).map(toChunk);
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
