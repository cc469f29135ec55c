import { CLAUSE_CORPUS_TABLE } from './corpus-schema.sql';
import { buildLexicalTerms } from './lexical-query';
import type { SqlClient } from './sql-client.types';

/** BM25 constants of the term-weighted retriever; the usual values. */
export interface TermWeightOptions {
  /** Term-frequency saturation. Default 1.2. */
  k1?: number;
  /** Length normalisation, 0 (none) to 1 (full). Default 0.75. */
  b?: number;
}

/**
 * Chunks by trigram similarity (pg_trgm): the clause against the closest stretch of each chunk's
 * text, then against its title. Catches shared wording whatever the word boundaries.
 */
export async function rankByTrigram(db: SqlClient, clause: string, limit: number): Promise<string[]> {
  const result = await db.query<{ id: string }>(
    `select id from ${CLAUSE_CORPUS_TABLE}
      order by word_similarity($1, text) desc, similarity($1, title) desc, id
      limit $2`,
    [clause, limit],
  );
  return result.rows.map((row) => row.id);
}

/**
 * Chunks by BM25 over the clause's stems (buildLexicalTerms) matched as prefixes of the words of
 * the `simple` tsvector (so 전입신고 finds 전입신고를), weighted by inverse document frequency.
 *
 * Why not ts_rank: it has no idf, so a chunk repeating a common word (동의, 보증금) outranks the one
 * chunk that shares the clause's rare, telling word (반려동물, 납세증명서). The statistics are
 * computed over the whole corpus at query time: a few hundred chunks, a few milliseconds, and
 * nothing to keep in step when the corpus is re-seeded.
 */
export async function rankByTermWeight(db: SqlClient, clause: string, limit: number, options: TermWeightOptions = {}): Promise<string[]> {
  const terms = buildLexicalTerms(clause);
  if (terms.length === 0) return [];
  const result = await db.query<{ id: string }>(
    `with terms as (select distinct term from unnest($1::text[]) as term),
     words as (
       select c.id, w.lexeme, cardinality(w.positions) as tf
         from ${CLAUSE_CORPUS_TABLE} c, unnest(to_tsvector('simple', c.title || ' ' || c.text)) as w
     ),
     lengths as (select id, sum(tf)::float8 as dl from words group by id),
     stats as (select count(*)::float8 as n, avg(dl) as avgdl from lengths),
     hits as (
       select w.id, t.term, sum(w.tf)::float8 as tf
         from words w join terms t on starts_with(w.lexeme, t.term)
        group by w.id, t.term
     ),
     df as (select term, count(*)::float8 as df from hits group by term)
     select h.id
       from hits h join df using (term) join lengths l using (id) cross join stats s
      group by h.id
      order by sum(ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5))
                   * h.tf * ($3::float8 + 1) / (h.tf + $3::float8 * (1 - $4::float8 + $4::float8 * l.dl / s.avgdl))) desc, h.id
      limit $2`,
    [terms, limit, options.k1 ?? 1.2, options.b ?? 0.75],
  );
  return result.rows.map((row) => row.id);
}

/** Chunks by cosine similarity to the clause's embedding (vectors are unit length: dot = cosine). */
export async function rankByVector(db: SqlClient, embedding: readonly number[], limit: number, pgvector: boolean): Promise<string[]> {
  // The real[] path computes the dot product exactly in SQL over every row.
  const sql = pgvector
    ? `select id from ${CLAUSE_CORPUS_TABLE} order by embedding <=> $1::vector, id limit $2`
    : `select id from ${CLAUSE_CORPUS_TABLE}
        order by (select sum(a * b) from unnest(embedding, $1::real[]) as pair(a, b)) desc nulls last, id
        limit $2`;
  const param = pgvector ? `[${embedding.join(',')}]` : embedding;
  const result = await db.query<{ id: string }>(sql, [param, limit]);
  return result.rows.map((row) => row.id);
}
