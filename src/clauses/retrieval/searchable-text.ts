import { embeddingText } from '../corpus/embedding-text';
import type { CorpusChunk } from '../corpus/load-corpus';

/**
 * What retrieval embeds of a chunk: the embedded text (document, heading and text), then the
 * chunk's retrieval keywords, the ordinary words for its subject. The seed embeds this and the
 * offline embedding weighs its features over it, so both see the same text.
 */
export function searchableText(chunk: CorpusChunk): string {
  const text = embeddingText(chunk);
  return chunk.keywords && chunk.keywords.length > 0 ? `${text}\n${chunk.keywords.join(' ')}` : text;
}

/**
 * The chunk's subject in a few words: its heading and its retrieval keywords. The seed embeds it
 * next to searchableText and stores the mean of the two vectors, so that the words people use for
 * the subject weigh as much as the legal prose, which is long and worded otherwise.
 */
export function subjectText(chunk: CorpusChunk): string {
  return chunk.keywords && chunk.keywords.length > 0 ? `${chunk.title}\n${chunk.keywords.join(' ')}` : chunk.title;
}
