import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildSchema, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { ValidatedDocuments } from '../../../src/api/validated-documents';

const schema = buildSchema('type Query { a: Int } type Subscription { tick: Int }');

/** The real check, counting its calls. */
function counted() {
  const calls = { n: 0 };
  const check = (query: string): DocumentNode | readonly GraphQLError[] => {
    calls.n++;
    let document;
    try {
      document = parse(query);
    } catch (error) {
      return [error as GraphQLError];
    }
    const errors = validate(schema, document);
    return errors.length > 0 ? errors : document;
  };
  return { calls, check };
}

describe('validated subscription documents', () => {
  test('a text seen before is neither parsed nor validated again, and gets the same document', () => {
    const { calls, check } = counted();
    const documents = new ValidatedDocuments(check);
    const first = documents.get('subscription { tick }');
    const second = documents.get('subscription { tick }');
    assert.equal(calls.n, 1);
    assert.equal(first, second);
    assert.ok('kind' in first);
  });

  test('invalid texts are answered with their errors every time and never kept', () => {
    const { calls, check } = counted();
    const documents = new ValidatedDocuments(check);
    for (const query of ['subscription { nope }', 'subscription { nope }', 'not graphql {']) {
      const result = documents.get(query);
      assert.ok(Array.isArray(result) && result.length > 0 && result[0] instanceof GraphQLError);
    }
    assert.equal(calls.n, 3);
    assert.equal(documents.size, 0);
  });

  test('bounded: the least recently used text goes first, and long texts are not kept', () => {
    const { calls, check } = counted();
    const documents = new ValidatedDocuments(check, 2, 40);
    documents.get('subscription { tick }');
    documents.get('query { a }');
    documents.get('subscription { tick }'); // now the most recent
    documents.get('query A { a }'); // evicts 'query { a }'
    assert.equal(documents.size, 2);
    const before = calls.n;
    documents.get('subscription { tick }');
    assert.equal(calls.n, before, 'kept');
    documents.get('query { a }');
    assert.equal(calls.n, before + 1, 'evicted, checked again');
    documents.get(`query LongName${'x'.repeat(40)} { a }`);
    documents.get(`query LongName${'x'.repeat(40)} { a }`);
    assert.equal(calls.n, before + 3, 'a text over the length limit is checked each time');
  });
});
