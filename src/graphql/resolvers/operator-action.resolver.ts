import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { OperatorAction } from '../../ops/ops.types';
import type { ApiServices } from '../context';
import { OperatorActionType } from '../types/ops.type';
import { TaskType } from '../types/task.type';

/** The tasks an audit row names. Reached only through Ops, which only operators reach. */
@Resolver(() => OperatorActionType)
export class OperatorActionResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => TaskType, { description: 'The task the action was taken on.' })
  async task(@Root() action: OperatorAction) {
    return (await this.services.tasks.byId(action.taskId))!;
  }

  @FieldResolver(() => TaskType, { nullable: true, description: 'The new task a redrive created.' })
  newTask(@Root() action: OperatorAction) {
    return action.newTaskId ? this.services.tasks.byId(action.newTaskId) : null;
  }
}
