import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import type { Observable } from 'rxjs';
import WebSocket from 'ws';

/** `Task` is an interface: the cache must know its members to match `... on Task` fragments. */
export const TASK_POSSIBLE_TYPES = { Task: ['RegistryIssuanceTask', 'OcrTask', 'RegistryAnalysisTask', 'ClauseTask'] };

export interface TestApolloClient {
  client: ApolloClient;
  ws: Client;
  dispose(): Promise<void>;
}

/** The websocket URL of an API whose HTTP URL is `httpUrl` (same port and path, SPEC §1). */
export function wsUrlOf(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}

/**
 * A real Apollo Client as an application would build it: queries and mutations over HTTP with the
 * bearer header, subscriptions over graphql-ws with the token in `connectionParams`. Node 20 has
 * no global WebSocket, so `ws` is handed to graphql-ws.
 */
export function createTestApolloClient(httpUrl: string, token: string): TestApolloClient {
  const ws = createClient({
    url: wsUrlOf(httpUrl),
    webSocketImpl: WebSocket,
    connectionParams: () => ({ authorization: `Bearer ${token}` }),
    retryAttempts: 0,
  });
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(ws),
    new HttpLink({ uri: httpUrl, headers: { authorization: `Bearer ${token}` } }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes: TASK_POSSIBLE_TYPES }) });
  return {
    client,
    ws,
    async dispose() {
      client.stop();
      await ws.dispose();
    },
  };
}

/** What one subscription delivered, and a promise that settles when it completes or fails. */
export interface Collected<T> {
  values: T[];
  errors: unknown[];
  done: Promise<void>;
  stop(): void;
}

/**
 * Records every value of an Apollo subscription (`client.subscribe(...)`). A result that carries
 * an error counts as an error, as it does for an application reading `result.error`.
 */
export function collect<R, T>(
  observable: Observable<R>,
  pick: (result: R) => T | undefined | null,
  errorOf: (result: R) => unknown = (r) => (r as { error?: unknown }).error,
): Collected<T> {
  const values: T[] = [];
  const errors: unknown[] = [];
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  const subscription = observable.subscribe({
    next(result) {
      const error = errorOf(result);
      if (error) errors.push(error);
      const value = pick(result);
      if (value != null) values.push(value);
    },
    error(error) {
      errors.push(error);
      settle();
    },
    complete: () => settle(),
  });
  return { values, errors, done, stop: () => subscription.unsubscribe() };
}
