// First: tracing must patch http, graphql, pg and ioredis before anything loads them.
import { describeTrace, spanExporter } from '../../helpers/tracing';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { NestTaskUpdatedDocument } from '../../__generated__/operations';
import { TestStack } from '../../helpers/test-stack';
import { createNest, rawWsClient, requestIssuance, runRaw } from '../live/live-helpers';
import {
  assertPipelineTrace,
  assertRowsNameTheirCause,
  publishers,
  rowTraceOf,
  settledTrace,
  waitForPipeline,
} from './trace-assertions';

/**
 * Tracing end to end, in one process (API, workers, office simulator), spans kept in memory: one
 * requestRegistryIssuance is one trace, from the HTTP request through the issuance, its OCR task
 * and their analysis, and a subscription's deliveries link to the publishes they carry.
 */
describe('one requestRegistryIssuance is one trace', () => {
  let stack: TestStack;
  before(async () => {
    // A stall window well above the first certificate's rendering (the simulator runs in this
    // process): no redelivery here, which recovery-trace.test.ts makes on purpose.
    stack = await TestStack.start({
      workerQueues: ['issuance', 'ocr', 'registry-analysis'],
      env: { STALL_INTERVAL_MS: '5000' },
    });
  });
  after(() => stack.close());

  test('the HTTP request, the enqueue, the issuance attempt with the office call and the upload, the OCR task, the analysis task and the publishes, each under its cause', async () => {
    const token = stack.token('trace-user');
    const nestId = await createNest(stack.url, token);
    // Watching the nest live, so its deliveries can be followed to the publishes.
    const watcher = rawWsClient(stack.url, `Bearer ${token}`);
    let analysed!: () => void;
    const done = new Promise<void>((resolve) => {
      analysed = resolve;
    });
    const watching = runRaw(watcher, NestTaskUpdatedDocument, { nestId }, (result, stop) => {
      const task = (result.data as { nestTaskUpdated?: { kind: string; status: string } } | undefined)?.nestTaskUpdated;
      if (task?.kind === 'REGISTRY_ANALYSIS' && task.status === 'SUCCESS') {
        stop();
        analysed();
      }
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription's SUBSCRIBE confirmed
      const issuanceId = await requestIssuance(stack.url, token, nestId);
      const pipeline = await waitForPipeline(stack.app.db, issuanceId);
      await done;
      await watching;

      const { traceId } = await rowTraceOf(stack.app.db, issuanceId);
      const view = await settledTrace(traceId);
      const spans = assertPipelineTrace(view, pipeline);
      await assertRowsNameTheirCause(stack.app.db, view, pipeline, spans);

      // No redelivery here: the job the API sent is the one the issuance ran.
      const apiSend = view.one('send issuance');
      assert.ok(
        view.isUnder(apiSend, spans.root) && !view.ancestorsOf(apiSend).some((s) => s.kind === SpanKind.CONSUMER),
        describeTrace(traceId),
      );

      // Each delivery to the subscription is a span of its own, linked to the publish it carried
      // (its span, or for a background publish the span it was made in).
      const publishes = publishers(view);
      const deliveries = spanExporter
        .getFinishedSpans()
        .filter((s) => s.name === 'deliver nestTaskUpdated' && s.links.some((l) => l.context.traceId === traceId));
      assert.ok(
        deliveries.length >= 6,
        `the deliveries of PENDING, PROCESSING and SUCCESS of three tasks (${deliveries.length})`,
      );
      for (const delivery of deliveries) {
        assert.equal(delivery.kind, SpanKind.CONSUMER);
        assert.equal(
          delivery.parentSpanContext,
          undefined,
          "a delivery is no child of the task's trace, only linked to it",
        );
        assert.ok(
          delivery.links.every((l) => publishes.has(l.context.spanId)),
          'linked to a publish of the trace',
        );
      }
    } finally {
      await watcher.dispose();
    }
  });
});
