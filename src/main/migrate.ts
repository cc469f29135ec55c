import { loadEnvOrExit } from '../config/env';
import { Database } from '../infra/database';

/** Applies pending migrations (never `synchronize`) and prints what ran. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
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
