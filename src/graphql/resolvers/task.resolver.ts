import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { clientErrorMessage } from '../../tasks/task-error.messages';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices, GraphQLContext } from '../context';
import { NestType } from '../types/nest.type';
import { TaskType } from '../types/task.type';

/** Fields every task kind shares; type-graphql gives them to each implementing type. */
@Resolver(() => TaskType)
export class TaskResolver {
  constructor(private readonly services: ApiServices) {}

  @Query(() => TaskType, { nullable: true, description: "Any task of the caller's nests, by id." })
  task(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<TaskRow> {
    return this.services.tasks.getOwnedTask(ctx.userId, id);
  }

  @FieldResolver(() => NestType)
  async nest(@Root() task: TaskRow) {
    return (await this.services.nests.findNestById(task.nestId))!;
  }

  /**
   * The fixed sentence of the task's error code, never the row's raw `error_message` (SPEC §10).
   * Resolved here, on the schema, so queries and subscription pushes alike get it.
   */
  @FieldResolver(() => String, { nullable: true })
  errorMessage(@Root() task: TaskRow): string | null {
    return clientErrorMessage(task.errorCode);
  }

  @FieldResolver(() => TaskType, {
    nullable: true,
    description: "The FAILED task of the same nest whose work an operator's redrive runs again here.",
  })
  redrivenFrom(@Root() task: TaskRow) {
    return task.redrivenFrom ? this.services.tasks.byId(task.redrivenFrom) : null;
  }
}
