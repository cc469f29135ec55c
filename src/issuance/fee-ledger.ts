import type { Queryable } from '../infra/database';
import { count } from '../metrics/metrics';

export interface Charge {
  effectKey: string;
  taskId: string;
  receiptId: string;
  feeKrw: number;
}

/** The charge recorded under `effectKey` (the task id), if any. */
export async function findCharge(q: Queryable, effectKey: string): Promise<Charge | null> {
  const { rows } = await q.query(`select effect_key, task_id, receipt_id, fee_krw from fee_ledger where effect_key = $1`, [effectKey]);
  const r = rows[0];
  return r ? { effectKey: r.effect_key, taskId: r.task_id, receiptId: r.receipt_id, feeKrw: r.fee_krw } : null;
}

/**
 * Records the office's charge once. The UNIQUE effect key makes a second record impossible: a
 * repeat (redelivery, concurrent duplicate) finds the first and returns it.
 */
export async function recordCharge(q: Queryable, charge: Charge): Promise<{ charge: Charge; recorded: boolean }> {
  const { rows } = await q.query(
    `insert into fee_ledger (effect_key, task_id, receipt_id, fee_krw) values ($1, $2, $3, $4)
     on conflict (effect_key) do nothing returning effect_key`,
    [charge.effectKey, charge.taskId, charge.receiptId, charge.feeKrw],
  );
  if (rows.length > 0) {
    count('effects_total', { effect: 'charge' });
    return { charge, recorded: true };
  }
  return { charge: (await findCharge(q, charge.effectKey))!, recorded: false };
}
