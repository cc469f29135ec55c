import { z } from 'zod';
import { startRegistryOfficeSimulator } from './simulator-server';

/**
 * Entry point of the registry office simulator (`npm run start:simulator`). It is a stand-alone
 * development tool, not part of the API or the workers, so it reads its one variable itself
 * rather than through the application's config module:
 * REGISTRY_SIMULATOR_PORT (default 4010).
 */
const portSchema = z.coerce.number().int().min(0).max(65_535).default(4010);

async function main(): Promise<void> {
  const parsed = portSchema.safeParse(process.env.REGISTRY_SIMULATOR_PORT || undefined);
  if (!parsed.success) {
    console.error(`REGISTRY_SIMULATOR_PORT: ${z.prettifyError(parsed.error)}`);
    process.exit(1);
  }
  const simulator = await startRegistryOfficeSimulator({ port: parsed.data });
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
