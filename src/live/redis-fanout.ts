import type Redis from 'ioredis';

type Listener = (message: string) => void;

/**
 * One Redis subscriber connection per API process, fanned out in memory: a channel is SUBSCRIBEd
 * while at least one local listener wants it and UNSUBSCRIBEd when the last one leaves. `listen`
 * resolves only once Redis has confirmed the SUBSCRIBE, so a caller can read its snapshot after
 * that and know no later message is missed (SPEC §7).
 */
export class RedisFanout {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly resyncHandlers = new Set<() => void>();
  private connectedBefore = false;

  constructor(private readonly subscriber: Redis) {
    subscriber.on('message', (channel: string, message: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(message);
    });
    // After a reconnect ioredis re-subscribes by itself, but messages published while it was away
    // are gone: every open subscription checks PostgreSQL for what it missed.
    subscriber.on('ready', () => {
      if (this.connectedBefore) for (const handler of this.resyncHandlers) handler();
      this.connectedBefore = true;
    });
  }

  async listen(channel: string, listener: Listener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      this.pending.set(channel, this.subscriber.subscribe(channel));
    }
    set.add(listener);
    try {
      await this.pending.get(channel);
    } catch (error) {
      await this.remove(channel, listener);
      throw error;
    }
    return () => this.remove(channel, listener);
  }

  /** Called after Redis came back from a disconnect; returns the function that stops it. */
  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  /** How many channels this process is subscribed to (for tests and metrics). */
  channelCount(): number {
    return this.listeners.size;
  }

  private async remove(channel: string, listener: Listener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set || !set.delete(listener) || set.size > 0) return;
    this.listeners.delete(channel);
    this.pending.delete(channel);
    await this.subscriber.unsubscribe(channel).catch(() => undefined);
  }
}
