import { log } from '../logging/logger';

/** Something the user or the operators should hear about. */
export interface Notification {
  type: 'TASK_SUCCEEDED' | 'TASK_FAILED' | 'WORKER_SHUTDOWN';
  userId?: string;
  taskId?: string;
  kind?: string;
  message: string;
}

/**
 * Where notifications go: a log line by default, a webhook when one is configured (SPEC §4.2).
 * `notify` resolves once the receiver took the notification and rejects when it did not (a
 * {@link NotificationFailedError}); the outbox decides what a failure means (retry, give up).
 */
export interface Notifier {
  notify(notification: Notification): Promise<void>;
  /** The longest one `notify` call can take; a sender's claim on an outbox row outlasts it. Default: unknown. */
  readonly timeoutMs?: number;
}

/** The receiver did not take the notification: no answer in time, no connection, or a non-2xx answer. */
export class NotificationFailedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NotificationFailedError';
  }
}

export class LogNotifier implements Notifier {
  async notify(n: Notification): Promise<void> {
    log().info(
      { notification: n.type, kind: n.kind, taskId: n.taskId, userId: n.userId, text: n.message },
      'notification',
    );
  }
}

/**
 * POSTs the notification as JSON; only a 2xx answer within `timeoutMs` (default 5 s) counts as
 * delivered. Anything else rejects, and never fails the task: the caller is the outbox.
 */
export class WebhookNotifier implements Notifier {
  constructor(
    private readonly url: string,
    readonly timeoutMs = 5_000,
  ) {}

  async notify(n: Notification): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...n, at: new Date().toISOString() }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new NotificationFailedError(`webhook: ${(error as Error).message}`, { cause: error });
    }
    // The body is not needed; reading it would let a slow receiver hold the sender past its timeout.
    await res.body?.cancel().catch(() => undefined);
    if (!res.ok) throw new NotificationFailedError(`webhook answered HTTP ${res.status}`);
  }
}

export function createNotifier(webhookUrl: string | undefined, timeoutMs?: number): Notifier {
  return webhookUrl ? new WebhookNotifier(webhookUrl, timeoutMs) : new LogNotifier();
}
