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
 * item's error (a deadlock, a constraint) stays that item's — unless `retryAlone` says the failure
 * would be every item's anyway (PostgreSQL away, a queue timing out). A batch can also answer
 * per item: `SEND_ALONE` (this item could not be done in the batch without waiting, e.g. its row is
 * locked by someone else: it is sent alone and waits there, without holding up the others) or
 * `ItemFailed` (this item failed; the others stand).
 */

import { context, ROOT_CONTEXT, type Context } from '@opentelemetry/api';
import { isTracingEnabled } from '../tracing/spans';

/** A batch's answer for an item that must be sent alone (see the class comment). */
export const SEND_ALONE: unique symbol = Symbol('send alone');

/** A batch's answer for an item that failed while the rest of the batch stands. */
export class ItemFailed {
  constructor(readonly error: unknown) {}
}

export interface WriteBatcherOptions<I, O> {
  /** For logs and errors. */
  name: string;
  /** Items per statement at most. 1 turns batching off: every item is sent alone. */
  maxBatch: number;
  /** Batches of this kind in flight at once (each holds one pool connection). */
  maxInFlight: number;
  /** Items that must not share a statement (a row written twice) have the same key. */
  key(item: I): string;
  /** One statement for `items` (two or more); an answer per item, in the order of `items`. */
  runBatch(items: I[]): Promise<Array<O | typeof SEND_ALONE | ItemFailed>>;
  /** One item alone. */
  runOne(item: I): Promise<O>;
  /** Whether the items of a failed batch are sent again one by one (default: always). */
  retryAlone?(error: unknown): boolean;
  /**
   * An item still waiting this long after it was submitted is not sent: its caller gets an error
   * (the queue behind a stalled Redis must not grow every caller's wait). Default: no limit.
   */
  deadlineMs?: number;
}

interface Waiting<I, O> {
  item: I;
  submittedAt: number;
  /** With tracing on: the context the item was submitted in, restored when it is sent alone. */
  context?: Context;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export class WriteBatcher<I, O> {
  private waiting: Array<Waiting<I, O>> = [];
  private inFlight = 0;
  private scheduled = false;
  /** Statements (or writes) sent, items they carried, failed batches; for benchmarks and tests. */
  readonly stats = { statements: 0, items: 0, fallbacks: 0 };

  constructor(private readonly options: WriteBatcherOptions<I, O>) {}

  submit(item: I): Promise<O> {
    if (this.options.maxBatch <= 1) return this.alone(item);
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({
        item,
        submittedAt: Date.now(),
        resolve,
        reject,
        context: isTracingEnabled() ? context.active() : undefined,
      });
      this.schedule();
    });
  }

  /** `runOne`, counted, and never throwing synchronously; in the item's own trace context, if it has one. */
  private alone(item: I, itemContext?: Context): Promise<O> {
    this.stats.statements++;
    this.stats.items++;
    const run = () => Promise.resolve().then(() => this.options.runOne(item));
    return itemContext ? context.with(itemContext, run) : run();
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    // setImmediate, not a microtask: the I/O callbacks of this loop turn (other jobs, other
    // requests) get to add their writes to the same statement.
    setImmediate(() => {
      this.scheduled = false;
      while (this.waiting.length > 0 && this.inFlight < this.options.maxInFlight) {
        const batch = this.takeBatch();
        if (batch.length > 0) this.send(batch);
      }
    });
  }

  /** Up to maxBatch waiting items with distinct keys, in arrival order; the rest keep waiting. */
  private takeBatch(): Array<Waiting<I, O>> {
    const batch: Array<Waiting<I, O>> = [];
    const keys = new Set<string>();
    const rest: Array<Waiting<I, O>> = [];
    const expired = this.options.deadlineMs === undefined ? -Infinity : Date.now() - this.options.deadlineMs;
    for (const w of this.waiting) {
      if (w.submittedAt < expired) {
        w.reject(new Error(`${this.options.name}: not sent within ${this.options.deadlineMs} ms`));
        continue;
      }
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
    this.traced(batch, () => this.run(batch))
      .catch((error: unknown) => {
        // run() settles every item itself; this is only a last guard against a bug leaving one hanging.
        for (const w of batch) w.reject(error);
      })
      .finally(() => {
        this.inFlight--;
        this.schedule();
      });
  }

  /**
   * With tracing on, a lone item is sent in its own trace context (its statement is a span of its
   * trace), and a batch of several outside every trace: the context it was scheduled in is merely
   * the first submitter's, and its statement serves them all. A span of its own linked to each
   * item was tried: its links were a third of the bytes a traced task exported (bench/tracing.ts),
   * and a task's trace does not show a link that points at it anyway. The item's wait is in its
   * caller's span.
   */
  private traced(batch: Array<Waiting<I, O>>, run: () => Promise<void>): Promise<void> {
    if (!isTracingEnabled()) return run();
    return context.with((batch.length === 1 ? batch[0].context : undefined) ?? ROOT_CONTEXT, run);
  }

  private async run(batch: Array<Waiting<I, O>>): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting<I, O>];
      await this.alone(only.item).then(only.resolve, only.reject);
      return;
    }
    this.stats.statements++;
    this.stats.items += batch.length;
    let answers: Array<O | typeof SEND_ALONE | ItemFailed>;
    try {
      answers = await this.options.runBatch(batch.map((w) => w.item));
      if (answers.length !== batch.length)
        throw new Error(`${this.options.name}: ${answers.length} answers for ${batch.length} items`);
    } catch (error) {
      if (this.options.retryAlone && !this.options.retryAlone(error)) {
        for (const w of batch) w.reject(error);
        return;
      }
      // Nothing of the statement committed: each item alone, each with its own outcome.
      this.stats.fallbacks++;
      await Promise.allSettled(batch.map((w) => this.alone(w.item, w.context).then(w.resolve, w.reject)));
      return;
    }
    batch.forEach((w, i) => {
      const answer = answers[i];
      // Not awaited: an item that waits alone (on a row lock) does not hold this batch's slot.
      if (answer === SEND_ALONE) void this.alone(w.item, w.context).then(w.resolve, w.reject);
      else if (answer instanceof ItemFailed) w.reject(answer.error);
      else w.resolve(answer);
    });
  }
}
