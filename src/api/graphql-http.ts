import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import { DomainError } from '../errors/domain-error';
import type { GraphQLContext } from '../graphql/context';

/** Reads a request body, refusing more than `limitBytes` (SPEC §10: bodies are size-limited). */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body larger than ${limitBytes} bytes`);
  }
}

/**
 * Serves Apollo on a plain node:http request — a thin adapter, so the one HTTP server also carries
 * the websocket upgrade, health and metrics without a web framework.
 */
export async function handleGraphQLRequest(
  apollo: ApolloServer<GraphQLContext>,
  req: IncomingMessage,
  res: ServerResponse,
  options: { bodyLimitBytes: number; context: () => Promise<GraphQLContext> },
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: unknown;
  try {
    const raw = await readBody(req, options.bodyLimitBytes);
    body = raw.length > 0 && headers.get('content-type')?.includes('json') ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch (error) {
    const tooLarge = error instanceof BodyTooLargeError;
    return sendJson(res, tooLarge ? 413 : 400, { errors: [{ message: tooLarge ? error.message : 'request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] });
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: url.search, body },
    context: options.context,
  });
  for (const [key, value] of response.headers) res.setHeader(key, value);
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(payload));
}

/** Parses a size such as `100kb` or `1mb` into bytes. */
export function parseByteSize(text: string): number {
  const m = /^(\d+)\s*(b|kb|mb)?$/i.exec(text.trim());
  if (!m) throw new DomainError('BAD_USER_INPUT', `not a size: ${text}`);
  const unit = (m[2] ?? 'b').toLowerCase();
  return Number(m[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}
