import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { findProjectRoot } from './ocr.options';
import type { OcrChildOptions } from './ocr-child.protocol';

/**
 * Forks the child with the code this process runs: compiled, the `.js` beside this file; from
 * TypeScript (tests, `npm run start:workers`), the `.ts` through the same swc hook, named by its
 * absolute path since `-r ./scripts/register.js` means nothing from another working directory.
 * This process's own flags are not passed on: a test runner's or an inspector's are not the child's.
 */
export function forkOcrChild(options: OcrChildOptions): ChildProcess {
  const extension = path.extname(__filename);
  const execArgv = extension === '.ts' ? ['-r', path.join(findProjectRoot(), 'scripts', 'register.js')] : [];
  return fork(path.join(__dirname, `ocr-child-main${extension}`), [JSON.stringify(options)], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}
