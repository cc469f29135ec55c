import {
  context,
  INVALID_SPAN_CONTEXT,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { redactSecrets } from '../logging/redaction';

export { SpanKind, SpanStatusCode, type Span };

/**
 * The project's own spans, on @opentelemetry/api alone. While tracing is off (the default) every
 * helper runs its function as it is, behind one boolean: no span object, no context switch.
 */
const tracer = trace.getTracer('doongzi');
let enabled = false;

/** Called by startTracing once an SDK is registered; never turned off again in a process. */
export function markTracingEnabled(): void {
  enabled = true;
}

export function isTracingEnabled(): boolean {
  return enabled;
}

export interface SpanSettings {
  kind?: SpanKind;
  /** A function is called only when the span is made: hot paths build nothing while tracing is off. */
  attributes?: Attributes | (() => Attributes);
  links?: Link[];
  /** The parent; default the context active now. */
  parent?: Context;
  /** An explicit start (a page OCR reported after it was read). */
  startTime?: number;
}

/** Whether a span is active now: a child span of it would join a trace. */
export function hasActiveSpan(): boolean {
  return enabled && trace.getSpan(context.active()) !== undefined;
}

/**
 * Runs `fn` inside a new span, active for everything `fn` awaits or schedules, and ends it when
 * `fn` settles. A throw is recorded on the span (its message redacted as a log line's is: a span
 * leaves the process as freely as a log line) and marks it ERROR, then goes on to the caller.
 */
export function inSpan<T>(name: string, settings: SpanSettings, fn: (span: Span) => Promise<T>): Promise<T> {
  return enabled ? traced(name, settings, fn) : fn(NO_SPAN);
}

async function traced<T>(name: string, settings: SpanSettings, fn: (span: Span) => Promise<T>): Promise<T> {
  const parent = settings.parent ?? context.active();
  const attributes = typeof settings.attributes === 'function' ? settings.attributes() : settings.attributes;
  const span = tracer.startSpan(
    name,
    { kind: settings.kind, attributes, links: settings.links, startTime: settings.startTime },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/**
 * As {@link inSpan}, but only inside a trace: with no span active, `fn` runs as it is. For work
 * that means something only as a step of a request or a task (an enqueue, a publish), so that
 * what runs outside one (a reaper closure, a heartbeat) starts no trace of its own.
 */
export function inChildSpan<T>(
  name: string,
  settings: Omit<SpanSettings, 'parent'>,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return hasActiveSpan() ? traced(name, settings, fn) : fn(NO_SPAN);
}

/** Adds an event to the span active now (a moment in it, cheaper than a span of its own); nothing when none is. */
export function addEventToActiveSpan(name: string, attributes: Attributes): void {
  if (enabled) trace.getSpan(context.active())?.addEvent(name, attributes);
}

/** A span already over (a step measured elsewhere), under `parent`: started at `startTime`, ended now. */
export function recordSpan(name: string, settings: SpanSettings & { startTime: number }): void {
  if (!enabled) return;
  const attributes = typeof settings.attributes === 'function' ? settings.attributes() : settings.attributes;
  tracer
    .startSpan(
      name,
      { kind: settings.kind, attributes, startTime: settings.startTime },
      settings.parent ?? context.active(),
    )
    .end();
}

/**
 * Runs `fn` outside any trace: bookkeeping a request or task does on the side (a metrics counter)
 * is no step of it, and its Redis commands would only crowd the trace.
 */
export function outsideTraces<T>(fn: () => T): T {
  return enabled ? context.with(ROOT_CONTEXT, fn) : fn();
}

/** Records `error` on `span` (redacted) and marks it ERROR. */
export function markFailed(span: Span, error: unknown): void {
  if (!span.isRecording()) return;
  const message = redactSecrets(error instanceof Error ? error.message : String(error));
  span.recordException({
    name: error instanceof Error ? error.name : 'Error',
    message,
    stack: error instanceof Error && error.stack ? redactSecrets(error.stack) : undefined,
  });
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}

/** What `fn` gets while tracing is off: records nothing. */
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
