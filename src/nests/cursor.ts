import { badInput } from '../errors/domain-error';

/** Opaque cursors over (created_at desc, id desc): stable while rows are added. */
export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw badInput('after: not a cursor this API gave out');
  return { createdAt, id };
}

/** Page sizes: 1..100, default 20. */
export function pageSize(first: number | null | undefined): number {
  const n = first ?? 20;
  if (!Number.isInteger(n) || n < 1 || n > 100) throw badInput('first: must be between 1 and 100');
  return n;
}
