import { DomainError } from '../errors/domain-error';
import { log } from '../logging/logger';
import { PushIterator } from '../live/push-iterator';
import type { OpsSnapshot } from './ops.types';

/** How often the feed looks again while anyone listens: the contract's "at most once a second". */
export const OPS_FEED_INTERVAL_MS = 1_000;

/**
 * `opsUpdated` for every subscriber of one API process: one reading of the system per interval,
 * however many operators watch, and a push only when the reading differs from the last one pushed.
 * A new subscriber gets the current reading at once (the last one, or a fresh one when none is
 * held yet). The timer runs only while someone listens. A failed reading is logged and skipped:
 * the next tick tries again, and subscribers keep the last good picture.
 */
export class OpsFeed {
  private readonly listeners = new Set<PushIterator<OpsSnapshot>>();
  private timer: NodeJS.Timeout | null = null;
  private last: Reading | null = null;
  /** The key of the picture every listener has been pushed (a newer one may have gone to a new subscriber alone). */
  private broadcastKey: string | null = null;
  private reading: Promise<Reading | null> | null = null;

  constructor(
    private readonly read: () => Promise<OpsSnapshot>,
    private readonly intervalMs = OPS_FEED_INTERVAL_MS,
  ) {}

  /** How many subscribers are listening now (for tests and metrics). */
  get subscriberCount(): number {
    return this.listeners.size;
  }

  /** How many times the system was read since the process started (for tests). */
  readings = 0;

  async subscribe(): Promise<AsyncIterableIterator<OpsSnapshot>> {
    const fresh = this.last && Date.now() - this.last.at < this.intervalMs ? this.last : null;
    const current = fresh ?? (await this.readOnce());
    if (!current)
      throw new DomainError(
        'INTERNAL_SERVER_ERROR',
        'opsUpdated: the system could not be read just now; subscribe again',
      );
    const iterator = new PushIterator<OpsSnapshot>(() => this.leave(iterator));
    if (this.listeners.size === 0) this.broadcastKey = current.key;
    this.listeners.add(iterator);
    iterator.push(current.snapshot);
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs);
    return iterator;
  }

  /** Stops the timer and ends every subscription (the API is closing). */
  close(): void {
    for (const listener of [...this.listeners]) listener.end();
    this.stop();
  }

  private leave(iterator: PushIterator<OpsSnapshot>): void {
    this.listeners.delete(iterator);
    if (this.listeners.size === 0) this.stop();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    const next = await this.readOnce();
    // Compared with what every listener has: a picture pushed to a new subscriber alone still
    // reaches the others at the next tick (the new one may then get it twice).
    if (!next || next.key === this.broadcastKey || this.listeners.size === 0) return;
    this.broadcastKey = next.key;
    for (const listener of this.listeners) listener.push(next.snapshot);
  }

  /** One reading at a time: a subscriber arriving mid-reading waits for it instead of reading again. */
  private readOnce(): Promise<Reading | null> {
    this.reading ??= this.read()
      .then((snapshot) => {
        this.readings += 1;
        this.last = { snapshot, key: changeKey(snapshot), at: Date.now() };
        return this.last;
      })
      .catch((error: unknown) => {
        log().warn({ err: error }, 'opsUpdated: reading the system failed; the next tick tries again');
        return null;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}

interface Reading {
  snapshot: OpsSnapshot;
  /** The snapshot as JSON without the beat times (changeKey): two readings with the same key show the same picture. */
  key: string;
  /** When it was read (ms since epoch). */
  at: number;
}

/**
 * What counts as a change: everything but the workers' beat times, which move every few seconds
 * per worker while nothing happens (a worker coming or going still changes the key). A push
 * carries the beat times of its moment.
 */
function changeKey(snapshot: OpsSnapshot): string {
  return JSON.stringify({
    ...snapshot,
    workers: snapshot.workers.map((worker) => ({ id: worker.id, queues: worker.queues })),
  });
}
