import { z } from 'zod';
import type { EmbeddingProvider } from './embedding.provider';
import { postOpenAiJson, type OpenAiCompatibleOptions } from './openai-compatible.http';
import { ClauseProviderError } from './provider-error';

/** Options of the HTTP embedding provider. */
export interface OpenAiCompatibleEmbeddingOptions extends OpenAiCompatibleOptions {
  /** Length of the model's vectors (e.g. 1536); checked on every answer. */
  dimensions: number;
}

const embeddingsAnswer = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative(), embedding: z.array(z.number()) })),
});

/** Embeddings through POST /v1/embeddings of any OpenAI-compatible server. */
export class OpenAiCompatibleEmbedding implements EmbeddingProvider {
  readonly model: string;
  readonly dimensions: number;

  constructor(private readonly options: OpenAiCompatibleEmbeddingOptions) {
    this.model = options.model;
    this.dimensions = options.dimensions;
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const raw = await postOpenAiJson(this.options, '/v1/embeddings', { model: this.model, input: texts });
    const parsed = embeddingsAnswer.safeParse(raw);
    if (!parsed.success)
      throw new ClauseProviderError(
        'MALFORMED_RESPONSE',
        `embeddings answer fails the schema: ${parsed.error.message}`,
      );
    // The API may answer out of order; `index` says which input each vector belongs to.
    const vectors = new Array<number[] | undefined>(texts.length);
    for (const item of parsed.data.data) vectors[item.index] = item.embedding;
    return vectors.map((vector, i) => {
      if (!vector || vector.length !== this.dimensions) {
        throw new ClauseProviderError('MALFORMED_RESPONSE', `embedding ${i} missing or not ${this.dimensions} long`);
      }
      return normalize(vector);
    });
  }
}

/** Cosine search in the database assumes unit vectors; most models already return them. */
function normalize(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
  return norm === 0 ? vector : vector.map((v) => v / norm);
}
