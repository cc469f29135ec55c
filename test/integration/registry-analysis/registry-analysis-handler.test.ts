import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Database } from '../../../src/infra/database';
import { findRegistryAnalysis } from '../../../src/registry-analysis/registry-analysis.storage';
import { runRegistryAnalysis } from '../../../src/registry-analysis/run-registry-analysis';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { enterTask, recordAttemptFailure } from '../../../src/tasks/task-attempt';
import { AttemptSupersededError, PermanentFailure } from '../../../src/tasks/task-errors';
import type { TaskEventsPublisher } from '../../../src/tasks/task-events.publisher';
import type { TaskRow } from '../../../src/tasks/task.types';
import { findTask, insertTask } from '../../../src/tasks/transitions';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');
const POLICY = { maxRetries: 2, backoff: 'fixed', delayMs: 10 } as const;

describe('registry-analysis handler on PostgreSQL', () => {
  let testDb: TestDatabase;
  let db: Database;
  const published: TaskRow[] = [];
  const record = (...rows: Array<TaskRow | null | undefined>) => {
    published.push(...rows.filter((r): r is TaskRow => !!r));
  };
  const publisher = {
    publish: async (...rows: Array<TaskRow | null | undefined>) => record(...rows),
    publishInBackground: record,
  };
  const attemptDeps = () => ({
    db,
    publisher: publisher as unknown as TaskEventsPublisher,
    workerId: 'test-worker',
    maxRedeliveries: 3,
  });
  const deps = () => ({ db, publisher, now: () => ISSUED_AT });

  before(async () => {
    testDb = await createTestDatabase();
    db = await Database.connect(testDb.url, { poolSize: 4 });
  });
  after(async () => {
    await db.close();
    await testDb.drop();
  });

  /** A nest with an issuance, its file holding `text`, an OCR task and the PENDING analysis task. */
  async function analysisTask(
    text: string | null,
    amounts: { deposit?: number; price?: number } = {},
  ): Promise<TaskRow> {
    const user = `user-${randomUUID()}`;
    await db.query('insert into users (id) values ($1)', [user]);
    const { rows } = await db.query<{ id: string }>(
      `insert into nests (user_id, name, address, deposit_krw, market_price_krw) values ($1, 'n', '서울특별시 마포구 월드컵로 12', $2, $3) returning id`,
      [user, amounts.deposit ?? null, amounts.price ?? null],
    );
    const nestId = rows[0].id;
    const issuance = await insertTask(db, { kind: 'REGISTRY_ISSUANCE', nestId });
    const file = await db.query<{ id: string }>(
      `insert into files (kind, task_id, nest_id, storage_key, content_type, byte_size, sha256, ocr_text)
       values ('REGISTRY_PDF', $1, $2, $3, 'application/pdf', 10, repeat('a', 64), $4) returning id`,
      [issuance.id, nestId, `registry/${issuance.id}.pdf`, text],
    );
    const fileId = file.rows[0].id;
    const ocr = await insertTask(db, { kind: 'OCR', nestId, parentId: issuance.id, fileId });
    return insertTask(db, { kind: 'REGISTRY_ANALYSIS', nestId, parentId: ocr.id, fileId });
  }

  async function enter(task: TaskRow): Promise<{ row: TaskRow; attempt: number }> {
    const entry = await enterTask(attemptDeps(), task.id, task.id);
    assert.ok(entry.run, 'the attempt takes the row');
    return { row: entry.row, attempt: entry.attempt };
  }

  const certificateText = (tags: string) =>
    layoutCertificate(
      generateCertificate(`서울특별시 마포구 월드컵로 12, 101동 1203호 ${tags}`, { issuedAt: ISSUED_AT }),
    ).text;

  test('the analysis row and SUCCESS commit together, and the row reads back as the contract shape', async () => {
    const task = await analysisTask(certificateText('[근저당 240000000] [압류말소]'), {
      deposit: 300_000_000,
      price: 700_000_000,
    });
    const { row, attempt } = await enter(task);
    const done = await runRegistryAnalysis(deps(), row, attempt);
    assert.equal(done.status, 'SUCCESS');
    assert.ok(
      published.some((r) => r.id === task.id && r.status === 'SUCCESS'),
      'SUCCESS was published',
    );
    const analysis = await findRegistryAnalysis(db, task.id);
    assert.ok(analysis);
    assert.equal(analysis.riskLevel, 'DANGER');
    assert.equal(analysis.securedDebtKrw, 240_000_000);
    assert.equal(analysis.model, 'registry-parser-v31+rules-v3');
    assert.deepEqual(
      analysis.findings.map((f) => f.code),
      ['SECURED_DEBT_HIGH', 'MORTGAGE_PRESENT'],
    );
    assert.ok(analysis.rights.some((r) => r.kind === 'SEIZURE' && r.cancelled));
    assert.equal(analysis.owners.length, 1);
    assert.ok(analysis.createdAt instanceof Date);
  });

  test('owners with their shares, a right on a share and a 부기 read back as stored; a row of the first parser reads back without them', async () => {
    const task = await analysisTask(certificateText('[지분공유] [지분근저당] [근저당변경]'));
    const { row, attempt } = await enter(task);
    await runRegistryAnalysis(deps(), row, attempt);
    const analysis = await findRegistryAnalysis(db, task.id);
    assert.ok(analysis);
    assert.equal(analysis.ownerShares.length, 2);
    assert.deepEqual(
      analysis.ownerShares.map((owner) => owner.name),
      analysis.owners,
    );
    assert.ok(
      analysis.ownerShares.every((owner) => /^\d+분의 \d+$/.test(owner.share ?? '')),
      JSON.stringify(analysis.ownerShares),
    );
    assert.ok(analysis.rights.some((right) => right.kind === 'MORTGAGE' && right.share !== null));
    assert.ok(analysis.rights.some((right) => right.kind === 'MORTGAGE' && right.amendedBy.length === 1));
    assert.ok(analysis.findings.some((finding) => finding.code === 'CO_OWNED'));

    // What `registry-parser-v1` stored: no owner_shares, rights without share and amendedBy.
    const old = await analysisTask(certificateText('[근저당 120000000]'));
    const first = await enter(old);
    await runRegistryAnalysis(deps(), first.row, first.attempt);
    await db.query(
      `update registry_analyses set owner_shares = null, rights = (select jsonb_agg(r - 'share' - 'amendedBy') from jsonb_array_elements(rights) r)
        where task_id = $1`,
      [old.id],
    );
    const stored = await findRegistryAnalysis(db, old.id);
    assert.ok(stored);
    assert.deepEqual(
      stored.ownerShares,
      stored.owners.map((name) => ({ name, share: null })),
    );
    assert.ok(
      stored.rights.every(
        (right) => right.share === null && Array.isArray(right.amendedBy) && right.amendedBy.length === 0,
      ),
    );
  });

  test('a second run of the same task is harmless: superseded, one analysis row, SUCCESS unchanged', async () => {
    const task = await analysisTask(certificateText('[가압류 34000000]'));
    const { row, attempt } = await enter(task);
    const done = await runRegistryAnalysis(deps(), row, attempt);
    await assert.rejects(runRegistryAnalysis(deps(), row, attempt), AttemptSupersededError);
    const redelivery = await enterTask(attemptDeps(), task.id, task.id);
    assert.equal(redelivery.run, false);
    const { rows } = await db.query('select count(*)::int as n from registry_analyses where task_id = $1', [task.id]);
    assert.equal(rows[0].n, 1);
    assert.equal((await findTask(db, task.id))?.version, done.version);
  });

  test('a text that is not a certificate ends FAILED(PARSE_FAILED) without a retry', async () => {
    const task = await analysisTask(
      '주택임대차표준계약서\n임대인과 임차인은 아래와 같이 계약한다\n보증금 금240,000,000원',
    );
    const { row, attempt } = await enter(task);
    const error = await runRegistryAnalysis(deps(), row, attempt).then(
      () => null,
      (e: unknown) => e,
    );
    assert.ok(error instanceof PermanentFailure);
    assert.equal(error.code, 'PARSE_FAILED');
    const outcome = await recordAttemptFailure(attemptDeps(), row, attempt, POLICY, error);
    assert.equal(outcome.kind, 'failed');
    const failed = await findTask(db, task.id);
    assert.equal(failed?.status, 'FAILED');
    assert.equal(failed?.errorCode, 'PARSE_FAILED');
    assert.equal(failed?.retryCount, 0);
    assert.equal(await findRegistryAnalysis(db, task.id), null);
  });

  test('a file without OCR text fails PARSE_FAILED: no text to analyse', async () => {
    const task = await analysisTask(null);
    const { row, attempt } = await enter(task);
    await assert.rejects(
      runRegistryAnalysis(deps(), row, attempt),
      (e: unknown) =>
        e instanceof PermanentFailure && e.code === 'PARSE_FAILED' && /no text to analyse/.test(e.message),
    );
  });
});
