import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import jwt from 'jsonwebtoken';
import { mintToken, verifyBearer } from '../../../src/auth/jwt';
import { DEVELOPMENT_JWT_SECRET } from '../../../src/config/env';
import { MeDocument, TaskUpdatedDocument } from '../../__generated__/operations';
import { dataOf, errorCodes, gql } from '../../helpers/graphql-client';
import { ROOT, TEST_JWT_SECRET, TestStack } from '../../helpers/test-stack';
import { rawWsClient, runRaw } from '../live/live-helpers';

const CLAIMS = { issuer: 'https://login.doongzi.example', audience: 'doongzi-api' };

/** Runs an entry point with exactly `env` (plus PATH and HOME); resolves with its exit code and output. */
function runEntry(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', './scripts/register.js', entry, ...args], {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    // A process that starts after all must not outlive the test.
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Nothing listens on port 1: a process that got past its configuration fails here, not on ours. */
const UNREACHABLE = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
  REDIS_URL: 'redis://127.0.0.1:1',
  API_PORT: '0',
};

/** SPEC §10: tokens must carry exp; iss and aud are checked when configured; no published secret in reach of others. */
describe('token rules', () => {
  let stack: TestStack;
  before(async () => {
    stack = await TestStack.start({
      workerQueues: [],
      env: { JWT_ISSUER: CLAIMS.issuer, JWT_AUDIENCE: CLAIMS.audience },
    });
  });
  after(() => stack.close());

  const noExpiry = () =>
    jwt.sign({ sub: 'alice', iss: CLAIMS.issuer, aud: CLAIMS.audience }, TEST_JWT_SECRET, { algorithm: 'HS256' });

  test('over HTTP: a token without exp is UNAUTHENTICATED (401) with a clear message', async () => {
    const answer = await gql(stack.url, MeDocument, {}, noExpiry());
    assert.equal(answer.status, 401);
    assert.deepEqual(errorCodes(answer), ['UNAUTHENTICATED']);
    assert.match(answer.errors![0].message, /no expiry \(exp\)/);
  });

  test('over graphql-ws: a token without exp closes the socket with 4403', async () => {
    const client = rawWsClient(stack.url, `Bearer ${noExpiry()}`);
    const outcome = await runRaw(client, TaskUpdatedDocument, { id: '00000000-0000-4000-8000-000000000000' });
    await client.dispose();
    assert.equal((outcome.error as { code?: number }).code, 4403, JSON.stringify(outcome));
  });

  test('with JWT_ISSUER and JWT_AUDIENCE set, only tokens carrying both are accepted, on HTTP and graphql-ws', async () => {
    assert.equal(
      dataOf(await gql(stack.url, MeDocument, {}, mintToken('alice', TEST_JWT_SECRET, 600, CLAIMS))).me.id,
      'alice',
    );
    for (const [what, token] of [
      ['no iss or aud', mintToken('alice', TEST_JWT_SECRET, 600)],
      ['another issuer', mintToken('alice', TEST_JWT_SECRET, 600, { ...CLAIMS, issuer: 'https://elsewhere.example' })],
      ['another audience', mintToken('alice', TEST_JWT_SECRET, 600, { ...CLAIMS, audience: 'another-api' })],
    ] as const) {
      const answer = await gql(stack.url, MeDocument, {}, token);
      assert.deepEqual([answer.status, ...errorCodes(answer)], [401, 'UNAUTHENTICATED'], what);
      const client = rawWsClient(stack.url, `Bearer ${token}`);
      const outcome = await runRaw(client, TaskUpdatedDocument, { id: '00000000-0000-4000-8000-000000000000' });
      await client.dispose();
      assert.equal((outcome.error as { code?: number }).code, 4403, `${what}: ${JSON.stringify(outcome)}`);
    }
  });

  test('the API refuses to start with NODE_ENV unset, no JWT_SECRET and API_HOST=0.0.0.0', async () => {
    const { code, output } = await runEntry('src/main/api.ts', { ...UNREACHABLE, API_HOST: '0.0.0.0' });
    assert.notEqual(code, 0);
    assert.match(output, /JWT_SECRET: is unset/);
    assert.match(output, /NODE_ENV=development/);
    assert.doesNotMatch(output, /ready at/);
  });

  test('the API refuses to start in production with a published placeholder secret', async () => {
    const { code, output } = await runEntry('src/main/api.ts', {
      ...UNREACHABLE,
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-to-a-long-random-secret',
    });
    assert.notEqual(code, 0);
    assert.match(output, /JWT_SECRET: a published placeholder secret is refused in production/);
  });

  test('`npm run token` still mints a development token, with NODE_ENV=development or on a loopback default', async () => {
    for (const env of [{ NODE_ENV: 'development', API_HOST: '0.0.0.0' }, {}] as Array<Record<string, string>>) {
      const { code, output } = await runEntry('src/main/mint-token.ts', env, ['demo-user']);
      assert.equal(code, 0, output);
      const token = output.trim().split('\n').at(-1)!;
      assert.equal(verifyBearer(`Bearer ${token}`, DEVELOPMENT_JWT_SECRET).userId, 'demo-user');
    }
  });
});
