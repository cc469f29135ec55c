import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How sure the analyzer was of a clause analysis, 0..1. Nullable: analyses stored before the
 * column, and analyzers that do not say, have none; the contract's field is nullable for the same
 * reason.
 */
export class ClauseAnalysisConfidence1764400000800 implements MigrationInterface {
  name = 'ClauseAnalysisConfidence1764400000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table clause_analyses
        add column confidence real check (confidence is null or (confidence >= 0 and confidence <= 1));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('alter table clause_analyses drop column confidence;');
  }
}
