import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { WriteBatcher } from '../../../src/infra/write-batcher';

interface Item { key: string; value: number }

/** A batcher over an in-memory "statement" that records what it was sent. */
function recordingBatcher(options: { maxBatch?: number; maxInFlight?: number; failBatch?: (items: Item[]) => Error | null; failOne?: (item: Item) => Error | null; retryAlone?: (e: unknown) => boolean } = {}) {
  const batches: Item[][] = [];
  const alone: Item[] = [];
  const batcher = new WriteBatcher<Item, number>({
    name: 'test', maxBatch: options.maxBatch ?? 64, maxInFlight: options.maxInFlight ?? 1,
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
    assert.equal(batches[0]!.length, 5);
    assert.equal(alone.length, 0);
    assert.deepEqual(batcher.stats, { statements: 1, items: 5, fallbacks: 0 });
  });

  test('writes that arrive while a batch is in flight wait for it and leave together', async () => {
    const { batcher, batches, alone } = recordingBatcher({ maxInFlight: 1 });
    const first = batcher.submit({ key: 'a', value: 1 });
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r)); // the first batch is now in flight
    const later: Array<Promise<number>> = [];
    for (const v of [2, 3, 4]) {
      later.push(batcher.submit({ key: `k${v}`, value: v }));
      await new Promise((r) => setImmediate(r)); // each in a turn of its own
    }
    assert.deepEqual(await Promise.all([first, ...later]), [10, 20, 30, 40]);
    // The lone first write went alone (a batch of one), the three later ones in one batch.
    assert.deepEqual(alone.map((i) => i.value), [1]);
    assert.deepEqual(batches.map((b) => b.map((i) => i.value)), [[2, 3, 4]]);
  });

  test('two writes of the same key never share a batch; the second goes after the first', async () => {
    const { batcher, batches, alone } = recordingBatcher();
    const results = await Promise.all([
      batcher.submit({ key: 'same', value: 1 }), batcher.submit({ key: 'other', value: 2 }), batcher.submit({ key: 'same', value: 3 }),
    ]);
    assert.deepEqual(results, [10, 20, 30]);
    assert.deepEqual(batches.map((b) => b.map((i) => i.value)), [[1, 2]]);
    assert.deepEqual(alone.map((i) => i.value), [3]);
  });

  test('batches hold at most maxBatch writes', async () => {
    const { batcher, batches } = recordingBatcher({ maxBatch: 3, maxInFlight: 4 });
    await Promise.all(Array.from({ length: 7 }, (_, v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(batches.map((b) => b.length), [3, 3]);
    assert.equal(batcher.stats.items, 7);
  });

  test('a failed batch is sent again item by item, so one bad item fails alone', async () => {
    const bad = new Error('constraint violated by item 2');
    const { batcher, alone } = recordingBatcher({
      failBatch: (items) => (items.some((i) => i.value === 2) ? bad : null),
      failOne: (item) => (item.value === 2 ? bad : null),
    });
    const settled = await Promise.allSettled([1, 2, 3].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(settled.map((s) => s.status), ['fulfilled', 'rejected', 'fulfilled']);
    assert.equal((settled[1] as PromiseRejectedResult).reason, bad);
    assert.equal(alone.length, 3);
    assert.equal(batcher.stats.fallbacks, 1);
  });

  test('a failure the caller says not to repeat rejects every item of the batch at once', async () => {
    const timeout = new Error('enqueue timed out after 2000 ms');
    const { batcher, alone } = recordingBatcher({ failBatch: () => timeout, retryAlone: (e) => e !== timeout });
    const settled = await Promise.allSettled([1, 2].map((v) => batcher.submit({ key: `k${v}`, value: v })));
    assert.deepEqual(settled.map((s) => s.status), ['rejected', 'rejected']);
    assert.equal(alone.length, 0);
  });

  test('maxBatch 1 sends every write alone, at once', async () => {
    const { batcher, batches, alone } = recordingBatcher({ maxBatch: 1 });
    assert.deepEqual(await Promise.all([1, 2].map((v) => batcher.submit({ key: `k${v}`, value: v }))), [10, 20]);
    assert.equal(batches.length, 0);
    assert.equal(alone.length, 2);
  });
});
