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
}

export interface PacedLoadResult {
  offered: number;
  requests: number;
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
    const request = http.request(options.url, { method: 'POST', agent, headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => onAnswer(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      response.on('error', () => onAnswer(0, ''));
    });
    request.on('error', () => onAnswer(0, ''));
    request.end(body);
  };
  await Promise.all(clients.map((agent) => new Promise<void>((resolve) => post(agent, options.warmUpBody, () => resolve()))));

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
    post(clients[i % clients.length]!, options.body(i), (status, body) => {
      latencies.push(performance.now() - due);
      if (status < 200 || status >= 300) non2xx++;
      else if (options.isError(body)) graphqlErrors++;
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
    offered: options.rate, requests: total, rps: Math.round(total / seconds),
    p50: at(50), p90: at(90), p99: at(99), max: Math.round(sorted.at(-1) ?? Number.NaN), non2xx, graphqlErrors,
  };
}
