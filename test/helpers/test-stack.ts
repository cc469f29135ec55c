import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseEnv, type Env } from '../../src/config/env';
import { mintToken, OPERATOR_ROLE } from '../../src/auth/jwt';
import { createAppContext, type AppContext } from '../../src/main/app-context';
import { createApi, type ApiProcess } from '../../src/main/create-api';
import { startWorkers, type WorkerProcess } from '../../src/main/create-workers';
import type { QueueName } from '../../src/tasks/jobs';
import {
  startRegistryOfficeSimulator,
  type RegistryOfficeSimulator,
  type RegistryOfficeSimulatorOptions,
} from '../../simulator/simulator-server';
import { HANDLERS } from '../../workers/handlers';
import { GENEROUS_QUOTAS } from './generous-quotas';
import { startLocalS3, type LocalS3 } from './s3-server';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ROOT = join(__dirname, '..', '..');
export const TEST_JWT_SECRET = 'test-secret-of-at-least-16-chars';

export interface TestStackOptions {
  /** Environment overrides (strings, as in process.env). */
  env?: Record<string, string>;
  /** Queues served by in-process workers; [] for none (tests that spawn worker processes). */
  workerQueues?: QueueName[];
  simulator?: RegistryOfficeSimulatorOptions;
  api?: boolean;
}

/**
 * Everything a test needs, real and on loopback: a fresh database cloned from the migrated
 * template, Redis under a queue prefix of its own, s3rver, the registry office simulator, the
 * API on a free port and (optionally) in-process workers.
 */
export class TestStack {
  env!: Env;
  envVars!: Record<string, string>;
  app!: AppContext;
  api?: ApiProcess;
  workers?: WorkerProcess;
  simulator!: RegistryOfficeSimulator;
  s3!: LocalS3;
  database!: TestDatabase;
  private readonly children = new Set<ChildProcess>();

  static async start(options: TestStackOptions = {}): Promise<TestStack> {
    const stack = new TestStack();
    stack.database = await createTestDatabase();
    stack.s3 = await startLocalS3();
    stack.simulator = await startRegistryOfficeSimulator({ logger: null, ...options.simulator });
    stack.envVars = {
      NODE_ENV: 'test',
      DATABASE_URL: stack.database.url,
      DATABASE_POOL_SIZE: '10',
      // Tests hold many stacks against one PostgreSQL (max_connections 100): warm only a few.
      DATABASE_POOL_MIN: '2',
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
      API_PORT: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      S3_ENDPOINT: stack.s3.endpoint,
      S3_BUCKET: 'doongzi-test',
      REGISTRY_OFFICE_URL: stack.simulator.url,
      REGISTRY_OFFICE_TIMEOUT_MS: '3000',
      ISSUANCE_RETRY_BASE_MS: '50',
      OCR_RETRY_DELAY_MS: '50',
      STALL_INTERVAL_MS: '1000',
      HEARTBEAT_INTERVAL_MS: '500',
      ENQUEUE_TIMEOUT_MS: '1500',
      // Tests make hundreds of tasks and requests as one user; the quota tests set their own limits.
      ...GENEROUS_QUOTAS,
      ...options.env,
    };
    stack.env = parseEnv(stack.envVars);
    stack.app = await createAppContext(stack.env, 'test');
    await stack.app.storage.ensureBucket();
    if (options.api !== false) stack.api = await createApi(stack.app);
    if (options.workerQueues?.length) stack.workers = await startWorkers(stack.app, options.workerQueues, HANDLERS);
    return stack;
  }

  get url(): string {
    return this.api!.api.url;
  }

  token(userId = 'user-a', expiresInSeconds = 3600): string {
    return mintToken(userId, TEST_JWT_SECRET, expiresInSeconds);
  }

  /** A token with the `operator` role, which opens the operations API. */
  operatorToken(userId = 'operator-1', expiresInSeconds = 3600): string {
    return mintToken(userId, TEST_JWT_SECRET, expiresInSeconds, {}, [OPERATOR_ROLE]);
  }

  /** A worker process of its own (`workers/main.ts`), for tests that kill it. */
  spawnWorker(env: Record<string, string> = {}): ChildProcess & { output: string[] } {
    const child = spawn(process.execPath, ['-r', './scripts/register.js', 'workers/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.envVars, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }) as ChildProcess & { output: string[] };
    child.output = [];
    child.stdout!.on('data', (b: Buffer) => child.output.push(b.toString()));
    child.stderr!.on('data', (b: Buffer) => child.output.push(b.toString()));
    this.children.add(child);
    child.on('exit', () => this.children.delete(child));
    return child;
  }

  async close(): Promise<void> {
    for (const child of this.children) child.kill('SIGKILL');
    await this.workers?.close(2_000);
    await this.api?.close();
    await this.app.close();
    await this.simulator.close();
    await this.s3.close();
    await this.database.drop();
  }
}

/** Waits for a child process to exit; resolves with its code or signal. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
