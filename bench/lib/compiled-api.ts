import { spawnSync, type ChildProcess } from 'node:child_process';
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

/**
 * Resolves once the API child answers `/readyz` with 200, as a load balancer would wait before
 * sending it clients (its pool and its start-up warm-up done); rejects when it exits first or takes
 * longer than `timeoutMs`. Asked over HTTP rather than read from its log, so a bench may run the
 * API at any `LOG_LEVEL`. The child's stdout is drained so its log lines never block it.
 */
export async function waitForApi(child: ChildProcess, port: number, timeoutMs = 60_000): Promise<void> {
  child.stdout?.resume();
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the API exited with ${exited}`);
    const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API was not ready (/readyz) within ${timeoutMs / 1000} s`);
}
