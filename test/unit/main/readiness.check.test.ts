import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkReadiness } from '../../../src/main/readiness.check';

const PG_TEXT = 'password authentication failed for user "doongzi" at 10.0.3.7:5432';

describe('/readyz report', () => {
  test('says which dependency is down, never the driver text, which goes to the log', async () => {
    const logged: string[] = [];
    const report = await checkReadiness({
      postgres: () => Promise.reject(new Error(PG_TEXT)),
      redis: () => Promise.resolve('PONG'),
      log: (line) => logged.push(line),
    });
    assert.deepEqual(report, { ready: false, postgres: 'down', redis: 'ok' });
    assert.ok(!JSON.stringify(report).includes('doongzi'));
    assert.ok(logged.some((line) => line.includes(PG_TEXT)), 'the cause is logged server-side');
  });

  test('a dependency that does not answer in time is down', async () => {
    const report = await checkReadiness({
      postgres: () => Promise.resolve(),
      redis: () => new Promise(() => {}),
      timeoutMs: 50,
      log: () => {},
    });
    assert.deepEqual(report, { ready: false, postgres: 'ok', redis: 'down' });
  });

  test('both answering is ready', async () => {
    assert.deepEqual(await checkReadiness({ postgres: async () => {}, redis: async () => 'PONG' }), { ready: true, postgres: 'ok', redis: 'ok' });
  });
});
