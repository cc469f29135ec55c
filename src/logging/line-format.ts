/**
 * Development output: pino's JSON line turned into one readable line —
 * `12:04:05.123 INFO  worker  task succeeded  taskId=… kind=ISSUANCE attempt=0`. An error's
 * stack follows on indented lines. JSON-only fields an operator's tools need (pid, hostname) are
 * left out; the `process` part stands in front.
 */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'process', 'err']);

export function formatLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const head = [
    clockOf(entry['time']),
    textOf(entry['level']).toUpperCase().padEnd(5),
    textOf(entry['process'], '-'),
    textOf(entry['msg']),
  ];
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  return `${[...head, ...fields].join(' ')}${errorText(entry['err'], entry['level'])}\n`;
}

/** The time of day: a developer's terminal shows one session. */
function clockOf(time: unknown): string {
  return typeof time === 'string' ? time.slice(11, 23) : textOf(time);
}

/** A field pino wrote as text or a number, as text; absent: `fallback`. */
function textOf(value: unknown, fallback = ''): string {
  if (value === undefined || value === null) return fallback;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/**
 * An error at `error` or `fatal`: its stack (which starts with the message) on indented lines, as
 * it is a fault to look into. Below that it is an expected failure (a retry): `err=<message>`.
 */
function errorText(err: unknown, level: unknown): string {
  if (!err || typeof err !== 'object') return '';
  const { message, stack } = err as { message?: unknown; stack?: unknown };
  if (typeof stack === 'string' && (level === 'error' || level === 'fatal'))
    return `\n    ${stack.split('\n').join('\n    ')}`;
  return ` err=${valueText(String(message))}`;
}
