import type { Socket } from 'node:net';

/** The part of Bee-Queue's redis client (node_redis 3) this module touches. */
interface NodeRedisClient {
  stream: Socket;
  ready: boolean;
  internal_send_command: (this: NodeRedisClient, command: unknown) => boolean;
}

const coalesced = new WeakSet<object>();

/**
 * Makes a Bee-Queue redis client send the commands it is given in one turn of the event loop as
 * one socket write. node_redis writes every command by itself, and on loopback a write is not
 * cheap: the kernel runs the receiving side's TCP work inside the sender's system call. At
 * 20 concurrent jobs a worker's fetches (BRPOPLPUSH, then the job's HGET) and acknowledgements
 * arrive in bursts, and writing them one by one took about a fifth of the throughput bench's
 * process time (BENCHMARKS.md).
 *
 * How: the first command of a turn corks the socket and a `setImmediate` uncorks it, so the
 * commands of that turn — including those sent from promise continuations — leave in one
 * `writev`. Order is kept (a corked socket is still one ordered stream); node_redis's own
 * cork/uncork around MULTI nests inside ours (the socket counts corks). A client that is not ready
 * queues commands offline and is left alone; after a reconnect the client's new socket is the one
 * corked. A command waits for the rest of its turn (the poll phase's other callbacks) — and one
 * sent from a `setImmediate` callback for the whole next turn, since an immediate queued by an
 * immediate runs a turn later. Hence only for clients whose commands come from I/O callbacks and
 * their continuations (a worker's); see {@link isCoalesced}.
 */
export function coalesceRedisWrites(client: unknown): void {
  const target = client as NodeRedisClient | null | undefined;
  if (!target || typeof target.internal_send_command !== 'function' || coalesced.has(target)) return;
  coalesced.add(target);
  const send = target.internal_send_command;
  let corked: Socket | null = null;
  target.internal_send_command = function (this: NodeRedisClient, command: unknown): boolean {
    const stream = this.stream;
    if (corked === null && this.ready && stream && !stream.destroyed) {
      corked = stream;
      stream.cork();
      setImmediate(() => {
        corked = null;
        stream.uncork();
      });
    }
    return send.call(this, command);
  };
}

/** Whether {@link coalesceRedisWrites} has wrapped this client. */
export function isCoalesced(client: unknown): boolean {
  return typeof client === 'object' && client !== null && coalesced.has(client);
}
