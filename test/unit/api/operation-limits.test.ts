import 'reflect-metadata';
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { buildApiSchema } from '../../../src/graphql/build-schema';
import { checkDocument } from '../../helpers/check-document';
import { aliasedCreateNests, fragmentBomb, skipDecoy } from '../../helpers/hostile-documents';

const limitsOf = (errors: readonly GraphQLError[]) => errors.map((e) => e.extensions['limit']).filter(Boolean);

describe('operation limits (validation rules shared by HTTP and graphql-ws)', () => {
  let schema: GraphQLSchema;
  before(async () => {
    schema = await buildApiSchema();
  });

  test('a fragment bomb of 30 levels is refused after one walk of each fragment, not 2^30', () => {
    const result = checkDocument(schema, fragmentBomb(30));
    assert.deepEqual(limitsOf(result.errors), ['cost']);
    // Each selection set is read by a handful of rules, each once: nowhere near 2^30.
    assert.ok(result.reads < 4 * result.nodes, `${result.reads} reads for ${result.nodes} nodes`);
    assert.ok(result.cpuMs < 1_000, `${result.cpuMs} ms of CPU`);
  });

  test('a skipped field with a negative page size does not buy cost for the heavy ones beside it', () => {
    const result = checkDocument(schema, skipDecoy());
    assert.ok(limitsOf(result.errors).includes('cost'), JSON.stringify(result.errors));
  });

  for (const first of ['0', '-5', '100000']) {
    test(`a literal page size of ${first} is refused, even where @skip would hide it from the resolver`, () => {
      for (const query of [
        `{ nests(first: ${first}) { edges { node { id } } } }`,
        `{ nests(first: 1) { edges { node { tasks(first: ${first}) @skip(if: true) { edges { node { id } } } } } } }`,
      ]) {
        const result = checkDocument(schema, query);
        assert.deepEqual(limitsOf(result.errors), ['pageSize'], query);
      }
    });
  }

  test('a page size given by a variable counts as the largest page', () => {
    const query =
      'query ($n: Int) { nests(first: $n) { edges { node { tasks(first: $n) { edges { node { id } } } } } } }';
    assert.deepEqual(limitsOf(checkDocument(schema, query).errors), ['cost']);
    assert.deepEqual(
      checkDocument(schema, 'query ($n: Int) { nests(first: $n) { edges { node { id name } } } }').errors,
      [],
    );
  });

  test('a mutation of 100 aliased createNest fields is refused; three are allowed', () => {
    assert.deepEqual(limitsOf(checkDocument(schema, aliasedCreateNests(100)).errors).sort(), [
      'aliases',
      'mutationFields',
    ]);
    assert.deepEqual(limitsOf(checkDocument(schema, aliasedCreateNests(4)).errors), ['mutationFields']);
    assert.deepEqual(checkDocument(schema, aliasedCreateNests(3)).errors, []);
  });

  test('aliases and directives are counted at every spread of the fragment that holds them', () => {
    const aliases = Array.from({ length: 4 }, (_, i) => `a${i}: id`).join(' ');
    const query = `{ nests(first: 1) { edges { node { ...A ...A ...A ...A } } } } fragment A on Nest { ${aliases} }`;
    assert.deepEqual(limitsOf(checkDocument(schema, query).errors), ['aliases']);
  });

  test('a document longer than the token limit is refused by the parser', () => {
    const query = `{ ${Array.from({ length: 2_100 }, () => '__typename').join(' ')} }`;
    const [error] = checkDocument(schema, query).errors;
    assert.match(String(error?.message), /more th\w+ 2000 tokens/);
  });

  test('an ordinary screen passes, and introspection is not counted', () => {
    const query = `query Screen($id: ID!) { me { id } nests(first: 20) { edges { cursor node { id name latestIssuance { id status errorCode } } } }
      nest(id: $id) { tasks(kind: CLAUSE_ANALYSIS, first: 50) { edges { node { id status ... on ClauseTask { clauseText analysis { riskLevel } } } }
      pageInfo { hasNextPage endCursor } } } }`;
    assert.deepEqual(checkDocument(schema, query).errors, []);
    assert.deepEqual(
      checkDocument(
        schema,
        '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }',
      ).errors,
      [],
    );
  });
});
