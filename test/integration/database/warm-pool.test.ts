import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Client } from 'pg';
import { Database } from '../../../src/infra/database';
import { ADMIN_URL, createTestDatabase, type TestDatabase } from '../../helpers/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Backends PostgreSQL holds for an application name: what the pool really has open. */
async function backends(admin: Client, applicationName: string): Promise<number> {
  const { rows } = await admin.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity where application_name = $1`,
    [applicationName],
  );
  return Number(rows[0].n);
}

/**
 * A process takes work only once its pool is warm (DATABASE_POOL_MIN), and a lull does not shrink
 * the pool below that: the first burst after a start or a quiet spell must not wait on new backends
 * (the stall BENCHMARKS.md traces to them).
 */
describe('a warm database pool', () => {
  let testDb: TestDatabase;
  let admin: Client;

  before(async () => {
    testDb = await createTestDatabase();
    admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
  });
  after(async () => {
    await admin.end();
    await testDb.drop();
  });

  test('opens its warm connections before connect returns, and keeps them through a lull', async () => {
    const name = `warm-${randomBytes(3).toString('hex')}`;
    const db = await Database.connect(testDb.url, {
      poolSize: 6,
      poolMin: 4,
      warmConnections: 4,
      idleTimeoutMs: 100,
      applicationName: name,
    });
    try {
      assert.equal(await backends(admin, name), 4, 'four backends open before any work');
      assert.equal(db.pool.idleCount, 4);
      // A burst wider than the warm set grows the pool; the lull after it closes only the extra.
      await Promise.all(Array.from({ length: 6 }, () => db.query('select pg_sleep(0.05)')));
      assert.equal(db.pool.totalCount, 6);
      await sleep(400);
      assert.equal(db.pool.totalCount, 4, 'idle connections above the minimum close');
      assert.equal(await backends(admin, name), 4, 'the warm ones stay open');
    } finally {
      await db.close();
    }
  });

  test('without a minimum, a lull closes every connection (what the warm pool prevents)', async () => {
    const name = `cold-${randomBytes(3).toString('hex')}`;
    const db = await Database.connect(testDb.url, { poolSize: 6, idleTimeoutMs: 100, applicationName: name });
    try {
      await Promise.all(Array.from({ length: 3 }, () => db.query('select pg_sleep(0.05)')));
      await sleep(400);
      assert.equal(db.pool.totalCount, 0);
      assert.equal(await backends(admin, name), 0);
    } finally {
      await db.close();
    }
  });

  test('a database that refuses some connections warms what it can and still connects', async () => {
    // A role allowed three connections stands for a PostgreSQL near max_connections (a superuser,
    // as the tests connect, is exempt from both limits).
    const role = `warm_limited_${randomBytes(3).toString('hex')}`;
    await admin.query(`create role ${role} login connection limit 3`);
    const url = new URL(testDb.url);
    url.username = role;
    try {
      const db = await Database.connect(url.toString(), { poolSize: 6, poolMin: 6, warmConnections: 6 });
      try {
        // Six backends starting at once against a limit of three: PostgreSQL counts a backend it is
        // about to refuse until it exits, so a refused start can make another refused too. At least
        // one is warmed, never more than the server allows.
        const warmed = db.pool.totalCount;
        assert.ok(warmed >= 1 && warmed <= 3, `warmed ${warmed}: between one and the server's limit of three`);
        assert.deepEqual((await db.query<{ one: number }>('select 1 as one')).rows, [{ one: 1 }]);
      } finally {
        await db.close();
      }
    } finally {
      await admin.query(`drop role ${role}`);
    }
  });

  test('warms a database whose tables are not there yet (a first start, before the migrations)', async () => {
    const name = `bare-${randomBytes(3).toString('hex')}`;
    const db = await Database.connect(ADMIN_URL, {
      poolSize: 2,
      poolMin: 2,
      warmConnections: 2,
      applicationName: name,
    });
    try {
      assert.equal(await backends(admin, name), 2);
    } finally {
      await db.close();
    }
  });
});
