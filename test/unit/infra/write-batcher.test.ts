import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ItemFailed, SEND_ALONE, WriteBatcher } from '../../../src/infra/write-batcher';

interface Item {
  key: string;
  value: number;
}

/** A batcher over an in-memory "statement" that records what it was sent. */
function recordingBatcher(
  options: {
    maxBatch?: number;
    maxInFlight?: number;
    failBatch?: (items: Item[]) => Error | null;
    failOne?: (item: Item) => Error | null;
    retryAlone?: (e: unknown) => boolean;
    hold?: Promise<void>;
  } = {},
) {
  const batches: Item[][] = [];
  const alone: Item[] = [];
  const batcher = new WriteBatcher<Item, number>({
    name: 'test',
    maxBatch: options.maxBatch ?? 64,
    maxInFlight: options.maxInFlight ?? 1,
    key: (item) => item.key,
    runBatch: async (items) => {
      batches.push(items);
      await new Promise((r) => setTimeout(r, 5));
      const error = options.failBatch?.(items);
      if (error) throw error;
      return items.map((i) => i.value * 10);
    },
    runOne: async (item) => {
      alone.push(item);
      await new Promise((r) => setTimeout(r, 5));
      await options.hold;
      const error = options.failOne?.(item);
      if (error) throw error;
      return item.value * 10;
    },
    ...(options.retryAlone ? { retryAlone: options.retryAlone } : {}),
  });
  return { batcher, batches, alone };
}

describe('WriteBatcher', () => {
  test('writes submitted together leave as one batch, each caller gets its own result', async () => {
    const { batcher, batches, alone } = recordingBatcher();
    const results = await Promise.all([1, 2, 3, 4, 5].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(results, [10, 20, 30, 40, 50]);
    assert.equal(batches.length, 1);
    assert.equal(batches[0].length, 5);
    assert.equal(alone.length, 0);
    assert.deepEqual(batcher.stats, { statements: 1, items: 5, fallbacks: 0 });
  });

  test('writes that arrive while a batch is in flight wait for it and leave together', async () => {
    // The first write's statement is held until the three later ones have arrived, however slow the machine.
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { batcher, batches, alone } = recordingBatcher({ maxInFlight: 1, hold });
    const first = batcher.submit({ key: 'a', value: 1 });
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r)); // the first batch is now in flight
    const later: Array<Promise<number>> = [];
    for (const v of [2, 3, 4]) {
      later.push(batcher.submit({ key: `k${v}`, value: v }));
      await new Promise((r) => setImmediate(r)); // each in a turn of its own
    }
    release();
    assert.deepEqual(await Promise.all([first, ...later]), [10, 20, 30, 40]);
    // The lone first write went alone (a batch of one), the three later ones in one batch.
    assert.deepEqual(
      alone.map((i) => i.value),
      [1],
    );
    assert.deepEqual(
      batches.map((b) => b.map((i) => i.value)),
      [[2, 3, 4]],
    );
  });

  test('two writes of the same key never share a batch; the second goes after the first', async () => {
    const { batcher, batches, alone } = recordingBatcher();
    const results = await Promise.all([
      batcher.submit({ key: 'same', value: 1 }),
      batcher.submit({ key: 'other', value: 2 }),
      batcher.submit({ key: 'same', value: 3 }),
    ]);
    assert.deepEqual(results, [10, 20, 30]);
    assert.deepEqual(
      batches.map((b) => b.map((i) => i.value)),
      [[1, 2]],
    );
    assert.deepEqual(
      alone.map((i) => i.value),
      [3],
    );
  });

  test('batches hold at most maxBatch writes', async () => {
    const { batcher, batches } = recordingBatcher({ maxBatch: 3, maxInFlight: 4 });
    await Promise.all(Array.from({ length: 7 }, (_, v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(
      batches.map((b) => b.length),
      [3, 3],
    );
    assert.equal(batcher.stats.items, 7);
  });

  test('a failed batch is sent again item by item, so one bad item fails alone', async () => {
    const bad = new Error('constraint violated by item 2');
    const { batcher, alone } = recordingBatcher({
      failBatch: (items) => (items.some((i) => i.value === 2) ? bad : null),
      failOne: (item) => (item.value === 2 ? bad : null),
    });
    const settled = await Promise.allSettled([1, 2, 3].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.equal((settled[1] as PromiseRejectedResult).reason, bad);
    assert.equal(alone.length, 3);
    assert.equal(batcher.stats.fallbacks, 1);
  });

  test('a failure the caller says not to repeat rejects every item of the batch at once', async () => {
    const timeout = new Error('enqueue timed out after 2000 ms');
    const { batcher, alone } = recordingBatcher({ failBatch: () => timeout, retryAlone: (e) => e !== timeout });
    const settled = await Promise.allSettled([1, 2].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(
      settled.map((s) => s.status),
      ['rejected', 'rejected'],
    );
    assert.equal(alone.length, 0);
  });

  test('maxBatch 1 sends every write alone, at once', async () => {
    const { batcher, batches, alone } = recordingBatcher({ maxBatch: 1 });
    assert.deepEqual(await Promise.all([1, 2].map((v) => batcher.submit({ key: `k${v}`, value: v }))), [10, 20]);
    assert.equal(batches.length, 0);
    assert.equal(alone.length, 2);
  });

  test('an item answered SEND_ALONE goes alone, and the batch slot is free while it waits', async () => {
    let releaseLocked!: () => void;
    const lockedDone = new Promise<void>((r) => (releaseLocked = r));
    const sentAlone: number[] = [];
    const batcher = new WriteBatcher<Item, number>({
      name: 'test',
      maxBatch: 64,
      maxInFlight: 1,
      key: (i) => i.key,
      runBatch: async (items) => items.map((i) => (i.value === 2 ? SEND_ALONE : i.value * 10)),
      runOne: async (item) => {
        sentAlone.push(item.value);
        if (item.value === 2) await lockedDone; // waits "on its row lock"
        return item.value * 10;
      },
    });
    const first = await Promise.all([1, 3].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    const locked = batcher.submit({ key: 'k2', value: 2 });
    const other = batcher.submit({ key: 'k4', value: 4 });
    const later = await Promise.all([batcher.submit({ key: 'k5', value: 5 }), batcher.submit({ key: 'k6', value: 6 })]);
    assert.deepEqual(first, [10, 30]);
    assert.deepEqual(later, [50, 60], 'later batches ran while item 2 was still waiting alone');
    assert.equal(await other, 40);
    releaseLocked();
    assert.equal(await locked, 20);
    assert.deepEqual(sentAlone, [2]);
  });

  test('an item answered ItemFailed fails alone; the others of its batch stand', async () => {
    const bad = new Error('job 2 not saved');
    const batcher = new WriteBatcher<Item, number>({
      name: 'test',
      maxBatch: 64,
      maxInFlight: 1,
      key: (i) => i.key,
      runBatch: async (items) => items.map((i) => (i.value === 2 ? new ItemFailed(bad) : i.value * 10)),
      runOne: async () => assert.fail('no item is sent alone'),
    });
    const settled = await Promise.allSettled([1, 2, 3].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(
      settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
      [10, 'job 2 not saved', 30],
    );
  });

  test('a callback that throws synchronously fails its own item only; nothing is left hanging', async () => {
    const batcher = new WriteBatcher<Item, number>({
      name: 'test',
      maxBatch: 64,
      maxInFlight: 1,
      key: (i) => i.key,
      runBatch: () => {
        throw new Error('cannot build the statement');
      },
      runOne: (item) => {
        if (item.value === 2) throw new Error('cannot serialise item 2');
        return Promise.resolve(item.value * 10);
      },
    });
    const settled = await Promise.allSettled([1, 2, 3].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
  });

  test('an item still waiting at its deadline is not sent and its caller gets an error', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inFlight = new Promise<void>((r) => (started = r));
    const sent: number[] = [];
    const batcher = new WriteBatcher<Item, number>({
      name: 'enqueue',
      maxBatch: 64,
      maxInFlight: 1,
      key: (i) => i.key,
      deadlineMs: 30,
      runBatch: async (items) => {
        sent.push(...items.map((i) => i.value));
        return items.map((i) => i.value);
      },
      runOne: async (item) => {
        sent.push(item.value);
        started();
        await gate;
        return item.value;
      },
    });
    const stuck = batcher.submit({ key: 'a', value: 1 }); // holds the only slot
    // Only once it is out: a fixed sleep let a busy machine run the sleep's timer before the
    // batcher's setImmediate, and the two items then went out together.
    await inFlight;
    const late = batcher.submit({ key: 'b', value: 2 });
    await new Promise((r) => setTimeout(r, 60));
    release();
    assert.equal(await stuck, 1);
    await assert.rejects(late, /not sent within 30 ms/);
    assert.deepEqual(sent, [1]);
  });
});
