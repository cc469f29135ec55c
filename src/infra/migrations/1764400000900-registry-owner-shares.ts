import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every current owner of a registry analysis with their share (`3분의 2`). Nullable: analyses
 * stored before the column have only their owners' names, read back as shares not known.
 */
export class RegistryOwnerShares1764400000900 implements MigrationInterface {
  name = 'RegistryOwnerShares1764400000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query('alter table registry_analyses add column owner_shares jsonb;');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('alter table registry_analyses drop column owner_shares;');
  }
}
