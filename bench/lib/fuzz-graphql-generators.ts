import { authorization, gqlBody, idsOf, post, type FuzzContext, type HttpCase } from './fuzz-cases';
import {
  deepInlineFragments,
  deepListArgument,
  deepObjectArgument,
  deepSelection,
  mutateDocument,
  type KnownOperation,
} from './fuzz-documents';
import { fragmentSpreads, manyAliases, manyDirectives, randomSchemaDocument } from './fuzz-schema-documents';
import { AWKWARD_STRINGS, deepJsonText, randomId, randomScalar, randomValue } from './fuzz-values';
import type { SeededRandom } from './seeded-random';

/**
 * Generators of GraphQL requests over HTTP POST, one per category: the document or the variables
 * are what is wrong, the envelope (JSON, content type) is right.
 */
export const GRAPHQL_GENERATORS: Record<string, (rng: SeededRandom, ctx: FuzzContext) => HttpCase> = {
  'wrong-variables': (rng, ctx) => {
    const op = pickOperation(rng, ctx, false);
    const variables = variablesFor(rng, op, ctx, true);
    return post('wrong-variables', op.name, gqlBody(op.text, variables), authorization(rng, ctx));
  },
  'nul-and-unicode': (rng, ctx) => {
    const op = pickOperation(rng, ctx, false);
    const text = rng.pick(['\u0000', '\ud800', '\udc00x', '\u0000\u0000', 'a\u0000', '\ufffe', '\u0001\u001f']);
    // Every string variable carries it, and sometimes the document's own string literals.
    const variables = JSON.parse(
      JSON.stringify(variablesFor(rng, op, ctx, false), (_k, v: unknown) =>
        typeof v === 'string' ? `${v}${text}` : v,
      ),
    );
    const query = rng.chance(0.3)
      ? `mutation { createNest(input: { name: ${JSON.stringify(`둥지${text}`)}, address: ${JSON.stringify(text)} }) { id } }`
      : op.text;
    return post(
      'nul-and-unicode',
      `${op.name} with ${JSON.stringify(text)}`,
      gqlBody(query, variables),
      authorization(rng, ctx, 'valid'),
    );
  },
  'mutated-document': (rng, ctx) => {
    const op = pickOperation(rng, ctx, false);
    const mutated = mutateDocument(rng, op.text);
    return post(
      'mutated-document',
      `${op.name} ${mutated.how}`,
      gqlBody(mutated.text, variablesFor(rng, op, ctx, false)),
      authorization(rng, ctx),
    );
  },
  'random-document': (rng, ctx) =>
    post(
      'random-document',
      'walk of the schema',
      gqlBody(randomSchemaDocument(rng, ctx.schema, idsOf(ctx))),
      authorization(rng, ctx),
    ),
  'deep-selection': (rng, ctx) => {
    const depth = rng.pick([11, 12, 20, 50, 100, 300, 1000]);
    const inline = rng.chance(0.3);
    return post(
      'deep-selection',
      `${inline ? 'inline fragments' : 'fields'} ${depth} deep`,
      gqlBody(inline ? deepInlineFragments(depth) : deepSelection(depth)),
      authorization(rng, ctx),
    );
  },
  'deep-list-argument': (rng, ctx) => {
    const depth = rng.pick([2, 10, 100, 500, 990, 5000]);
    const asObject = rng.chance(0.4);
    const query = asObject ? deepObjectArgument(depth) : deepListArgument(depth, rng.pick(idsOf(ctx)));
    return post(
      'deep-list-argument',
      `${asObject ? 'input object' : 'list'} ${depth} deep`,
      gqlBody(query),
      authorization(rng, ctx),
    );
  },
  'deep-json-variables': (rng, ctx) => {
    const op = rng.pick(ctx.operations.filter((o) => Object.keys(o.variables).length > 0 && o.kind !== 'subscription'));
    const name = rng.pick(Object.keys(op.variables));
    const depth = rng.pick([10, 100, 1_000, 10_000, 30_000]);
    const deep = deepJsonText(rng, depth);
    // Built as text: JSON.stringify of a value this deep would itself overflow the stack.
    const body = `{"query":${JSON.stringify(op.text)},"variables":{${JSON.stringify(name)}:${deep}}}`;
    return post('deep-json-variables', `${op.name} $${name} ${depth} deep`, body, authorization(rng, ctx));
  },
  'fragment-spreads': (rng, ctx) => {
    const doc = fragmentSpreads(rng);
    return post('fragment-spreads', doc.how, gqlBody(doc.text), authorization(rng, ctx));
  },
  'many-aliases': (rng, ctx) => {
    const count = rng.pick([4, 16, 50, 200, 600]);
    return post('many-aliases', `${count} aliases`, gqlBody(manyAliases(rng, count)), authorization(rng, ctx));
  },
  'random-directives': (rng, ctx) => {
    const count = rng.pick([1, 3, 51, 200]);
    return post(
      'random-directives',
      `${count} directives`,
      gqlBody(manyDirectives(rng, count), rng.chance(0.5) ? { v: randomScalar(rng) } : undefined),
      authorization(rng, ctx),
    );
  },
};

/** A known operation; subscriptions only when `withSubscriptions` (over HTTP they are refused). */
export function pickOperation(rng: SeededRandom, ctx: FuzzContext, withSubscriptions: boolean): KnownOperation {
  const ops =
    withSubscriptions || rng.chance(0.1) ? ctx.operations : ctx.operations.filter((o) => o.kind !== 'subscription');
  return rng.pick(ops);
}

/** Variables for `op`: plausible values when `wrong` is false, anything at all (and extra, or missing) when true. */
export function variablesFor(
  rng: SeededRandom,
  op: KnownOperation,
  ctx: FuzzContext,
  wrong: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(op.variables)) {
    if (wrong && rng.chance(0.15)) continue;
    out[name] = wrong && rng.chance(0.6) ? randomValue(rng) : plausibleValue(rng, type, ctx);
  }
  if (wrong && rng.chance(0.2)) out[rng.pick(['extra', '__proto__', 'constructor'])] = randomValue(rng);
  return out;
}

function plausibleValue(rng: SeededRandom, type: string, ctx: FuzzContext): unknown {
  switch (type.replace(/!$/, '')) {
    case 'ID':
      return randomId(rng, idsOf(ctx));
    case 'Int':
      return rng.pick([1, 20, 50, 100, 0, -1, 101, 2 ** 31]);
    case 'String':
      return rng.chance(0.5) ? null : rng.pick(AWKWARD_STRINGS);
    case '[String!]':
      return Array.from({ length: rng.pick([0, 1, 3, 50, 51]) }, () =>
        rng.chance(0.7) ? '임대인은 보증금을 반환한다.' : rng.pick(AWKWARD_STRINGS),
      );
    case 'CreateNestInput':
      return {
        name: rng.chance(0.7) ? '퍼즈 둥지' : rng.pick(AWKWARD_STRINGS),
        address: rng.chance(0.7) ? '서울특별시 중구 세종대로 110' : rng.pick(AWKWARD_STRINGS),
        ...(rng.chance(0.5) ? { depositKrw: rng.pick([0, 1e8, -1, 1e308, 2 ** 53 + 2]) } : {}),
        ...(rng.chance(0.5) ? { marketPriceKrw: rng.pick([0, 3e8, -5, 1e300]) } : {}),
      };
    default:
      return randomScalar(rng);
  }
}
