import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type Redis from 'ioredis';
import { parseEnv, type Env } from '../../src/config/env';
import type { Queryable } from '../../src/infra/database';
import { createAppContext, type AppContext } from '../../src/main/app-context';
import { GENEROUS_QUOTAS } from '../../test/helpers/generous-quotas';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { compiledApiArgs, waitForApi } from './compiled-api';

export const ROOT = path.join(__dirname, '..', '..');
export const BENCH_SECRET = 'bench-secret-of-at-least-16-chars';
export const BENCH_USER = 'bench-user';

/**
 * What every project-side benchmark stands on: a database of its own (cloned from the migrated
 * template), a queue prefix of its own (so no real worker sees its jobs) and the environment the
 * processes of the project read.
 */
export interface BenchStack {
  database: TestDatabase;
  prefix: string;
  vars: Record<string, string>;
  env: Env;
  /** Drops the database and every Redis key under the prefix. */
  drop(redis: Redis): Promise<void>;
}

export async function createBenchStack(name: string, extra: Record<string, string> = {}): Promise<BenchStack> {
  const database = await createTestDatabase();
  const prefix = `bench-${name}-${process.pid}`;
  const vars = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // One bench user sends thousands of requests: the quotas must not be what is measured.
    QUEUE_PREFIX: prefix,
    JWT_SECRET: BENCH_SECRET,
    ...GENEROUS_QUOTAS,
    ...extra,
  };
  return {
    database,
    prefix,
    vars,
    env: parseEnv(vars),
    async drop(redis) {
      await dropPrefix(redis, prefix);
      await database.drop();
    },
  };
}

/** An app context (pool, Redis, queues, publisher, dispatcher) on the bench's database and prefix. */
export function benchAppContext(
  stack: BenchStack,
  role: string,
  overrides: Record<string, string> = {},
): Promise<AppContext> {
  return createAppContext(parseEnv({ ...stack.vars, ...overrides }), `bench-${role}`);
}

/** Deletes every key under `prefix:` with a bounded SCAN (at most 10,000 rounds). */
export async function dropPrefix(redis: Redis, prefix: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  for (let round = 0; round < 10_000; round++) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) deleted += await redis.unlink(...keys);
    cursor = next;
    if (cursor === '0') break;
  }
  return deleted;
}

/** `count` nests of the bench user, made in one statement; returns their ids. */
export async function createNests(db: Queryable, count: number): Promise<string[]> {
  await db.query(`insert into users (id) values ($1) on conflict do nothing`, [BENCH_USER]);
  const { rows } = await db.query<{ id: string }>(
    `insert into nests (user_id, name, address) select $1, '벤치 둥지 ' || g, '서울특별시 중구 세종대로 ' || g from generate_series(1, $2) g returning id`,
    [BENCH_USER, count],
  );
  return rows.map((r) => r.id);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

export interface ApiChild {
  child: ChildProcess;
  httpUrl: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/**
 * The API as deployed (src/main/api.ts, production settings) in a process of its own, so the
 * load generator does not share its event loop. `cpuProfile` names a V8 profile in bench/results.
 */
export async function startApiChild(
  stack: BenchStack,
  options: {
    cpuProfile?: string;
    env?: Record<string, string>;
    /** Receives the API's stderr instead of this terminal. */ onStderr?: (text: string) => void;
  } = {},
): Promise<ApiChild> {
  const port = await freePort();
  const flags = options.cpuProfile
    ? ['--cpu-prof', '--cpu-prof-dir', path.join(ROOT, 'bench', 'results'), '--cpu-prof-name', options.cpuProfile]
    : [];
  const child = spawn(process.execPath, [...flags, ...compiledApiArgs()], {
    cwd: ROOT,
    env: { ...process.env, ...stack.vars, ...options.env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', options.onStderr ? 'pipe' : 'inherit'],
  });
  if (options.onStderr) child.stderr!.on('data', (b: Buffer) => options.onStderr!(b.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForApi(child, port);
  return {
    child,
    httpUrl: `http://127.0.0.1:${port}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
