import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { analyzeClauses } from '../../../src/clause-tasks';
import { DomainError } from '../../../src/errors/domain-error';
import type { WorkerProcess } from '../../../src/main/create-workers';
import { NestsService } from '../../../src/nests/nests.service';
import { TaskDispatcher } from '../../../src/tasks/dispatch';
import { errorCodes } from '../../helpers/graphql-client';
import type { TestStack } from '../../helpers/test-stack';
import {
  analyze,
  createNest,
  eventsOf,
  finalClauseTask,
  recordNestMessages,
  startClauseStack,
  startClauseWorkers,
} from './clause-stack.helper';

const UNFAIR = '임차인은 계약서에 확정일자를 받지 않으며, 필요하면 임대인과 협의한다.';
const RISKY = '이 계약의 중개수수료는 임대인 몫까지 임차인이 전액 부담한다.';
const ORDINARY = '임차인이 차임을 2기 이상 연체하면 임대인은 계약을 해지할 수 있다.';

/** SPEC §8 end to end: GraphQL → clause-search → clause-llm → SUCCESS, with the offline providers. */
describe('clause analysis chain', () => {
  let stack: TestStack;
  let workers: WorkerProcess;
  before(async () => {
    stack = await startClauseStack();
    workers = await startClauseWorkers(stack.app);
  });
  after(async () => {
    await workers?.close(1_000);
    await stack?.close();
  });

  async function taskCount(nestId: string): Promise<number> {
    const { rows } = await stack.app.db.query('select count(*)::int as n from tasks where nest_id = $1', [nestId]);
    return rows[0].n;
  }

  test('three clauses run both stages to SUCCESS (DANGER, CAUTION, SAFE) and cite the right articles', async () => {
    const token = stack.token('chain-user');
    const nestId = await createNest(stack, token);
    const published = await recordNestMessages(stack.app, nestId);
    const result = await analyze(stack, token, nestId, [UNFAIR, RISKY, ORDINARY]);
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    const created = result.data!.analyzeClauses.tasks;
    assert.deepEqual(
      created.map((t) => t.clauseText),
      [UNFAIR, RISKY, ORDINARY],
      'one task per clause, in input order',
    );
    assert.ok(created.every((t) => t.kind === 'CLAUSE_ANALYSIS' && t.stage === 'SEARCH'));

    const done = await Promise.all(created.map((t) => finalClauseTask(stack, token, t.id)));
    published.stop();
    assert.deepEqual(
      done.map((t) => [t.status, t.stage, t.errorCode]),
      Array(3).fill(['SUCCESS', 'DONE', null]),
    );
    assert.deepEqual(
      done.map((t) => t.analysis?.riskLevel),
      ['DANGER', 'CAUTION', 'SAFE'],
    );
    const cites = (i: number) => done[i].analysis!.references.map((r) => `${r.source} ${r.title}`);
    assert.ok(cites(0).includes('주택임대차보호법 제3조의2(보증금의 회수)'), cites(0).join(' | '));
    assert.ok(cites(0).includes('불공정 특약 유형 유형 02(확정일자 금지)'), cites(0).join(' | '));
    assert.ok(cites(1).includes('주택임대차표준계약서 제12조(중개보수 등)'), cites(1).join(' | '));
    assert.ok(cites(2).includes('민법 제640조(차임연체와 해지)'), cites(2).join(' | '));
    for (const task of done) {
      assert.equal(task.analysis!.model, 'offline-principle-analyzer-v87');
      assert.ok(task.analysis!.summary.length > 0);
      assert.ok(task.analysis!.references.every((r) => r.excerpt.length > 0 && r.score > 0));
    }
    assert.equal(done[2].analysis!.recommendation, null, 'nothing to change in an ordinary clause');

    // The chain as the event log and the pub/sub channel tell it: the worker hands the row over.
    const events = await eventsOf(stack.app, created[0].id);
    assert.deepEqual(
      events.map((e) => [e.to_status, e.note]),
      [
        ['PENDING', null],
        ['PROCESSING', null],
        ['PROCESSING', 'handed to stage LLM'],
        ['PROCESSING', 'stage claimed'],
        ['SUCCESS', null],
      ],
    );
    for (const task of created) {
      const stages = published.rows
        .filter((r) => r.id === task.id)
        .sort((a, b) => a.version - b.version)
        .map((r) => `${r.status}/${r.stage}`);
      assert.deepEqual(stages, [
        'PENDING/SEARCH',
        'PROCESSING/SEARCH',
        'PROCESSING/LLM',
        'PROCESSING/LLM',
        'SUCCESS/DONE',
      ]);
    }
    const { rows } = await stack.app.db.query(
      `select task_id, jsonb_array_length(t.input -> 'references') as kept
      from clause_analyses a join tasks t on t.id = a.task_id where t.nest_id = $1`,
      [nestId],
    );
    assert.equal(rows.length, 3, 'one analysis per task');
    assert.ok(
      rows.every((r) => r.kept === 5),
      'the full top-5 retrieval stays on the task',
    );
  });

  test('input limits: 0 or 51 clauses, a 2,001-character, an empty and a whitespace clause are refused and create nothing', async () => {
    const token = stack.token('limits-user');
    const nestId = await createNest(stack, token);
    const cases: Array<{ clauses: string[]; index?: number }> = [
      { clauses: [] },
      { clauses: Array.from({ length: 51 }, (_, i) => `${i + 1}. 월세는 매월 25일에 입금한다.`) },
      { clauses: [ORDINARY, '가'.repeat(2_001)], index: 1 },
      { clauses: [ORDINARY, RISKY, ''], index: 2 },
      { clauses: [' \n\t ', ORDINARY], index: 0 },
    ];
    for (const c of cases) {
      const result = await analyze(stack, token, nestId, c.clauses);
      assert.deepEqual(errorCodes(result), ['BAD_USER_INPUT'], `${c.clauses.length} clause(s)`);
      if (c.index !== undefined) assert.equal(result.errors![0].extensions!['index'], c.index);
    }
    assert.equal(await taskCount(nestId), 0, 'a refused call writes no row');

    const longest = '가'.repeat(2_000);
    const accepted = await analyze(stack, token, nestId, [longest]);
    assert.equal(accepted.errors, undefined, 'exactly 2,000 characters is allowed');
    const task = await finalClauseTask(stack, token, accepted.data!.analyzeClauses.tasks[0].id);
    assert.equal(task.status, 'SUCCESS');
  });

  test("another user's nest is FORBIDDEN and an unknown nest NOT_FOUND, with no task created", async () => {
    const owner = stack.token('owner');
    const nestId = await createNest(stack, owner);
    assert.deepEqual(errorCodes(await analyze(stack, stack.token('intruder'), nestId, [ORDINARY])), ['FORBIDDEN']);
    assert.deepEqual(errorCodes(await analyze(stack, owner, '00000000-0000-4000-8000-000000000000', [ORDINARY])), [
      'NOT_FOUND',
    ]);
    assert.equal(await taskCount(nestId), 0);
  });

  test('a failed enqueue fails that row DISPATCH_FAILED and the call INTERNAL_SERVER_ERROR with every task id', async () => {
    const token = stack.token('dispatch-user');
    const nestId = await createNest(stack, token);
    const { db, publisher, queues } = stack.app;
    let calls = 0;
    // The second enqueue fails as Redis would; the others go to the real queue.
    const enqueuer = {
      enqueue: (...args: Parameters<typeof queues.enqueue>) =>
        ++calls === 2 ? Promise.reject(new Error('connection refused')) : queues.enqueue(...args),
    };
    const deps = {
      db,
      nests: new NestsService(db),
      publisher,
      dispatcher: new TaskDispatcher(db, enqueuer, publisher),
    };
    const error = await analyzeClauses(deps, 'dispatch-user', nestId, [UNFAIR, RISKY, ORDINARY]).then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error instanceof DomainError);
    assert.equal(error.code, 'INTERNAL_SERVER_ERROR');
    const { taskIds, failedTaskIds } = error.details as { taskIds: string[]; failedTaskIds: string[] };
    assert.equal(taskIds.length, 3);
    assert.equal(failedTaskIds.length, 1);
    const failed = await finalClauseTask(stack, token, failedTaskIds[0]);
    assert.deepEqual([failed.status, failed.errorCode], ['FAILED', 'DISPATCH_FAILED']);
    const others = await Promise.all(
      taskIds.filter((id) => id !== failedTaskIds[0]).map((id) => finalClauseTask(stack, token, id)),
    );
    assert.deepEqual(
      others.map((t) => t.status),
      ['SUCCESS', 'SUCCESS'],
      'the queued clauses still run',
    );
  });
});
