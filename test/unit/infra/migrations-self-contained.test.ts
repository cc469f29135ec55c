import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { clauseCorpusSchemaSql } from '../../../src/clauses/retrieval/corpus-schema.sql';
import { clauseCorpusMigrationSql } from '../../../src/infra/migrations/1764400000300-clause-corpus';

const MIGRATIONS = join(__dirname, '..', '..', '..', 'src', 'infra', 'migrations');

describe('migrations', () => {
  test('import nothing from the application: what a released migration does never changes with the code', () => {
    const imports = readdirSync(MIGRATIONS)
      .filter((f) => /^\d+-.*\.ts$/.test(f))
      .flatMap((file) =>
        [...readFileSync(join(MIGRATIONS, file), 'utf8').matchAll(/from '([^']+)'/g)]
          .map((m) => `${file}: ${m[1]}`)
          .filter((line) => !line.endsWith(': typeorm')),
      );
    assert.deepEqual(imports, []);
  });

  test('the clause corpus a scratch database gets is the one the migration created', () => {
    for (const pgvector of [true, false])
      assert.equal(clauseCorpusSchemaSql({ pgvector, dimensions: 1024 }), clauseCorpusMigrationSql(pgvector));
  });
});
