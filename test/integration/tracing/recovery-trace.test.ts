// First: tracing must patch http, graphql, pg and ioredis before anything loads them.
import { describeTrace, idOf } from '../../helpers/tracing';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { startReaper } from '../../../src/main/create-reaper';
import { startWorkers, type WorkerProcess } from '../../../src/main/create-workers';
import { HANDLERS } from '../../../workers/handlers';
import { captureLogs } from '../../helpers/log-capture';
import { exited, TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNest, requestIssuance } from '../live/live-helpers';
import {
  assertPipelineTrace,
  assertRowsNameTheirCause,
  rowTraceOf,
  settledTrace,
  waitForPipeline,
} from './trace-assertions';

/**
 * The trace survives what the system recovers from: the job's payload carries it into a
 * redelivery, and the task row into the job the reaper re-sends after Redis lost the first. The
 * issuance queue has no worker in this process until the test starts one; the OCR and analysis
 * workers run here from the start.
 */
describe('a worker killed after the charge', () => {
  let stack: TestStack;
  let rescuer: WorkerProcess | undefined;
  before(async () => {
    stack = await TestStack.start({ workerQueues: ['ocr', 'registry-analysis'] });
  });
  after(async () => {
    await rescuer?.close(2_000);
    await stack.close();
  });

  test("the redelivery continues the request's trace: the delivery that finds the worker lost, the isolated job it sends, the attempt that finishes", async () => {
    // A worker process of its own, untraced, that SIGKILLs itself once the office has charged.
    const doomed = stack.spawnWorker({ WORKER_QUEUES: 'issuance', CHAOS_KILL_AT: 'after-charge' });
    await waitFor(
      'the doomed worker consumes',
      async () => (doomed.output.join('').includes('consuming') ? true : undefined),
      30_000,
    );
    const token = stack.token('trace-crash');
    const issuanceId = await requestIssuance(stack.url, token, await createNest(stack.url, token));
    const death = await exited(doomed);
    assert.equal(death.signal, 'SIGKILL', doomed.output.join(''));
    assert.equal(stack.simulator.charges().byKey[issuanceId], 1, 'charged before the kill');

    // Bee-Queue's stall check, run by this worker, redelivers the dead worker's job.
    rescuer = await startWorkers(stack.app, ['issuance'], HANDLERS);
    const pipeline = await waitForPipeline(stack.app.db, issuanceId);
    const { traceId } = await rowTraceOf(stack.app.db, issuanceId);
    const view = await settledTrace(traceId);
    const tree = describeTrace(traceId);
    const spans = assertPipelineTrace(view, pipeline);
    await assertRowsNameTheirCause(stack.app.db, view, pipeline, spans);

    // The API's send; the redelivery of that job (same payload) under it, which isolates the task;
    // the isolated job sent from that delivery; the attempt that ran it.
    const apiSend = view.one('send issuance', (s) => !view.ancestorsOf(s).some((a) => a.kind === SpanKind.CONSUMER));
    const redelivery = view.one('process issuance', (s) => s.attributes['doongzi.delivery'] === 'isolated');
    assert.equal(view.parentOf(redelivery), apiSend, `the redelivery continues the API's send\n${tree}`);
    const isolatedSend = view.one('send issuance', (s) => view.parentOf(s) === redelivery);
    assert.match(String(isolatedSend.attributes['messaging.message.id']), /:isolated:1$/);
    assert.equal(
      view.parentOf(spans.issuanceAttempt),
      isolatedSend,
      `the successful attempt ran the isolated job\n${tree}`,
    );
    assert.equal(spans.issuanceAttempt.attributes['doongzi.attempt'], 1);
    assert.equal(stack.simulator.charges().byKey[issuanceId], 1, 'no second charge');
  });
});

describe('a job Redis lost', () => {
  let stack: TestStack;
  let worker: WorkerProcess | undefined;
  before(async () => {
    stack = await TestStack.start({ workerQueues: ['ocr', 'registry-analysis'] });
  });
  after(async () => {
    await worker?.close(2_000);
    await stack.close();
  });

  test('the reaper re-sends it inside the trace its row was created in, and the worker continues that trace', async () => {
    const token = stack.token('trace-lost');
    const issuanceId = await requestIssuance(stack.url, token, await createNest(stack.url, token));
    // Redis forgets the job (a flush, a failover without persistence): its hash entry and its place in line.
    const prefix = `${stack.env.QUEUE_PREFIX}:issuance`;
    await stack.app.redis.hdel(`${prefix}:jobs`, issuanceId);
    await stack.app.redis.lrem(`${prefix}:waiting`, 0, issuanceId);
    assert.equal(await stack.app.queues.hasJob('issuance', issuanceId), false);

    // The reaper leaves a PENDING row alone for 2 s after its creation (its dispatch may be under way).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const reaper = startReaper(stack.app, { schedule: false, logger: captureLogs().logger });
    try {
      const tick = await reaper.tick();
      assert.equal(tick?.redispatched, 1);
    } finally {
      await reaper.stop();
    }
    worker = await startWorkers(stack.app, ['issuance'], HANDLERS);
    const pipeline = await waitForPipeline(stack.app.db, issuanceId);
    const row = await rowTraceOf(stack.app.db, issuanceId);
    const view = await settledTrace(row.traceId);
    const tree = describeTrace(row.traceId);
    const spans = assertPipelineTrace(view, pipeline);
    await assertRowsNameTheirCause(stack.app.db, view, pipeline, spans);

    // The re-send is a child of the span the row names; the job it sent is the one that ran.
    const resend = view.one('reaper re-send');
    assert.equal(
      resend.parentSpanContext?.spanId,
      row.spanId,
      `the re-send continues the row's trace context\n${tree}`,
    );
    assert.equal(resend.attributes['doongzi.reaper.pass'], 'redispatch');
    const send = view.one('send issuance', (s) => view.parentOf(s) === resend);
    assert.equal(view.parentOf(spans.issuanceAttempt), send, `the attempt ran the re-sent job\n${tree}`);
    // The API's own send is still there, with no delivery: its job was lost.
    const lost = view.one('send issuance', (s) => idOf(s) !== idOf(send));
    assert.ok(
      view.isUnder(lost, spans.root) &&
        !view.spans.some((s) => view.parentOf(s) === lost && s.kind === SpanKind.CONSUMER),
      tree,
    );
  });
});
