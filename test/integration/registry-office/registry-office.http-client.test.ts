import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createHttpRegistryOffice } from '../../../src/registry-office/registry-office.http-client';
import { RegistryOfficeError, type RegistryOfficeFailure } from '../../../src/registry-office/registry-office.provider';
import { startRegistryOfficeSimulator, type RegistryOfficeSimulator } from '../../../simulator/simulator-server';

const ADDRESS = '서울특별시 송파구 올림픽로 100, 109동 1802호';

function failsWith(failure: RegistryOfficeFailure): (error: unknown) => boolean {
  return (error) => {
    assert.ok(error instanceof RegistryOfficeError, String(error));
    assert.equal(error.failure, failure, error.message);
    return true;
  };
}

/** A server that answers every request with `handler`; for answers the simulator never gives. */
async function startStub(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function stopStub(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('createHttpRegistryOffice against the simulator', () => {
  let simulator: RegistryOfficeSimulator;
  before(async () => {
    simulator = await startRegistryOfficeSimulator({ logger: null });
  });
  after(() => simulator.close());
  beforeEach(() => simulator.clearFaults());

  it('issues a PDF, replays it for the same key, and finds its receipt', async () => {
    const office = createHttpRegistryOffice({ baseUrl: `${simulator.url}/`, timeoutMs: 5000 });
    const key = randomUUID();
    const first = await office.issue({ address: ADDRESS, idempotencyKey: key });
    assert.equal(first.pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(first.feeKrw, 1000);
    assert.equal(first.replayed, false);
    const second = await office.issue({ address: ADDRESS, idempotencyKey: key });
    assert.deepEqual([second.receiptId, second.replayed], [first.receiptId, true]);
    const found = await office.findReceipt(key);
    assert.equal(found?.receiptId, first.receiptId);
    assert.equal(await office.findReceipt(randomUUID()), null);
    assert.equal(simulator.charges().byKey[key], 1);
  });

  it('maps a 503 to AUTOMATION_FAILED and a duplicate payment to DUPLICATE_PAYMENT', async () => {
    const office = createHttpRegistryOffice({ baseUrl: simulator.url });
    const failing = randomUUID();
    const duplicate = randomUUID();
    simulator.setFaults([
      { errorRate: 1, key: failing },
      { duplicatePayment: true, key: duplicate },
    ]);
    await assert.rejects(office.issue({ address: ADDRESS, idempotencyKey: failing }), failsWith('AUTOMATION_FAILED'));
    await assert.rejects(office.issue({ address: ADDRESS, idempotencyKey: duplicate }), failsWith('DUPLICATE_PAYMENT'));
  });

  it('reports OUTCOME_UNKNOWN when the answer does not come, and the look-up then finds the charge', async () => {
    const office = createHttpRegistryOffice({ baseUrl: simulator.url, timeoutMs: 10_000 });
    const key = randomUUID();
    simulator.setFaults([{ timeoutAfterCharge: true, key, times: 1 }]);
    await assert.rejects(
      office.issue({ address: ADDRESS, idempotencyKey: key, timeoutMs: 400 }),
      failsWith('OUTCOME_UNKNOWN'),
    );
    const found = await office.findReceipt(key);
    assert.ok(found);
    assert.equal(simulator.charges().byKey[key], 1);
  });

  it('reports EMPTY_DOCUMENT for an empty PDF', async () => {
    const office = createHttpRegistryOffice({ baseUrl: simulator.url });
    const key = randomUUID();
    simulator.setFaults([{ emptyPdf: true, key }]);
    await assert.rejects(office.issue({ address: ADDRESS, idempotencyKey: key }), failsWith('EMPTY_DOCUMENT'));
  });

  it('fails a look-up that times out as AUTOMATION_FAILED, since reading charges nothing', async () => {
    const office = createHttpRegistryOffice({ baseUrl: simulator.url, timeoutMs: 300 });
    simulator.setFaults([{ route: 'receipt', latencyMs: 2000 }]);
    await assert.rejects(office.findReceipt(randomUUID()), failsWith('AUTOMATION_FAILED'));
  });

  it('asks for the configured format', async () => {
    const office = createHttpRegistryOffice({ baseUrl: simulator.url, format: 'scanned' });
    const issued = await office.issue({ address: `${ADDRESS} [깨끗]`, idempotencyKey: randomUUID() });
    assert.ok(issued.pdf.includes('/DCTDecode'));
  });
});

describe('createHttpRegistryOffice against broken offices', () => {
  it('maps a refused connection to AUTOMATION_FAILED', async () => {
    const { url, server } = await startStub((_req, res) => res.end());
    await stopStub(server);
    const office = createHttpRegistryOffice({ baseUrl: url, timeoutMs: 2000 });
    await assert.rejects(office.issue({ address: ADDRESS, idempotencyKey: 'refused' }), failsWith('AUTOMATION_FAILED'));
  });

  it('maps a reset connection to AUTOMATION_FAILED', async () => {
    const { url, server } = await startStub((req) => req.socket.destroy());
    try {
      const office = createHttpRegistryOffice({ baseUrl: url, timeoutMs: 2000 });
      await assert.rejects(office.issue({ address: ADDRESS, idempotencyKey: 'reset' }), failsWith('AUTOMATION_FAILED'));
    } finally {
      await stopStub(server);
    }
  });

  it('maps a document that is not a PDF to EMPTY_DOCUMENT', async () => {
    const body = JSON.stringify({
      receiptId: 'R-1',
      feeKrw: 1000,
      replayed: false,
      pdfBase64: Buffer.from('<html>').toString('base64'),
    });
    const { url, server } = await startStub((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(body),
    );
    try {
      const office = createHttpRegistryOffice({ baseUrl: url });
      await assert.rejects(office.issue({ address: ADDRESS, idempotencyKey: 'html' }), failsWith('EMPTY_DOCUMENT'));
    } finally {
      await stopStub(server);
    }
  });
});
