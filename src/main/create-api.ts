import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtSecretOf } from '../config/env';
import { startApiServer, type RunningApi } from '../api/api-server';
import { parseByteSize, sendJson } from '../api/graphql-http';
import { buildApiSchema } from '../graphql/build-schema';
import { createClauseTaskServices } from '../clause-tasks';
import type { ApiServices } from '../graphql/context';
import { createRedis } from '../infra/redis';
import { requestRegistryIssuance } from '../issuance/request-issuance';
import { RedisFanout } from '../live/redis-fanout';
import { subscribeToNest, subscribeToTask } from '../live/task-updates';
import { NestsService } from '../nests/nests.service';
import { findRegistryAnalysis } from '../registry-analysis';
import { TaskQueries } from '../tasks/task-queries';
import type { AppContext } from './app-context';
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
  const services: ApiServices = {
    db, nests, tasks: new TaskQueries(db), storage: app.storage,
    requestIssuance: (userId, nestId) => requestRegistryIssuance(
      { db, nests, dispatcher: app.dispatcher, publisher: app.publisher, stalePendingAfterMs: env.STALE_PENDING_AFTER_MS }, userId, nestId),
    ...createClauseTaskServices({ db, nests, dispatcher: app.dispatcher, publisher: app.publisher }),
    registryAnalysisOf: (taskId) => findRegistryAnalysis(db, taskId),
    live: { taskUpdates: (id) => subscribeToTask(liveDeps, id), nestUpdates: (id) => subscribeToNest(liveDeps, id) },
    ...overrides,
  };
  const development = env.NODE_ENV !== 'production';
  const metrics = createMetricsRegistry(app.redis, app.queues, env.QUEUE_PREFIX);
  const api = await startApiServer({
    schema: await buildApiSchema(services), services, jwtSecret: jwtSecretOf(env), host: env.API_HOST, port: env.API_PORT,
    allowedOrigins: env.ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    introspection: env.GRAPHQL_INTROSPECTION ?? development, development,
    maxDepth: env.GRAPHQL_MAX_DEPTH, maxCost: env.GRAPHQL_MAX_COST, bodyLimitBytes: parseByteSize(env.REQUEST_BODY_LIMIT),
    routes: (req, res) => healthRoutes(app, metrics, req, res),
  });
  return {
    api, services, fanout,
    async close() {
      await api.close();
      subscriber.disconnect();
    },
  };
}

/** `/healthz`: the process is up. `/readyz`: PostgreSQL and Redis answer. `/metrics`: Prometheus. */
async function healthRoutes(app: AppContext, metrics: Registry, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
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
    const checks = await Promise.all([
      app.db.query('select 1').then(() => 'ok', (e: Error) => e.message),
      app.redis.ping().then(() => 'ok', (e: Error) => e.message),
    ]);
    const ready = checks.every((c) => c === 'ok');
    sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', postgres: checks[0], redis: checks[1] });
    return true;
  }
  return false;
}
