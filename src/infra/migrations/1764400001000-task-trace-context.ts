import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The W3C trace context of the request or task that created a task (the `traceparent` and
 * `tracestate` header values), written with the row, so that a job re-sent from the row — the
 * reaper's, after Redis lost it — continues the trace it began in. Null when tracing was off.
 */
export class TaskTraceContext1764400001000 implements MigrationInterface {
  name = 'TaskTraceContext1764400001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('alter table tasks add column traceparent text, add column tracestate text;');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('alter table tasks drop column traceparent, drop column tracestate;');
  }
}
