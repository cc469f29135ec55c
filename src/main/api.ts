import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import './known-warnings';
import { loadEnvOrExit } from '../config/env';
import { createAppContext } from './app-context';
import { createApi } from './create-api';
import { onShutdownSignal } from './shutdown';

/** API process: GraphQL over HTTP and graphql-ws on API_HOST:API_PORT, path /graphql. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const app = await createAppContext(env, 'api');
  const api = await createApi(app);
  console.log(`[api] ready at ${api.api.url} (websocket on the same path)`);
  onShutdownSignal(async () => {
    await api.close();
    await app.close();
  });
}

void main().catch((error) => {
  console.error('[api] failed to start:', error);
  process.exit(1);
});
