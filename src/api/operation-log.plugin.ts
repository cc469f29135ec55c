import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';
import { log } from '../logging/logger';

/**
 * One line per GraphQL operation Apollo answers over HTTP, written as its response leaves: the
 * operation's name (`anonymous` when the client gave none), its type, how long it took, its outcome
 * (`ok`, or `error` with the codes the client was sent) and the user. By name, unlike the metrics:
 * a line per distinct name costs nothing, and the name is what an operator searches for.
 */
export const operationLogPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    const started = performance.now();
    return {
      async willSendResponse({ operation, operationName, contextValue, response }) {
        const errors = errorCodesOf(response);
        log().info({
          operation: operationName ?? 'anonymous',
          type: operation?.operation ?? 'unknown',
          ms: Math.round((performance.now() - started) * 10) / 10,
          outcome: errors.length > 0 ? 'error' : 'ok',
          ...(errors.length > 0 ? { errors } : {}),
          userId: contextValue.userId,
        }, 'graphql operation');
      },
    };
  },
};

/** The distinct `extensions.code`s of the errors sent, as the client sees them (after formatApiError). */
function errorCodesOf(response: GraphQLResponse): string[] {
  const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
  const codes = (result.errors ?? []).map((e) => String(e.extensions?.['code'] ?? 'UNKNOWN'));
  return [...new Set(codes)];
}
