import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildSchema, findBreakingChanges } from 'graphql';
import { emitSchema } from '../../../src/main/emit-schema';

const ROOT = join(__dirname, '..', '..', '..');
const CONTRACT = join(ROOT, 'contract', 'schema.graphql');
const COMMITTED = join(ROOT, 'schema', 'schema.graphql');

describe('the public GraphQL contract', () => {
  test('the committed schema is what the code emits (run `npm run schema:emit` after a change)', async () => {
    assert.equal(readFileSync(COMMITTED, 'utf8'), await emitSchema());
  });

  test('the emitted schema has no breaking change against contract/schema.graphql', async () => {
    const changes = findBreakingChanges(buildSchema(readFileSync(CONTRACT, 'utf8')), buildSchema(await emitSchema()));
    assert.deepEqual(changes, []);
  });

  test('the typed operations are generated from the current schema (run `npm run codegen`)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const codegen = require('@graphql-codegen/cli') as {
      loadCodegenConfig(o: { configFilePath: string }): Promise<{ config: Record<string, unknown> }>;
      generate(config: unknown, save: boolean): Promise<Array<{ filename: string; content: string }>>;
    };
    // The same codegen.yml `npm run codegen` reads, generated in memory and compared with the file.
    const { config } = await codegen.loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.yml') });
    const [output] = await codegen.generate({ ...config, cwd: ROOT, silent: true }, false);
    assert.equal(readFileSync(join(ROOT, 'test', '__generated__', 'operations.ts'), 'utf8'), output!.content);
  });
});
