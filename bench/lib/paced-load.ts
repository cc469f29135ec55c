import http from 'node:http';
import { percentile } from './report';

export interface PacedLoadOptions {
  url: string;
  headers: Record<string, string>;
  /** Clients, each with one keep-alive connection; request i is sent by client i mod connections. */
  connections: number;
  /** Requests per second over all connections, evenly spaced. */
  rate: number;
  seconds: number;
  body(i: number): string;
  /** A 2xx answer that is still a failure (a GraphQL `errors` entry). */
  isError(body: string): boolean;
  /** Sent once by every client before the clock starts, so connections are open (not measured). */
  warmUpBody: string;
  /** A request unanswered this long counts as failed (its latency is left out). Default 30 s. */
  timeoutMs?: number;
}

export interface PacedLoadResult {
  offered: number;
  /** Requests sent (rate × seconds). */
  requests: number;
  /** Of them answered 2xx; only their latencies are in the percentiles. */
  answered2xx: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  graphqlErrors: number;
}

/**
 * Open-loop load: request i is due at start + i ÷ rate whatever happened to the others, and its
 * latency is counted from when it was due, not from when a connection was free to send it — so a
 * server (or a client) that falls behind shows it in the figures instead of slowing the load down
 * (no coordinated omission). autocannon's own rate mode fires each connection's quota at the start
 * of every second, a burst of all connections at once, which measures the burst, not the rate.
 */
export async function runPacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const clients = Array.from({ length: options.connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const post = (agent: http.Agent, body: string, onAnswer: (status: number, body: string) => void): void => {
    let settled = false;
    const answer = (status: number, text: string): void => {
      if (settled) return;
      settled = true;
      onAnswer(status, text);
    };
    const request = http.request(
      options.url,
      { method: 'POST', agent, headers: options.headers, timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => answer(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => answer(0, ''));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', () => answer(0, ''));
    request.end(body);
  };
  await Promise.all(
    clients.map((agent) => new Promise<void>((resolve) => post(agent, options.warmUpBody, () => resolve()))),
  );

  const total = Math.round(options.rate * options.seconds);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let graphqlErrors = 0;
  let sent = 0;
  let answered = 0;
  let allAnswered!: () => void;
  const finished = new Promise<void>((resolve) => (allAnswered = resolve));
  const started = performance.now();

  const send = (i: number): void => {
    const due = started + i * intervalMs;
    post(clients[i % clients.length], options.body(i), (status, body) => {
      if (status >= 200 && status < 300) {
        latencies.push(performance.now() - due);
        if (options.isError(body)) graphqlErrors++;
      } else {
        non2xx++;
      }
      if (++answered === total) allAnswered();
    });
  };

  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  if (total > 0) await finished;
  const seconds = (performance.now() - started) / 1000;
  for (const agent of clients) agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number): number => Math.round(percentile(sorted, p) ?? Number.NaN);
  return {
    offered: options.rate,
    requests: total,
    answered2xx: latencies.length,
    rps: Math.round(total / seconds),
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
    non2xx,
    graphqlErrors,
  };
}
