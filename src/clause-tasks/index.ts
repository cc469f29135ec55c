/**
 * Clause analysis as tasks (SPEC §8): the request that creates one task per clause, and the two
 * stages that run it — `clause-search` (retrieval) hands each task to `clause-llm` (analysis).
 * The analysis itself lives in src/clauses; this module binds it to task rows and queues.
 */
export { analyzeClauses, type AnalyzeClausesDeps } from './analyze-clauses.service';
export { CLAUSE_LIMITS, clauseProblem, validateClauses } from './clause-input.limits';
export { runClauseSearchStage, llmJobId, type ClauseSearchDeps } from './clause-search.stage';
export { runClauseLlmStage, type ClauseLlmDeps } from './clause-llm.stage';
export { clauseAnalysisOf, insertClauseAnalysis, type ClauseAnalysisView } from './clause-analysis.storage';
export { createClauseAnalyzer, createEmbeddingProvider } from './clause-providers.factory';
export { ensureClauseCorpus, type CorpusBootstrap } from './clause-corpus.bootstrap';
export { createClauseTaskServices, type ClauseTaskServices } from './clause-task.services';
export { providerFailure, MAX_RETRY_AFTER_MS } from './provider-failure.mapper';
export { storedReferencesSchema, storedReferencesOf, clauseOf } from './stored-references.schema';
