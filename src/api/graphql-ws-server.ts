import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { CloseCode, type Context, type SubscribePayload } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifyBearer, type Identity, type TokenClaims } from '../auth/jwt';
import type { ApiServices, GraphQLContext } from '../graphql/context';
import { formatApiError } from '../graphql/errors';
import { nullVariableRefusals } from '../graphql/null-variable.guard';
import { operationLimitRules, parseOptionsOf, type OperationLimits } from '../graphql/limits';
import { admitOperation } from './operation-admission';
import { pathOf } from './graphql-http';
import { ValidatedDocuments } from './validated-documents';
import { SocketOperationLog } from './ws-operation-log';

export interface WsOptions {
  schema: GraphQLSchema;
  services: ApiServices;
  jwtSecret: string;
  /** `iss`/`aud` a token must carry; default: not checked. */
  jwtClaims?: TokenClaims;
  allowedOrigins: string[];
  limits: OperationLimits;
  socketLimits: SocketLimits;
  introspection: boolean;
  development: boolean;
  path: string;
}

/** graphql-ws's context of one socket, as `useServer` below gives it to its hooks. */
type WsContext = Context<Record<string, unknown>, Extra & Partial<{ identity?: Identity }>>;

/** What one client may hold open on the websocket. */
export interface SocketLimits {
  /**
   * Operations one socket may run at once. Default 100: a live view holds a few; each costs an
   * ownership query, a snapshot read and a Redis listener, so a socket must not open thousands.
   */
  maxOperationsPerSocket: number;
  /** Sockets one user may hold open on this API process. Default 20 (a tenant's open tabs). */
  maxSocketsPerUser: number;
}

/** Close code for a user over `maxSocketsPerUser`; graphql-ws's client treats 4429 as final, so it does not reconnect in a loop. */
export const TOO_MANY_SOCKETS = 4429;

/**
 * graphql-ws on the API's HTTP server (SPEC §7, §10): the upgrade checks `Origin`; `onConnect`
 * checks `connectionParams.authorization`; every operation runs the same depth and cost rules as
 * HTTP; a socket whose token expires is closed with 4403 so the client reconnects with a new one.
 */
export function attachGraphQLWs(options: WsOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  // The same rules as Apollo runs on HTTP: graphql-js's own, introspection by the same setting, the limits.
  const rules = [
    ...specifiedRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
    ...operationLimitRules(options.limits),
  ];
  const parseOptions = parseOptionsOf(options.limits);
  const documents = new ValidatedDocuments((query) => {
    if (typeof query !== 'string') return [codedError('GRAPHQL_PARSE_FAILED', 'The operation has no query text')];
    let document;
    try {
      document = parse(query, parseOptions);
    } catch (error) {
      return [
        codedError(
          'GRAPHQL_PARSE_FAILED',
          error instanceof GraphQLError ? error.message : 'The query could not be parsed',
        ),
      ];
    }
    let errors: readonly GraphQLError[];
    try {
      errors = validate(options.schema, document, rules);
    } catch (error) {
      // graphql-js's subscription rule throws, rather than reports, on a root field whose @skip or
      // @include takes a variable: that is the document's fault, not the server's.
      return [
        codedError('GRAPHQL_VALIDATION_FAILED', error instanceof Error ? error.message : 'The document is not valid'),
      ];
    }
    return errors.length > 0 ? errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) : document;
  });
  const identities = new WeakMap<object, Identity>();
  const expiryTimers = new WeakMap<object, NodeJS.Timeout>();
  const socketsOfUser = new Map<string, Set<object>>();
  const operationLog = new SocketOperationLog();

  wss.on('connection', refuseServerMessages);
  wss.on('connection', settleClientFrameErrors);
  const disposable = useServer<Record<string, unknown>, { identity?: Identity }>(
    {
      onConnect: (ctx) => {
        try {
          const identity = verifyBearer(
            textOr(ctx.connectionParams?.['authorization'], ''),
            options.jwtSecret,
            options.jwtClaims,
          );
          const sockets = socketsOfUser.get(identity.userId) ?? new Set<object>();
          if (sockets.size >= options.socketLimits.maxSocketsPerUser) {
            ctx.extra.socket.close(
              TOO_MANY_SOCKETS,
              `Too many open sockets for this user (at most ${options.socketLimits.maxSocketsPerUser})`,
            );
            return false;
          }
          socketsOfUser.set(identity.userId, sockets.add(ctx.extra.socket));
          identities.set(ctx.extra.socket, identity);
          const ms = Math.max(0, identity.expiresAt - Date.now());
          // setTimeout holds at most ~24.8 days; longer tokens are re-checked on each operation.
          if (ms < 2 ** 31 - 1)
            expiryTimers.set(
              ctx.extra.socket,
              setTimeout(() => ctx.extra.socket.close(CloseCode.Forbidden, 'Token expired'), ms),
            );
          return true;
        } catch {
          return false; // graphql-ws closes with 4403 Forbidden
        }
      },
      onClose: (ctx) => {
        operationLog.closed(ctx.extra.socket);
        clearTimeout(expiryTimers.get(ctx.extra.socket));
        const identity = identities.get(ctx.extra.socket);
        const sockets = identity && socketsOfUser.get(identity.userId);
        if (sockets?.delete(ctx.extra.socket) && sockets.size === 0) socketsOfUser.delete(identity!.userId);
      },
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const identity = identities.get(ctx.extra.socket)!;
        operationLog.subscribed(ctx.extra.socket, id, identity.userId);
        const { operation, answer } = await answerSubscribe(ctx, identity, payload);
        operationLog.answered(ctx.extra.socket, id, operation, Array.isArray(answer) ? answer : null);
        return answer;
      },
      onOperation: (ctx, id, _payload, _args, result) => {
        operationLog.executed(ctx.extra.socket, id, Symbol.asyncIterator in result);
      },
      onError: (ctx, id, _payload, errors) => {
        const formatted = formatErrors(errors);
        operationLog.sent(ctx.extra.socket, id, formatted);
        return formatted;
      },
      onNext: (ctx, id, _payload, _args, result) => {
        if (!result.errors) return undefined;
        const errors = formatErrors(result.errors);
        operationLog.sent(ctx.extra.socket, id, errors);
        return { ...result, errors };
      },
      onComplete: (ctx, id) => operationLog.completed(ctx.extra.socket, id),
    },
    wss,
  );

  /**
   * The execution arguments of a subscribed operation, or the errors that refuse it, with the
   * operation its document resolved to, if it got that far (its name and type go in its log line).
   */
  async function answerSubscribe(
    ctx: WsContext,
    identity: Identity,
    payload: SubscribePayload,
  ): Promise<{ operation?: OperationDefinitionNode | null; answer: ExecutionArgs | readonly GraphQLError[] }> {
    if (identity.expiresAt <= Date.now()) {
      ctx.extra.socket.close(CloseCode.Forbidden, 'Token expired');
      return { answer: [new GraphQLError('The token has expired', { extensions: { code: 'UNAUTHENTICATED' } })] };
    }
    // graphql-ws registers the operation before onSubscribe, so the count includes it.
    if (Object.keys(ctx.subscriptions).length > options.socketLimits.maxOperationsPerSocket) {
      return {
        answer: [
          codedError(
            'RATE_LIMITED',
            `At most ${options.socketLimits.maxOperationsPerSocket} operations may run on one socket; complete one first`,
            {
              limit: 'operationsPerSocket',
              max: options.socketLimits.maxOperationsPerSocket,
            },
          ),
        ],
      };
    }
    // Each operation counts against the user's request rate, shared with HTTP (SPEC §10).
    const refused = await admitOperation(options.services, identity.userId);
    if (refused) return { answer: refused };
    const document = documents.get(payload.query);
    if (!('kind' in document)) return { answer: document };
    const operation = getOperationAST(document, payload.operationName ?? undefined);
    const refusal = operationRefusal(options.schema, document, operation, payload);
    if (refusal) return { operation, answer: refusal };
    const contextValue: GraphQLContext = {
      userId: identity.userId,
      roles: identity.roles,
      services: options.services,
      tokenExpiresAt: identity.expiresAt,
    };
    return {
      operation,
      answer: {
        schema: options.schema,
        document,
        variableValues: payload.variables,
        operationName: payload.operationName,
        contextValue,
      },
    };
  }

  function formatErrors(errors: readonly GraphQLError[]) {
    return errors.map((e) => formatApiError(e.toJSON(), e, options.development));
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const origin = req.headers.origin;
    // Browsers always send Origin; other clients (servers, tests) may not and are not a CSRF risk.
    // A page of this server itself (the web app at /app) is same-origin: a browser sets Origin to
    // the page's origin and Host to the server it connects to, so a foreign page cannot pass.
    const sameOrigin =
      origin !== undefined &&
      req.headers.host !== undefined &&
      (origin === `http://${req.headers.host}` || origin === `https://${req.headers.host}`);
    const badOrigin = origin !== undefined && !sameOrigin && !options.allowedOrigins.includes(origin);
    if (pathOf(req.url) !== options.path || badOrigin) {
      socket.write(`HTTP/1.1 ${badOrigin ? '403 Forbidden' : '404 Not Found'}\r\nConnection: close\r\n\r\n`);
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  }

  return {
    handleUpgrade,
    clientCount: () => wss.clients.size,
    async close(): Promise<void> {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** A connection parameter as text: a token is a string, anything else is `fallback`. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function codedError(code: string, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** graphql-js's validation errors carry no code; the limits' errors carry theirs already. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (typeof error.extensions['code'] === 'string') return error;
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

/**
 * What Apollo answers on HTTP for the same mistakes, with the same codes: an `operationName` the
 * document does not hold, variables that do not fit their declarations (graphql-js would put
 * the latter in the result without a code), and an explicit null where its use needs a value.
 * The coerced values are not kept: execution coerces them again, and this check costs one pass
 * over a handful of variables.
 */
function operationRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
  payload: SubscribePayload,
): GraphQLError[] | null {
  if (!operation) {
    const message = payload.operationName
      ? `Unknown operation named "${payload.operationName}"`
      : 'Give operationName: the document holds several operations';
    return [codedError('OPERATION_RESOLUTION_FAILURE', message)];
  }
  const variables = payload.variables;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return [codedError('BAD_USER_INPUT', 'variables must be an object')];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 10 });
  if (coerced.errors) return coerced.errors.map((e) => withCode(e, 'BAD_USER_INPUT'));
  const nulls = nullVariableRefusals(schema, document, operation, variables);
  return nulls.length > 0 ? nulls : null;
}

/** Messages only a server sends; graphql-ws would answer a client that sends one with 4500. */
const SERVER_MESSAGE = /"type"\s*:\s*"(connection_ack|next|error)"/;

/**
 * Closes a socket whose client sends a server's message with 4400 Bad Request, before graphql-ws
 * sees it. Registered ahead of graphql-ws's own handler, it wraps the socket's `message` emit.
 */
function refuseServerMessages(socket: WebSocket): void {
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'message' && SERVER_MESSAGE.test(String(args[0])) && isServerMessage(String(args[0]))) {
      socket.close(CloseCode.BadRequest, 'A client may not send this message type');
      return true;
    }
    return emit(event, ...args);
  }) as typeof socket.emit;
}

/**
 * A frame the client got wrong (larger than the 64 KiB `maxPayload`, bad UTF-8, an unknown opcode):
 * `ws` has already closed the socket with the fitting code (1009, 1007, 1002) when it emits the
 * error. graphql-ws would log each as "Internal error emitted on a WebSocket socket", so a client
 * could fill the operators' error log with its own mistakes; such errors are settled here instead.
 * Every other socket error still reaches graphql-ws.
 */
function settleClientFrameErrors(socket: WebSocket): void {
  const emit = socket.emit.bind(socket);
  socket.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'error' && isClientFrameError(args[0])) return true;
    return emit(event, ...args);
  }) as typeof socket.emit;
}

/** `ws`'s receiver names every error of a client's frame `WS_ERR_…`. */
function isClientFrameError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('WS_ERR_');
}

function isServerMessage(text: string): boolean {
  try {
    const type = (JSON.parse(text) as { type?: unknown } | null)?.type;
    return type === 'connection_ack' || type === 'next' || type === 'error';
  } catch {
    return false; // malformed: graphql-ws's own parser closes it with 4400
  }
}
