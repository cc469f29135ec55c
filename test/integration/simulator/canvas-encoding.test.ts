import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const ROUNDS = 60;

describe('encoding a scanned page (the simulator and the OCR fixtures)', () => {
  let scratch = '';
  let helper = '';
  before(() => {
    // The child runs plain JavaScript: the TypeScript hook's native module hides the fault.
    scratch = mkdtempSync(path.join(tmpdir(), 'canvas-encoding-'));
    helper = path.join(scratch, 'canvas-encoding.js');
    const source = readFileSync(path.join(ROOT, 'simulator/canvas-encoding.ts'), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(helper, outputText);
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  test('a canvas nothing else holds survives its own encode through a forced collection', () => {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', path.join(ROOT, 'test/fixtures/simulator/encode-under-gc.cjs'), helper, String(ROUNDS)],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    assert.equal(child.signal, null, `the encoding process died with ${child.signal}: ${child.stderr}`);
    assert.equal(child.status, 0, child.stderr);
    assert.deepEqual(JSON.parse(child.stdout), { encoded: ROUNDS * 8, ownMark: ROUNDS * 8 });
  });
});
