import type { IncomingMessage, ServerResponse } from 'node:http';
import { isExplicitDevelopment, jwtSecretOf } from '../config/env';
import { startApiServer, type RunningApi } from '../api/api-server';
import { parseByteSize, pathOf, sendJson } from '../api/graphql-http';
import { webAppRoutes } from '../api/web-app.routes';
import { buildApiSchema } from '../graphql/build-schema';
import { createClauseTaskServices } from '../clause-tasks';
import type { ApiServices } from '../graphql/context';
import { createRedis } from '../infra/redis';
import { requestRegistryIssuance } from '../issuance/request-issuance';
import { RedisFanout } from '../live/redis-fanout';
import { subscribeToNest, subscribeToTask } from '../live/task-updates';
import { MAX_PAGE_SIZE } from '../infra/keyset-cursor';
import { NestsService } from '../nests/nests.service';
import { findRegistryAnalysis } from '../registry-analysis';
import { createUserQuotas } from '../quotas/user-quotas.factory';
import { TaskQueries } from '../tasks/task-queries';
import { findFile } from '../files/file.storage';
import { OperatorActions } from '../ops/operator-actions';
import { OpsFeed } from '../ops/ops-feed';
import { OpsReads } from '../ops/ops-reads';
import type { AppContext } from './app-context';
import { checkReadiness } from './readiness.check';
import type { Registry } from 'prom-client';
import { createMetricsRegistry } from '../metrics/prometheus';

export interface ApiProcess {
  api: RunningApi;
  services: ApiServices;
  fanout: RedisFanout;
  close(): Promise<void>;
}

/** Wires the API's services onto an app context and starts the HTTP + websocket server. */
export async function createApi(app: AppContext, overrides: Partial<ApiServices> = {}): Promise<ApiProcess> {
  const { env, db } = app;
  const nests = new NestsService(db);
  const subscriber = createRedis(env.REDIS_URL, 'doongzi-api-subscriber');
  const fanout = new RedisFanout(subscriber);
  const liveDeps = { db, fanout, channels: app.channels };
  const quotas = createUserQuotas(app.redis, env);
  const opsReads = new OpsReads({ db, redis: app.redis, queues: app.queues, prefix: env.QUEUE_PREFIX });
  const opsFeed = new OpsFeed(() => opsReads.snapshot());
  const services: ApiServices = {
    nests,
    ownedNest: (userId, nestId) => nests.getOwnedNest(db, userId, nestId),
    tasks: new TaskQueries(db),
    files: {
      byId: (fileId) => findFile(db, fileId),
      downloadUrl: (key, seconds) => app.storage.presignGet(key, seconds),
    },
    requestIssuance: (userId, nestId) =>
      requestRegistryIssuance(
        {
          db,
          nests,
          dispatcher: app.dispatcher,
          publisher: app.publisher,
          stalePendingAfterMs: env.STALE_PENDING_AFTER_MS,
          quota: quotas.issuance,
          receiptValidityMs: env.ISSUANCE_RECEIPT_VALIDITY_MS,
        },
        userId,
        nestId,
      ),
    ...createClauseTaskServices({
      db,
      nests,
      dispatcher: app.dispatcher,
      publisher: app.publisher,
      quota: quotas.clauses,
    }),
    admitRequest: (userId) => quotas.requests.take(userId),
    registryAnalysisOf: (taskId) => findRegistryAnalysis(db, taskId),
    live: { taskUpdates: (id) => subscribeToTask(liveDeps, id), nestUpdates: (id) => subscribeToNest(liveDeps, id) },
    ops: {
      reads: opsReads,
      feed: opsFeed,
      actions: new OperatorActions({
        db,
        publisher: app.publisher,
        dispatcher: app.dispatcher,
        receiptValidityMs: env.ISSUANCE_RECEIPT_VALIDITY_MS,
      }),
    },
    ...overrides,
  };
  // Stack traces and introspection only when development is asked for: an unset NODE_ENV is not.
  const development = isExplicitDevelopment(env);
  const metrics = createMetricsRegistry(app.redis, env.QUEUE_PREFIX, () => opsReads.queues());
  const webApp = webAppRoutes();
  const api = await startApiServer({
    schema: await buildApiSchema(services),
    services,
    jwtSecret: jwtSecretOf(env),
    jwtClaims: { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE },
    host: env.API_HOST,
    port: env.API_PORT,
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    introspection: env.GRAPHQL_INTROSPECTION ?? development,
    development,
    limits: {
      maxTokens: env.GRAPHQL_MAX_TOKENS,
      maxDepth: env.GRAPHQL_MAX_DEPTH,
      maxCost: env.GRAPHQL_MAX_COST,
      maxAliases: env.GRAPHQL_MAX_ALIASES,
      maxDirectives: env.GRAPHQL_MAX_DIRECTIVES,
      maxMutationFields: env.GRAPHQL_MAX_MUTATION_FIELDS,
      maxPageSize: MAX_PAGE_SIZE,
    },
    socketLimits: {
      maxOperationsPerSocket: env.WS_MAX_OPERATIONS_PER_SOCKET,
      maxSocketsPerUser: env.WS_MAX_SOCKETS_PER_USER,
    },
    bodyLimitBytes: parseByteSize(env.REQUEST_BODY_LIMIT),
    routes: async (req, res) => (await healthRoutes(app, metrics, req, res)) || webApp(req, res),
  });
  return {
    api,
    services,
    fanout,
    async close() {
      opsFeed.close();
      await api.close();
      subscriber.disconnect();
    },
  };
}

/** `/healthz`: the process is up. `/readyz`: PostgreSQL and Redis answer ("ok"/"down"). `/metrics`: Prometheus. */
async function healthRoutes(
  app: AppContext,
  metrics: Registry,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const path = pathOf(req.url);
  if (path === '/metrics') {
    res.setHeader('content-type', metrics.contentType);
    res.end(await metrics.metrics());
    return true;
  }
  if (path === '/healthz') {
    sendJson(res, 200, { status: 'ok' });
    return true;
  }
  if (path === '/readyz') {
    const { ready, postgres, redis } = await checkReadiness({
      postgres: () => app.db.query('select 1'),
      redis: () => app.redis.ping(),
    });
    sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', postgres, redis });
    return true;
  }
  return false;
}
