import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { reconcileFailedCharges } from '../../../src/issuance/fee-reconciliation';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import { TestStack } from '../../helpers/test-stack';
import { insertRows } from '../recovery/reaper-fixtures';

/** How the office answers the look-up of one key, instead of the simulator's own answer. */
type Disturbance = 'garbled' | 'rejected' | 'down';

/**
 * SPEC §4.3, the ledger and the office agree: fee reconciliation tells the office being away (stop,
 * try next tick) from one receipt the office cannot answer for (put that check off on its own row),
 * so one bad receipt never holds up the checks after it.
 */
describe('fee reconciliation with a bad receipt', () => {
  let stack: TestStack;
  let proxy: Server;
  const disturbed = new Map<string, Disturbance>();
  let everything: Disturbance | null = null;
  const asked: string[] = [];
  const retry = { baseDelayMs: 60_000, maxDelayMs: 600_000 };

  before(async () => {
    stack = await TestStack.start({ api: false });
    // The simulator behind a proxy that spoils the answers the test names.
    proxy = createServer((req, res) => {
      const key = decodeURIComponent((req.url ?? '').split('/').pop() ?? '');
      asked.push(key);
      const how = everything ?? disturbed.get(key);
      if (how === 'garbled')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"receiptId": 42, "fee');
      if (how === 'rejected')
        return void res
          .writeHead(400, { 'content-type': 'application/json' })
          .end('{"code":"BAD_KEY","message":"no such receipt format"}');
      if (how === 'down') return void res.writeHead(503).end();
      void fetch(`${stack.simulator.url}${req.url}`).then(async (answer) => {
        res
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });
  after(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await stack.close();
  });
  beforeEach(async () => {
    await stack.app.db.query(`update fee_checks set checked_at = now() where checked_at is null`);
    disturbed.clear();
    everything = null;
    asked.length = 0;
  });

  const office = () =>
    createHttpRegistryOffice({
      baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      timeoutMs: 2_000,
    });

  /** Failed issuances, each queued for a check by the trigger, due in the order given. */
  async function failedIssuances(n: number): Promise<string[]> {
    const ids = await insertRows(stack.app.db, { status: 'PROCESSING', ageS: 60, workerId: 'w-fees' }, n);
    await stack.app.db.query(
      `update tasks set status = 'FAILED', error_code = 'AUTOMATION_FAILED', finished_at = now(), version = version + 1 where id = any($1::uuid[])`,
      [ids],
    );
    for (const [i, id] of ids.entries())
      await stack.app.db.query(`update fee_checks set due_at = now() - $2 * interval '1 second' where task_id = $1`, [
        id,
        100 - i,
      ]);
    return ids;
  }

  async function check(taskId: string) {
    const { rows } = await stack.app.db.query<{
      checked_at: Date | null;
      receipt_id: string | null;
      attempts: number;
      next_check_at: Date | null;
      last_error: string | null;
    }>(`select checked_at, receipt_id, attempts, next_check_at, last_error from fee_checks where task_id = $1`, [
      taskId,
    ]);
    return rows[0];
  }

  const ledger = async (ids: string[]) =>
    (await stack.app.db.query(`select task_id from fee_ledger where task_id = any($1::uuid[])`, [ids])).rows
      .map((r) => r.task_id)
      .sort();

  test('a garbled answer and a 4xx put off their own checks, and the checks after them are reconciled', async () => {
    const [garbled, rejected, charged, alsoCharged, uncharged] = (await failedIssuances(5)) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const simulator = createHttpRegistryOffice({ baseUrl: stack.simulator.url, timeoutMs: 10_000 });
    for (const [i, key] of [charged, alsoCharged].entries())
      await simulator.issue({ address: `서울특별시 중구 대조로 ${i + 1}`, idempotencyKey: key });
    disturbed.set(garbled, 'garbled').set(rejected, 'rejected');

    const first = await reconcileFailedCharges(stack.app.db, office(), { retry });
    assert.deepEqual([first.checked, first.recorded, first.deferred, first.failed], [3, 2, 2, 0]);
    assert.deepEqual(
      await ledger([garbled, rejected, charged, alsoCharged, uncharged]),
      [charged, alsoCharged].sort(),
      'ledger = office for the good receipts',
    );
    for (const [id, error] of [
      [garbled, /unreadable receipt/],
      [rejected, /HTTP 400 BAD_KEY/],
    ] as const) {
      const put = await check(id);
      assert.equal(put.checked_at, null, 'still to be checked');
      assert.equal(put.attempts, 1);
      assert.match(put.last_error ?? '', error);
      const waitS = (put.next_check_at!.getTime() - Date.now()) / 1000;
      assert.ok(waitS > 50 && waitS <= 60, `put off by the base delay (${waitS} s)`);
    }
    assert.ok((await check(uncharged)).checked_at, 'a key the office never charged is checked too');

    asked.length = 0;
    const second = await reconcileFailedCharges(stack.app.db, office(), { retry });
    assert.deepEqual([second.checked, second.deferred], [0, 0]);
    assert.deepEqual(asked, [], 'a put-off check waits for its time');

    // Their time comes: one is readable now, the other is still refused and waits twice as long.
    await stack.app.db.query(
      `update fee_checks set next_check_at = now() - interval '1 second' where task_id = any($1::uuid[])`,
      [[garbled, rejected]],
    );
    disturbed.delete(garbled);
    const third = await reconcileFailedCharges(stack.app.db, office(), { retry });
    assert.deepEqual([third.checked, third.deferred], [1, 1]);
    assert.ok((await check(garbled)).checked_at);
    const again = await check(rejected);
    assert.equal(again.attempts, 2);
    const waitS = (again.next_check_at!.getTime() - Date.now()) / 1000;
    assert.ok(waitS > 110 && waitS <= 120, `backoff doubles (${waitS} s)`);
  });

  test('the office being away stops the call and counts against no receipt', async () => {
    const [first, second] = (await failedIssuances(2)) as [string, string];
    everything = 'down';
    const down = await reconcileFailedCharges(stack.app.db, office(), { retry });
    assert.deepEqual([down.checked, down.deferred, down.failed], [0, 0, 1]);
    assert.match(down.officeError ?? '', /HTTP 503/);
    assert.deepEqual(asked, [first], 'no look-up after the office failed');
    const refused = createHttpRegistryOffice({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000 });
    assert.equal(
      (await reconcileFailedCharges(stack.app.db, refused, { retry })).failed,
      1,
      'a refused connection is the office away too',
    );
    for (const id of [first, second])
      assert.deepEqual([(await check(id)).attempts, (await check(id)).next_check_at], [0, null]);
    everything = null;
    assert.equal(
      (await reconcileFailedCharges(stack.app.db, office(), { retry })).checked,
      2,
      'and the next call checks them',
    );
  });
});
