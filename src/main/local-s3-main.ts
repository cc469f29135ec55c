import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { mkdirSync } from 'node:fs';
import { loadEnvOrExit } from '../config/env';

/**
 * A local S3-compatible server (s3rver) for `npm start` on a laptop, on the port of S3_ENDPOINT,
 * keeping objects under LOCAL_S3_DIR. Deployments point S3_ENDPOINT at MinIO or S3 instead.
 */
const env = loadEnvOrExit();
const endpoint = new URL(env.S3_ENDPOINT);
mkdirSync(env.LOCAL_S3_DIR, { recursive: true });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (o: Record<string, unknown>) => { run(): Promise<unknown>; close(): Promise<void> };
const server = new S3rver({ port: Number(endpoint.port || 80), address: endpoint.hostname, directory: env.LOCAL_S3_DIR, silent: true, configureBuckets: [{ name: env.S3_BUCKET }] });
void server.run().then(() => console.log(`[local-s3] s3rver at ${env.S3_ENDPOINT}, bucket ${env.S3_BUCKET}, files in ${env.LOCAL_S3_DIR}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void server.close().then(() => {
    console.log(`[local-s3] ${signal}: stopped`);
    process.exit(0);
  }));
}
