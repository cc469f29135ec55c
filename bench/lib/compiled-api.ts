import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
let built = false;

/**
 * The arguments that start the API as deployed: compiled JavaScript (`npm run build`, as
 * `npm start` and the image run it), not TypeScript through swc, whose compiler would add
 * ~90 MB and its own CPU to the process being measured. Builds once per bench run.
 */
export function compiledApiArgs(): string[] {
  if (!built) {
    const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build failed');
    built = true;
  }
  return [path.join(ROOT, 'dist', 'src', 'main', 'api.js')];
}
