import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
  OperationTypeNode,
} from 'graphql';

export interface CostLimits {
  maxCost: number;
  maxMutationFields: number;
  maxPageSize: number;
}

type LimitError = (limit: string, message: string) => GraphQLError;

/**
 * The cost, page-size and mutation-width limits of one document (see `OperationLimits`).
 *
 * Linear in the document: each fragment's cost and root-field count are measured once, on its own
 * type condition, and added at every spread; so are inline fragments by construction. A selection
 * with a literal `@skip(if: true)` or `@include(if: false)` is never executed and costs nothing;
 * with a variable it is counted, since it may run. A literal `first` outside 1..maxPageSize is
 * refused here, wherever it stands, skipped or not; a variable's value is checked by the
 * resolver (`pageSize`) and counts as the largest page.
 */
export function operationCostRule(limits: CostLimits, limitError: LimitError) {
  return (context: ValidationContext): ASTVisitor => {
    const measurer = new CostMeasurer(context, limits, limitError);
    return {
      OperationDefinition(node) {
        const root =
          node.operation === OperationTypeNode.QUERY
            ? context.getSchema().getQueryType()
            : node.operation === OperationTypeNode.MUTATION
              ? context.getSchema().getMutationType()
              : context.getSchema().getSubscriptionType();
        const { cost, fields } = measurer.measureSet(node.selectionSet, root ?? undefined);
        if (cost > limits.maxCost) {
          context.reportError(
            limitError('cost', `Query cost ${formatCost(cost)} exceeds the limit of ${limits.maxCost}`),
          );
        }
        if (node.operation === OperationTypeNode.MUTATION && fields > limits.maxMutationFields) {
          context.reportError(
            limitError(
              'mutationFields',
              `A mutation operation may hold at most ${limits.maxMutationFields} root fields, found ${fields}`,
            ),
          );
        }
      },
    };
  };
}

interface Measure {
  /** Estimated nodes touched. */
  cost: number;
  /** Fields at this level (aliases and spreads included, `__typename` not). */
  fields: number;
}

/** Walks selections, measuring each named fragment once per document. */
class CostMeasurer {
  private readonly fragments = new Map<string, Measure | 'measuring'>();

  constructor(
    private readonly context: ValidationContext,
    private readonly limits: CostLimits,
    private readonly limitError: LimitError,
  ) {}

  measureSet(set: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure {
    let cost = 0;
    let fields = 0;
    for (const selection of set.selections) {
      // Measured even when it never runs: its arguments are still checked, and the walk stays one per node.
      const inner = this.measureSelection(selection, parent);
      if (neverRuns(selection)) continue;
      cost += inner.cost;
      fields += inner.fields;
    }
    return { cost, fields };
  }

  private measureSelection(selection: SelectionNode, parent: GraphQLNamedType | undefined): Measure {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) return { cost: 0, fields: 0 }; // introspection and __typename
      return { cost: this.costOfField(selection, parent), fields: 1 };
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? this.context.getSchema().getType(selection.typeCondition.name.value)
        : parent;
      return this.measureSet(selection.selectionSet, type ?? undefined);
    }
    return this.measureFragment(this.context.getFragment(selection.name.value));
  }

  private measureFragment(fragment: FragmentDefinitionNode | null | undefined): Measure {
    if (!fragment) return { cost: 0, fields: 0 }; // unknown fragments are reported by graphql-js
    const known = this.fragments.get(fragment.name.value);
    if (known === 'measuring') return { cost: 0, fields: 0 }; // a cycle, reported by graphql-js
    if (known) return known;
    this.fragments.set(fragment.name.value, 'measuring');
    const measure = this.measureSet(
      fragment.selectionSet,
      this.context.getSchema().getType(fragment.typeCondition.name.value) ?? undefined,
    );
    this.fragments.set(fragment.name.value, measure);
    return measure;
  }

  private costOfField(field: FieldNode, parent: GraphQLNamedType | undefined): number {
    const definition = fieldOf(parent, field.name.value);
    if (!field.selectionSet) return 1;
    const inner = this.measureSet(field.selectionSet, definition ? getNamedType(definition.type) : undefined);
    return 1 + inner.cost * this.pageSizeOf(field, definition);
  }

  /** The page a field may return: its literal `first`, the largest page for a variable, else its default. */
  private pageSizeOf(field: FieldNode, definition: GraphQLField<unknown, unknown> | undefined): number {
    const argument = field.arguments?.find((a) => a.name.value === 'first');
    if (!argument) {
      const fallback = definition?.args.find((a) => a.name === 'first')?.defaultValue;
      return typeof fallback === 'number' ? clamp(fallback, 1, this.limits.maxPageSize) : 1;
    }
    if (argument.value.kind !== Kind.INT) return this.limits.maxPageSize; // a variable (or a wrong type graphql-js reports)
    const size = Number(argument.value.value);
    if (size < 1 || size > this.limits.maxPageSize) {
      this.context.reportError(
        this.limitError(
          'pageSize',
          `first: must be between 1 and ${this.limits.maxPageSize}, got ${argument.value.value}`,
        ),
      );
    }
    return clamp(size, 1, this.limits.maxPageSize);
  }
}

function fieldOf(parent: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
}

/** True when a literal `@skip(if: true)` or `@include(if: false)` guarantees the selection never runs. */
function neverRuns(selection: SelectionNode): boolean {
  return (selection.directives ?? []).some(
    (d) => (d.name.value === 'skip' && literalIf(d) === true) || (d.name.value === 'include' && literalIf(d) === false),
  );
}

function literalIf(directive: DirectiveNode): boolean | undefined {
  const value = directive.arguments?.find((a) => a.name.value === 'if')?.value;
  return value?.kind === Kind.BOOLEAN ? value.value : undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(value, min), max) : max;
}

function formatCost(cost: number): string {
  return Number.isFinite(cost) && cost < 1e15 ? String(Math.round(cost)) : 'beyond 10^15';
}
