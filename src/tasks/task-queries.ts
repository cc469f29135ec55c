import { prepared, type Database } from '../infra/database';
import { forbidden, notFound } from '../errors/domain-error';
import { isUuid } from '../nests/nests.service';
import { afterCondition, CURSOR_AT_COLUMN, pageOf, pageSize, type Page } from '../infra/keyset-cursor';
import { findTask } from './transitions';
import { TASK_COLUMNS, toTaskRow, type TaskKind, type TaskRow, type TaskStatus } from './task.types';

const T_COLUMNS = TASK_COLUMNS.split(',')
  .map((c) => `t.${c.trim()}`)
  .join(', ');

/** Reads of tasks for the API and subscriptions; ownership is checked through the nest. */
export class TaskQueries {
  constructor(private readonly db: Database) {}

  /** The task if `userId` owns its nest; NOT_FOUND or FORBIDDEN otherwise. */
  async getOwnedTask(userId: string, taskId: string): Promise<TaskRow> {
    if (!isUuid(taskId)) throw notFound('task', taskId);
    const { rows } = await this.db.query(
      prepared(`select ${T_COLUMNS}, n.user_id as owner from tasks t join nests n on n.id = t.nest_id where t.id = $1`),
      [taskId],
    );
    if (!rows[0]) throw notFound('task', taskId);
    if (rows[0].owner !== userId) throw forbidden('task', taskId);
    return toTaskRow(rows[0]);
  }

  byId(taskId: string): Promise<TaskRow | null> {
    return findTask(this.db, taskId);
  }

  /** The child of `parentId` of the given kind (an issuance's OCR task, an OCR task's analysis). */
  async childOf(parentId: string, kind: TaskKind): Promise<TaskRow | null> {
    const { rows } = await this.db.query(
      prepared(`select ${TASK_COLUMNS} from tasks where parent_id = $1 and kind = $2 order by created_at desc limit 1`),
      [parentId, kind],
    );
    return rows[0] ? toTaskRow(rows[0]) : null;
  }

  async latestOfKind(nestId: string, kind: TaskKind): Promise<TaskRow | null> {
    const { rows } = await this.db.query(
      `select ${TASK_COLUMNS} from tasks where nest_id = $1 and kind = $2 order by created_at desc, id desc limit 1`,
      [nestId, kind],
    );
    return rows[0] ? toTaskRow(rows[0]) : null;
  }

  async listForNest(
    nestId: string,
    filter: { kind?: TaskKind | null; status?: TaskStatus | null; first?: number | null; after?: string | null },
  ): Promise<Page<TaskRow>> {
    const limit = pageSize(filter.first);
    const params: unknown[] = [nestId, limit + 1];
    let where = 'nest_id = $1';
    if (filter.kind) where += ` and kind = $${params.push(filter.kind)}`;
    if (filter.status) where += ` and status = $${params.push(filter.status)}`;
    if (filter.after) where += ` and ${afterCondition(filter.after, params)}`;
    const { rows } = await this.db.query(
      `select ${TASK_COLUMNS}, ${CURSOR_AT_COLUMN} from tasks where ${where} order by created_at desc, id desc limit $2`,
      params,
    );
    return pageOf(rows, limit, toTaskRow);
  }
}
