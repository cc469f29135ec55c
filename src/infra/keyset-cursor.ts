import type { QueryResultRow } from 'pg';
import { badInput } from '../errors/domain-error';

/**
 * Keyset cursors over (created_at desc, id desc), shared by every paged list (nests, a nest's
 * tasks): stable while rows are added, never skipping or repeating one.
 *
 * `created_at` is a timestamptz with microseconds, and rows written by one transaction share one
 * `now()` (the 50 tasks of one `analyzeClauses`). So the cursor carries the timestamp as
 * PostgreSQL's own text at full precision — selected by the query itself (CURSOR_AT_COLUMN), never
 * through a JavaScript Date, which keeps milliseconds — and the id breaks ties.
 *
 * Cursors of the earlier format (ISO time in milliseconds, then the id) are refused with
 * BAD_USER_INPUT: continuing from a truncated time would skip the rows created within that
 * millisecond, so the client is told to start again from the first page instead.
 */

/** Select this next to a page's columns: the row's created_at as full-precision UTC text. */
export const CURSOR_AT_COLUMN = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`;

/** Marks the current format, so a cursor of another one is told apart from a damaged one. */
const FORMAT = 'v2';
const CURSOR_AT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EARLIER_FORMAT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|/;

export interface Page<T> {
  items: Array<{ cursor: string; node: T }>;
  hasNextPage: boolean;
}

/** The cursor of a row: its `cursor_at` (CURSOR_AT_COLUMN) and id. */
export function encodeCursor(cursorAt: string, id: string): string {
  return Buffer.from(`${FORMAT}|${cursorAt}|${id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; BAD_USER_INPUT for anything this API did not give out. */
export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (EARLIER_FORMAT.test(text)) {
    throw badInput(
      'after: this cursor comes from an earlier version of the API and cannot be continued; start again from the first page',
      { field: 'after' },
    );
  }
  const [format, createdAt = '', id = '', ...rest] = text.split('|');
  if (format !== FORMAT || rest.length > 0 || !isCalendarTime(createdAt) || !UUID.test(id)) {
    throw badInput('after: not a cursor this API gave out', { field: 'after' });
  }
  return { createdAt, id };
}

/** A real UTC time in CURSOR_AT's shape: PostgreSQL would fail the statement on 2026-02-30. */
function isCalendarTime(text: string): boolean {
  const match = CURSOR_AT.exec(text);
  if (!match) return false;
  const millis = `${match[1]}.${match[2].slice(0, 3)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

/**
 * The condition that continues after `cursor`, its two values pushed onto `params`; compare with
 * `order by created_at desc, id desc`.
 */
export function afterCondition(cursor: string, params: unknown[]): string {
  const c = decodeCursor(cursor);
  return `(created_at, id) < ($${params.push(c.createdAt)}::timestamptz, $${params.push(c.id)}::uuid)`;
}

/** A page from rows fetched with `limit + 1` and CURSOR_AT_COLUMN: the extra row says there is more. */
export function pageOf<T, R extends QueryResultRow>(rows: R[], limit: number, toNode: (row: R) => T): Page<T> {
  return {
    items: rows.slice(0, limit).map((row) => {
      const { cursor_at: at, id } = row as QueryResultRow as { cursor_at: string; id: string };
      return { cursor: encodeCursor(at, id), node: toNode(row) };
    }),
    hasNextPage: rows.length > limit,
  };
}

/** The largest page a list gives out (`first`). */
export const MAX_PAGE_SIZE = 100;

/** Page sizes: 1..MAX_PAGE_SIZE, default 20. */
export function pageSize(first: number | null | undefined): number {
  const n = first ?? 20;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE)
    throw badInput(`first: must be between 1 and ${MAX_PAGE_SIZE}`);
  return n;
}
