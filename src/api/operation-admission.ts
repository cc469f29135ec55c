import type { GraphQLError } from 'graphql';
import { DomainError } from '../errors/domain-error';
import type { ApiServices } from '../graphql/context';
import { toGraphQLError } from '../graphql/errors';

/**
 * `services.admitRequest` in the form graphql-ws's `onSubscribe` returns: null when the operation
 * may run, else the refusal (RATE_LIMITED with `retryAfterSeconds`) as the operation's errors, so
 * the socket stays open for the user's other operations.
 */
export async function admitOperation(services: ApiServices, userId: string): Promise<readonly GraphQLError[] | null> {
  try {
    await services.admitRequest(userId);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return [toGraphQLError(error)];
    throw error;
  }
}
