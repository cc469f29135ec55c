import {
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { DEFAULT_OPERATION_LIMITS, operationLimitRules, parseOptionsOf } from '../../src/graphql/limits';

const RULES = [...specifiedRules, ...operationLimitRules(DEFAULT_OPERATION_LIMITS)];

/** Parses and validates with every rule the API runs; `reads` counts how often any rule read a selection set. */
export function checkDocument(
  schema: GraphQLSchema,
  query: string,
): { errors: readonly GraphQLError[]; reads: number; nodes: number; cpuMs: number } {
  const started = process.cpuUsage();
  let document: DocumentNode;
  try {
    document = parse(query, parseOptionsOf(DEFAULT_OPERATION_LIMITS));
  } catch (error) {
    return { errors: [error as GraphQLError], reads: 0, nodes: 0, cpuMs: cpuMsSince(started) };
  }
  let reads = 0;
  let nodes = 0;
  visit(document, {
    enter(node) {
      nodes += 1;
      if (node.kind !== Kind.SELECTION_SET) return;
      const selections = node.selections;
      Object.defineProperty(node, 'selections', { get: () => ((reads += 1), selections) });
    },
  });
  const errors = validate(schema, document, RULES);
  return { errors, reads, nodes, cpuMs: cpuMsSince(started) };
}

function cpuMsSince(started: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}
