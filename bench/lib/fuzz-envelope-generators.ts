import { authorization, gqlBody, post, type FuzzContext, type FuzzCase } from './fuzz-cases';
import { randomValue } from './fuzz-values';
import { pickOperation, variablesFor } from './fuzz-graphql-generators';
import type { SeededRandom } from './seeded-random';

const ME = '{ me { id } }';

/**
 * Generators where the envelope is what is wrong: the JSON, its shape, the body's size, the
 * content type, the method and query string, the headers, the HTTP itself, the credentials.
 */
export const ENVELOPE_GENERATORS: Record<string, (rng: SeededRandom, ctx: FuzzContext) => FuzzCase> = {
  'malformed-json': (rng, ctx) => {
    const valid = gqlBody(pickOperation(rng, ctx, false).text);
    const [note, body] = rng.pick<[string, () => string | Buffer]>([
      ['truncated', () => valid.slice(0, rng.int(0, valid.length - 1))],
      ['trailing garbage', () => `${valid}${rng.pick(['}', ',', 'x', '\u0000', ' {"a":1}'])}`],
      ['byte order mark', () => `\ufeff${valid}`],
      ['single quotes', () => valid.replace(/"/g, "'")],
      [
        'invalid UTF-8',
        () =>
          Buffer.concat([
            Buffer.from('{"query":"{ me { id } }","x":"'),
            Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
            Buffer.from('"}'),
          ]),
      ],
      [
        'NUL bytes',
        () =>
          Buffer.concat([Buffer.from(valid.slice(0, 10)), Buffer.alloc(rng.int(1, 64)), Buffer.from(valid.slice(10))]),
      ],
      ['random bytes', () => rng.bytes(rng.int(1, 2048))],
      ['duplicate keys', () => `{"query":"${ME}","query":${JSON.stringify(`${ME}}`)}}`],
      ['lone surrogate escapes', () => '{"query":"{ me { id } }","variables":{"x":"\\ud800\\udc00\\ud800"}}'],
      [
        'numbers past JSON',
        () => '{"query":"{ me { id } }","variables":{"x":1e999999,"y":-0,"z":123456789012345678901234567890}}',
      ],
    ]);
    return post('malformed-json', note, body(), authorization(rng, ctx));
  },
  'json-shapes': (rng, ctx) => {
    const [note, body] = rng.pick<[string, unknown]>([
      ['a list (batching)', [{ query: ME }, { query: ME }]],
      ['null', null],
      ['a number', 42],
      ['a string', ME],
      ['empty object', {}],
      ['query a number', { query: 42 }],
      ['query null', { query: null }],
      ['query an object', { query: { kind: 'Document' } }],
      ['query a list', { query: [ME] }],
      ['variables a string', { query: ME, variables: '{"a":1}' }],
      ['variables a list', { query: ME, variables: [1] }],
      ['operationName a number', { query: ME, operationName: 1 }],
      ['unknown operationName', { query: ME, operationName: 'Nope' }],
      ['persisted query unknown', { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }],
      ['persisted query malformed', { query: ME, extensions: { persistedQuery: { version: 'x', sha256Hash: 1 } } }],
      ['extensions a string', { query: ME, extensions: 'x' }],
      ['random', randomValue(rng, 4)],
      [
        '__proto__ keys',
        JSON.parse(`{"query":${JSON.stringify(ME)},"__proto__":{"query":"x"},"variables":{"__proto__":{"a":1}}}`),
      ],
    ]);
    return post('json-shapes', note, JSON.stringify(body) ?? 'null', authorization(rng, ctx));
  },
  'huge-body': (rng, ctx) => {
    const size = rng.pick([ctx.bodyLimitBytes + 1, ctx.bodyLimitBytes * 2, 1 << 20, 4 << 20]);
    const asQuery = rng.chance(0.5);
    // Either one huge string in the document, or a valid document with huge variables.
    const body = asQuery
      ? `{"query":"{ me { id } }${' '.repeat(size)}"}`
      : `{"query":"{ me { id } }","variables":{"x":"${'가'.repeat(Math.ceil(size / 3))}"}}`;
    const headers = authorization(rng, ctx);
    return rng.chance(0.3)
      ? {
          ...post('huge-body', `${size} bytes, chunked (no content-length)`, body, headers),
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
        }
      : post('huge-body', `${size} bytes`, body, headers);
  },
  'wrong-content-type': (rng, ctx) => {
    const type = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/graphql',
      'application/json; charset=utf-16',
      'application/jsonx',
      'text/json',
      '',
      'application/json; charset=latin1',
      '*/*',
      'application/json, text/plain',
      'multipart/form-data',
    ]);
    const body = type.startsWith('multipart')
      ? '--x\r\n Content-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ me { id } }"}\r\n--x--\r\n' // a leading space: dicer's crash
      : rng.chance(0.5)
        ? gqlBody(ME)
        : `query=${encodeURIComponent(ME)}`;
    const c = post('wrong-content-type', `content-type ${JSON.stringify(type)}`, body, authorization(rng, ctx));
    return {
      ...c,
      headers: {
        ...c.headers,
        'content-type': type,
        ...(rng.chance(0.3) ? { 'apollo-require-preflight': 'true' } : {}),
      },
    };
  },
  'get-query-string': (rng, ctx) => {
    const op = pickOperation(rng, ctx, true);
    const params: Array<[string, string]> = [['query', rng.chance(0.8) ? op.text : ME]];
    if (rng.chance(0.6))
      params.push([
        'variables',
        rng.chance(0.7)
          ? JSON.stringify(variablesFor(rng, op, ctx, rng.chance(0.5)))
          : rng.pick(['{', '[1]', 'null', '"x"', '%', '{"a":']),
      ]);
    if (rng.chance(0.2))
      params.push(['extensions', rng.pick(['{', '{"persistedQuery":{"version":1,"sha256Hash":"x"}}', '[]'])]);
    if (rng.chance(0.2)) params.push(['query', ME]); // a repeated parameter
    if (rng.chance(0.2)) params.push(['operationName', rng.pick(['', 'Nope', op.name])]);
    let search = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
    if (rng.chance(0.15)) search += rng.pick(['&%', '&query=%E0%A4%A', '&=', '&&&', '#frag', '&query[]=1']);
    const preflight: Record<string, string> = rng.chance(0.7) ? { 'apollo-require-preflight': 'true' } : {};
    return {
      transport: 'http',
      category: 'get-query-string',
      note: `${op.name}${
        params.length > 1
          ? ` +${params
              .slice(1)
              .map((p) => p[0])
              .join('+')}`
          : ''
      }`,
      method: 'GET',
      path: `/graphql?${search}`,
      headers: { ...preflight, ...authorization(rng, ctx) },
    };
  },
  'oversized-headers': (rng, ctx) => {
    const size = rng.pick([8 << 10, 17 << 10, 64 << 10, 256 << 10]);
    const where = rng.pick(['one header', 'many headers', 'authorization', 'cookie']);
    const headers: Record<string, string> = { ...authorization(rng, ctx, 'valid') };
    if (where === 'one header') headers['x-fuzz'] = 'a'.repeat(size);
    if (where === 'authorization') headers['authorization'] = `Bearer ${'a'.repeat(size)}`;
    if (where === 'cookie') headers['cookie'] = `s=${'b'.repeat(size)}`;
    if (where === 'many headers') for (let i = 0; i < size / 64; i++) headers[`x-fuzz-${i}`] = 'c'.repeat(48);
    return post('oversized-headers', `${where}, ${size >> 10} KB`, gqlBody(ME), headers);
  },
  'raw-http': (rng) => {
    const body = gqlBody(ME);
    const [note, text] = rng.pick<[string, () => string | Buffer]>([
      ['random bytes', () => rng.bytes(rng.int(1, 4096))],
      ['no HTTP version', () => 'POST /graphql\r\n\r\n'],
      [
        'absolute-form target',
        () =>
          `GET http://127.0.0.1/graphql?query=${encodeURIComponent(ME)} HTTP/1.1\r\nHost: x\r\napollo-require-preflight: 1\r\nConnection: close\r\n\r\n`,
      ],
      ['unparseable target', () => 'GET http://[::1/graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['target without slash', () => 'GET graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['double slash target', () => 'GET //graphql?query=%7B HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      [
        'NUL in a header',
        () =>
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer \u0000\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ],
      [
        'header folding',
        () =>
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n continued\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ],
      [
        'two content-lengths',
        () =>
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ],
      [
        'content-length and chunked',
        () =>
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`,
      ],
      [
        'bad chunk size',
        () =>
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`,
      ],
      [
        'content-length too small',
        () =>
          `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\nConnection: close\r\n\r\n${body}`,
      ],
      [
        'negative content-length',
        () => `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
      ],
      [
        'unknown method',
        () =>
          `${rng.pick(['BREW', 'PROPFIND', 'TRACE', 'CONNECT', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])} /graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ],
      [
        'HTTP/1.0, no host',
        () =>
          `POST /graphql HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      ],
      [
        'other paths',
        () =>
          `GET ${rng.pick(['/', '/graphql/', '/GRAPHQL', '/graphql/../metrics', '/healthz', '/readyz', '/metrics', '/%00', '/graphql%00', '/' + 'a'.repeat(9000)])} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ],
      [
        'websocket upgrade, no key',
        () =>
          'GET /graphql HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
      ],
    ]);
    const made = text();
    return {
      transport: 'raw',
      category: 'raw-http',
      note,
      bytes: Buffer.isBuffer(made) ? made : Buffer.from(made, 'utf8'),
    };
  },
  'bad-auth': (rng, ctx) => {
    const headers = authorization(rng, ctx, rng.chance(0.2) ? 'none' : 'garbage');
    const shown =
      headers['authorization'] === undefined
        ? 'no authorization'
        : JSON.stringify(headers['authorization'].slice(0, 40));
    return post('bad-auth', shown, gqlBody(ME), headers);
  },
};
