import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OPERATOR_ACTIONS, type OperatorActionKind, type OpsSnapshot } from '../../ops/ops.types';
import type { TaskErrorCode, TaskKind } from '../../tasks/task.types';
import { TaskErrorCodeEnum, TaskKindEnum, TaskStatusEnum } from './enums';
import { TaskType } from './task.type';

export const OperatorActionKindEnum = Object.fromEntries(OPERATOR_ACTIONS.map((a) => [a, a])) as {
  [K in OperatorActionKind]: K;
};
registerEnumType(OperatorActionKindEnum, { name: 'OperatorActionKind' });

@ObjectType('QueueStat', { description: 'Jobs in one Bee-Queue queue.' })
export class QueueStatType {
  @Field() name!: string;
  @Field(() => Int) waiting!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) delayed!: number;
}

@ObjectType('WorkerStat', { description: 'A worker process with a live heartbeat.' })
export class WorkerStatType {
  @Field(() => ID) id!: string;
  @Field(() => [String]) queues!: string[];
  @Field(() => Date) lastBeatAt!: Date;
}

@ObjectType('FailureCount')
export class FailureCountType {
  @Field(() => TaskKindEnum) kind!: TaskKind;
  @Field(() => TaskErrorCodeEnum) errorCode!: TaskErrorCode;
  @Field(() => Int) count!: number;
}

@ObjectType('OperatorAction', { description: 'One operator action, from the audit: who, when, what, why.' })
export class OperatorActionType {
  @Field(() => ID) id!: string;
  @Field(() => Date) at!: Date;
  @Field({ description: "The operator's user id (the token's sub)." }) operatorId!: string;
  @Field(() => OperatorActionKindEnum) action!: OperatorActionKind;
  @Field() reason!: string;
}

@ObjectType('TaskEvent', {
  description: 'One committed transition of a task, from the event log (operators only: notes are raw).',
})
export class TaskEventType {
  @Field(() => Int) version!: number;
  @Field(() => Date) at!: Date;
  @Field(() => TaskStatusEnum, { nullable: true }) fromStatus!: string | null;
  @Field(() => TaskStatusEnum) toStatus!: string;
  @Field(() => TaskErrorCodeEnum, { nullable: true }) errorCode!: string | null;
  @Field(() => String, { nullable: true }) workerId!: string | null;
  @Field(() => Int, { description: 'The attempt (retryCount) the transition was made in.' }) attempt!: number;
  @Field(() => String, {
    nullable: true,
    description: "The writer's note: a retry's cause, a hand-off, a cancel's reason.",
  })
  note!: string | null;
}

/**
 * What the Ops fields resolve from: nothing for the `ops` query (each field reads when asked), or
 * the reading `opsUpdated` pushes, which the fields' default views take instead of reading again.
 */
export interface OpsRoot {
  snapshot?: OpsSnapshot;
}

@ObjectType('Ops', { description: 'The system at a glance, for operators.' })
export class OpsType {}

@ObjectType('RedriveTaskPayload')
export class RedriveTaskPayloadType {
  @Field(() => TaskType, { description: 'The FAILED task, unchanged: final states never change.' }) original!: unknown;
  @Field(() => TaskType, {
    description:
      'A new task of the same kind and nest that runs the work again (an issuance reuses a fee already paid).',
  })
  task!: unknown;
}
