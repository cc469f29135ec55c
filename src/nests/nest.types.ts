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

export function toNestRow(r: Record<string, any>): NestRow {
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
