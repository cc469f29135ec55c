import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Adoptions in the fee ledger (SPEC §4.3: charges and adoptions apart). A task that reuses the
 * receipt an earlier, failed issuance of its nest paid for records an `adoption` row: its own task,
 * the receipt, the task whose charge it adopts (that task's id is the office's idempotency key),
 * and no fee of its own — so the sum of `fee_krw` stays the money the office took. Its effect key
 * is `adoption:<task id>`, apart from the charge keys (the task ids), so a task whose adoption
 * later fell through and which then paid for itself can hold both rows.
 */
export class FeeAdoptions1764400000600 implements MigrationInterface {
  name = 'FeeAdoptions1764400000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table fee_ledger
        add column kind text not null default 'charge' check (kind in ('charge', 'adoption')),
        add column adopted_from uuid references tasks(id),
        add constraint fee_ledger_adoption_names_its_charge check ((kind = 'adoption') = (adopted_from is not null)),
        add constraint fee_ledger_adoption_is_free check (kind = 'charge' or fee_krw = 0);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      delete from fee_ledger where kind = 'adoption';
      alter table fee_ledger drop constraint fee_ledger_adoption_is_free, drop constraint fee_ledger_adoption_names_its_charge,
        drop column adopted_from, drop column kind;
    `);
  }
}
