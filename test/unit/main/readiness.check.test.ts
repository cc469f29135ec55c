import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkReadiness } from '../../../src/main/readiness.check';
import { captureLogs } from '../../helpers/log-capture';

const PG_TEXT = 'password authentication failed for user "doongzi" at 10.0.3.7:5432';

describe('/readyz report', () => {
  test('says which dependency is down, never the driver text, which goes to the log', async () => {
    const logged = captureLogs();
    const report = await checkReadiness({
      postgres: () => Promise.reject(new Error(PG_TEXT)),
      redis: () => Promise.resolve('PONG'),
      logger: logged.logger,
    });
    assert.deepEqual(report, { ready: false, postgres: 'down', redis: 'ok' });
    assert.ok(!JSON.stringify(report).includes('doongzi'));
    assert.ok(
      logged.lines.some((l) => (l['err'] as { message?: string } | undefined)?.message === PG_TEXT),
      'the cause is logged server-side',
    );
  });

  test('a dependency that does not answer in time is down', async () => {
    const report = await checkReadiness({
      postgres: () => Promise.resolve(),
      redis: () => new Promise(() => {}),
      timeoutMs: 50,
      logger: captureLogs().logger,
    });
    assert.deepEqual(report, { ready: false, postgres: 'ok', redis: 'down' });
  });

  test('both answering is ready', async () => {
    assert.deepEqual(await checkReadiness({ postgres: async () => {}, redis: async () => 'PONG' }), {
      ready: true,
      postgres: 'ok',
      redis: 'ok',
    });
  });
});
