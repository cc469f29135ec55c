import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { WARM_UP_USER_ID } from '../../../src/api/operation-log.plugin';
import { setRootLogger } from '../../../src/logging/logger';
import { captureLogs } from '../../helpers/log-capture';
import { createApi, type ApiProcess } from '../../../src/main/create-api';
import { TestStack } from '../../helpers/test-stack';

/**
 * A new API process warms its code on its own operations before `/readyz` lets clients in
 * (src/main/api-warm-up.ts): over its own HTTP and websocket, as its own user, writing nothing.
 */
describe('the API start-up warm-up', () => {
  let stack: TestStack;
  let api: ApiProcess;
  before(async () => {
    stack = await TestStack.start({ api: false });
  });
  after(async () => {
    await api?.close();
    await stack.close();
  });

  test('/readyz says "warming" until the warm-up is over, then "ready"; the warm-up ran every operation and wrote nothing', async () => {
    const logs = captureLogs('debug');
    const previous = setRootLogger(logs.logger);
    const tasksBefore = await stack.app.db.query<{ n: string }>(`select count(*) as n from tasks`);
    try {
      api = await createApi(stack.app, {}, { warmUpRounds: 200 });
      const during = await fetch(new URL('/readyz', api.api.url));
      assert.equal(during.status, 503);
      assert.equal(((await during.json()) as { status: string }).status, 'warming');
      const result = await api.warmedUp;
      assert.ok(result);
      assert.equal(result.operations, 600, 'three operations a round');
      assert.equal(result.failed, 0);
      assert.equal(result.timedOut, false);
      const after = await fetch(new URL('/readyz', api.api.url));
      assert.equal(after.status, 200);
      assert.equal(((await after.json()) as { status: string }).status, 'ready');
    } finally {
      setRootLogger(previous);
    }
    const tasksAfter = await stack.app.db.query<{ n: string }>(`select count(*) as n from tasks`);
    assert.equal(tasksAfter.rows[0].n, tasksBefore.rows[0].n);
    // The warm-up's operations were logged at debug only: no info line names its user.
    const warmUpLines = logs.lines.filter((l) => l.msg === 'graphql operation' && l.userId === WARM_UP_USER_ID);
    assert.ok(warmUpLines.length >= 400, `${warmUpLines.length} operation lines`);
    assert.deepEqual(new Set(warmUpLines.map((l) => l.level)), new Set(['debug']));
  });

  test('without warm-up rounds there is no warm-up and /readyz is ready at once', async () => {
    const quick = await createApi(stack.app);
    try {
      assert.equal(quick.warmedUp, null);
      assert.equal((await fetch(new URL('/readyz', quick.api.url))).status, 200);
    } finally {
      await quick.close();
    }
  });
});
