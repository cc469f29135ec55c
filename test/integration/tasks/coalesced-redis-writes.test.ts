import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { coalesceRedisWrites, isCoalesced } from '../../../src/queue/coalesced-redis-writes';
import { closeQueue, JobQueues } from '../../../src/queue/job-queues';

// Bee-Queue's own redis client (node_redis 3), the one the module patches.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeRedis = require('bee-queue/node_modules/redis') as {
  createClient(options: { host: string; port: number }): NodeRedis;
};

interface NodeRedis {
  stream: { _writev?: (...args: unknown[]) => void; _write: (...args: unknown[]) => void };
  set(key: string, value: string, cb: (error: Error | null, reply: string) => void): void;
  get(key: string, cb: (error: Error | null, reply: string | null) => void): void;
  incr(key: string, cb: (error: Error | null, reply: number) => void): void;
  del(key: string, cb: (error: Error | null, reply: number) => void): void;
  multi(): {
    incr(key: string): unknown;
    get(key: string): unknown;
    exec(cb: (error: Error | null, replies: unknown[]) => void): void;
  };
  once(event: 'ready', listener: () => void): void;
  quit(cb: () => void): void;
}

const call = <T>(fn: (cb: (error: Error | null, reply: T) => void) => void): Promise<T> =>
  new Promise((resolve, reject) => fn((error, reply) => (error ? reject(error) : resolve(reply))));

/** Counts the socket writes the client makes (one `_writev` or `_write` per flush). */
function countWrites(client: NodeRedis): { writes: number } {
  const counter = { writes: 0 };
  const stream = client.stream;
  for (const name of ['_writev', '_write'] as const) {
    const original = stream[name];
    if (!original) continue;
    stream[name] = function (this: unknown, ...args: unknown[]) {
      counter.writes++;
      return original.apply(this, args);
    };
  }
  return counter;
}

describe('JobQueues: which Bee-Queue clients coalesce', () => {
  test("a consumer's clients do, a producer's do not (its saveAll already leaves in one write)", async () => {
    const queues = new JobQueues({
      redisUrl: 'redis://127.0.0.1:6379',
      prefix: `coalesce-wiring-${randomUUID()}`,
      enqueueTimeoutMs: 2_000,
      stallIntervalMs: 5_000,
    });
    const consumer = queues.consumer('ocr');
    const producer = queues.producer('ocr');
    try {
      await Promise.all([consumer.ready(), producer.ready()]);
      await new Promise((resolve) => setImmediate(resolve));
      const clients = (queue: unknown) => ['client', 'bclient'].map((name) => (queue as Record<string, unknown>)[name]);
      assert.deepEqual(clients(consumer).map(isCoalesced), [true, true]);
      assert.equal(isCoalesced(clients(producer)[0]), false);
    } finally {
      await closeQueue(consumer, 500);
      await queues.close();
    }
  });
});

describe('Bee-Queue redis client: one socket write per turn', () => {
  let client: NodeRedis;
  const key = `coalesce-test:${randomUUID()}`;

  before(async () => {
    client = nodeRedis.createClient({ host: '127.0.0.1', port: 6379 });
    await new Promise<void>((resolve) => client.once('ready', resolve));
    coalesceRedisWrites(client);
  });
  after(async () => {
    await call<number>((cb) => client.del(key, cb));
    await new Promise<void>((resolve) => client.quit(resolve));
  });

  test('commands sent in one turn, sync or from promise continuations, leave in one write and answer in order', async () => {
    const writes = countWrites(client);
    const replies: Array<Promise<unknown>> = [];
    for (let i = 0; i < 10; i++) replies.push(call<number>((cb) => client.incr(key, cb)));
    // Sent from a continuation of the same turn: still corked.
    replies.push(Promise.resolve().then(() => call<string | null>((cb) => client.get(key, cb))));
    assert.deepEqual(await Promise.all(replies), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '10']);
    assert.equal(writes.writes, 1);
  });

  test('a MULTI inside a corked turn keeps its own cork and its place in the order', async () => {
    await call<string>((cb) => client.set(key, '0', cb));
    const writes = countWrites(client);
    const before = call<number>((cb) => client.incr(key, cb));
    const multi = client.multi();
    multi.incr(key);
    multi.get(key);
    const transaction = call<unknown[]>((cb) => multi.exec(cb));
    const afterwards = call<number>((cb) => client.incr(key, cb));
    assert.equal(await before, 1);
    assert.deepEqual(await transaction, [2, '2']);
    assert.equal(await afterwards, 3);
    assert.equal(writes.writes, 1);
  });

  test("a command of a later turn is not held back by an earlier turn's cork (it gets a write of its own)", async () => {
    const writes = countWrites(client);
    await call<number>((cb) => client.incr(key, cb));
    await new Promise((resolve) => setImmediate(resolve));
    await call<number>((cb) => client.incr(key, cb));
    assert.equal(writes.writes, 2);
  });
});
