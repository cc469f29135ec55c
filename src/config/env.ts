import { z } from 'zod';

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
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** PostgreSQL connection string. */
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/doongzi'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * Group commit: hot task writes sent on the pool (new rows, job ids, start, success) share one
   * statement, and jobs enqueued together one pipelined write, up to this many; 1 sends each alone.
   */
  WRITE_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(64),
  /** Redis for Bee-Queue, pub/sub, heartbeats and locks. */
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Bee-Queue key (`<prefix>:<queue>:…`); lets several deployments share a Redis. */
  QUEUE_PREFIX: z.string().min(1).default('doongzi'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** HS256 secret the upstream login service signs tokens with. Required outside development. */
  JWT_SECRET: z.string().min(16).optional(),
  /** Comma-separated origins allowed to open the websocket and to call from a browser. */
  ALLOWED_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:4000,http://localhost:4000'),
  /** Introspection and the sandbox page; on in development by default, off in production. */
  GRAPHQL_INTROSPECTION: bool.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(5000),
  REQUEST_BODY_LIMIT: z.string().default('100kb'),
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
  ISSUANCE_MAX_RETRIES: count.default(2),
  ISSUANCE_RETRY_BASE_MS: ms.default(30_000),
  OCR_MAX_RETRIES: count.default(2),
  OCR_RETRY_DELAY_MS: ms.default(30_000),
  ENQUEUE_TIMEOUT_MS: ms.default(2_000),
  /** OCR (SPEC §4.4): trained data folder (made by scripts/setup-ocr-data.sh) and input limits. */
  OCR_LANG_PATH: z.string().default('.data/tessdata'),
  OCR_MAX_PAGES: z.coerce.number().int().min(1).default(20),
  /** Tesseract languages, `+`-separated. Both trained data are installed (SPEC §4.4); `kor` alone measured better on certificates (bench/ocr). */
  OCR_LANGUAGES: z.string().regex(/^[a-z_]+(\+[a-z_]+)*$/).default('kor'),
  OCR_MAX_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
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
  CLAUSE_SEARCH_MAX_RETRIES: count.default(2),
  CLAUSE_SEARCH_RETRY_BASE_MS: ms.default(2_000),
  CLAUSE_LLM_MAX_RETRIES: count.default(3),
  CLAUSE_LLM_RETRY_BASE_MS: ms.default(2_000),
  /** Notification webhook (POST JSON); when unset, notifications are log lines. */
  NOTIFY_WEBHOOK_URL: z.string().url().optional(),
  /**
   * Fault injection for chaos tests: issuance steps at which a worker SIGKILLs itself, once per task
   * and step (e.g. `after-charge`). Refused in production.
   */
  CHAOS_KILL_AT: z.string().default(''),
  /** Fault injection: `step:ms` entries at which a worker blocks its event loop (see chaos.ts). */
  CHAOS_STALL_AT: z.string().default(''),
  /** Fault injection applies only to nests whose address contains this text; empty = all. */
  CHAOS_MATCH: z.string().default(''),
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
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) problems.push('  JWT_SECRET: required in production');
  if (env.NODE_ENV === 'production' && (env.CHAOS_KILL_AT || env.CHAOS_STALL_AT)) problems.push('  CHAOS_KILL_AT, CHAOS_STALL_AT: fault injection is refused in production');
  if (env.EMBEDDING_PROVIDER === 'openai' && !env.EMBEDDING_BASE_URL) problems.push('  EMBEDDING_BASE_URL: required when EMBEDDING_PROVIDER=openai');
  if (env.ANALYZER_PROVIDER === 'openai' && !env.LLM_BASE_URL) problems.push('  LLM_BASE_URL: required when ANALYZER_PROVIDER=openai');
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  return env;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The development secret: fine on a laptop, refused in production (see parseEnv). */
export const DEVELOPMENT_JWT_SECRET = 'doongzi-development-secret-change-me';

export function jwtSecretOf(env: Env): string {
  return env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET;
}

/** Loads the environment for an entry point, printing the problems and exiting on a bad one. */
export function loadEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
