import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CertificateFormat } from './certificate-scenario';
import { FaultBook, type FaultRule } from './simulator-faults';
import { sendJson } from './simulator-http';
import { SimulatedOffice, type ChargeSummary } from './simulator-office';
import { handleRequest, type SimulatorContext } from './simulator-routes';
import { log, type Logger } from '../src/logging/logger';

/** Options of {@link startRegistryOfficeSimulator}. */
export interface RegistryOfficeSimulatorOptions {
  /** Port to listen on; 0 picks a free one. Default: 0. */
  port?: number;
  /** Default: '127.0.0.1' (never exposed beyond the machine). */
  host?: string;
  /** Fee charged per issuance, in won. Default: 1000. */
  feeKrw?: number;
  /** Format when neither the request nor a scan tag says. Default: 'text'. */
  defaultFormat?: CertificateFormat;
  /** The office's clock; certificates are issued at `now()`. Default: the system clock. */
  now?: () => Date;
  /** Seed of the PRNG behind `errorRate`. Default: 'registry-office-simulator'. */
  seed?: string;
  /** Fault rules active from the start. Default: none. */
  faults?: FaultRule[];
  /** One line per request; null silences it. Default: the process's logger. */
  logger?: Logger | null;
}

/** A running simulator. */
export interface RegistryOfficeSimulator {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Stops listening and drops every open connection, held ones included. */
  close(): Promise<void>;
  charges(): ChargeSummary;
  /** Issue calls received for `key` so far, paid or not: a call in flight counts from its arrival. */
  issueCalls(key: string): number;
  setFaults(rules: FaultRule[]): void;
  clearFaults(): void;
}

/**
 * Starts the registry office simulator (SPEC §4.3): a real HTTP server that issues realistic
 * certificates, charges once per idempotency key, and injects faults on request. See
 * `simulator-routes.ts` for the HTTP API.
 */
export async function startRegistryOfficeSimulator(
  options: RegistryOfficeSimulatorOptions = {},
): Promise<RegistryOfficeSimulator> {
  const office = new SimulatedOffice(
    options.feeKrw ?? 1000,
    options.defaultFormat ?? 'text',
    options.now ?? (() => new Date()),
  );
  const faults = new FaultBook(options.seed ?? 'registry-office-simulator');
  if (options.faults) faults.set(options.faults);
  const closing = new AbortController();
  const logger = options.logger === undefined ? log() : options.logger;
  const context: SimulatorContext = { office, faults, closing: closing.signal, issueCalls: new Map() };
  const server = createServer((req, res) => {
    const started = Date.now();
    res.on('close', () => logger?.info(requestFields(req, res, started), 'request'));
    handleRequest(context, req, res).catch((error: unknown) =>
      sendJson(res, 500, { code: 'INTERNAL', message: String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    port,
    charges: () => office.charges(),
    issueCalls: (key) => context.issueCalls.get(key) ?? 0,
    setFaults: (rules) => faults.set(rules),
    clearFaults: () => faults.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function requestFields(req: IncomingMessage, res: ServerResponse, started: number): Record<string, unknown> {
  return {
    method: req.method,
    path: (req.url ?? '/').split('?')[0],
    idempotencyKey: res.getHeader('x-idempotency-key'),
    status: res.writableFinished ? res.statusCode : 'aborted',
    ms: Date.now() - started,
  };
}
