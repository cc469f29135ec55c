import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The results of the analysis tasks: one row per task (UNIQUE task_id), inserted in the same
 * transaction that marks the task SUCCESS, so SUCCESS always means the result exists (SPEC §4.5, §8).
 */
export class Analyses1764400000200 implements MigrationInterface {
  name = 'Analyses1764400000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table registry_analyses (
        id uuid primary key default gen_random_uuid(),
        task_id uuid not null unique references tasks(id),
        file_id uuid not null references files(id),
        risk_level text not null check (risk_level in ('SAFE', 'CAUTION', 'DANGER')),
        owners jsonb not null,
        rights jsonb not null,
        secured_debt_krw numeric(15, 0) not null,
        findings jsonb not null,
        model text not null,
        created_at timestamptz not null default now()
      );

      create table clause_analyses (
        id uuid primary key default gen_random_uuid(),
        task_id uuid not null unique references tasks(id),
        risk_level text not null check (risk_level in ('SAFE', 'CAUTION', 'DANGER')),
        summary text not null,
        recommendation text,
        "references" jsonb not null,
        model text not null,
        created_at timestamptz not null default now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop table clause_analyses; drop table registry_analyses;');
  }
}
