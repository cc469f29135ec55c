import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on right now (the kernel picks it; we release it at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Sends one inline command and resolves with the first reply line, or rejects if nobody answers. */
export function redisCommand(port: number, command: string, timeoutMs = 1_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let reply = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis on ${port}: no reply to ${command}`));
    }, timeoutMs);
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // SHUTDOWN closes the connection without a reply.
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(reply.split('\r\n')[0]);
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (!reply.includes('\r\n')) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(reply.split('\r\n')[0]);
    });
    socket.connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
  });
}

export interface LocalRedis {
  port: number;
  url: string;
  /** Whether the server process runs now. */
  readonly running: boolean;
  /** Stops the server; `kill` (SIGKILL) is a crash, otherwise SHUTDOWN NOSAVE. Data is gone either way. */
  stop(options?: { kill?: boolean }): Promise<void>;
  /** Starts it again on the same port, empty (no persistence). */
  start(): Promise<void>;
  flushAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A redis-server of the test's own, on a spare port, without persistence: a test can flush, stop
 * and restart it without disturbing the shared Redis other tests and engineers use.
 */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'doongzi-redis-'));
  let child: ChildProcess | null = null;
  const output: string[] = [];

  async function start(): Promise<void> {
    if (child) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.stdout.on('data', (b: Buffer) => output.push(b.toString()));
    started.stderr.on('data', (b: Buffer) => output.push(b.toString()));
    started.once('exit', () => {
      if (child === started) child = null;
    });
    child = started;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (
        await redisCommand(port, 'PING', 300).then(
          (r) => r === '+PONG',
          () => false,
        )
      )
        return;
      if (Date.now() > deadline || child !== started)
        throw new Error(`redis-server on ${port} did not start:\n${output.join('')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function stop(options: { kill?: boolean } = {}): Promise<void> {
    const running = child;
    if (!running) return;
    const gone = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    if (options.kill) running.kill('SIGKILL');
    else await redisCommand(port, 'SHUTDOWN NOSAVE').catch(() => running.kill('SIGKILL'));
    await gone;
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return child !== null;
    },
    stop,
    start,
    async flushAll() {
      const reply = await redisCommand(port, 'FLUSHALL');
      if (reply !== '+OK') throw new Error(`FLUSHALL answered ${reply}`);
    },
    async close() {
      await stop({ kill: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
