import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from 'graphql-ws';
import { codesOf, createNest, rawWsClient, requestIssuance, runRaw, type RawOutcome } from '../live/live-helpers';
import { TestStack } from '../../helpers/test-stack';
import { aliasedCreateNests, fragmentBomb, skipDecoy } from '../../helpers/hostile-documents';

interface HttpOutcome {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

async function post(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<HttpOutcome> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as HttpOutcome['body'] };
}

const limitsOf = (outcome: HttpOutcome) =>
  (outcome.body.errors ?? []).map((e) => `${e.extensions?.['code']}/${e.extensions?.['limit'] ?? ''}`);

const TASK_UPDATED = 'subscription ($id: ID!) { taskUpdated(id: $id) { id status version } }';

/** SPEC §10 against a production-mode API: operation limits on both transports, and the websocket's own caps. */
describe('hostile clients, production mode', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({
      workerQueues: [],
      env: { NODE_ENV: 'production', WS_MAX_OPERATIONS_PER_SOCKET: '3', WS_MAX_SOCKETS_PER_USER: '2' },
    });
  });
  after(() => stack.close());

  test('a fragment bomb is refused in well under a second of CPU while a trivial query still answers', async () => {
    const started = process.cpuUsage();
    const [bomb, me] = await Promise.all([
      post(stack.url, stack.token('mallory'), fragmentBomb(30)),
      post(stack.url, stack.token('alice'), '{ me { id } }'),
    ]);
    const used = process.cpuUsage(started);
    assert.deepEqual(limitsOf(bomb), ['GRAPHQL_VALIDATION_FAILED/cost']);
    assert.equal(bomb.status, 400);
    assert.deepEqual(me.body, { data: { me: { id: 'alice' } } });
    // API and client share this process: the whole exchange, not only the bomb, fits in the bound.
    assert.ok((used.user + used.system) / 1e6 < 1, `${(used.user + used.system) / 1000} ms of CPU`);
  });

  test('the same bomb and a huge query are refused on the socket with the same code', async () => {
    const client = rawWsClient(stack.url, `Bearer ${stack.token('mallory')}`);
    const bomb = await runRaw(client, fragmentBomb(30), {});
    const tokens = await runRaw(client, `{ ${'__typename '.repeat(2_100)} }`, {});
    await client.dispose();
    assert.deepEqual(codesOf(bomb), ['GRAPHQL_VALIDATION_FAILED'], JSON.stringify(bomb));
    assert.deepEqual(codesOf(tokens), ['GRAPHQL_PARSE_FAILED'], JSON.stringify(tokens));
  });

  test('a skipped decoy with a negative page size does not buy room for forty heavy selections', async () => {
    const decoy = await post(stack.url, stack.token('mallory'), skipDecoy());
    assert.ok(limitsOf(decoy).includes('GRAPHQL_VALIDATION_FAILED/cost'), JSON.stringify(decoy.body));
    for (const first of [0, -5, 100_000]) {
      const paged = await post(
        stack.url,
        stack.token('mallory'),
        `{ nests(first: ${first}) @skip(if: true) { edges { node { id } } } }`,
      );
      assert.deepEqual(limitsOf(paged), ['GRAPHQL_VALIDATION_FAILED/pageSize'], `first: ${first}`);
    }
  });

  test('100 aliased createNest in one operation are refused and create nothing', async () => {
    const flood = await post(stack.url, stack.token('flooder'), aliasedCreateNests(100));
    assert.ok(limitsOf(flood).includes('GRAPHQL_VALIDATION_FAILED/mutationFields'), JSON.stringify(flood.body));
    const { rows } = await stack.app.db.query<{ n: number }>(
      `select count(*)::int as n from nests where user_id = 'flooder'`,
    );
    assert.equal(rows[0].n, 0);
  });

  test('on the socket, introspection is refused as on HTTP, and parse and validation errors carry their codes', async () => {
    const client = rawWsClient(stack.url, `Bearer ${stack.token('alice')}`);
    const outcomes: Record<string, RawOutcome> = {
      introspection: await runRaw(client, '{ __schema { types { name } } }', {}),
      parse: await runRaw(client, 'subscription { taskUpdated(id: ', {}),
      validation: await runRaw(client, 'subscription { noSuchField }', {}),
    };
    await client.dispose();
    const http = await post(stack.url, stack.token('alice'), '{ __schema { types { name } } }');
    assert.deepEqual([...new Set(limitsOf(http).map((c) => c.split('/')[0]))], ['GRAPHQL_VALIDATION_FAILED']);
    assert.deepEqual([...new Set(codesOf(outcomes['introspection']))], ['GRAPHQL_VALIDATION_FAILED']);
    assert.deepEqual(codesOf(outcomes['parse']), ['GRAPHQL_PARSE_FAILED']);
    assert.deepEqual(codesOf(outcomes['validation']), ['GRAPHQL_VALIDATION_FAILED']);
    for (const outcome of Object.values(outcomes))
      assert.ok(!JSON.stringify(outcome).includes('INTERNAL_SERVER_ERROR'));
  });

  test('one socket may run at most the configured operations; completing one makes room', async () => {
    const token = stack.token('watcher');
    const nestId = await createNest(stack.url, token);
    const taskId = await requestIssuance(stack.url, token, nestId);
    const client = rawWsClient(stack.url, `Bearer ${token}`);
    const stops = await Promise.all([0, 1, 2].map(() => openSubscription(client, taskId)));
    const refused = await runRaw(client, TASK_UPDATED, { id: taskId });
    assert.deepEqual(codesOf(refused), ['RATE_LIMITED'], JSON.stringify(refused));
    stops[0]();
    const stopAgain = await openSubscription(client, taskId);
    stopAgain();
    for (const stop of stops.slice(1)) stop();
    await client.dispose();
  });

  test('a user may hold at most the configured sockets; the next is closed with 4429, another user is unaffected', async () => {
    const token = stack.token('tabs');
    const clients = [0, 1].map(() => rawWsClient(stack.url, `Bearer ${token}`, { lazy: false }));
    await Promise.all(clients.map((c) => runRaw(c, '{ me { id } }', {})));
    const third = rawWsClient(stack.url, `Bearer ${token}`);
    const outcome = await runRaw(third, '{ me { id } }', {});
    assert.equal((outcome.error as { code?: number } | undefined)?.code, 4429, JSON.stringify(outcome));
    const other = rawWsClient(stack.url, `Bearer ${stack.token('neighbour')}`);
    assert.deepEqual((await runRaw(other, '{ me { id } }', {})).results, [{ data: { me: { id: 'neighbour' } } }]);
    await Promise.all([...clients, third, other].map(async (c) => c.dispose()));
  });
});

/** What the fuzz run (bench/fuzz.ts) found answered as internal errors, each now a coded client error. */
describe('malformed requests found by the fuzz run, production mode', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [], env: { NODE_ENV: 'production' } });
  });
  after(() => stack.close());

  test('a subscription over HTTP is refused with BAD_REQUEST, even one whose @include takes a variable', async () => {
    for (const query of [
      'subscription { taskUpdated(id: "00000000-0000-4000-a000-000000000000") { id } }',
      'subscription ($u: Boolean!) { taskUpdated(id: "x") @include(if: $u) { id } }',
    ]) {
      const outcome = await post(stack.url, stack.token('alice'), query);
      assert.equal(outcome.status, 400, query);
      assert.deepEqual(limitsOf(outcome), ['BAD_REQUEST/'], query);
    }
  });

  test('a persisted-query hash that does not match is BAD_REQUEST', async () => {
    const res = await fetch(stack.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token('alice')}` },
      body: JSON.stringify({ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
    });
    const body = (await res.json()) as HttpOutcome['body'];
    assert.equal(res.status, 400);
    assert.deepEqual(
      body.errors?.map((e) => e.extensions?.['code']),
      ['BAD_REQUEST'],
    );
  });

  test('a request target no URL parser accepts is a 400, not a 500', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: stack.api!.api.port,
          method: 'GET',
          path: 'http://[::1/graphql',
          headers: { host: 'x' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(status, 400);
  });

  test('on the socket: a subscription root field with a variable @include, bad variables and an unknown operationName are coded', async () => {
    const client = rawWsClient(stack.url, `Bearer ${stack.token('alice')}`);
    const include = await runRaw(
      client,
      'subscription ($u: Boolean!) { taskUpdated(id: "x") @include(if: $u) { id } }',
      {},
    );
    const missing = await runRaw(client, 'query ($id: ID!) { task(id: $id) { id } }', {});
    const wrongType = await runRaw(client, 'query ($id: ID!) { task(id: $id) { id } }', { id: true });
    const unknown = await new Promise<RawOutcome>((resolve) => {
      const outcome: RawOutcome = { results: [], completed: false };
      client.subscribe(
        { query: '{ me { id } }', operationName: 'Nope' },
        {
          next: (r) => outcome.results.push(r),
          error: (error) => resolve({ ...outcome, error }),
          complete: () => resolve({ ...outcome, completed: true }),
        },
      );
    });
    await client.dispose();
    assert.deepEqual(codesOf(include), ['GRAPHQL_VALIDATION_FAILED'], JSON.stringify(include));
    assert.deepEqual(codesOf(missing), ['BAD_USER_INPUT'], JSON.stringify(missing));
    assert.deepEqual(codesOf(wrongType), ['BAD_USER_INPUT'], JSON.stringify(wrongType));
    assert.deepEqual(codesOf(unknown), ['OPERATION_RESOLUTION_FAILURE'], JSON.stringify(unknown));
  });

  test('an explicit null for a defaulted variable where a value is required is BAD_USER_INPUT on both transports, not a 500', async () => {
    const cases: Array<{ query: string; variables: Record<string, unknown>; operationName?: string }> = [
      { query: 'query ($v: Boolean = true) { me @include(if: $v) { id } }', variables: { v: null } },
      {
        query: 'query ($id: ID = "00000000-0000-4000-a000-000000000000") { task(id: $id) { id } }',
        variables: { id: null },
      },
      // In a fragment of the named operation; the other operation's same-named variable is not its concern.
      {
        query:
          'query A($v: Boolean = true) { ...F } query B($v: String) { nests(after: $v) { edges { node { id } } } } fragment F on Query { me @skip(if: $v) { id } }',
        variables: { v: null },
        operationName: 'A',
      },
    ];
    const client = rawWsClient(stack.url, `Bearer ${stack.token('alice')}`);
    for (const { query, variables, operationName } of cases) {
      const res = await fetch(stack.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.token('alice')}` },
        body: JSON.stringify({ query, variables, operationName }),
      });
      const body = (await res.json()) as HttpOutcome['body'];
      assert.equal(res.status, 400, query);
      assert.deepEqual(
        body.errors?.map((e) => e.extensions?.['code']),
        ['BAD_USER_INPUT'],
        query,
      );
      assert.match(body.errors[0].message, /is null where a non-null/);
      const overSocket = await new Promise<RawOutcome>((resolve) => {
        const outcome: RawOutcome = { results: [], completed: false };
        client.subscribe(
          { query, variables, operationName },
          {
            next: (r) => outcome.results.push(r),
            error: (error) => resolve({ ...outcome, error }),
            complete: () => resolve({ ...outcome, completed: true }),
          },
        );
      });
      assert.deepEqual(codesOf(overSocket), ['BAD_USER_INPUT'], JSON.stringify(overSocket));
    }
    // The same variable left out takes its default, and a null where null is allowed still runs.
    const defaulted = await post(
      stack.url,
      stack.token('alice'),
      'query ($v: Boolean = true) { me @include(if: $v) { id } }',
    );
    assert.equal(defaulted.status, 200);
    assert.equal(defaulted.body.errors, undefined);
    const allowed = await post(
      stack.url,
      stack.token('alice'),
      'query ($a: String) { nests(first: 1, after: $a) { edges { node { id } } } }',
      { a: null },
    );
    assert.equal(allowed.body.errors, undefined, JSON.stringify(allowed.body));
    await client.dispose();
  });

  test('a frame larger than the socket allows is closed with 1009 and is not logged as an internal error', async () => {
    const { default: WebSocket } = await import('ws');
    const logged: unknown[][] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const socket = new WebSocket(stack.url.replace(/^http/, 'ws'), 'graphql-transport-ws');
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send('x'.repeat(100 * 1024));
      const code = await new Promise<number>((resolve) =>
        socket.once('close', (closeCode: number) => resolve(closeCode)),
      );
      assert.equal(code, 1009);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      console.error = consoleError;
    }
    assert.deepEqual(
      logged.filter((args) => String(args[0]).includes('Internal error')),
      [],
    );
  });

  test('a client that sends a server-only message is closed with 4400, not 4500', async () => {
    const { default: WebSocket } = await import('ws');
    const socket = new WebSocket(stack.url.replace(/^http/, 'ws'), 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${stack.token('alice')}` } }),
    );
    await new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'connection_ack' }));
    const code = await new Promise<number>((resolve) =>
      socket.once('close', (closeCode: number) => resolve(closeCode)),
    );
    assert.equal(code, 4400);
  });
});

/** Subscribes to a task and resolves, with a stop function, once its snapshot arrived. */
function openSubscription(client: Client, taskId: string): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const stop = client.subscribe(
      { query: TASK_UPDATED, variables: { id: taskId } },
      {
        next: () => resolve(stop),
        error: (error) => reject(new Error(JSON.stringify(error))),
        complete: () => undefined,
      },
    );
  });
}
