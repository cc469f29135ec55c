import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operations API (contract/ops.graphql): every operator action, with who, when, what and why
 * (`operator_actions`), and the link from a redriven task's new task to the FAILED one it runs
 * again (`tasks.redriven_from`; the original never changes). Two indexes for the operator's
 * reads: every user's tasks newest first, and the FAILED tasks by when they finished.
 */
export class OperatorActions1764400001100 implements MigrationInterface {
  name = 'OperatorActions1764400001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table tasks add column redriven_from uuid references tasks(id);
      create index tasks_page_idx on tasks (created_at desc, id desc);
      create index tasks_failed_finished_idx on tasks (finished_at) where status = 'FAILED';
      create table operator_actions (
        id bigserial primary key,
        at timestamptz not null default now(),
        operator_id text not null,
        action text not null check (action in ('CANCEL', 'REDRIVE')),
        task_id uuid not null references tasks(id),
        new_task_id uuid references tasks(id),
        reason text not null check (length(reason) > 0)
      );
      create index operator_actions_at_idx on operator_actions (at desc, id desc);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      drop table operator_actions;
      drop index tasks_failed_finished_idx;
      drop index tasks_page_idx;
      alter table tasks drop column redriven_from;
    `);
  }
}
