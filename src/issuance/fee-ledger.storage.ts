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
  const { rows } = await q.query<{ effect_key: string; task_id: string; receipt_id: string; fee_krw: number }>(
    `select effect_key, task_id, receipt_id, fee_krw from fee_ledger where effect_key = $1`,
    [effectKey],
  );
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

/** A task's reuse of the receipt an earlier task of its nest paid for (SPEC §4.3). */
export interface Adoption {
  /** The task that reuses the receipt. */
  taskId: string;
  /** The task whose charge it adopts; its id is the office's idempotency key of the receipt. */
  adoptedFrom: string;
  receiptId: string;
}

/** The effect key of a task's adoption, apart from the charge keys (the task ids themselves). */
export const adoptionKey = (taskId: string): string => `adoption:${taskId}`;

/**
 * Records a task's adoption once, with no fee: nothing was paid for it. A repeat (a retry, a
 * redelivery) finds the first row by the UNIQUE effect key and counts nothing.
 */
export async function recordAdoption(q: Queryable, adoption: Adoption): Promise<{ recorded: boolean }> {
  const { rows } = await q.query(
    `insert into fee_ledger (effect_key, task_id, receipt_id, fee_krw, kind, adopted_from) values ($1, $2, $3, 0, 'adoption', $4)
     on conflict (effect_key) do nothing returning effect_key`,
    [adoptionKey(adoption.taskId), adoption.taskId, adoption.receiptId, adoption.adoptedFrom],
  );
  if (rows.length > 0) count('effects_total', { effect: 'adoption' });
  return { recorded: rows.length > 0 };
}

/** True when the ledger says the task's certificate is paid for: a charge of its own or an adoption. */
export async function isPaidFor(q: Queryable, taskId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from fee_ledger where task_id = $1 limit 1`, [taskId]);
  return rows.length > 0;
}
