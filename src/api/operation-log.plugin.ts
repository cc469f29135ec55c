import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';
import { log } from '../logging/logger';
import { traceFields } from '../tracing/trace-context';

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
        logOperation({
          transport: 'http',
          name: operationName,
          type: operation?.operation ?? 'unknown',
          started,
          errors: errorCodes(resultOf(response).errors ?? []),
          userId: contextValue.userId,
        });
      },
    };
  },
};

/** What one `graphql operation` line says, whichever transport carried the operation. */
export interface OperationLine {
  /** So an operator can tell Apollo's HTTP answers from graphql-ws's socket operations apart. */
  transport: 'http' | 'ws';
  /** The operation's name in the document it resolved to, as Apollo's `operationName`; none is `anonymous`. */
  name: string | null | undefined;
  /** `query`, `mutation`, `subscription`, or `unknown` when its document did not resolve. */
  type: string;
  /** `performance.now()` when the operation arrived; the line's `ms` runs from it. */
  started: number;
  /** The distinct codes of the errors the client was sent; none is outcome `ok`, any is `error`. */
  errors: readonly string[];
  /** A subscription's first line, outcome `started`, as its stream opens: its end gets a line of its own. */
  opening?: boolean;
  userId: string | undefined;
}

/** The user the API's start-up warm-up acts as (src/main/api-warm-up.ts): its operations log at debug. */
export const WARM_UP_USER_ID = 'doongzi-warm-up';

/**
 * Writes one `graphql operation` line: this plugin's and the socket's (ws-operation-log.ts), so both
 * read alike. With tracing on, an HTTP operation's line carries its request's `traceId`.
 */
export function logOperation(line: OperationLine): void {
  const failed = line.errors.length > 0;
  // The API's own warm-up (src/main/api-warm-up.ts) is no client's traffic.
  log()[line.userId === WARM_UP_USER_ID ? 'debug' : 'info'](
    {
      transport: line.transport,
      operation: line.name ?? 'anonymous',
      type: line.type,
      ms: Math.round((performance.now() - line.started) * 10) / 10,
      outcome: line.opening ? 'started' : failed ? 'error' : 'ok',
      ...(failed ? { errors: line.errors } : {}),
      userId: line.userId,
      ...traceFields(),
    },
    'graphql operation',
  );
}

/** The distinct `extensions.code`s of errors as the client sees them (after formatApiError). */
export function errorCodes(
  errors: ReadonlyArray<{ readonly extensions?: { readonly [key: string]: unknown } }>,
): string[] {
  return [
    ...new Set(
      errors.map((e) => {
        const code = e.extensions?.['code'];
        return typeof code === 'string' ? code : 'UNKNOWN';
      }),
    ),
  ];
}

function resultOf(response: GraphQLResponse) {
  return response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
}
