import type { Queryable } from '../infra/database';

/** The tasks whose check is due — never asked, or their wait after a failed look-up over — oldest first. */
export async function dueFeeChecks(q: Queryable, limit: number): Promise<string[]> {
  const { rows } = await q.query<{ task_id: string }>(
    `select task_id from fee_checks where checked_at is null and coalesce(next_check_at, due_at) <= now()
      order by coalesce(next_check_at, due_at) limit $1`,
    [limit],
  );
  return rows.map((r) => r.task_id);
}

/** Closes a check with the office's answer: its receipt, or null when it never charged the key. */
export async function closeFeeCheck(q: Queryable, taskId: string, receiptId: string | null): Promise<void> {
  await q.query(
    `update fee_checks set checked_at = now(), receipt_id = $2, last_error = null where task_id = $1 and checked_at is null`,
    [taskId, receiptId],
  );
}

/**
 * Puts a check off after a look-up the office failed for this receipt alone: `baseDelayMs`,
 * doubled with each further failure, at most `maxDelayMs`. Returns the failures counted so far.
 */
export async function deferFeeCheck(
  q: Queryable,
  taskId: string,
  error: string,
  delay: { baseDelayMs: number; maxDelayMs: number },
): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>(
    `update fee_checks set attempts = attempts + 1, last_error = $2,
       next_check_at = now() + least($4::float8, $3::float8 * power(2, attempts)) * interval '1 millisecond'
      where task_id = $1 and checked_at is null returning attempts`,
    [taskId, error, delay.baseDelayMs, delay.maxDelayMs],
  );
  return rows[0]?.attempts ?? 0;
}
