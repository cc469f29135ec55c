import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Database } from '../../../src/infra/database';
import {
  findTask,
  groupCommitStats,
  insertTask,
  markSucceeded,
  recordJobId,
  startTask,
} from '../../../src/tasks/transitions';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

/**
 * The hot writes sent on the pool share statements (WRITE_BATCH_MAX): each row must still get
 * exactly what its one-row form gives — its guard, one version bump, one event — whatever else is
 * in the statement.
 */
describe('group-committed task writes on PostgreSQL', () => {
  let testDb: TestDatabase;
  let db: Database;
  let nestId: string;

  before(async () => {
    testDb = await createTestDatabase();
    db = await Database.connect(testDb.url, { poolSize: 6, batchMax: 64 });
    await db.query(`insert into users (id) values ('batch-user')`);
    const { rows } = await db.query<{ id: string }>(
      `insert into nests (user_id, name, address) values ('batch-user', 'n', 'a') returning id`,
    );
    nestId = rows[0].id;
  });
  after(async () => {
    await db.close();
    await testDb.drop();
  });

  async function events(
    taskId: string,
  ): Promise<Array<{ version: number; to_status: string; worker_id: string | null }>> {
    const { rows } = await db.query<{ version: number; to_status: string; worker_id: string | null }>(
      `select version, to_status, worker_id from task_events where task_id = $1 order by version`,
      [taskId],
    );
    return rows;
  }

  const statements = () => groupCommitStats(db);

  test('concurrent inserts share statements, and every row has its own first event', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 40 }, (_, i) => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId, input: { i } })),
    );
    assert.equal(new Set(tasks.map((t) => t.id)).size, 40);
    tasks.forEach((t, i) => {
      assert.equal(t.status, 'PENDING');
      assert.equal(t.version, 1);
      assert.deepEqual(t.input, { i }, 'each caller gets its own row back');
    });
    for (const t of tasks.slice(0, 5))
      assert.deepEqual(await events(t.id), [{ version: 1, to_status: 'PENDING', worker_id: null }]);
    const [sent, rows] = statements()
      .match(/insert (\d+)\/(\d+)/)!
      .slice(1)
      .map(Number) as [number, number];
    assert.ok(sent < rows, `40 inserts went as ${sent} statements`);
  });

  test('the same task started three times at once is started once: one PROCESSING, one event', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 20 }, () => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId })),
    );
    const attempts = tasks.flatMap((t) => [
      startTask(db, t.id, 'w1'),
      startTask(db, t.id, 'w2'),
      startTask(db, t.id, 'w3'),
    ]);
    const results = await Promise.all(attempts);
    for (const [i, t] of tasks.entries()) {
      const mine = results.slice(3 * i, 3 * i + 3).filter((r) => r !== null);
      assert.equal(mine.length, 1, `task ${i} was started ${mine.length} times`);
      assert.equal(mine[0].status, 'PROCESSING');
      assert.equal(mine[0].version, 2);
      const log = await events(t.id);
      assert.deepEqual(
        log.map((e) => e.to_status),
        ['PENDING', 'PROCESSING'],
      );
      assert.equal(log[1].worker_id, mine[0].workerId);
    }
  });

  test('in one batch, a success with a superseded attempt is refused while the others commit', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 10 }, () => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId })),
    );
    await Promise.all(tasks.map((t) => startTask(db, t.id, 'w')));
    const fileless = await Promise.all(tasks.map((t, i) => markSucceeded(db, t.id, i % 2 === 0 ? 0 : 1)));
    for (const [i, t] of tasks.entries()) {
      const row = await findTask(db, t.id);
      if (i % 2 === 0) {
        assert.equal(fileless[i]?.status, 'SUCCESS');
        assert.equal(row?.status, 'SUCCESS');
        assert.equal(row?.version, 3);
        assert.ok(row?.finishedAt);
      } else {
        assert.equal(fileless[i], null, 'attempt 1 does not hold a row at retry_count 0');
        assert.equal(row?.status, 'PROCESSING');
        assert.equal(row?.version, 2);
        assert.equal((await events(t.id)).length, 2);
      }
    }
  });

  test('a row that breaks a constraint fails alone; the rows batched with it are written', async () => {
    const missingNest = randomUUID();
    const settled = await Promise.allSettled([
      insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId }),
      insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId: missingNest }),
      insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId }),
    ]);
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.match(String((settled[1] as PromiseRejectedResult).reason), /foreign key/);
    const { rows } = await db.query<{ n: string }>(`select count(*) as n from tasks where nest_id = $1`, [missingNest]);
    assert.equal(rows[0].n, '0');
    assert.match(statements(), /failed batch/);
  });

  test('job ids recorded together each land on their own row, with no version bump', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 15 }, () => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId })),
    );
    await Promise.all(tasks.map((t) => recordJobId(db, t.id, `job-${t.id}`)));
    for (const t of tasks) {
      const row = await findTask(db, t.id);
      assert.equal(row?.jobId, `job-${t.id}`);
      assert.equal(row?.version, 1);
    }
  });

  test('a row locked by another session holds up only its own start, not the rows batched with it', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 5 }, () => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId })),
    );
    const holder = await db.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from tasks where id = $1 for update', [tasks[0].id]);
      let lockedDone = false;
      const locked = startTask(db, tasks[0].id, 'w').then((row) => {
        lockedDone = true;
        return row;
      });
      const others = await Promise.all(tasks.slice(1).map((t) => startTask(db, t.id, 'w')));
      assert.ok(
        others.every((r) => r?.status === 'PROCESSING'),
        'the unlocked rows started while the lock was held',
      );
      assert.equal(lockedDone, false, 'the locked row waits for its lock');
      await holder.query('commit');
      const row = await locked;
      assert.equal(row?.status, 'PROCESSING');
      assert.equal(row?.version, 2);
      assert.deepEqual(
        (await events(tasks[0].id)).map((e) => e.to_status),
        ['PENDING', 'PROCESSING'],
      );
    } finally {
      holder.release();
    }
  });

  test('an id written in upper case is matched to its row: the caller gets the started row', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 3 }, () => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId })),
    );
    const rows = await Promise.all(tasks.map((t, i) => startTask(db, i === 1 ? t.id.toUpperCase() : t.id, 'w')));
    assert.ok(rows.every((r) => r?.status === 'PROCESSING'));
    assert.equal(rows[1]?.id, tasks[1].id);
  });

  test('a late job id does not replace the retry job the row already names', async () => {
    const tasks = await Promise.all(
      Array.from({ length: 4 }, () => insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId })),
    );
    await db.query(`update tasks set job_id = id || ':r1' where id = $1`, [tasks[0].id]);
    await Promise.all(tasks.map((t) => recordJobId(db, t.id, t.id)));
    assert.equal((await findTask(db, tasks[0].id))?.jobId, `${tasks[0].id}:r1`);
    assert.equal((await findTask(db, tasks[1].id))?.jobId, tasks[1].id);
  });
});
