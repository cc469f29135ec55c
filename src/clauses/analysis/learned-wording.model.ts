import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../infra/project-root';
import type { RiskLevel } from '../clause.types';
import { agreedWords } from './clause-text';

/**
 * A second reader of a clause, learned rather than written: a naive Bayes classifier over the
 * clause's character n-grams, trained on labelled clauses (by default the dev split of the clause
 * evaluation set, data/clause-eval/dev.json, and the probes written after it, probes.json; never the
 * sealed split).
 *
 * Why it exists: the principle rules read who is bound, the act and its object, and they recognise
 * the clauses they were written for; on wording they have not met, a protective shape they know can
 * cover a danger they do not ("임대인은 … 요구하지 않는다. 다만 …"). Measured on clauses written later
 * by other hands, that is how a dangerous clause gets answered SAFE. Character n-grams carry no
 * grammar, but they do carry the vocabulary of a danger (보증금, 다음 임차인, 경매, 포기, 퇴거) whatever
 * the sentence around it, and they fail on different clauses than the rules do. So this reader
 * decides only where the rules cannot: it keeps a SAFE from being said where the wording reads
 * dangerous, and answers DANGER, unsure, a clause the rules recognise nothing in whose wording reads
 * overwhelmingly dangerous (verdict.ts).
 */

const LEVELS: readonly RiskLevel[] = ['SAFE', 'CAUTION', 'DANGER'];
// n-gram lengths and the additive smoothing; chosen on the dev split by holding out one writing
// batch at a time (BENCHMARKS.md), where 2–4 characters and 0.3 did as well as any alternative.
const MIN_GRAM = 2;
const MAX_GRAM = 4;
const SMOOTHING = 0.3;

/** Where the shipped training clauses live: the dev split of the evaluation set. */
export const DEFAULT_TRAINING_FILE = resolve(projectRoot(), 'data/clause-eval/dev.json');
/**
 * Clauses written after the evaluation set, in its style, to probe the analyzer (data/clause-eval/README.md).
 * Never in the sealed split; the shipped reader learns from them as well as from dev.
 */
export const PROBE_TRAINING_FILE = resolve(projectRoot(), 'data/clause-eval/probes.json');
/** What the shipped reader is trained on. */
export const SHIPPED_TRAINING_FILES: readonly string[] = [DEFAULT_TRAINING_FILE, PROBE_TRAINING_FILE];

export interface LabelledClause {
  clause: string;
  expectedRisk: RiskLevel;
}

/** How a clause reads to the learned reader: log-probabilities per level, and the log-odds of DANGER over SAFE. */
export interface WordingReading {
  logProbability: Record<RiskLevel, number>;
  /** log P(DANGER | text) − log P(SAFE | text): above 0, the clause's wording is more like the dangerous clauses'. */
  dangerOverSafe: number;
  /** log P(DANGER | text) − log P(CAUTION | text). */
  dangerOverCaution: number;
}

/**
 * The words now agreed (agreedWords: no struck-out term, no English gloss), lower case, letters, digits and %
 * only, one space between words, padded: the text the n-grams are cut from.
 */
function gramText(clause: string): string {
  const words = agreedWords(clause)
    .toLowerCase()
    .replace(/[^0-9a-z가-힣ㄱ-ㅎㅏ-ㅣ%]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/** The distinct n-grams of a clause (a gram present counts once: binarized, as short texts want). */
export function clauseGrams(clause: string): Set<string> {
  const text = gramText(clause);
  const grams = new Set<string>();
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++)
    for (let i = 0; i + n <= text.length; i++) {
      const gram = text.slice(i, i + n);
      if (gram.trim()) grams.add(gram);
    }
  return grams;
}

export class LearnedWordingModel {
  private readonly counts: Record<RiskLevel, Map<string, number>>;
  private readonly totals: Record<RiskLevel, number>;
  private readonly logPrior: Record<RiskLevel, number>;
  private readonly vocabularySize: number;

  private constructor(clauses: readonly LabelledClause[]) {
    if (clauses.length === 0) throw new Error('the learned wording model needs labelled clauses');
    this.counts = { SAFE: new Map(), CAUTION: new Map(), DANGER: new Map() };
    this.totals = { SAFE: 0, CAUTION: 0, DANGER: 0 };
    const perLevel = { SAFE: 0, CAUTION: 0, DANGER: 0 };
    const vocabulary = new Set<string>();
    for (const { clause, expectedRisk } of clauses) {
      perLevel[expectedRisk]++;
      for (const gram of clauseGrams(clause)) {
        const counts = this.counts[expectedRisk];
        counts.set(gram, (counts.get(gram) ?? 0) + 1);
        this.totals[expectedRisk]++;
        vocabulary.add(gram);
      }
    }
    for (const level of LEVELS)
      if (perLevel[level] === 0) throw new Error(`the learned wording model has no ${level} clause to learn from`);
    this.vocabularySize = vocabulary.size;
    const n = clauses.length;
    this.logPrior = {
      SAFE: Math.log(perLevel.SAFE / n),
      CAUTION: Math.log(perLevel.CAUTION / n),
      DANGER: Math.log(perLevel.DANGER / n),
    };
  }

  /** A model trained on these clauses. */
  static train(clauses: readonly LabelledClause[]): LearnedWordingModel {
    return new LearnedWordingModel(clauses);
  }

  /** A model trained on the labelled clauses of a JSON file shaped as data/clause-eval's (`{ clauses: [...] }`). */
  static fromFile(path: string = DEFAULT_TRAINING_FILE): LearnedWordingModel {
    return LearnedWordingModel.fromFiles([path]);
  }

  /** A model trained on the labelled clauses of several such files together. */
  static fromFiles(paths: readonly string[]): LearnedWordingModel {
    return new LearnedWordingModel(paths.flatMap(readTrainingClauses));
  }

  read(clause: string): WordingReading {
    const grams = [...clauseGrams(clause)];
    const score = (level: RiskLevel): number => {
      const counts = this.counts[level];
      const denominator = Math.log(this.totals[level] + SMOOTHING * this.vocabularySize);
      let sum = this.logPrior[level];
      // A gram no training clause had says nothing about any level; it is left out, not smoothed in.
      for (const gram of grams) {
        if (!this.knows(gram)) continue;
        sum += Math.log((counts.get(gram) ?? 0) + SMOOTHING) - denominator;
      }
      return sum;
    };
    const raw = { SAFE: score('SAFE'), CAUTION: score('CAUTION'), DANGER: score('DANGER') };
    const top = Math.max(raw.SAFE, raw.CAUTION, raw.DANGER);
    const logZ = top + Math.log(LEVELS.reduce((s, level) => s + Math.exp(raw[level] - top), 0));
    const logProbability = { SAFE: raw.SAFE - logZ, CAUTION: raw.CAUTION - logZ, DANGER: raw.DANGER - logZ };
    return {
      logProbability,
      dangerOverSafe: logProbability.DANGER - logProbability.SAFE,
      dangerOverCaution: logProbability.DANGER - logProbability.CAUTION,
    };
  }

  private knows(gram: string): boolean {
    return this.counts.SAFE.has(gram) || this.counts.CAUTION.has(gram) || this.counts.DANGER.has(gram);
  }
}

const trainingFileSchema = z.object({
  clauses: z.array(z.object({ clause: z.string().min(1), expectedRisk: z.enum(['SAFE', 'CAUTION', 'DANGER']) })),
});

/** The labelled clauses of a training file (`{ clauses: [{ clause, expectedRisk }] }`). */
export function readTrainingClauses(path: string): LabelledClause[] {
  return trainingFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).clauses;
}

let shipped: LearnedWordingModel | null = null;

/** The model trained on the shipped dev split and probes, built on first use (about a tenth of a second) and shared. */
export function shippedWordingModel(): LearnedWordingModel {
  shipped ??= LearnedWordingModel.fromFiles(SHIPPED_TRAINING_FILES);
  return shipped;
}
