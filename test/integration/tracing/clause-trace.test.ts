// First: tracing must patch http, graphql, pg and ioredis before anything loads them.
import { describeTrace, TraceView } from '../../helpers/tracing';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SpanKind } from '@opentelemetry/api';
import { AnalyzeClausesDocument } from '../../__generated__/operations';
import { dataOf, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { waitFor } from '../../helpers/wait-for';
import { createNest } from '../live/live-helpers';
import { publishedIn, rowTraceOf } from './trace-assertions';

/** A clause's two stages are one task; its LLM stage is sent from its search stage, in the request's trace. */
describe('the clause stages', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: ['clause-search', 'clause-llm'] });
  });
  after(() => stack.close());

  test('the search stage under the request, the LLM stage under the search stage', async () => {
    const token = stack.token('trace-clauses');
    const nestId = await createNest(stack.url, token);
    const tasks = dataOf(
      await gql(
        stack.url,
        AnalyzeClausesDocument,
        { nestId, clauses: ['임차인은 전입신고를 하지 않기로 한다.'] },
        token,
      ),
    ).analyzeClauses.tasks;
    const taskId = tasks[0].id;
    await waitFor(
      'the clause task SUCCESS',
      async () => {
        const { rows } = await stack.app.db.query<{ status: string }>('select status from tasks where id = $1', [
          taskId,
        ]);
        if (rows[0]?.status === 'FAILED') throw new Error('the clause task FAILED');
        return rows[0]?.status === 'SUCCESS' ? true : undefined;
      },
      30_000,
    );
    const { traceId } = await rowTraceOf(stack.app.db, taskId);
    const view = await waitFor(
      "both stages' spans ended",
      async () => {
        const v = new TraceView(traceId);
        return v.named('attempt CLAUSE_ANALYSIS LLM', (s) => s.attributes['doongzi.outcome'] === 'success').length ===
          1 && v.orphans().length === 0
          ? v
          : undefined;
      },
      10_000,
    );
    const tree = describeTrace(traceId);

    const root = view.one('POST /graphql');
    const search = view.one('attempt CLAUSE_ANALYSIS SEARCH', (s) => s.attributes['doongzi.outcome'] === 'success');
    const llm = view.one('attempt CLAUSE_ANALYSIS LLM', (s) => s.attributes['doongzi.outcome'] === 'success');
    assert.equal(view.parentOf(search)?.name, 'send clause-search', tree);
    assert.ok(view.isUnder(search, root), `the search stage is under the request\n${tree}`);
    const llmSend = view.parentOf(llm);
    assert.equal(llmSend?.name, 'send clause-llm', tree);
    assert.equal(llmSend.kind, SpanKind.PRODUCER);
    assert.equal(view.parentOf(llmSend), search, `the LLM stage was sent from the search stage\n${tree}`);
    assert.ok(
      publishedIn(view, llm).some((t) => t.startsWith(`${taskId} `) && t.endsWith('SUCCESS')),
      `the LLM stage publishes its SUCCESS\n${tree}`,
    );
  });
});
