import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operator's task list filtered by error code (`ops { tasks(errorCode: …) }`), newest first,
 * read by an index instead of a scan of every task: only rows that have a code are in it.
 */
export class TaskErrorCodeIndex1764400001300 implements MigrationInterface {
  name = 'TaskErrorCodeIndex1764400001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'create index tasks_error_code_page_idx on tasks (error_code, created_at desc, id desc) where error_code is not null;',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('drop index tasks_error_code_page_idx;');
  }
}
