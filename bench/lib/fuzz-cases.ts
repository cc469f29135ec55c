import type { GraphQLSchema } from 'graphql';
import type { KnownOperation } from './fuzz-documents';
import { garbageAuthorization, type AuthMode } from './fuzz-tokens';
import type { SeededRandom } from './seeded-random';

/** A request over HTTP through node:http (well-formed HTTP, anything in it). */
export interface HttpCase {
  transport: 'http';
  category: string;
  /** What this case is, for the report (`truncated Nest`, `GET with variables as a list`). */
  note: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Bytes written to a bare TCP socket: what node:http, as a client, would refuse to send. */
export interface RawCase {
  transport: 'raw';
  category: string;
  note: string;
  bytes: Buffer;
}

/** One graphql-ws connection: how it is opened and the frames sent once it is. */
export interface WsCase {
  transport: 'ws';
  category: string;
  note: string;
  /** Subprotocols offered; `graphql-transport-ws` is the one the server speaks. */
  protocols: string[];
  path: string;
  headers: Record<string, string>;
  /** Text frames (strings) and binary frames (Buffers), in order. */
  frames: Array<string | Buffer>;
}

export type FuzzCase = HttpCase | RawCase | WsCase;

/** What case generators read: the known operations, the schema, real ids and the bench user's token. */
export interface FuzzContext {
  operations: KnownOperation[];
  schema: GraphQLSchema;
  nestIds: string[];
  taskIds: string[];
  token: string;
  secret: string;
  bodyLimitBytes: number;
}

/** All the real ids, nests and tasks alike: an id of the wrong kind is a case too. */
export const idsOf = (ctx: FuzzContext): string[] => [...ctx.nestIds, ...ctx.taskIds];

/** Mostly the bench user's token, sometimes none or a bad one: each path of the auth check gets its share. */
export function authorization(
  rng: SeededRandom,
  ctx: FuzzContext,
  mode: AuthMode = rng.weighted({ valid: 8, none: 1, garbage: 1 }),
): Record<string, string> {
  if (mode === 'none') return {};
  return { authorization: mode === 'valid' ? `Bearer ${ctx.token}` : garbageAuthorization(rng, ctx.secret) };
}

/** A POST /graphql of `body` (text or bytes) with a JSON content type unless told otherwise. */
export function post(category: string, note: string, body: string | Buffer, headers: Record<string, string>): HttpCase {
  return {
    transport: 'http',
    category,
    note,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
  };
}

/** `{ query, variables }` as JSON, for a POST. */
export const gqlBody = (query: string, variables?: unknown, operationName?: string): string =>
  JSON.stringify({
    query,
    ...(variables !== undefined ? { variables } : {}),
    ...(operationName !== undefined ? { operationName } : {}),
  });
