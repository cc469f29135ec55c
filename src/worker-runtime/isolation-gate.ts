/**
 * One per worker process: jobs of the pool run beside each other, and an isolated job (a task that
 * lost its worker, see `isolateTask`) runs with nothing beside it, in any queue of the process. So
 * when the process dies during an isolated run, that task is the only one it was running: the loss
 * is its own, and it counts toward the poison cap; a crash of the whole process fails no neighbour.
 *
 * A readers-writer lock with the writer first: an isolated job waits for the running jobs to
 * finish, and jobs that arrive meanwhile wait behind it (they are taken from Bee-Queue and held, so
 * their stall locks are renewed; they have not touched their rows yet), else a busy pool would
 * never let it run.
 */
export class IsolationGate {
  private running = 0;
  private alone = false;
  private readonly waiting: Array<{ alone: boolean; start: () => void }> = [];

  /** Runs `work` beside other pool jobs, after any isolated job that waits or runs. */
  runBeside<T>(work: () => Promise<T>): Promise<T> {
    return this.run(false, work);
  }

  /** Runs `work` with nothing beside it in this process. */
  runAlone<T>(work: () => Promise<T>): Promise<T> {
    return this.run(true, work);
  }

  /** Jobs waiting at the gate (for the heartbeat's and the tests' eyes). */
  get queued(): number {
    return this.waiting.length;
  }

  private async run<T>(alone: boolean, work: () => Promise<T>): Promise<T> {
    await this.enter(alone);
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(alone: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.admits(alone)) {
      this.take(alone);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ alone, start: () => (this.take(alone), resolve()) }));
  }

  private admits(alone: boolean): boolean {
    return alone ? this.running === 0 : !this.alone;
  }

  private take(alone: boolean): void {
    this.running += 1;
    this.alone = alone;
  }

  private leave(): void {
    this.running -= 1;
    if (this.running === 0) this.alone = false;
    // In arrival order: an isolated job at the head waits for the pool to drain, and holds back
    // everything behind it; pool jobs at the head all start together.
    while (this.waiting.length > 0 && this.admits(this.waiting[0].alone)) {
      const next = this.waiting.shift()!;
      next.start();
      if (next.alone) break;
    }
  }
}
