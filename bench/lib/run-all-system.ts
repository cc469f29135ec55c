import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envSchema } from '../../src/config/env';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { BENCH_SECRET, freePort, ROOT } from './bench-stack';
import { childOf } from './process-children';
import { sleep } from './report';

/**
 * The whole system as `npm start` runs it (scripts/start.sh: compile, then `run-all`), on a
 * database, queue prefix and ports of its own, so it never meets a developer's `npm start` or the
 * tests. The build goes to a folder of its own, `.data/bench-run-all` (incremental: a second run
 * recompiles only what changed), and run-all starts its parts from there. Object storage is
 * s3rver from the same build, started beside run-all rather than by it (run-all starts it only on
 * the default port 4569): it plays the external S3 a deployment has, which a crash loop of ours
 * does not touch.
 */

/** A part of run-all, found among its child processes by its entry in the build. */
export type Part = 'simulator' | 'api' | 'workers' | 'reaper';
const ENTRIES: Record<Part, string> = {
  simulator: path.join('src', 'registry-office', 'simulator-main.js'),
  api: path.join('src', 'main', 'api.js'),
  workers: path.join('workers', 'main.js'),
  reaper: path.join('workers', 'reaper-main.js'),
};

const BUILD_DIR = path.join(ROOT, '.data', 'bench-run-all');
const loadedAt = Date.now();

/** A progress line with the seconds since the run began, so a slow phase shows in the output. */
export function step(line: string): void {
  console.log(`[crash-loop +${((Date.now() - loadedAt) / 1000).toFixed(1)} s] ${line}`);
}

export interface RunAllSystem {
  vars: Record<string, string>;
  database: TestDatabase;
  prefix: string;
  apiUrl: string;
  simulatorUrl: string;
  /** Where run-all's output (every part's lines, prefixed) is written. */
  logFile: string;
  /** Restarts run-all announced, by part ("exited (SIGKILL); restarting in 2 s"). */
  readonly restarts: Record<string, number>;
  /** The live process of a part (a child of run-all), or null between a death and its restart. */
  pidOf(part: Part): number | null;
  /** Stops run-all's process group and s3rver (SIGTERM, SIGKILL after `graceMs`), drops the database and the S3 folder; once, however often called. */
  stop(graceMs?: number): Promise<void>;
}

/** Compiles src/ and workers/ as `npm run build` does, into the bench's own folder. */
export function buildSystem(): void {
  const started = Date.now();
  const result = spawnSync(
    'npx',
    [
      'tsc',
      '-p',
      'tsconfig.build.json',
      '--outDir',
      BUILD_DIR,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(BUILD_DIR, '.tsbuildinfo'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new Error(`the build (tsc -p tsconfig.build.json) failed with ${result.status ?? result.signal}`);
  step(`compiled to ${path.relative(ROOT, BUILD_DIR)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Every variable the system reads, set here: a developer's shell (a CHAOS_KILL_AT, a WORKER_QUEUES)
 * must not change what is measured, so the project's own variables are not inherited.
 */
function systemVars(
  ports: { api: number; simulator: number; s3: number },
  database: TestDatabase,
  prefix: string,
  s3Dir: string,
  bucket: string,
): Record<string, string> {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: prefix,
    API_HOST: '127.0.0.1',
    API_PORT: String(ports.api),
    JWT_SECRET: BENCH_SECRET,
    REGISTRY_SIMULATOR_PORT: String(ports.simulator),
    REGISTRY_OFFICE_URL: `http://127.0.0.1:${ports.simulator}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_BUCKET: bucket,
    LOCAL_S3_DIR: s3Dir,
  };
}

function inheritedEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(envSchema.shape)) delete env[key];
  return { ...env, ...vars };
}

/** Starts s3rver and run-all, each in a process group of its own, and waits until the API is ready and a worker consumes. */
export async function startRunAll(name: string): Promise<RunAllSystem> {
  const database = await createTestDatabase();
  const prefix = `bench-${name}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'doongzi-crash-loop-s3-'));
  const bucket = 'doongzi-crash-loop';
  const ports = { api: await freePort(), simulator: await freePort(), s3: await freePort() };
  const vars = systemVars(ports, database, prefix, s3Dir, bucket);
  const env = inheritedEnv(vars);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const logFile = path.join(ROOT, 'bench', 'results', `${name}.log`);
  const log = createWriteStream(logFile);
  const restarts: Record<string, number> = {};
  // Workers processes that printed "consuming" (the worker id holds the pid): the system is ready
  // once the live one has.
  const consumingPids = new Set<number>();
  const groups: ChildProcess[] = [];
  const killGroups = (signal: NodeJS.Signals) => {
    for (const child of groups) signalGroup(child, signal);
  };
  // Whatever way this process ends, the system it started ends with it.
  const onExit = () => killGroups('SIGKILL');
  process.once('exit', onExit);

  const spawnGroup = (label: string, args: string[]) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    groups.push(child);
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk: Buffer) => {
        log.write(label === 'run-all' ? chunk : prefixLines(label, chunk));
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines) noteLine(line, restarts, consumingPids);
      });
    }
    return child;
  };

  const stopAll = async (graceMs: number) => {
    step('stopping run-all and s3rver');
    killGroups('SIGTERM');
    const deadline = Date.now() + graceMs;
    while (groups.some(alive) && Date.now() < deadline) await sleep(100);
    // Also whatever outlived its leader (an OCR child of a worker).
    killGroups('SIGKILL');
    while (groups.some(alive) && Date.now() < deadline + 5_000) await sleep(50);
    process.removeListener('exit', onExit);
    log.end();
    rmSync(s3Dir, { recursive: true, force: true });
    await database.drop();
    step('stopped; database dropped');
  };
  let stopped: Promise<void> | undefined;
  const system: RunAllSystem = {
    vars,
    database,
    prefix,
    logFile,
    restarts,
    apiUrl: `http://127.0.0.1:${ports.api}/graphql`,
    simulatorUrl: vars.REGISTRY_OFFICE_URL,
    pidOf: () => null,
    stop(graceMs = 15_000) {
      stopped ??= stopAll(graceMs);
      return stopped;
    },
  };
  try {
    spawnGroup('local-s3', [path.join(BUILD_DIR, 'src', 'main', 'local-s3-main.js')]);
    const runAll = spawnGroup('run-all', [path.join(BUILD_DIR, 'src', 'main', 'run-all.js')]);
    system.pidOf = (part) => childOf(runAll.pid!, ENTRIES[part]);
    await waitUntilReady(system, runAll, consumingPids);
    step(`system ready: API ${system.apiUrl}, prefix ${prefix}, database ${database.name}`);
  } catch (error) {
    await system.stop(5_000);
    throw error;
  }
  return system;
}

function prefixLines(label: string, chunk: Buffer): string {
  return chunk
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => `${label.padEnd(9)}| ${l}\n`)
    .join('');
}

function noteLine(line: string, restarts: Record<string, number>, consumingPids: Set<number>): void {
  const restart = /^(\S+)\s*\| exited \((\w+)\); restarting/.exec(line);
  if (restart) restarts[restart[1]] = (restarts[restart[1]] ?? 0) + 1;
  const consuming = /^workers\s*\| .*\bconsuming queues\b.*\bworkerId=\S*?:(\d+):[0-9a-f]+/.exec(line);
  if (consuming) consumingPids.add(Number(consuming[1]));
}

const alive = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // the group is gone already
  }
}

async function waitUntilReady(system: RunAllSystem, runAll: ChildProcess, consumingPids: Set<number>): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!alive(runAll))
      throw new Error(`run-all exited (${runAll.exitCode ?? runAll.signalCode}); see ${system.logFile}`);
    const workers = system.pidOf('workers');
    if (
      workers !== null &&
      consumingPids.has(workers) &&
      (await answers(system.apiUrl.replace(/\/graphql$/, '/readyz'))) &&
      (await answers(`${system.simulatorUrl}/healthz`))
    )
      return;
    await sleep(200);
  }
  throw new Error(`the system was not ready within 90 s; see ${system.logFile}`);
}

/** Whether `url` answers 2xx within a second. */
export async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
