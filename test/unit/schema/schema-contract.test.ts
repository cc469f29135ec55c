import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildSchema, findBreakingChanges } from 'graphql';
import { emitSchema } from '../../../src/main/emit-schema';

const ROOT = join(__dirname, '..', '..', '..');
const CONTRACT = join(ROOT, 'contract');
const COMMITTED = join(ROOT, 'schema', 'schema.graphql');
/** The team's copy of the contract, when the repository sits beside it; the committed one must match it. */
const SHARED_CONTRACT = join(ROOT, '..', 'shared', 'contract');
const CONTRACT_FILES = ['schema.graphql', 'ops.graphql'];

/** The contract as one schema: schema.graphql with ops.graphql's extensions over it. */
const contractSdl = (): string => CONTRACT_FILES.map((file) => readFileSync(join(CONTRACT, file), 'utf8')).join('\n');

describe('the public GraphQL contract', () => {
  test('the committed schema is what the code emits (run `npm run schema:emit` after a change)', async () => {
    assert.equal(readFileSync(COMMITTED, 'utf8'), await emitSchema());
  });

  test('the emitted schema has no breaking change against the contract (contract/schema.graphql and ops.graphql)', async () => {
    const changes = findBreakingChanges(buildSchema(contractSdl()), buildSchema(await emitSchema()));
    assert.deepEqual(changes, []);
  });

  test(
    'the contract committed here is the shared one, when the shared folder is beside the repository',
    { skip: !existsSync(SHARED_CONTRACT) && 'no ../shared/contract beside this clone' },
    () => {
      for (const file of CONTRACT_FILES)
        assert.equal(
          readFileSync(join(CONTRACT, file), 'utf8'),
          readFileSync(join(SHARED_CONTRACT, file), 'utf8'),
          file,
        );
    },
  );

  test('the typed operations of the tests and the web app are generated from the current schema (run `npm run codegen`)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const codegen = require('@graphql-codegen/cli') as {
      loadCodegenConfig(o: { configFilePath: string }): Promise<{ config: Record<string, unknown> }>;
      generate(config: unknown, save: boolean): Promise<Array<{ filename: string; content: string }>>;
    };
    // The same codegen.yml `npm run codegen` reads, generated in memory and compared with the file.
    const { config } = await codegen.loadCodegenConfig({ configFilePath: join(ROOT, 'codegen.yml') });
    const outputs = await codegen.generate({ ...config, cwd: ROOT, silent: true }, false);
    assert.deepEqual(outputs.map((o) => o.filename).sort(), [
      'test/__generated__/operations.ts',
      'web/src/__generated__/operations.ts',
    ]);
    for (const output of outputs)
      assert.equal(readFileSync(join(ROOT, output.filename), 'utf8'), output.content, output.filename);
  });
});
