import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  CreateNestDocument,
  MeDocument,
  NestDocument,
  RequestRegistryIssuanceDocument,
  TaskDocument,
} from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';

/** SPEC §10: a user sees and changes only their own nests and tasks. */
describe('authorization and errors', () => {
  let stack: TestStack;
  let nestId: string;
  let taskId: string;
  before(async () => {
    stack = await TestStack.start();
    const owner = stack.token('alice');
    nestId = dataOf(
      await gql(
        stack.url,
        CreateNestDocument,
        { input: { name: '앨리스의 집', address: '부산광역시 해운대구 해운대로 1' } },
        owner,
      ),
    ).createNest.id;
    taskId = dataOf(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId }, owner)).requestRegistryIssuance
      .task.id;
  });
  after(() => stack.close());

  test("another user's nest and task are FORBIDDEN on queries and mutations", async () => {
    const mallory = stack.token('mallory');
    assert.deepEqual(errorCodes(await gql(stack.url, NestDocument, { id: nestId }, mallory)), ['FORBIDDEN']);
    assert.deepEqual(errorCodes(await gql(stack.url, TaskDocument, { id: taskId }, mallory)), ['FORBIDDEN']);
    assert.deepEqual(errorCodes(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId }, mallory)), [
      'FORBIDDEN',
    ]);
    const { rows } = await stack.app.db.query('select count(*)::int as n from tasks where nest_id = $1', [nestId]);
    assert.equal(rows[0].n, 1, 'the refused mutation created nothing');
  });

  test('unknown ids are NOT_FOUND', async () => {
    const alice = stack.token('alice');
    const missing = '00000000-0000-4000-8000-000000000000';
    assert.deepEqual(errorCodes(await gql(stack.url, NestDocument, { id: missing }, alice)), ['NOT_FOUND']);
    assert.deepEqual(errorCodes(await gql(stack.url, TaskDocument, { id: 'not-a-uuid' }, alice)), ['NOT_FOUND']);
    assert.deepEqual(errorCodes(await gql(stack.url, RequestRegistryIssuanceDocument, { nestId: missing }, alice)), [
      'NOT_FOUND',
    ]);
  });

  test('no token, a bad token or an expired token is UNAUTHENTICATED with HTTP 401', async () => {
    for (const token of [null, 'not-a-jwt', stack.token('alice', -10)]) {
      const answer = await gql(stack.url, MeDocument, {}, token);
      assert.equal(answer.status, 401);
      assert.deepEqual(errorCodes(answer), ['UNAUTHENTICATED']);
    }
    assert.equal(dataOf(await gql(stack.url, MeDocument, {}, stack.token('alice'))).me.id, 'alice');
  });

  test('bad input is BAD_USER_INPUT and creates nothing', async () => {
    const bob = stack.token('bob');
    for (const input of [
      { name: '', address: '서울특별시 중구 세종대로 110' },
      { name: 'n', address: '서울' },
      { name: 'n', address: '서울특별시 중구 세종대로 110', depositKrw: -1 },
      { name: 'n', address: '서울특별시 중구 세종대로 110', marketPriceKrw: 1e13 },
    ]) {
      assert.deepEqual(
        errorCodes(await gql(stack.url, CreateNestDocument, { input }, bob)),
        ['BAD_USER_INPUT'],
        JSON.stringify(input),
      );
    }
    const { rows } = await stack.app.db.query(`select count(*)::int as n from nests where user_id = 'bob'`);
    assert.equal(rows[0].n, 0);
  });

  test('a query deeper or costlier than the limits is refused before it runs', async () => {
    const deep = `query { nests { edges { node { tasks { edges { node { nest { tasks { edges { node { nest { id } } } } } } } } } } } }`;
    const res = await fetch(stack.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token('alice')}` },
      body: JSON.stringify({ query: deep }),
    });
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    assert.ok(
      body.errors.some((e) => /depth/.test(e.message)),
      JSON.stringify(body.errors),
    );
  });
});
