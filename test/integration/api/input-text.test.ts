import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AnalyzeClausesDocument,
  CreateNestDocument,
  NestDocument,
  NestsDocument,
  TaskDocument,
  TaskUpdatedDocument,
} from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { codesOf, rawWsClient, runRaw } from '../live/live-helpers';

const ADDRESS = '서울특별시 마포구 연남로 3, 201호';
const NUL = '\u0000';
const LONE = '\uD800';

const NEST_TASKS_AFTER = parse(
  `query ($id: ID!, $after: String) { nest(id: $id) { tasks(first: 5, after: $after) { edges { cursor } } } }`,
) as TypedDocumentNode<unknown, { id: string; after: string }>;

/**
 * Text the database cannot store (NUL, a lone surrogate) is the client's mistake: BAD_USER_INPUT on
 * every argument, never an internal error from PostgreSQL; lengths count characters, not UTF-16 units.
 */
describe('text arguments', () => {
  let stack: TestStack;
  let token: string;
  let nestId: string;
  let taskId: string;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
    token = stack.token('texter');
    nestId = dataOf(
      await gql(stack.url, CreateNestDocument, { input: { name: '연남동 원룸', address: ADDRESS } }, token),
    ).createNest.id;
    taskId = dataOf(
      await gql(stack.url, AnalyzeClausesDocument, { nestId, clauses: ['월세는 매월 25일에 낸다.'] }, token),
    ).analyzeClauses.tasks[0].id;
  });
  after(() => stack.close());

  async function nestCount(): Promise<number> {
    const { rows } = await stack.app.db.query(`select count(*)::int as n from nests where user_id = 'texter'`);
    return rows[0].n;
  }

  test('a NUL or a lone surrogate in a nest name or address is BAD_USER_INPUT and creates nothing', async () => {
    for (const input of [
      { name: `집${NUL}`, address: ADDRESS },
      { name: '집', address: `${ADDRESS}${NUL}` },
      { name: `집${LONE}`, address: ADDRESS },
      { name: '집', address: `${LONE}${ADDRESS}` },
    ]) {
      const answer = await gql(stack.url, CreateNestDocument, { input }, token);
      assert.deepEqual(errorCodes(answer), ['BAD_USER_INPUT'], JSON.stringify(input));
      assert.match(answer.errors![0].message, /^input\.(name|address): contains a (NUL character|lone surrogate)/);
    }
    assert.equal(await nestCount(), 1);
  });

  test('a NUL or a lone surrogate in a clause is BAD_USER_INPUT and creates no task', async () => {
    for (const bad of [`보증금은 계약 종료일에 반환한다.${NUL}`, `보증금${LONE}`]) {
      const answer = await gql(stack.url, AnalyzeClausesDocument, { nestId, clauses: ['정상 조항이다.', bad] }, token);
      assert.deepEqual(errorCodes(answer), ['BAD_USER_INPUT']);
      assert.match(answer.errors![0].message, /^clauses\[1\]/);
    }
    const { rows } = await stack.app.db.query('select count(*)::int as n from tasks where nest_id = $1', [nestId]);
    assert.equal(rows[0].n, 1);
  });

  test('ids and cursors with such characters are BAD_USER_INPUT too', async () => {
    assert.deepEqual(errorCodes(await gql(stack.url, NestDocument, { id: `${nestId}${NUL}` }, token)), [
      'BAD_USER_INPUT',
    ]);
    assert.deepEqual(errorCodes(await gql(stack.url, TaskDocument, { id: `${LONE}${taskId}` }, token)), [
      'BAD_USER_INPUT',
    ]);
    assert.deepEqual(errorCodes(await gql(stack.url, NestsDocument, { first: 5, after: `abc${NUL}` }, token)), [
      'BAD_USER_INPUT',
    ]);
    assert.deepEqual(errorCodes(await gql(stack.url, NEST_TASKS_AFTER, { id: nestId, after: `abc${LONE}` }, token)), [
      'BAD_USER_INPUT',
    ]);
  });

  test('a subscription argument with such characters is BAD_USER_INPUT on the socket', async () => {
    const client = rawWsClient(stack.url, `Bearer ${token}`);
    const outcome = await runRaw(client, TaskUpdatedDocument, { id: `${taskId}${NUL}` });
    await client.dispose();
    assert.deepEqual(codesOf(outcome), ['BAD_USER_INPUT'], JSON.stringify(outcome));
    assert.equal(stack.api!.fanout.channelCount(), 0, 'nothing was subscribed');
  });

  test('name and address lengths count characters: 100 emoji are a 100-character name', async () => {
    const created = dataOf(
      await gql(stack.url, CreateNestDocument, { input: { name: '🏠'.repeat(100), address: ADDRESS } }, token),
    ).createNest;
    assert.equal(created.name, '🏠'.repeat(100));
    assert.deepEqual(
      errorCodes(
        await gql(stack.url, CreateNestDocument, { input: { name: '🏠'.repeat(101), address: ADDRESS } }, token),
      ),
      ['BAD_USER_INPUT'],
    );
  });
});
