import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { Env } from '../config/env';
import type { ProcessPart } from '../logging/logger';
import { markTracingEnabled } from './spans';

/**
 * Tracing is off unless the standard OpenTelemetry variables ask for it: on when
 * OTEL_TRACES_EXPORTER names an exporter (`otlp`, `console`, `zipkin`) or an OTLP endpoint is set
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); off again with
 * OTEL_TRACES_EXPORTER=none or OTEL_SDK_DISABLED=true. Off, the SDK is never loaded: the code's
 * spans go through @opentelemetry/api's no-op paths, behind one boolean (spans.ts).
 */
export type TracingEnv = Pick<
  Env,
  | 'OTEL_SDK_DISABLED'
  | 'OTEL_TRACES_EXPORTER'
  | 'OTEL_EXPORTER_OTLP_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
  | 'OTEL_SERVICE_NAME'
>;

export function tracingWanted(env: TracingEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (exporters.includes('none')) return false;
  return exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

// The SDK module, loaded on first need only.
type Sdk = typeof import('./sdk');
let sdk: Sdk | null = null;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadSdk = (): Sdk => (sdk ??= require('./sdk') as Sdk);

/**
 * Patches http, graphql, pg, ioredis and redis when tracing is wanted. Must run before anything
 * loads them (a module loaded first is not traced): entry points import './instrument' first.
 */
export function instrumentIfWanted(env: TracingEnv): void {
  if (tracingWanted(env)) loadSdk().instrument();
}

export interface TracingOptions {
  /** Where spans go instead of the exporters OTEL_TRACES_EXPORTER names (a test's in-memory exporter); tracing is on with them. */
  spanProcessors?: SpanProcessor[];
}

/**
 * Starts the SDK when tracing is wanted (or `spanProcessors` are given): the service is
 * OTEL_SERVICE_NAME, else `doongzi-<part>`; sampling, exporter, protocol and batching follow the
 * standard OTEL_* variables. Returns whether tracing is on.
 */
export function startTracing(env: TracingEnv, part: ProcessPart, options: TracingOptions = {}): boolean {
  if (!options.spanProcessors && !tracingWanted(env)) return false;
  const loaded = loadSdk();
  loaded.instrument();
  loaded.start(env.OTEL_SERVICE_NAME ?? `doongzi-${part}`, options.spanProcessors);
  markTracingEnabled();
  return true;
}

/** Exports what is still buffered and stops the SDK, waiting at most `timeoutMs` (an unreachable collector must not hold up a shutdown). */
export async function stopTracing(timeoutMs = 2_000): Promise<void> {
  await sdk?.stop(timeoutMs);
}
