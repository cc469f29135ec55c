import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './local-redis';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface LocalPostgres {
  port: number;
  /** Superuser URL of the cluster's `postgres` database (trust auth on loopback). */
  adminUrl: string;
  /** Stops the server: `fast` disconnects sessions and shuts down; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's binaries refuse to run as root: as root, run them as the `postgres` OS user and
 * give that user the cluster's folder.
 */
async function pgUser(): Promise<{ prefix: string[]; uid?: number; gid?: number }> {
  if (userInfo().uid !== 0) return { prefix: [] };
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

async function pg(prefix: string[], tool: string, args: string[]): Promise<string> {
  const [file, ...rest] = [...prefix, join(BIN, tool), ...args];
  const { stdout, stderr } = await run(file, rest, { timeout: 60_000 });
  return `${stdout}${stderr}`;
}

/**
 * A PostgreSQL cluster of the test's own, in a temp folder on a spare port, so a test can stop
 * and restart the server under running workers without touching the shared one.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'doongzi-pg-'));
  const data = join(dir, 'data');
  const user = await pgUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  await pg(user.prefix, 'initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C.UTF-8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;

  async function start(): Promise<void> {
    await pg(user.prefix, 'pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
  }
  async function stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await pg(user.prefix, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  }

  await start();
  return {
    port,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async close() {
      await stop('immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
