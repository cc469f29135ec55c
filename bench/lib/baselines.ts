import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The baselines of bench/baselines, run in the same run as the project (the machine is noisy, so
 * only ratios within one run mean anything). They have their own package.json, so that a baseline
 * never runs the project's code or versions: the folder is copied to a writable temp folder and
 * installed there once, as its README says.
 */
const SOURCE = path.join(__dirname, '..', 'baselines');
const DIR = path.join(tmpdir(), 'doongzi-baselines');

/** PostgreSQL of the baselines: the PG* variables, defaulting to the local server. */
const PG_ENV = {
  PGHOST: process.env.PGHOST ?? '127.0.0.1',
  PGUSER: process.env.PGUSER ?? 'postgres',
  PGDATABASE: process.env.PGDATABASE ?? 'postgres',
};

export function prepareBaselines(): string {
  cpSync(SOURCE, DIR, { recursive: true });
  if (!['bee-queue', 'graphql-ws'].every((name) => existsSync(path.join(DIR, 'node_modules', name)))) {
    console.log(`[bench] npm ci in ${DIR}`);
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: DIR, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm ci of the baselines failed');
  }
  return DIR;
}

function run(command: string, args: string[], timeoutMs: number): string {
  const result = spawnSync(command, args, {
    cwd: DIR,
    env: { ...process.env, ...PG_ENV },
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}

function jsonLines(output: string, bench: string): Array<Record<string, number>> {
  return output
    .split('\n')
    .filter((l) => l.startsWith(`{"bench":"${bench}"`))
    .map((l) => JSON.parse(l) as Record<string, number>);
}

/** Bee-Queue alone: N no-op jobs at concurrency C → jobs/s. */
export function runRawBeeQueue(n: number, c: number): number {
  const [line] = jsonLines(run(process.execPath, ['raw-beequeue.mjs', String(n), String(c)], 600_000), 'raw-beequeue');
  return line.jobsPerSec;
}

/** One rate's latency floor: Bee-Queue's own push → handler start, in ms. */
export interface RawLatency {
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Bee-Queue alone, N jobs saved one by one at each open-loop rate, concurrency C → push → handler start per rate. */
export function runRawBeeQueueLatency(n: number, rates: number[], c: number): RawLatency[] {
  const output = run(process.execPath, ['raw-beequeue-latency.mjs', String(n), rates.join(','), String(c)], 600_000);
  return jsonLines(output, 'raw-beequeue-latency').map(({ rate, p50, p95, p99, max }) => ({
    rate,
    p50,
    p95,
    p99,
    max,
  }));
}

/** The hand-written minimal lifecycle (4 commits per task) → tasks/s. */
export function runHandLifecycle(n: number, c: number): number {
  const [line] = jsonLines(
    run(process.execPath, ['hand-lifecycle.mjs', String(n), String(c)], 600_000),
    'hand-lifecycle',
  );
  return line.tasksPerSec;
}

/** PostgreSQL's one-row-insert commit ceiling with `clients` clients (pgbench, 10 s) → commits/s. */
export function runCommitCeiling(clients: number): number {
  const output = run('bash', ['commit-ceiling.sh', String(clients)], 120_000);
  const match = /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`commit-ceiling printed no tps:\n${output}`);
  return Math.round(Number(match[1]));
}
