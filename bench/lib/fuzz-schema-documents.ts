import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { SeededRandom } from './seeded-random';

/** The committed schema (schema/schema.graphql), the map the random documents walk. */
export function loadSchema(root: string): GraphQLSchema {
  return buildSchema(readFileSync(path.join(root, 'schema', 'schema.graphql'), 'utf8'));
}

const DIRECTIVES = [
  '@skip(if: true)',
  '@skip(if: false)',
  '@include(if: true)',
  '@include(if: false)',
  '@include(if: $undefined)',
  '@skip',
  '@skip(if: "yes")',
  '@deprecated',
  '@specifiedBy(url: "x")',
  '@unknown',
  '@skip(if: true) @skip(if: true)',
  '@include(if: null)',
];

/**
 * A document made by walking the schema from a root type: real fields most of the time, with
 * arguments as literals of the right type or a wrong one, sometimes an unknown field, an alias,
 * a directive, an inline fragment on a Task type, or introspection (off in production).
 */
export function randomSchemaDocument(rng: SeededRandom, schema: GraphQLSchema, ids: readonly string[]): string {
  const root = rng.weighted({ query: 6, mutation: 3, subscription: 2 });
  const type =
    root === 'query'
      ? schema.getQueryType()!
      : root === 'mutation'
        ? schema.getMutationType()!
        : schema.getSubscriptionType()!;
  const extra = rng.chance(0.1) ? ' __schema { types { name } }' : '';
  return `${root} ${selectionOf(rng, schema, type, rng.int(1, 12), ids)}`.replace(/}$/, `${extra} }`);
}

function selectionOf(
  rng: SeededRandom,
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  depth: number,
  ids: readonly string[],
): string {
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const fields = Object.values(type.getFields());
  const parts: string[] = [];
  for (let i = rng.int(1, 4); i > 0; i--) {
    if (rng.chance(0.05)) {
      parts.push(rng.pick(['nope', '__typename', 'id', 'password', '__type(name: "Task") { name }']));
      continue;
    }
    const field = rng.pick(fields) as GraphQLField<unknown, unknown>;
    const alias = rng.chance(0.1) ? `a${rng.int(0, 99)}: ` : '';
    const directive = rng.chance(0.08) ? ` ${rng.pick(DIRECTIVES)}` : '';
    const args = field.args
      .filter((a) => isNonNullType(a.type) || rng.chance(0.5))
      .map((a) => `${a.name}: ${rng.chance(0.85) ? literalOf(rng, a.type, ids) : wrongLiteral(rng)}`);
    const named = getNamedType(field.type);
    let sub = '';
    if (isObjectType(named) || isInterfaceType(named)) {
      sub = depth > 0 ? ` ${selectionOf(rng, schema, named, depth - 1, ids)}` : ' { __typename }';
      if (isInterfaceType(named) && rng.chance(0.3)) {
        const impl = rng.pick(schema.getPossibleTypes(named));
        sub = sub.replace(
          /}$/,
          ` ... on ${impl.name} ${depth > 0 ? selectionOf(rng, schema, impl, depth - 1, ids) : '{ id }'} }`,
        );
      }
    }
    parts.push(`${alias}${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${directive}${sub}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** A literal of `type`, usually valid, sometimes at the edge (page size 0 or 101, NUL, huge text). */
function literalOf(rng: SeededRandom, type: GraphQLInputType, ids: readonly string[]): string {
  if (isNonNullType(type)) return literalOf(rng, type.ofType, ids);
  if (isListType(type))
    return `[${Array.from({ length: rng.int(0, 4) }, () => literalOf(rng, type.ofType, ids)).join(', ')}]`;
  if (isEnumType(type)) return rng.chance(0.9) ? rng.pick(type.getValues()).name : 'NOT_A_VALUE';
  if (isInputObjectType(type)) {
    return `{ ${Object.values(type.getFields())
      .map((f) => `${f.name}: ${literalOf(rng, f.type, ids)}`)
      .join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return JSON.stringify(
          ids.length > 0 && rng.chance(0.7) ? rng.pick(ids) : rng.pick(['x', '1', '', 'not-a-uuid']),
        );
      case 'Int':
        return String(rng.pick([1, 20, 100, 0, -1, 101, 2147483647, 2147483648]));
      case 'Float':
        return String(rng.pick([0, 1.5, -1, 1e15, 1e308]));
      case 'Boolean':
        return String(rng.chance(0.5));
      default:
        return JSON.stringify(
          rng.pick(['둥지', '서울특별시 중구 세종대로 110', '', 'a\u0000b', 'x'.repeat(300), '2026-12-01T00:00:00Z']),
        );
    }
  }
  return 'null';
}

function wrongLiteral(rng: SeededRandom): string {
  return rng.pick([
    'null',
    '"x"',
    '1',
    '1.5',
    'true',
    '[]',
    '{}',
    'ENUM',
    '$undefined',
    '"\\u0000"',
    '"\\uD800"',
    '99999999999999999999',
    '{ a: { b: 1 } }',
  ]);
}

/**
 * Fragments that spread each other: a cycle (A → B → … → A), a self-spread, an unknown name, or a
 * "bomb" of n fragments each spreading the next twice (2^n fields when expanded naively).
 */
export function fragmentSpreads(rng: SeededRandom): { how: string; text: string } {
  const n = rng.int(2, 40);
  const name = (i: number) => `F${i}`;
  switch (rng.int(0, 3)) {
    case 0:
      return {
        how: `cycle of ${n}`,
        text: `query { ...${name(0)} }\n${Array.from({ length: n }, (_, i) => `fragment ${name(i)} on Query { me { id } ...${name((i + 1) % n)} }`).join('\n')}`,
      };
    case 1:
      return { how: 'self-spread', text: 'query { ...A }\nfragment A on Query { me { id } ...A }' };
    case 2:
      return {
        how: 'unknown or mistyped fragment',
        text: rng.pick([
          'query { ...Nope }',
          'query { ...A }\nfragment A on Nest { id }',
          'query { me { ...A } }\nfragment A on Task { id }',
        ]),
      };
    default:
      return {
        how: `bomb of ${n}`,
        text: `query { ...${name(0)} }\n${Array.from({ length: n }, (_, i) =>
          i === n - 1
            ? `fragment ${name(i)} on Query { me { id } }`
            : `fragment ${name(i)} on Query { ...${name(i + 1)} ...${name(i + 1)} }`,
        ).join('\n')}`,
      };
  }
}

/** `count` aliases of one field: a query's `me`, or a mutation's `createNest` (each one an effect). */
export function manyAliases(rng: SeededRandom, count: number): string {
  if (rng.chance(0.3)) {
    return `mutation { ${Array.from({ length: count }, (_, i) => `n${i}: createNest(input: { name: "alias ${i}", address: "x" }) { id }`).join(' ')} }`;
  }
  return `query { ${Array.from({ length: count }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
}

/** A valid query with `count` random directives on its fields. */
export function manyDirectives(rng: SeededRandom, count: number): string {
  return `query ($v: Boolean = true) { me ${Array.from({ length: count }, () => rng.pick([...DIRECTIVES, '@include(if: $v)'])).join(' ')} { id } }`;
}
