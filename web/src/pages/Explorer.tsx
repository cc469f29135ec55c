import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { Kind, OperationTypeNode, parse, type OperationDefinitionNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { useEffect, useMemo, useRef } from 'react';
import { getToken } from '../auth';

type Params = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

/**
 * An API explorer that needs nothing from the internet (the sandbox page loads from a CDN):
 * GraphiQL from the npm registry, bundled with the app. Queries and mutations go over HTTP,
 * subscriptions over graphql-ws, each with the Authorization header of the headers pane, which
 * starts filled with the app's token.
 */
export default function Explorer() {
  const token = getToken() ?? '';
  const sockets = useMemo(() => new Map<string, Client>(), []);
  // The explorer's sockets close with it: a subscription left running would hold one open.
  useEffect(
    () => () => {
      for (const client of sockets.values()) void client.dispose();
      sockets.clear();
    },
    [sockets],
  );
  const fetcher = useMemo(() => {
    const httpUrl = new URL('/graphql', window.location.origin).toString();
    const socketFor = (authorization: string) => {
      let client = sockets.get(authorization);
      if (!client) {
        client = createClient({ url: httpUrl.replace(/^http/, 'ws'), lazy: true, connectionParams: { authorization } });
        sockets.set(authorization, client);
      }
      return client;
    };
    return (params: Params, options?: { headers?: Record<string, unknown> }) => {
      const headers = Object.fromEntries(Object.entries(options?.headers ?? {}).map(([k, v]) => [k, String(v)]));
      // The headers pane's Authorization, else the app's token (GraphiQL's schema request sends none).
      const authorization = headers['Authorization'] ?? headers['authorization'] ?? (token ? `Bearer ${token}` : '');
      if (authorization) headers['authorization'] = authorization;
      delete headers['Authorization'];
      if (isSubscription(params)) {
        return socketFor(authorization).iterate({
          query: params.query,
          variables: params.variables ?? undefined,
          operationName: params.operationName ?? undefined,
        });
      }
      return fetch(httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(params),
      }).then((res) => res.json());
    };
  }, [token, sockets]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const observer = new MutationObserver(() => fixAccessibility(element));
    fixAccessibility(element);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="explorer" ref={root}>
      <GraphiQL
        fetcher={fetcher as never}
        headers={JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2)}
        defaultQuery={'# 둥지 API 탐색기: Ctrl-Enter로 실행합니다.\nquery {\n  me {\n    id\n  }\n}\n'}
        isHeadersEditorEnabled
        shouldPersistHeaders={false}
      />
    </div>
  );
}

function isSubscription(params: Params): boolean {
  try {
    const operations = parse(params.query).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    const operation = params.operationName
      ? operations.find((o) => o.name?.value === params.operationName)
      : operations[0];
    return operation?.operation === OperationTypeNode.SUBSCRIPTION;
  } catch {
    return false;
  }
}

/** The label of each CodeMirror editor GraphiQL draws, by the pane it sits in. */
const EDITOR_LABELS: Array<[string, string]> = [
  ['.graphiql-query-editor', 'GraphQL 문서 편집기'],
  ['.graphiql-response', '결과'],
  ['[aria-label="Variables"]', '변수 편집기'],
  ['[aria-label="Headers"]', '헤더 편집기'],
];

/**
 * What GraphiQL 4 leaves out for assistive technology, added on its DOM: a label on each editor's
 * input, the result pane reachable by keyboard, and the tab role on the tab's button rather than
 * on the list item around it (a tab with a button inside is an interactive control nested in
 * another). Idempotent; re-applied whenever GraphiQL changes its tree.
 */
function fixAccessibility(root: HTMLElement): void {
  for (const [pane, label] of EDITOR_LABELS) {
    root.querySelectorAll<HTMLElement>(`${pane} textarea`).forEach((input) => {
      if (!input.getAttribute('aria-label')) input.setAttribute('aria-label', label);
    });
  }
  // A scrolling region must be reachable by keyboard when its text overflows (a long token in the
  // headers, a long result): each editor's region takes the focus, named after its pane.
  for (const [pane, label] of EDITOR_LABELS) {
    root.querySelectorAll<HTMLElement>(`${pane} .CodeMirror-scroll`).forEach((region) => {
      if (region.getAttribute('tabindex') === '0') return;
      region.setAttribute('tabindex', '0');
      region.setAttribute('aria-label', label);
    });
  }
  root.querySelectorAll<HTMLElement>('li[role="tab"]').forEach((item) => {
    const button = item.querySelector('button');
    if (!button) return;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', item.getAttribute('aria-selected') ?? 'false');
    item.setAttribute('role', 'presentation');
    item.removeAttribute('aria-selected');
  });
}
