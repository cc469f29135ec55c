import { print, type GraphQLFormattedError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export interface GqlResult<R> {
  status: number;
  data: R | null | undefined;
  errors?: GraphQLFormattedError[];
}

/** Posts a typed operation (from codegen) to the API over real HTTP. */
export async function gql<R, V extends Record<string, unknown>>(
  url: string,
  document: TypedDocumentNode<R, V>,
  variables: V,
  token?: string | null,
): Promise<GqlResult<R>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await res.json()) as { data?: R | null; errors?: GraphQLFormattedError[] };
  return { status: res.status, data: body.data, errors: body.errors };
}

/** The data of a result that must have succeeded; throws with the errors otherwise. */
export function dataOf<R>(result: GqlResult<R>): R {
  if (result.errors?.length || !result.data) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export function errorCodes(result: GqlResult<unknown>): string[] {
  return (result.errors ?? []).map((e) => String(e.extensions?.['code']));
}
