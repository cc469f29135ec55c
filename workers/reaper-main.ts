import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import '../src/tracing/instrument'; // before pg, ioredis and redis load
import '../src/main/known-warnings';
import { loadEnvOrExit } from '../src/config/env';
import { configureLogging, log } from '../src/logging/logger';
import { startProcessHealth } from '../src/metrics/process-health';
import { startTracing } from '../src/tracing/tracing';
import { createAppContext } from '../src/main/app-context';
import { startReaper } from '../src/main/create-reaper';
import { onShutdownSignal } from '../src/main/shutdown';

/** Reaper process: closes stale and orphaned tasks and re-sends jobs Redis lost (SPEC §6). */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  configureLogging(env, 'reaper');
  startTracing(env, 'reaper');
  const app = await createAppContext(env, 'reaper');
  const stopProcessHealth = startProcessHealth('reaper');
  const reaper = startReaper(app);
  log().info({ intervalMs: env.REAPER_INTERVAL_MS }, 'reaper running (one active instance cluster-wide)');
  onShutdownSignal(async () => {
    stopProcessHealth();
    await reaper.stop();
    await app.close();
  });
}

void main().catch((error) => {
  log().fatal({ err: error }, 'reaper failed to start');
  process.exit(1);
});
