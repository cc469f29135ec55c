import { Field, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import type { TaskProgress } from '../../tasks/task.types';
import type { ClauseStage, TaskErrorCode, TaskKind, TaskStatus } from '../../tasks/task.types';
import { ClauseStageEnum, TaskErrorCodeEnum, TaskKindEnum, TaskStatusEnum } from './enums';

@ObjectType('TaskProgress', { description: 'Progress of an attempt: `done` of `total` units.' })
export class TaskProgressType {
  @Field(() => Int) done!: number;
  @Field(() => Int) total!: number;
  @Field({ description: 'What is counted, e.g. `page`.' }) unit!: string;
}

/** The fields every task kind shares (SPEC §2). Resolvers return task rows; `kind` picks the type. */
@InterfaceType('Task', {
  resolveType: (task: { kind: TaskKind }) => TASK_TYPE_BY_KIND[task.kind],
})
export abstract class TaskType {
  @Field(() => ID) id!: string;
  @Field(() => TaskKindEnum) kind!: TaskKind;
  @Field(() => TaskStatusEnum) status!: TaskStatus;
  @Field(() => TaskErrorCodeEnum, { nullable: true }) errorCode!: TaskErrorCode | null;
  @Field(() => String, { nullable: true }) errorMessage!: string | null;
  @Field(() => Int, { description: 'Physical executions that started after the first one (retries and redeliveries).' })
  retryCount!: number;
  @Field(() => TaskErrorCodeEnum, { nullable: true }) lastErrorCode!: TaskErrorCode | null;
  @Field(() => Date, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'Set while a retry is scheduled and the row stays PROCESSING.' })
  nextRetryAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The worker process that holds (or last held) the task.' })
  workerId!: string | null;
  @Field(() => Int, { description: 'Increases by one with every committed transition of this task.' })
  version!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => TaskProgressType, {
    nullable: true,
    description: "How far the current attempt has got (an OCR task's pages read); pushed like any transition.",
  })
  progress!: TaskProgress | null;
}

@ObjectType('RegistryIssuanceTask', {
  implements: TaskType,
  description: 'Issues the registry certificate through the registry office.',
})
export class RegistryIssuanceTaskType extends TaskType {}

@ObjectType('OcrTask', { implements: TaskType, description: 'Extracts the text of an issued registry certificate.' })
export class OcrTaskType extends TaskType {}

@ObjectType('RegistryAnalysisTask', {
  implements: TaskType,
  description: 'Reads the rights in a certificate into a risk answer.',
})
export class RegistryAnalysisTaskType extends TaskType {}

@ObjectType('ClauseTask', {
  implements: TaskType,
  description: 'Analyses one lease clause: retrieval, then the analyzer.',
})
export class ClauseTaskType extends TaskType {
  @Field(() => ClauseStageEnum) stage!: ClauseStage;
}

const TASK_TYPE_BY_KIND: Record<TaskKind, string> = {
  REGISTRY_ISSUANCE: 'RegistryIssuanceTask',
  OCR: 'OcrTask',
  REGISTRY_ANALYSIS: 'RegistryAnalysisTask',
  CLAUSE_ANALYSIS: 'ClauseTask',
};
