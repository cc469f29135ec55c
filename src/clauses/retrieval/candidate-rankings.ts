import { buildLexicalQuery } from './lexical-query';
import type { SqlClient } from './sql-client.types';
import { scoreTermWeights, termIndex, type FieldWeights, type TermWeightOptions } from './term-index';

export type { FieldWeights, TermWeightOptions } from './term-index';

/** Every field alike: the chunk as a whole. */
export const WHOLE_CHUNK: FieldWeights = { title: 1, text: 1, keywords: 1 };

/**
 * The chunk's subject alone: its heading and its retrieval keywords, not the legal prose. A clause
 * that names the subject in ordinary words (복비, 전입, 보일러) meets it here without competing with
 * every article whose text happens to share its other words.
 */
export const SUBJECT_ONLY: FieldWeights = { title: 1, text: 0, keywords: 1 };

/**
 * Chunks by BM25 over the clause's lexical query (buildLexicalQuery: stems, their shorter prefixes
 * and the pieces of long words), matched as prefixes of the words of each field of the chunk as
 * PostgreSQL's `simple` parser reads them (so 전입신고 finds 전입신고를), weighted by inverse document
 * frequency; one ranking per entry of `weightings` (see scoreTermWeights).
 *
 * Why not ts_rank: it has no idf, so a chunk repeating a common word (동의, 보증금) outranks the one
 * chunk that shares the clause's rare, telling word (반려동물, 납세증명서). The statistics are
 * computed over the whole stored corpus, from its words as read once per corpus version (termIndex:
 * one small query per clause checks the version), so a re-seed is seen by the next clause and
 * nothing is re-parsed in between.
 */
export async function rankByTermWeights(
  db: SqlClient,
  clause: string,
  limit: number,
  weightings: readonly FieldWeights[],
  options: TermWeightOptions = {},
): Promise<string[][]> {
  const query = buildLexicalQuery(clause);
  if (query.length === 0 || weightings.length === 0) return weightings.map(() => []);
  return scoreTermWeights(await termIndex(db), query, limit, weightings, options);
}

/** Chunks by BM25 over the whole chunk (title, text and keywords alike); see rankByTermWeights. */
export async function rankByTermWeight(
  db: SqlClient,
  clause: string,
  limit: number,
  options: TermWeightOptions = {},
): Promise<string[]> {
  const [ranking] = await rankByTermWeights(db, clause, limit, [WHOLE_CHUNK], options);
  return ranking ?? [];
}
