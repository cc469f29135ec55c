/**
 * Fields that hold credentials wherever they appear at the top of a line or one level down (a
 * request's `headers`, a config object). pino replaces their values before the line is written.
 */
export const REDACTED_PATHS = [
  'authorization',
  '*.authorization',
  '*.headers.authorization',
  'connectionParams.authorization',
  'password',
  '*.password',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'secretAccessKey',
  '*.secretAccessKey',
  'JWT_SECRET',
  '*.JWT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  '*.S3_SECRET_ACCESS_KEY',
  'LLM_API_KEY',
  '*.LLM_API_KEY',
  'EMBEDDING_API_KEY',
  '*.EMBEDDING_API_KEY',
];

export const REDACTED = '[redacted]';

/** Characters that end a secret inside a JSON line: whitespace, quotes, and the backslash of an escape. */
const END = `\\s"'\\\\`;

/**
 * Secrets that reach a line as free text: an error's message or stack, a URL a library put in its
 * message. Field paths cannot find these, so every line is scrubbed as a whole before it is written.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  // `Authorization: Bearer …` copied into a message; a short word after it ("bearer token") is prose.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{12,}/gi, `$1 ${REDACTED}`],
  // A JWT anywhere: its header is base64url JSON, so it starts with `eyJ`.
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  // A presigned URL's whole query: signature, credential and session token all sit there.
  [new RegExp(`(https?://[^${END}?]+)\\?[^${END}]*X-Amz-[^${END}]*`, 'gi'), `$1?${REDACTED}`],
  // What is left of one without its host (a library quoting the query alone).
  [new RegExp(`(X-Amz-(?:Signature|Credential|Security-Token)=)[^&${END}]*`, 'gi'), `$1${REDACTED}`],
  // A password in a connection string (`postgres://user:password@host`).
  [new RegExp(`([a-z][a-z0-9+.-]*://[^${END}:/@]*):[^${END}@/]+@`, 'gi'), `$1:${REDACTED}@`],
];

/** `text` with every secret {@link SECRET_PATTERNS} recognises replaced. */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** A URL field without its query: a presigned URL's query is a credential, and other queries may carry tokens. */
export function urlWithoutQuery(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?${REDACTED}`;
}
