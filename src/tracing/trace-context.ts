import {
  context,
  createTraceState,
  INVALID_SPANID,
  INVALID_TRACEID,
  isSpanContextValid,
  ROOT_CONTEXT,
  trace,
  type Context,
  type SpanContext,
} from '@opentelemetry/api';

/**
 * A trace's W3C context as text — the values of the `traceparent` and `tracestate` headers — as it
 * is kept on a task row, carried in a job's payload and in a published transition. Empty when no
 * span was active: nothing is written then, so with tracing off rows, jobs and messages are as
 * they were.
 *
 * Written and read here with @opentelemetry/api alone, whatever OTEL_PROPAGATORS says for HTTP:
 * what a row stores must read back the same in every process, and the API's propagation is a
 * no-op until an SDK registers one.
 */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

// version-traceid-parentid-flags (W3C Trace Context §3.2); a later version may append fields.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * Whether a span context from a live span names a span. Not isSpanContextValid's regular
 * expressions: a span the SDK made has well-formed ids, and this runs several times a task.
 */
const names = (spanContext: SpanContext | undefined): spanContext is SpanContext =>
  spanContext !== undefined && spanContext.traceId !== INVALID_TRACEID && spanContext.spanId !== INVALID_SPANID;

/** The carrier of `spanContext` (a live span's); empty when it names no span. */
export function carrierOf(spanContext: SpanContext | undefined): TraceCarrier {
  if (!names(spanContext)) return {};
  const flags = (spanContext.traceFlags & 0xff).toString(16).padStart(2, '0');
  const state = spanContext.traceState?.serialize();
  return {
    traceparent: `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`,
    ...(state ? { tracestate: state } : {}),
  };
}

/** The carrier of the span active in `ctx` (default: now). */
export function activeCarrier(ctx: Context = context.active()): TraceCarrier {
  return carrierOf(trace.getSpanContext(ctx));
}

/** The remote span context a carrier names, or undefined when it names none (absent, malformed, version ff). */
export function spanContextOf(carrier: TraceCarrier | null | undefined): SpanContext | undefined {
  const match = carrier?.traceparent ? TRACEPARENT.exec(carrier.traceparent.trim()) : null;
  if (!match || match[1] === 'ff' || (match[1] === '00' && match[5])) return undefined;
  const spanContext: SpanContext = {
    traceId: match[2],
    spanId: match[3],
    traceFlags: parseInt(match[4], 16),
    isRemote: true,
    ...(carrier?.tracestate ? { traceState: createTraceState(carrier.tracestate) } : {}),
  };
  return isSpanContextValid(spanContext) ? spanContext : undefined;
}

/** A context whose parent span is the one the carrier names; ROOT_CONTEXT when it names none. */
export function contextOf(carrier: TraceCarrier | null | undefined): Context {
  const spanContext = spanContextOf(carrier);
  return spanContext ? trace.setSpanContext(ROOT_CONTEXT, spanContext) : ROOT_CONTEXT;
}

/** The columns of a task row that hold its carrier, as a row reads them. */
export function carrierOfRow(row: { traceparent?: string | null; tracestate?: string | null }): TraceCarrier {
  return {
    ...(row.traceparent ? { traceparent: row.traceparent } : {}),
    ...(row.tracestate ? { tracestate: row.tracestate } : {}),
  };
}

/** `{ traceId }` of the span active now, for a log line's bindings; empty when none is. */
export function traceFields(): { traceId?: string } {
  const spanContext = trace.getSpanContext(context.active());
  return names(spanContext) ? { traceId: spanContext.traceId } : {};
}
