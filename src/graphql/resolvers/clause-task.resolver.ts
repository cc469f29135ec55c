import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { TaskRow } from '../../tasks/task.types';
import type { ApiServices, GraphQLContext } from '../context';
import { ClauseAnalysisType } from '../types/analysis.type';
import { AnalyzeClausesPayloadType } from '../types/payload.type';
import { ClauseTaskType } from '../types/task.type';

@Resolver(() => ClauseTaskType)
export class ClauseTaskResolver {
  constructor(private readonly services: ApiServices) {}

  @FieldResolver(() => String)
  clauseText(@Root() task: TaskRow): string {
    const clause = task.input['clause'];
    return typeof clause === 'string' ? clause : '';
  }

  @FieldResolver(() => ClauseAnalysisType, { nullable: true, description: 'Present once the task has succeeded.' })
  analysis(@Root() task: TaskRow) {
    return this.services.clauseAnalysisOf(task.id);
  }

  @Mutation(() => AnalyzeClausesPayloadType, {
    description: 'Creates one clause analysis task per clause (at most 50, 2,000 characters each).',
  })
  async analyzeClauses(
    @Arg('nestId', () => ID) nestId: string,
    @Arg('clauses', () => [String]) clauses: string[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return { tasks: await this.services.analyzeClauses(ctx.userId, nestId, clauses) };
  }
}
