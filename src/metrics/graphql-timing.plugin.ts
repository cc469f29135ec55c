import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { observe } from './metrics';

/**
 * Times each GraphQL operation Apollo answers over HTTP, from the request reaching Apollo to its
 * response, by operation type and outcome (`error` when the response carries any error). Not by
 * operation name: clients choose names, and a series per name would grow without bound. A request
 * whose operation could not be resolved (it did not parse or validate) has type `unknown`.
 */
export const graphqlTimingPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    const started = performance.now();
    return {
      async willSendResponse({ operation, errors }) {
        observeOperation(
          operation?.operation ?? 'unknown',
          Boolean(errors?.length),
          (performance.now() - started) / 1000,
        );
      },
    };
  },
};

/** One observation of `graphql_operation_seconds`; the socket's queries and mutations (src/api/ws-operation-log.ts) use it too, so both transports share the labels. */
export function observeOperation(type: string, failed: boolean, seconds: number): void {
  observe('graphql_operation_seconds', { type, outcome: failed ? 'error' : 'ok' }, seconds);
}
