import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChargeSummary } from '../../../simulator/simulator-office';

export interface FastOffice {
  url: string;
  charges(): ChargeSummary;
  close(): Promise<void>;
}

/**
 * A registry office that answers in about a millisecond, for load runs where the office is not
 * what is measured: the simulator renders a real certificate per issue (~80 ms of one core), which
 * would make 1,000 issuances a matter of rendering, not of recovery. Same HTTP contract as the
 * simulator for the calls the worker makes (issue, receipt look-up), charged once per
 * idempotency key, with a small valid PDF per address.
 */
export async function startFastOffice(feeKrw = 1000): Promise<FastOffice> {
  const receipts = new Map<string, { receiptId: string; address: string; pdfBase64: string }>();
  const charges = new Map<string, number>();
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const receiptMatch = /^\/v1\/receipts\/(.+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && receiptMatch) {
      const receipt = receipts.get(decodeURIComponent(receiptMatch[1]));
      return receipt ? send(200, { ...receipt, feeKrw, replayed: true }) : send(404, { code: 'NOT_FOUND' });
    }
    if (req.method !== 'POST' || req.url !== '/v1/certificates') return send(404, { code: 'NOT_FOUND' });
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const { address, idempotencyKey } = JSON.parse(body) as { address: string; idempotencyKey: string };
      const known = receipts.get(idempotencyKey);
      if (known) return send(200, { ...known, feeKrw, replayed: true });
      const pdf = Buffer.from(`%PDF-1.4\n% registry certificate of ${address}\n%%EOF\n`, 'utf8');
      const receipt = { receiptId: `R-${receipts.size + 1}`, address, pdfBase64: pdf.toString('base64') };
      receipts.set(idempotencyKey, receipt);
      charges.set(idempotencyKey, (charges.get(idempotencyKey) ?? 0) + 1);
      send(200, { ...receipt, feeKrw, replayed: false });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    charges: () => {
      const byKey = Object.fromEntries(charges);
      const total = [...charges.values()].reduce((a, b) => a + b, 0);
      return { total, totalFeeKrw: total * feeKrw, byKey };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
