import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { WorkerProcess } from '../../../src/main/create-workers';
import { readHistograms } from '../../../src/metrics/metrics';
import type { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNest as createLiveNest, rawWsClient, requestIssuance, runRaw } from '../live/live-helpers';
import {
  analyze,
  createNest,
  finalClauseTask,
  startClauseStack,
  startClauseWorkers,
} from '../clauses-chain/clause-stack.helper';

/**
 * The histograms end to end, on real Redis: a clause analysis runs both its stages on the worker
 * runtime and the API answers a few operations; the API's `/metrics` then shows each stage's queue
 * wait and run time and each operation's time, cluster-wide from Redis.
 */
describe('cluster-wide histograms on /metrics', () => {
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

  async function scrape(): Promise<string> {
    const res = await fetch(stack.url.replace(/\/graphql$/, '/metrics'));
    assert.equal(res.status, 200);
    return res.text();
  }

  /** The value of one sample line, once the fire-and-forget writes behind it have landed. */
  function sample(line: string, expected: string): Promise<string> {
    return waitFor(
      `${line} ${expected}`,
      async () => ((await scrape()).split('\n').includes(`${line} ${expected}`) ? expected : undefined),
      5_000,
    );
  }

  test('queue depths are on /metrics for every queue and state', async () => {
    const lines = (await scrape()).split('\n').filter((l) => l.startsWith('doongzi_queue_jobs{'));
    for (const queue of ['issuance', 'ocr', 'registry-analysis', 'clause-search', 'clause-llm']) {
      for (const state of ['waiting', 'active', 'delayed']) {
        assert.ok(
          lines.some((l) => l.startsWith(`doongzi_queue_jobs{queue="${queue}",state="${state}"} `)),
          `${queue} ${state}`,
        );
      }
    }
  });

  test('a two-stage task observes a queue wait and a run per stage; the API times each operation by type and outcome', async () => {
    const token = stack.token('metrics-user');
    const nestId = await createNest(stack, token);
    const [task] = (await analyze(stack, token, nestId, ['임차인은 계약서에 확정일자를 받지 않는다.'])).data!
      .analyzeClauses.tasks;
    assert.equal((await finalClauseTask(stack, token, task.id)).status, 'SUCCESS');
    assert.deepEqual(
      (await analyze(stack, token, nestId, [])).errors?.map((e) => e.extensions?.['code']),
      ['BAD_USER_INPUT'],
    );
    const unparsed = await fetch(stack.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"query":"{ nope }"}',
    });
    assert.equal(unparsed.status, 400);

    for (const stage of ['SEARCH', 'LLM']) {
      await sample(`doongzi_task_queue_wait_seconds_count{kind="CLAUSE_ANALYSIS",stage="${stage}"}`, '1');
      await sample(`doongzi_task_run_seconds_count{kind="CLAUSE_ANALYSIS",stage="${stage}",outcome="success"}`, '1');
      await sample(
        `doongzi_task_run_seconds_bucket{kind="CLAUSE_ANALYSIS",stage="${stage}",outcome="success",le="+Inf"}`,
        '1',
      );
    }
    await sample('doongzi_graphql_operation_seconds_count{type="mutation",outcome="ok"}', '2');
    await sample('doongzi_graphql_operation_seconds_count{type="mutation",outcome="error"}', '1');
    await sample('doongzi_graphql_operation_seconds_count{type="unknown",outcome="error"}', '1');

    const text = await scrape();
    assert.match(text, /^# TYPE doongzi_task_queue_wait_seconds histogram$/m);
    assert.match(
      text,
      /^doongzi_graphql_operation_seconds_count\{type="query",outcome="ok"\} [1-9]\d*$/m,
      'the polls of the task',
    );
    assert.match(text, /^doongzi_task_attempts_total\{kind="CLAUSE_ANALYSIS"\} 2$/m, 'the counters are still there');

    const runs = (await readHistograms(stack.app.redis, stack.env.QUEUE_PREFIX)).filter(
      (s) => s.name === 'task_run_seconds',
    );
    for (const run of runs) {
      assert.ok(run.sumSeconds > 0 && run.sumSeconds < 60, `${JSON.stringify(run.labels)} ran ${run.sumSeconds} s`);
      assert.equal(
        Object.values(run.buckets).reduce((a, b) => a + b, 0),
        run.count,
        'one bucket per observation',
      );
    }
  });

  test("a query over the socket is timed like one over HTTP; a subscription's lifetime is not", async () => {
    const token = stack.token('metrics-socket');
    const taskId = await requestIssuance(stack.url, token, await createLiveNest(stack.url, token));
    const queries = 'doongzi_graphql_operation_seconds_count{type="query",outcome="ok"}';
    const before = Number(
      (await scrape())
        .split('\n')
        .find((l) => l.startsWith(`${queries} `))
        ?.split(' ')[1] ?? 0,
    );
    const client = rawWsClient(stack.url, `Bearer ${token}`);
    try {
      const watched = await runRaw(
        client,
        'subscription ($id: ID!) { taskUpdated(id: $id) { id } }',
        { id: taskId },
        (_snapshot, stop) => stop(),
      );
      assert.equal(watched.results.length, 1);
      assert.deepEqual((await runRaw(client, '{ me { id } }', {})).results, [
        { data: { me: { id: 'metrics-socket' } } },
      ]);
    } finally {
      await client.dispose();
    }
    await sample(queries, String(before + 1));
    assert.doesNotMatch(await scrape(), /type="subscription"/);
  });
});
