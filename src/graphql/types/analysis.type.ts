import { Field, Float, ID, ObjectType } from 'type-graphql';
import { RegistryRightKindEnum, RiskLevelEnum } from './enums';

@ObjectType('RegistryRight', {
  description: "One entry of the certificate's 갑구 (ownership section) or 을구 (other rights section).",
})
export class RegistryRightType {
  @Field(() => RegistryRightKindEnum) kind!: string;
  @Field(() => String, { nullable: true, description: 'The rank number as printed (순위번호).' }) rank!: string | null;
  @Field(() => String, { nullable: true, description: 'The registration date as printed (접수일).' }) registeredOn!:
    string | null;
  @Field(() => String, { nullable: true, description: "The right's holder: owner, creditor, claimant." }) holder!:
    string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Amount in won where the entry has one (채권최고액, 청구금액, 전세금).',
  })
  amountKrw!: number | null;
  @Field({
    description:
      'True when it is no longer in force: a later entry cancelled it (말소), or a 가등기 was made into its 본등기.',
  })
  cancelled!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The co-owner whose share the right sits on (지분), when it sits on one share only.',
  })
  share!: string | null;
  @Field(() => [String], {
    description: 'Ranks of the 부기 entries in force that changed this entry (amount or holder), in print order.',
  })
  amendedBy!: string[];
  @Field({ description: "The entry's text as read." }) text!: string;
}

@ObjectType('OwnerShare', { description: 'A current owner and their share.' })
export class OwnerShareType {
  @Field() name!: string;
  @Field(() => String, {
    nullable: true,
    description: "The owner's share (지분) as `3분의 2`, reduced; null for a sole owner or a share not read.",
  })
  share!: string | null;
}

@ObjectType('RegistryFinding')
export class RegistryFindingType {
  @Field(() => RiskLevelEnum) severity!: string;
  @Field({ description: 'A stable code, e.g. SEIZURE_PRESENT, TRUST_REGISTERED, SECURED_DEBT_HIGH.' }) code!: string;
  @Field({ description: 'One sentence for the tenant, in Korean.' }) message!: string;
}

@ObjectType('RegistryAnalysis')
export class RegistryAnalysisType {
  @Field(() => ID) id!: string;
  @Field(() => RiskLevelEnum) riskLevel!: string;
  @Field(() => [String], { description: 'Current owners from the ownership section.' }) owners!: string[];
  @Field(() => [OwnerShareType], { description: 'Every current owner with their share, in order of acquisition.' })
  ownerShares!: OwnerShareType[];
  @Field(() => [RegistryRightType], { description: 'Every entry read, cancelled ones included.' })
  rights!: RegistryRightType[];
  @Field(() => Float, { description: 'Sum of the maximum secured amounts of the mortgages still in force.' })
  securedDebtKrw!: number;
  @Field(() => [RegistryFindingType]) findings!: RegistryFindingType[];
  @Field({ description: 'Which parser and rules produced this result.' }) model!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('ClauseReference')
export class ClauseReferenceType {
  @Field() source!: string;
  @Field() title!: string;
  @Field() excerpt!: string;
  @Field(() => Float) score!: number;
}

@ObjectType('ClauseAnalysis')
export class ClauseAnalysisType {
  @Field(() => ID) id!: string;
  @Field(() => RiskLevelEnum) riskLevel!: string;
  @Field() summary!: string;
  @Field(() => String, { nullable: true }) recommendation!: string | null;
  @Field(() => [ClauseReferenceType]) references!: ClauseReferenceType[];
  @Field(() => Float, {
    nullable: true,
    description:
      'How sure the analyzer is of riskLevel, 0..1 (about the share of verdicts given with this confidence that are right); null when it does not say.',
  })
  confidence!: number | null;
  @Field({ description: 'Which analyzer produced this result.' }) model!: string;
  @Field(() => Date) createdAt!: Date;
}
