import { createHash } from 'node:crypto';
import type { ReferenceChunk } from '../clause.types';
import { embeddingText } from '../corpus/embedding-text';
import { loadReferenceCorpus } from '../corpus/load-corpus';
import type { EmbeddingProvider } from '../providers/embedding.provider';
import { CLAUSE_CORPUS_TABLE } from './corpus-schema.sql';
import { embeddingIsPgvector } from './search-references';
import type { SqlClient } from './sql-client.types';

/** Options of seedClauseCorpus. */
export interface SeedClauseCorpusOptions {
  /** The chunks to store. Default: the shipped corpus (data/corpus). */
  chunks?: ReferenceChunk[];
  /** Texts per embedding call. Default 32. */
  batchSize?: number;
}

/** What a seed run did. A second run over the same corpus reports everything unchanged. */
export interface SeedClauseCorpusResult {
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

/**
 * Idempotent upsert of the reference corpus. A chunk is embedded and written only when its
 * content or the embedding model changed (embedding calls cost money with an HTTP provider);
 * chunks no longer shipped are deleted. Re-running changes nothing, `updated_at` included.
 */
export async function seedClauseCorpus(
  db: SqlClient,
  embedder: EmbeddingProvider,
  options: SeedClauseCorpusOptions = {},
): Promise<SeedClauseCorpusResult> {
  const chunks = options.chunks ?? loadReferenceCorpus();
  const stored = await db.query<{ id: string; content_hash: string; embedding_model: string }>(
    `select id, content_hash, embedding_model from ${CLAUSE_CORPUS_TABLE}`,
  );
  const storedById = new Map(stored.rows.map((row) => [row.id, row]));
  const stale = chunks.filter((chunk) => {
    const row = storedById.get(chunk.id);
    return !row || row.content_hash !== contentHash(chunk) || row.embedding_model !== embedder.model;
  });
  await writeChunks(db, embedder, stale, options.batchSize ?? 32);
  const shippedIds = chunks.map((chunk) => chunk.id);
  const deleted = await db.query<{ id: string }>(
    `delete from ${CLAUSE_CORPUS_TABLE} where not (id = any($1::text[])) returning id`,
    [shippedIds],
  );
  const inserted = stale.filter((chunk) => !storedById.has(chunk.id)).length;
  return { inserted, updated: stale.length - inserted, unchanged: chunks.length - stale.length, deleted: deleted.rows.length };
}

async function writeChunks(db: SqlClient, embedder: EmbeddingProvider, chunks: ReferenceChunk[], batchSize: number): Promise<void> {
  const pgvector = await embeddingIsPgvector(db);
  for (let start = 0; start < chunks.length; start += batchSize) {
    const batch = chunks.slice(start, start + batchSize);
    const vectors = await embedder.embed(batch.map(embeddingText));
    for (const [i, chunk] of batch.entries()) {
      const vector = vectors[i];
      if (!vector || vector.length !== embedder.dimensions) throw new Error(`embedding of ${chunk.id} is not ${embedder.dimensions} long`);
      await upsertChunk(db, chunk, pgvector ? `[${vector.join(',')}]` : vector, embedder.model);
    }
  }
}

function upsertChunk(db: SqlClient, chunk: ReferenceChunk, embedding: unknown, model: string): Promise<unknown> {
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
    [chunk.id, chunk.source, chunk.title, chunk.text, chunk.origin, chunk.kind, chunk.pattern ? JSON.stringify(chunk.pattern) : null, contentHash(chunk), model, embedding],
  );
}

/** Hash of everything stored about a chunk except its vector. */
export function contentHash(chunk: ReferenceChunk): string {
  const content = JSON.stringify([chunk.source, chunk.title, chunk.text, chunk.origin, chunk.kind, chunk.pattern]);
  return createHash('sha256').update(content).digest('hex');
}
