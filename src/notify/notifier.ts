/** Something the user or the operators should hear about. */
export interface Notification {
  type: 'TASK_SUCCEEDED' | 'TASK_FAILED' | 'WORKER_SHUTDOWN';
  userId?: string;
  taskId?: string;
  kind?: string;
  message: string;
}

/** Where notifications go: a log line by default, a webhook when one is configured (SPEC §4.2). */
export interface Notifier {
  notify(notification: Notification): Promise<void>;
}

export class LogNotifier implements Notifier {
  async notify(n: Notification): Promise<void> {
    console.log(`[notify] ${n.type} ${n.kind ?? ''} task=${n.taskId ?? '-'} user=${n.userId ?? '-'}: ${n.message}`);
  }
}

/** POSTs the notification as JSON. A failed delivery is logged: it never fails the task. */
export class WebhookNotifier implements Notifier {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async notify(n: Notification): Promise<void> {
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...n, at: new Date().toISOString() }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) console.error(`[notify] webhook answered ${res.status} for ${n.type} ${n.taskId ?? ''}`);
    } catch (error) {
      console.error(`[notify] webhook failed for ${n.type} ${n.taskId ?? ''}: ${(error as Error).message}`);
    }
  }
}

export function createNotifier(webhookUrl: string | undefined): Notifier {
  return webhookUrl ? new WebhookNotifier(webhookUrl) : new LogNotifier();
}
