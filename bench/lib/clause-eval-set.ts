/**
 * The clause evaluation set (data/clause-eval): its item shape, the split rule, reading and writing
 * the two split files, and the checks every committed version must pass. Shared by the bench, the
 * split script and the unit test, so the three cannot disagree about the rule.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReferenceChunk, RiskLevel } from '../../src/clauses/clause.types';
import { projectRoot } from '../../src/infra/project-root';

/** A labelled clause. `expectedReference` is null when the clause rests on nothing specific. */
export interface EvalClause {
  clause: string;
  expectedRisk: RiskLevel;
  /** Short kebab-case topic tag, e.g. `deposit-return`, `benign-standard`. */
  category: string;
  expectedReference: { source: string; title: string } | null;
  /** The batch a later addition came in (absent for the first 412 clauses); the bench reports the newest sealed batch apart. */
  batch?: number;
}

export type EvalSplit = 'dev' | 'test';

export const EVAL_SPLITS: readonly EvalSplit[] = ['dev', 'test'];
export const RISK_LEVELS: readonly RiskLevel[] = ['SAFE', 'CAUTION', 'DANGER'];
export const EVAL_DIR = join(projectRoot(), 'data/clause-eval');
export const SPLIT_FILES: Record<EvalSplit, string> = { dev: 'dev.json', test: 'test.sealed.json' };
/** The older 68-clause fixture, reported by the bench as the legacy set. */
export const LEGACY_FIXTURE = join(projectRoot(), 'test/fixtures/clauses-dev-set.json');

/** First sha256 byte below this → test: 102 of 256 values, about 40 % of the clauses. */
export const TEST_BYTE_LIMIT = 0x66;

export const SPLIT_RULE =
  'sha256 of the normalized clause (NFC, lower case, letters and digits only; UTF-8): first byte < 0x66 → test, else dev';

const NOTICES: Record<EvalSplit, string> = {
  dev: 'Development split of the clause evaluation set: read it, tune against it. See data/clause-eval/README.md.',
  test: 'SEALED test split of the clause evaluation set: only `npm run bench -- clauses` reads it. Do not open it, quote it or tune anything (analyzer, retrieval, corpus) against it. See data/clause-eval/README.md.',
};

/**
 * The form the split and the duplicate check compare: spacing and punctuation removed, so a clause
 * and its spacing-error variant count as one clause and can never sit in different splits.
 */
export function normalizeEvalText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The split a clause belongs to, from its text alone. */
export function splitOf(clause: string): EvalSplit {
  const firstByte = createHash('sha256').update(normalizeEvalText(clause), 'utf8').digest()[0];
  return firstByte < TEST_BYTE_LIMIT ? 'test' : 'dev';
}

/** Short stable id of a clause (for reports that must not print a sealed clause's text). */
export function clauseId(clause: string): string {
  return createHash('sha256').update(normalizeEvalText(clause), 'utf8').digest('hex').slice(0, 10);
}

/**
 * A clause as a problem report shows it: its text when it belongs to dev, its id when the rule
 * sends it to the sealed test split (a check must not leak what the bench keeps sealed).
 */
export function shownClause(clause: unknown): string {
  if (typeof clause !== 'string') return '[no text]';
  return splitOf(clause) === 'test' ? `[sealed ${clauseId(clause)}]` : `"${clause}"`;
}

/** Splits clauses by the rule, keeping their order. */
export function partitionClauses(clauses: readonly EvalClause[]): Record<EvalSplit, EvalClause[]> {
  const parts: Record<EvalSplit, EvalClause[]> = { dev: [], test: [] };
  for (const item of clauses) parts[splitOf(item.clause)].push(item);
  return parts;
}

interface SplitFile {
  split: EvalSplit;
  rule: string;
  notice: string;
  clauses: EvalClause[];
}

/** Reads one committed split file; throws when the file names another split. */
export function readSplitFile(split: EvalSplit, dir: string = EVAL_DIR): EvalClause[] {
  const file = JSON.parse(readFileSync(join(dir, SPLIT_FILES[split]), 'utf8')) as SplitFile;
  if (file.split !== split) throw new Error(`${SPLIT_FILES[split]} says split "${file.split}"`);
  return file.clauses;
}

/** Both committed splits. */
export function readEvalSet(dir: string = EVAL_DIR): Record<EvalSplit, EvalClause[]> {
  return { dev: readSplitFile('dev', dir), test: readSplitFile('test', dir) };
}

/** A split file's text: one clause per line, so a review diff shows whole clauses. */
export function splitFileText(split: EvalSplit, clauses: readonly EvalClause[]): string {
  const header = `{\n  "split": ${JSON.stringify(split)},\n  "rule": ${JSON.stringify(SPLIT_RULE)},\n  "notice": ${JSON.stringify(NOTICES[split])},\n  "clauses": [\n`;
  const lines = clauses.map((item) => `    ${JSON.stringify(item)}`);
  return `${header}${lines.join(',\n')}\n  ]\n}\n`;
}

export function writeSplitFile(split: EvalSplit, clauses: readonly EvalClause[], dir: string = EVAL_DIR): void {
  writeFileSync(join(dir, SPLIT_FILES[split]), splitFileText(split, clauses));
}

/** The legacy fixture's items (same shape, no category). */
export function readLegacyFixture(): Omit<EvalClause, 'category'>[] {
  return JSON.parse(readFileSync(LEGACY_FIXTURE, 'utf8')) as Omit<EvalClause, 'category'>[];
}

/** Clauses sitting in a file the rule does not send them to. */
export function misplacedClauses(set: Record<EvalSplit, readonly EvalClause[]>): string[] {
  return EVAL_SPLITS.flatMap((split) =>
    set[split]
      .filter((item) => splitOf(item.clause) !== split)
      .map(
        (item) =>
          `${split}: belongs to ${splitOf(item.clause)}: ${split === 'test' ? `[sealed ${clauseId(item.clause)}]` : `"${item.clause}"`}`,
      ),
  );
}

/** Clauses that appear twice after normalization, within a split or across the two. */
export function duplicateClauses(all: readonly EvalClause[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { clause } of all) {
    const key = normalizeEvalText(clause);
    const earlier = seen.get(key);
    if (earlier !== undefined) problems.push(`duplicate: ${shownClause(clause)} = ${shownClause(earlier)}`);
    else seen.set(key, clause);
  }
  return problems;
}

/** Items whose label, category or expected reference is malformed or names no corpus entry. */
export function malformedClauses(all: readonly EvalClause[], corpus: readonly ReferenceChunk[]): string[] {
  const known = new Set(corpus.map((chunk) => `${chunk.source}\u0000${chunk.title}`));
  const problems: string[] = [];
  for (const item of all) {
    if (typeof item.clause !== 'string' || item.clause.trim() === '')
      problems.push(`empty clause: ${JSON.stringify({ ...item, clause: undefined })}`);
    if (!RISK_LEVELS.includes(item.expectedRisk))
      problems.push(`label "${String(item.expectedRisk)}": ${shownClause(item.clause)}`);
    if (typeof item.category !== 'string' || !/^[a-z]+(-[a-z]+)*$/.test(item.category))
      problems.push(`category "${String(item.category)}": ${shownClause(item.clause)}`);
    const ref = item.expectedReference;
    if (ref !== null && !known.has(`${ref?.source}\u0000${ref?.title}`))
      problems.push(`reference ${JSON.stringify(ref)} is not in data/corpus: ${shownClause(item.clause)}`);
  }
  return problems;
}

/**
 * Clauses copied from text the analyzer already knows: a clause of the legacy fixture, or a
 * clause found whole inside a pattern's description, reasons, advice or example wordings.
 */
export function copiedClauses(
  all: readonly EvalClause[],
  legacyClauses: readonly string[],
  corpus: readonly ReferenceChunk[],
): string[] {
  const legacy = new Set(legacyClauses.map(normalizeEvalText));
  const patternTexts = corpus
    .filter((chunk) => chunk.pattern !== null)
    .map((chunk) =>
      normalizeEvalText([chunk.text, chunk.pattern!.why, chunk.pattern!.law, chunk.pattern!.advice].join('\n')),
    );
  const problems: string[] = [];
  for (const { clause } of all) {
    const key = normalizeEvalText(clause);
    if (legacy.has(key)) problems.push(`in the legacy fixture: ${shownClause(clause)}`);
    if (patternTexts.some((text) => text.includes(key)))
      problems.push(`in a corpus pattern's text: ${shownClause(clause)}`);
  }
  return problems;
}
