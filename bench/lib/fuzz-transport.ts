import { request } from 'node:http';
import { connect } from 'node:net';
import WebSocket from 'ws';
import type { HttpCase, RawCase, WsCase } from './fuzz-cases';

/** Fuzz traffic goes to this host only: the API the fuzz run started itself. */
export const FUZZ_HOST = '127.0.0.1';

/** What came back over HTTP: a status and body, or why nothing did. */
export interface HttpExchange {
  status: number | null;
  body: string;
  /** A transport failure before any answer (`ECONNRESET`, `timeout`), or the client's own refusal to send. */
  error?: string;
  timedOut: boolean;
}

/** What came back on a websocket: the upgrade refused with a status, or the messages and the close. */
export interface WsExchange {
  upgradeStatus: number | null;
  upgradeBody: string;
  messages: string[];
  closeCode: number | null;
  closeReason: string;
  error?: string;
  timedOut: boolean;
}

/** At most this much of a body is kept and checked: every answer of this API is far smaller. */
const MAX_BODY = 1 << 20;

export function sendHttp(port: number, c: HttpCase, timeoutMs: number): Promise<HttpExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let status: number | null = null;
    let settled = false;
    const finish = (result: Partial<HttpExchange>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, body: Buffer.concat(chunks).toString('utf8'), timedOut: false, ...result });
    };
    const timer = setTimeout(() => {
      finish({ timedOut: true, error: 'timeout' });
      req?.destroy();
    }, timeoutMs);
    const chunked = c.headers['transfer-encoding'] === 'chunked';
    let req: ReturnType<typeof request> | undefined;
    try {
      req = request({
        host: FUZZ_HOST,
        port,
        method: c.method,
        path: c.path,
        agent: false,
        headers: {
          connection: 'close',
          ...c.headers,
          ...(c.body && !chunked ? { 'content-length': String(c.body.length) } : {}),
        },
      });
    } catch (error) {
      finish({ error: `not sent: ${(error as Error).message}` });
      return;
    }
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.on('data', (b: Buffer) => {
        if (size < MAX_BODY) {
          chunks.push(b);
          size += b.length;
        }
      });
      res.on('end', () => finish({}));
      res.on('error', () => finish({}));
      res.on('close', () => finish({}));
    });
    // An answer given before the whole body was sent (413) is followed by the server closing: that
    // write error is expected and the answer stands.
    req.on('error', (error) => {
      if (status === null) finish({ error: (error as NodeJS.ErrnoException).code ?? error.message });
    });
    if (c.body && chunked) {
      for (let at = 0; at < c.body.length; at += 64 << 10) req.write(c.body.subarray(at, at + (64 << 10)));
      req.end();
    } else {
      req.end(c.body);
    }
  });
}

/** Writes bytes on a bare socket, half-closes it and reads whatever comes back until the server closes. */
export function sendRaw(port: number, c: RawCase, timeoutMs: number): Promise<HttpExchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: FUZZ_HOST, port });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, timeoutMs);
    socket.on('connect', () => socket.end(c.bytes));
    socket.on('data', (b: Buffer) => chunks.push(b));
    socket.on('error', () => undefined); // a reset after the answer; what was read is the outcome
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const bodyAt = text.indexOf('\r\n\r\n');
      resolve({
        status: m ? Number(m[1]) : null,
        body: bodyAt >= 0 ? text.slice(bodyAt + 4) : text,
        timedOut,
        ...(m ? {} : { error: timedOut ? 'timeout' : text.length > 0 ? 'not HTTP' : 'closed, no answer' }),
      });
    });
  });
}

/**
 * Opens a graphql-ws connection, sends the frames, then waits until the server has been quiet for
 * `settleMs` (or closes) and closes it.
 */
export function runWs(port: number, c: WsCase, timeoutMs: number, settleMs = 250): Promise<WsExchange> {
  return new Promise((resolve) => {
    const out: WsExchange = {
      upgradeStatus: null,
      upgradeBody: '',
      messages: [],
      closeCode: null,
      closeReason: '',
      timedOut: false,
    };
    const ws = new WebSocket(`ws://${FUZZ_HOST}:${port}${c.path}`, c.protocols, {
      headers: c.headers,
      handshakeTimeout: timeoutMs,
      maxPayload: MAX_BODY,
    });
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(quiet);
      resolve(out);
    };
    const timer = setTimeout(() => {
      out.timedOut = true;
      ws.terminate();
      done();
    }, timeoutMs);
    const rearm = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => ws.close(1000), settleMs);
    };
    ws.on('unexpected-response', (_req, res) => {
      out.upgradeStatus = res.statusCode ?? null;
      res.on('data', (b: Buffer) => {
        out.upgradeBody += b.toString('utf8');
      });
      res.on('end', done);
      res.on('error', done);
    });
    const send = (frames: Array<string | Buffer>) => {
      for (const frame of frames)
        if (ws.readyState === WebSocket.OPEN) ws.send(frame, { binary: Buffer.isBuffer(frame) });
    };
    // After a connection_init, the rest waits for the acknowledgement, as a client must (the
    // protocol closes 4401 on a subscribe before it); any other first frame goes with the rest at once.
    let afterAck: Array<string | Buffer> | undefined;
    ws.on('open', () => {
      const [first, ...rest] = c.frames;
      if (typeof first === 'string' && first.includes('"type":"connection_init"')) {
        send([first]);
        afterAck = rest;
      } else {
        send(c.frames);
      }
      rearm();
    });
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      out.messages.push(text);
      if (afterAck && text.includes('"type":"connection_ack"')) {
        send(afterAck);
        afterAck = undefined;
      }
      rearm();
    });
    ws.on('error', (error) => {
      out.error = error.message;
    });
    ws.on('close', (code, reason) => {
      out.closeCode = code;
      out.closeReason = reason.toString('utf8');
      done();
    });
  });
}
