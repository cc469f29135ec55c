import type { ReferenceChunk, RetrievedReference } from '../clause.types';
import { CLAUSE_CORPUS_TABLE } from './corpus-schema.sql';
import { rankByTermWeight, rankByTrigram, rankByVector, type TermWeightOptions } from './candidate-rankings';
import { citationsOfMatchedPatterns, type PatternCitation } from './pattern-citations';
import { citationsOfPrinciples, mergeCitations } from './principle-citations';
import { fuseRankings, rerankCandidates, type FusionOptions } from './rank-fusion';
import type { SqlClient } from './sql-client.types';

/** Options of searchReferences. */
export interface SearchReferencesOptions extends FusionOptions, TermWeightOptions {
  /** How many references to return. Default 5. */
  k?: number;
  /** How deep each retriever (trigram, term weight, vector) looks before fusion. Default 30. */
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
 * Hybrid retrieval for one clause (SPEC §8 stage 1): trigram similarity and BM25 over the clause's
 * stems for the wording, cosine similarity for the vector; fused by reciprocal rank and reranked
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
  const [trigram, termWeight, vector] = await Promise.all([
    rankByTrigram(db, clause, depth),
    rankByTermWeight(db, clause, depth, options),
    rankByVector(db, embedding, depth, pgvector),
  ]);
  const lists = [trigram, termWeight, vector];
  // Every pattern is a candidate, found or not: the 44 cue checks cost less than a query, and a
  // pattern the clause meets should not be lost because its wording differs from the clause's.
  const retrieved = await loadChunksAndPatterns(db, [...new Set(lists.flat())]);
  const fused = fuseRankings(lists, options.rrfK, options.retrieverWeights);
  // A matched pattern, and a principle the clause rests on, bring the articles they name, even
  // when the wording did not find them.
  const citations = mergeCitations(citationsOfMatchedPatterns(clause, retrieved, options), citationsOfPrinciples(clause, options));
  const candidates = [...retrieved, ...(await loadCitedChunks(db, citations, fused))];
  return rerankCandidates(clause, candidates, fused, options, citations).slice(0, options.k ?? 5);
}

async function loadChunksAndPatterns(db: SqlClient, ids: string[]): Promise<ReferenceChunk[]> {
  const result = await db.query<ChunkRow>(
    `select id, source, title, text, origin, kind, meta from ${CLAUSE_CORPUS_TABLE} where id = any($1::text[]) or kind = 'PATTERN'`,
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

async function loadCitedChunks(db: SqlClient, cited: readonly PatternCitation[], known: ReadonlyMap<string, number>): Promise<ReferenceChunk[]> {
  if (cited.length === 0) return [];
  const result = await db.query<ChunkRow>(
    `select c.id, c.source, c.title, c.text, c.origin, c.kind, c.meta
       from ${CLAUSE_CORPUS_TABLE} c
       join unnest($1::text[], $2::text[]) as cited(source, article)
         on c.source = cited.source and (c.title = cited.article or starts_with(c.title, cited.article || '('))`,
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
