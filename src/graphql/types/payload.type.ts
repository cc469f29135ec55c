import { Field, ObjectType } from 'type-graphql';
import { ClauseTaskType, RegistryIssuanceTaskType } from './task.type';

@ObjectType('RequestRegistryIssuancePayload')
export class RequestRegistryIssuancePayloadType {
  @Field(() => RegistryIssuanceTaskType) task!: unknown;
  @Field({ description: 'True when an active task of the nest was returned instead of a new one.' }) reused!: boolean;
}

@ObjectType('AnalyzeClausesPayload')
export class AnalyzeClausesPayloadType {
  @Field(() => [ClauseTaskType], { description: 'One task per clause, in the order of the input.' }) tasks!: unknown[];
}
