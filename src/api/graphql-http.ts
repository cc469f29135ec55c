import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { ParseOptions } from 'graphql';
import { DomainError } from '../errors/domain-error';
import type { GraphQLContext } from '../graphql/context';
import { holdsSubscription, queryTextOf } from './http-subscription.guard';

export class BodyTooLargeError extends Error {
  constructor(
    readonly limitBytes: number,
    /** True when the rest of the body is too much to read and discard: the connection is closed after the answer. */
    readonly closeConnection: boolean,
  ) {
    super(`request body larger than ${limitBytes} bytes`);
  }
}

/** The client went away before its body arrived: there is no one left to answer. */
export class RequestAbortedError extends Error {
  constructor() {
    super('the client closed the request before its body ended');
  }
}

/**
 * How much of a refused body is still read, and discarded, so that a client which sends its whole
 * body before reading (most do) gets the 413 rather than a reset connection: 1 MB or four times
 * the limit. Past it the connection is closed after the answer.
 */
export function drainAllowance(limitBytes: number): number {
  return Math.max(1 << 20, 4 * limitBytes);
}

/**
 * Reads a request body, refusing more than `limitBytes` (SPEC §10: bodies are size-limited). A
 * declared Content-Length over the limit is refused before a byte is kept. The request stream is
 * never destroyed here (that would reset the connection before the answer): a refused body is
 * discarded as it arrives, up to {@link drainAllowance}.
 */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(refuse(req, limitBytes, 0, declared));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('close', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) return void chunks.push(chunk);
      stop();
      reject(refuse(req, limitBytes, size));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    // 'error' (a reset) or 'close' before 'end': the body will never be complete.
    const onAborted = () => {
      stop();
      reject(new RequestAbortedError());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAborted);
    req.on('close', onAborted);
  });
}

/**
 * Discards the rest of a refused body while it stays within the allowance, counting from `read`
 * bytes already taken; says whether to close after answering (the declared or the read size is
 * already past the allowance).
 */
function refuse(req: IncomingMessage, limitBytes: number, read: number, declared?: number): BodyTooLargeError {
  const allowance = drainAllowance(limitBytes);
  let discarded = read;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    // A body that keeps coming past the allowance (chunked, or a false length) is cut off.
    if (discarded > allowance && !req.socket.destroyed) req.socket.destroySoon();
  });
  req.on('error', () => undefined); // a reset while discarding: nothing left to answer
  req.resume();
  return new BodyTooLargeError(limitBytes, (declared ?? read) > allowance);
}

/** Why a body cannot be handed to Apollo: an HTTP status and a message for the client. */
class UnreadableBody extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * The body as Apollo takes it: parsed JSON for `application/json` (UTF-8, the only charset JSON
 * allows over HTTP), nothing for any other type, which Apollo then refuses as a bad request.
 * Invalid UTF-8 is refused rather than decoded into U+FFFD, so no altered text reaches a resolver.
 */
function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0 || contentType === undefined) return undefined;
  const [mediaType = '', ...params] = contentType.split(';').map((s) => s.trim().toLowerCase());
  if (mediaType !== 'application/json') return undefined;
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new UnreadableBody(415, `charset ${charset} is not supported: send UTF-8`);
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new UnreadableBody(400, 'request body is not valid UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UnreadableBody(400, 'request body is not valid JSON');
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
  options: { bodyLimitBytes: number; parseOptions: ParseOptions; context: () => Promise<GraphQLContext> },
): Promise<void> {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: unknown;
  try {
    body = parseBody(await readBody(req, options.bodyLimitBytes), headers.get('content-type'));
  } catch (error) {
    if (error instanceof RequestAbortedError) return;
    if (error instanceof BodyTooLargeError) {
      if (error.closeConnection) res.setHeader('connection', 'close');
      return sendJson(res, 413, { errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    if (error instanceof UnreadableBody)
      return sendJson(res, error.status, { errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
    throw error;
  }
  const search = searchOf(req.url);
  if (holdsSubscription(queryTextOf(body, search), options.parseOptions)) {
    return sendJson(res, 400, {
      errors: [
        {
          message: 'Subscriptions are served over the websocket (graphql-ws) on this path, not over HTTP',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  }
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search, body },
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

/**
 * The query string of a request target, whatever its form (`/graphql?…`, or the absolute
 * `http://host/graphql?…` HTTP allows): from the first `?`, so a target `new URL` cannot parse
 * still has one, and GET's parameters are Apollo's to judge.
 */
function searchOf(target: string | undefined): string {
  const at = target?.indexOf('?') ?? -1;
  return at >= 0 ? target!.slice(at).replace(/#.*$/, '') : '';
}

/**
 * The path of a request target, or null when the target is not one a URL parser accepts (a raw
 * `GET http://[::1/graphql` reaches the server as it was sent): the caller answers 400.
 */
export function pathOf(target: string | undefined): string | null {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
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
