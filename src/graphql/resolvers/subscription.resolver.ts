import { Arg, ID, Resolver, Root, Subscription } from 'type-graphql';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices, GraphQLContext } from '../context';
import { TaskType } from '../types/task.type';

type SubscribeData = { args: { id?: string; nestId?: string }; context: GraphQLContext & { services: ApiServices } };

/**
 * Live status (SPEC §7). Ownership is checked before anything is subscribed; the stream itself is
 * built by src/live (subscribe to Redis, then snapshot, then every version in order).
 */
@Resolver()
export class SubscriptionResolver {
  @Subscription(() => TaskType, {
    description:
      "The task's current state at once, then every committed transition in order; completes after a final state.",
    subscribe: async ({ args, context }: SubscribeData) => {
      await context.services.tasks.getOwnedTask(context.userId, args.id!);
      return context.services.live.taskUpdates(args.id!);
    },
  })
  taskUpdated(@Arg('id', () => ID) _id: string, @Root() task: TaskRow): TaskRow {
    return task;
  }

  @Subscription(() => TaskType, {
    description: 'Every committed transition of every task of the nest, in commit order per task.',
    subscribe: async ({ args, context }: SubscribeData) => {
      await context.services.ownedNest(context.userId, args.nestId!);
      return context.services.live.nestUpdates(args.nestId!);
    },
  })
  nestTaskUpdated(@Arg('nestId', () => ID) _nestId: string, @Root() task: TaskRow): TaskRow {
    return task;
  }
}
