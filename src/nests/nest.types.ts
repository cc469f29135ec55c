export interface NestRow {
  id: string;
  userId: string;
  name: string;
  address: string;
  depositKrw: number | null;
  marketPriceKrw: number | null;
  createdAt: Date;
}

export const NEST_COLUMNS = 'id, user_id, name, address, deposit_krw, market_price_krw, created_at';

/** A `nests` row as PostgreSQL returns it (NEST_COLUMNS); numeric amounts arrive as strings. */
export type NestColumns = {
  id: string;
  user_id: string;
  name: string;
  address: string;
  deposit_krw: string | null;
  market_price_krw: string | null;
  created_at: Date;
};

export function toNestRow(r: NestColumns): NestRow {
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    address: r.address,
    depositKrw: r.deposit_krw == null ? null : Number(r.deposit_krw),
    marketPriceKrw: r.market_price_krw == null ? null : Number(r.market_price_krw),
    createdAt: r.created_at,
  };
}
