import { createLogger, type Logger } from '../../src/logging/logger';

/** One logged line, parsed: pino's fields (`level` by name, `msg`) and the line's own. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** A logger whose lines (production JSON, redacted as the real ones) are kept for a test to read. */
export function captureLogs(level: 'debug' | 'info' | 'warn' = 'debug'): {
  logger: Logger;
  lines: LogLine[];
  text: () => string;
} {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createLogger({
    level,
    format: 'json',
    destination: {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return { logger, lines, text: () => raw.join('') };
}
