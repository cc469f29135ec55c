import http from 'node:http';

/**
 * A loopback OTLP/HTTP trace collector that accepts everything and counts it: what a benchmark
 * with tracing on exports to, so the cost measured is the exporting process's own (serialising,
 * sending), not a real collector's. Answers 200 with an empty ExportTraceServiceResponse.
 */
export interface OtlpSink {
  url: string;
  /** Export requests, spans in them, bytes received. */
  readonly counts: { requests: number; spans: number; bytes: number };
  reset(): void;
  close(): Promise<void>;
}

export async function startOtlpSink(): Promise<OtlpSink> {
  const counts = { requests: 0, spans: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      counts.requests++;
      counts.bytes += body.length;
      const json = (req.headers['content-type'] ?? '').includes('json');
      try {
        counts.spans += json ? spansInJson(body) : spansInProtobuf(body);
      } catch {
        // counted as a request; an unreadable body is the exporter's problem, not the bench's
      }
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      res.end(json ? '{}' : '');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    reset() {
      Object.assign(counts, { requests: 0, spans: 0, bytes: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function spansInJson(body: Buffer): number {
  const request = JSON.parse(body.toString('utf8')) as {
    resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: unknown[] }> }>;
  };
  return (request.resourceSpans ?? []).reduce(
    (n, r) => n + (r.scopeSpans ?? []).reduce((m, s) => m + (s.spans?.length ?? 0), 0),
    0,
  );
}

/**
 * Spans in an ExportTraceServiceRequest, read off the protobuf wire format without a schema:
 * resource_spans (field 1) → scope_spans (field 2) → spans (field 2), each a length-delimited field.
 */
function spansInProtobuf(body: Buffer): number {
  let spans = 0;
  for (const resourceSpans of fields(body, 1))
    for (const scopeSpans of fields(resourceSpans, 2)) spans += fields(scopeSpans, 2).length;
  return spans;
}

/** The length-delimited fields numbered `wanted` in one message; other fields are skipped. */
function fields(message: Buffer, wanted: number): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = message[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
  };
  while (at < message.length) {
    const key = varint();
    const [field, wire] = [Math.floor(key / 8), key & 7];
    if (wire === 0) varint();
    else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      const length = varint();
      if (field === wanted) out.push(message.subarray(at, at + length));
      at += length;
    } else throw new Error(`unexpected wire type ${wire}`);
  }
  return out;
}
