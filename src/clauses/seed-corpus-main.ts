/**
 * Seeds the clause reference corpus with the offline embedding:
 *   node -r ./scripts/register.js src/clauses/seed-corpus-main.ts [postgres://…]
 * The database is the argument, else DATABASE_URL, else the standard PG* variables, else
 * postgres://postgres@127.0.0.1:5432/postgres. This entry file is the only reader of the
 * environment in src/clauses. The schema must exist (run the migrations first).
 */
import { Pool } from 'pg';
import { HashedNgramEmbedding } from './providers/hashed-ngram.embedding';
import { seedClauseCorpus } from './retrieval/seed-corpus';

function connectionString(): string | undefined {
  const fromArgument = process.argv[2];
  if (fromArgument) return fromArgument;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  // pg reads PGHOST, PGUSER, PGDATABASE… itself when no connection string is given.
  if (process.env.PGHOST || process.env.PGDATABASE || process.env.PGUSER) return undefined;
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: connectionString(), max: 2 });
  try {
    const result = await seedClauseCorpus(pool, new HashedNgramEmbedding());
    console.log(`clause corpus seeded: ${JSON.stringify(result)}`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
