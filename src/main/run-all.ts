import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { loadEnvOrExit } from '../config/env';
import { projectRoot } from '../infra/project-root';

/**
 * `npm start`: the whole system as one process tree — each part in its own process, as a
 * deployment runs them, with its output prefixed. A part that crashes is restarted after a pause
 * (a killed worker's jobs are redelivered meanwhile); Ctrl-C stops every part gracefully.
 */
// A local run is development unless NODE_ENV says otherwise, and says so explicitly to every part:
// an unset NODE_ENV is not development (see src/config/jwt-secret.rules.ts).
const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: process.env['NODE_ENV'] || 'development' };
const env = loadEnvOrExit(childEnv);
const root = projectRoot();
// Compiled (`npm start` builds dist/ first) or straight from TypeScript through swc.
const compiled = __filename.endsWith('.js');
// Compiled parts come from the build this file belongs to (dist/src/main/run-all.js → dist/), so a
// build to another folder (the chaos bench's crash loop) runs as one whole, never mixed with dist/.
const buildRoot = join(__dirname, '..', '..');
const command = (entry: string): string[] =>
  compiled ? [join(buildRoot, entry.replace(/\.ts$/, '.js'))] : ['-r', './scripts/register.js', entry];
const local = (url: string, port: string) =>
  ['127.0.0.1', 'localhost'].includes(new URL(url).hostname) && new URL(url).port === port;
/** Whether a package can be loaded: s3rver is a development dependency, absent where dependencies were installed with `--omit=dev`. */
const installed = (name: string): boolean => {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
};
const localS3 = local(env.S3_ENDPOINT, '4569');
if (localS3 && !installed('s3rver'))
  console.warn(
    '[run-all] S3_ENDPOINT is the local S3 (127.0.0.1:4569) but s3rver, a development dependency, is not installed: run `npm ci`, or point S3_ENDPOINT at MinIO or S3',
  );

const parts: Array<{ name: string; entry: string; when: boolean }> = [
  {
    name: 'simulator',
    entry: 'simulator/simulator-main.ts',
    when: local(env.REGISTRY_OFFICE_URL, String(env.REGISTRY_SIMULATOR_PORT)),
  },
  { name: 'local-s3', entry: 'src/main/local-s3-main.ts', when: localS3 && installed('s3rver') },
  { name: 'api', entry: 'src/main/api.ts', when: true },
  { name: 'workers', entry: 'workers/main.ts', when: true },
  { name: 'reaper', entry: 'workers/reaper-main.ts', when: true },
];

const children = new Map<string, ChildProcess>();
let stopping = false;

function launch(name: string, entry: string): void {
  const child = spawn(process.execPath, command(entry), {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  const prefix = `${name.padEnd(9)}|`;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    console.error(`${prefix} exited (${signal ?? code}); restarting in 2 s`);
    setTimeout(() => !stopping && launch(name, entry), 2_000);
  });
}

for (const part of parts) if (part.when) launch(part.name, part.entry);
console.log(
  `[run-all] started ${parts
    .filter((p) => p.when)
    .map((p) => p.name)
    .join(', ')}; API at http://${env.API_HOST}:${env.API_PORT}/graphql`,
);

function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`[run-all] ${signal}: stopping every part`);
  for (const child of children.values()) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 35_000);
  const poll = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(poll);
    clearTimeout(deadline);
    console.log('[run-all] every part has stopped');
    process.exit(0);
  }, 100);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
