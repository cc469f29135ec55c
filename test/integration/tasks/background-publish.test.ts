import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import Redis from 'ioredis';
import { taskChannels } from '../../../src/tasks/task-channels';
import { TaskEventsPublisher } from '../../../src/tasks/task-events.publisher';
import type { TaskRow } from '../../../src/tasks/task.types';
import { waitFor } from '../../helpers/wait-for';
import { captureLogs } from '../../helpers/log-capture';
import { setRootLogger } from '../../../src/logging/logger';

const row = (id: string, nestId: string, version: number, status: TaskRow['status']): TaskRow =>
  ({
    id,
    kind: 'REGISTRY_ANALYSIS',
    status,
    nestId,
    parentId: null,
    fileId: null,
    stage: null,
    input: {},
    version,
    retryCount: 0,
    redeliveryCount: 0,
    lastErrorCode: null,
    errorMessage: null,
    lastAttemptAt: null,
    nextRetryAt: null,
    workerId: null,
    jobId: null,
    startedAt: null,
    finishedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as unknown as TaskRow;

describe('publishing without waiting for the reply', () => {
  const prefix = `bg-publish-${randomUUID()}`;
  const channels = taskChannels(prefix);
  let publisherRedis: Redis;
  let subscriber: Redis;
  const received: string[] = [];

  before(async () => {
    publisherRedis = new Redis('redis://127.0.0.1:6379', { enableAutoPipelining: true });
    subscriber = new Redis('redis://127.0.0.1:6379');
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
  });
  after(() => {
    publisherRedis.disconnect();
    subscriber.disconnect();
  });

  test('background and awaited publishes of one process reach a subscriber in call order, and flush waits for them', async () => {
    const id = randomUUID();
    const nestId = randomUUID();
    await subscriber.subscribe(channels.task(id));
    const publisher = new TaskEventsPublisher(publisherRedis, channels);
    publisher.publishInBackground(row(id, nestId, 2, 'PROCESSING'));
    publisher.publishInBackground(row(id, nestId, 3, 'PROCESSING'));
    const last = publisher.publish(row(id, nestId, 4, 'SUCCESS'));
    publisher.publishInBackground(row(id, nestId, 5, 'SUCCESS'));
    await publisher.flush();
    await last;
    await waitFor('four messages', async () => (received.length === 4 ? true : undefined));
    assert.deepEqual(
      received.map((m) => (JSON.parse(m) as { version: number }).version),
      [2, 3, 4, 5],
    );
  });

  test('flush waits for every background publish to be answered, and gives up after its timeout', async () => {
    let answered = 0;
    const slow = {
      publish: () =>
        new Promise<number>((resolve) =>
          setTimeout(() => {
            answered++;
            resolve(1);
          }, 60),
        ),
    } as unknown as Redis;
    const publisher = new TaskEventsPublisher(slow, channels);
    publisher.publishInBackground(row(randomUUID(), randomUUID(), 2, 'PROCESSING'));
    publisher.publishInBackground(row(randomUUID(), randomUUID(), 2, 'PROCESSING'));
    assert.equal(answered, 0);
    await publisher.flush();
    assert.equal(answered, 4, 'both channels of both rows answered before flush returned');

    const never = { publish: () => new Promise<number>(() => undefined) } as unknown as Redis;
    const stuck = new TaskEventsPublisher(never, channels);
    stuck.publishInBackground(row(randomUUID(), randomUUID(), 2, 'PROCESSING'));
    const logged = captureLogs('warn');
    const previous = setRootLogger(logged.logger);
    try {
      const started = Date.now();
      await stuck.flush(100);
      assert.ok(Date.now() - started < 1_000);
    } finally {
      setRootLogger(previous);
    }
    assert.deepEqual(
      logged.lines.map((l) => [l.msg, l['unanswered'], l['timeoutMs']]),
      [['publishes still unanswered; closing without them', 1, 100]],
    );
  });

  test('a background publish that fails is logged, never thrown or left unhandled', async () => {
    const closed = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, enableOfflineQueue: false });
    closed.on('error', () => undefined);
    const publisher = new TaskEventsPublisher(closed, channels);
    const logged = captureLogs('warn');
    const previous = setRootLogger(logged.logger);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      publisher.publishInBackground(row(randomUUID(), randomUUID(), 2, 'PROCESSING'));
      await publisher.flush();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      setRootLogger(previous);
      process.off('unhandledRejection', onUnhandled);
      closed.disconnect();
    }
    assert.equal(unhandled.length, 0);
    assert.deepEqual(
      logged.lines.map((l) => [l.msg, l['transitions']]),
      [['transitions not published', 1]],
    );
  });
});
