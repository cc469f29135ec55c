// First: tracing must patch http, graphql, pg and ioredis before anything loads them.
import '../../helpers/tracing';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { mintToken } from '../../../src/auth/jwt';
import { setRootLogger, type Logger } from '../../../src/logging/logger';
import { NestDocument, TaskDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { captureLogs } from '../../helpers/log-capture';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNest, requestIssuance } from '../live/live-helpers';
import { rowTraceOf, spansMentioning, waitForPipeline } from './trace-assertions';

/**
 * With tracing on, every line a task's attempts log carries the task's id and its trace's id, so
 * an operator goes from a log line to the trace and back; and neither a line nor a span carries a
 * bearer token or a presigned URL, though the run handles both.
 */
describe('log lines of a traced request and its tasks', () => {
  let stack: TestStack;
  let captured: ReturnType<typeof captureLogs>;
  let previous: Logger;

  before(async () => {
    captured = captureLogs('debug');
    previous = setRootLogger(captured.logger);
    stack = await TestStack.start({
      workerQueues: ['issuance', 'ocr', 'registry-analysis'],
      env: { STALL_INTERVAL_MS: '5000' },
    });
  });
  after(async () => {
    await stack.close();
    setRootLogger(previous);
  });

  test("each task's lines carry its taskId and the request's traceId; no line carries a token or a presigned URL", async () => {
    const token = stack.token('log-trace-user');
    const nestId = await createNest(stack.url, token);
    const pipeline = await waitForPipeline(stack.app.db, await requestIssuance(stack.url, token, nestId));
    const { traceId } = await rowTraceOf(stack.app.db, pipeline.issuance);

    // Every line logged in each task's attempts: its taskId, the one trace, and the attempt's own lines among them.
    await waitFor(
      "the analysis attempt's last line",
      async () =>
        captured.lines.some((l) => l['taskId'] === pipeline.analysis && l.msg === 'attempt succeeded')
          ? true
          : undefined,
      5_000,
      20,
    );
    for (const [kind, taskId] of Object.entries(pipeline)) {
      const lines = captured.lines.filter((l) => l['taskId'] === taskId);
      assert.ok(
        lines.some((l) => l.msg === 'attempt started') && lines.some((l) => l.msg === 'attempt succeeded'),
        `${kind}: ${lines.map((l) => l.msg).join(', ')}`,
      );
      assert.deepEqual(
        lines.filter((l) => l['traceId'] !== traceId).map((l) => l.msg),
        [],
        `${kind}: every line carries the trace id`,
      );
    }
    assert.ok(
      captured.lines.some((l) => l['taskId'] === pipeline.ocr && l.msg === 'OCR text extracted'),
      'a line a module deep in the handler wrote',
    );
    const request = captured.lines.find(
      (l) => l.msg === 'graphql operation' && l['operation'] === 'RequestRegistryIssuance',
    );
    assert.equal(request?.['traceId'], traceId, "the request's operation line too");

    // A presigned URL handed out, and a refused token, in the same run.
    const issued = dataOf(await gql(stack.url, TaskDocument, { id: pipeline.issuance }, token)).task;
    const url = (issued as { file?: { url: string } | null }).file?.url ?? '';
    const signature = /X-Amz-Signature=([0-9a-f]+)/.exec(url)?.[1];
    assert.ok(signature, `a presigned URL: ${url.replace(/\?.*/, '?…')}`);
    const forged = mintToken('intruder', 'not-the-secret-of-this-test-stack', 3600);
    const refused = await gql(stack.url, NestDocument, { id: nestId }, forged);
    assert.equal(refused.errors?.[0]?.extensions?.['code'], 'UNAUTHENTICATED');
    await waitFor(
      "the presigning operation's line",
      async () =>
        captured.lines.some((l) => l.msg === 'graphql operation' && l['operation'] === 'Task') ? true : undefined,
      5_000,
      20,
    );

    const text = captured.text();
    for (const [what, secret] of [
      ['the bearer token', token],
      ['the forged token', forged],
      ['the presigned URL', url],
      ['its signature', signature],
    ] as const) {
      assert.ok(!text.includes(secret), `no log line carries ${what}`);
      assert.deepEqual(spansMentioning(secret), [], `no span carries ${what}`);
    }
  });
});
