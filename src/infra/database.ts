import { DataSource } from 'typeorm';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { migrations } from './migrations';

/** Anything that runs SQL: the pool, or a client inside a transaction. */
export interface Queryable {
  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
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
  ) {}

  static async connect(url: string, options: { poolSize?: number; applicationName?: string } = {}): Promise<Database> {
    const dataSource = createDataSource(url, options);
    await dataSource.initialize();
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    // An idle client's socket error must not crash the process; the pool replaces the client.
    pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
    return new Database(dataSource, pool);
  }

  query<R extends QueryResultRow = QueryResultRow>(sql: string, params?: unknown[]) {
    return this.pool.query<R>(sql, params);
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

export function createDataSource(url: string, options: { poolSize?: number; applicationName?: string } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
    applicationName: options.applicationName ?? 'doongzi',
    extra: { max: options.poolSize ?? 20, connectionTimeoutMillis: 10_000 },
  });
}
