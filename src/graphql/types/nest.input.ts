import { Field, Float, InputType } from 'type-graphql';

/** `createNest`'s argument; its values are checked by the nests service (nests.service.ts). */
@InputType('CreateNestInput')
export class CreateNestInputType {
  @Field() name!: string;
  @Field() address!: string;
  @Field(() => Float, { nullable: true }) depositKrw?: number | null;
  @Field(() => Float, { nullable: true }) marketPriceKrw?: number | null;
}
