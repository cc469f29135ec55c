import { parseEnv } from '../config/env';
import { instrumentIfWanted } from './tracing';

/**
 * Imported first by every entry point. When tracing is wanted it patches http, graphql, pg,
 * ioredis and redis before the entry point's other imports load them (a module loaded earlier is
 * not traced); the SDK itself starts in main(), named after the part (startTracing). A bad
 * environment is left for main()'s loadEnvOrExit to report.
 */
try {
  instrumentIfWanted(parseEnv());
} catch {
  // reported by the entry point
}
