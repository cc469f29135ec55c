import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { NestTaskUpdatedDocument, TaskUpdatedDocument } from '../../__generated__/operations';
import { collect, createTestApolloClient, wsUrlOf } from '../../helpers/apollo-client';
import { TestStack } from '../../helpers/test-stack';
import { codesOf, createNest, rawWsClient, requestIssuance, runRaw } from './live-helpers';

const REFUSED = ['FORBIDDEN', 'NOT_FOUND'];

/** The close code graphql-ws reports when the server closes the socket. */
function closeCodeOf(error: unknown): number | undefined {
  return (error as { code?: number } | undefined)?.code;
}

/** SPEC §10 on the websocket: ownership, authentication, token expiry, Origin, depth. */
describe('live push security', () => {
  let stack: TestStack;
  let taskId: string;
  let nestId: string;
  before(async () => {
    stack = await TestStack.start({ workerQueues: [] });
    nestId = await createNest(stack.url, stack.token('owner'));
    taskId = await requestIssuance(stack.url, stack.token('owner'), nestId);
  });
  after(() => stack.close());

  test("another user's task or nest is refused with FORBIDDEN or NOT_FOUND", async () => {
    const client = rawWsClient(stack.url, `Bearer ${stack.token('intruder')}`);
    const onTask = await runRaw(client, TaskUpdatedDocument, { id: taskId });
    const onNest = await runRaw(client, NestTaskUpdatedDocument, { nestId });
    await client.dispose();
    for (const [what, outcome] of [
      ['task', onTask],
      ['nest', onNest],
    ] as const) {
      const codes = codesOf(outcome);
      assert.ok(codes.length > 0 && codes.every((c) => REFUSED.includes(c)), `${what}: ${JSON.stringify(outcome)}`);
      assert.ok(
        outcome.results.every((r) => !r.data),
        `${what}: no data leaks`,
      );
    }
    assert.equal(stack.api!.fanout.channelCount(), 0, 'nothing was subscribed on Redis');

    // The same through Apollo Client, as an application sees it: result.error with the code.
    const apollo = createTestApolloClient(stack.url, stack.token('intruder'));
    const refused = collect(
      apollo.client.subscribe({ query: TaskUpdatedDocument, variables: { id: taskId } }),
      (r) => r.data?.taskUpdated,
    );
    await refused.done;
    await apollo.dispose();
    assert.deepEqual(refused.values, []);
    const graphQLErrors = (refused.errors[0] as { errors?: Array<{ extensions?: { code?: string } }> }).errors ?? [];
    assert.ok(
      graphQLErrors.length > 0 && REFUSED.includes(String(graphQLErrors[0].extensions?.code)),
      JSON.stringify(refused.errors),
    );
  });

  test('no token: the socket is closed with 4403', async () => {
    const client = rawWsClient(stack.url, null);
    const outcome = await runRaw(client, TaskUpdatedDocument, { id: taskId });
    await client.dispose();
    assert.equal(closeCodeOf(outcome.error), 4403, JSON.stringify(outcome));
    assert.deepEqual(outcome.results, []);
  });

  test('an expired token is refused with 4403, and a token expiring mid-connection closes it with 4403', async () => {
    const expired = rawWsClient(stack.url, `Bearer ${stack.token('owner', -10)}`);
    const refused = await runRaw(expired, TaskUpdatedDocument, { id: taskId });
    await expired.dispose();
    assert.equal(closeCodeOf(refused.error), 4403, JSON.stringify(refused));

    const shortLived = rawWsClient(stack.url, `Bearer ${stack.token('owner', 2)}`);
    const started = Date.now();
    const cut = await runRaw(shortLived, NestTaskUpdatedDocument, { nestId });
    await shortLived.dispose();
    assert.equal(closeCodeOf(cut.error), 4403, JSON.stringify(cut));
    assert.ok(Date.now() - started < 3_500, `closed after ${Date.now() - started} ms`);
  });

  test('a disallowed Origin is refused on the upgrade; an allowed one is accepted', async () => {
    const bad = new WebSocket(wsUrlOf(stack.url), 'graphql-transport-ws', { origin: 'https://evil.example' });
    const [, response] = await once(bad, 'unexpected-response');
    assert.equal(response.statusCode, 403);
    bad.on('error', () => undefined); // aborting a refused handshake reports an error by design
    bad.terminate();

    const good = new WebSocket(wsUrlOf(stack.url), 'graphql-transport-ws', {
      origin: stack.env.ALLOWED_ORIGINS.split(',')[0].trim(),
    });
    await once(good, 'open');
    good.close();

    // The API's own pages (the web app at /app) are same-origin: Origin is the host the socket connects to.
    const own = new WebSocket(wsUrlOf(stack.url), 'graphql-transport-ws', { origin: new URL(stack.url).origin });
    await once(own, 'open');
    own.close();
    // A foreign page cannot pass by naming our host in its own origin's place: the Host header must match.
    const spoof = new WebSocket(wsUrlOf(stack.url), 'graphql-transport-ws', {
      origin: `http://${new URL(stack.url).host}.evil.example`,
    });
    const [, refused] = await once(spoof, 'unexpected-response');
    assert.equal(refused.statusCode, 403);
    spoof.on('error', () => undefined);
    spoof.terminate();
  });

  test('an operation over the depth limit is refused on the socket', async () => {
    const client = rawWsClient(stack.url, `Bearer ${stack.token('owner')}`);
    const deep = `subscription ($id: ID!) { taskUpdated(id: $id) { nest { tasks(first: 1) { edges { node {
      nest { tasks(first: 1) { edges { node { nest { id } } } } } } } } } } }`;
    const outcome = await runRaw(client, deep, { id: taskId });
    await client.dispose();
    assert.deepEqual(codesOf(outcome), ['GRAPHQL_VALIDATION_FAILED'], JSON.stringify(outcome));
    assert.match(JSON.stringify(outcome.error), /"limit":"depth"/);
    assert.equal(stack.api!.fanout.channelCount(), 0);
  });
});
