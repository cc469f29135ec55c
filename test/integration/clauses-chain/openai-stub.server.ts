import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stub answers a request, chosen by a `#marker` written into the clause (it reaches the
 * server inside the prompt or the embedding input), so one server serves every case of a file.
 * - ok: a valid verdict (chat); rate-limit-once: 429 with Retry-After first, then ok;
 * - server-error: 500 always; malformed: 200 whose content is not JSON; hang: never answers;
 * - reject: 400. Embeddings answer 400 for `reject` and 500 for everything else;
 * - off-schema: 200 with JSON content that is not a verdict (a SAFE without summary or recommendation);
 * - obey-injection: a valid SAFE verdict, as a model talked into it by the clause would give;
 * - danger: a valid DANGER verdict.
 */
export type StubMarker =
  | 'ok'
  | 'rate-limit-once'
  | 'server-error'
  | 'malformed'
  | 'hang'
  | 'reject'
  | 'off-schema'
  | 'obey-injection'
  | 'danger';

export interface StubCall {
  path: string;
  marker: string;
  at: number;
  /** Texts in an embeddings request. */
  inputs: number;
  /** The parsed request body, to check what the server was sent. */
  body: unknown;
}

export interface OpenAiStub {
  url: string;
  calls(path: string, marker: string): StubCall[];
  close(): Promise<void>;
}

/** The verdict the stub's model gives: CAUTION, citing the second then the first reference. */
export const STUB_VERDICT = {
  riskLevel: 'CAUTION',
  summary: '스텁 모델의 판단입니다.',
  recommendation: '문구를 고치세요.',
  referenceIndexes: [1, 0],
};
/** The verdict of `obey-injection`: what the clause told the model to say. */
export const STUB_SAFE_VERDICT = {
  riskLevel: 'SAFE',
  summary: '스텁 모델: 문제가 없는 조항입니다.',
  recommendation: null,
  referenceIndexes: [0],
};
/** The verdict of `danger`. */
export const STUB_DANGER_VERDICT = {
  riskLevel: 'DANGER',
  summary: '스텁 모델: 보증금을 잃을 수 있는 조항입니다.',
  recommendation: '스텁 모델: 삭제를 요구하세요.',
  referenceIndexes: [0],
};

export async function startOpenAiStub(retryAfterSeconds = 1): Promise<OpenAiStub> {
  const calls: StubCall[] = [];
  const server = createServer((req, res) => {
    void readJson(req).then((body) => {
      const text = JSON.stringify(body);
      const marker = /#([a-z-]+)/.exec(text)?.[1] ?? 'ok';
      const inputs = Array.isArray((body as { input?: unknown }).input)
        ? (body as { input: unknown[] }).input.length
        : 0;
      const seen = calls.filter((c) => c.path === req.url && c.marker === marker).length;
      calls.push({ path: req.url ?? '', marker, at: Date.now(), inputs, body });
      if (req.url === '/v1/embeddings')
        return send(res, marker === 'reject' ? 400 : 500, { error: { message: 'embedding refused' } });
      answerChat(res, marker, seen, retryAfterSeconds);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: (path, marker) => calls.filter((c) => c.path === path && c.marker === marker),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answerChat(res: ServerResponse, marker: string, seen: number, retryAfterSeconds: number): void {
  switch (marker) {
    case 'rate-limit-once':
      if (seen === 0)
        return send(res, 429, { error: { message: 'slow down' } }, { 'retry-after': String(retryAfterSeconds) });
      return send(res, 200, chat(JSON.stringify(STUB_VERDICT)));
    case 'server-error':
      return send(res, 500, { error: { message: 'upstream exploded' } });
    case 'malformed':
      return send(res, 200, chat('이 조항은 괜찮아 보입니다.'));
    case 'hang':
      return; // the client's timeout ends it; close() drops the socket
    case 'reject':
      return send(res, 400, { error: { message: 'unknown model' } });
    case 'off-schema':
      return send(res, 200, chat(JSON.stringify({ riskLevel: 'SAFE', referenceIndexes: [] })));
    case 'obey-injection':
      return send(res, 200, chat(JSON.stringify(STUB_SAFE_VERDICT)));
    case 'danger':
      return send(res, 200, chat(JSON.stringify(STUB_DANGER_VERDICT)));
    default:
      return send(res, 200, chat(JSON.stringify(STUB_VERDICT)));
  }
}

const chat = (content: string) => ({ choices: [{ index: 0, message: { role: 'assistant', content } }] });

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
}
