import { mintToken } from '../../src/auth/jwt';
import { BENCH_SECRET } from './bench-stack';
import { sleep } from './report';

/**
 * Tenants of the crash-loop run: each a user with a token minted as the login service would, who
 * creates nests and asks for their certificates through the public API (GraphQL over HTTP). Each
 * user stays within the default quotas (2 issuances of 5 per 10 minutes), so the run needs no
 * quota settings of its own.
 */

export interface Issuance {
  userId: string;
  token: string;
  nestId: string;
  taskId: string;
}

const CREATE_NEST = `mutation CreateNest($input: CreateNestInput!) { createNest(input: $input) { id } }`;
const REQUEST_ISSUANCE = `mutation RequestIssuance($nestId: ID!) { requestRegistryIssuance(nestId: $nestId) { reused task { id status } } }`;

/** Tries of an operation whose connection failed: the API may be the part just killed (run-all restarts it after 2 s). */
const ATTEMPTS = 20;

/**
 * Posts one operation; a connection that fails (the API restarting) is tried again after a pause,
 * up to ATTEMPTS times. A repeated `requestRegistryIssuance` is harmless: the nest's active task is
 * returned (`reused`), no second one is made.
 */
export async function postGraphql<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let res: Response;
    let body: { data?: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    try {
      res = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.timeout(30_000),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      body = (await res.json()) as typeof body;
    } catch (error) {
      lastError = error;
      await sleep(500);
      continue;
    }
    if (body.errors?.length || !body.data) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(body.errors)}`);
    return body.data;
  }
  throw new Error(`no answer from ${url} after ${ATTEMPTS} attempts: ${String(lastError)}`);
}

/** Every user's nests, then an issuance on each; `parallel` users at a time. Returns them in user order. */
export async function requestIssuances(
  url: string,
  users: number,
  nestsPerUser: number,
  parallel: number,
  runTag: string,
): Promise<Issuance[]> {
  const out: Issuance[][] = new Array(users);
  let next = 0;
  const lane = async () => {
    for (let u = next++; u < users; u = next++) {
      const userId = `crash-loop-${runTag}-${u + 1}`;
      const token = mintToken(userId, BENCH_SECRET, 3 * 3600);
      const nests: string[] = [];
      for (let n = 0; n < nestsPerUser; n++) {
        const input = { name: `둥지 ${u + 1}-${n + 1}`, address: `서울특별시 마포구 월드컵북로 ${u + 1}길 ${n + 1}` };
        nests.push(
          (await postGraphql<{ createNest: { id: string } }>(url, token, CREATE_NEST, { input })).createNest.id,
        );
      }
      const mine: Issuance[] = [];
      for (const nestId of nests)
        mine.push({ userId, token, nestId, taskId: await requestIssuance(url, token, nestId) });
      out[u] = mine;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, users) }, lane));
  return out.flat();
}

/** Asks for the nest's certificate; returns the task id. */
export async function requestIssuance(url: string, token: string, nestId: string): Promise<string> {
  const data = await postGraphql<{ requestRegistryIssuance: { reused: boolean; task: { id: string } } }>(
    url,
    token,
    REQUEST_ISSUANCE,
    { nestId },
  );
  return data.requestRegistryIssuance.task.id;
}
