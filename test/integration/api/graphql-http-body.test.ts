import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { drainAllowance, handleGraphQLRequest } from '../../../src/api/graphql-http';
import type { GraphQLContext } from '../../../src/graphql/context';

const LIMIT = 16 * 1024;

/** Sends a POST through node:http, as most clients do: the whole body first, then the answer is read. */
function post(port: number, body: Buffer, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/graphql',
      agent: false,
      headers: { 'content-type': 'application/json', ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (b: Buffer) => {
        text += b.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    if (headers['transfer-encoding'] === 'chunked') {
      for (let at = 0; at < body.length; at += 8192) req.write(body.subarray(at, at + 8192));
      req.end();
    } else {
      req.end(body);
    }
  });
}

/** Writes raw bytes and reads until the server closes. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(bytes));
    let text = '';
    socket.on('data', (b: Buffer) => {
      text += b.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
  });
}

/** The HTTP adapter's own refusals: each a 4xx the client can read, never a reset or a 500. */
describe('GraphQL over HTTP: reading the body', () => {
  let server: Server;
  let apollo: ApolloServer<GraphQLContext>;
  let port: number;
  before(async () => {
    apollo = new ApolloServer<GraphQLContext>({
      schema: buildSchema('type Query { ok: Boolean }'),
      rootValue: { ok: true },
    });
    await apollo.start();
    server = createServer((req, res) => {
      void handleGraphQLRequest(apollo, req, res, {
        bodyLimitBytes: LIMIT,
        parseOptions: { maxTokens: 2_000 },
        context: async () => ({}) as GraphQLContext,
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    await apollo.stop();
    await new Promise((r) => server.close(r));
  });

  test('a body over the limit is answered 413, with a length or chunked, within and past the drain allowance', async () => {
    for (const size of [LIMIT + 1, drainAllowance(LIMIT) + 1]) {
      for (const headers of [{}, { 'transfer-encoding': 'chunked' }] as Array<Record<string, string>>) {
        const res = await post(port, Buffer.alloc(size, 0x20), headers);
        assert.equal(res.status, 413, `${size} bytes ${JSON.stringify(headers)}`);
        assert.equal(JSON.parse(res.text).errors[0].extensions.code, 'BAD_REQUEST');
      }
    }
  });

  test('invalid UTF-8 is refused with 400, not decoded into replacement characters', async () => {
    const body = Buffer.concat([
      Buffer.from('{"query":"{ ok }","variables":{"x":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}}'),
    ]);
    const res = await post(port, body, {});
    assert.equal(res.status, 400);
    assert.match(res.text, /not valid UTF-8/);
  });

  test('a JSON body in another charset is 415; malformed JSON is 400', async () => {
    assert.equal(
      (await post(port, Buffer.from('{"query":"{ ok }"}'), { 'content-type': 'application/json; charset=utf-16' }))
        .status,
      415,
    );
    assert.equal((await post(port, Buffer.from('{"query":'), {})).status, 400);
  });

  test('a GET in absolute form keeps its query string', async () => {
    const answer = await raw(
      port,
      `GET http://127.0.0.1/graphql?query=${encodeURIComponent('{ ok }')} HTTP/1.1\r\nHost: x\r\napollo-require-preflight: 1\r\nConnection: close\r\n\r\n`,
    );
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /"ok":true/);
  });

  test('a client that leaves mid-body gets no answer and the server keeps serving', async () => {
    await raw(
      port,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
    );
    const res = await post(port, Buffer.from('{"query":"{ ok }"}'), {});
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.text), { data: { ok: true } });
  });
});
