import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import '../tracing/instrument'; // before http, graphql, pg and ioredis load
import './known-warnings';
import { loadEnvOrExit } from '../config/env';
import { configureLogging, log } from '../logging/logger';
import { startProcessHealth } from '../metrics/process-health';
import { startTracing } from '../tracing/tracing';
import { createAppContext } from './app-context';
import { createApi } from './create-api';
import { onShutdownSignal } from './shutdown';

/** API process: GraphQL over HTTP and graphql-ws on API_HOST:API_PORT, path /graphql. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  configureLogging(env, 'api');
  startTracing(env, 'api');
  const app = await createAppContext(env, 'api');
  const stopProcessHealth = startProcessHealth('api');
  const api = await createApi(app, {}, { warmUpRounds: env.API_WARM_UP_ROUNDS });
  const warmUp = await api.warmedUp;
  if (warmUp) log().info(warmUp, 'API warmed up');
  log().info({ url: api.api.url }, 'API ready (websocket on the same path)');
  onShutdownSignal(async () => {
    stopProcessHealth();
    await api.close();
    await app.close();
  });
}

void main().catch((error) => {
  log().fatal({ err: error }, 'API failed to start');
  process.exit(1);
});
