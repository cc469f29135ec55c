import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Forward recovery of the reaper's outside calls.
 *
 * `notification_outbox`: a sender claims a row before it calls the webhook (`claimed_by`, a token
 * of that one claim, until `claimed_until`), so two reapers, or a reaper and the worker that
 * committed the row, never send it at the same time. The claim is a lease rather than a row lock
 * held across the webhook call: a lock would keep a transaction and a pooled connection open for
 * as long as the receiver takes, and a stuck sender would hold it for ever, where a lease lapses.
 * A failed delivery counts `attempts` and waits until `next_attempt_at`; after the last attempt
 * the row is given up (`given_up_at`) and stays as the record of it.
 *
 * `fee_checks`: a receipt the office cannot answer for (a 4xx, an unreadable answer) is asked
 * again later, `attempts` and `next_check_at` on its own row, so it never holds up the others.
 */
export class OutboxClaimsAndCheckBackoff1764400000700 implements MigrationInterface {
  name = 'OutboxClaimsAndCheckBackoff1764400000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table notification_outbox
        add column attempts int not null default 0,
        -- null: due when the reaper's grace after queueing has passed (the committing attempt's turn).
        add column next_attempt_at timestamptz,
        add column claimed_by text,
        add column claimed_until timestamptz,
        add column last_error text,
        add column given_up_at timestamptz;
      drop index notification_outbox_due_idx;
      create index notification_outbox_due_idx on notification_outbox (created_at) where sent_at is null and given_up_at is null;

      alter table fee_checks
        add column attempts int not null default 0,
        -- null: due from due_at, as queued by the trigger.
        add column next_check_at timestamptz,
        add column last_error text;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table fee_checks drop column attempts, drop column next_check_at, drop column last_error;
      drop index notification_outbox_due_idx;
      alter table notification_outbox drop column attempts, drop column next_attempt_at, drop column claimed_by,
        drop column claimed_until, drop column last_error, drop column given_up_at;
      create index notification_outbox_due_idx on notification_outbox (created_at) where sent_at is null;
    `);
  }
}
