import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Kind, parse, type ObjectTypeExtensionNode } from 'graphql';
import { mintToken } from '../../../src/auth/jwt';
import {
  findTask,
  insertTask,
  markFailed,
  reportProgress,
  scheduleRetry,
  startTask,
} from '../../../src/tasks/transitions';
import {
  CancelTaskDocument,
  OpsDocument,
  OpsFailuresDocument,
  OpsTaskEventsDocument,
  OpsTasksDocument,
  type OpsTasksQuery,
  OpsUpdatedDocument,
  RedriveLinkDocument,
  RedriveTaskDocument,
  TaskUpdatedDocument,
} from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { ROOT, TEST_JWT_SECRET, TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNest, rawWsClient, runRaw } from '../live/live-helpers';

/**
 * The operations contract (contract/ops.graphql) over real HTTP and graphql-ws: operators only,
 * guarded transitions, an audit row per action, pushes like any transition.
 */

/** Every root field the operations contract adds, read from the contract itself. */
function operatorRootFields(): string[] {
  const document = parse(readFileSync(join(ROOT, 'contract', 'ops.graphql'), 'utf8'));
  return document.definitions
    .filter(
      (d): d is ObjectTypeExtensionNode =>
        d.kind === Kind.OBJECT_TYPE_EXTENSION && ['Query', 'Mutation', 'Subscription'].includes(d.name.value),
    )
    .flatMap((d) => (d.fields ?? []).map((f) => `${d.name.value}.${f.name.value}`));
}

describe('the operations API', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
  });
  after(() => stack.close());

  const tenant = () => stack.token('tenant-ops');
  const operator = () => stack.operatorToken('operator-1');
  /** A PENDING task of the tenant's, made without a queue behind it (no worker takes it). */
  const pendingTask = async (nestId: string) => insertTask(stack.app.db, { kind: 'OCR', nestId, input: {} });
  const audit = async (taskId: string) =>
    (
      await stack.app.db.query<{ operator_id: string; action: string; reason: string; new_task_id: string | null }>(
        'select operator_id, action, reason, new_task_id from operator_actions where task_id = $1 order by id',
        [taskId],
      )
    ).rows;
  const events = async (taskId: string) =>
    (
      await stack.app.db.query<{ to_status: string; error_code: string | null }>(
        'select to_status, error_code from task_events where task_id = $1 order by version',
        [taskId],
      )
    ).rows;

  test('every operator field and the subscription answer FORBIDDEN to a tenant, and change nothing', async () => {
    const nestId = await createNest(stack.url, tenant());
    const task = await pendingTask(nestId);
    const checked = new Map<string, () => Promise<string[]>>([
      ['Query.ops', async () => errorCodes(await gql(stack.url, OpsDocument, {}, tenant()))],
      [
        'Mutation.redriveTask',
        async () => errorCodes(await gql(stack.url, RedriveTaskDocument, { id: task.id, reason: 'try' }, tenant())),
      ],
      [
        'Mutation.cancelTask',
        async () => errorCodes(await gql(stack.url, CancelTaskDocument, { id: task.id, reason: 'try' }, tenant())),
      ],
      [
        'Subscription.opsUpdated',
        async () => {
          const client = rawWsClient(stack.url, `Bearer ${tenant()}`);
          try {
            const outcome = await runRaw(client, OpsUpdatedDocument, {});
            const errors = Array.isArray(outcome.error)
              ? outcome.error
              : outcome.results.flatMap((r) => r.errors ?? []);
            return errors.map((e: { extensions?: Record<string, unknown> }) => String(e.extensions?.['code']));
          } finally {
            await client.dispose();
          }
        },
      ],
    ]);
    assert.deepEqual(
      [...checked.keys()].sort(),
      operatorRootFields().sort(),
      'every root field of contract/ops.graphql is checked here',
    );
    for (const [field, codes] of checked) assert.deepEqual(await codes(), ['FORBIDDEN'], field);
    assert.equal((await findTask(stack.app.db, task.id))?.status, 'PENDING');
    assert.deepEqual(await audit(task.id), []);
    // A token whose roles claim is not a list, or lists other roles, is a tenant's.
    const odd = mintToken('odd', TEST_JWT_SECRET, 600, {}, ['admin', 'Operator']);
    assert.deepEqual(errorCodes(await gql(stack.url, OpsDocument, {}, odd)), ['FORBIDDEN']);
  });

  test('cancel closes a PENDING task as FAILED(CANCELLED) with its event, its push and its audit row', async () => {
    const nestId = await createNest(stack.url, tenant());
    const task = await pendingTask(nestId);
    const client = rawWsClient(stack.url, `Bearer ${tenant()}`);
    const pushed = runRaw(client, TaskUpdatedDocument, { id: task.id }, () => undefined);
    await waitFor('the snapshot pushed', async () =>
      (await Promise.race([pushed, new Promise((r) => setTimeout(() => r(null), 50))])) === null ? true : undefined,
    );
    const cancelled = dataOf(
      await gql(stack.url, CancelTaskDocument, { id: task.id, reason: '  중복 요청 정리  ' }, operator()),
    ).cancelTask;
    assert.equal(cancelled.status, 'FAILED');
    assert.equal(cancelled.errorCode, 'CANCELLED');
    assert.match(cancelled.errorMessage ?? '', /운영자가 작업을 취소/);
    const outcome = await pushed;
    await client.dispose();
    const statuses = outcome.results.map((r) => (r.data as { taskUpdated: { status: string } }).taskUpdated.status);
    assert.deepEqual(statuses, ['PENDING', 'FAILED'], 'the tenant saw the cancel live, and the stream ended');
    assert.deepEqual(await events(task.id), [
      { to_status: 'PENDING', error_code: null },
      { to_status: 'FAILED', error_code: 'CANCELLED' },
    ]);
    assert.deepEqual(await audit(task.id), [
      { operator_id: 'operator-1', action: 'CANCEL', reason: '중복 요청 정리', new_task_id: null },
    ]);
    // The operator's timeline of the task: its event log, the cancel's reason in the note.
    const timeline = dataOf(await gql(stack.url, OpsTaskEventsDocument, { id: task.id }, operator())).ops.taskEvents;
    assert.deepEqual(
      timeline.map((e) => [e.version, e.toStatus, e.errorCode]),
      [
        [1, 'PENDING', null],
        [2, 'FAILED', 'CANCELLED'],
      ],
    );
    assert.match(timeline[1].note ?? '', /operator-1: 중복 요청 정리/);
    assert.deepEqual(
      errorCodes(await gql(stack.url, OpsTaskEventsDocument, { id: task.id }, tenant())),
      ['FORBIDDEN'],
      'raw notes are for operators only',
    );
    assert.deepEqual(
      errorCodes(
        await gql(stack.url, OpsTaskEventsDocument, { id: '00000000-0000-4000-8000-000000000000' }, operator()),
      ),
      ['NOT_FOUND'],
    );
  });

  test('cancel of a final task is refused, and so is a cancel without a reason', async () => {
    const nestId = await createNest(stack.url, tenant());
    const task = await pendingTask(nestId);
    assert.deepEqual(errorCodes(await gql(stack.url, CancelTaskDocument, { id: task.id, reason: '   ' }, operator())), [
      'BAD_USER_INPUT',
    ]);
    await markFailed(stack.app.db, task.id, 'OCR_FAILED', 'unreadable', { from: ['PENDING'] });
    const refused = await gql(stack.url, CancelTaskDocument, { id: task.id, reason: 'late' }, operator());
    assert.deepEqual(errorCodes(refused), ['BAD_USER_INPUT']);
    assert.match(refused.errors![0].message, /is FAILED; only a PENDING or PROCESSING task can be cancelled/);
    assert.equal((await findTask(stack.app.db, task.id))?.errorCode, 'OCR_FAILED', 'a final state never changes');
    assert.deepEqual(
      errorCodes(
        await gql(
          stack.url,
          CancelTaskDocument,
          { id: '00000000-0000-4000-8000-000000000000', reason: 'x' },
          operator(),
        ),
      ),
      ['NOT_FOUND'],
    );
    assert.deepEqual(await audit(task.id), []);
  });

  test('two operators cancelling the same task at once make one transition', async () => {
    const nestId = await createNest(stack.url, tenant());
    for (let round = 0; round < 5; round += 1) {
      const task = await pendingTask(nestId);
      const answers = await Promise.all(
        ['operator-1', 'operator-2'].map((who) =>
          gql(stack.url, CancelTaskDocument, { id: task.id, reason: `round ${round}` }, stack.operatorToken(who)),
        ),
      );
      const won = answers.filter((a) => !a.errors);
      assert.equal(won.length, 1, `round ${round}: one cancel wins`);
      assert.deepEqual(answers.filter((a) => a.errors).flatMap(errorCodes), ['BAD_USER_INPUT']);
      assert.deepEqual(
        (await events(task.id)).map((e) => e.to_status),
        ['PENDING', 'FAILED'],
      );
      assert.equal((await audit(task.id)).length, 1);
    }
  });

  test('redrive refuses a task that is not FAILED, and makes nothing', async () => {
    const nestId = await createNest(stack.url, tenant());
    const task = await pendingTask(nestId);
    const before = (await stack.app.db.query('select count(*)::int as n from tasks')).rows[0].n;
    const refused = await gql(stack.url, RedriveTaskDocument, { id: task.id, reason: 'again' }, operator());
    assert.deepEqual(errorCodes(refused), ['BAD_USER_INPUT']);
    assert.match(refused.errors![0].message, /is PENDING; only a FAILED task can be redriven/);
    assert.equal((await stack.app.db.query('select count(*)::int as n from tasks')).rows[0].n, before);
    assert.deepEqual(await audit(task.id), []);
  });

  test('redrive of a FAILED clause task: a new PENDING task of the same kind, nest and clause, linked, audited; the original unchanged', async () => {
    const nestId = await createNest(stack.url, tenant());
    const original = await insertTask(stack.app.db, {
      kind: 'CLAUSE_ANALYSIS',
      nestId,
      stage: 'SEARCH',
      input: { clause: '임차인은 전입신고를 하지 않는다.' },
    });
    const failed = (await markFailed(stack.app.db, original.id, 'LLM_FAILED', 'provider down', { from: ['PENDING'] }))!;
    const { original: shown, task } = dataOf(
      await gql(stack.url, RedriveTaskDocument, { id: original.id, reason: 'provider is back' }, operator()),
    ).redriveTask;
    assert.equal(shown.id, original.id);
    assert.equal(shown.version, failed.version, 'the original is as it was');
    assert.equal(task.kind, 'CLAUSE_ANALYSIS');
    assert.equal(task.status, 'PENDING');
    assert.equal(task.redrivenFrom?.id, original.id);
    const row = (await findTask(stack.app.db, task.id))!;
    assert.equal(row.nestId, nestId);
    assert.equal(row.stage, 'SEARCH');
    assert.deepEqual(row.input, { clause: '임차인은 전입신고를 하지 않는다.' });
    assert.ok(row.jobId, 'dispatched: the row names its job');
    assert.deepEqual(await audit(original.id), [
      { operator_id: 'operator-1', action: 'REDRIVE', reason: 'provider is back', new_task_id: task.id },
    ]);
    // Once only: a second redrive would run the work twice.
    const again = await gql(stack.url, RedriveTaskDocument, { id: original.id, reason: 'double click' }, operator());
    assert.deepEqual(errorCodes(again), ['BAD_USER_INPUT']);
    assert.match(again.errors![0].message, /already redriven as/);
    assert.equal(
      (await stack.app.db.query('select count(*)::int as n from tasks where redriven_from = $1', [original.id])).rows[0]
        .n,
      1,
    );
    // The tenant sees the link on its own task too.
    const mine = dataOf(await gql(stack.url, RedriveLinkDocument, { id: task.id }, tenant())).task;
    assert.equal(mine?.redrivenFrom?.id, original.id);
  });

  test("a retry starts its progress from nothing: the pages of a failed attempt are not shown as the next one's", async () => {
    const nestId = await createNest(stack.url, tenant());
    const task = await pendingTask(nestId);
    const started = (await startTask(stack.app.db, task.id, 'w-progress'))!;
    assert.ok(await reportProgress(stack.app.db, task.id, started.retryCount, { done: 7, total: 10, unit: 'page' }));
    const waiting = (await scheduleRetry(
      stack.app.db,
      task.id,
      started.retryCount,
      { code: 'OCR_FAILED', message: 'page 8 unreadable' },
      new Date(Date.now() + 60_000),
      `${task.id}:retry:1`,
    ))!;
    assert.equal(waiting.progress, null);
  });

  test("ops shows queues, failures by kind and code, every user's tasks filtered by code, and the audit", async () => {
    const nestId = await createNest(stack.url, stack.token('someone-else'));
    const mine = await pendingTask(nestId);
    await markFailed(stack.app.db, mine.id, 'PARSE_FAILED', 'no table', { from: ['PENDING'] });
    const ops = dataOf(await gql(stack.url, OpsDocument, {}, operator())).ops;
    assert.deepEqual(
      ops.queues.map((q) => q.name),
      ['issuance', 'ocr', 'registry-analysis', 'clause-search', 'clause-llm'],
    );
    assert.ok(ops.failures.some((f) => f.kind === 'OCR' && f.errorCode === 'PARSE_FAILED' && f.count >= 1));
    assert.ok(
      ops.failures.some((f) => f.errorCode === 'CANCELLED'),
      'the cancels of the tests above',
    );
    assert.ok(
      ops.actions.some((a) => a.action === 'REDRIVE' && a.newTask !== null),
      'the audit lists the redrive with its new task',
    );
    assert.ok(ops.actions.every((a) => a.task.id && a.reason && a.operatorId));
    const byCode = dataOf(await gql(stack.url, OpsTasksDocument, { errorCode: 'PARSE_FAILED', first: 5 }, operator()))
      .ops.tasks;
    assert.ok(byCode.edges.length >= 1);
    assert.ok(byCode.edges.every((e) => e.node.errorCode === 'PARSE_FAILED'));
    assert.ok(
      byCode.edges.some((e) => e.node.id === mine.id && e.node.nest.id === nestId),
      "another user's task is listed for the operator",
    );
    // Paged like a nest's tasks: no row lost or repeated across pages.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: OpsTasksQuery['ops']['tasks'] = dataOf(
        await gql(stack.url, OpsTasksDocument, { first: 3, after }, operator()),
      ).ops.tasks;
      seen.push(...page.edges.map((e) => e.node.id));
      after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
    } while (after);
    const { rows } = await stack.app.db.query<{ id: string }>('select id from tasks order by created_at desc, id desc');
    assert.deepEqual(
      seen,
      rows.map((r) => r.id),
    );
    const none = dataOf(
      await gql(stack.url, OpsFailuresDocument, { since: new Date(Date.now() + 60_000).toISOString() }, operator()),
    ).ops.failures;
    assert.deepEqual(none, []);
  });

  test('opsUpdated: the picture at once, a new one after a change, and one reading of the system per tick for every subscriber', async () => {
    const feed = stack.api!.services.ops.feed;
    const nestId = await createNest(stack.url, tenant());
    const clients = [
      rawWsClient(stack.url, `Bearer ${operator()}`),
      rawWsClient(stack.url, `Bearer ${stack.operatorToken('operator-2')}`),
    ];
    const seen: Array<Array<{ actions: Array<{ id: string; reason: string }> }>> = [[], []];
    const reason = `watch it live ${Date.now()}`;
    // Each stream runs until a picture shows the cancel at the top of the audit (other pushes may come first).
    const streams = clients.map((client, at) =>
      runRaw(client, OpsUpdatedDocument, {}, (r, stop) => {
        const picture = (r.data as { opsUpdated: { actions: Array<{ id: string; reason: string }> } }).opsUpdated;
        seen[at].push(picture);
        if (picture.actions[0]?.reason === reason) stop();
      }),
    );
    await waitFor('both have the first picture', async () => (seen.every((s) => s.length >= 1) ? true : undefined));
    const readingsBefore = feed.readings;
    const since = Date.now();
    const task = await pendingTask(nestId);
    await gql(stack.url, CancelTaskDocument, { id: task.id, reason }, operator());
    await Promise.all(streams);
    for (const pictures of seen) {
      assert.notEqual(pictures[0].actions[0]?.reason, reason, 'the first picture is from before the cancel');
      assert.equal(pictures.at(-1)!.actions[0].reason, reason, 'a later picture shows it');
    }
    // Two subscribers, one reading per tick: the readings grew by the ticks, not twice as fast.
    const ticks = feed.readings - readingsBefore;
    const elapsedTicks = Math.ceil((Date.now() - since) / 1_000);
    assert.ok(ticks >= 1 && ticks <= elapsedTicks + 1, `${ticks} readings for two subscribers in ${elapsedTicks} s`);
    await Promise.all(clients.map(async (c) => c.dispose()));
    await waitFor('the feed stops with no subscriber', async () => (feed.subscriberCount === 0 ? true : undefined));
  });
});
