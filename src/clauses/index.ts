/** The clause-analysis domain as the task workers call it (SPEC §8). */
export type {
  ClauseReferenceView,
  ClauseVerdict,
  PatternMeta,
  ReferenceChunk,
  ReferenceKind,
  RetrievedReference,
  RiskLevel,
} from './clause.types';
export type { EmbeddingProvider } from './providers/embedding.provider';
export type { ClauseAnalysisInput, ClauseAnalyzer } from './providers/clause-analyzer.provider';
export { ClauseProviderError, parseRetryAfter, type ProviderFailure } from './providers/provider-error';
export { HashedNgramEmbedding, type HashedNgramEmbeddingOptions } from './providers/hashed-ngram.embedding';
export {
  OpenAiCompatibleEmbedding,
  type OpenAiCompatibleEmbeddingOptions,
} from './providers/openai-compatible.embedding';
export { OpenAiCompatibleAnalyzer, type OpenAiCompatibleAnalyzerOptions } from './providers/openai-compatible.analyzer';
export type { OpenAiCompatibleOptions } from './providers/openai-compatible.http';
export { OfflineRuleAnalyzer, type OfflineRuleAnalyzerOptions } from './analysis/offline-rule.analyzer';
export {
  LearnedWordingModel,
  PROBE_TRAINING_FILE,
  readTrainingClauses,
  type LabelledClause,
  type WordingReading,
} from './analysis/learned-wording.model';
export {
  CombinedVerdictAnalyzer,
  combineVerdicts,
  type CombinedVerdictAnalyzerOptions,
} from './analysis/combined-verdict.analyzer';
export { loadReferenceCorpus, DEFAULT_CORPUS_DIR } from './corpus/load-corpus';
export {
  clauseCorpusSchemaSql,
  hasPgvector,
  CLAUSE_CORPUS_TABLE,
  type ClauseCorpusSchemaOptions,
} from './retrieval/corpus-schema.sql';
export { searchReferences, type SearchReferencesOptions } from './retrieval/search-references';
export { retrieveClauseReferences } from './retrieval/retrieve-clause-references';
export { seedClauseCorpus, type SeedClauseCorpusOptions, type SeedClauseCorpusResult } from './retrieval/seed-corpus';
export { corpusModelCounts } from './retrieval/clause-corpus.storage';
export type { SqlClient } from './retrieval/sql-client.types';
