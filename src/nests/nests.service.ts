import { prepared, type Database, type Queryable } from '../infra/database';
import { badInput, forbidden, notFound } from '../errors/domain-error';
import { checkTextField } from '../input/input-text.rules';
import { ensureUser } from '../users/users.storage';
import { afterCondition, CURSOR_AT_COLUMN, pageOf, pageSize, type Page } from '../infra/keyset-cursor';
import { NEST_COLUMNS, toNestRow, type NestColumns, type NestRow } from './nest.types';

export interface CreateNestInput {
  name: string;
  address: string;
  depositKrw?: number | null;
  marketPriceKrw?: number | null;
}

export type { Page } from '../infra/keyset-cursor';

const MAX_KRW = 1e13;
/** A nest's name and address, in characters (code points) after trimming. */
const NAME_BOUNDS = { min: 1, max: 100 };
const ADDRESS_BOUNDS = { min: 5, max: 300 };

/** Nests: the homes a user checks. Every read and write is scoped to the owner. */
export class NestsService {
  constructor(private readonly db: Database) {}

  async createNest(userId: string, input: CreateNestInput): Promise<NestRow> {
    const name = input.name.trim();
    const address = input.address.trim();
    checkTextField('name', name, NAME_BOUNDS);
    checkTextField('address', address, ADDRESS_BOUNDS);
    for (const field of ['depositKrw', 'marketPriceKrw'] as const) {
      const v = input[field];
      if (v != null && !(Number.isInteger(v) && v > 0 && v < MAX_KRW)) {
        throw badInput(`${field}: a whole number of won, positive and below 10^13`, { field });
      }
    }
    await ensureUser(this.db, userId);
    const { rows } = await this.db.query<NestColumns>(
      `insert into nests (user_id, name, address, deposit_krw, market_price_krw) values ($1, $2, $3, $4, $5) returning ${NEST_COLUMNS}`,
      [userId, name, address, input.depositKrw ?? null, input.marketPriceKrw ?? null],
    );
    return toNestRow(rows[0]);
  }

  /** The nest if `userId` owns it; NOT_FOUND or FORBIDDEN otherwise. `lock` takes a row lock. */
  async getOwnedNest(q: Queryable, userId: string, nestId: string, lock = false): Promise<NestRow> {
    if (!isUuid(nestId)) throw notFound('nest', nestId);
    const { rows } = await q.query<NestColumns>(
      prepared(`select ${NEST_COLUMNS} from nests where id = $1${lock ? ' for update' : ''}`),
      [nestId],
    );
    const nest = rows[0] ? toNestRow(rows[0]) : null;
    if (!nest) throw notFound('nest', nestId);
    if (nest.userId !== userId) throw forbidden('nest', nestId);
    return nest;
  }

  async findNestById(nestId: string): Promise<NestRow | null> {
    const { rows } = await this.db.query<NestColumns>(`select ${NEST_COLUMNS} from nests where id = $1`, [nestId]);
    return rows[0] ? toNestRow(rows[0]) : null;
  }

  async listNests(userId: string, first?: number | null, after?: string | null): Promise<Page<NestRow>> {
    const limit = pageSize(first);
    const params: unknown[] = [userId, limit + 1];
    const where = after ? `user_id = $1 and ${afterCondition(after, params)}` : 'user_id = $1';
    const { rows } = await this.db.query<NestColumns & { cursor_at: string }>(
      `select ${NEST_COLUMNS}, ${CURSOR_AT_COLUMN} from nests where ${where} order by created_at desc, id desc limit $2`,
      params,
    );
    return pageOf(rows, limit, toNestRow);
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
