import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createRedis } from '../../../src/infra/redis';
import { createApi, type ApiProcess } from '../../../src/main/create-api';
import { TestStack } from '../../helpers/test-stack';

/** /readyz says which dependency is down, never the driver's text (hosts, ports, users). */
describe('/readyz', () => {
  let stack: TestStack;
  let api: ApiProcess;
  // Nothing listens on port 1: every command to this client fails with the driver's own text.
  const deadRedis = createRedis('redis://127.0.0.1:1', 'readyz-test-dead');
  before(async () => {
    stack = await TestStack.start({ api: false });
    api = await createApi({ ...stack.app, redis: deadRedis });
  });
  after(async () => {
    await api.close();
    deadRedis.disconnect();
    await stack.close();
  });

  test('with Redis unreachable: 503, redis "down", postgres "ok", and no driver text', async () => {
    const res = await fetch(new URL('/readyz', api.api.url));
    const text = await res.text();
    assert.equal(res.status, 503);
    assert.deepEqual(JSON.parse(text), { status: 'not ready', postgres: 'ok', redis: 'down' });
    assert.doesNotMatch(text, /127\.0\.0\.1|ECONNREFUSED|retries|Connection/);
  });
});
