import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { RetrievedReference } from '../../../src/clauses/clause.types';
import { OpenAiCompatibleAnalyzer } from '../../../src/clauses/providers/openai-compatible.analyzer';
import { OpenAiCompatibleEmbedding } from '../../../src/clauses/providers/openai-compatible.embedding';
import { ClauseProviderError, parseRetryAfter } from '../../../src/clauses/providers/provider-error';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

// A tiny stand-in for an OpenAI-compatible server: each test sets how it answers.
let handler: Handler = (_req, res) => res.end('{}');
let server: Server;
let baseUrl = '';

before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
};
const chat = (content: string) => ({ choices: [{ message: { content } }] });
const reference: RetrievedReference = {
  id: 'hlpa-3', source: '주택임대차보호법', title: '제3조(대항력 등)', text: '임대차는 그 등기가 없는 경우에도…', origin: 'test', kind: 'STATUTE', pattern: null, score: 0.9,
};
const analyzer = (timeoutMs = 2000) => new OpenAiCompatibleAnalyzer({ baseUrl, apiKey: 'k', model: 'test-llm', timeoutMs });
const rejection = async (promise: Promise<unknown>): Promise<ClauseProviderError> => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ClauseProviderError);
    return error;
  }
  throw new Error('expected a rejection');
};

describe('OpenAI-compatible providers', () => {
  it('analyzes: sends the model and key, validates the JSON verdict, maps cited references', async () => {
    handler = (req, res, body) => {
      assert.equal(req.url, '/v1/chat/completions');
      assert.equal(req.headers.authorization, 'Bearer k');
      assert.equal(JSON.parse(body).model, 'test-llm');
      json(res, 200, chat(JSON.stringify({ riskLevel: 'DANGER', summary: '위험합니다', recommendation: '삭제하세요', referenceIndexes: [0] })));
    };
    const verdict = await analyzer().analyze({ clause: '전입신고 금지', references: [reference] });
    assert.equal(verdict.riskLevel, 'DANGER');
    assert.deepEqual(verdict.references.map((r) => r.title), ['제3조(대항력 등)']);
  });

  it('429 is retryable and honours Retry-After in seconds', async () => {
    handler = (_req, res) => json(res, 429, { error: 'slow down' }, { 'retry-after': '7' });
    const error = await rejection(analyzer().analyze({ clause: 'x', references: [] }));
    assert.deepEqual([error.failure, error.retryable, error.retryAfterMs, error.status], ['RATE_LIMITED', true, 7000, 429]);
  });

  it('Retry-After may be an HTTP date', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    assert.equal(parseRetryAfter('Sun, 29 Nov 2026 10:00:30 GMT', now), 30_000);
    assert.equal(parseRetryAfter('garbage', now), undefined);
  });

  it('500 is retryable, 401 is not', async () => {
    handler = (_req, res) => json(res, 500, { error: 'boom' });
    const server500 = await rejection(analyzer().analyze({ clause: 'x', references: [] }));
    assert.deepEqual([server500.failure, server500.retryable], ['SERVER_ERROR', true]);
    handler = (_req, res) => json(res, 401, { error: 'bad key' });
    const rejected = await rejection(analyzer().analyze({ clause: 'x', references: [] }));
    assert.deepEqual([rejected.failure, rejected.retryable], ['REJECTED', false]);
  });

  it('a body that is not JSON, or content that fails the schema, is MALFORMED_RESPONSE and retryable', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{not json');
    const notJson = await rejection(analyzer().analyze({ clause: 'x', references: [] }));
    assert.deepEqual([notJson.failure, notJson.retryable], ['MALFORMED_RESPONSE', true]);
    handler = (_req, res) => json(res, 200, chat(JSON.stringify({ riskLevel: 'MAYBE', summary: '' })));
    const badSchema = await rejection(analyzer().analyze({ clause: 'x', references: [] }));
    assert.equal(badSchema.failure, 'MALFORMED_RESPONSE');
  });

  it('a server that does not answer in time is a retryable TIMEOUT', async () => {
    handler = () => undefined;
    const error = await rejection(analyzer(150).analyze({ clause: 'x', references: [] }));
    assert.deepEqual([error.failure, error.retryable], ['TIMEOUT', true]);
  });

  it('embeds through /v1/embeddings, reorders by index and checks the length', async () => {
    handler = (req, res) => {
      assert.equal(req.url, '/v1/embeddings');
      json(res, 200, { data: [{ index: 1, embedding: [0, 2] }, { index: 0, embedding: [3, 4] }] });
    };
    const embedder = new OpenAiCompatibleEmbedding({ baseUrl: `${baseUrl}/`, model: 'emb', dimensions: 2 });
    assert.deepEqual(await embedder.embed(['a', 'b']), [[0.6, 0.8], [0, 1]]);
    const wrongLength = new OpenAiCompatibleEmbedding({ baseUrl, model: 'emb', dimensions: 3 });
    assert.equal((await rejection(wrongLength.embed(['a', 'b']))).failure, 'MALFORMED_RESPONSE');
  });
});
