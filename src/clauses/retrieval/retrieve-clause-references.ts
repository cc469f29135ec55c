import type { RetrievedReference } from '../clause.types';
import type { EmbeddingProvider } from '../providers/embedding.provider';
import { searchReferences, type SearchReferencesOptions } from './search-references';
import type { SqlClient } from './sql-client.types';

/**
 * Stage 1 in one call, as the `clause-search` worker runs it: embed the clause with the provider
 * that seeded the corpus, then hybrid search. Provider failures surface as ClauseProviderError.
 */
export async function retrieveClauseReferences(
  db: SqlClient,
  embedder: EmbeddingProvider,
  clause: string,
  options: SearchReferencesOptions = {},
): Promise<RetrievedReference[]> {
  const [embedding] = await embedder.embed([clause]);
  if (!embedding) throw new Error('the embedding provider returned no vector');
  return searchReferences(db, clause, embedding, options);
}
