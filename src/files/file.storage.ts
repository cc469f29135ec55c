import type { Queryable } from '../infra/database';
import { count } from '../metrics/metrics';
import type { FileRow } from './file.types';

// The SQL of the files a task stores: one row per task, the object key fixed by the task.
const FILE_COLUMNS = 'id, kind, task_id, nest_id, storage_key, content_type, byte_size, sha256, ocr_text, created_at';

/** A `files` row as PostgreSQL returns it (FILE_COLUMNS). */
type FileColumns = {
  id: string;
  kind: FileRow['kind'];
  task_id: string;
  nest_id: string;
  storage_key: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  ocr_text: string | null;
  created_at: Date;
};

/** The row named as the application names it; `sha256` is char(64), padded by PostgreSQL. */
function toFileRow(columns: FileColumns): FileRow {
  const { id, kind, task_id, nest_id, storage_key, content_type, byte_size, sha256, ocr_text, created_at } = columns;
  return {
    id,
    kind,
    taskId: task_id,
    nestId: nest_id,
    storageKey: storage_key,
    contentType: content_type,
    byteSize: byte_size,
    sha256: sha256.trim(),
    ocrText: ocr_text,
    createdAt: created_at,
  };
}

/**
 * Records the file of a task. One file per task (UNIQUE task_id): a repeated save after a crash
 * finds the row the first one wrote and updates it to the same object.
 */
export async function saveTaskFile(
  q: Queryable,
  file: Omit<FileRow, 'id' | 'ocrText' | 'createdAt'>,
): Promise<FileRow> {
  const { rows } = await q.query<FileColumns & { inserted: boolean }>(
    `insert into files (kind, task_id, nest_id, storage_key, content_type, byte_size, sha256)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (task_id) do update set storage_key = excluded.storage_key, content_type = excluded.content_type,
       byte_size = excluded.byte_size, sha256 = excluded.sha256
     returning ${FILE_COLUMNS}, (xmax = 0) as inserted`,
    [file.kind, file.taskId, file.nestId, file.storageKey, file.contentType, file.byteSize, file.sha256],
  );
  if (rows[0].inserted) count('effects_total', { effect: 'file' });
  return toFileRow(rows[0]);
}

export async function findFile(q: Queryable, fileId: string): Promise<FileRow | null> {
  const { rows } = await q.query<FileColumns>(`select ${FILE_COLUMNS} from files where id = $1`, [fileId]);
  return rows[0] ? toFileRow(rows[0]) : null;
}

/** The OCR text of a file; the caller commits it with the OCR task's SUCCESS. */
export async function saveOcrText(q: Queryable, fileId: string, text: string): Promise<void> {
  await q.query('update files set ocr_text = $2 where id = $1', [fileId, text]);
}

/** Whether a task's file row exists (saved by this attempt or by another of the same task). */
export async function taskHasFile(q: Queryable, taskId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from files where task_id = $1`, [taskId]);
  return rows.length > 0;
}

/** Which of the tasks `taskIds` have no file row, with their nests. */
export async function tasksWithoutFile(q: Queryable, taskIds: string[]): Promise<{ id: string; nestId: string }[]> {
  const { rows } = await q.query<{ id: string; nest_id: string }>(
    `select t.id, t.nest_id from tasks t where t.id = any($1::uuid[]) and not exists (select 1 from files f where f.task_id = t.id)`,
    [taskIds],
  );
  return rows.map((r) => ({ id: r.id, nestId: r.nest_id }));
}
