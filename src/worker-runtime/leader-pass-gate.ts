import type { LeaderLock } from './leader-lock';

/**
 * Asked by a pass before each of its items (a receipt look-up, a webhook call, an enqueue): false
 * means stop now and leave the rest for a later tick. The item already in hand is finished and
 * recorded; its write is guarded on its own row, so it cannot be doubled by another instance.
 */
export type KeepGoing = () => Promise<boolean>;

/** Why a pass stopped before its end. */
export type PassStopReason = 'lock-lost' | 'deadline' | 'stopping';

/**
 * What lets the reaper's passes run: one leader at a time, each pass bounded in time. A tick asks
 * {@link open} before each pass and gives the pass {@link keepGoing}.
 */
export interface PassGate {
  /** Renews the leader lock and starts the pass's deadline; false: the pass must not run (see `stopped`). */
  open(pass: string): Promise<boolean>;
  keepGoing: KeepGoing;
  /** Why the last pass opened was stopped or refused; null while it may go on. */
  readonly stopped: PassStopReason | null;
}

/** For a lone reapOnce (tests, one-off runs): every pass runs to its end. */
export const OPEN_GATE: PassGate = { open: async () => true, keepGoing: async () => true, stopped: null };

/**
 * The gate of a reaper that holds a {@link LeaderLock}. A tick can outlast the lock's TTL (a slow
 * office, a slow webhook, thousands of enqueues), so the lock is renewed before every pass and
 * checked between a pass's items, and each pass stops at its deadline, which should be well inside
 * the TTL so that one item in hand when it strikes still ends before the lock could lapse.
 */
export class LeaderPassGate implements PassGate {
  stopped: PassStopReason | null = null;
  private deadline = 0;
  private closing = false;

  constructor(
    private readonly lock: Pick<LeaderLock, 'acquire' | 'stillHeld'>,
    /** How long one pass may run. */
    private readonly passDeadlineMs: number,
  ) {}

  async open(): Promise<boolean> {
    if (this.closing) return this.stop('stopping');
    const held = await this.lock.acquire().catch(() => false);
    this.deadline = Date.now() + this.passDeadlineMs;
    this.stopped = held ? null : 'lock-lost';
    return held;
  }

  readonly keepGoing: KeepGoing = async () => {
    if (this.stopped) return false;
    if (this.closing) return this.stop('stopping');
    if (Date.now() >= this.deadline) return this.stop('deadline');
    if (!(await this.lock.stillHeld())) return this.stop('lock-lost');
    return true;
  };

  /** A graceful stop: the running pass ends after its item in hand, and no other pass opens. */
  close(): void {
    this.closing = true;
  }

  private stop(reason: PassStopReason): false {
    this.stopped = reason;
    return false;
  }
}
