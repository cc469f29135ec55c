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
    const pipeline = this.redis.pipeline();
    for (const row of changed) {
      const message = encodeTaskMessage(row);
      pipeline.publish(this.channels.task(row.id), message);
      pipeline.publish(this.channels.nest(row.nestId), message);
    }
    try {
      await pipeline.exec();
    } catch (error) {
      console.error(`[publish] ${changed.length} transition(s) not published: ${(error as Error).message}`);
    }
  }
}
