import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { loadEnvOrExit } from '../config/env';
import { startRegistryOfficeSimulator } from './simulator-server';

/** Entry point of the registry office simulator (`npm run start:simulator`), on REGISTRY_SIMULATOR_PORT. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const simulator = await startRegistryOfficeSimulator({ port: env.REGISTRY_SIMULATOR_PORT });
  console.log(`registry office simulator listening on ${simulator.url}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`registry office simulator stopping (${signal})`);
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('registry office simulator failed to start:', error);
  process.exit(1);
});
