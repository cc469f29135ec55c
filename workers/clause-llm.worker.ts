import { createClauseAnalyzer, runClauseLlmStage } from '../src/clause-tasks';
import type { HandlerFactory } from '../src/main/create-workers';

/** The `clause-llm` queue: stage 2 of clause analysis (SPEC §8) — analyse, store, SUCCESS. */
export const clauseLlmHandler: HandlerFactory = (app) => {
  const deps = { db: app.db, publisher: app.publisher, analyzer: createClauseAnalyzer(app.env) };
  return (task, attempt) => runClauseLlmStage(deps, task, attempt);
};
