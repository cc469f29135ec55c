import { createEmbeddingProvider, ensureClauseCorpus, runClauseSearchStage } from '../src/clause-tasks';
import type { HandlerFactory } from '../src/main/create-workers';

/**
 * The `clause-search` queue: stage 1 of clause analysis (SPEC §8) — retrieve references, hand the
 * task to `clause-llm`. Seeds the reference corpus first when it is missing for this embedding.
 */
export const clauseSearchHandler: HandlerFactory = async (app) => {
  const embedder = createEmbeddingProvider(app.env);
  await ensureClauseCorpus(app.db.pool, embedder);
  const deps = { db: app.db, publisher: app.publisher, dispatcher: app.dispatcher, embedder };
  return (task, attempt) => runClauseSearchStage(deps, task, attempt);
};
