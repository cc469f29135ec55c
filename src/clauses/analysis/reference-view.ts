import type { ClauseReferenceView, RetrievedReference } from '../clause.types';

/** Longest excerpt shown to the tenant; the full text stays in the corpus. */
export const EXCERPT_LENGTH = 180;

/** The contract's ClauseReference for a retrieved chunk. */
export function toReferenceView(reference: RetrievedReference): ClauseReferenceView {
  const text = reference.text.replace(/\s+/g, ' ').trim();
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
  return {
    source: reference.source,
    title: reference.title,
    excerpt,
    score: Math.round(reference.score * 1000) / 1000,
  };
}
