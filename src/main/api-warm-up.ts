import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { mintToken, type TokenClaims } from '../auth/jwt';
import { WARM_UP_USER_ID } from '../api/operation-log.plugin';

/**
 * A new API process's first requests run its code cold (V8 interprets a function until it has run
 * often enough to be compiled), and on a small machine that cold work takes the CPU the workers
 * and PostgreSQL need: in the latency bench the first second after an API start had worker starts
 * at 14–22 ms median against 2–5 after it (BENCHMARKS.md, tail latency). So before it says it is
 * ready, the API sends itself, over loopback, the operations its clients send most: `me`, a task
 * read and a task subscription, as a user of its own (WARM_UP_USER_ID) on ids that name nothing.
 * Nothing is written; the operations' log lines are at debug level.
 */
export interface WarmUpOptions {
  /** The API's own `/graphql` over HTTP and websocket. */
  httpUrl: string;
  wsUrl: string;
  jwtSecret: string;
  jwtClaims: TokenClaims;
  /** Rounds of the three operations; 0 skips the warm-up. */
  rounds: number;
  /** The warm-up stops here whatever is left: a slow start must not become no start. */
  timeoutMs: number;
  /** Operations in flight at once. */
  concurrency?: number;
}

export interface WarmUpResult {
  operations: number;
  failed: number;
  ms: number;
  timedOut: boolean;
}

const ME = JSON.stringify({ query: 'query WarmUpMe { me { id } }' });
const TASK = 'query WarmUpTask($id: ID!) { task(id: $id) { id status version } }';
const SUBSCRIPTION = 'subscription WarmUpTaskUpdated($id: ID!) { taskUpdated(id: $id) { id status version } }';

export async function warmUpApi(options: WarmUpOptions): Promise<WarmUpResult> {
  const started = performance.now();
  const result: WarmUpResult = { operations: 0, failed: 0, ms: 0, timedOut: false };
  if (options.rounds <= 0) return result;
  const token = mintToken(WARM_UP_USER_ID, options.jwtSecret, 300, options.jwtClaims);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const ws = createClient({
    url: options.wsUrl,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const deadline = started + options.timeoutMs;
  const post = async (body: string): Promise<void> => {
    const res = await fetch(options.httpUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
  // A subscription to a task that does not exist ends at once with an error: its whole path (the
  // socket's frames, validation, the snapshot read) has run.
  const subscribe = (): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        unsubscribe();
        resolve();
      }, 2_000);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const unsubscribe = ws.subscribe(
        { query: SUBSCRIPTION, variables: { id: randomUUID() } },
        { next: () => undefined, error: done, complete: done },
      );
    });
  const round = async (): Promise<void> => {
    const outcomes = await Promise.allSettled([
      post(ME),
      post(JSON.stringify({ query: TASK, variables: { id: randomUUID() } })),
      subscribe(),
    ]);
    result.operations += outcomes.length;
    result.failed += outcomes.filter((o) => o.status === 'rejected').length;
  };
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: options.concurrency ?? 4 }, async () => {
        while (next < options.rounds) {
          if (performance.now() > deadline) {
            result.timedOut = true;
            return;
          }
          next++;
          await round();
        }
      }),
    );
  } finally {
    await ws.dispose();
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
