import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GraphQLError, parse, specifiedRules, validate, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { verifyBearer, type Identity } from '../auth/jwt';
import type { ApiServices, GraphQLContext } from '../graphql/context';
import { formatApiError } from '../graphql/errors';
import { depthAndCostRule } from '../graphql/limits';
import { ValidatedDocuments } from './validated-documents';

export interface WsOptions {
  schema: GraphQLSchema;
  services: ApiServices;
  jwtSecret: string;
  allowedOrigins: string[];
  maxDepth: number;
  maxCost: number;
  development: boolean;
  path: string;
}

/**
 * graphql-ws on the API's HTTP server (SPEC §7, §10): the upgrade checks `Origin`; `onConnect`
 * checks `connectionParams.authorization`; every operation runs the same depth and cost rules as
 * HTTP; a socket whose token expires is closed with 4403 so the client reconnects with a new one.
 */
export function attachGraphQLWs(options: WsOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const rules = [...specifiedRules, depthAndCostRule(options.maxDepth, options.maxCost)];
  const documents = new ValidatedDocuments((query) => {
    let document;
    try {
      document = parse(query);
    } catch (error) {
      return [error as GraphQLError];
    }
    const errors = validate(options.schema, document, rules);
    return errors.length > 0 ? errors : document;
  });
  const identities = new WeakMap<object, Identity>();
  const expiryTimers = new WeakMap<object, NodeJS.Timeout>();

  const disposable = useServer<Record<string, unknown>, { identity?: Identity }>({
    onConnect: (ctx) => {
      try {
        const identity = verifyBearer(String(ctx.connectionParams?.['authorization'] ?? ''), options.jwtSecret);
        identities.set(ctx.extra.socket, identity);
        if (identity.expiresAt !== null) {
          const ms = Math.max(0, identity.expiresAt - Date.now());
          // setTimeout holds at most ~24.8 days; longer tokens are re-checked on each operation.
          if (ms < 2 ** 31 - 1) expiryTimers.set(ctx.extra.socket, setTimeout(() => ctx.extra.socket.close(CloseCode.Forbidden, 'Token expired'), ms));
        }
        return true;
      } catch {
        return false; // graphql-ws closes with 4403 Forbidden
      }
    },
    onClose: (ctx) => clearTimeout(expiryTimers.get(ctx.extra.socket)),
    onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
      const identity = identities.get(ctx.extra.socket)!;
      if (identity.expiresAt !== null && identity.expiresAt <= Date.now()) {
        ctx.extra.socket.close(CloseCode.Forbidden, 'Token expired');
        return [new GraphQLError('The token has expired', { extensions: { code: 'UNAUTHENTICATED' } })];
      }
      const document = documents.get(payload.query);
      if (!('kind' in document)) return document;
      const contextValue: GraphQLContext = { userId: identity.userId, services: options.services, tokenExpiresAt: identity.expiresAt };
      return { schema: options.schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
    },
    onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatApiError(e.toJSON(), e, options.development)),
    onNext: (_ctx, _id, _payload, _args, result) =>
      result.errors ? { ...result, errors: result.errors.map((e) => formatApiError(e.toJSON(), e, options.development)) } : undefined,
  }, wss);

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    // Browsers always send Origin; other clients (servers, tests) may not and are not a CSRF risk.
    const badOrigin = origin !== undefined && !options.allowedOrigins.includes(origin);
    if (url.pathname !== options.path || badOrigin) {
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

