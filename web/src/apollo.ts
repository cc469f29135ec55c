import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { getToken } from './auth';

/**
 * One Apollo Client for the app: queries and mutations over HTTP, subscriptions over graphql-ws on
 * the same `/graphql` (the README's split link). The token is read on every request and every
 * (re)connect, so a new one is used as soon as it is set.
 */
export function createApolloClient(): ApolloClient {
  const httpUrl = new URL('/graphql', window.location.origin).toString();
  const wsUrl = httpUrl.replace(/^http/, 'ws');
  const auth = new SetContextLink(({ headers }) => {
    const token = getToken();
    return {
      headers: {
        ...(headers as Record<string, string> | undefined),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    };
  });
  const ws = new GraphQLWsLink(
    createClient({ url: wsUrl, lazy: true, connectionParams: () => ({ authorization: `Bearer ${getToken() ?? ''}` }) }),
  );
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    auth.concat(new HttpLink({ uri: httpUrl })),
  );
  // `Task` is an interface: the cache must know its members to match `... on Task` fragments.
  const possibleTypes = { Task: ['RegistryIssuanceTask', 'OcrTask', 'RegistryAnalysisTask', 'ClauseTask'] };
  return new ApolloClient({ link, cache: new InMemoryCache({ possibleTypes }) });
}
