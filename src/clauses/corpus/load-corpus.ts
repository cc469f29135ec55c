import { projectRoot } from '../../infra/project-root';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { ReferenceChunk } from '../clause.types';

/**
 * A chunk as shipped, with what only retrieval reads: `keywords`, the ordinary words people use
 * for the chunk's subject (전입 and 주소 이전 for 주민등록, 복비 for 중개보수), searched and embedded
 * with the chunk so that a clause worded in them finds it. Never shown, never read by the analyzer.
 */
export interface CorpusChunk extends ReferenceChunk {
  keywords?: string[];
}

const keywordsSchema = z.array(z.string().min(1)).optional();

/** Where the shipped corpus lives (data/corpus at the project root). */
export const DEFAULT_CORPUS_DIR = resolve(projectRoot(), 'data/corpus');

const articleFileSchema = z.object({
  source: z.string().min(1),
  kind: z.enum(['STATUTE', 'CONTRACT']),
  originVerbatim: z.string().min(1),
  originParaphrase: z.string().min(1),
  chunks: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      verbatim: z.boolean(),
      text: z.string().min(1),
      keywords: keywordsSchema,
    }),
  ),
});

const patternFileSchema = z.object({
  source: z.string().min(1),
  kind: z.literal('PATTERN'),
  origin: z.string().min(1),
  patterns: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      severity: z.enum(['CAUTION', 'DANGER']),
      text: z.string().min(1),
      why: z.string().min(1),
      law: z.string().min(1),
      advice: z.string().min(1),
      examples: z.array(z.string()).min(1),
      cues: z.array(z.string()).min(1),
      exceptions: z.array(z.string()),
      numeric: z.object({ percentAbove: z.number() }).optional(),
      keywords: keywordsSchema,
    }),
  ),
});

/**
 * Reads every JSON file of the corpus folder, validates it, and returns the chunks sorted by id.
 * A pattern's searchable text joins its description, reasons and example wordings, so that a
 * clause worded like an example finds the pattern lexically and by vector.
 */
export function loadReferenceCorpus(dir: string = DEFAULT_CORPUS_DIR): CorpusChunk[] {
  const chunks: CorpusChunk[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const raw: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const kind = (raw as { kind?: unknown }).kind;
    if (kind === 'PATTERN') chunks.push(...patternChunks(patternFileSchema.parse(raw)));
    else chunks.push(...articleChunks(articleFileSchema.parse(raw)));
  }
  assertUniqueIds(chunks);
  return chunks.sort((a, b) => a.id.localeCompare(b.id));
}

function articleChunks(file: z.infer<typeof articleFileSchema>): CorpusChunk[] {
  return file.chunks.map((chunk) => ({
    id: chunk.id,
    source: file.source,
    title: chunk.title,
    text: chunk.text,
    origin: chunk.verbatim ? file.originVerbatim : file.originParaphrase,
    kind: file.kind,
    pattern: null,
    ...withKeywords(chunk.keywords),
  }));
}

function patternChunks(file: z.infer<typeof patternFileSchema>): CorpusChunk[] {
  return file.patterns.map((p) => ({
    id: p.id,
    source: file.source,
    title: p.title,
    text: [p.text, `위험한 이유: ${p.why}`, `관련 법령: ${p.law}`, `예시 문구: ${p.examples.join(' / ')}`].join('\n'),
    origin: file.origin,
    kind: 'PATTERN',
    pattern: {
      severity: p.severity,
      why: p.why,
      law: p.law,
      advice: p.advice,
      cues: p.cues,
      exceptions: p.exceptions,
      ...(p.numeric ? { numeric: p.numeric } : {}),
    },
    ...withKeywords(p.keywords),
  }));
}

/** The field only when there are keywords, so a chunk without them is exactly a ReferenceChunk. */
function withKeywords(keywords: string[] | undefined): Pick<CorpusChunk, 'keywords'> {
  return keywords && keywords.length > 0 ? { keywords } : {};
}

function assertUniqueIds(chunks: CorpusChunk[]): void {
  const seen = new Set<string>();
  for (const chunk of chunks) {
    if (seen.has(chunk.id)) throw new Error(`duplicate reference chunk id ${chunk.id}`);
    seen.add(chunk.id);
  }
}
