import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/** A worker process's id: host, pid and a random suffix, so a restarted pid is a new worker (SPEC §6). */
export function createWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
