import { DateTimeResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { guardArgumentText } from './argument-text.guard';
import type { ApiServices } from './context';
import './types/enums';
import { ClauseTaskResolver } from './resolvers/clause-task.resolver';
import { RegistryAnalysisTaskResolver } from './resolvers/registry-analysis-task.resolver';
import { IssuanceResolver } from './resolvers/issuance.resolver';
import { NestResolver } from './resolvers/nest.resolver';
import { OperatorActionResolver } from './resolvers/operator-action.resolver';
import { OpsFieldsResolver } from './resolvers/ops-fields.resolver';
import { OpsResolver } from './resolvers/ops.resolver';
import { SubscriptionResolver } from './resolvers/subscription.resolver';
import { FileResolver } from './resolvers/file.resolver';
import { OcrTaskResolver } from './resolvers/ocr-task.resolver';
import { RegistryIssuanceTaskResolver } from './resolvers/registry-issuance-task.resolver';
import { TaskResolver } from './resolvers/task.resolver';
import { ClauseTaskType, OcrTaskType, RegistryAnalysisTaskType, RegistryIssuanceTaskType } from './types/task.type';

export const RESOLVERS = [
  NestResolver,
  TaskResolver,
  RegistryIssuanceTaskResolver,
  OcrTaskResolver,
  FileResolver,
  RegistryAnalysisTaskResolver,
  ClauseTaskResolver,
  IssuanceResolver,
  SubscriptionResolver,
  OpsResolver,
  OpsFieldsResolver,
  OperatorActionResolver,
] as const;

/**
 * Builds the executable schema. Resolvers get the process's services through a small container:
 * one instance per resolver class. `services` may be omitted to only print the schema. Every
 * field argument is checked for text the database cannot store (argument-text.guard.ts).
 */
export async function buildApiSchema(services?: ApiServices): Promise<GraphQLSchema> {
  const instances = new Map<new (s?: ApiServices) => unknown, unknown>();
  const container: ContainerType = {
    get(resolverClass: new (s?: ApiServices) => unknown) {
      if (!instances.has(resolverClass)) instances.set(resolverClass, new resolverClass(services));
      return instances.get(resolverClass);
    },
  };
  const schema = await buildSchema({
    resolvers: [...RESOLVERS],
    // Every implementation of Task, even those no field returns directly, must be in the schema.
    orphanedTypes: [RegistryIssuanceTaskType, OcrTaskType, RegistryAnalysisTaskType, ClauseTaskType],
    container,
    // The contract's scalar is `DateTime`; type-graphql's own would be named DateTimeISO.
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    validate: false,
    // type-graphql insists on a topic pub/sub, but every subscription here has its own `subscribe`
    // (src/live: confirmed Redis SUBSCRIBE, snapshot, ordered versions); topics are never used.
    pubSub: {
      publish: () => {
        throw new Error('topic pub/sub is not used: publish through TaskEventsPublisher');
      },
      subscribe: () => {
        throw new Error('topic pub/sub is not used: subscriptions define subscribe()');
      },
    },
  });
  return guardArgumentText(schema);
}
