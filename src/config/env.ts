import { z } from 'zod';
import { DEVELOPMENT_JWT_SECRET, jwtSecretProblems } from './jwt-secret.rules';

/**
 * The one reader of `process.env`. Every variable is listed in the README's table; a bad value is
 * reported together with every other bad value, and the process exits before it starts anything.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const ms = z.coerce.number().int().min(0);
const count = z.coerce.number().int().min(0);

export const envSchema = z.object({
  /**
   * No default: unset is neither development nor production. Stack traces, introspection and the
   * development secret on a public host need NODE_ENV=development set explicitly (see
   * isExplicitDevelopment, jwt-secret.rules.ts); `npm start` and docker-compose.yml set it.
   */
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  /** Least severe log level written; `silent` writes none. Lines are JSON with NODE_ENV=production, readable lines otherwise. */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /** PostgreSQL connection string. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/doongzi'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * Connections each process opens and warms before it takes work, and keeps open however idle
   * (at most DATABASE_POOL_SIZE): the first burst after a start or a lull then finds them ready
   * instead of waiting for new backends. 0 opens connections only on demand.
   */
  DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(200).default(10),
  /**
   * Group commit: hot task writes sent on the pool (new rows, job ids, start, success) share one
   * statement, and jobs enqueued together one pipelined write, up to this many; 1 sends each alone.
   */
  WRITE_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(64),
  /** Redis for Bee-Queue, pub/sub, heartbeats and locks. */
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Bee-Queue key (`<prefix>:<queue>:…`); lets several deployments share a Redis. */
  QUEUE_PREFIX: z.string().min(1).default('doongzi'),
  /**
   * A process sums its counters and histogram observations and writes them to Redis at most this
   * long after the first (src/metrics/metrics.ts): one write instead of one per event.
   */
  METRICS_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  API_HOST: z.string().default('127.0.0.1'),
  /**
   * Before `/readyz` says ready, the API runs this many rounds of its commonest operations against
   * itself (src/main/api-warm-up.ts), so its first clients do not meet cold code; 0 skips it.
   */
  API_WARM_UP_ROUNDS: z.coerce.number().int().min(0).max(10_000).default(50),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * HS256 secret the upstream login service signs tokens with. Required in production, and wherever
   * the API is reachable from other machines unless NODE_ENV=development (jwt-secret.rules.ts).
   */
  JWT_SECRET: z.string().min(16).optional(),
  /** When set, a token's `iss` must equal it. */
  JWT_ISSUER: z.string().min(1).optional(),
  /** When set, a token's `aud` (a string or a list) must contain it. */
  JWT_AUDIENCE: z.string().min(1).optional(),
  /** Comma-separated origins allowed to open the websocket and to call from a browser. */
  ALLOWED_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:4000,http://localhost:4000'),
  /** Introspection and the sandbox page; by default on only with NODE_ENV=development set explicitly. */
  GRAPHQL_INTROSPECTION: bool.optional(),
  /** Operation limits, on HTTP and graphql-ws alike; each default is argued in src/graphql/limits.ts. */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(5000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2000),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(50),
  GRAPHQL_MAX_MUTATION_FIELDS: z.coerce.number().int().min(1).default(3),
  /** graphql-ws: operations one socket may run at once (a live view needs a few), and sockets per user across this API process. */
  WS_MAX_OPERATIONS_PER_SOCKET: z.coerce.number().int().min(1).default(100),
  WS_MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(20),
  REQUEST_BODY_LIMIT: z.string().default('100kb'),
  /**
   * Per-user quotas (SPEC §10), counted in Redis under QUEUE_PREFIX and shared by every API replica;
   * a window starts at the user's first counted point. Defaults fit a tenant checking a few homes.
   * Paid issuance: requests that create a task (`reused: true` is free). Default 5 per 10 minutes
   * (a tenant compares a handful of homes in one sitting) and 20 per day (a busy day's viewings);
   * no one issues 100 certificates in a minute, and each costs a fee.
   */
  QUOTA_ISSUANCE_PER_10_MINUTES: z.coerce.number().int().min(1).default(5),
  QUOTA_ISSUANCE_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** Clauses submitted to `analyzeClauses`, one point each. Default 200 per hour: four full calls (50 clauses), several contracts' special terms. */
  QUOTA_CLAUSES_PER_HOUR: z.coerce.number().int().min(1).default(200),
  /** GraphQL requests over HTTP and operations over graphql-ws. Default 300 per minute: 5 a second, far above a person using the app, below a script hammering it. */
  QUOTA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:4569'),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_BUCKET: z.string().min(3).default('doongzi-files'),
  S3_ACCESS_KEY_ID: z.string().default('S3RVER'),
  S3_SECRET_ACCESS_KEY: z.string().default('S3RVER'),
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Where `npm start`'s local S3-compatible server (s3rver, run when S3_ENDPOINT is 127.0.0.1:4569) keeps files. */
  LOCAL_S3_DIR: z.string().default('.data/s3'),
  REGISTRY_OFFICE_URL: z.string().url().default('http://127.0.0.1:4010'),
  REGISTRY_OFFICE_TIMEOUT_MS: ms.default(15_000),
  REGISTRY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Queues this worker process consumes, comma-separated; empty = all. */
  WORKER_QUEUES: z.string().default(''),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(5),
  STALE_PENDING_AFTER_MS: ms.default(5 * 60_000),
  STALE_PROCESSING_AFTER_MS: ms.default(10 * 60_000),
  HEARTBEAT_INTERVAL_MS: ms.default(5_000),
  STALL_INTERVAL_MS: ms.default(5_000),
  MAX_REDELIVERIES: count.default(3),
  REAPER_INTERVAL_MS: ms.default(5_000),
  /**
   * Longest one reaper pass (stale rows, lost jobs, fee checks, outbox) runs before it leaves the
   * rest for the next tick. Default: REAPER_INTERVAL_MS, a third of the leader lock's TTL.
   */
  REAPER_PASS_DEADLINE_MS: z.coerce.number().int().min(1).optional(),
  /** A receipt look-up the office failed for that receipt alone (4xx, unreadable) is asked again after this, doubling. Default 1 min. */
  FEE_CHECK_RETRY_BASE_MS: ms.default(60_000),
  /** Longest wait between two look-ups of such a receipt. Default 1 h. */
  FEE_CHECK_RETRY_MAX_MS: ms.default(60 * 60_000),
  ISSUANCE_MAX_RETRIES: count.default(2),
  ISSUANCE_RETRY_BASE_MS: ms.default(30_000),
  /**
   * Once the fee is in the ledger an issuance only goes forward: a transient or unexpected failure
   * (upload, file row, the office's look-up) is retried up to this many times in all, each wait
   * capped at ISSUANCE_CHARGED_MAX_DELAY_MS; only a permanent fault ends it FAILED. Default 10
   * (about 35 min at the defaults): long enough to outlast a storage or database outage.
   */
  ISSUANCE_CHARGED_MAX_RETRIES: count.default(10),
  ISSUANCE_CHARGED_MAX_DELAY_MS: ms.default(5 * 60_000),
  /**
   * A new issuance adopts the receipt of the nest's last issuance that FAILED after the office
   * charged it, when that was charged within this window (SPEC §4.3): the certificate shows the
   * registry as of its issue time. Default 24 h; 0 never adopts.
   */
  ISSUANCE_RECEIPT_VALIDITY_MS: ms.default(24 * 60 * 60_000),
  OCR_MAX_RETRIES: count.default(2),
  OCR_RETRY_DELAY_MS: ms.default(30_000),
  ENQUEUE_TIMEOUT_MS: ms.default(2_000),
  /** OCR (SPEC §4.4): trained data folder (made by scripts/setup-ocr-data.sh) and input limits. */
  OCR_LANG_PATH: z.string().default('.data/tessdata'),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).default(20),
  /** Tesseract languages, `+`-separated. Both trained data are installed (SPEC §4.4); `kor` alone measured better on certificates (bench/ocr). */
  OCR_LANGUAGES: z
    .string()
    .regex(/^[a-z_]+(\+[a-z_]+)*$/)
    .default('kor'),
  OCR_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /**
   * OCR runs in a child process of the OCR worker; one that finishes no page for this long is
   * killed as hung and the job retried. Restarted at every page. Default 2 min (a page takes 2–4 s).
   */
  OCR_PAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  REGISTRY_ANALYSIS_MAX_RETRIES: count.default(2),
  REGISTRY_ANALYSIS_RETRY_BASE_MS: ms.default(5_000),
  /** Clause analysis (SPEC §8). `offline` needs no network and says so in `model`. */
  EMBEDDING_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  EMBEDDING_BASE_URL: z.string().url().optional(),
  EMBEDDING_API_KEY: z.string().optional(),
  EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  EMBEDDING_DIMENSIONS: z.coerce.number().int().min(8).default(1024),
  ANALYZER_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: ms.default(30_000),
  /**
   * `max_tokens` of each analyzer call: bounds the cost and latency of one answer. Default 600,
   * room for a verdict of a few Korean sentences; an answer cut at the bound is a retried failure.
   */
  LLM_MAX_TOKENS: z.coerce.number().int().min(64).max(32_000).default(600),
  CLAUSE_SEARCH_MAX_RETRIES: count.default(2),
  CLAUSE_SEARCH_RETRY_BASE_MS: ms.default(2_000),
  CLAUSE_LLM_MAX_RETRIES: count.default(3),
  CLAUSE_LLM_RETRY_BASE_MS: ms.default(2_000),
  /** Notification webhook (POST JSON); when unset, notifications are log lines. */
  NOTIFY_WEBHOOK_URL: z.string().url().optional(),
  /** Time the webhook has to answer 2xx; anything else is a failed delivery, tried again. Default 5 s. */
  NOTIFY_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  /** Delivery attempts of a notification before it is given up (logged, counted, kept on its row). Default 8. */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  /** Wait after a failed delivery, doubled after each further one. Default 30 s. */
  NOTIFY_RETRY_BASE_MS: ms.default(30_000),
  /** Longest wait between two delivery attempts. Default 1 h. */
  NOTIFY_RETRY_MAX_MS: ms.default(60 * 60_000),
  /**
   * Fault injection for chaos tests: issuance steps at which a worker SIGKILLs itself, once per task
   * and step (e.g. `after-charge`). Refused in production.
   */
  CHAOS_KILL_AT: z.string().default(''),
  /** Fault injection: `step:ms` entries at which a worker blocks its event loop (see chaos.ts). */
  CHAOS_STALL_AT: z.string().default(''),
  /** Fault injection applies only to nests whose address contains this text; empty = all. */
  CHAOS_MATCH: z.string().default(''),
  /**
   * Fault injection: the OCR child `crash`es (SIGSEGV) or `hang`s at the n-th page it sends to
   * tesseract (`crash:2`; default 1), on each OCR task's first attempt, or on every one with
   * `:always`. CHAOS_MATCH does not apply. Refused in production.
   */
  CHAOS_OCR_AT: z
    .string()
    .regex(/^(crash|hang)(:[1-9]\d*)?(:always)?$/)
    .default(''),
  /**
   * Tracing (src/tracing), the standard OpenTelemetry variables: on when OTEL_TRACES_EXPORTER names
   * an exporter or an OTLP endpoint is set, off with OTEL_TRACES_EXPORTER=none or
   * OTEL_SDK_DISABLED=true, and off when none is set. The SDK reads these and the other OTEL_*
   * variables (protocol, sampler, batching, resource) itself; they are checked here so a typo
   * stops the process with the rest.
   */
  OTEL_SDK_DISABLED: z.string().optional(),
  OTEL_TRACES_EXPORTER: z
    .string()
    .regex(
      /^\s*(otlp|console|zipkin|none)\s*(,\s*(otlp|console|zipkin|none)\s*)*$/,
      'a comma-separated list of otlp, console, zipkin, none',
    )
    .optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  /** The service spans are reported under; default `doongzi-<part>` (`doongzi-api`, `doongzi-worker`, …). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parses `source` (default `process.env`); throws one error that lists every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const problems: string[] = [];
  problems.push(...jwtSecretProblems(env));
  if (env.NODE_ENV === 'production' && (env.CHAOS_KILL_AT || env.CHAOS_STALL_AT))
    problems.push('  CHAOS_KILL_AT, CHAOS_STALL_AT: fault injection is refused in production');
  if (env.NODE_ENV === 'production' && env.CHAOS_OCR_AT)
    problems.push('  CHAOS_OCR_AT: fault injection is refused in production');
  if (env.EMBEDDING_PROVIDER === 'openai' && !env.EMBEDDING_BASE_URL)
    problems.push('  EMBEDDING_BASE_URL: required when EMBEDDING_PROVIDER=openai');
  if (env.ANALYZER_PROVIDER === 'openai' && !env.LLM_BASE_URL)
    problems.push('  LLM_BASE_URL: required when ANALYZER_PROVIDER=openai');
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return env;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export { DEVELOPMENT_JWT_SECRET };

/** The secret tokens are checked with: JWT_SECRET, else the development secret where parseEnv allows it. */
export function jwtSecretOf(env: Env): string {
  return env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET;
}

/** True only when NODE_ENV=development is set explicitly: stack traces and introspection default on. */
export function isExplicitDevelopment(env: Pick<Env, 'NODE_ENV'>): boolean {
  return env.NODE_ENV === 'development';
}

/** Loads the environment (default `process.env`) for an entry point, printing the problems and exiting on a bad one. */
export function loadEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
