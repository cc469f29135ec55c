import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { NestRow } from '../../nests/nest.types';
import type { TaskKind, TaskStatus } from '../../tasks/task.types';
import type { ApiServices, GraphQLContext } from '../context';
import { NestConnectionType, TaskConnectionType, toConnection } from '../types/connection.type';
import { TaskKindEnum, TaskStatusEnum } from '../types/enums';
import { CreateNestInputType } from '../types/nest.input';
import { NestType, UserType } from '../types/nest.type';
import { RegistryIssuanceTaskType } from '../types/task.type';

@Resolver(() => NestType)
export class NestResolver {
  constructor(private readonly services: ApiServices) {}

  @Query(() => UserType)
  me(@Ctx() ctx: GraphQLContext): UserType {
    return { id: ctx.userId };
  }

  @Query(() => NestType, { nullable: true })
  nest(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<NestRow> {
    return this.services.ownedNest(ctx.userId, id);
  }

  @Query(() => NestConnectionType)
  async nests(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return toConnection(await this.services.nests.listNests(ctx.userId, first, after));
  }

  @Mutation(() => NestType)
  createNest(
    @Arg('input', () => CreateNestInputType) input: CreateNestInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NestRow> {
    return this.services.nests.createNest(ctx.userId, input);
  }

  @FieldResolver(() => TaskConnectionType)
  async tasks(
    @Root() nest: NestRow,
    @Arg('kind', () => TaskKindEnum, { nullable: true }) kind?: TaskKind | null,
    @Arg('status', () => TaskStatusEnum, { nullable: true }) status?: TaskStatus | null,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20 }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return toConnection(await this.services.tasks.listForNest(nest.id, { kind, status, first, after }));
  }

  @FieldResolver(() => RegistryIssuanceTaskType, {
    nullable: true,
    description: 'The newest registry issuance task of this nest, whatever its status.',
  })
  latestIssuance(@Root() nest: NestRow) {
    return this.services.tasks.latestOfKind(nest.id, 'REGISTRY_ISSUANCE');
  }
}
