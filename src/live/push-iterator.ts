/**
 * An async iterator fed by pushes. Unlike an async generator, `return()` ends it at once even while
 * a `next()` is waiting — a graphql-ws client that unsubscribes must free its listener now, not
 * when the next message happens to arrive.
 */
export class PushIterator<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: Array<{ resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void }> = [];
  private finished = false;
  /** Why the stream failed, once it has: every later `next` is refused with it. */
  private failure: { error: unknown } | null = null;

  constructor(private readonly onClose: () => void) {}

  push(value: T): void {
    if (this.finished) return;
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve({ value, done: false });
    else this.buffer.push(value);
  }

  /** Ends after the values already pushed have been read. */
  end(): void {
    if (this.finished) return;
    this.finished = true;
    this.onClose();
    for (const w of this.waiting.splice(0)) w.resolve({ value: undefined, done: true });
  }

  fail(error: unknown): void {
    if (this.finished) return;
    this.failure = { error };
    this.finished = true;
    this.onClose();
    for (const w of this.waiting.splice(0)) w.reject(error);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift()!, done: false });
    if (this.failure) return Promise.reject(this.failure.error);
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.buffer.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.fail(error);
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
