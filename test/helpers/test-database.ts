import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Database } from '../../src/infra/database';
import { migrations } from '../../src/infra/migrations';

/** The server tests run against; PostgreSQL on the default local port unless TEST_DATABASE_ADMIN_URL says. */
export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Named after the migrations it holds, so checkouts with other migrations never share (or drop)
// one another's template, and an unchanged schema is not rebuilt on every run.
const TEMPLATE = `doongzi_test_template_${createHash('sha256')
  .update(migrations.map((m) => `${m.name}:${m.prototype.up.toString()}`).join('\n'))
  .digest('hex')
  .slice(0, 10)}`;

function urlFor(database: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Builds the migrated template database once (under an advisory lock, so parallel test files
 * agree); each test file then clones it, which takes milliseconds instead of a migration run.
 */
export async function prepareTemplate(rebuild = false): Promise<void> {
  await admin(async (c) => {
    await c.query('select pg_advisory_lock(774411)');
    try {
      const { rows } = await c.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
      if (rows.length > 0 && !rebuild) return;
      if (rows.length > 0) await c.query(`drop database ${TEMPLATE} with (force)`);
      await c.query(`create database ${TEMPLATE} encoding 'UTF8' template template0`);
      const db = await Database.connect(urlFor(TEMPLATE), { poolSize: 2 });
      try {
        await db.runMigrations();
      } finally {
        await db.close();
      }
    } finally {
      await c.query('select pg_advisory_unlock(774411)');
    }
  });
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  await prepareTemplate();
  const name = `doongzi_t_${randomBytes(5).toString('hex')}`;
  await admin(async (c) => {
    // CREATE DATABASE … TEMPLATE needs the template to have no other session; retry briefly.
    for (let i = 0; ; i++) {
      try {
        await c.query(`create database ${name} template ${TEMPLATE}`);
        return;
      } catch (error) {
        if (i >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    name,
    url: urlFor(name),
    drop: () =>
      admin(async (c) => {
        await c.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

if (require.main === module) {
  void prepareTemplate(process.argv.includes('--rebuild')).then(() =>
    console.log(`[test] template database ${TEMPLATE} ready`),
  );
}
