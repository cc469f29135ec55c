import {
  CombinedVerdictAnalyzer,
  HashedNgramEmbedding,
  OfflineRuleAnalyzer,
  OpenAiCompatibleAnalyzer,
  OpenAiCompatibleEmbedding,
  type ClauseAnalyzer,
  type EmbeddingProvider,
} from '../clauses';
import type { Env } from '../config/env';

/**
 * The embedding of stage 1 from configuration: offline hashed n-grams by default (no network; its
 * `model` says so), an OpenAI-compatible server when EMBEDDING_PROVIDER=openai. The HTTP provider
 * uses its own default timeout (30 s): the configuration has no embedding timeout of its own.
 */
export function createEmbeddingProvider(env: Env): EmbeddingProvider {
  if (env.EMBEDDING_PROVIDER === 'offline') return new HashedNgramEmbedding({ dimensions: env.EMBEDDING_DIMENSIONS });
  if (!env.EMBEDDING_BASE_URL) throw new Error('EMBEDDING_BASE_URL is required when EMBEDDING_PROVIDER=openai');
  return new OpenAiCompatibleEmbedding({
    baseUrl: env.EMBEDDING_BASE_URL,
    apiKey: env.EMBEDDING_API_KEY,
    model: env.EMBEDDING_MODEL,
    dimensions: env.EMBEDDING_DIMENSIONS,
  });
}

/**
 * The analyzer of stage 2 from configuration: the offline rule analyzer by default; with
 * ANALYZER_PROVIDER=openai the LLM and the rules together, where the LLM may raise the rules'
 * risk but never lower it (CombinedVerdictAnalyzer), so no model answer turns a DANGER into SAFE.
 */
export function createClauseAnalyzer(env: Env): ClauseAnalyzer {
  if (env.ANALYZER_PROVIDER === 'offline') return new OfflineRuleAnalyzer();
  if (!env.LLM_BASE_URL) throw new Error('LLM_BASE_URL is required when ANALYZER_PROVIDER=openai');
  const llm = new OpenAiCompatibleAnalyzer({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxTokens: env.LLM_MAX_TOKENS,
  });
  return new CombinedVerdictAnalyzer({ rules: new OfflineRuleAnalyzer(), llm });
}
