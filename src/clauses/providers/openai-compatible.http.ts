import { ClauseProviderError, parseRetryAfter } from './provider-error';

/** Connection settings of an OpenAI-compatible server; the config module fills them from env. */
export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com or http://127.0.0.1:8000 — without the trailing /v1. */
  baseUrl: string;
  /** Sent as a Bearer token; omitted when empty (local servers often need none). */
  apiKey?: string;
  model: string;
  /** Abort the request after this many milliseconds. Default 30 000. */
  timeoutMs?: number;
  /** Injected for tests; default the global fetch of Node 20. */
  fetchImpl?: typeof fetch;
}

/**
 * POSTs JSON to `${baseUrl}${path}` and returns the parsed JSON body, turning every failure into a
 * ClauseProviderError whose `retryable` the worker can trust: 429 (with Retry-After), 5xx,
 * timeouts and network errors are retryable; other 4xx are not; a 2xx that is not JSON is
 * MALFORMED_RESPONSE (retryable).
 */
export async function postOpenAiJson(options: OpenAiCompatibleOptions, path: string, body: unknown): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await (options.fetchImpl ?? fetch)(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    // The body read is under the same signal: a server that stalls mid-body is a timeout too.
    text = await response.text();
  } catch (error) {
    throw transportError(error, timeoutMs, signal);
  }
  if (!response.ok) throw statusError(response, text);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ClauseProviderError(
      'MALFORMED_RESPONSE',
      `${path} answered ${response.status} with a body that is not JSON`,
      undefined,
      response.status,
    );
  }
}

function transportError(error: unknown, timeoutMs: number, signal: AbortSignal): ClauseProviderError {
  if (signal.aborted) return new ClauseProviderError('TIMEOUT', `no answer within ${timeoutMs} ms`);
  const message = error instanceof Error ? error.message : String(error);
  return new ClauseProviderError('NETWORK', `request failed: ${message}`);
}

function statusError(response: Response, body: string): ClauseProviderError {
  const detail = body.slice(0, 200);
  if (response.status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    return new ClauseProviderError('RATE_LIMITED', `rate limited: ${detail}`, retryAfterMs, 429);
  }
  if (response.status >= 500)
    return new ClauseProviderError(
      'SERVER_ERROR',
      `server error ${response.status}: ${detail}`,
      undefined,
      response.status,
    );
  return new ClauseProviderError(
    'REJECTED',
    `request rejected ${response.status}: ${detail}`,
    undefined,
    response.status,
  );
}
