import type { DocumentNode, GraphQLError } from 'graphql';

/** Parses and validates one query text: its document, or the errors to answer with. */
export type CheckDocument = (query: string) => DocumentNode | readonly GraphQLError[];

/**
 * The documents of subscriptions already parsed and validated, by query text. A live view opens the
 * same few subscriptions over and over; graphql-js's validation of each (every rule walks the
 * whole document) was ~9 % of the API's CPU in the latency bench, more than the subscription's own
 * snapshot read. A document depends only on the text, the schema and the rules, which are fixed
 * for the server's life, and graphql-js never mutates it, so one copy serves every execution.
 * Only valid documents are kept, at most `maxEntries` (the least recently used goes first), and
 * only texts up to `maxQueryLength` characters: the cache cannot grow with what clients send.
 */
export class ValidatedDocuments {
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    private readonly check: CheckDocument,
    private readonly maxEntries = 500,
    private readonly maxQueryLength = 8 * 1024,
  ) {}

  get(query: string): DocumentNode | readonly GraphQLError[] {
    const cached = this.documents.get(query);
    if (cached) {
      // Map keeps insertion order: re-inserting marks it the most recently used.
      this.documents.delete(query);
      this.documents.set(query, cached);
      return cached;
    }
    const checked = this.check(query);
    if (isDocument(checked) && query.length <= this.maxQueryLength) {
      this.documents.set(query, checked);
      if (this.documents.size > this.maxEntries) this.documents.delete(this.documents.keys().next().value!);
    }
    return checked;
  }

  get size(): number {
    return this.documents.size;
  }
}

function isDocument(value: DocumentNode | readonly GraphQLError[]): value is DocumentNode {
  return !Array.isArray(value);
}
