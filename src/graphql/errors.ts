import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../errors/domain-error';

const PASS_THROUGH = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * The one place where errors become what a client sees: a DomainError keeps its code and safe
 * details; GraphQL's own validation errors pass; anything else is an INTERNAL_SERVER_ERROR with no
 * stack trace or SQL outside development (SPEC §10).
 */
export function formatApiError(formatted: GraphQLFormattedError, error: unknown, development: boolean): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions: { ...original.details, code: original.code } };
  }
  const code = formatted.extensions?.['code'];
  if (typeof code === 'string' && PASS_THROUGH.has(code)) {
    return development ? formatted : { ...formatted, extensions: { code } };
  }
  if (!development) {
    console.error('[api] internal error:', original);
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return { ...formatted, extensions: { ...formatted.extensions, code: 'INTERNAL_SERVER_ERROR' } };
}

/** A DomainError as a GraphQLError, for places outside resolvers (context, websocket). */
export function toGraphQLError(error: DomainError, httpStatus?: number): GraphQLError {
  return new GraphQLError(error.message, { extensions: { ...error.details, code: error.code, ...(httpStatus ? { http: { status: httpStatus } } : {}) } });
}
