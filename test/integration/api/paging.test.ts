import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AnalyzeClausesDocument, CreateNestDocument, NestsDocument } from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';

interface TaskPage {
  nest: {
    tasks: {
      edges: Array<{ cursor: string; node: { id: string } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
  };
}
const CLAUSE_TASKS = parse(`query ($id: ID!, $first: Int, $after: String) {
  nest(id: $id) { tasks(kind: CLAUSE_ANALYSIS, first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }
}`) as TypedDocumentNode<TaskPage, { id: string; first: number; after?: string | null }>;

interface Connection {
  edges: Array<{ node: { id: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** Reads every page forwards, `first` at a time, and returns the ids in the order given. */
async function readAll<P>(
  fetchPage: (after: string | null) => Promise<P>,
  connectionOf: (page: P) => Connection,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const connection = connectionOf(await fetchPage(cursor));
    ids.push(...connection.edges.map((e) => e.node.id));
    if (!connection.pageInfo.hasNextPage) return ids;
    cursor = connection.pageInfo.endCursor ?? null;
  }
  assert.fail('paging did not end');
}

/** Paging never skips or repeats a row, even when many rows share one created_at (SPEC §7 lists). */
describe('paging', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
  });
  after(() => stack.close());

  test('the 50 tasks of one analyzeClauses call, 20 a page, come back whole: 50, no repeats, newest first', async () => {
    const token = stack.token('pager');
    const nestId = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '망원동 투룸', address: '서울특별시 마포구 망원로 10' } },
        token,
      ),
    ).createNest.id;
    const clauses = Array.from({ length: 50 }, (_, i) => `제${i + 1}조 임차인은 관리비를 매월 말일까지 납부한다.`);
    const created = dataOf(
      await gql(stack.url, AnalyzeClausesDocument, { nestId, clauses }, token),
    ).analyzeClauses.tasks.map((t) => t.id);
    const { rows } = await stack.app.db.query(
      `select count(distinct created_at)::int as n from tasks where nest_id = $1`,
      [nestId],
    );
    assert.equal(rows[0].n, 1, 'the premise: one transaction, one now() for all 50');

    const ids = await readAll(
      (after) => gql(stack.url, CLAUSE_TASKS, { id: nestId, first: 20, after }, token).then(dataOf),
      (page) => page.nest.tasks,
    );
    assert.equal(ids.length, 50);
    assert.equal(new Set(ids).size, 50, 'no task twice');
    assert.deepEqual([...ids].sort(), [...created].sort());
    assert.deepEqual(ids, [...ids].sort().reverse(), 'ties are ordered by id, descending');
  });

  test('nests sharing one timestamp, or apart by microseconds within one millisecond, are all listed once', async () => {
    const user = 'nest-pager';
    await stack.app.db.query(`insert into users (id) values ($1)`, [user]);
    await stack.app.db.query(
      `
      insert into nests (user_id, name, address, created_at)
      select $1, 'tie ' || i, '서울특별시 중구 세종대로 ' || i, timestamptz '2026-03-01 09:15:42.123456+00' from generate_series(1, 25) i
      union all
      select $1, 'micro ' || i, '서울특별시 중구 세종대로 ' || i, timestamptz '2026-03-01 09:15:42.123000+00' + i * interval '1 microsecond' from generate_series(1, 20) i`,
      [user],
    );
    const token = stack.token(user);
    const ids = await readAll(
      (after) => gql(stack.url, NestsDocument, { first: 10, after }, token).then(dataOf),
      (page) => page.nests,
    );
    const { rows } = await stack.app.db.query(
      `select id from nests where user_id = $1 order by created_at desc, id desc`,
      [user],
    );
    assert.deepEqual(
      ids,
      rows.map((r) => r.id as string),
      'all 45, once each, in (created_at, id) descending order',
    );
  });

  test('a cursor of the earlier format is refused as bad input, saying to start again', async () => {
    const old = Buffer.from('2026-03-01T09:15:42.123Z|0b7c6a52-3f1e-4d8a-9c2b-5e4f3a2b1c0d', 'utf8').toString(
      'base64url',
    );
    const answer = await gql(stack.url, NestsDocument, { first: 10, after: old }, stack.token('nest-pager'));
    assert.deepEqual(errorCodes(answer), ['BAD_USER_INPUT']);
    assert.match(answer.errors![0].message, /start again from the first page/);
  });
});
