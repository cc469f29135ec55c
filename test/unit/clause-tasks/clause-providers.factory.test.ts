import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createClauseAnalyzer, createEmbeddingProvider } from '../../../src/clause-tasks/clause-providers.factory';
import {
  CombinedVerdictAnalyzer,
  HashedNgramEmbedding,
  OfflineRuleAnalyzer,
  OpenAiCompatibleEmbedding,
} from '../../../src/clauses';
import { parseEnv } from '../../../src/config/env';

describe('clause providers from configuration', () => {
  test('default to the offline providers, which say so in their model', () => {
    const env = parseEnv({});
    const embedder = createEmbeddingProvider(env);
    const analyzer = createClauseAnalyzer(env);
    assert.ok(embedder instanceof HashedNgramEmbedding);
    assert.match(embedder.model, /^offline-hashed-ngram-v3-d1024-idf[0-9a-f]{8}$/);
    assert.ok(analyzer instanceof OfflineRuleAnalyzer);
    assert.match(analyzer.model, /^offline-/);
  });

  test('use OpenAI-compatible servers when configured, the LLM guarded by the rules and named with them', () => {
    const env = parseEnv({
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_BASE_URL: 'http://127.0.0.1:9',
      EMBEDDING_MODEL: 'emb-1',
      EMBEDDING_DIMENSIONS: '1536',
      ANALYZER_PROVIDER: 'openai',
      LLM_BASE_URL: 'http://127.0.0.1:9',
      LLM_MODEL: 'llm-1',
    });
    const embedder = createEmbeddingProvider(env);
    assert.ok(embedder instanceof OpenAiCompatibleEmbedding);
    assert.deepEqual([embedder.model, embedder.dimensions], ['emb-1', 1536]);
    const analyzer = createClauseAnalyzer(env);
    assert.ok(analyzer instanceof CombinedVerdictAnalyzer);
    assert.equal(analyzer.model, `llm-1+rules:${new OfflineRuleAnalyzer().model}`);
    assert.equal(env.LLM_MAX_TOKENS, 600, 'the default answer bound');
  });
});
