import type { SeededRandom } from './seeded-random';

/**
 * Calendar helpers on ISO dates (`YYYY-MM-DD`). Certificates speak Korean time, so a Date is
 * turned into a date in KST first; the arithmetic then runs in UTC so the host's time zone never
 * changes a generated certificate.
 */

const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

/** The calendar date in Korea at `instant`. */
export function kstDate(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `2026년11월29일 10시12분`, the way the page footer prints the issue time. */
export function kstDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + KST_OFFSET_MS);
  const [year, month, day] = [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()];
  const hh = String(shifted.getUTCHours()).padStart(2, '0');
  const mm = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${year}년${String(month).padStart(2, '0')}월${String(day).padStart(2, '0')}일 ${hh}시${mm}분`;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date in [from, to]; `from` itself when the range is empty. */
export function dateBetween(rng: SeededRandom, from: string, to: string): string {
  const span = daysBetween(from, to);
  return span <= 0 ? from : addDays(from, rng.int(0, span));
}

export function laterOf(a: string, b: string): string {
  return a > b ? a : b;
}

export function earlierOf(a: string, b: string): string {
  return a < b ? a : b;
}

/** `2015년6월10일`: the certificate prints dates without zero padding. */
export function koreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년${month}월${day}일`;
}

export function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}
