import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { migrations } from './migrations';
import { log } from '../logging/logger';

/**
 * A statement: its text, or its text with a name — a named statement is parsed and planned once per
 * connection and then only bound and run (see `prepared`).
 */
export type Statement = string | { name: string; text: string };

/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(
    sql: Statement,
    params?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

const statementNames = new Map<string, string>();

/**
 * The named form of a fixed statement, for the hot paths: PostgreSQL then parses and plans it once
 * per connection instead of on every call (on a transition, parse and bind were 60 % of its time).
 * Only for texts that do not vary with the input — every distinct text is one more prepared
 * statement on every connection.
 */
export function prepared(text: string): Statement {
  let name = statementNames.get(text);
  if (!name) {
    name = `dz_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return { name, text };
}

/**
 * PostgreSQL access. TypeORM owns the connection pool and the migrations; the domain speaks SQL
 * through the pool directly, because every state change is a guarded statement whose condition
 * must be visible (an ORM `save` would hide it).
 */
export class Database implements Queryable {
  private constructor(
    readonly dataSource: DataSource,
    readonly pool: Pool,
    /** Rows per group-committed statement (WRITE_BATCH_MAX); 1 sends each write alone. */
    readonly batchMax: number,
  ) {}

  static async connect(url: string, options: DatabaseOptions = {}): Promise<Database> {
    const dataSource = createDataSource(url, options);
    await dataSource.initialize();
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    // An idle client's socket error must not crash the process; the pool replaces the client.
    pool.on('error', (error) => log().error({ err: error }, 'idle database client error'));
    // pg listens for errors only on idle clients: a client in use that receives "terminating
    // connection" (PostgreSQL restarting) would emit 'error' with no listener and end the process.
    // With a listener, the next query on it fails (its job comes back) and the pool drops it.
    let lastLogged = 0;
    const listen = (client: NodeJS.EventEmitter) =>
      client.on('error', (error: Error) => {
        if (Date.now() - lastLogged < 5_000) return;
        lastLogged = Date.now();
        log().error({ err: error }, 'database connection lost while in use');
      });
    pool.on('connect', listen);
    // TypeORM opened a client before this listener existed: give it one too.
    for (const client of (pool as unknown as { _clients?: NodeJS.EventEmitter[] })._clients ?? []) listen(client);
    const db = new Database(dataSource, pool, options.batchMax ?? 1);
    if (options.warmConnections) await db.warm(options.warmConnections);
    return db;
  }

  /**
   * Opens `count` connections before the process takes work, each touching the task tables once so
   * its backend has their catalog entries cached: without it, the first burst of work waits on
   * connection set-up (a backend started, authenticated and its caches filled), which made the
   * first second of a worker's life its slowest (BENCHMARKS.md, tail latency). With the pool's
   * `min` at least `count`, they are also never closed for being idle.
   */
  async warm(count: number): Promise<{ connections: number; ms: number }> {
    const started = performance.now();
    const n = Math.min(count, this.pool.options.max ?? count);
    // A connection refused (PostgreSQL at max_connections) costs its warmth, not the start: the
    // pool opens it on demand later, as it did before.
    const opened = await Promise.allSettled(Array.from({ length: n }, () => this.pool.connect()));
    const clients = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    try {
      // Before the migrations (a first start) the tables are missing: the connection is warm anyway.
      await Promise.all(clients.map((client) => client.query(WARM_UP_SQL).catch(() => client.query('select 1'))));
    } finally {
      clients.forEach((client) => client.release());
    }
    const refused = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (refused)
      log().warn({ err: refused.reason, warmed: clients.length, asked: n }, 'database pool only partly warmed');
    return { connections: clients.length, ms: Math.round(performance.now() - started) };
  }

  query<R extends QueryResultRow = QueryResultRow>(sql: Statement, params?: unknown[]) {
    return this.pool.query<R>(sql as string, params);
  }

  /** Runs `work` in one transaction; rolls back and rethrows on any error. */
  async transaction<T>(work: (tx: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async runMigrations(): Promise<string[]> {
    const done = await this.dataSource.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

export interface DatabaseOptions {
  poolSize?: number;
  /**
   * Connections the pool keeps open however idle (pg-pool's `min`); above it, an idle connection
   * closes after `idleTimeoutMs`. Default 0: tools and tests open what they use.
   */
  poolMin?: number;
  /** How long a connection above `poolMin` may sit idle before it is closed; default 10 s (pg-pool's). */
  idleTimeoutMs?: number;
  /** Connections opened and warmed before `connect` returns (`warm`); default none. */
  warmConnections?: number;
  applicationName?: string;
  /** Rows per group-committed statement (WRITE_BATCH_MAX); 1 sends each write alone. */
  batchMax?: number;
}

/** Touches the hot tables, so a new backend reads their catalog entries before the first task does. */
const WARM_UP_SQL = `select (select count(*) from (select 1 from tasks limit 0) t) + (select count(*) from (select 1 from nests limit 0) n) as warm`;

export function createDataSource(url: string, options: DatabaseOptions = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
    applicationName: options.applicationName ?? 'doongzi',
    extra: {
      max: options.poolSize ?? 20,
      min: Math.min(options.poolMin ?? 0, options.poolSize ?? 20),
      idleTimeoutMillis: options.idleTimeoutMs ?? 10_000,
      connectionTimeoutMillis: 10_000,
    },
  });
}

const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/**
 * Whether an error says PostgreSQL could not be reached (restarting, connection lost or refused)
 * rather than that a statement was wrong: such a failure says nothing about the task.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return /Connection terminated|ECONNREFUSED|ECONNRESET|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}
