import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, nests, the one task table for every kind (SPEC §2), its event log, files and the fee ledger.
 * The partial indexes cover only active rows, so the request path and the reaper stay fast however
 * many final rows pile up.
 */
export class CoreSchema1764400000100 implements MigrationInterface {
  name = 'CoreSchema1764400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table users (
        id varchar(255) primary key,
        created_at timestamptz not null default now()
      );

      create table nests (
        id uuid primary key default gen_random_uuid(),
        user_id varchar(255) not null references users(id),
        name text not null,
        address text not null,
        deposit_krw numeric(15, 0),
        market_price_krw numeric(15, 0),
        created_at timestamptz not null default now()
      );
      create index nests_user_page_idx on nests (user_id, created_at desc, id desc);

      create table tasks (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('REGISTRY_ISSUANCE', 'OCR', 'REGISTRY_ANALYSIS', 'CLAUSE_ANALYSIS')),
        status text not null default 'PENDING' check (status in ('PENDING', 'PROCESSING', 'SUCCESS', 'FAILED')),
        nest_id uuid not null references nests(id),
        parent_id uuid references tasks(id),
        file_id uuid,
        stage text check (stage in ('SEARCH', 'LLM', 'DONE')),
        input jsonb not null default '{}'::jsonb,
        error_code text,
        error_message text,
        retry_count int not null default 0,
        redelivery_count int not null default 0,
        last_error_code text,
        last_attempt_at timestamptz,
        next_retry_at timestamptz,
        worker_id text,
        job_id text,
        version int not null default 1,
        created_at timestamptz not null default now(),
        started_at timestamptz,
        finished_at timestamptz,
        updated_at timestamptz not null default now(),
        constraint tasks_failed_has_code check (status <> 'FAILED' or error_code is not null),
        constraint tasks_final_has_finish check (status not in ('SUCCESS', 'FAILED') or finished_at is not null)
      );
      create index tasks_nest_page_idx on tasks (nest_id, created_at desc, id desc);
      create index tasks_parent_idx on tasks (parent_id) where parent_id is not null;
      create index tasks_active_nest_kind_idx on tasks (nest_id, kind, created_at desc)
        where status in ('PENDING', 'PROCESSING');
      create index tasks_pending_idx on tasks (created_at) where status = 'PENDING';
      create index tasks_processing_idx on tasks (started_at) where status = 'PROCESSING';

      create table task_events (
        id bigserial primary key,
        task_id uuid not null references tasks(id),
        version int not null,
        from_status text,
        to_status text not null,
        error_code text,
        worker_id text,
        attempt int not null default 0,
        note text,
        at timestamptz not null default now(),
        -- one event per committed version: a transition can never be recorded twice
        constraint task_events_version_key unique (task_id, version)
      );

      create table files (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('REGISTRY_PDF')),
        -- the task that produced the file: one file per task, so a repeated save finds the first
        task_id uuid not null unique references tasks(id),
        nest_id uuid not null references nests(id),
        storage_key text not null unique,
        content_type text not null,
        byte_size int not null check (byte_size > 0),
        sha256 char(64) not null,
        ocr_text text,
        created_at timestamptz not null default now()
      );
      alter table tasks add constraint tasks_file_fk foreign key (file_id) references files(id);

      create table fee_ledger (
        id bigserial primary key,
        -- the business key of the effect (the task id): a second charge cannot be recorded
        effect_key text not null unique,
        task_id uuid not null references tasks(id),
        receipt_id text not null,
        fee_krw int not null check (fee_krw >= 0),
        charged_at timestamptz not null default now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      alter table tasks drop constraint tasks_file_fk;
      drop table fee_ledger; drop table files; drop table task_events; drop table tasks;
      drop table nests; drop table users;
    `);
  }
}
