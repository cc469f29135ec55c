import { IncomingMessage } from 'node:http';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * The OpenTelemetry SDK and its instrumentations, loaded only when tracing is on (tracing.ts
 * requires this module then, never otherwise).
 */

// Probes and scrapes, every few seconds each: a trace apiece would bury the requests.
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const pathOf = (url: string | undefined): string => (url ?? '/').split('?')[0];

type Instrumentations = [
  HttpInstrumentation,
  GraphQLInstrumentation,
  PgInstrumentation,
  IORedisInstrumentation,
  RedisInstrumentation,
];
let instrumentations: Instrumentations | null = null;

/** Patches the modules (an instrumentation enables itself when made); once per process. */
export function instrument(): void {
  instrumentations ??= [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(pathOf(request.url)),
      // An outgoing call (S3) is a step of a request or a task, never a trace of its own.
      requireParentforOutgoingSpans: true,
      // `POST /graphql` rather than `POST`: the route is the path here. Never the query string.
      requestHook: (span, request) => {
        if (request instanceof IncomingMessage) span.updateName(`${request.method} ${pathOf(request.url)}`);
      },
    }),
    // Variables and results are never recorded (`allowValues` off). Only the root fields'
    // resolvers (`requestRegistryIssuance`): type-graphql gives every field a resolver, and a span
    // for each field of each row would outnumber the rest of the trace; what a nested resolver
    // reads still shows, as its statements under the root field's span.
    new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true, depth: 1 }),
    // Statements and commands only inside a request's or a task's trace: heartbeats, stall
    // checks, a worker's job fetches and the reaper's scans would otherwise start a trace each.
    // No parameter values are recorded (`enhancedDatabaseReporting` off).
    // No span per pool checkout: a statement's span covers its wait for a connection.
    new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
    new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: commandText }),
    // Bee-Queue's own connections (node_redis 3).
    new RedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: commandText }),
  ];
}

/**
 * A command as its span shows it: the name and its first argument (a key, mostly), not the rest —
 * the default writes every argument of a script call, which for Bee-Queue's is the job's payload,
 * and a span's size is most of what exporting it costs.
 */
function commandText(command: string, args: unknown[]): string {
  const first = args[0];
  const key = typeof first === 'string' ? first.slice(0, 80) : typeof first === 'number' ? String(first) : '';
  return `${command}${key ? ` ${key}` : ''}${args.length > 1 ? ` [${args.length - 1} more]` : ''}`;
}

let sdk: NodeSDK | null = null;

/**
 * Starts the SDK: context manager, W3C propagator, tracer provider. Exporter, sampler and batching
 * come from the OTEL_* variables unless `spanProcessors` are given. Traces only: metrics are
 * Prometheus (src/metrics) and logs are stdout lines (src/logging), so neither is exported here.
 */
export function start(serviceName: string, spanProcessors?: SpanProcessor[]): void {
  if (sdk) return;
  sdk = new NodeSDK({
    serviceName,
    instrumentations: instrumentations ?? [],
    metricReaders: [],
    logRecordProcessors: [],
    ...(spanProcessors ? { spanProcessors } : {}),
  });
  sdk.start();
}

export async function stop(timeoutMs: number): Promise<void> {
  const running = sdk;
  sdk = null;
  if (!running) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    running.shutdown().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
