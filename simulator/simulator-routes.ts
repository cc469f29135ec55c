import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { certificateText } from './certificate-text';
import { faultRulesSchema, type FaultBook } from './simulator-faults';
import { readJson, sendJson } from './simulator-http';
import { KeyReuseError, type SimulatedOffice, type SimulatedReceipt } from './simulator-office';

/**
 * The simulator's HTTP API (JSON in and out):
 * - `POST /v1/certificates {address, idempotencyKey, format?}` → 200 receipt (`{receiptId, feeKrw,
 *   pdfBase64, replayed, format, issuedAt, idempotencyKey}`), charged once per key; 503
 *   AUTOMATION_FAILED, 409 DUPLICATE_PAYMENT (both before any charge), 400 BAD_REQUEST (bad body or
 *   unknown scenario tag), 422 IDEMPOTENCY_KEY_REUSED (same key, other address).
 * - `GET /v1/receipts/:key` → 200 receipt (`replayed: true`) or 404 NOT_FOUND.
 * - `GET /v1/charges` → `{total, totalFeeKrw, byKey}`.
 * - `GET /v1/truth?address=…[&issuedAt=ISO]` or `?key=…` → `{truth, text}`: what the certificate
 *   holds and its plain text (a receipt's own issue time when looked up by key).
 * - `GET|PUT|DELETE /v1/faults` → the fault rules (`PUT` takes `{rules: FaultRule[]}` or an array).
 * - `GET /healthz` → `{ok: true}`.
 */

/** What the handlers share. */
export interface SimulatorContext {
  office: SimulatedOffice;
  faults: FaultBook;
  /** Aborted on close, ending every delay and held response. */
  closing: AbortSignal;
  /** Issue calls received per idempotency key, counted on arrival (before any injected delay). */
  issueCalls: Map<string, number>;
}

const issueBodySchema = z.object({
  address: z.string().min(1).max(500),
  idempotencyKey: z.string().min(1).max(200),
  format: z.enum(['text', 'scanned', 'scanned-noisy']).optional(),
});

/** Routes one request. */
export async function handleRequest(
  context: SimulatorContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const route = `${req.method ?? 'GET'} ${url.pathname}`;
  if (route === 'POST /v1/certificates') return handleIssue(context, req, res);
  if (req.method === 'GET' && url.pathname.startsWith('/v1/receipts/')) {
    return handleReceipt(context, decodeURIComponent(url.pathname.slice('/v1/receipts/'.length)), res);
  }
  if (route === 'GET /v1/charges') return sendJson(res, 200, context.office.charges());
  if (route === 'GET /v1/truth') return handleTruth(context, url, res);
  if (route === 'GET /v1/faults') return sendJson(res, 200, { rules: context.faults.list() });
  if (route === 'PUT /v1/faults') {
    const body = await readJson(req);
    const parsed = faultRulesSchema.safeParse(Array.isArray(body) ? body : (body as { rules?: unknown } | null)?.rules);
    if (!parsed.success) return sendJson(res, 400, { code: 'BAD_REQUEST', message: z.prettifyError(parsed.error) });
    context.faults.set(parsed.data);
    return sendJson(res, 200, { rules: context.faults.list() });
  }
  if (route === 'DELETE /v1/faults') {
    context.faults.clear();
    return sendJson(res, 200, { rules: [] });
  }
  if (route === 'GET /healthz') return sendJson(res, 200, { ok: true });
  return sendJson(res, 404, { code: 'NOT_FOUND', message: `no route ${route}` });
}

async function handleIssue(context: SimulatorContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const parsed = issueBodySchema.safeParse(await readJson(req));
  if (!parsed.success) return sendJson(res, 400, { code: 'BAD_REQUEST', message: z.prettifyError(parsed.error) });
  const { address, idempotencyKey, format } = parsed.data;
  res.setHeader('x-idempotency-key', idempotencyKey);
  context.issueCalls.set(idempotencyKey, (context.issueCalls.get(idempotencyKey) ?? 0) + 1);
  const effects = context.faults.take({ route: 'issue', address, key: idempotencyKey });
  if (effects.latencyMs > 0) await sleep(effects.latencyMs, undefined, { signal: context.closing });
  if (effects.fail) return sendJson(res, 503, { code: 'AUTOMATION_FAILED', message: 'the issuing bot failed' });
  if (effects.duplicatePayment)
    return sendJson(res, 409, { code: 'DUPLICATE_PAYMENT', message: 'payment already made' });
  let issued: Awaited<ReturnType<SimulatedOffice['issue']>>;
  try {
    issued = await context.office.issue(address, idempotencyKey, format);
  } catch (error) {
    const code = error instanceof KeyReuseError ? 'IDEMPOTENCY_KEY_REUSED' : 'BAD_REQUEST';
    return sendJson(res, error instanceof KeyReuseError ? 422 : 400, { code, message: (error as Error).message });
  }
  // Charged from here on: the faults below lose the answer, never the charge.
  if (effects.timeoutAfterCharge) return holdUntilClosed(context, res);
  const pdf = effects.emptyPdf ? Buffer.alloc(0) : issued.receipt.pdf;
  return sendJson(res, 200, receiptJson(issued.receipt, issued.replayed, pdf));
}

async function handleReceipt(context: SimulatorContext, key: string, res: ServerResponse): Promise<void> {
  res.setHeader('x-idempotency-key', key);
  const receipt = context.office.findReceipt(key);
  const effects = context.faults.take({ route: 'receipt', address: receipt?.address ?? null, key });
  if (effects.latencyMs > 0) await sleep(effects.latencyMs, undefined, { signal: context.closing });
  if (effects.fail) return sendJson(res, 503, { code: 'AUTOMATION_FAILED', message: 'the receipt service failed' });
  if (effects.timeoutAfterCharge) return holdUntilClosed(context, res);
  if (!receipt) return sendJson(res, 404, { code: 'NOT_FOUND', message: `no receipt for key ${key}` });
  return sendJson(res, 200, receiptJson(receipt, true, effects.emptyPdf ? Buffer.alloc(0) : receipt.pdf));
}

function handleTruth(context: SimulatorContext, url: URL, res: ServerResponse): void {
  const key = url.searchParams.get('key');
  const receipt = key ? context.office.findReceipt(key) : null;
  const address = url.searchParams.get('address') ?? receipt?.address;
  if (!address) return sendJson(res, 400, { code: 'BAD_REQUEST', message: 'give address or the key of a receipt' });
  const at = url.searchParams.get('issuedAt');
  const issuedAt = at ? new Date(at) : receipt?.issuedAt;
  if (issuedAt && Number.isNaN(issuedAt.getTime()))
    return sendJson(res, 400, { code: 'BAD_REQUEST', message: 'bad issuedAt' });
  try {
    const truth = context.office.truth(address, issuedAt);
    return sendJson(res, 200, { truth, text: certificateText(truth) });
  } catch (error) {
    return sendJson(res, 400, { code: 'BAD_REQUEST', message: (error as Error).message });
  }
}

/** The answer that never comes: the socket stays open until the client gives up or the server closes. */
async function holdUntilClosed(context: SimulatorContext, res: ServerResponse): Promise<void> {
  if (context.closing.aborted || res.destroyed) return;
  await new Promise<void>((resolve) => {
    res.once('close', resolve);
    context.closing.addEventListener('abort', () => resolve(), { once: true });
  });
}

function receiptJson(receipt: SimulatedReceipt, replayed: boolean, pdf: Buffer): Record<string, unknown> {
  return {
    receiptId: receipt.receiptId,
    idempotencyKey: receipt.idempotencyKey,
    feeKrw: receipt.feeKrw,
    format: receipt.format,
    issuedAt: receipt.issuedAt.toISOString(),
    replayed,
    pdfBase64: pdf.toString('base64'),
  };
}
