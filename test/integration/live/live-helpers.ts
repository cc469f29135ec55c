import assert from 'node:assert/strict';
import { print, type DocumentNode } from 'graphql';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { CreateNestDocument, RequestRegistryIssuanceDocument } from '../../__generated__/operations';
import { wsUrlOf } from '../../helpers/apollo-client';
import { dataOf, gql } from '../../helpers/graphql-client';

/** The fields of a pushed task every live test reads. */
export interface PushedTask {
  id: string;
  kind: string;
  status: string;
  version: number;
}

/** Creates a nest owned by the token's user and returns its id. */
export async function createNest(url: string, token: string, name = '연남동 원룸'): Promise<string> {
  const input = { name, address: '서울특별시 마포구 연남로 3, 201호' };
  return dataOf(await gql(url, CreateNestDocument, { input }, token)).createNest.id;
}

/** Requests a registry issuance on the nest and returns the new task's id. */
export async function requestIssuance(url: string, token: string, nestId: string): Promise<string> {
  return dataOf(await gql(url, RequestRegistryIssuanceDocument, { nestId }, token)).requestRegistryIssuance.task.id;
}

/**
 * Asserts SPEC §7's promise for one task's stream: versions rise by exactly one from `from` (no
 * gap, no repeat, no reordering).
 */
export function assertContiguous(updates: PushedTask[], from: number, what: string): void {
  const versions = updates.map((u) => u.version);
  assert.deepEqual(
    versions,
    versions.map((_, i) => from + i),
    `${what}: versions ${versions.join(',')}`,
  );
}

/** Groups a nest stream by task, keeping each task's order of arrival. */
export function byTask<T extends PushedTask>(updates: T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const u of updates) out.set(u.id, [...(out.get(u.id) ?? []), u]);
  return out;
}

/** A bare graphql-ws client (no Apollo), for the protocol-level tests and the churn test. */
export function rawWsClient(httpUrl: string, authorization: string | null, extra: { lazy?: boolean } = {}): Client {
  return createClient({
    url: wsUrlOf(httpUrl),
    webSocketImpl: WebSocket,
    connectionParams: authorization === null ? undefined : { authorization },
    retryAttempts: 0,
    lazy: extra.lazy ?? true,
  });
}

/** What a raw subscription ended with. */
export interface RawOutcome {
  results: FormattedExecutionResult<Record<string, unknown>, unknown>[];
  /** The error the sink got: GraphQL errors (an array) or a CloseEvent-like object. */
  error?: unknown;
  completed: boolean;
}

/** Runs one operation on a raw client until it completes or fails; `onResult` may stop it early. */
export function runRaw(
  client: Client,
  document: DocumentNode | string,
  variables: Record<string, unknown>,
  onResult?: (r: FormattedExecutionResult<Record<string, unknown>, unknown>, stop: () => void) => void,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const outcome: RawOutcome = { results: [], completed: false };
    const stop = client.subscribe(
      { query: typeof document === 'string' ? document : print(document), variables },
      {
        next: (r) => {
          outcome.results.push(r);
          onResult?.(r, () => {
            stop();
            resolve(outcome);
          });
        },
        error: (error) => resolve({ ...outcome, error }),
        complete: () => resolve({ ...outcome, completed: true }),
      },
    );
  });
}

/** The `extensions.code` values of a graphql-ws error (an array of GraphQL errors) or results. */
export function codesOf(outcome: RawOutcome): string[] {
  const fromError = Array.isArray(outcome.error) ? outcome.error : [];
  const fromResults = outcome.results.flatMap((r) => r.errors ?? []);
  return [...fromError, ...fromResults].map((e: { extensions?: Record<string, unknown> }) =>
    String(e.extensions?.['code']),
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
