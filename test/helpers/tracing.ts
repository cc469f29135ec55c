import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { parseEnv } from '../../src/config/env';
import { startTracing } from '../../src/tracing/tracing';

/**
 * Tracing in the test's own process, every span kept in memory. Import this module first in a test
 * file: the instrumentations must patch http, graphql, pg and ioredis before anything loads them.
 * The API, the in-process workers, the reaper and the office simulator all report here.
 */
export const spanExporter = new InMemorySpanExporter();
startTracing(parseEnv({}), 'test', { spanProcessors: [new SimpleSpanProcessor(spanExporter)] });

export const idOf = (span: ReadableSpan): string => span.spanContext().spanId;
export const traceOf = (span: ReadableSpan): string => span.spanContext().traceId;

/** The ended spans of one trace, in the order they ended. */
export function spansOfTrace(traceId: string): ReadableSpan[] {
  return spanExporter.getFinishedSpans().filter((s) => traceOf(s) === traceId);
}

/** The trace as an indented tree (name, span id, the attributes that tell tasks apart), for assertion messages. */
export function describeTrace(traceId: string): string {
  const spans = spansOfTrace(traceId);
  const ids = new Set(spans.map(idOf));
  const children = new Map<string | undefined, ReadableSpan[]>();
  for (const span of spans) {
    const parent = span.parentSpanContext?.spanId;
    const key = parent && ids.has(parent) ? parent : undefined;
    children.set(key, [...(children.get(key) ?? []), span]);
  }
  const lines: string[] = [];
  const walk = (span: ReadableSpan, depth: number): void => {
    const note = ['doongzi.attempt', 'doongzi.delivery', 'doongzi.outcome']
      .map((k) => span.attributes[k])
      .filter((v) => v !== undefined)
      .join(' ');
    lines.push(
      `${'  '.repeat(depth)}${span.name} [${idOf(span)}${span.parentSpanContext && !ids.has(span.parentSpanContext.spanId) ? ` parent ${span.parentSpanContext.spanId} not exported` : ''}]${note ? ` ${note}` : ''}`,
    );
    for (const child of children.get(idOf(span)) ?? []) walk(child, depth + 1);
  };
  for (const root of children.get(undefined) ?? []) walk(root, 0);
  return lines.join('\n');
}

/** A view of one trace for assertions: spans by name, parents and ancestors. */
export class TraceView {
  readonly spans: ReadableSpan[];
  private readonly byId: Map<string, ReadableSpan>;

  constructor(readonly traceId: string) {
    this.spans = spansOfTrace(traceId);
    this.byId = new Map(this.spans.map((s) => [idOf(s), s]));
  }

  named(name: string, where: (span: ReadableSpan) => boolean = () => true): ReadableSpan[] {
    return this.spans.filter((s) => s.name === name && where(s));
  }

  /** The one span of that name (and condition); throws with the tree when there is not exactly one. */
  one(name: string, where: (span: ReadableSpan) => boolean = () => true): ReadableSpan {
    const found = this.named(name, where);
    if (found.length !== 1)
      throw new Error(`expected one span "${name}", found ${found.length}:\n${describeTrace(this.traceId)}`);
    return found[0];
  }

  parentOf(span: ReadableSpan): ReadableSpan | undefined {
    const id = span.parentSpanContext?.spanId;
    return id ? this.byId.get(id) : undefined;
  }

  /** Parent, grandparent, … up to the root (or the first parent not exported). */
  ancestorsOf(span: ReadableSpan): ReadableSpan[] {
    const out: ReadableSpan[] = [];
    for (let at = this.parentOf(span); at; at = this.parentOf(at)) out.push(at);
    return out;
  }

  isUnder(span: ReadableSpan, ancestor: ReadableSpan): boolean {
    return this.ancestorsOf(span).some((a) => idOf(a) === idOf(ancestor));
  }

  /** Spans whose parent is named but was never exported (a broken chain). */
  orphans(): ReadableSpan[] {
    return this.spans.filter((s) => s.parentSpanContext && !this.byId.has(s.parentSpanContext.spanId));
  }
}

/** The trace of the GraphQL operation `name` (its `graphql.execute` span), the last one if several ran. */
export function traceOfOperation(name: string): string | undefined {
  const executes = spanExporter
    .getFinishedSpans()
    .filter((s) => s.name.startsWith('query') || s.name.startsWith('mutation') || s.name === 'graphql.execute')
    .filter((s) => s.attributes['graphql.operation.name'] === name);
  const last = executes.at(-1);
  return last ? traceOf(last) : undefined;
}
