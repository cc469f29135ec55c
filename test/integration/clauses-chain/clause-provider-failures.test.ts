import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OfflineRuleAnalyzer } from '../../../src/clauses';
import { parseEnv } from '../../../src/config/env';
import type { WorkerProcess } from '../../../src/main/create-workers';
import { TASK_ERROR_MESSAGES } from '../../../src/tasks/task-error.messages';
import { clauseSearchHandler } from '../../../workers/clause-search.worker';
import type { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import {
  analyze,
  createNest,
  eventsOf,
  finalClauseTask,
  readClauseTask,
  recordNestMessages,
  startClauseStack,
  startClauseWorkers,
} from './clause-stack.helper';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.server';

const CLAUSE = '이 계약의 중개수수료는 임대인 몫까지 임차인이 전액 부담한다.';
const CHAT = '/v1/chat/completions';

/**
 * SPEC §5 and §8 failure paths against an OpenAI-compatible server on loopback: LLM failures retry
 * (honouring Retry-After) and end LLM_FAILED; retrieval failures end ANALYSIS_FAILED before stage 2.
 */
describe('clause analysis provider failures', () => {
  let stub: OpenAiStub;
  let stack: TestStack;
  let workers: WorkerProcess | undefined;
  let token: string;
  let nestId: string;
  before(async () => {
    stub = await startOpenAiStub(1);
    stack = await startClauseStack({
      ANALYZER_PROVIDER: 'openai',
      LLM_BASE_URL: stub.url,
      LLM_MODEL: 'stub-llm-1',
      LLM_TIMEOUT_MS: '300',
      CLAUSE_LLM_MAX_RETRIES: '2',
      CLAUSE_SEARCH_MAX_RETRIES: '1',
    });
    workers = await startClauseWorkers(stack.app);
    token = stack.token('provider-user');
    nestId = await createNest(stack, token);
  });
  after(async () => {
    await workers?.close(1_000);
    await stack?.close();
    await stub?.close();
  });

  async function run(marker: string) {
    const result = await analyze(stack, token, nestId, [`${CLAUSE} #${marker}`]);
    assert.equal(result.errors, undefined, JSON.stringify(result.errors));
    return result.data!.analyzeClauses.tasks[0].id;
  }

  /** The raw cause the worker recorded; the API never shows it (SPEC §10). */
  async function rawErrorOf(taskId: string): Promise<string> {
    const { rows } = await stack.app.db.query('select error_message from tasks where id = $1', [taskId]);
    return rows[0].error_message ?? '';
  }

  async function analysisRows(taskId: string): Promise<number> {
    const { rows } = await stack.app.db.query('select count(*)::int as n from clause_analyses where task_id = $1', [
      taskId,
    ]);
    return rows[0].n;
  }

  test("an LLM verdict the rules agree with is stored with both analyzers' names and the references the model chose", async () => {
    const id = await run('ok');
    const task = await finalClauseTask(stack, token, id);
    const model = `stub-llm-1+rules:${new OfflineRuleAnalyzer().model}`;
    assert.deepEqual(
      [task.status, task.stage, task.analysis?.riskLevel, task.analysis?.model],
      ['SUCCESS', 'DONE', 'CAUTION', model],
    );
    const { rows } = await stack.app.db.query(`select input -> 'references' as refs from tasks where id = $1`, [id]);
    const kept = rows[0].refs as Array<{ title: string }>;
    assert.deepEqual(
      task.analysis!.references.map((r) => r.title),
      [kept[1].title, kept[0].title],
      'the indexes the model cited',
    );
  });

  test('a 429 with Retry-After waits what the server asked, then succeeds', async () => {
    const id = await run('rate-limit-once');
    const waiting = await waitFor('the scheduled retry', async () => {
      const task = await readClauseTask(stack, token, id);
      return task.nextRetryAt ? task : undefined;
    });
    assert.deepEqual([waiting.status, waiting.stage, waiting.lastErrorCode], ['PROCESSING', 'LLM', 'LLM_FAILED']);
    const wait = Date.parse(waiting.nextRetryAt!) - Date.parse(waiting.lastAttemptAt!);
    assert.ok(
      wait >= 1_000 && wait < 3_000,
      `nextRetryAt is the server's 1 s after the attempt, not the policy's 20 ms (was ${wait} ms)`,
    );
    const done = await finalClauseTask(stack, token, id);
    assert.deepEqual([done.status, done.retryCount, done.analysis?.riskLevel], ['SUCCESS', 1, 'CAUTION']);
    const [first, second] = stub.calls(CHAT, 'rate-limit-once');
    assert.ok(second.at - first.at >= 950, `the retry came ${second.at - first.at} ms after the 429`);
  });

  const everyAttemptFails = [
    ['server-error', 'SERVER_ERROR'],
    ['malformed', 'MALFORMED_RESPONSE'],
    ['off-schema', 'MALFORMED_RESPONSE'],
    ['hang', 'TIMEOUT'],
  ] as const;
  for (const [marker, failure] of everyAttemptFails) {
    test(`${failure} (${marker}) on every attempt is retried twice, then FAILED(LLM_FAILED) with no analysis`, async () => {
      const id = await run(marker);
      const done = await finalClauseTask(stack, token, id);
      assert.deepEqual([done.status, done.errorCode, done.retryCount, done.stage], ['FAILED', 'LLM_FAILED', 2, 'LLM']);
      assert.match(await rawErrorOf(id), new RegExp(failure), 'the cause is recorded on the row');
      assert.equal(done.errorMessage, TASK_ERROR_MESSAGES.LLM_FAILED, 'the client reads the fixed sentence');
      assert.equal(done.analysis, null);
      assert.equal(await analysisRows(id), 0);
      assert.equal(stub.calls(CHAT, marker).length, 3, 'the first attempt and two retries');
    });
  }

  test('a request the server rejects (400) is not retried: FAILED(LLM_FAILED) at once', async () => {
    const id = await run('reject');
    const done = await finalClauseTask(stack, token, id);
    assert.deepEqual([done.status, done.errorCode, done.retryCount], ['FAILED', 'LLM_FAILED', 0]);
    assert.equal(stub.calls(CHAT, 'reject').length, 1);
  });

  test('a failing embedding ends FAILED(ANALYSIS_FAILED) and stage 2 is never queued', async () => {
    // Only stage 1 runs, with an embedding server that refuses: a stage-2 job would stay in Redis.
    await workers?.close(1_000);
    const env = parseEnv({
      ...stack.envVars,
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_BASE_URL: stub.url,
      EMBEDDING_MODEL: 'stub-embedding',
    });
    workers = await startClauseWorkers({ ...stack.app, env }, { 'clause-search': clauseSearchHandler });
    const ownNest = await createNest(stack, token);
    const published = await recordNestMessages(stack.app, ownNest);
    const result = await analyze(stack, token, ownNest, [`${CLAUSE} #embed-fail`, `${CLAUSE} #reject`]);
    const [retried, rejected] = await Promise.all(
      result.data!.analyzeClauses.tasks.map((t) => finalClauseTask(stack, token, t.id)),
    );
    published.stop();
    assert.deepEqual(
      [retried.status, retried.errorCode, retried.retryCount, retried.stage],
      ['FAILED', 'ANALYSIS_FAILED', 1, 'SEARCH'],
    );
    assert.deepEqual(
      [rejected.status, rejected.errorCode, rejected.retryCount],
      ['FAILED', 'ANALYSIS_FAILED', 0],
      'a 400 is not retried',
    );
    assert.equal(stub.calls('/v1/embeddings', 'embed-fail').filter((c) => c.inputs === 1).length, 2);

    const prefix = `${stack.env.QUEUE_PREFIX}:clause-llm`;
    for (const task of [retried, rejected]) {
      assert.equal(await stack.app.redis.hexists(`${prefix}:jobs`, `${task.id}:llm`), 0, 'no stage-2 job in Redis');
      assert.ok((await eventsOf(stack.app, task.id)).every((e) => e.note !== 'handed to stage LLM'));
      assert.ok(
        published.rows.filter((r) => r.id === task.id).every((r) => r.stage === 'SEARCH'),
        'no transition announced stage LLM',
      );
    }
    assert.equal(stub.calls(CHAT, 'embed-fail').length, 0, 'the analyzer was never asked');
    const queued = await stack.app.redis
      .multi()
      .llen(`${prefix}:waiting`)
      .zcard(`${prefix}:delayed`)
      .llen(`${prefix}:active`)
      .exec();
    assert.deepEqual(
      queued!.map(([, n]) => n),
      [0, 0, 0],
      'the clause-llm queue is empty',
    );
  });

  test('a search the database refuses (corpus table gone) is retried, then FAILED(ANALYSIS_FAILED)', async () => {
    await workers?.close(1_000);
    workers = await startClauseWorkers(stack.app);
    await stack.app.db.query('alter table clause_reference_chunks rename to clause_reference_chunks_away');
    try {
      const id = await run('ok');
      const done = await finalClauseTask(stack, token, id);
      assert.deepEqual(
        [done.status, done.errorCode, done.retryCount, done.stage],
        ['FAILED', 'ANALYSIS_FAILED', 1, 'SEARCH'],
      );
      assert.match(await rawErrorOf(id), /does not exist/);
      assert.equal(done.errorMessage, TASK_ERROR_MESSAGES.ANALYSIS_FAILED);
    } finally {
      await stack.app.db.query('alter table clause_reference_chunks_away rename to clause_reference_chunks');
    }
  });
});
