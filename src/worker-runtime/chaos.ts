import type Redis from 'ioredis';
import { log } from '../logging/logger';

/**
 * Fault injection for the chaos tests (CHAOS_* variables, refused in production by the config
 * module). At a named step of an issuance the worker can:
 * - `step` in CHAOS_KILL_AT: SIGKILL itself once per task and step (remembered in Redis, so the
 *   redelivery gets past it); `step:always`: every time (a poison job);
 * - `step:ms` in CHAOS_STALL_AT: block its event loop for ms, so Bee-Queue cannot renew the job's
 *   lock and another worker receives a duplicate delivery while this one is still alive.
 * CHAOS_MATCH limits all of it to nests whose address contains the text.
 */
export interface ChaosOptions {
  killAt: string;
  stallAt: string;
  match: string;
}

export function createChaosCheckpoint(redis: Redis, prefix: string, options: ChaosOptions) {
  const kills = parseSteps(options.killAt);
  const stalls = parseSteps(options.stallAt);
  if (kills.size === 0 && stalls.size === 0) return undefined;
  log().warn(
    { killAt: [...kills.keys()], stallAt: [...stalls.keys()], match: options.match || undefined },
    'chaos: fault injection armed',
  );
  return async (step: string, task: { id: string; address: string }): Promise<void> => {
    if (options.match && !task.address.includes(options.match)) return;
    const stallMs = Number(stalls.get(step) ?? 0);
    if (stallMs > 0 && (await redis.set(`${prefix}:chaos:${task.id}:${step}:stall`, '1', 'EX', 3600, 'NX')) === 'OK') {
      log().warn({ step, stallMs }, 'chaos: blocking the event loop');
      const until = Date.now() + stallMs;
      while (Date.now() < until) {
        // busy wait on purpose: the job's lock must lapse while the process stays alive
      }
    }
    const kill = kills.get(step);
    if (kill === undefined) return;
    const first =
      kill === 'always' || (await redis.set(`${prefix}:chaos:${task.id}:${step}`, '1', 'EX', 3600, 'NX')) === 'OK';
    if (first) {
      log().warn({ step }, 'chaos: SIGKILL');
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => {}); // never continue past the kill
    }
  };
}

function parseSteps(list: string): Map<string, string> {
  return new Map(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [step, arg = ''] = s.split(':');
        return [step, arg];
      }),
  );
}
