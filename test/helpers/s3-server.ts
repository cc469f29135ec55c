import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

// s3rver ships no types; this is the part used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

export interface LocalS3 {
  endpoint: string;
  directory: string;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback (s3rver) with its own empty folder. */
export async function startLocalS3(directory?: string, port = 0): Promise<LocalS3> {
  const dir = directory ?? mkdtempSync(join(tmpdir(), 'doongzi-s3-'));
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true, resetOnClose: !directory });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    directory: dir,
    async close() {
      await server.close();
      if (!directory) rmSync(dir, { recursive: true, force: true });
    },
  };
}
