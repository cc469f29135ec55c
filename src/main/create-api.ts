import type { IncomingMessage, ServerResponse } from 'node:http';
import { isExplicitDevelopment, jwtSecretOf } from '../config/env';
import { warmUpApi, type WarmUpResult } from './api-warm-up';
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
  /** The start-up warm-up (`options.warmUpRounds`); `/readyz` answers 503 "warming" until it ends. Null without one. */
  warmedUp: Promise<WarmUpResult> | null;
  close(): Promise<void>;
}

export interface CreateApiOptions {
  /** Rounds of the start-up warm-up (API_WARM_UP_ROUNDS; src/main/api-warm-up.ts); none when absent or 0. */
  warmUpRounds?: number;
}

/** However many rounds are asked for, a warm-up never holds a start longer than this. */
const WARM_UP_TIMEOUT_MS = 10_000;

/** Wires the API's services onto an app context and starts the HTTP + websocket server. */
export async function createApi(
  app: AppContext,
  overrides: Partial<ApiServices> = {},
  options: CreateApiOptions = {},
): Promise<ApiProcess> {
  const { env, db } = app;
  const readiness = { warming: (options.warmUpRounds ?? 0) > 0 };
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
    routes: async (req, res) => (await healthRoutes(app, metrics, readiness, req, res)) || webApp(req, res),
  });
  const warmedUp = readiness.warming
    ? warmUpApi({
        httpUrl: loopbackUrl(api.url),
        wsUrl: loopbackUrl(api.url).replace(/^http/, 'ws'),
        jwtSecret: jwtSecretOf(env),
        jwtClaims: { issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE },
        rounds: options.warmUpRounds ?? 0,
        timeoutMs: WARM_UP_TIMEOUT_MS,
      }).finally(() => {
        readiness.warming = false;
      })
    : null;
  return {
    api,
    services,
    fanout,
    warmedUp,
    async close() {
      opsFeed.close();
      await api.close();
      subscriber.disconnect();
    },
  };
}

/** The API's own URL as this host reaches it: a wildcard listen address is no address to connect to. */
function loopbackUrl(url: string): string {
  return url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:').replace('//:::', '//[::1]:');
}

/**
 * `/healthz`: the process is up. `/readyz`: PostgreSQL and Redis answer ("ok"/"down") and the
 * start-up warm-up is over ("warming" until then). `/metrics`: Prometheus.
 */
async function healthRoutes(
  app: AppContext,
  metrics: Registry,
  readiness: { warming: boolean },
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
    // Still warming: up and answering, but a load balancer should not send it clients yet.
    const status = !ready ? 'not ready' : readiness.warming ? 'warming' : 'ready';
    sendJson(res, status === 'ready' ? 200 : 503, { status, postgres, redis });
    return true;
  }
  return false;
}
