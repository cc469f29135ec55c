import assert from 'node:assert/strict';
import { SpanKind } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { Database } from '../../../src/infra/database';
import { spanContextOf } from '../../../src/tracing/trace-context';
import { describeTrace, idOf, spanExporter, TraceView } from '../../helpers/tracing';
import { waitFor } from '../../helpers/wait-for';

/** The tasks one issuance request leads to: the issuance, its OCR task, the OCR task's analysis. */
export interface Pipeline {
  issuance: string;
  ocr: string;
  analysis: string;
}

/** Waits until the issuance, its OCR task and its analysis are SUCCESS; returns their ids. */
export async function waitForPipeline(db: Database, issuanceId: string, timeoutMs = 40_000): Promise<Pipeline> {
  return waitFor(
    'the issuance, its OCR task and its analysis SUCCESS',
    async () => {
      const { rows } = await db.query<{ id: string; kind: string; status: string; parent_id: string | null }>(
        `with recursive chain as (select id, kind, status, parent_id from tasks where id = $1
         union all select t.id, t.kind, t.status, t.parent_id from tasks t join chain c on t.parent_id = c.id)
       select * from chain`,
        [issuanceId],
      );
      const of = (kind: string) => rows.find((r) => r.kind === kind);
      const [issuance, ocr, analysis] = [of('REGISTRY_ISSUANCE'), of('OCR'), of('REGISTRY_ANALYSIS')];
      const failed = rows.find((r) => r.status === 'FAILED');
      if (failed) throw new Error(`task ${failed.id} (${failed.kind}) FAILED`);
      return rows.length === 3 && rows.every((r) => r.status === 'SUCCESS')
        ? { issuance: issuance!.id, ocr: ocr!.id, analysis: analysis!.id }
        : undefined;
    },
    timeoutMs,
    100,
  );
}

/** The trace id and parent span id a task row's `traceparent` names. */
export async function rowTraceOf(db: Database, taskId: string): Promise<{ traceId: string; spanId: string }> {
  const { rows } = await db.query<{ traceparent: string | null; tracestate: string | null }>(
    'select traceparent, tracestate from tasks where id = $1',
    [taskId],
  );
  const spanContext = spanContextOf({ traceparent: rows[0]?.traceparent ?? undefined });
  assert.ok(spanContext, `task ${taskId} has a traceparent (${rows[0]?.traceparent})`);
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}

/**
 * The trace, once its every span has ended: the attempt that ran the analysis last, and no span
 * whose parent is still open (a superseded attempt finishing late, say).
 */
export async function settledTrace(traceId: string): Promise<TraceView> {
  return waitFor(
    'every span of the trace ended',
    async () => {
      const view = new TraceView(traceId);
      const analysed =
        view.named('attempt REGISTRY_ANALYSIS', (s) => s.attributes['doongzi.outcome'] === 'success').length === 1;
      return analysed && view.orphans().length === 0 ? view : undefined;
    },
    15_000,
    50,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${describeTrace(traceId)}`);
  });
}

export interface PipelineSpans {
  root: ReadableSpan;
  issuanceAttempt: ReadableSpan;
  ocrAttempt: ReadableSpan;
  analysisAttempt: ReadableSpan;
}

/**
 * What every issuance's trace holds, wherever its job came from: the request's HTTP span at the
 * root; each task's successful attempt (its delivery's span) under the `send` that queued the job
 * it ran; the office call and the upload in the issuance's attempt; the OCR task
 * queued from that attempt, its pages read in its attempt; the analysis queued from the OCR
 * attempt; and the publishes of each step under the step.
 */
export function assertPipelineTrace(view: TraceView, pipeline: Pipeline): PipelineSpans {
  const tree = describeTrace(view.traceId);
  const root = view.one('POST /graphql');
  assert.equal(root.kind, SpanKind.SERVER, tree);
  assert.equal(root.parentSpanContext, undefined, `the HTTP request is the root\n${tree}`);
  assert.deepEqual(
    view.orphans().map((s) => s.name),
    [],
    `every span's parent is in the trace\n${tree}`,
  );

  const attempt = (kind: string, taskId: string, queue: string): ReadableSpan => {
    const span = view.one(`attempt ${kind}`, (s) => s.attributes['doongzi.outcome'] === 'success');
    assert.equal(span.attributes['doongzi.task.id'], taskId, tree);
    assert.equal(span.kind, SpanKind.CONSUMER, 'an attempt is the span of the delivery that ran it');
    const send = view.parentOf(span);
    assert.equal(send?.name, `send ${queue}`, `the delivery continues the send of its job\n${tree}`);
    assert.equal(send.kind, SpanKind.PRODUCER);
    assert.ok(view.isUnder(span, root), `under the request\n${tree}`);
    // Its PROCESSING is published in the background: an event on the attempt's span.
    const own = span.events
      .filter((e) => e.name === 'publish transitions')
      .map((e) => String(e.attributes?.['doongzi.transitions']));
    assert.ok(
      own.some((t) => t.includes(`${taskId} `) && t.endsWith('PROCESSING')),
      `the attempt publishes its PROCESSING (${own.join('; ')})\n${tree}`,
    );
    return span;
  };

  const issuanceAttempt = attempt('REGISTRY_ISSUANCE', pipeline.issuance, 'issuance');
  const office = view
    .named('registry office issue')
    .concat(view.named('registry office findReceipt'))
    .filter((s) => view.isUnder(s, issuanceAttempt));
  assert.ok(office.length >= 1, `the office call is in the issuance's attempt\n${tree}`);
  assert.ok(office.every((s) => s.kind === SpanKind.CLIENT));
  assert.equal(
    view.named('storage upload', (s) => view.isUnder(s, issuanceAttempt)).length,
    1,
    `the upload is in the issuance's attempt\n${tree}`,
  );

  const ocrAttempt = attempt('OCR', pipeline.ocr, 'ocr');
  assert.ok(view.isUnder(ocrAttempt, issuanceAttempt), `the OCR task is a child of the issuance's attempt\n${tree}`);
  const read = view.one('ocr read', (s) => view.isUnder(s, ocrAttempt));
  const pages = view.named('ocr page', (s) => view.parentOf(s) === read);
  assert.ok(pages.length >= 1 && pages.length === read.attributes['doongzi.ocr.pages'], `one span per page\n${tree}`);

  const analysisAttempt = attempt('REGISTRY_ANALYSIS', pipeline.analysis, 'registry-analysis');
  assert.ok(view.isUnder(analysisAttempt, ocrAttempt), `the analysis task is a child of the OCR attempt\n${tree}`);
  assert.equal(view.named('registry analysis', (s) => view.parentOf(s) === analysisAttempt).length, 1, tree);

  // The publishes: the API's (PENDING), and each attempt's own (its SUCCESS, the next task's PENDING).
  const publishes = view.named('publish transitions');
  assert.ok(
    publishes.some((p) => view.isUnder(p, root) && !view.ancestorsOf(p).some((a) => a.kind === SpanKind.CONSUMER)),
    `the request publishes\n${tree}`,
  );
  assert.ok(
    publishes.some((p) => view.parentOf(p) === issuanceAttempt),
    `the issuance publishes its SUCCESS and the OCR task's PENDING, and waits\n${tree}`,
  );
  assert.ok(
    publishes.some((p) => view.parentOf(p) === ocrAttempt),
    `the OCR task publishes its SUCCESS and the analysis's PENDING, and waits\n${tree}`,
  );
  assert.ok(
    publishedIn(view, analysisAttempt).some((t) => t.includes(`${pipeline.analysis} `) && t.endsWith('SUCCESS')),
    `the analysis publishes its SUCCESS\n${tree}`,
  );
  return { root, issuanceAttempt, ocrAttempt, analysisAttempt };
}

/**
 * What `step` and the spans under it published: a `publish transitions` span's transitions, or a
 * background publish's, an event on the span it was made in.
 */
export function publishedIn(view: TraceView, step: ReadableSpan): string[] {
  const spans = [step, ...view.spans.filter((s) => view.isUnder(s, step))];
  return spans.flatMap((s) => [
    ...(s.name === 'publish transitions' ? (s.attributes['doongzi.transitions'] as string[]) : []),
    ...s.events
      .filter((e) => e.name === 'publish transitions')
      .flatMap((e) => e.attributes?.['doongzi.transitions'] as string[]),
  ]);
}

/** Spans that published: a `publish transitions` span, or one that carries a background publish as an event. */
export function publishers(view: TraceView): Set<string> {
  return new Set(
    view.spans
      .filter((s) => s.name === 'publish transitions' || s.events.some((e) => e.name === 'publish transitions'))
      .map(idOf),
  );
}

/** The rows' trace contexts: each task's names the span it was created in. */
export async function assertRowsNameTheirCause(
  db: Database,
  view: TraceView,
  pipeline: Pipeline,
  spans: PipelineSpans,
): Promise<void> {
  const tree = describeTrace(view.traceId);
  const issuanceRow = await rowTraceOf(db, pipeline.issuance);
  assert.equal(issuanceRow.traceId, view.traceId);
  const creator = view.spans.find((s) => idOf(s) === issuanceRow.spanId);
  assert.ok(creator && view.isUnder(creator, spans.root), `the issuance row names a span of the request\n${tree}`);
  assert.deepEqual(await rowTraceOf(db, pipeline.ocr), { traceId: view.traceId, spanId: idOf(spans.issuanceAttempt) });
  assert.deepEqual(await rowTraceOf(db, pipeline.analysis), { traceId: view.traceId, spanId: idOf(spans.ocrAttempt) });
}

/** Every span, in any trace, whose attributes mention `text`. */
export function spansMentioning(text: string): string[] {
  return spanExporter
    .getFinishedSpans()
    .filter((s) => JSON.stringify(s.attributes).includes(text) || JSON.stringify(s.events).includes(text))
    .map((s) => s.name);
}
