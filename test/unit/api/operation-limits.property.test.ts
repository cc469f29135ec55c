import 'reflect-metadata';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { buildApiSchema } from '../../../src/graphql/build-schema';
import { SeededRandom } from '../../../simulator/seeded-random';
import { checkDocument } from '../../helpers/check-document';

/** The shape of one random document; a seeded generator turns it into text from the real schema. */
interface Shape {
  seed: number;
  fragments: number;
  width: number;
  depth: number;
  spreadsPerFragment: number;
  cycles: boolean;
}

/**
 * Random documents built from the schema — fields followed through their types, aliases, `first`
 * literals in and out of range or variables, @skip/@include with literals or variables, and named
 * fragments that spread later ones several times (and, with `cycles`, earlier ones) — must each be
 * decided within a bound of steps proportional to their size, whatever they ask for.
 */
describe('operation limits, property: every document is decided in steps linear in its size', () => {
  let schema: GraphQLSchema;
  before(async () => {
    schema = await buildApiSchema();
  });

  test('random documents from the schema', () => {
    const shapes = fc.record({
      seed: fc.integer(),
      fragments: fc.integer({ min: 0, max: 40 }),
      width: fc.integer({ min: 1, max: 6 }),
      depth: fc.integer({ min: 1, max: 8 }),
      spreadsPerFragment: fc.integer({ min: 0, max: 4 }),
      cycles: fc.boolean(),
    });
    fc.assert(
      fc.property(shapes, (shape) => {
        const query = new DocumentWriter(schema, shape).write();
        const result = checkDocument(schema, query);
        // Every rule reads each selection set a bounded number of times; an exponential walk reads
        // the fragments' sets 2^levels times.
        assert.ok(
          result.reads <= 4 * Math.max(result.nodes, 1),
          `${result.reads} reads for ${result.nodes} nodes:\n${query}`,
        );
      }),
      { numRuns: 300 },
    );
  });
});

class DocumentWriter {
  private readonly random: () => number;
  private readonly fragmentTypes: string[] = [];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly shape: Shape,
  ) {
    // The project's seeded generator: a failing shape reproduces from its seed.
    const random = new SeededRandom(`limits-property:${shape.seed}`);
    this.random = () => random.next();
  }

  write(): string {
    const types = ['Query', 'Nest', 'Task', 'RegistryIssuanceTask', 'ClauseTask', 'NestConnection', 'TaskConnection'];
    for (let i = 0; i < this.shape.fragments; i += 1) this.fragmentTypes.push(this.pick(types));
    const fragments = this.fragmentTypes.map(
      (type, i) => `fragment F${i} on ${type} { ${this.selections(this.schema.getType(type)!, this.shape.depth, i)} }`,
    );
    const operation =
      this.random() < 0.2
        ? `mutation M { ${this.mutationFields()} }`
        : `query Q($n: Int, $b: Boolean!) { ${this.selections(this.schema.getQueryType()!, this.shape.depth, -1)} }`;
    return [operation, ...fragments].join('\n');
  }

  private selections(type: GraphQLNamedType, depth: number, fragmentIndex: number): string {
    const parts: string[] = ['__typename'];
    const fields = isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : [];
    for (let i = 0; i < this.shape.width && fields.length > 0; i += 1)
      parts.push(this.field(this.pick(fields), depth, fragmentIndex));
    for (let i = 0; i < this.shape.spreadsPerFragment && this.fragmentTypes.length > 0; i += 1) {
      const later = fragmentIndex + 1 + Math.floor(this.random() * (this.fragmentTypes.length - fragmentIndex));
      const target = this.shape.cycles ? Math.floor(this.random() * this.fragmentTypes.length) : later;
      if (target < this.fragmentTypes.length && target !== fragmentIndex)
        parts.push(`...F${target}${this.directive()}`);
    }
    return parts.join(' ');
  }

  private field(field: GraphQLField<unknown, unknown>, depth: number, fragmentIndex: number): string {
    const alias = this.random() < 0.3 ? `a${Math.floor(this.random() * 1e6)}: ` : '';
    const args = field.args.some((a) => a.name === 'first')
      ? `(first: ${this.pick(['$n', '0', '-5', '1', '20', '100', '100000', '-2000000'])})`
      : '';
    const required = field.args.filter((a) => a.type.toString().endsWith('!'));
    const requiredArgs =
      required.length > 0 && !args
        ? `(${required.map((a) => `${a.name}: "00000000-0000-0000-0000-000000000000"`).join(', ')})`
        : '';
    const named = getNamedType(field.type);
    const inner =
      isObjectType(named) || isInterfaceType(named)
        ? depth > 0
          ? ` { ${this.selections(named, depth - 1, fragmentIndex)} }`
          : ' { __typename }'
        : '';
    return `${alias}${field.name}${args}${requiredArgs}${this.directive()}${inner}`;
  }

  private mutationFields(): string {
    const count = 1 + Math.floor(this.random() * 6);
    return Array.from(
      { length: count },
      (_, i) => `m${i}: createNest(input: { name: "n", address: "서울특별시 마포구" }) { id }`,
    ).join(' ');
  }

  private directive(): string {
    return this.pick(['', '', '', ' @skip(if: true)', ' @skip(if: $b)', ' @include(if: false)', ' @include(if: true)']);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }
}
