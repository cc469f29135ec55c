import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { SeededRandom } from './seeded-random';

/** One operation of test/operations/*.graphql with the fragments it spreads, as the web app sends it. */
export interface KnownOperation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  text: string;
  /** Variable name → its type as written (`ID!`, `[String!]!`, `CreateNestInput!`). */
  variables: Record<string, string>;
}

/** Reads the operations the tests and the web app use: the valid starting points of mutation. */
export function loadKnownOperations(root: string): KnownOperation[] {
  const dir = path.join(root, 'test', 'operations');
  const definitions: DefinitionNode[] = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .flatMap((f) => parse(readFileSync(path.join(dir, f), 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => {
      const needed = new Set<string>();
      const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            if (needed.has(spread.name.value)) return;
            needed.add(spread.name.value);
            collect(fragments.get(spread.name.value)!);
          },
        });
      collect(op);
      const variables = Object.fromEntries(
        (op.variableDefinitions ?? []).map((v) => [v.variable.name.value, print(v.type)]),
      );
      const text = [op, ...[...needed].map((n) => fragments.get(n)!)].map((d) => print(d)).join('\n');
      return { name: op.name?.value ?? 'anonymous', kind: op.operation, text, variables };
    });
}

const JUNK_TOKENS = [
  '{',
  '}',
  '(',
  ')',
  '...',
  '@',
  '$',
  '!',
  '"',
  '"""',
  '#',
  '\u0000',
  ':',
  '=',
  '[',
  ']',
  '|',
  '&',
  'on',
  'fragment',
  'query',
  'mutation',
  'subscription',
  '__typename',
  '__schema { types { name } }',
  '\\u0000',
  '"\\uD800"',
  '99999999999999999999',
  '1e400',
  '@skip(if: true)',
  '...on Task',
  'null',
  '$undefined',
  '\ufeff',
  '\u00a0',
];

/** A valid document broken the way a fuzzer breaks text: cut, bytes flipped, tokens inserted, pieces repeated. */
export function mutateDocument(rng: SeededRandom, text: string): { how: string; text: string } {
  switch (rng.int(0, 5)) {
    case 0:
      return { how: 'truncated', text: text.slice(0, rng.int(0, text.length - 1)) };
    case 1: {
      const bytes = Buffer.from(text, 'utf8');
      for (let i = rng.int(1, 4); i > 0; i--) bytes[rng.int(0, bytes.length - 1)] ^= 1 << rng.int(0, 7);
      return { how: 'bytes flipped', text: bytes.toString('utf8') };
    }
    case 2: {
      let out = text;
      for (let i = rng.int(1, 4); i > 0; i--) {
        const at = rng.int(0, out.length);
        out = `${out.slice(0, at)} ${rng.pick(JUNK_TOKENS)} ${out.slice(at)}`;
      }
      return { how: 'tokens inserted', text: out };
    }
    case 3: {
      const from = rng.int(0, text.length - 1);
      const piece = text.slice(from, from + rng.int(1, 60));
      return {
        how: 'piece repeated',
        text: `${text.slice(0, from)}${piece.repeat(rng.int(2, 40))}${text.slice(from)}`,
      };
    }
    case 4:
      return {
        how: 'operation type swapped',
        text: text.replace(
          /^(query|mutation|subscription)/,
          rng.pick(['query', 'mutation', 'subscription', 'fragment', '']),
        ),
      };
    default:
      return {
        how: 'two operations, no operationName',
        text: `${text}\n${text.replace(/^(query|mutation|subscription) (\w+)/, '$1 $2Again')}\nquery { me { id } }`,
      };
  }
}

/** Field nesting `depth` levels deep along real fields (nest → tasks → edges → node → nest → …). */
export function deepSelection(depth: number): string {
  const steps = ['nests(first: 1) {', 'edges {', 'node {', 'tasks(first: 1) {', 'edges {', 'node {', 'nest {'];
  let open = '';
  for (let i = 0; i < depth; i++) open += ` ${i < 3 ? steps[i] : steps[3 + ((i - 3) % 4)]}`;
  return `{${open} id${' }'.repeat(depth)} }`;
}

/** Inline fragments inside each other `depth` levels deep, all on one field. */
export function deepInlineFragments(depth: number): string {
  return `{ me { ${'... on User { '.repeat(depth)}id${' }'.repeat(depth)} } }`;
}

/** A list argument nested `depth` levels deep (`clauses: [[[…"a"…]]]`). */
export function deepListArgument(depth: number, nestId: string): string {
  return `mutation { analyzeClauses(nestId: ${JSON.stringify(nestId)}, clauses: ${'['.repeat(depth)}"a"${']'.repeat(depth)}) { tasks { id } } }`;
}

/** An input object nested `depth` levels deep where a string is expected. */
export function deepObjectArgument(depth: number): string {
  return `mutation { createNest(input: { name: ${'{ a: '.repeat(depth)}"x"${' }'.repeat(depth)}, address: "x" }) { id } }`;
}
