import { prepared, type Queryable } from '../infra/database';
import { afterCondition, CURSOR_AT_COLUMN, pageOf, type Page } from '../infra/keyset-cursor';
import type { NestRow } from './nest.types';

// The SQL of the nests: a user's homes, read and written by id or by owner.
const NEST_COLUMNS = 'id, user_id, name, address, deposit_krw, market_price_krw, created_at';

/** A `nests` row as PostgreSQL returns it (NEST_COLUMNS); numeric amounts arrive as strings. */
type NestColumns = {
  id: string;
  user_id: string;
  name: string;
  address: string;
  deposit_krw: string | null;
  market_price_krw: string | null;
  created_at: Date;
};

const amount = (column: string | null): number | null => (column == null ? null : Number(column));

function toNestRow(columns: NestColumns): NestRow {
  const { id, user_id, name, address, deposit_krw, market_price_krw, created_at } = columns;
  return {
    id,
    userId: user_id,
    name,
    address,
    depositKrw: amount(deposit_krw),
    marketPriceKrw: amount(market_price_krw),
    createdAt: created_at,
  };
}

export async function insertNest(
  q: Queryable,
  nest: Pick<NestRow, 'userId' | 'name' | 'address' | 'depositKrw' | 'marketPriceKrw'>,
): Promise<NestRow> {
  const { rows } = await q.query<NestColumns>(
    `insert into nests (user_id, name, address, deposit_krw, market_price_krw) values ($1, $2, $3, $4, $5) returning ${NEST_COLUMNS}`,
    [nest.userId, nest.name, nest.address, nest.depositKrw, nest.marketPriceKrw],
  );
  return toNestRow(rows[0]);
}

/** The nest by id, or null; `lock` takes its row lock (FOR UPDATE) in the caller's transaction. */
export async function findNest(q: Queryable, nestId: string, lock = false): Promise<NestRow | null> {
  const { rows } = await q.query<NestColumns>(
    prepared(`select ${NEST_COLUMNS} from nests where id = $1${lock ? ' for update' : ''}`),
    [nestId],
  );
  return rows[0] ? toNestRow(rows[0]) : null;
}

/** One page of a user's nests, newest first, after the keyset cursor `after` if given. */
export async function listUserNests(
  q: Queryable,
  userId: string,
  limit: number,
  after?: string | null,
): Promise<Page<NestRow>> {
  const params: unknown[] = [userId, limit + 1];
  const where = after ? `user_id = $1 and ${afterCondition(after, params)}` : 'user_id = $1';
  const { rows } = await q.query<NestColumns & { cursor_at: string }>(
    `select ${NEST_COLUMNS}, ${CURSOR_AT_COLUMN} from nests where ${where} order by created_at desc, id desc limit $2`,
    params,
  );
  return pageOf(rows, limit, toNestRow);
}
