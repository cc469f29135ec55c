import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { readCounters } from '../../../src/metrics/metrics';
import { TestStack } from '../../helpers/test-stack';
import { auditEvents, orphanObjects } from './recovery-audit';
import { createIssuances, createNests, superviseWorkers, waitAllFinal } from './recovery-harness';

/**
 * SPEC §6, §9 (seed 003, "visibility 만료 중 실행 지속"): a handler blocks its worker's event loop past
 * the stall interval after the charge, so Bee-Queue hands a duplicate delivery to the other worker
 * while the first one still lives. The row's retry_count fences the older attempt: one charge, one
 * file row, one ledger row, one SUCCESS, and no event written by the older attempt after the takeover.
 */
describe('a handler that outlives the stall interval while its worker lives', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({ api: false, env: { STALL_INTERVAL_MS: '1000', HEARTBEAT_INTERVAL_MS: '2000' } });
  });
  after(() => stack.close());

  test('the duplicate runs, the older attempt is fenced, every effect happens once', async () => {
    const workers = superviseWorkers(stack, {
      count: 2,
      restart: false,
      env: { CHAOS_STALL_AT: 'after-charge:3000', WORKER_CONCURRENCY: '1' },
    });
    await workers.ready();
    const [id] = await createIssuances(stack, await createNests(stack.app.db, 1, 'stall'));
    const [row] = await waitAllFinal(stack.app.db, [id], 30_000);
    // Let the blocked attempt wake up and try to finish.
    await new Promise((r) => setTimeout(r, 4_000));
    const log = workers.log();
    assert.equal(row.status, 'SUCCESS', `${row.errorCode} ${row.errorMessage}\n${log}`);
    assert.match(log, /chaos: blocking the event loop .*step=after-charge stallMs=3000/);
    assert.ok(
      log
        .split('\n')
        .some(
          (line) => line.includes(`taskId=${id}`) && line.includes('attempt=0') && line.includes('outcome=superseded'),
        ),
      'the older attempt was refused at its final write',
    );
    assert.equal(workers.live.length, 2, 'no worker died: the duplicate came from the lapsed lock');

    const events = (
      await stack.app.db.query<{
        version: number;
        to_status: string;
        worker_id: string | null;
        attempt: number;
        note: string | null;
      }>(`select version, to_status, worker_id, attempt, note from task_events where task_id = $1 order by version`, [
        id,
      ])
    ).rows;
    const first = events.find((e) => e.attempt === 0 && e.to_status === 'PROCESSING')!;
    // The duplicate delivery found the attempt's worker lost, isolated the task, and ran it alone.
    const takeover = events.findIndex((e) => e.attempt === 1 && e.note === 'claimed to run alone');
    assert.ok(takeover > 0, JSON.stringify(events));
    assert.notEqual(events[takeover].worker_id, first.worker_id, 'the duplicate ran on the other worker');
    assert.deepEqual(
      events.slice(takeover).filter((e) => e.worker_id === first.worker_id),
      [],
      'the fenced attempt wrote nothing after the takeover',
    );
    assert.equal(events.at(-1)!.to_status, 'SUCCESS');
    assert.equal(events.at(-1)!.worker_id, events[takeover].worker_id);
    assert.deepEqual(await auditEvents(stack.app.db, [id]), []);

    const count = async (sql: string) => (await stack.app.db.query<{ n: number }>(sql, [id])).rows[0].n;
    assert.equal(stack.simulator.charges().byKey[id], 1, 'one charge at the office');
    assert.equal(await count(`select count(*)::int as n from fee_ledger where task_id = $1`), 1);
    assert.equal(await count(`select count(*)::int as n from files where task_id = $1`), 1);
    assert.equal(
      await count(
        `select count(*)::int as n from task_events where task_id = $1 and to_status in ('SUCCESS', 'FAILED')`,
      ),
      1,
    );
    const file = (
      await stack.app.db.query<{ storage_key: string; sha256: string }>(
        `select storage_key, sha256 from files where task_id = $1`,
        [id],
      )
    ).rows[0];
    const stored = await stack.app.storage.get(file.storage_key);
    assert.equal(
      createHash('sha256').update(stored).digest('hex'),
      file.sha256.trim(),
      'the object and its row agree after both attempts wrote',
    );
    assert.deepEqual(await orphanObjects(stack), []);
    const redeliveries = (await readCounters(stack.app.redis, stack.env.QUEUE_PREFIX)).find(
      (c) => c.name === 'task_redeliveries_total',
    );
    assert.equal(redeliveries?.value, 1);
    await workers.stop();
  });
});
