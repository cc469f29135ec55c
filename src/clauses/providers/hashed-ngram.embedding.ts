import { createHash } from 'node:crypto';
import { contentStem, stemOf, textWords } from '../retrieval/korean-text';
import { loadReferenceCorpus } from '../corpus/load-corpus';
import { searchableText } from '../retrieval/searchable-text';
import type { EmbeddingProvider } from './embedding.provider';

/** Options of the offline embedding. */
export interface HashedNgramEmbeddingOptions {
  /** Vector length. Default 1024: few collisions for clause-length texts, small rows. */
  dimensions?: number;
  /**
   * Texts whose feature statistics weight the features (idf): a feature found in few of them
   * tells more than one found in most. Default: the shipped reference corpus, each chunk as the
   * seed embeds it. An empty list weights every feature alike.
   */
  idfTexts?: readonly string[];
}

const FIRST_HANGUL = 0xac00;
const LAST_HANGUL = 0xd7a3;

type AddFeature = (feature: string, weight: number) => void;

/**
 * An embedding that needs no model: Hangul-aware character n-grams hashed into a fixed-size,
 * L2-normalised vector (the hashing trick with a sign bit, so collisions cancel rather than add up).
 *
 * Features per content word (retrieval's reading, retrieval/korean-text.ts: function words such as
 * 않는다, 경우 and the parties are left out): its stem (particle or verb ending stripped), syllable
 * bigrams and trigrams across the stem (padded, so word starts and ends count), "open syllable"
 * bigrams that drop the final consonant (받침) — 돌려준/돌려줄 then share features — and the pair of
 * adjacent stems, which keeps a little word order.
 *
 * Each feature is weighted by its inverse document frequency over the reference corpus, so words
 * every lease text shares stop deciding the nearest neighbours. The model name carries a
 * fingerprint of those statistics: a corpus change changes the name and so re-embeds every stored
 * vector, instead of leaving vectors weighted by old statistics next to new ones. v3: retrieval's
 * own tokenisation (v2 read words with the analyzer's helpers, which change with its rules) and
 * the corpus as retrieval sees it, keywords included. Deterministic: same text and statistics,
 * same vector.
 */
export class HashedNgramEmbedding implements EmbeddingProvider {
  readonly dimensions: number;
  readonly model: string;
  private readonly idf: FeatureIdf;

  constructor(options: HashedNgramEmbeddingOptions = {}) {
    this.dimensions = options.dimensions ?? 1024;
    this.idf = new FeatureIdf(options.idfTexts ?? loadReferenceCorpus().map(searchableText));
    this.model = `offline-hashed-ngram-v3-d${this.dimensions}-idf${this.idf.fingerprint}`;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((text) => this.embedOne(text));
  }

  /** Synchronous form, for callers that embed in a tight loop. */
  embedOne(text: string): number[] {
    const counts = featureCounts(text);
    const vector = new Array<number>(this.dimensions).fill(0);
    for (const [feature, count] of counts) {
      const hash = fnv1a(feature);
      const sign = hash & 0x80000000 ? -1 : 1;
      // Sub-linear term frequency: a repeated word should not drown the rest of the clause.
      vector[hash % this.dimensions] += sign * (1 + Math.log(count)) * this.idf.weight(feature);
    }
    const norm = Math.sqrt(vector.reduce((sum, v) => sum + v * v, 0));
    return norm === 0 ? vector : vector.map((v) => v / norm);
  }
}

/** Inverse document frequency of features over a set of texts: ln((n + 1) / (df + 1)) + 1. */
class FeatureIdf {
  readonly fingerprint: string;
  private readonly df = new Map<string, number>();
  private readonly n: number;

  constructor(texts: readonly string[]) {
    this.n = texts.length;
    for (const text of texts) {
      for (const feature of featureCounts(text).keys()) this.df.set(feature, (this.df.get(feature) ?? 0) + 1);
    }
    const digest = createHash('sha256');
    for (const text of texts) digest.update(text).update('\u0000');
    this.fingerprint = digest.digest('hex').slice(0, 8);
  }

  weight(feature: string): number {
    if (this.n === 0) return 1;
    return Math.log((this.n + 1) / ((this.df.get(feature) ?? 0) + 1)) + 1;
  }
}

/** The weighted features of a text (weights summed over repeats). */
function featureCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add: AddFeature = (feature, weight) => {
    counts.set(feature, (counts.get(feature) ?? 0) + weight);
  };
  const words = textWords(text);
  // A function word (않는다, 경우, 임차인) says nothing about the subject and breaks the pair; a
  // text of function words only is read whole rather than embedded as nothing.
  const stems = words.map(contentStem);
  const read = stems.some((stem) => stem !== null) ? stems : words.map(stemOf);
  let previous: string | null = null;
  for (const stem of read) {
    if (stem === null) {
      previous = null;
      continue;
    }
    add(`w:${stem}`, 1);
    addNgrams(`^${stem}$`, add);
    if (previous !== null) add(`p:${previous} ${stem}`, 0.5);
    previous = stem;
  }
  return counts;
}

function addNgrams(padded: string, add: AddFeature): void {
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
