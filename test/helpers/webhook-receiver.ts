import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One notification as the receiver saw it, with the status it answered. */
export interface ReceivedNotification {
  taskId?: string;
  type: string;
  status: number;
  /** When the answer was sent (ms since epoch). */
  answeredAt: number;
}

/** How to answer one request: a status, after a delay. */
export type WebhookAnswer = (
  body: { taskId?: string; type: string },
  index: number,
) => { status: number; delayMs?: number };

/**
 * A notification webhook on loopback that answers as the test says (slow, 5xx, …) and keeps every
 * request, so a test can count deliveries per task.
 */
export class WebhookReceiver {
  readonly received: ReceivedNotification[] = [];
  answer: WebhookAnswer = () => ({ status: 200 });
  inFlight = 0;
  maxInFlight = 0;
  private requests = 0;

  private constructor(private readonly server: ReturnType<typeof createServer>) {}

  static async start(): Promise<WebhookReceiver> {
    const server = createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (req, res) => {
      void receiver.handle(req).then((status) => res.writeHead(status).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  /** Notifications of `taskId` answered 2xx: delivered, as the sender learns it. */
  delivered(taskId: string): number {
    return this.received.filter((r) => r.taskId === taskId && r.status < 300).length;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage): Promise<number> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      let text = '';
      for await (const chunk of req) text += chunk;
      const body = JSON.parse(text) as { taskId?: string; type: string };
      const { status, delayMs = 0 } = this.answer(body, this.requests++);
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      this.received.push({ taskId: body.taskId, type: body.type, status, answeredAt: Date.now() });
      return status;
    } finally {
      this.inFlight -= 1;
    }
  }
}
