import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { GraphQLFormattedError } from 'graphql';
import { parseEnv } from '../../../src/config/env';
import { createAppContext, type AppContext } from '../../../src/main/app-context';
import { createApi, type ApiProcess } from '../../../src/main/create-api';
import { NestsService } from '../../../src/nests/nests.service';
import { AnalyzeClausesDocument, MeDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { TestStack } from '../../helpers/test-stack';
import { codesOf, rawWsClient, runRaw } from '../live/live-helpers';

/** The real defaults: parseEnv drops empty values, so each quota falls back to its default. */
const DEFAULT_QUOTAS = {
  QUOTA_ISSUANCE_PER_10_MINUTES: '',
  QUOTA_ISSUANCE_PER_DAY: '',
  QUOTA_CLAUSES_PER_HOUR: '',
  QUOTA_REQUESTS_PER_MINUTE: '',
};

/** The refusal SPEC §10 asks for: RATE_LIMITED with a whole number of seconds to wait, at most the window. */
function assertRateLimited(
  errors: readonly GraphQLFormattedError[] | undefined,
  quota: string,
  windowSeconds: number,
): void {
  assert.deepEqual(
    errors?.map((e) => e.extensions?.['code']),
    ['RATE_LIMITED'],
    JSON.stringify(errors),
  );
  const extensions = errors[0].extensions!;
  assert.equal(extensions['quota'], quota);
  const seconds = extensions['retryAfterSeconds'];
  assert.ok(
    Number.isInteger(seconds) && (seconds as number) >= 1 && (seconds as number) <= windowSeconds,
    `retryAfterSeconds ${String(seconds)}`,
  );
}

/**
 * SPEC §10: per-user quotas shared by every API replica. Two API servers (each with its own app
 * context: its own pool and Redis connection) on one database and one QUEUE_PREFIX, requests
 * alternating between them; no worker runs, so an issued task stays active and can be reused.
 */
describe('per-user quotas across two API processes', () => {
  let stack: TestStack;
  let replicaApp: AppContext;
  let replica: ApiProcess;
  let urls: string[];
  const at = (i: number) => urls[i % urls.length];

  before(async () => {
    stack = await TestStack.start({ env: DEFAULT_QUOTAS });
    replicaApp = await createAppContext(stack.env, 'test-replica');
    replica = await createApi(replicaApp);
    // Both connections ready: a request before that would be counted in memory, not in Redis.
    await Promise.all([stack.app.redis.ping(), replicaApp.redis.ping()]);
    urls = [stack.url, replica.api.url];
  });
  after(async () => {
    await replica.close();
    await replicaApp.close();
    await stack.close();
  });

  async function nestsOf(userId: string, count: number): Promise<string[]> {
    const nests = new NestsService(stack.app.db);
    const made = [];
    for (let i = 0; i < count; i++)
      made.push(await nests.createNest(userId, { name: `둥지 ${i}`, address: `서울특별시 중구 세종대로 ${i + 1}` }));
    return made.map((n) => n.id);
  }

  async function tasksOf(userId: string, kind: string): Promise<number> {
    const { rows } = await stack.app.db.query(
      `select count(*)::int as n from tasks t join nests n on n.id = t.nest_id where n.user_id = $1 and t.kind = $2`,
      [userId, kind],
    );
    return rows[0].n;
  }

  test('paid issuance: five new tasks in ten minutes, the next refused on either API; a reused answer is free, even after the quota is spent', async () => {
    const token = stack.token('quota-issuer');
    const [reusedNest, ...fresh] = await nestsOf('quota-issuer', 7);
    const issue = (i: number, nestId: string) => gql(at(i), RequestRegistryIssuanceDocument, { nestId }, token);
    const first = dataOf(await issue(0, reusedNest)).requestRegistryIssuance;
    assert.equal(first.reused, false);
    for (let i = 1; i <= 6; i++) {
      const again = dataOf(await issue(i, reusedNest)).requestRegistryIssuance;
      assert.deepEqual([again.reused, again.task.id], [true, first.task.id]);
    }
    for (let i = 0; i < 4; i++) assert.equal(dataOf(await issue(i, fresh[i])).requestRegistryIssuance.reused, false);
    for (const i of [4, 5]) assertRateLimited((await issue(i, fresh[i])).errors, 'issuance', 600);
    assert.equal(
      dataOf(await issue(1, reusedNest)).requestRegistryIssuance.reused,
      true,
      'reuse is answered after the quota is spent',
    );
    assert.equal(await tasksOf('quota-issuer', 'REGISTRY_ISSUANCE'), 5, 'the refused requests created nothing');
  });

  test('paid issuance: 100 concurrent requests for 100 new nests over both APIs create exactly 5 tasks; another user is unaffected', async () => {
    const token = stack.token('quota-burst');
    const nestIds = await nestsOf('quota-burst', 100);
    const answers = await Promise.all(
      nestIds.map((nestId, i) => gql(at(i), RequestRegistryIssuanceDocument, { nestId }, token)),
    );
    const created = answers.filter((a) => a.data?.requestRegistryIssuance.reused === false);
    assert.equal(created.length, 5);
    for (const refused of answers.filter((a) => !a.data)) assertRateLimited(refused.errors, 'issuance', 600);
    assert.equal(await tasksOf('quota-burst', 'REGISTRY_ISSUANCE'), 5);

    const [neighbourNest] = await nestsOf('quota-neighbour', 1);
    const neighbour = dataOf(
      await gql(at(1), RequestRegistryIssuanceDocument, { nestId: neighbourNest }, stack.token('quota-neighbour')),
    );
    assert.equal(neighbour.requestRegistryIssuance.reused, false);
  });

  test('clauses: 200 an hour; a call the rest cannot cover is refused whole and writes nothing', async () => {
    const token = stack.token('quota-clauses');
    const [nestId] = await nestsOf('quota-clauses', 1);
    const analyze = (i: number, count: number) =>
      gql(
        at(i),
        AnalyzeClausesDocument,
        { nestId: nestId, clauses: Array.from({ length: count }, (_, k) => `임차인은 ${i}-${k}번째 특약을 지킨다.`) },
        token,
      );
    for (const [i, count] of [50, 50, 50, 40].entries())
      assert.equal(dataOf(await analyze(i, count)).analyzeClauses.tasks.length, count);
    assertRateLimited((await analyze(4, 20)).errors, 'clauses', 3600);
    assert.equal(await tasksOf('quota-clauses', 'CLAUSE_ANALYSIS'), 190, 'the refused call wrote nothing');
    assert.equal(dataOf(await analyze(5, 10)).analyzeClauses.tasks.length, 10, 'the refused call cost nothing');
    assertRateLimited((await analyze(6, 1)).errors, 'clauses', 3600);
    assert.equal(await tasksOf('quota-clauses', 'CLAUSE_ANALYSIS'), 200);
  });

  test('requests: 300 a minute over HTTP and graphql-ws together, then HTTP 429 with Retry-After and a refused websocket operation', async () => {
    const token = stack.token('quota-caller');
    await inBatches(299, (i) => gql(at(i), MeDocument, {}, token).then(dataOf));
    const ws = rawWsClient(at(1), `Bearer ${token}`);
    try {
      assert.deepEqual(
        codesOf(await runRaw(ws, '{ me { id } }', {})),
        [],
        'the 300th request, over the websocket, is admitted',
      );
      const refused = await rawPost(at(0), token);
      assert.equal(refused.status, 429);
      assertRateLimited(refused.body.errors, 'requests', 60);
      assert.equal(refused.retryAfter, String(refused.body.errors[0].extensions!['retryAfterSeconds']));
      const overSocket = await runRaw(ws, '{ me { id } }', {});
      assertRateLimited(overSocket.error as GraphQLFormattedError[], 'requests', 60);
    } finally {
      await ws.dispose();
    }
    dataOf(await gql(at(0), MeDocument, {}, stack.token('quota-bystander')));
  });

  test('a deployment with another QUEUE_PREFIX keeps counters of its own', async () => {
    const token = stack.token('quota-prefixed');
    await inBatches(300, (i) => gql(at(i), MeDocument, {}, token).then(dataOf));
    assert.deepEqual(errorCodes(await gql(at(0), MeDocument, {}, token)), ['RATE_LIMITED']);
    const otherApp = await createAppContext(
      parseEnv({ ...stack.envVars, QUEUE_PREFIX: `${stack.env.QUEUE_PREFIX}-other` }),
      'test-other-deployment',
    );
    const other = await createApi(otherApp);
    try {
      await otherApp.redis.ping();
      dataOf(await gql(other.api.url, MeDocument, {}, token));
    } finally {
      await other.close();
      await otherApp.close();
    }
  });

  test('Redis unreachable: an API process counts in its own memory with the same limits, neither open nor closed', async () => {
    const env = parseEnv({ ...stack.envVars, REDIS_URL: 'redis://127.0.0.1:1', QUOTA_REQUESTS_PER_MINUTE: '3' });
    const app = await createAppContext(env, 'test-no-redis');
    const api = await createApi(app);
    try {
      const token = stack.token('quota-no-redis');
      for (let i = 0; i < 3; i++) dataOf(await gql(api.api.url, MeDocument, {}, token));
      assertRateLimited((await gql(api.api.url, MeDocument, {}, token)).errors, 'requests', 60);
    } finally {
      await api.close();
      await app.close();
    }
  });
});

/** Runs `count` requests, 20 at a time: fast, without queueing hundreds of sockets at once. */
async function inBatches(count: number, run: (i: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < count; start += 20) {
    await Promise.all(Array.from({ length: Math.min(20, count - start) }, (_, k) => run(start + k)));
  }
}

/** A `{ me { id } }` over plain fetch, to read the status and the Retry-After header. */
async function rawPost(
  url: string,
  token: string,
): Promise<{ status: number; retryAfter: string | null; body: { errors: GraphQLFormattedError[] } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { errors: GraphQLFormattedError[] },
  };
}
