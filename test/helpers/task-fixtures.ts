import type { Database } from '../../src/infra/database';
import { isFinal, type TaskRow } from '../../src/tasks/task.types';
import { findTask } from '../../src/tasks/transitions';
import { waitFor } from './wait-for';

/** The task once it is SUCCESS or FAILED, read from the database. */
export function finalTask(db: Database, taskId: string, timeoutMs = 20_000): Promise<TaskRow> {
  return waitFor(
    `task ${taskId} final`,
    async () => {
      const row = await findTask(db, taskId);
      return row && isFinal(row.status) ? row : undefined;
    },
    timeoutMs,
  );
}

/**
 * A real database failure on the file rows of nests whose address holds `tag`: an issuance of such
 * a nest fails after its charge (SAVE_FAILED). Returns what drops the trigger again.
 */
export async function refuseFileRows(db: Database, tag: string): Promise<() => Promise<void>> {
  await db.query(`create function refuse_file_rows() returns trigger language plpgsql as $$
    begin if exists (select 1 from nests where id = new.nest_id and address like '%${tag}%') then raise exception 'disk full'; end if; return new; end $$;
    create trigger refuse_file_rows before insert on files for each row execute function refuse_file_rows();`);
  return async () => {
    await db.query('drop trigger refuse_file_rows on files; drop function refuse_file_rows()');
  };
}
