import { Arg, FieldResolver, ID, Int, Resolver, Root } from 'type-graphql';
import type { TaskErrorCode, TaskKind, TaskStatus } from '../../tasks/task.types';
import type { ApiServices } from '../context';
import { TaskConnectionType, toConnection } from '../types/connection.type';
import { TaskErrorCodeEnum, TaskKindEnum, TaskStatusEnum } from '../types/enums';
import {
  FailureCountType,
  OperatorActionType,
  OpsType,
  QueueStatType,
  TaskEventType,
  WorkerStatType,
  type OpsRoot,
} from '../types/ops.type';

/**
 * The fields of Ops. Under `opsUpdated` each field's default view comes from the one reading the
 * process made for every subscriber; an argument that asks for another view reads it.
 */
@Resolver(() => OpsType)
export class OpsFieldsResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => [QueueStatType])
  queues(@Root() root: OpsRoot) {
    return root.snapshot?.queues ?? this.services.ops.reads.queues();
  }

  @FieldResolver(() => [WorkerStatType])
  workers(@Root() root: OpsRoot) {
    return root.snapshot?.workers ?? this.services.ops.reads.workers();
  }

  @FieldResolver(() => [FailureCountType], {
    description: 'FAILED tasks per kind and code that finished since the given time (default: the last 24 hours).',
  })
  failures(@Root() root: OpsRoot, @Arg('since', () => Date, { nullable: true }) since?: Date | null) {
    if (!since && root.snapshot) return root.snapshot.failures;
    return this.services.ops.reads.failures(since ?? undefined);
  }

  @FieldResolver(() => TaskConnectionType, { description: 'Tasks of every user, newest first.' })
  async tasks(
    @Root() root: OpsRoot,
    @Arg('kind', () => TaskKindEnum, { nullable: true }) kind?: TaskKind | null,
    @Arg('status', () => TaskStatusEnum, { nullable: true }) status?: TaskStatus | null,
    @Arg('errorCode', () => TaskErrorCodeEnum, { nullable: true }) errorCode?: TaskErrorCode | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    const defaultView = !kind && !status && !errorCode && !after && (first ?? 20) === 20;
    if (defaultView && root.snapshot) return toConnection(root.snapshot.tasks);
    return toConnection(await this.services.ops.reads.tasks({ kind, status, errorCode, first, after }));
  }

  @FieldResolver(() => [TaskEventType], {
    description: "A task's timeline: its every committed transition, oldest first.",
  })
  taskEvents(@Arg('id', () => ID) id: string) {
    return this.services.ops.reads.taskEvents(id);
  }

  @FieldResolver(() => [OperatorActionType], {
    description: 'The audit of operator actions (cancel, redrive), newest first.',
  })
  actions(@Root() root: OpsRoot, @Arg('first', () => Int, { nullable: true, defaultValue: 50 }) first?: number | null) {
    if ((first ?? 50) === 50 && root.snapshot) return root.snapshot.actions;
    return this.services.ops.reads.actions(first ?? 50);
  }
}
