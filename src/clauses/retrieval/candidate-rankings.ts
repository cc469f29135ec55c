import { CLAUSE_CORPUS_TABLE } from './corpus-schema.sql';
import { buildLexicalQuery } from './lexical-query';
import type { SqlClient } from './sql-client.types';

/** The chunk's retrieval keywords (see seed-corpus) as one string; empty when it has none. */
const KEYWORDS_SQL = `coalesce(array_to_string(array(select jsonb_array_elements_text(c.meta -> 'keywords')), ' '), '')`;

/** BM25 constants of the term-weighted retriever; the usual values. */
export interface TermWeightOptions {
  /** Term-frequency saturation. Default 1.2. */
  k1?: number;
  /** Length normalisation, 0 (none) to 1 (full). Default 0.75. */
  b?: number;
}

/**
 * How much a word counts in each field of a chunk, for one BM25 ranking. A field weighted 0 is not
 * searched; a chunk with no searched words is not ranked.
 */
export interface FieldWeights {
  title: number;
  text: number;
  /** The chunk's retrieval keywords: the ordinary words for its subject. */
  keywords: number;
}

/** Every field alike: the chunk as a whole. */
export const WHOLE_CHUNK: FieldWeights = { title: 1, text: 1, keywords: 1 };

/**
 * The chunk's subject alone: its heading and its retrieval keywords, not the legal prose. A clause
 * that names the subject in ordinary words (복비, 전입, 보일러) meets it here without competing with
 * every article whose text happens to share its other words.
 */
export const SUBJECT_ONLY: FieldWeights = { title: 1, text: 0, keywords: 1 };

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
 * Chunks by BM25 over the clause's lexical query (buildLexicalQuery: stems and their shorter
 * prefixes), matched as prefixes of the words of the `simple` tsvector of each field of the chunk
 * (so 전입신고 finds 전입신고를), weighted by inverse document frequency. A query word scores once
 * per chunk, by its best-scoring prefix times that prefix's weight. A word's count in a chunk is
 * the sum over fields of its count times the field's weight (BM25F's way of mixing fields).
 *
 * One ranking per entry of `weightings`, from one query: the corpus is read and its words matched
 * once. Why not ts_rank: it has no idf, so a chunk repeating a common word (동의, 보증금) outranks
 * the one chunk that shares the clause's rare, telling word (반려동물, 납세증명서). The statistics
 * are computed over the whole corpus at query time: a few hundred chunks, a few milliseconds, and
 * nothing to keep in step when the corpus is re-seeded.
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
  const fieldWeight = (field: string): string => `case ${field} when 'title' then g.title when 'text' then g.body else g.keywords end`;
  const result = await db.query<{ j: number; id: string }>(
    `with terms as (select * from unnest($1::text[], $2::int[], $3::float8[]) as q(term, word, weight)),
     weightings as (select * from unnest($7::float8[], $8::float8[], $9::float8[]) with ordinality as g(title, body, keywords, j)),
     fields as (
       select c.id, f.field, w.lexeme, cardinality(w.positions)::float8 as tf
         from ${CLAUSE_CORPUS_TABLE} c
        cross join lateral (values ('title', c.title), ('text', c.text), ('keywords', ${KEYWORDS_SQL})) as f(field, body)
        cross join lateral unnest(to_tsvector('simple', f.body)) as w
     ),
     field_lengths as (select id, field, sum(tf) as len from fields group by id, field),
     lengths as (
       select g.j, l.id, sum(l.len * ${fieldWeight('l.field')}) as dl
         from field_lengths l cross join weightings g group by g.j, l.id
       having sum(l.len * ${fieldWeight('l.field')}) > 0
     ),
     stats as (select j, count(*)::float8 as n, avg(dl) as avgdl from lengths group by j),
     field_hits as (
       select f.id, f.field, t.term, t.word, t.weight, sum(f.tf) as tf
         from fields f join terms t on starts_with(f.lexeme, t.term)
        group by f.id, f.field, t.term, t.word, t.weight
     ),
     hits as (
       select g.j, h.id, h.term, h.word, h.weight, sum(h.tf * ${fieldWeight('h.field')}) as tf
         from field_hits h cross join weightings g
        group by g.j, h.id, h.term, h.word, h.weight
       having sum(h.tf * ${fieldWeight('h.field')}) > 0
     ),
     df as (select j, term, count(distinct id)::float8 as df from hits group by j, term),
     scored as (
       select h.j, h.id, h.word,
              max(h.weight * ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5))
                  * h.tf * ($5::float8 + 1) / (h.tf + $5::float8 * (1 - $6::float8 + $6::float8 * l.dl / s.avgdl))) as score
         from hits h join df using (j, term) join lengths l using (j, id) join stats s using (j)
        group by h.j, h.id, h.word
     ),
     ranked as (
       select j, id, row_number() over (partition by j order by sum(score) desc, id) as rank
         from scored group by j, id
     )
     select j::int as j, id from ranked where rank <= $4 order by j, rank`,
    [
      query.map((q) => q.term), query.map((q) => q.word), query.map((q) => q.weight), limit, options.k1 ?? 1.2, options.b ?? 0.75,
      weightings.map((w) => w.title), weightings.map((w) => w.text), weightings.map((w) => w.keywords),
    ],
  );
  const rankings = weightings.map((): string[] => []);
  for (const row of result.rows) rankings[row.j - 1]!.push(row.id);
  return rankings;
}

/** Chunks by BM25 over the whole chunk (title, text and keywords alike); see rankByTermWeights. */
export async function rankByTermWeight(db: SqlClient, clause: string, limit: number, options: TermWeightOptions = {}): Promise<string[]> {
  const [ranking] = await rankByTermWeights(db, clause, limit, [WHOLE_CHUNK], options);
  return ranking ?? [];
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
