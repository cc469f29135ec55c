import 'reflect-metadata'; // decorator metadata for type-graphql, before any decorated class loads
import { mkdirSync } from 'node:fs';
import { loadEnvOrExit } from '../config/env';
import { configureLogging, log } from '../logging/logger';

/**
 * A local S3-compatible server (s3rver) for `npm start` on a laptop, on the port of S3_ENDPOINT,
 * keeping objects under LOCAL_S3_DIR. Deployments point S3_ENDPOINT at MinIO or S3 instead.
 */

// s3rver ships no types; this is the part used here.
type S3rverClass = new (o: Record<string, unknown>) => { run(): Promise<unknown>; close(): Promise<void> };

/**
 * s3rver is a development dependency (its multipart parser, dicer, has an advisory with no fix),
 * so it is required here, at run time, and only by this entry point: nothing a deployment runs
 * imports it, and an image installed with `--omit=dev` says so plainly instead of a stack trace.
 */
function loadS3rver(): S3rverClass {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('s3rver') as S3rverClass;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    log().fatal(
      's3rver is not installed (a development dependency): run `npm ci`, or point S3_ENDPOINT at MinIO or S3',
    );
    process.exit(1);
  }
}

const env = loadEnvOrExit();
configureLogging(env, 'local-s3');
const endpoint = new URL(env.S3_ENDPOINT);
mkdirSync(env.LOCAL_S3_DIR, { recursive: true });
const S3rver = loadS3rver();
const server = new S3rver({
  port: Number(endpoint.port || 80),
  address: endpoint.hostname,
  directory: env.LOCAL_S3_DIR,
  silent: true,
  configureBuckets: [{ name: env.S3_BUCKET }],
});
void server
  .run()
  .then(() =>
    log().info({ endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, directory: env.LOCAL_S3_DIR }, 's3rver listening'),
  );
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(
    signal,
    () =>
      void server.close().then(() => {
        log().info({ signal }, 's3rver stopped');
        process.exit(0);
      }),
  );
}
