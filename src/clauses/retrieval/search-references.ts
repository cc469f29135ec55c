import type { ReferenceChunk, RetrievedReference } from '../clause.types';
import { rankByTermWeights, SUBJECT_ONLY, WHOLE_CHUNK, type TermWeightOptions } from './candidate-rankings';
import {
  chunksAndPatterns,
  citedChunks,
  embeddingIsPgvector,
  rankByTrigram,
  rankByVector,
  type ChunkRow,
} from './clause-corpus.storage';
import { citationsOfMatchedPatterns, citationsOfRetrievedPatterns, type PatternCitation } from './pattern-citations';
import { citationsOfPrinciples, mergeCitations } from './principle-citations';
import {
  DEFAULT_RRF_K,
  DEFAULT_RETRIEVER_WEIGHTS,
  fuseRankings,
  rerankCandidates,
  type FusionOptions,
} from './rank-fusion';
import type { SqlClient } from './sql-client.types';

/** Options of searchReferences. */
export interface SearchReferencesOptions extends FusionOptions, TermWeightOptions {
  /** How many references to return. Default 5. */
  k?: number;
  /** How deep each retriever looks before fusion. Default 30. */
  candidatesPerRetriever?: number;
}

/**
 * Hybrid retrieval for one clause (SPEC §8 stage 1): BM25 over the clause's stems, once over the
 * whole chunk and once over its subject alone (heading and retrieval keywords), cosine similarity
 * for the vector, and trigram similarity for wording with typos or missing spaces; fused by
 * reciprocal rank (DEFAULT_RETRIEVER_WEIGHTS) and reranked by what the clause says (patterns whose
 * cues it meets, the principles it rests on, the patterns it reads like). `embedding` is the
 * clause embedded by the provider that seeded the corpus.
 */
export async function searchReferences(
  db: SqlClient,
  clause: string,
  embedding: readonly number[],
  options: SearchReferencesOptions = {},
): Promise<RetrievedReference[]> {
  const depth = options.candidatesPerRetriever ?? 30;
  const weights = options.retrieverWeights ?? DEFAULT_RETRIEVER_WEIGHTS;
  const pgvector = await embeddingIsPgvector(db);
  // A retriever weighted 0 adds nothing to the fusion: its query is not run.
  const [trigram, [termWeight = [], subject = []], vector] = await Promise.all([
    (weights[0] ?? 1) > 0 ? rankByTrigram(db, clause, depth) : Promise.resolve([]),
    rankByTermWeights(db, clause, depth, [WHOLE_CHUNK, SUBJECT_ONLY], options),
    rankByVector(db, embedding, depth, pgvector),
  ]);
  const lists = [trigram, termWeight, subject, vector];
  // Every pattern is a candidate, found or not: the 44 cue checks cost less than a query, and a
  // pattern the clause meets should not be lost because its wording differs from the clause's.
  const retrieved = await loadChunksAndPatterns(db, [...new Set(lists.flat())]);
  const fused = fuseRankings(lists, options.rrfK ?? DEFAULT_RRF_K, weights);
  // A matched pattern, a principle the clause rests on, and a pattern the clause reads like bring
  // the articles they name, even when the wording did not find them.
  const citations = mergeCitations(
    citationsOfMatchedPatterns(clause, retrieved, options),
    citationsOfPrinciples(clause, options),
    citationsOfRetrievedPatterns(retrieved, fused, options),
  );
  const candidates = [...retrieved, ...(await loadCitedChunks(db, citations, fused))];
  return rerankCandidates(clause, candidates, fused, options, citations).slice(0, options.k ?? 5);
}

async function loadChunksAndPatterns(db: SqlClient, ids: string[]): Promise<ReferenceChunk[]> {
  return (await chunksAndPatterns(db, ids)).map(toChunk);
}

function toChunk(row: ChunkRow): ReferenceChunk {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    text: row.text,
    origin: row.origin,
    kind: row.kind,
    pattern: row.kind === 'PATTERN' && row.meta ? patternOf(row.meta) : null,
  };
}

/** The stored meta without the retrieval keywords: what the analyzer reads of a pattern. */
function patternOf(meta: NonNullable<ChunkRow['meta']>): ReferenceChunk['pattern'] {
  const { keywords: _keywords, ...pattern } = meta;
  return pattern as NonNullable<ReferenceChunk['pattern']>;
}

async function loadCitedChunks(
  db: SqlClient,
  cited: readonly PatternCitation[],
  known: ReadonlyMap<string, number>,
): Promise<ReferenceChunk[]> {
  if (cited.length === 0) return [];
  return (await citedChunks(db, cited)).filter((row) => !known.has(row.id)).map(toChunk);
}
