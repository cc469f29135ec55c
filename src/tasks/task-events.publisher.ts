import type Redis from 'ioredis';
import { encodeTaskMessage, type TaskChannels } from './task-channels';
import type { TaskRow } from './task.types';

/**
 * Publishes committed transitions. Call it only after the transaction that wrote them committed:
 * a subscriber must never see a state that could still roll back. A failed publish is logged, not
 * thrown — PostgreSQL holds the truth, and subscribers fill gaps from the event log (SPEC §7).
 */
export class TaskEventsPublisher {
  constructor(
    private readonly redis: Redis,
    private readonly channels: TaskChannels,
  ) {}

  async publish(...rows: Array<TaskRow | null | undefined>): Promise<void> {
    const changed = rows.filter((r): r is TaskRow => r != null);
    if (changed.length === 0) return;
    // Sent as separate commands: on an auto-pipelined connection (the app's) the publishes of every
    // task that committed in this tick share one write, in call order.
    const sent: Array<Promise<number>> = [];
    for (const row of changed) {
      const message = encodeTaskMessage(row);
      sent.push(this.redis.publish(this.channels.task(row.id), message), this.redis.publish(this.channels.nest(row.nestId), message));
    }
    try {
      await Promise.all(sent);
    } catch (error) {
      console.error(`[publish] ${changed.length} transition(s) not published: ${(error as Error).message}`);
    }
  }
}
