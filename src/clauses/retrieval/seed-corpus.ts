import { createHash } from 'node:crypto';
import { loadReferenceCorpus, type CorpusChunk } from '../corpus/load-corpus';
import type { EmbeddingProvider } from '../providers/embedding.provider';
import { deleteChunksNotIn, embeddingIsPgvector, storedChunkVersions, upsertChunk } from './clause-corpus.storage';
import { searchableText, subjectText } from './searchable-text';
import type { SqlClient } from './sql-client.types';

/** Options of seedClauseCorpus. */
export interface SeedClauseCorpusOptions {
  /** The chunks to store. Default: the shipped corpus (data/corpus). */
  chunks?: CorpusChunk[];
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
  const storedById = new Map((await storedChunkVersions(db)).map((row) => [row.id, row]));
  const stale = chunks.filter((chunk) => {
    const row = storedById.get(chunk.id);
    return !row || row.content_hash !== contentHash(chunk) || row.embedding_model !== embedder.model;
  });
  await writeChunks(db, embedder, stale, options.batchSize ?? 32);
  const shippedIds = chunks.map((chunk) => chunk.id);
  const deleted = await deleteChunksNotIn(db, shippedIds);
  const inserted = stale.filter((chunk) => !storedById.has(chunk.id)).length;
  return {
    inserted,
    updated: stale.length - inserted,
    unchanged: chunks.length - stale.length,
    deleted,
  };
}

async function writeChunks(
  db: SqlClient,
  embedder: EmbeddingProvider,
  chunks: CorpusChunk[],
  batchSize: number,
): Promise<void> {
  const pgvector = await embeddingIsPgvector(db);
  for (let start = 0; start < chunks.length; start += batchSize) {
    const batch = chunks.slice(start, start + batchSize);
    const [texts, subjects] = await Promise.all([
      embedder.embed(batch.map(searchableText)),
      embedder.embed(batch.map(subjectText)),
    ]);
    const vectors = texts.map((text, i) => meanDirection(text, subjects[i]));
    for (const [i, chunk] of batch.entries()) {
      const vector = vectors[i];
      if (!vector || vector.length !== embedder.dimensions)
        throw new Error(`embedding of ${chunk.id} is not ${embedder.dimensions} long`);
      await upsertChunk(db, {
        id: chunk.id,
        source: chunk.source,
        title: chunk.title,
        text: chunk.text,
        origin: chunk.origin,
        kind: chunk.kind,
        meta: storedMeta(chunk),
        contentHash: contentHash(chunk),
        embeddingModel: embedder.model,
        embedding: pgvector ? `[${vector.join(',')}]` : vector,
      });
    }
  }
}

/**
 * A chunk's stored vector: the normalised sum of its text's and its subject's vectors (both unit
 * length, so each counts alike), see subjectText. Undefined or mismatched input is returned as is,
 * for the length check to report.
 */
function meanDirection(text: number[] | undefined, subject: number[] | undefined): number[] | undefined {
  if (!text || !subject || subject.length !== text.length) return text;
  const sum = text.map((v, i) => v + subject[i]);
  const norm = Math.sqrt(sum.reduce((total, v) => total + v * v, 0));
  return norm === 0 ? text : sum.map((v) => v / norm);
}

/**
 * The `meta` column: a pattern's PatternMeta as before, and the retrieval keywords under
 * `keywords` (for an article, alone). toChunk reads the pattern back without them.
 */
function storedMeta(chunk: CorpusChunk): string | null {
  const keywords = chunk.keywords && chunk.keywords.length > 0 ? { keywords: chunk.keywords } : {};
  const meta = { ...(chunk.pattern ?? {}), ...keywords };
  return Object.keys(meta).length === 0 ? null : JSON.stringify(meta);
}

/**
 * How a chunk's vector is made from its texts (see writeChunks). Part of the content hash, so that
 * a change of recipe re-embeds every chunk even when the provider's model name stays the same.
 */
const VECTOR_RECIPE = 'mean of searchableText and subjectText';

/**
 * Hash of everything stored about a chunk except its vector, and of how the vector is made
 * (keywords only when it has some).
 */
export function contentHash(chunk: CorpusChunk): string {
  const fields: unknown[] = [
    VECTOR_RECIPE,
    chunk.source,
    chunk.title,
    chunk.text,
    chunk.origin,
    chunk.kind,
    chunk.pattern,
  ];
  if (chunk.keywords && chunk.keywords.length > 0) fields.push(chunk.keywords);
  const content = JSON.stringify(fields);
  return createHash('sha256').update(content).digest('hex');
}
