import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How far a PROCESSING task's attempt has got (`{ done, total, unit }`, e.g. OCR pages read), so a
 * client can show a progress bar; written with the row's other fields by a guarded transition and
 * pushed like any other. Null until the attempt reports.
 */
export class TaskProgress1764400001200 implements MigrationInterface {
  name = 'TaskProgress1764400001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query('alter table tasks add column progress jsonb;');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('alter table tasks drop column progress;');
  }
}
