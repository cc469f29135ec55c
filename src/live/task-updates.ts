import { ROOT_CONTEXT } from '@opentelemetry/api';
import type { Database } from '../infra/database';
import { findTask } from '../tasks/transitions';
import { decodeTaskMessageWithTrace, type TaskChannels } from '../tasks/task-channels';
import { inSpan, isTracingEnabled, SpanKind } from '../tracing/spans';
import { spanContextOf, type TraceCarrier } from '../tracing/trace-context';
import { isFinal, type TaskRow } from '../tasks/task.types';
import { PushIterator } from './push-iterator';
import type { RedisFanout } from './redis-fanout';
import { activeNestTasks, eventsBetween, recentlyChangedNestTasks } from './task-updates.storage';

/**
 * Keeps one subscription's stream of a task exact (SPEC §7): each version once, in order. Messages
 * at or below the last delivered version are dropped; a jump over a version is filled from the task
 * event log (the row's fields at that version are rebuilt from the event: status, error code,
 * worker, attempt, time).
 */
export class TaskVersionTracker {
  private readonly last = new Map<string, number>();

  constructor(private readonly db: Database) {}

  /** Accepts `row` as the baseline for its task (a snapshot): later versions only. */
  baseline(row: TaskRow): void {
    this.last.set(row.id, row.version);
  }

  /** The rows to deliver for an incoming `row`: none, itself, or the missed ones then itself. */
  async accept(row: TaskRow): Promise<TaskRow[]> {
    const last = this.last.get(row.id);
    if (last !== undefined && row.version <= last) return [];
    const out = last !== undefined && row.version > last + 1 ? await this.missed(row, last) : [];
    this.last.set(row.id, row.version);
    return [...out, row];
  }

  private async missed(row: TaskRow, after: number): Promise<TaskRow[]> {
    const events = await eventsBetween(this.db, row.id, after, row.version);
    return events.map((e) => ({
      ...row,
      version: e.version,
      status: e.toStatus,
      errorCode: e.toStatus === 'FAILED' ? e.errorCode : null,
      workerId: e.workerId,
      retryCount: e.attempt,
      updatedAt: e.at,
      finishedAt: e.toStatus === 'SUCCESS' || e.toStatus === 'FAILED' ? e.at : null,
    }));
  }
}

export interface TaskUpdatesDeps {
  db: Database;
  fanout: RedisFanout;
  channels: TaskChannels;
}

/**
 * `taskUpdated`: subscribe to the task's channel (confirmed), then read the snapshot, deliver it,
 * then every later transition; ends after a final state. The caller has checked ownership.
 */
export async function subscribeToTask(deps: TaskUpdatesDeps, taskId: string): Promise<AsyncIterableIterator<TaskRow>> {
  const tracker = new TaskVersionTracker(deps.db);
  // Messages that arrive while the snapshot is read wait behind this gate: the snapshot is the
  // baseline, and what they carry is delivered after it only if it is newer.
  let openGate = () => {};
  let chain = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  let stopResync = () => {};
  let unlisten: () => Promise<void> = async () => {};
  const out = new PushIterator<TaskRow>(() => {
    stopResync();
    void unlisten();
  });
  // Every delivery goes through one promise chain, so gap fills never reorder messages.
  const deliver = (load: () => Promise<TaskRow | null>, published: TraceCarrier = {}) => {
    chain = chain
      .then(() =>
        delivering('taskUpdated', published, async () => {
          const row = await load();
          if (!row) return;
          for (const r of await tracker.accept(row)) {
            out.push(r);
            if (isFinal(r.status)) return out.end();
          }
        }),
      )
      .catch((error) => out.fail(error));
  };
  unlisten = await deps.fanout.listen(deps.channels.task(taskId), (message) => {
    const { row, trace } = decodeTaskMessageWithTrace(message);
    deliver(async () => row, trace);
  });
  stopResync = deps.fanout.onResync(() => deliver(() => findTask(deps.db, taskId)));
  const snapshot = await findTask(deps.db, taskId).catch((error: unknown) => {
    out.fail(error);
    throw error;
  });
  if (!snapshot) out.end();
  else {
    tracker.baseline(snapshot);
    out.push(snapshot);
    if (isFinal(snapshot.status)) out.end();
  }
  openGate();
  return out;
}

/** How many active tasks of a nest its subscription's snapshot carries. */
const NEST_SNAPSHOT_LIMIT = 200;

/**
 * `nestTaskUpdated`: first the current state of the nest's active tasks (read after the Redis
 * subscription is confirmed), then every committed transition of every task of the nest, in order
 * per task. A task the snapshot did not carry (created later) starts at its first message; gaps
 * after a task's first delivery are filled from the event log.
 */
export async function subscribeToNest(deps: TaskUpdatesDeps, nestId: string): Promise<AsyncIterableIterator<TaskRow>> {
  const tracker = new TaskVersionTracker(deps.db);
  let openGate = () => {};
  let chain = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  let unlisten: () => Promise<void> = async () => {};
  let stopResync = () => {};
  const out = new PushIterator<TaskRow>(() => {
    stopResync();
    void unlisten();
  });
  const deliver = (rows: () => Promise<TaskRow[]>, published: TraceCarrier = {}) => {
    chain = chain
      .then(() =>
        delivering('nestTaskUpdated', published, async () => {
          for (const row of await rows()) for (const r of await tracker.accept(row)) out.push(r);
        }),
      )
      .catch((error) => out.fail(error));
  };
  unlisten = await deps.fanout.listen(deps.channels.nest(nestId), (message) => {
    const { row, trace } = decodeTaskMessageWithTrace(message);
    deliver(async () => [row], trace);
  });
  stopResync = deps.fanout.onResync(() => deliver(() => recentlyChangedNestTasks(deps.db, nestId)));
  const snapshot = await activeNestTasks(deps.db, nestId, NEST_SNAPSHOT_LIMIT).catch((error: unknown) => {
    out.fail(error);
    throw error;
  });
  for (const row of snapshot) {
    tracker.baseline(row);
    out.push(row);
  }
  openGate();
  return out;
}

/**
 * One published transition handed to a subscription. With tracing on and a traced publish, a span
 * of its own linked to the publish's: a subscription outlives any one task's trace, so its
 * deliveries are not children of it, but each can be followed to the publish that caused it.
 */
function delivering(field: string, published: TraceCarrier, deliver: () => Promise<void>): Promise<void> {
  const publish = isTracingEnabled() ? spanContextOf(published) : undefined;
  if (!publish) return deliver();
  return inSpan(
    `deliver ${field}`,
    {
      kind: SpanKind.CONSUMER,
      parent: ROOT_CONTEXT,
      links: [{ context: publish }],
      attributes: { 'doongzi.subscription': field },
    },
    deliver,
  );
}
