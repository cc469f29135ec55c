/**
 * The stale-PENDING rule (SPEC §4.1, §6), in one place: a PENDING task created longer ago than the
 * window (STALE_PENDING_AFTER_MS) will not start by itself. The reaper closes it
 * FAILED(STALE_PENDING); a new issuance request of its nest closes and replaces it at once.
 */

/** The SQL condition on a `tasks` row, the window in ms bound to `windowParam` (e.g. `$2`). */
export function olderThanStaleWindow(windowParam: string): string {
  return `created_at < now() - ${windowParam} * interval '1 millisecond'`;
}
