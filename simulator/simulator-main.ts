import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import '../src/tracing/instrument'; // before http loads
import { loadEnvOrExit } from '../src/config/env';
import { configureLogging, log } from '../src/logging/logger';
import { startTracing, stopTracing } from '../src/tracing/tracing';
import { startRegistryOfficeSimulator } from './simulator-server';

/** Entry point of the registry office simulator (`npm run start:simulator`), on REGISTRY_SIMULATOR_PORT. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  configureLogging(env, 'office-simulator');
  startTracing(env, 'office-simulator');
  const simulator = await startRegistryOfficeSimulator({ port: env.REGISTRY_SIMULATOR_PORT });
  log().info({ url: simulator.url }, 'registry office simulator listening');
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log().info({ signal }, 'registry office simulator stopping');
    simulator
      .close()
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log().error({ err: error }, 'registry office simulator did not close');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'registry office simulator failed to start');
  process.exit(1);
});
