import type { ReferenceChunk } from '../clause.types';

/** What gets embedded of a chunk: the document and heading help a clause find the right article. */
export function embeddingText(chunk: ReferenceChunk): string {
  return `${chunk.source} ${chunk.title}\n${chunk.text}`;
}
