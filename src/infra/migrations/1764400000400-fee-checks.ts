import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Charges the ledger may have missed (SPEC §4.3: the ledger and the office agree). An issuance
 * that reached the office and then ended FAILED — its attempts ran out while the office's answer
 * was lost, or its worker died between the charge and the ledger row, and the reaper closed it —
 * may have been charged with no ledger row. A trigger queues a check for every such task, whoever
 * wrote the FAILED (a handler, the reaper, the poison cap), in the same transaction; the reaper
 * asks the office for the receipt and records what it finds (src/issuance/fee-reconciliation.ts).
 */
export class FeeChecks1764400000400 implements MigrationInterface {
  name = 'FeeChecks1764400000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table fee_checks (
        task_id uuid primary key references tasks(id),
        due_at timestamptz not null default now(),
        checked_at timestamptz,
        -- The office's receipt found under the task's idempotency key; null: no charge there.
        receipt_id text
      );
      create index fee_checks_due_idx on fee_checks (due_at) where checked_at is null;

      create function queue_fee_check() returns trigger language plpgsql as $$
      begin
        insert into fee_checks (task_id) values (new.id) on conflict (task_id) do nothing;
        return null;
      end $$;

      create trigger tasks_failed_issuance_fee_check
        after update of status on tasks
        for each row
        when (new.status = 'FAILED' and old.status <> 'FAILED' and new.kind = 'REGISTRY_ISSUANCE' and new.started_at is not null)
        execute function queue_fee_check();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      drop trigger tasks_failed_issuance_fee_check on tasks;
      drop function queue_fee_check();
      drop table fee_checks;
    `);
  }
}
