import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../errors/domain-error';
import { log } from '../logging/logger';

const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The one place where errors become what a client sees: a DomainError keeps its code and safe
 * details; GraphQL's own validation errors pass; anything else is an INTERNAL_SERVER_ERROR with no
 * stack trace or SQL outside development (SPEC §10).
 */
export function formatApiError(
  formatted: GraphQLFormattedError,
  error: unknown,
  development: boolean,
): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { ...original.details, code: original.code },
    };
  }
  const code = clientErrorStatus(error) ? 'BAD_REQUEST' : formatted.extensions?.['code'];
  if (typeof code === 'string' && PASS_THROUGH.has(code)) {
    if (development) return { ...formatted, extensions: { ...formatted.extensions, code } };
    // Which operation limit was hit is safe and useful to a client; nothing else of a validation error's extensions is kept.
    const limit = formatted.extensions?.['limit'];
    return { ...formatted, extensions: typeof limit === 'string' ? { code, limit } : { code } };
  }
  log().error({ err: original, path: formatted.path }, 'internal error');
  if (!development) {
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return { ...formatted, extensions: { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * Apollo's own refusals of a malformed request (a persisted-query hash that does not match, an
 * unknown version) carry an HTTP 4xx status and no code: they are the client's error, not ours.
 */
function clientErrorStatus(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || typeof error.extensions['code'] === 'string') return false;
  const status = (error.extensions['http'] as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * A DomainError as a GraphQLError, for places outside resolvers (context, websocket). The
 * DomainError stays its `originalError`, so formatApiError keeps its details (`retryAfterSeconds`)
 * as it does for a resolver's; with an HTTP status, `retryAfterSeconds` is also sent as `Retry-After`.
 */
export function toGraphQLError(error: DomainError, httpStatus?: number): GraphQLError {
  const http = httpStatus ? { http: { status: httpStatus, headers: retryAfterHeader(error) } } : {};
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...error.details, code: error.code, ...http },
  });
}

/** Apollo reads response headers of an error from a Map in `extensions.http.headers`. */
function retryAfterHeader(error: DomainError): Map<string, string> {
  const seconds = error.details['retryAfterSeconds'];
  return new Map(typeof seconds === 'number' ? [['retry-after', String(seconds)]] : []);
}
