import type { HttpExchange, WsExchange } from './fuzz-transport';

/** How one case ended (`400 BAD_REQUEST`, `close 4400`) and every invariant it broke. */
export interface Verdict {
  outcome: string;
  /**
   * What the table counts: the outcome itself for HTTP; for a socket each message kind and the
   * close apart, since their combinations are too many to count as one.
   */
  tallied: string[];
  problems: string[];
}

/** A V8 stack frame as it is printed: four spaces, `at`, then a function or a path. */
const STACK_FRAME = / {4}at \S/;
/** graphql-ws's own code for a server-side failure, and the websocket standard's. */
const SERVER_ERROR_CLOSES = new Set([4500, 1011]);

/** Whatever a client can read must not show a server failure, a stack or where the code lives. */
function leaks(text: string, root: string): string[] {
  const found: string[] = [];
  if (text.includes('INTERNAL_SERVER_ERROR')) found.push('INTERNAL_SERVER_ERROR in the answer');
  if (text.includes('"stacktrace"')) found.push('a stacktrace extension');
  if (STACK_FRAME.test(text)) found.push('a stack frame ("    at …")');
  if (text.includes(root)) found.push(`the server's path (${root})`);
  return found;
}

/** The `extensions.code` of every error in a GraphQL answer, or `data` when it has none. */
function codesOf(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.length > 0 ? 'not JSON' : '';
  }
  const payload = parsed as
    | { errors?: Array<{ extensions?: { code?: unknown } }>; data?: unknown }
    | Array<{ extensions?: { code?: unknown } }>
    | null;
  const errors = Array.isArray(payload) ? payload : payload?.errors;
  if (Array.isArray(errors) && errors.length > 0)
    return [...new Set(errors.map((e) => String(e?.extensions?.code ?? 'no code')))].sort().join('+');
  return payload && typeof payload === 'object' && 'data' in payload ? 'data' : 'other JSON';
}

export function judgeHttp(ex: HttpExchange, root: string): Verdict {
  const problems = leaks(ex.body, root);
  if (ex.status !== null && ex.status >= 500) problems.unshift(`HTTP ${ex.status}`);
  if (ex.timedOut) problems.unshift('no answer in time');
  const outcome = ex.status === null ? (ex.error ?? 'no answer') : `${ex.status} ${codesOf(ex.body)}`.trim();
  return { outcome, tallied: [outcome], problems };
}

export function judgeWs(ex: WsExchange, root: string): Verdict {
  if (ex.upgradeStatus !== null) {
    const problems = leaks(ex.upgradeBody, root);
    if (ex.upgradeStatus >= 500) problems.unshift(`upgrade answered ${ex.upgradeStatus}`);
    return { outcome: `upgrade ${ex.upgradeStatus}`, tallied: [`upgrade ${ex.upgradeStatus}`], problems };
  }
  const problems = [...new Set([...ex.messages, ex.closeReason].flatMap((m) => leaks(m, root)))];
  if (ex.closeCode !== null && SERVER_ERROR_CLOSES.has(ex.closeCode))
    problems.unshift(`closed with ${ex.closeCode} (${ex.closeReason})`);
  if (ex.timedOut) problems.unshift('no close in time');
  const seen = new Set<string>();
  for (const m of ex.messages) {
    let message: { type?: unknown; payload?: unknown };
    try {
      message = JSON.parse(m) as typeof message;
    } catch {
      seen.add('non-JSON message');
      continue;
    }
    if (message.type === 'error') seen.add(`error ${codesOf(JSON.stringify(message.payload))}`);
    else if (message.type === 'next') seen.add(`next ${codesOf(JSON.stringify(message.payload))}`);
    else if (message.type !== 'connection_ack' && message.type !== 'pong') seen.add(String(message.type));
  }
  // Our own close after the quiet period is 1000 and says nothing about the server.
  const close = ex.closeCode === null || ex.closeCode === 1000 ? '' : `close ${ex.closeCode}`;
  const tallied = [...[...seen].sort(), close].filter(Boolean);
  if (tallied.length === 0) tallied.push(ex.error ? `error: ${ex.error}` : 'acknowledged, quiet');
  return { outcome: tallied.join(', '), tallied, problems };
}
