import { splitWords, stripJosa } from '../analysis/clause-text';
import type { EmbeddingProvider } from './embedding.provider';

/** Options of the offline embedding. */
export interface HashedNgramEmbeddingOptions {
  /** Vector length. Default 1024: few collisions for clause-length texts, small rows. */
  dimensions?: number;
}

const FIRST_HANGUL = 0xac00;
const LAST_HANGUL = 0xd7a3;

/**
 * An embedding that needs no model: Hangul-aware character n-grams hashed into a fixed-size,
 * L2-normalised vector (the hashing trick with a sign bit, so collisions cancel rather than add up).
 *
 * Features per word: the word and its particle-stripped stem, syllable bigrams and trigrams
 * across the word (padded, so word starts and ends count), and "open syllable" bigrams that drop
 * the final consonant (받침) — 않는다/않고, 한다/할 then share features, which stands in for the
 * stemming a Korean morphological analyser would do. Deterministic: same text, same vector.
 */
export class HashedNgramEmbedding implements EmbeddingProvider {
  readonly dimensions: number;
  readonly model: string;

  constructor(options: HashedNgramEmbeddingOptions = {}) {
    this.dimensions = options.dimensions ?? 1024;
    this.model = `offline-hashed-ngram-v1-d${this.dimensions}`;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((text) => this.embedOne(text));
  }

  /** Synchronous form, for callers that embed in a tight loop. */
  embedOne(text: string): number[] {
    const counts = new Map<string, number>();
    const add = (feature: string, weight: number): void => {
      counts.set(feature, (counts.get(feature) ?? 0) + weight);
    };
    for (const word of splitWords(text)) {
      add(`w:${word}`, 1);
      const stem = stripJosa(word);
      if (stem !== word) add(`w:${stem}`, 1);
      addNgrams(`^${stem}$`, add);
    }
    return this.project(counts);
  }

  private project(counts: Map<string, number>): number[] {
    const vector = new Array<number>(this.dimensions).fill(0);
    for (const [feature, count] of counts) {
      const hash = fnv1a(feature);
      const sign = hash & 0x80000000 ? -1 : 1;
      // Sub-linear term frequency: a repeated word should not drown the rest of the clause.
      vector[hash % this.dimensions]! += sign * (1 + Math.log(count));
    }
    const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
    return norm === 0 ? vector : vector.map((v) => v / norm);
  }
}

function addNgrams(padded: string, add: (feature: string, weight: number) => void): void {
  const chars = [...padded];
  const open = chars.map(openSyllable);
  for (let i = 0; i + 1 < chars.length; i += 1) {
    add(`b:${chars[i]}${chars[i + 1]}`, 1);
    add(`o:${open[i]}${open[i + 1]}`, 0.5);
    if (i + 2 < chars.length) add(`t:${chars[i]}${chars[i + 1]}${chars[i + 2]}`, 1.5);
  }
}

/** The syllable without its final consonant (한 → 하); other characters unchanged. */
function openSyllable(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < FIRST_HANGUL || code > LAST_HANGUL) return char;
  const offset = code - FIRST_HANGUL;
  return String.fromCodePoint(code - (offset % 28));
}

/** 32-bit FNV-1a over UTF-16 code units: fast, stable across runs and platforms. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
