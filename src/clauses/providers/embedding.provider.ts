/**
 * Turns texts into vectors for stage 1 (SPEC §8). The corpus and the clauses must be embedded by
 * the same provider and model: vectors of different models are not comparable.
 */
export interface EmbeddingProvider {
  /** Names the model; stored next to each corpus vector so a model change re-embeds the corpus. */
  readonly model: string;
  /** Length of every vector this provider returns. */
  readonly dimensions: number;
  /** One vector per text, in input order. Implementations return L2-normalised vectors. */
  embed(texts: string[]): Promise<number[][]>;
}
