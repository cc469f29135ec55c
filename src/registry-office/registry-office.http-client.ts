import { z } from 'zod';
import {
  RegistryOfficeError,
  type RegistryOfficeFailureScope,
  type IssueRequest,
  type IssuedCertificate,
  type RegistryOfficeProvider,
} from './registry-office.provider';
import { inChildSpan, SpanKind, SpanStatusCode } from '../tracing/spans';
import { activeCarrier } from '../tracing/trace-context';

/** Options of {@link createHttpRegistryOffice}. */
export interface HttpRegistryOfficeOptions {
  /** The office's base URL, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** Time allowed for a whole exchange, body included, unless a request sets its own. Default: 30000. */
  timeoutMs?: number;
  /** Asks the office for a document format (the simulator's `text` / `scanned` / `scanned-noisy`). Default: the office's choice. */
  format?: 'text' | 'scanned' | 'scanned-noisy';
}

const receiptSchema = z.object({
  receiptId: z.string().min(1),
  feeKrw: z.number().int().nonnegative(),
  pdfBase64: z.string(),
  replayed: z.boolean(),
  issuedAt: z.string().optional(),
});

const errorBodySchema = z.object({ code: z.string().optional(), message: z.string().optional() }).loose();

type Call = 'issue' | 'findReceipt';

/**
 * The registry office over HTTP. Failures become {@link RegistryOfficeError}s:
 * - connection refused/reset, 5xx, other 4xx, an unreadable answer → AUTOMATION_FAILED (retried;
 *   safe because the office charges once per idempotency key);
 * - 409 DUPLICATE_PAYMENT → DUPLICATE_PAYMENT;
 * - no answer within the timeout while issuing → OUTCOME_UNKNOWN (the caller looks the receipt up);
 * - an empty or non-PDF document → EMPTY_DOCUMENT.
 * A look-up that times out is AUTOMATION_FAILED: reading a receipt charges nothing, so it is
 * simply retried. Each error's `scope` says whether the office as a whole failed (transport,
 * timeout, 5xx, 408, 429) or only this request (another 4xx, an unreadable answer).
 */
export function createHttpRegistryOffice(options: HttpRegistryOfficeOptions): RegistryOfficeProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const defaultTimeoutMs = options.timeoutMs ?? 30_000;
  return {
    async issue(request: IssueRequest): Promise<IssuedCertificate> {
      const body = JSON.stringify({
        address: request.address,
        idempotencyKey: request.idempotencyKey,
        ...(options.format ? { format: options.format } : {}),
      });
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
      const answer = await exchange('issue', `${baseUrl}/v1/certificates`, init, request.timeoutMs ?? defaultTimeoutMs);
      if (answer.status !== 200) throw statusError('issue', answer.status, answer.json);
      return toCertificate(answer.json);
    },
    async findReceipt(idempotencyKey: string): Promise<IssuedCertificate | null> {
      const url = `${baseUrl}/v1/receipts/${encodeURIComponent(idempotencyKey)}`;
      const answer = await exchange('findReceipt', url, { method: 'GET' }, defaultTimeoutMs);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw statusError('findReceipt', answer.status, answer.json);
      return toCertificate(answer.json);
    },
  };
}

/**
 * One request and its whole body, under one deadline; transport failures are classified here.
 * Inside a trace it is a span of its own (fetch is not among the instrumented modules), and the
 * request carries `traceparent`, so a traced office continues the trace.
 */
function exchange(
  call: Call,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  return inChildSpan(
    `registry office ${call}`,
    { kind: SpanKind.CLIENT, attributes: () => ({ 'http.request.method': init.method ?? 'GET', 'url.full': url }) },
    async (span) => {
      const answer = await exchangeNow(
        call,
        url,
        { ...init, headers: { ...(init.headers as Record<string, string> | undefined), ...activeCarrier() } },
        timeoutMs,
      );
      span.setAttribute('http.response.status_code', answer.status);
      if (answer.status >= 400) span.setStatus({ code: SpanStatusCode.ERROR, message: `HTTP ${answer.status}` });
      return answer;
    },
  );
}

async function exchangeNow(
  call: Call,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, json: parseJson(text) };
  } catch (error) {
    if (isTimeout(error)) {
      const failure = call === 'issue' ? 'OUTCOME_UNKNOWN' : 'AUTOMATION_FAILED';
      throw new RegistryOfficeError(failure, `registry office ${call}: no answer within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new RegistryOfficeError('AUTOMATION_FAILED', `registry office ${call}: ${reason}`, { cause: error });
  }
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function statusError(call: Call, status: number, json: unknown): RegistryOfficeError {
  const body = errorBodySchema.safeParse(json);
  const code = body.success ? body.data.code : undefined;
  const detail = body.success && body.data.message ? `: ${body.data.message}` : '';
  if (status === 409 && code === 'DUPLICATE_PAYMENT') {
    return new RegistryOfficeError('DUPLICATE_PAYMENT', `registry office ${call}: duplicate payment${detail}`, {
      scope: 'request',
    });
  }
  return new RegistryOfficeError(
    'AUTOMATION_FAILED',
    `registry office ${call}: HTTP ${status} ${code ?? ''}${detail}`.trim(),
    { scope: statusScope(status) },
  );
}

/** A 5xx, 408 or 429 speaks for the office as a whole; any other refusal is about this request. */
function statusScope(status: number): RegistryOfficeFailureScope {
  return status >= 500 || status === 408 || status === 429 ? 'office' : 'request';
}

function toCertificate(json: unknown): IssuedCertificate {
  const parsed = receiptSchema.safeParse(json);
  if (!parsed.success)
    throw new RegistryOfficeError('AUTOMATION_FAILED', 'registry office answered with an unreadable receipt', {
      scope: 'request',
    });
  const pdf = Buffer.from(parsed.data.pdfBase64, 'base64');
  if (pdf.length === 0 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new RegistryOfficeError(
      'EMPTY_DOCUMENT',
      `registry office receipt ${parsed.data.receiptId}: the document is empty or not a PDF`,
      { scope: 'request' },
    );
  }
  const issuedAt = parsed.data.issuedAt === undefined ? undefined : new Date(parsed.data.issuedAt);
  return {
    receiptId: parsed.data.receiptId,
    feeKrw: parsed.data.feeKrw,
    pdf,
    replayed: parsed.data.replayed,
    // An issue time the client cannot read is treated as unknown, never as "now".
    ...(issuedAt && !Number.isNaN(issuedAt.getTime()) ? { issuedAt } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
