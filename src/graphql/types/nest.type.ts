import { Field, Float, ID, ObjectType } from 'type-graphql';

@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
}

@ObjectType('Nest', { description: 'A home the user is checking before signing a lease.' })
export class NestType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() address!: string;
  @Field(() => Float, { nullable: true, description: 'The lease deposit (보증금) the tenant plans to pay, if given.' })
  depositKrw!: number | null;
  @Field(() => Float, { nullable: true, description: "The home's estimated market price, if given." })
  marketPriceKrw!: number | null;
  @Field(() => Date) createdAt!: Date;
}
