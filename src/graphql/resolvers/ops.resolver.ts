import { Arg, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { OpsSnapshot } from '../../ops/ops.types';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices, GraphQLContext } from '../context';
import { requireOperator } from '../operator.guard';
import { OpsType, RedriveTaskPayloadType, type OpsRoot } from '../types/ops.type';
import { TaskType } from '../types/task.type';

type SubscribeData = { context: GraphQLContext };

/** The operations API (contract/ops.graphql): operators only, every action audited. */
@Resolver()
export class OpsResolver {
  constructor(private readonly services: ApiServices) {}

  @Query(() => OpsType, { description: 'Operator only.' })
  ops(@Ctx() ctx: GraphQLContext): OpsRoot {
    requireOperator(ctx);
    return {};
  }

  @Mutation(() => RedriveTaskPayloadType, {
    description: "Operator only: run a FAILED task's work again as a new task.",
  })
  redriveTask(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    requireOperator(ctx);
    return this.services.ops.actions.redrive(ctx.userId, id, reason);
  }

  @Mutation(() => TaskType, { description: 'Operator only: close a PENDING or PROCESSING task as FAILED(CANCELLED).' })
  cancelTask(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TaskRow> {
    requireOperator(ctx);
    return this.services.ops.actions.cancel(ctx.userId, id, reason);
  }

  @Subscription(() => OpsType, {
    description:
      'Operator only: the current Ops at once, then a fresh one at most once a second while anything changes.',
    subscribe: ({ context }: SubscribeData) => {
      requireOperator(context);
      return context.services.ops.feed.subscribe();
    },
  })
  opsUpdated(@Root() snapshot: OpsSnapshot): OpsRoot {
    return { snapshot };
  }
}
