import {
  GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValueNode,
} from 'graphql';

/**
 * Depth and cost limits as graphql-js validation rules, so the same rules run on HTTP (Apollo's
 * `validationRules`) and on graphql-ws (`onSubscribe`), which Apollo's options do not reach.
 * Introspection fields (`__schema`, `__type`) are not counted: the sandbox must still load.
 *
 * Cost: each field costs 1; a field with a `first` argument multiplies the cost of what it selects
 * by that page size (a variable counts as 100, the largest page), since it may return that many nodes.
 */
export function depthAndCostRule(maxDepth: number, maxCost: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    return {
      OperationDefinition(node) {
        const { depth, cost } = measure(node.selectionSet, fragments, new Set());
        if (depth > maxDepth) context.reportError(new GraphQLError(`Query depth ${depth} exceeds the limit of ${maxDepth}`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT', limit: 'depth' } }));
        if (cost > maxCost) context.reportError(new GraphQLError(`Query cost ${cost} exceeds the limit of ${maxCost}`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT', limit: 'cost' } }));
      },
    };
  };
}

function measure(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): { depth: number; cost: number } {
  let depth = 0;
  let cost = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith('__')) continue;
      const inner = sel.selectionSet ? measure(sel.selectionSet, fragments, seen) : { depth: 0, cost: 0 };
      depth = Math.max(depth, 1 + inner.depth);
      cost += 1 + inner.cost * pageSizeOf(sel.arguments?.find((a) => a.name.value === 'first')?.value);
    } else {
      const target = sel.kind === Kind.INLINE_FRAGMENT ? sel.selectionSet : fragmentSet(sel.name.value, fragments, seen);
      if (!target) continue;
      const inner = measure(target, fragments, new Set([...seen, sel.kind === Kind.FRAGMENT_SPREAD ? sel.name.value : '']));
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth, cost };
}

function fragmentSet(name: string, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): SelectionSetNode | null {
  if (seen.has(name)) return null; // cycles are reported by graphql-js' own rule
  return fragments.get(name)?.selectionSet ?? null;
}

/** A literal page size as written; a variable counts as the largest page the API serves (100). */
function pageSizeOf(value: ValueNode | undefined): number {
  if (!value) return 1;
  if (value.kind === Kind.INT) return Number(value.value);
  return 100;
}
