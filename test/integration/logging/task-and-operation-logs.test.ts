import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { log, setRootLogger, type Logger } from '../../../src/logging/logger';
import { startQueueWorker } from '../../../src/tasks/task-worker';
import { TransientFailure } from '../../../src/tasks/task-errors';
import { findTask, insertTask, markSucceeded } from '../../../src/tasks/transitions';
import { IsolationGate } from '../../../src/worker-runtime/isolation-gate';
import { CreateNestDocument, NestDocument, TaskUpdatedDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { captureLogs, type LogLine } from '../../helpers/log-capture';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { codesOf, createNest, rawWsClient, requestIssuance, runRaw } from '../live/live-helpers';

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

  test("every line of a task's attempts carries its taskId, kind and attempt", async () => {
    const token = stack.token('log-user');
    const nest = dataOf(
      await gql(stack.url, CreateNestDocument, { input: { name: 'logs', address: '서울특별시 중구 로그로 1' } }, token),
    ).createNest;
    const queue = startQueueWorker(stack.app.queues, {
      queue: 'registry-analysis',
      concurrency: 1,
      policy: { maxRetries: 1, backoff: 'fixed', delayMs: 0 },
      deps: { db: stack.app.db, publisher: stack.app.publisher, workerId: 'w-logs', maxRedeliveries: 3 },
      dispatcher: stack.app.dispatcher,
      gate: new IsolationGate(),
      logger: captured.logger.child({ workerId: 'w-logs' }),
      handler: async (task, attempt) => {
        readSomething();
        if (attempt === 0) throw new TransientFailure('ANALYSIS_FAILED', 'the first attempt fails');
        await markSucceeded(stack.app.db, task.id, attempt);
      },
    });
    try {
      const task = await stack.app.dispatcher.dispatch(
        await insertTask(stack.app.db, { kind: 'REGISTRY_ANALYSIS', nestId: nest.id }),
      );
      await waitFor(
        'the task succeeds on its retry',
        async () => ((await findTask(stack.app.db, task.id))?.status === 'SUCCESS' ? true : undefined),
        15_000,
        50,
      );
      const mine = captured.lines.filter((l) => l['taskId'] === task.id);
      const attemptLines = mine.filter((l) => l['attempt'] !== undefined);
      assert.deepEqual(
        attemptLines.map((l) => [l.msg, l['attempt'], l['kind'], l['workerId'], l['queue']]),
        [
          ['attempt started', 0, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
          ['read the document', 0, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
          ['attempt failed; a retry is scheduled', 0, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
          ['attempt started', 1, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
          ['read the document', 1, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
          ['attempt succeeded', 1, 'REGISTRY_ANALYSIS', 'w-logs', 'registry-analysis'],
        ],
      );
      assert.equal(attemptLines[2]['outcome'], 'retry');
      assert.match(String((attemptLines[2]['err'] as { message: string }).message), /the first attempt fails/);
    } finally {
      await queue.close(2_000);
    }
  });

  test('one line per GraphQL operation: name, type, duration, outcome and user', async () => {
    const token = stack.token('log-reader');
    await gql(stack.url, NestDocument, { id: '00000000-0000-4000-8000-000000000000' }, token);
    await waitFor(
      'the operation line',
      async () => captured.lines.find((l) => l.msg === 'graphql operation' && l['operation'] === 'Nest'),
      5_000,
      20,
    );
    const line = captured.lines.find((l) => l.msg === 'graphql operation' && l['operation'] === 'Nest')!;
    assert.deepEqual(
      { ...line, ms: typeof line['ms'], time: undefined, pid: undefined, hostname: undefined },
      {
        level: 'info',
        msg: 'graphql operation',
        transport: 'http',
        operation: 'Nest',
        type: 'query',
        ms: 'number',
        outcome: 'error',
        errors: ['NOT_FOUND'],
        userId: 'log-reader',
        time: undefined,
        pid: undefined,
        hostname: undefined,
      },
    );
    assert.ok(!JSON.stringify(captured.lines).includes(token), 'the token is never logged');
  });

  /** One user's `graphql operation` lines of socket operations, without the fields that vary (`ms` only by its type). */
  function socketLinesOf(userId: string): Array<Record<string, unknown>> {
    return captured.lines
      .filter((l) => l.msg === 'graphql operation' && l['transport'] === 'ws' && l['userId'] === userId)
      .map(({ time: _time, pid: _pid, hostname: _hostname, level: _level, msg: _msg, ms, ...rest }: LogLine) => ({
        ...rest,
        ms: typeof ms,
      }));
  }

  test("over the socket: one line per query or refusal, and a subscription's start and end, with transport ws", async () => {
    const client = rawWsClient(stack.url, `Bearer ${stack.token('ws-reader')}`);
    try {
      const me = await runRaw(client, 'query Me { me { id } }', {});
      assert.deepEqual(me.results, [{ data: { me: { id: 'ws-reader' } } }]);
      const refused = await runRaw(client, NestDocument, {});
      assert.deepEqual(codesOf(refused), ['BAD_USER_INPUT']);
      await waitFor(
        'the two lines',
        async () => (socketLinesOf('ws-reader').length === 2 ? true : undefined),
        5_000,
        20,
      );
      assert.deepEqual(socketLinesOf('ws-reader'), [
        { transport: 'ws', operation: 'Me', type: 'query', ms: 'number', outcome: 'ok', userId: 'ws-reader' },
        {
          transport: 'ws',
          operation: 'Nest',
          type: 'query',
          ms: 'number',
          outcome: 'error',
          errors: ['BAD_USER_INPUT'],
          userId: 'ws-reader',
        },
      ]);
    } finally {
      await client.dispose();
    }
  });

  test('a subscription over the socket logs when it starts and when it ends, whether the client completes it or closes the socket', async () => {
    const token = stack.token('ws-watcher');
    const taskId = await requestIssuance(stack.url, token, await createNest(stack.url, token));
    const client = rawWsClient(stack.url, `Bearer ${token}`);
    const completed = await runRaw(client, TaskUpdatedDocument, { id: taskId }, (_snapshot, stop) => stop());
    assert.equal(completed.results.length, 1, 'the snapshot, then the client completes it');
    await waitFor(
      'the first subscription ends',
      async () => (socketLinesOf('ws-watcher').length === 2 ? true : undefined),
      5_000,
      20,
    );
    let pushed!: () => void;
    const snapshot = new Promise<void>((resolve) => {
      pushed = resolve;
    });
    client.subscribe(
      { query: 'subscription Watch($id: ID!) { taskUpdated(id: $id) { id } }', variables: { id: taskId } },
      { next: () => pushed(), error: () => undefined, complete: () => undefined },
    );
    await snapshot;
    await client.dispose();
    await waitFor(
      'the second subscription ends',
      async () => (socketLinesOf('ws-watcher').length === 4 ? true : undefined),
      5_000,
      20,
    );
    const subscription = { transport: 'ws', type: 'subscription', ms: 'number', userId: 'ws-watcher' };
    assert.deepEqual(socketLinesOf('ws-watcher'), [
      { ...subscription, operation: 'TaskUpdated', outcome: 'started' },
      { ...subscription, operation: 'TaskUpdated', outcome: 'ok' },
      { ...subscription, operation: 'Watch', outcome: 'started' },
      { ...subscription, operation: 'Watch', outcome: 'ok' },
    ]);
  });
});
