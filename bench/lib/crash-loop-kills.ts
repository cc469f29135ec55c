import type { Queryable } from '../../src/infra/database';
import { step, type RunAllSystem, type Part } from './run-all-system';
import { sleep } from './report';
import type { SeededRandom } from './seeded-random';

/** One SIGKILL of a part of run-all. */
export interface KillRecord {
  part: Part;
  pid: number;
  /** When the signal was sent (ms since epoch). */
  at: number;
  /** How long the process had been seen alive when it was killed. */
  livedMs: number;
  /** PROCESSING rows it held just before the kill (its worker id names its pid). */
  heldTasks: number;
}

/**
 * A deployment gone wrong: the workers process dies again and again, each incarnation SIGKILLed a
 * random `lifeMs` (default 1.5–4 s) after it appears. The time counts from the new process, not
 * from the previous kill, since run-all waits 2 s before a restart: counted from the kill, the
 * shorter draws would only ever hit a process still loading its code, holding nothing.
 */
export async function crashLoopWorkers(
  system: RunAllSystem,
  db: Queryable,
  rng: SeededRandom,
  kills: number,
  lifeMs: { min: number; max: number },
): Promise<KillRecord[]> {
  const records: KillRecord[] = [];
  let last: number | null = null;
  while (records.length < kills) {
    const pid = await nextProcess(system, 'workers', last);
    const seenAt = Date.now();
    await sleep(rng.int(lifeMs.min, lifeMs.max));
    last = pid;
    // It may have died on its own meanwhile; only a kill of ours counts.
    if (system.pidOf('workers') !== pid) continue;
    records.push(await kill(db, 'workers', pid, seenAt));
    step(
      `kill ${records.length}/${kills}: workers pid ${pid} after ${records.at(-1)!.livedMs} ms, holding ${records.at(-1)!.heldTasks} task(s)`,
    );
  }
  return records;
}

/** SIGKILLs the part's current process once, waiting for one to be up (after a restart) first. */
export async function killPartOnce(system: RunAllSystem, db: Queryable, part: Part): Promise<KillRecord> {
  const pid = await nextProcess(system, part, null);
  const record = await kill(db, part, pid, null);
  step(`killed ${part} pid ${pid}`);
  return record;
}

async function kill(db: Queryable, part: Part, pid: number, seenAt: number | null): Promise<KillRecord> {
  const held = part === 'workers' ? await heldBy(db, pid) : 0;
  const at = Date.now();
  process.kill(pid, 'SIGKILL');
  return { part, pid, at, livedMs: seenAt === null ? 0 : at - seenAt, heldTasks: held };
}

/** The part's live process other than `previous`; run-all restarts a dead part 2 s after it died. */
async function nextProcess(system: RunAllSystem, part: Part, previous: number | null): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const pid = system.pidOf(part);
    if (pid !== null && pid !== previous) return pid;
    await sleep(20);
  }
  throw new Error(`no ${part} process came up within 60 s (did run-all stop restarting it?); see ${system.logFile}`);
}

async function heldBy(db: Queryable, pid: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from tasks where status = 'PROCESSING' and worker_id like '%:' || $1::text || ':%'`,
    [String(pid)],
  );
  return rows[0].n;
}
