import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { Client } from 'pg';
import { loadEnvOrExit } from '../config/env';
import { Database } from '../infra/database';

/** Creates the database when it does not exist yet (UTF-8, for Korean trigram search). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return;
    await client.query(`create database "${name.replace(/"/g, '""')}" encoding 'UTF8' template template0`);
    console.log(`[migrate] created database ${name}`);
  } finally {
    await client.end();
  }
}

/** Applies pending migrations (never `synchronize`) and prints what ran. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  await ensureDatabase(env.DATABASE_URL);
  const db = await Database.connect(env.DATABASE_URL, { poolSize: 2, applicationName: 'doongzi-migrate' });
  try {
    const ran = await db.runMigrations();
    console.log(ran.length ? `[migrate] applied ${ran.join(', ')}` : '[migrate] schema is up to date');
  } finally {
    await db.close();
  }
}

void main().catch((error) => {
  console.error('[migrate] failed:', error);
  process.exit(1);
});
