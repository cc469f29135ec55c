import { log, type Logger } from '../logging/logger';

/**
 * `/readyz`: whether each dependency answers, as "ok" or "down". The driver's error text stays in
 * the server's log: it names hosts, ports, users and databases, which a probe's caller (anyone who
 * can reach the port) has no need to see.
 */
export type DependencyState = 'ok' | 'down';

export interface ReadinessProbes {
  /** Resolves when PostgreSQL answers (e.g. `select 1`). */
  postgres: () => Promise<unknown>;
  /** Resolves when Redis answers (e.g. `PING`). */
  redis: () => Promise<unknown>;
  /** A probe that has not answered by then is down. Default 2,000 ms: a load balancer's probe waits little longer. */
  timeoutMs?: number;
  /** Where a failed probe's error goes. Default: the process's logger. */
  logger?: Logger;
}

export interface Readiness {
  ready: boolean;
  postgres: DependencyState;
  redis: DependencyState;
}

/** Runs every probe at once and reports each dependency's state. */
export async function checkReadiness(probes: ReadinessProbes): Promise<Readiness> {
  const timeoutMs = probes.timeoutMs ?? 2_000;
  const logger = probes.logger ?? log();
  const [postgres, redis] = await Promise.all([
    stateOf('postgres', probes.postgres, timeoutMs, logger),
    stateOf('redis', probes.redis, timeoutMs, logger),
  ]);
  return { ready: postgres === 'ok' && redis === 'ok', postgres, redis };
}

async function stateOf(
  name: string,
  probe: () => Promise<unknown>,
  timeoutMs: number,
  logger: Logger,
): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (error) {
    logger.warn({ err: error, dependency: name }, 'readiness probe: dependency down');
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
