import { Kind, OperationTypeNode, parse, type ParseOptions } from 'graphql';

/**
 * True when a request's query text holds a subscription operation. Subscriptions are served over
 * graphql-ws on the same path, never over HTTP: Apollo would run one as a single execution and
 * answer a null the schema forbids, and graphql-js's own subscription rule throws (instead of
 * reporting) on a root field whose `@skip`/`@include` takes a variable, which Apollo turns into a
 * 500. So the HTTP adapter refuses such a document before Apollo sees it, whichever operation it
 * names. Texts without the word are not parsed here: the hot path pays one substring search.
 */
export function holdsSubscription(query: unknown, parseOptions: ParseOptions): boolean {
  if (typeof query !== 'string' || !query.includes('subscription')) return false;
  try {
    return parse(query, parseOptions).definitions.some(
      (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION,
    );
  } catch {
    return false; // Apollo reports the syntax error with its code
  }
}

/** The `query` of a POST body or of a GET's query string. */
export function queryTextOf(body: unknown, search: string): unknown {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return (body as { query?: unknown }).query;
  return new URLSearchParams(search).get('query');
}
