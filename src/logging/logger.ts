import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import type { Env } from '../config/env';
import { formatLine } from './line-format';
import { REDACTED, REDACTED_PATHS, redactSecrets, urlWithoutQuery } from './redaction';

export type { Logger } from 'pino';

/** Which part of the system writes a line: its `process` field. */
export type ProcessPart = 'api' | 'worker' | 'reaper' | 'office-simulator' | 'local-s3' | 'test';

export interface LoggerSettings {
  part?: ProcessPart;
  level: LevelWithSilent;
  /** `json`: one JSON object a line, for log collectors. `lines`: one readable line, for a terminal. */
  format: 'json' | 'lines';
  /** Where lines go. Default: stdout. Tests pass a stream of their own to read what was logged. */
  destination?: { write(line: string): unknown };
}

/**
 * The fields bound to every line of a piece of work. A task's attempt carries `taskId`, `kind` and
 * `attempt` on every line it logs, whichever module writes it.
 */
export interface LogContext {
  taskId?: string;
  kind?: string;
  attempt?: number;
  jobId?: string;
  queue?: string;
  workerId?: string;
  /**
   * The trace the work belongs to, with tracing on (src/tracing): a task's delivery binds its
   * trace's id, so every line of the attempt can be found beside its spans.
   */
  traceId?: string;
}

/**
 * One pino logger with this project's settings: ISO times, level names, credentials redacted by
 * field and, on the way out, by pattern in whatever text reached the line (see redaction.ts).
 */
export function createLogger(settings: LoggerSettings): Logger {
  return pino(
    {
      level: settings.level,
      base: { pid: process.pid, hostname: hostname(), ...(settings.part ? { process: settings.part } : {}) },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      serializers: { err: pino.stdSerializers.err, url: urlWithoutQuery },
    },
    outputOf(settings),
  );
}

let stdout: DestinationStream | undefined;

/** Every line passes redactSecrets, then, for a terminal, formatLine. */
function outputOf(settings: LoggerSettings): DestinationStream {
  // Synchronous writes: a line logged just before process.exit is not lost.
  const target = settings.destination ?? (stdout ??= pino.destination({ fd: 1, sync: true }));
  const shape = settings.format === 'json' ? (line: string) => line : formatLine;
  return { write: (line) => void target.write(shape(redactSecrets(line))) };
}

/** JSON in production, where a collector reads the lines; readable lines everywhere else. */
export function loggerSettingsOf(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>, part: ProcessPart): LoggerSettings {
  return { part, level: env.LOG_LEVEL, format: env.NODE_ENV === 'production' ? 'json' : 'lines' };
}

/**
 * Until an entry point configures it: warnings and errors only. What runs the code in-process
 * without an entry point (tests, benches, scripts) stays as quiet as it was with console.error.
 */
let root = createLogger({ level: 'warn', format: 'lines' });
const scope = new AsyncLocalStorage<Logger>();

/**
 * Makes `logger` the process's logger; returns the one it replaces. Entry points call it once,
 * first thing after reading the environment; tests, to read what was logged.
 */
export function setRootLogger(logger: Logger): Logger {
  const previous = root;
  root = logger;
  return previous;
}

/** The process's logger from its environment: `configureLogging(env, 'worker')`. */
export function configureLogging(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>, part: ProcessPart): Logger {
  setRootLogger(createLogger(loggerSettingsOf(env, part)));
  return root;
}

/** The logger of the work in progress: a task's child logger inside its attempt, else the process's. */
export function log(): Logger {
  return scope.getStore() ?? root;
}

/** Runs `fn` with `logger` as what {@link log} returns, in `fn` and everything it awaits or schedules. */
export function withLogger<T>(logger: Logger, fn: () => T): T {
  return scope.run(logger, fn);
}

/** Runs `fn` with the current logger's child that carries `fields` on every line. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return withLogger(log().child(fields), fn);
}
