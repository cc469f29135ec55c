export interface NestRow {
  id: string;
  userId: string;
  name: string;
  address: string;
  depositKrw: number | null;
  marketPriceKrw: number | null;
  createdAt: Date;
}
