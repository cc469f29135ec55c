import { corpusVersion, corpusWords } from './clause-corpus.storage';
import type { LexicalTerm } from './lexical-query';
import type { SqlClient } from './sql-client.types';

/** The fields of a chunk BM25 reads. */
export type ChunkField = 'title' | 'text' | 'keywords';

/**
 * How much a word counts in each field of a chunk, for one BM25 ranking. A field weighted 0 is not
 * searched; a chunk with no searched words is not ranked.
 */
export type FieldWeights = Record<ChunkField, number>;

/** BM25 constants of the term-weighted retriever; the usual values. */
export interface TermWeightOptions {
  /** Term-frequency saturation. Default 1.2. */
  k1?: number;
  /** Length normalisation, 0 (none) to 1 (full). Default 0.75. */
  b?: number;
}

/** One word of one field of one chunk, with how often it occurs there. */
interface Posting {
  id: string;
  field: ChunkField;
  tf: number;
}

/**
 * The words of every field of every stored chunk, as PostgreSQL's `simple` text-search parser
 * reads them (lower case, split at anything not a letter or digit), with their counts: what BM25
 * needs, read once per corpus version instead of re-parsing every chunk for every clause.
 */
export interface TermIndex {
  /** Identifies the stored corpus the index was read from (see corpusVersion). */
  version: string;
  /** Every chunk id and the word count of each of its fields. */
  lengths: ReadonlyMap<string, Readonly<Record<ChunkField, number>>>;
  /** Distinct words, sorted, so that the words a prefix starts are one contiguous run. */
  words: readonly string[];
  postings: ReadonlyMap<string, readonly Posting[]>;
}

async function readTermIndex(db: SqlClient, version: string): Promise<TermIndex> {
  const rows = await corpusWords(db);
  const lengths = new Map<string, Record<ChunkField, number>>();
  const postings = new Map<string, Posting[]>();
  for (const row of rows) {
    const length = lengths.get(row.id) ?? { title: 0, text: 0, keywords: 0 };
    lengths.set(row.id, length);
    if (row.word === null || row.tf === 0) continue;
    length[row.field] += row.tf;
    const list = postings.get(row.word) ?? [];
    list.push({ id: row.id, field: row.field, tf: row.tf });
    postings.set(row.word, list);
  }
  return { version, lengths, words: [...postings.keys()].sort(), postings };
}

const indexCache = new WeakMap<object, { version: string; index: Promise<TermIndex> }>();

/**
 * The term index of the corpus stored where `db` points, read again only when the corpus version
 * changed (a re-seed): every call costs one small query, the words are parsed once per version.
 */
export async function termIndex(db: SqlClient): Promise<TermIndex> {
  const version = await corpusVersion(db);
  const cached = indexCache.get(db);
  if (cached && cached.version === version) return cached.index;
  const index = readTermIndex(db, version);
  indexCache.set(db, { version, index });
  index.catch(() => {
    if (indexCache.get(db)?.index === index) indexCache.delete(db);
  });
  return index;
}

/** The words of the index that start with `prefix` (a binary search for the first, then a walk). */
function wordsStartingWith(words: readonly string[], prefix: string): string[] {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < words.length && words[i].startsWith(prefix); i += 1) found.push(words[i]);
  return found;
}

/**
 * BM25 of every chunk for a lexical query, one ranking per field weighting, best first, at most
 * `limit` each. A term matches the words it is a prefix of; a word's count in a chunk is the sum
 * over fields of its count times the field's weight (BM25F's way of mixing fields); a query word
 * scores once per chunk, by its best-scoring term times that term's weight. Chunks no term
 * matches are not ranked. Ties go to the smaller id.
 */
export function scoreTermWeights(
  index: TermIndex,
  query: readonly LexicalTerm[],
  limit: number,
  weightings: readonly FieldWeights[],
  options: TermWeightOptions = {},
): string[][] {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  // Field-level counts of each distinct term, shared by every weighting.
  const matches = new Map<string, Map<string, Record<ChunkField, number>>>();
  for (const { term } of query) {
    if (matches.has(term)) continue;
    const perChunk = new Map<string, Record<ChunkField, number>>();
    for (const word of wordsStartingWith(index.words, term)) {
      for (const posting of index.postings.get(word)!) {
        const counts = perChunk.get(posting.id) ?? { title: 0, text: 0, keywords: 0 };
        counts[posting.field] += posting.tf;
        perChunk.set(posting.id, counts);
      }
    }
    matches.set(term, perChunk);
  }
  return weightings.map((weights) => {
    const weigh = (counts: Readonly<Record<ChunkField, number>>): number =>
      counts.title * weights.title + counts.text * weights.text + counts.keywords * weights.keywords;
    const lengths = new Map<string, number>();
    for (const [id, fields] of index.lengths) {
      const length = weigh(fields);
      if (length > 0) lengths.set(id, length);
    }
    if (lengths.size === 0) return [];
    const n = lengths.size;
    const averageLength = [...lengths.values()].reduce((sum, length) => sum + length, 0) / n;
    // Best score of each query word in each chunk, then the sum over words.
    const best = new Map<string, Map<number, number>>();
    for (const { term, word, weight } of query) {
      const tfs: Array<[string, number]> = [];
      for (const [id, counts] of matches.get(term)!) {
        const tf = weigh(counts);
        if (tf > 0 && lengths.has(id)) tfs.push([id, tf]);
      }
      if (tfs.length === 0) continue;
      const idf = Math.log(1 + (n - tfs.length + 0.5) / (tfs.length + 0.5));
      for (const [id, tf] of tfs) {
        const score = (weight * idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * lengths.get(id)!) / averageLength));
        const words = best.get(id) ?? new Map<number, number>();
        if (score > (words.get(word) ?? 0)) words.set(word, score);
        best.set(id, words);
      }
    }
    const totals = [...best].map(([id, words]) => ({ id, score: [...words.values()].reduce((sum, s) => sum + s, 0) }));
    totals.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
    return totals.slice(0, limit).map((t) => t.id);
  });
}
