import { corpusModelCounts, seedClauseCorpus, type EmbeddingProvider, type SqlClient } from '../clauses';
import { log } from '../logging/logger';

/** What the start-up check did. */
export type CorpusBootstrap = 'present' | 'seeded' | 'failed';

/**
 * Seeds the reference corpus when a `clause-search` worker starts and the corpus is unusable for
 * its embedding: the table is empty, or holds vectors of another model (vectors of different
 * models are not comparable, so a provider change must re-embed). Otherwise nothing is written;
 * content updates are the seed command's job. Concurrent starters are harmless: the seed is an
 * idempotent upsert.
 *
 * A failure is logged, not thrown: the worker process may serve other queues, and stage 1 fails
 * its tasks with ANALYSIS_FAILED (retried) until the corpus is there.
 */
export async function ensureClauseCorpus(db: SqlClient, embedder: EmbeddingProvider): Promise<CorpusBootstrap> {
  try {
    const { total, other } = await corpusModelCounts(db, embedder.model);
    if (total > 0 && other === 0) return 'present';
    const result = await seedClauseCorpus(db, embedder);
    log().info({ model: embedder.model, ...result }, 'clause reference corpus seeded');
    return 'seeded';
  } catch (error) {
    log().error({ err: error }, 'clause reference corpus not seeded; clause searches fail until it is');
    return 'failed';
  }
}
