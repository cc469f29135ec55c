import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { ApiServices, GraphQLContext } from '../context';
import { RequestRegistryIssuancePayloadType } from '../types/payload.type';

@Resolver()
export class IssuanceResolver {
  constructor(private readonly services: ApiServices) {}

  @Mutation(() => RequestRegistryIssuancePayloadType, {
    description:
      "Asks for the nest's registry certificate; returns the nest's active issuance instead when there is one.",
  })
  requestRegistryIssuance(@Arg('nestId', () => ID) nestId: string, @Ctx() ctx: GraphQLContext) {
    return this.services.requestIssuance(ctx.userId, nestId);
  }
}
