/**
 * Group commit for independent writes: one-statement writes sent on the pool, jobs sent to a queue.
 *
 * Many tasks move at once (twenty worker slots, twenty producers), and each of their writes is one
 * short statement: most of what PostgreSQL and the process spend on it is per statement (a round
 * trip, a bind, an executor start, a commit), not per row. A batcher collects the writes submitted
 * while the previous batch is on its way and sends them as one set-based statement, one commit.
 * Each item keeps its own guard and its own result, so a batch means exactly what its items would
 * mean one after the other — with one exception the caller states: two items for the same key never
 * share a batch (the second waits for the next one, as it would wait for the row lock).
 *
 * An idle process pays nothing: a lone write leaves on the next turn of the event loop. A batch
 * that fails is one statement that did not commit; its items are then sent one by one, so an
 * item's error (a deadlock, a constraint, PostgreSQL away) stays that item's.
 */
export interface WriteBatcherOptions<I, O> {
  /** For logs and errors. */
  name: string;
  /** Items per statement at most. 1 turns batching off: every item is sent alone. */
  maxBatch: number;
  /** Batches of this kind in flight at once (each holds one pool connection). */
  maxInFlight: number;
  /** Items that must not share a statement (a row written twice) have the same key. */
  key(item: I): string;
  /** One statement for `items` (two or more); results in the same order as `items`. */
  runBatch(items: I[]): Promise<O[]>;
  /** One item alone. */
  runOne(item: I): Promise<O>;
  /** Whether the items of a failed batch are sent again one by one (default: always). */
  retryAlone?(error: unknown): boolean;
}

interface Waiting<I, O> {
  item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

export class WriteBatcher<I, O> {
  private waiting: Array<Waiting<I, O>> = [];
  private inFlight = 0;
  private scheduled = false;
  /** Statements sent and items they carried, for benchmarks and tests. */
  readonly stats = { statements: 0, items: 0, fallbacks: 0 };

  constructor(private readonly options: WriteBatcherOptions<I, O>) {}

  submit(item: I): Promise<O> {
    if (this.options.maxBatch <= 1) {
      this.stats.statements++;
      this.stats.items++;
      return this.options.runOne(item);
    }
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the I/O callbacks of this loop turn (other jobs, other
    // requests) get to add their writes to the same statement.
    setImmediate(() => {
      this.scheduled = false;
      while (this.waiting.length > 0 && this.inFlight < this.options.maxInFlight) this.send(this.takeBatch());
    });
  }

  /** Up to maxBatch waiting items with distinct keys, in arrival order; the rest keep waiting. */
  private takeBatch(): Array<Waiting<I, O>> {
    const batch: Array<Waiting<I, O>> = [];
    const keys = new Set<string>();
    const rest: Array<Waiting<I, O>> = [];
    for (const w of this.waiting) {
      const key = this.options.key(w.item);
      if (batch.length < this.options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    this.waiting = rest;
    return batch;
  }

  private send(batch: Array<Waiting<I, O>>): void {
    this.inFlight++;
    this.stats.statements++;
    this.stats.items += batch.length;
    void this.run(batch).finally(() => {
      this.inFlight--;
      this.schedule();
    });
  }

  private async run(batch: Array<Waiting<I, O>>): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting<I, O>];
      await this.options.runOne(only.item).then(only.resolve, only.reject);
      return;
    }
    let results: O[];
    try {
      results = await this.options.runBatch(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error(`${this.options.name}: ${results.length} results for ${batch.length} items`);
    } catch (error) {
      if (this.options.retryAlone && !this.options.retryAlone(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      // Nothing of the statement committed: each item alone, each with its own outcome.
      this.stats.fallbacks++;
      await Promise.all(batch.map((w) => this.options.runOne(w.item).then(w.resolve, w.reject)));
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }
}
