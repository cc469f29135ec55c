import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { log, setRootLogger, type Logger } from '../../../src/logging/logger';
import { startQueueWorker } from '../../../src/queue/task-worker';
import { TransientFailure } from '../../../src/tasks/task-errors';
import { findTask, insertTask, markSucceeded } from '../../../src/tasks/transitions';
import { IsolationGate } from '../../../src/worker-runtime/isolation-gate';
import { CreateNestDocument, NestDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { captureLogs } from '../../helpers/log-capture';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';

/** What a module deep in a handler does: logs with no logger passed to it. */
function readSomething(): void {
  log().info({ pages: 2 }, 'read the document');
}

describe('structured logs of a real attempt and a real GraphQL operation', () => {
  let stack: TestStack;
  let captured: ReturnType<typeof captureLogs>;
  let previous: Logger;

  before(async () => {
    captured = captureLogs('debug');
    previous = setRootLogger(captured.logger);
    stack = await TestStack.start();
  });
  after(async () => {
    await stack.close();
    setRootLogger(previous);
  });

  test('every line of a task\'s attempts carries its taskId, kind and attempt', async () => {
    const token = stack.token('log-user');
    const nest = dataOf(await gql(stack.url, CreateNestDocument, { input: { name: 'logs', address: '서울특별시 중구 로그로 1' } }, token)).createNest;
    const queue = startQueueWorker(stack.app.queues, {
      queue: 'registry-analysis', concurrency: 1, policy: { maxRetries: 1, backoff: 'fixed', delayMs: 0 },
      deps: { db: stack.app.db, publisher: stack.app.publisher, workerId: 'w-logs', maxRedeliveries: 3 },
      dispatcher: stack.app.dispatcher, gate: new IsolationGate(), logger: captured.logger.child({ workerId: 'w-logs' }),
      handler: async (task, attempt) => {
        readSomething();
        if (attempt === 0) throw new TransientFailure('ANALYSIS_FAILED', 'the first attempt fails');
        await markSucceeded(stack.app.db, task.id, attempt);
      },
    });
    try {
      const task = await stack.app.dispatcher.dispatch(await insertTask(stack.app.db, { kind: 'REGISTRY_ANALYSIS', nestId: nest.id }));
      await waitFor('the task succeeds on its retry', async () => ((await findTask(stack.app.db, task.id))?.status === 'SUCCESS' ? true : undefined), 15_000, 50);
      const mine = captured.lines.filter((l) => l['taskId'] === task.id);
      const attemptLines = mine.filter((l) => l['attempt'] !== undefined);
      assert.deepEqual(attemptLines.map((l) => [l.msg, l['attempt'], l['kind'], l['workerId'], l['queue']]), [
        ['attempt started', 0, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
        ['read the document', 0, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
        ['attempt failed; a retry is scheduled', 0, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
        ['attempt started', 1, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
        ['read the document', 1, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
        ['attempt succeeded', 1, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
      ]);
      assert.equal(attemptLines[2]!['outcome'], 'retry');
      assert.match(String((attemptLines[2]!['err'] as { message: string }).message), /the first attempt fails/);
    } finally {
      await queue.close(2_000);
    }
  });

  test('one line per GraphQL operation: name, type, duration, outcome and user', async () => {
    const token = stack.token('log-reader');
    await gql(stack.url, NestDocument, { id: '00000000-0000-4000-8000-000000000000' }, token);
    await waitFor('the operation line', async () => captured.lines.find((l) => l.msg === 'graphql operation' && l['operation'] === 'Nest'), 5_000, 20);
    const line = captured.lines.find((l) => l.msg === 'graphql operation' && l['operation'] === 'Nest')!;
    assert.deepEqual({ ...line, ms: typeof line['ms'], time: undefined, pid: undefined, hostname: undefined }, {
      level: 'info', msg: 'graphql operation', operation: 'Nest', type: 'query', ms: 'number', outcome: 'error', errors: ['NOT_FOUND'], userId: 'log-reader',
      time: undefined, pid: undefined, hostname: undefined,
    });
    assert.ok(!JSON.stringify(captured.lines).includes(token), 'the token is never logged');
  });
});
