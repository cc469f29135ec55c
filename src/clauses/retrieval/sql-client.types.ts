/**
 * The one thing retrieval needs from a database: a pg Pool, a pg PoolClient, or a TypeORM
 * QueryRunner adapter all fit. Keeping it this small lets unit tests pass a fake.
 */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
