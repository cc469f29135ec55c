import {
  GraphQLError,
  TypeInfo,
  isNonNullType,
  separateOperations,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * The one hole graphql-js's validation leaves in variables: a nullable variable with a default
 * (`$v: Boolean = true`) may stand where a non-null value is required (`@include(if: $v)`), as the
 * spec allows, yet a client may still send `{"v": null}` explicitly. Validation has passed, so
 * graphql-js finds the null only while executing and throws a bare error Apollo reports as
 * INTERNAL_SERVER_ERROR with a 200. This check finds it before execution and answers
 * BAD_USER_INPUT, like every other variable that does not fit. It costs nothing unless a variable
 * is sent as null: only then is the operation walked.
 */
export function nullVariableRefusals(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): GraphQLError[] {
  if (!variables) return [];
  const nulls = new Set(Object.keys(variables).filter((name) => variables[name] === null));
  if (nulls.size === 0) return [];
  // Only what this operation reaches: a fragment used by another operation may use a same-named variable.
  const ownDocument = separateOperations(document)[operation.name?.value ?? ''];
  if (!ownDocument) return [];
  const typeInfo = new TypeInfo(schema);
  const refusals: GraphQLError[] = [];
  visit(
    ownDocument,
    visitWithTypeInfo(typeInfo, {
      // The declarations name the variable without using it.
      VariableDefinition: () => false,
      Variable(node) {
        const expected = typeInfo.getInputType();
        if (!nulls.has(node.name.value) || !expected || !isNonNullType(expected)) return;
        refusals.push(
          new GraphQLError(
            `Variable "$${node.name.value}" is null where a non-null ${String(expected)} is required; send a value or leave it out to use its default`,
            {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ),
        );
      },
    }),
  );
  return refusals;
}
