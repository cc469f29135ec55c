import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The user's notification of a task's success, written in the transaction that commits the
 * SUCCESS (SPEC §4.2 step 7), so a worker that dies right after that commit cannot lose it: the
 * attempt sends it after commit, and the reaper sends any still unsent a while later.
 */
export class NotificationOutbox1764400000500 implements MigrationInterface {
  name = 'NotificationOutbox1764400000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table notification_outbox (
        task_id uuid primary key references tasks(id),
        notification jsonb not null,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      );
      create index notification_outbox_due_idx on notification_outbox (created_at) where sent_at is null;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table notification_outbox`);
  }
}
