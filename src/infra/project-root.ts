import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's root folder (the one with package.json), whether the code runs from `src/` through
 * swc or compiled under `dist/`: data files are found from there, not from `__dirname`.
 */
export function projectRoot(start: string = __dirname): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}
