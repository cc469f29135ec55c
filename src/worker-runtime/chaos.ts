import type Redis from 'ioredis';

/**
 * Fault injection for the chaos tests: at a named step, the worker SIGKILLs itself — once per task
 * and step, remembered in Redis so the redelivery gets past it. Configured by CHAOS_KILL_AT, which
 * the config module refuses in production.
 */
export function createChaosCheckpoint(redis: Redis, prefix: string, steps: string[]) {
  const armed = new Set(steps.map((s) => s.trim()).filter(Boolean));
  if (armed.size === 0) return undefined;
  console.warn(`[chaos] fault injection armed: this worker kills itself at ${[...armed].join(', ')}`);
  return async (step: string, taskId: string): Promise<void> => {
    if (!armed.has(step)) return;
    const first = await redis.set(`${prefix}:chaos:${taskId}:${step}`, '1', 'EX', 3600, 'NX');
    if (first === 'OK') {
      console.warn(`[chaos] SIGKILL at ${step} of task ${taskId}`);
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => {}); // never continue past the kill
    }
  };
}
