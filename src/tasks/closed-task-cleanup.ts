import { tasksWithoutFile } from '../files/file.storage';
import { registryPdfKey } from '../files/file.types';
import type { Database } from '../infra/database';
import type { TaskRow } from './task.types';
import { log } from '../logging/logger';

/** What the cleanup needs from object storage. */
export interface ObjectRemover {
  delete(key: string): Promise<void>;
}

/** Called with tasks just closed FAILED by someone other than their attempt (reaper, poison cap). */
export type ClosedTasksHook = (rows: TaskRow[]) => Promise<void>;

/**
 * An issuance whose worker died between the upload and the file row left an object nobody names
 * (SPEC §4.2 step 4: no orphan objects). When such a task is closed from outside — the attempt is
 * gone, so it cannot clean up after itself — the object under the task's fixed key is deleted,
 * unless a file row names it. Best effort: a failure is logged, the closure stands.
 */
export function deleteOrphanDocuments(db: Database, storage: ObjectRemover): ClosedTasksHook {
  return async (rows) => {
    const issuances = rows.filter((r) => r.kind === 'REGISTRY_ISSUANCE' && r.status === 'FAILED');
    if (issuances.length === 0) return;
    try {
      const unnamed = await tasksWithoutFile(
        db,
        issuances.map((r) => r.id),
      );
      for (const task of unnamed) await storage.delete(registryPdfKey(task.nestId, task.id));
    } catch (error) {
      log().error({ err: error, tasks: issuances.length }, 'objects of closed tasks not checked');
    }
  };
}
