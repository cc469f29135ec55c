import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { verifyBearer, type TokenClaims } from '../auth/jwt';
import { DomainError } from '../errors/domain-error';
import type { ApiServices, GraphQLContext } from '../graphql/context';
import { formatApiError, toGraphQLError } from '../graphql/errors';
import { nullVariableRefusals } from '../graphql/null-variable.guard';
import { operationLimitRules, parseOptionsOf, type OperationLimits } from '../graphql/limits';
import { graphqlTimingPlugin } from '../metrics/graphql-timing.plugin';
import { log } from '../logging/logger';
import { attachGraphQLWs, type SocketLimits } from './graphql-ws-server';
import { operationLogPlugin } from './operation-log.plugin';
import { handleGraphQLRequest, pathOf, sendJson } from './graphql-http';

export interface ApiServerOptions {
  schema: GraphQLSchema;
  services: ApiServices;
  jwtSecret: string;
  /** `iss`/`aud` a token must carry (JWT_ISSUER, JWT_AUDIENCE); default: not checked. */
  jwtClaims?: TokenClaims;
  host: string;
  port: number;
  allowedOrigins: string[];
  introspection: boolean;
  development: boolean;
  limits: OperationLimits;
  socketLimits: SocketLimits;
  bodyLimitBytes: number;
  /** Extra routes (health, metrics): return true when handled. */
  routes?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

export interface RunningApi {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** Apollo over HTTP and graphql-ws on one port, path `/graphql` (SPEC §1). */
export async function startApiServer(options: ApiServerOptions): Promise<RunningApi> {
  const server = createServer();
  const apollo = new ApolloServer<GraphQLContext>({
    schema: options.schema,
    introspection: options.introspection,
    validationRules: operationLimitRules(options.limits),
    parseOptions: parseOptionsOf(options.limits),
    formatError: (formatted, error) => formatApiError(formatted, error, options.development),
    includeStacktraceInErrorResponses: options.development,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      refuseNullVariables,
      operationLogPlugin,
      graphqlTimingPlugin,
      options.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  const ws = attachGraphQLWs({ ...options, path: '/graphql' });

  const context = (req: IncomingMessage) => async (): Promise<GraphQLContext> => {
    try {
      const identity = verifyBearer(req.headers.authorization, options.jwtSecret, options.jwtClaims);
      await options.services.admitRequest(identity.userId);
      return {
        userId: identity.userId,
        roles: identity.roles,
        services: options.services,
        tokenExpiresAt: identity.expiresAt,
      };
    } catch (error) {
      if (error instanceof DomainError) throw toGraphQLError(error, error.code === 'RATE_LIMITED' ? 429 : 401);
      throw error;
    }
  };

  server.on('request', (req, res) => {
    void route(req, res).catch((error) => {
      log().error({ err: error, method: req.method, url: req.url }, 'request failed');
      if (!res.headersSent)
        sendJson(res, 500, {
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      else res.destroy();
    });
  });
  server.on('upgrade', ws.handleUpgrade);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (applyCors(req, res, options.allowedOrigins)) return;
    const path = pathOf(req.url);
    if (path === null)
      return sendJson(res, 400, {
        errors: [{ message: 'The request target is not a valid URL', extensions: { code: 'BAD_REQUEST' } }],
      });
    if (path === '/graphql')
      return handleGraphQLRequest(apollo, req, res, {
        bodyLimitBytes: options.bodyLimitBytes,
        parseOptions: parseOptionsOf(options.limits),
        context: context(req),
      });
    if (options.routes && (await options.routes(req, res))) return;
    sendJson(res, 404, { error: 'not found', try: '/graphql' });
  }

  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host}:${port}/graphql`,
    port,
    server,
    async close() {
      await ws.close();
      await apollo.stop();
    },
  };
}

/** An explicit null where its use needs a value is the client's mistake: 400 BAD_USER_INPUT, not a 500 from execution. */
const refuseNullVariables: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        if (!operation) return;
        const [refusal] = nullVariableRefusals(schema, document, operation, request.variables);
        if (refusal)
          throw new GraphQLError(refusal.message, {
            nodes: refusal.nodes,
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
      },
    };
  },
};

/** Answers CORS for allowed origins; returns true when the request was a preflight. */
function applyCors(req: IncomingMessage, res: ServerResponse, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (origin && allowed.includes(origin)) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'origin');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, apollo-require-preflight');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  }
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return true;
  }
  return false;
}
