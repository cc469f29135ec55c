import type Redis from 'ioredis';
import { encodeTaskMessage, type TaskChannels } from './task-channels';
import type { TaskRow } from './task.types';
import { log } from '../logging/logger';
import { addEventToActiveSpan, hasActiveSpan, inSpan, outsideTraces, SpanKind } from '../tracing/spans';
import { activeCarrier } from '../tracing/trace-context';

/**
 * Publishes committed transitions. Call it only after the transaction that wrote them committed:
 * a subscriber must never see a state that could still roll back. A failed publish is logged, not
 * thrown — PostgreSQL holds the truth, and subscribers fill gaps from the event log (SPEC §7).
 */
export class TaskEventsPublisher {
  /** Publishes sent by {@link publishInBackground} whose replies have not come back yet. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly redis: Redis,
    private readonly channels: TaskChannels,
  ) {}

  /** Publishes and waits for Redis's replies: for callers that hand the task on to another process next. */
  publish(...rows: Array<TaskRow | null | undefined>): Promise<void> {
    return this.send(rows, 'span');
  }

  /**
   * Publishes without waiting for Redis's replies. The commands are queued on this connection
   * when the call returns (auto-pipelining sends them with the turn's others), so anything this
   * process publishes later reaches subscribers after them; only the reply is not awaited. For a
   * worker's own transitions, where the next step (the handler, the next job) need not wait a round
   * trip: at 20 concurrent jobs, waiting for two replies a job cost ~12 % of the worker's
   * throughput (BENCHMARKS.md). {@link flush} waits for what is in flight.
   */
  publishInBackground(...rows: Array<TaskRow | null | undefined>): void {
    const sending = this.send(rows, 'event');
    this.inFlight.add(sending);
    void sending.then(() => this.inFlight.delete(sending));
  }

  /** Waits up to `timeoutMs` for the background publishes in flight (before closing the connection). */
  async flush(timeoutMs = 1_000): Promise<void> {
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      Promise.all(this.inFlight).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    // Subscribers fill what was lost from the event log when they next hear of the task.
    if (!drained)
      log().warn({ unanswered: this.inFlight.size, timeoutMs }, 'publishes still unanswered; closing without them');
  }

  /**
   * Never rejects: a failure is logged. Inside a trace, a publish the caller waits for is a span of
   * the trace; one nobody waits for (in the background) is an event on the span it was made in,
   * since a span of its own would time only a reply no one awaits, and was a third of a traced
   * task's spans (bench/tracing.ts). Each message carries the context of that span, which the
   * subscriptions' deliveries link to. The PUBLISH commands (two per row) get no spans of their own.
   */
  private send(rows: Array<TaskRow | null | undefined>, traced: 'span' | 'event'): Promise<void> {
    const changed = rows.filter((r): r is TaskRow => r != null);
    if (changed.length === 0) return Promise.resolve();
    if (!hasActiveSpan()) return this.sendNow(changed);
    if (traced === 'event') {
      addEventToActiveSpan('publish transitions', publishAttributes(changed));
      return this.sendNow(changed);
    }
    return inSpan(
      'publish transitions',
      { kind: SpanKind.PRODUCER, attributes: () => publishAttributes(changed) },
      () => this.sendNow(changed),
    );
  }

  private async sendNow(changed: TaskRow[]): Promise<void> {
    try {
      const trace = activeCarrier();
      // Sent as separate commands: on an auto-pipelined connection (the app's) the publishes of
      // every task that committed in this tick share one write, in call order.
      const sent: Array<Promise<number>> = [];
      for (const row of changed) {
        const message = encodeTaskMessage(row, trace);
        sent.push(
          ...outsideTraces(() => [
            this.redis.publish(this.channels.task(row.id), message),
            this.redis.publish(this.channels.nest(row.nestId), message),
          ]),
        );
      }
      await Promise.all(sent);
    } catch (error) {
      log().warn({ err: error, transitions: changed.length }, 'transitions not published');
    }
  }
}

/** Each row as `<task id> v<version> <status>`: what a reader of the trace looks for, in one short attribute. */
function publishAttributes(rows: TaskRow[]): Record<string, string[]> {
  return { 'doongzi.transitions': rows.map((r) => `${r.id} v${r.version} ${r.status}`) };
}
