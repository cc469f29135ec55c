import {
  getVariableValues,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { nullVariableRefusals } from '../graphql/null-variable.guard';
import { operationLimitRules, parseOptionsOf, type OperationLimits } from '../graphql/limits';
import { ValidatedDocuments } from './validated-documents';

/**
 * The socket's documents, parsed and validated once per query text, under the same rules as Apollo
 * runs on HTTP: graphql-js's own, introspection by the same setting, the operation limits.
 */
export function socketDocuments(
  schema: GraphQLSchema,
  limits: OperationLimits,
  introspection: boolean,
): ValidatedDocuments {
  const rules = [
    ...specifiedRules,
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
    ...operationLimitRules(limits),
  ];
  const parseOptions = parseOptionsOf(limits);
  return new ValidatedDocuments((query) => {
    if (typeof query !== 'string') return [codedError('GRAPHQL_PARSE_FAILED', 'The operation has no query text')];
    let document;
    try {
      document = parse(query, parseOptions);
    } catch (error) {
      return [
        codedError(
          'GRAPHQL_PARSE_FAILED',
          error instanceof GraphQLError ? error.message : 'The query could not be parsed',
        ),
      ];
    }
    let errors: readonly GraphQLError[];
    try {
      errors = validate(schema, document, rules);
    } catch (error) {
      // graphql-js's subscription rule throws, rather than reports, on a root field whose @skip or
      // @include takes a variable: that is the document's fault, not the server's.
      return [
        codedError('GRAPHQL_VALIDATION_FAILED', error instanceof Error ? error.message : 'The document is not valid'),
      ];
    }
    return errors.length > 0 ? errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) : document;
  });
}

export function codedError(code: string, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** graphql-js's validation errors carry no code; the limits' errors carry theirs already. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (typeof error.extensions['code'] === 'string') return error;
  return new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

/**
 * What Apollo answers on HTTP for the same mistakes, with the same codes: an `operationName` the
 * document does not hold, variables that do not fit their declarations (graphql-js would put
 * the latter in the result without a code), and an explicit null where its use needs a value.
 * The coerced values are not kept: execution coerces them again, and this check costs one pass
 * over a handful of variables.
 */
export function operationRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
  payload: SubscribePayload,
): GraphQLError[] | null {
  if (!operation) {
    const message = payload.operationName
      ? `Unknown operation named "${payload.operationName}"`
      : 'Give operationName: the document holds several operations';
    return [codedError('OPERATION_RESOLUTION_FAILURE', message)];
  }
  const variables = payload.variables;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return [codedError('BAD_USER_INPUT', 'variables must be an object')];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 10 });
  if (coerced.errors) return coerced.errors.map((e) => withCode(e, 'BAD_USER_INPUT'));
  const nulls = nullVariableRefusals(schema, document, operation, variables);
  return nulls.length > 0 ? nulls : null;
}
