import { Field, ObjectType } from 'type-graphql';
import { NestType } from './nest.type';
import { TaskType } from './task.type';

@ObjectType('PageInfo')
export class PageInfoType {
  @Field() hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType('TaskEdge')
export class TaskEdgeType {
  @Field() cursor!: string;
  @Field(() => TaskType) node!: unknown;
}

@ObjectType('TaskConnection')
export class TaskConnectionType {
  @Field(() => [TaskEdgeType]) edges!: TaskEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

@ObjectType('NestEdge')
export class NestEdgeType {
  @Field() cursor!: string;
  @Field(() => NestType) node!: unknown;
}

@ObjectType('NestConnection')
export class NestConnectionType {
  @Field(() => [NestEdgeType]) edges!: NestEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
}

/** Turns a service page into a connection. */
export function toConnection<T>(page: { items: Array<{ cursor: string; node: T }>; hasNextPage: boolean }) {
  return {
    edges: page.items,
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.items.at(-1)?.cursor ?? null },
  };
}
