import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  GraphQLError,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { CloseCode, type Context, type SubscribePayload } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Identity, TokenClaims } from '../auth/jwt';
import type { ApiServices, GraphQLContext } from '../graphql/context';
import { formatApiError } from '../graphql/errors';
import type { OperationLimits } from '../graphql/limits';
import { admitOperation } from './operation-admission';
import { pathOf } from './graphql-http';
import type { ValidatedDocuments } from './validated-documents';
import { codedError, operationRefusal, socketDocuments } from './ws-documents';
import { refuseServerMessages, settleClientFrameErrors } from './ws-frames';
import { SocketOperationLog } from './ws-operation-log';
import { SocketIdentities } from './ws-sockets';

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

/**
 * graphql-ws on the API's HTTP server (SPEC §7, §10): the upgrade checks `Origin`; `onConnect`
 * checks `connectionParams.authorization`; every operation runs the same depth and cost rules as
 * HTTP; a socket whose token expires is closed with 4403 so the client reconnects with a new one.
 */
export function attachGraphQLWs(options: WsOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const documents = socketDocuments(options.schema, options.limits, options.introspection);
  const sockets = new SocketIdentities(options, options.socketLimits.maxSocketsPerUser);
  const operationLog = new SocketOperationLog();
  const formatErrors = (errors: readonly GraphQLError[]) =>
    errors.map((e) => formatApiError(e.toJSON(), e, options.development));

  wss.on('connection', refuseServerMessages);
  wss.on('connection', settleClientFrameErrors);
  const disposable = useServer<Record<string, unknown>, { identity?: Identity }>(
    {
      onConnect: (ctx) => sockets.admit(ctx.extra.socket, ctx.connectionParams?.['authorization']),
      onClose: (ctx) => {
        operationLog.closed(ctx.extra.socket);
        sockets.release(ctx.extra.socket);
      },
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const identity = sockets.of(ctx.extra.socket)!;
        operationLog.subscribed(ctx.extra.socket, id, identity.userId);
        const { operation, answer } = await answerSubscribe(options, documents, ctx, identity, payload);
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

  return {
    handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
      const refusal = upgradeRefusal(req, options);
      if (refusal) {
        socket.write(`HTTP/1.1 ${refusal}\r\nConnection: close\r\n\r\n`);
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    clientCount: () => wss.clients.size,
    async close(): Promise<void> {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * The HTTP status that refuses an upgrade, or null: another path, or an `Origin` neither this
 * server's nor allowed. Browsers always send Origin; other clients (servers, tests) may not and
 * are not a CSRF risk. A page of this server itself (the web app at /app) is same-origin: a
 * browser sets Origin to the page's origin and Host to the server it connects to, so a foreign
 * page cannot pass.
 */
function upgradeRefusal(req: IncomingMessage, options: Pick<WsOptions, 'path' | 'allowedOrigins'>): string | null {
  const origin = req.headers.origin;
  const sameOrigin =
    origin !== undefined &&
    req.headers.host !== undefined &&
    (origin === `http://${req.headers.host}` || origin === `https://${req.headers.host}`);
  const badOrigin = origin !== undefined && !sameOrigin && !options.allowedOrigins.includes(origin);
  if (badOrigin) return '403 Forbidden';
  return pathOf(req.url) === options.path ? null : '404 Not Found';
}

/**
 * The execution arguments of a subscribed operation, or the errors that refuse it, with the
 * operation its document resolved to, if it got that far (its name and type go in its log line).
 */
async function answerSubscribe(
  options: WsOptions,
  documents: ValidatedDocuments,
  ctx: WsContext,
  identity: Identity,
  payload: SubscribePayload,
): Promise<{ operation?: OperationDefinitionNode | null; answer: ExecutionArgs | readonly GraphQLError[] }> {
  if (identity.expiresAt <= Date.now()) {
    ctx.extra.socket.close(CloseCode.Forbidden, 'Token expired');
    return { answer: [new GraphQLError('The token has expired', { extensions: { code: 'UNAUTHENTICATED' } })] };
  }
  const { maxOperationsPerSocket } = options.socketLimits;
  // graphql-ws registers the operation before onSubscribe, so the count includes it.
  if (Object.keys(ctx.subscriptions).length > maxOperationsPerSocket) {
    const message = `At most ${maxOperationsPerSocket} operations may run on one socket; complete one first`;
    return {
      answer: [codedError('RATE_LIMITED', message, { limit: 'operationsPerSocket', max: maxOperationsPerSocket })],
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
  const args = {
    schema: options.schema,
    document,
    variableValues: payload.variables,
    operationName: payload.operationName,
    contextValue,
  };
  return { operation, answer: args };
}
