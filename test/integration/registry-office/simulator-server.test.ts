import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startRegistryOfficeSimulator, type RegistryOfficeSimulator } from '../../../simulator/simulator-server';

const issuedAt = new Date('2026-11-29T01:12:00Z');
const ADDRESS = '서울특별시 마포구 월드컵로 12, 101동 1203호';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

let simulator: RegistryOfficeSimulator;

async function call(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(`${simulator.url}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function issue(key: string, address = ADDRESS, extra: Record<string, unknown> = {}): Promise<Answer> {
  return call('POST', '/v1/certificates', { address, idempotencyKey: key, ...extra });
}

function chargesFor(key: string): number {
  return simulator.charges().byKey[key] ?? 0;
}

describe('registry office simulator', () => {
  before(async () => {
    simulator = await startRegistryOfficeSimulator({ port: 0, logger: null, now: () => issuedAt });
  });
  after(() => simulator.close());
  beforeEach(() => simulator.clearFaults());

  it('charges once per idempotency key and replays the same receipt', async () => {
    const key = randomUUID();
    const first = await issue(key);
    const second = await issue(key);
    assert.equal(first.status, 200);
    assert.equal(first.body.replayed, false);
    assert.equal(second.body.replayed, true);
    assert.equal(second.body.receiptId, first.body.receiptId);
    assert.equal(second.body.pdfBase64, first.body.pdfBase64);
    assert.match(Buffer.from(String(first.body.pdfBase64), 'base64').subarray(0, 5).toString(), /^%PDF-/);
    assert.equal(chargesFor(key), 1);
  });

  it('charges once when the same key arrives twice at the same time', async () => {
    const key = randomUUID();
    const answers = await Promise.all([issue(key), issue(key), issue(key)]);
    assert.deepEqual(new Set(answers.map((answer) => answer.body.receiptId)).size, 1);
    assert.equal(answers.filter((answer) => answer.body.replayed === false).length, 1);
    assert.equal(chargesFor(key), 1);
  });

  it('looks a receipt up by key, and answers 404 for a key never charged', async () => {
    const key = randomUUID();
    const issued = await issue(key);
    const found = await call('GET', `/v1/receipts/${encodeURIComponent(key)}`);
    assert.equal(found.status, 200);
    assert.equal(found.body.receiptId, issued.body.receiptId);
    assert.equal(found.body.replayed, true);
    assert.equal((await call('GET', `/v1/receipts/${randomUUID()}`)).status, 404);
    const charges = (await call('GET', '/v1/charges')).body;
    assert.equal((charges.byKey as Record<string, number>)[key], 1);
  });

  it('fails with 503 AUTOMATION_FAILED before charging, for as many times as the budget says', async () => {
    const key = randomUUID();
    simulator.setFaults([{ errorRate: 1, times: 1, key }]);
    const failed = await issue(key);
    assert.equal(failed.status, 503);
    assert.equal(failed.body.code, 'AUTOMATION_FAILED');
    assert.equal(chargesFor(key), 0);
    assert.equal((await issue(key)).status, 200);
    assert.equal(chargesFor(key), 1);
  });

  it('draws errorRate failures from a seeded PRNG, the same sequence every time the rules are set', async () => {
    const run = async (): Promise<number[]> => {
      simulator.setFaults([{ errorRate: 0.5, addressContains: '[압류]' }]);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await issue(`rate-${randomUUID()}`, `${ADDRESS} [압류]`)).status);
      return statuses;
    };
    const first = await run();
    assert.deepEqual(await run(), first);
    assert.ok(first.includes(503) && first.includes(200), first.join(','));
  });

  it('answers 409 DUPLICATE_PAYMENT without charging', async () => {
    const key = randomUUID();
    simulator.setFaults([{ duplicatePayment: true, key }]);
    const answer = await issue(key);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.code, 'DUPLICATE_PAYMENT');
    assert.equal(chargesFor(key), 0);
  });

  it('delays answers by latencyMs, only for matching addresses', async () => {
    simulator.setFaults([{ latencyMs: 300, addressContains: '102동' }]);
    let started = Date.now();
    assert.equal((await issue(randomUUID(), ADDRESS.replace('101동', '102동'))).status, 200);
    assert.ok(Date.now() - started >= 300);
    // A replay renders nothing, so its time is the fault's alone.
    const other = randomUUID();
    await issue(other);
    started = Date.now();
    await issue(other);
    assert.ok(Date.now() - started < 300);
  });

  it('charges and then never answers under timeoutAfterCharge; the receipt is there afterwards', async () => {
    const key = randomUUID();
    simulator.setFaults([{ timeoutAfterCharge: true, key, times: 1 }]);
    await assert.rejects(
      call('POST', '/v1/certificates', { address: ADDRESS, idempotencyKey: key }, AbortSignal.timeout(400)),
    );
    assert.equal(chargesFor(key), 1);
    const found = await call('GET', `/v1/receipts/${key}`);
    assert.equal(found.status, 200);
    const again = await issue(key);
    assert.equal(again.body.replayed, true);
    assert.equal(chargesFor(key), 1);
  });

  it('charges and answers an empty document under emptyPdf; a retry gets the real one', async () => {
    const key = randomUUID();
    simulator.setFaults([{ emptyPdf: true, key, times: 1 }]);
    const empty = await issue(key);
    assert.equal(empty.status, 200);
    assert.equal(empty.body.pdfBase64, '');
    assert.equal(chargesFor(key), 1);
    const retry = await issue(key);
    assert.ok(String(retry.body.pdfBase64).length > 1000);
    assert.equal(chargesFor(key), 1);
  });

  it('picks the format from the body, else the scan tag, else the default', async () => {
    assert.equal((await issue(randomUUID())).body.format, 'text');
    assert.equal((await issue(randomUUID(), `${ADDRESS} [깨끗] [스캔]`)).body.format, 'scanned');
    assert.equal((await issue(randomUUID(), `${ADDRESS} [깨끗] [스캔]`, { format: 'text' })).body.format, 'text');
  });

  it('tells the truth of an issued certificate, with its plain text', async () => {
    const key = randomUUID();
    await issue(key, `${ADDRESS} [근저당 240000000]`);
    const { status, body } = await call('GET', `/v1/truth?key=${key}`);
    assert.equal(status, 200);
    const truth = body.truth as { securedDebtKrw: number; currentOwners: string[]; uniqueNumber: string };
    assert.equal(truth.securedDebtKrw, 240_000_000);
    assert.ok(String(body.text).includes(`고유번호 ${truth.uniqueNumber}`));
    for (const owner of truth.currentOwners) assert.ok(String(body.text).includes(owner));
  });

  it('rejects bad requests and unknown scenario tags without charging', async () => {
    const key = randomUUID();
    assert.equal((await call('POST', '/v1/certificates', { address: ADDRESS })).status, 400);
    const unknown = await issue(key, `${ADDRESS} [없는태그]`);
    assert.equal(unknown.status, 400);
    assert.equal(chargesFor(key), 0);
    assert.equal((await call('PUT', '/v1/faults', { rules: [{ errorRate: 2 }] })).status, 400);
    assert.equal((await call('GET', '/healthz')).body.ok, true);
  });

  it('takes fault rules over HTTP', async () => {
    const key = randomUUID();
    assert.equal((await call('PUT', '/v1/faults', { rules: [{ duplicatePayment: true, key }] })).status, 200);
    assert.equal((await issue(key)).status, 409);
    assert.equal((await call('DELETE', '/v1/faults')).status, 200);
    assert.equal((await issue(key)).status, 200);
  });
});

describe('closing the simulator', () => {
  it('drops held responses instead of waiting for them', async () => {
    const local = await startRegistryOfficeSimulator({ logger: null, faults: [{ timeoutAfterCharge: true }] });
    const held = fetch(`${local.url}/v1/certificates`, {
      method: 'POST',
      body: JSON.stringify({ address: ADDRESS, idempotencyKey: 'held' }),
    });
    while (local.charges().total === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await local.close();
    assert.ok(Date.now() - started < 1000);
    await assert.rejects(held);
  });
});
