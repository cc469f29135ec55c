import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TraceFlags } from '@opentelemetry/api';
import { parseEnv } from '../../../src/config/env';
import { jobPayloadSchema } from '../../../src/queue/job-payload';
import { decodeTaskMessageWithTrace, encodeTaskMessage } from '../../../src/tasks/task-channels';
import type { TaskRow } from '../../../src/tasks/task.types';
import { inChildSpan, inSpan, isTracingEnabled } from '../../../src/tracing/spans';
import { activeCarrier, carrierOf, contextOf, spanContextOf, traceFields } from '../../../src/tracing/trace-context';
import { startTracing, tracingWanted } from '../../../src/tracing/tracing';

const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('tracing is off unless the OTEL_* variables ask for it', () => {
  test('the rule', () => {
    assert.equal(tracingWanted({}), false);
    assert.equal(tracingWanted({ OTEL_SERVICE_NAME: 'doongzi-api' }), false, 'a name alone turns nothing on');
    assert.equal(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' }), true);
    assert.equal(tracingWanted({ OTEL_TRACES_EXPORTER: 'console' }), true);
    assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }), true);
    assert.equal(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces' }), true);
    assert.equal(
      tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_EXPORTER: 'none' }),
      false,
    );
    assert.equal(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'TRUE' }), false);
    assert.throws(() => parseEnv({ OTEL_TRACES_EXPORTER: 'jaeger' }), /OTEL_TRACES_EXPORTER/);
  });

  test('off: no SDK is loaded, spans are no-ops, and rows, jobs and messages carry nothing', async () => {
    assert.equal(startTracing(parseEnv({}), 'test'), false);
    assert.equal(isTracingEnabled(), false);
    let ran = 0;
    const value = await inSpan('work', {}, async (span) => {
      ran++;
      assert.equal(span.isRecording(), false);
      assert.deepEqual(activeCarrier(), {});
      assert.deepEqual(traceFields(), {});
      return inChildSpan('step', {}, async () => 42);
    });
    assert.equal(value, 42);
    assert.equal(ran, 1);
    await assert.rejects(
      inSpan('failing', {}, async () => {
        throw new Error('boom');
      }),
      /boom/,
    );
    const loaded = Object.keys(require.cache).filter((path) => /@opentelemetry[\\/](sdk-|instrumentation)/.test(path));
    assert.deepEqual(loaded, [], 'the SDK and the instrumentations stay unloaded');

    const row = { id: 'a', nestId: 'n', version: 1 } as TaskRow;
    assert.equal(encodeTaskMessage(row, activeCarrier()), JSON.stringify(row), 'the published message is as before');
  });
});

describe('the W3C context a row, a job and a message carry', () => {
  test('written and read back', () => {
    const spanContext = spanContextOf({ traceparent: TRACEPARENT, tracestate: 'vendor=x,other=y' })!;
    assert.equal(spanContext.traceId, '0af7651916cd43dd8448eb211c80319c');
    assert.equal(spanContext.spanId, 'b7ad6b7169203331');
    assert.equal(spanContext.traceFlags, TraceFlags.SAMPLED);
    assert.equal(spanContext.isRemote, true);
    assert.deepEqual(carrierOf(spanContext), { traceparent: TRACEPARENT, tracestate: 'vendor=x,other=y' });
    assert.equal(contextOf({ traceparent: TRACEPARENT }) !== contextOf({}), true);
  });

  test('anything malformed names no parent', () => {
    for (const traceparent of [
      '',
      'garbage',
      '00-00000000000000000000000000000000-b7ad6b7169203331-01',
      '00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01',
      'ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      `${TRACEPARENT}-extra`,
      '00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01',
    ]) {
      assert.equal(spanContextOf({ traceparent }), undefined, traceparent);
    }
    assert.ok(
      spanContextOf({ traceparent: `01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-future` }),
      'a later version may add fields',
    );
  });

  test('a job payload and a published message keep it; old ones without it still read', () => {
    const taskId = '6f1c1f1e-2b7a-4d0e-9a53-1f0c2b9d7e11';
    assert.deepEqual(jobPayloadSchema.parse({ taskId, traceparent: TRACEPARENT }), {
      taskId,
      traceparent: TRACEPARENT,
    });
    assert.deepEqual(jobPayloadSchema.parse({ taskId }), { taskId });
    const row = { id: 'a', nestId: 'n', version: 2, createdAt: new Date('2026-12-02T00:00:00Z') } as TaskRow;
    const traced = decodeTaskMessageWithTrace(encodeTaskMessage(row, { traceparent: TRACEPARENT }));
    assert.deepEqual(traced.trace, { traceparent: TRACEPARENT });
    assert.deepEqual(traced.row, row, 'the row comes back without the trace fields');
    assert.deepEqual(decodeTaskMessageWithTrace(encodeTaskMessage(row)).trace, {});
  });
});
