import type { MigrationInterface, QueryRunner } from 'typeorm';
import { clauseCorpusSchemaSql, dropClauseCorpusSql } from '../../clauses/retrieval/corpus-schema.sql';

// Vector length of the offline default embedding (offline-hashed-ngram, 1024 dimensions). Only the pgvector
// column is fixed by it; a provider with another length needs a migration that alters the column.
const EMBEDDING_DIMENSIONS = 1024;

/** The reference corpus of clause analysis (SPEC §8): pgvector where available, real[] otherwise. */
export class ClauseCorpus1764400000300 implements MigrationInterface {
  name = 'ClauseCorpus1764400000300';

  async up(q: QueryRunner): Promise<void> {
    const available: unknown[] = await q.query(`select 1 from pg_available_extensions where name = 'vector'`);
    await q.query(clauseCorpusSchemaSql({ pgvector: available.length > 0, dimensions: EMBEDDING_DIMENSIONS }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(dropClauseCorpusSql());
  }
}
