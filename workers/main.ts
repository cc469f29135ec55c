import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import '../src/tracing/instrument'; // before http, graphql, pg, ioredis and redis load
import '../src/main/known-warnings';
import { loadEnvOrExit } from '../src/config/env';
import { configureLogging, log } from '../src/logging/logger';
import { startProcessHealth } from '../src/metrics/process-health';
import { startTracing } from '../src/tracing/tracing';
import { createAppContext } from '../src/main/app-context';
import { startWorkers } from '../src/main/create-workers';
import { onShutdownSignal } from '../src/main/shutdown';
import { parseQueueList, type QueueName } from '../src/tasks/jobs';
import { HANDLERS } from './handlers';

/** Worker process: consumes WORKER_QUEUES (default: every queue this build has a handler for). */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  configureLogging(env, 'worker');
  startTracing(env, 'worker');
  const requested = env.WORKER_QUEUES ? parseQueueList(env.WORKER_QUEUES) : (Object.keys(HANDLERS) as QueueName[]);
  const app = await createAppContext(env, 'worker');
  const stopProcessHealth = startProcessHealth('worker');
  const workers = await startWorkers(app, requested, HANDLERS);
  onShutdownSignal(async () => {
    stopProcessHealth();
    await workers.close(30_000);
    await app.close();
  });
}

void main().catch((error) => {
  log().fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
