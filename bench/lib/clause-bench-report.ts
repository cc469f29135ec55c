/**
 * The clause bench's printed tables: the sets side by side, a confusion matrix per set, the DANGER
 * clauses answered SAFE, accuracy per category. A sealed set's clause texts are printed only when
 * asked (`--reveal-test`): whoever tunes the analyzer runs this bench, and must not read them.
 */
import type { ClauseOutcome, SplitMetrics } from './clause-bench-metrics';
import { RISK_LEVELS } from './clause-eval-set';

/** One evaluated set as the report shows it. */
export interface ReportedSet {
  name: string;
  /** Sealed: its clause texts stay hidden unless revealed. */
  sealed: boolean;
  metrics: SplitMetrics;
  outcomes: ClauseOutcome[];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;

export function printSummary(sets: readonly ReportedSet[]): void {
  console.log(
    `${'set'.padEnd(16)}${'n'.padStart(5)}${'accuracy'.padStart(10)}${'DANGER recall'.padStart(15)}${'DANGER→SAFE'.padStart(13)}${'risk→SAFE'.padStart(11)}${'SAFE flagged'.padStart(14)}${'ref top 3'.padStart(11)}${'ref cited'.padStart(11)}`,
  );
  for (const { name, metrics: m } of sets) {
    console.log(
      `${name.padEnd(16)}${String(m.n).padStart(5)}${pct(m.accuracy).padStart(10)}${pct(m.dangerRecall).padStart(15)}${String(m.dangerAsSafe).padStart(13)}${String(m.riskAsSafe).padStart(11)}${String(m.safeFlagged).padStart(14)}${pct(m.referenceTop3).padStart(11)}${pct(m.referenceCited).padStart(11)}`,
    );
  }
  console.log('risk→SAFE: CAUTION or DANGER answered SAFE; SAFE flagged: SAFE answered CAUTION or DANGER;');
  console.log(
    'ref top 3: expected reference among the first 3 retrieved; ref cited: among those the verdict cites (clauses with an expected reference only)',
  );
  const errors = sets.filter((s) => s.metrics.errors > 0).map((s) => `${s.name} ${s.metrics.errors}`);
  if (errors.length > 0) console.log(`analyzer errors (counted wrong): ${errors.join(', ')}`);
}

/** The confusion matrices side by side, rows expected, columns predicted. */
export function printConfusion(sets: readonly ReportedSet[]): void {
  const width = 8 + RISK_LEVELS.length * 8 + 4;
  console.log(`\nconfusion (rows expected, columns predicted)`);
  console.log(sets.map((s) => s.name.padEnd(width)).join(''));
  console.log(sets.map(() => `${''.padEnd(8)}${RISK_LEVELS.map((l) => l.padStart(8)).join('')}    `).join(''));
  for (const expected of RISK_LEVELS) {
    console.log(
      sets
        .map(
          (s) =>
            `${expected.padEnd(8)}${RISK_LEVELS.map((p) => String(s.metrics.confusion[expected][p]).padStart(8)).join('')}    `,
        )
        .join(''),
    );
  }
}

/** DANGER answered SAFE in every set; with `allMisses`, every wrong answer of the unsealed sets. */
export function printMisses(
  sets: readonly ReportedSet[],
  options: { revealSealed: boolean; allMisses: boolean },
): void {
  for (const set of sets) {
    const hidden = set.sealed && !options.revealSealed;
    const wrong = set.outcomes.filter((o) =>
      options.allMisses && !set.sealed ? o.predicted !== o.expected : isDangerAsSafe(o),
    );
    const what = options.allMisses && !set.sealed ? 'wrong answers' : 'DANGER answered SAFE';
    console.log(
      `\n${set.name}: ${what}: ${wrong.length}${hidden && wrong.length > 0 ? ' (sealed: ids and categories only; --reveal-test prints the clauses)' : ''}`,
    );
    for (const o of wrong) {
      const label = `${o.expected}→${o.predicted}`;
      console.log(
        hidden
          ? `- ${o.id} [${o.category}] ${label}`
          : `- [${o.category}] ${label} ${o.clause}\n    want ${o.expectedReference ? `${o.expectedReference.source} ${o.expectedReference.title}` : '(none)'}; got ${o.retrievedTop3.join(' | ')}`,
      );
    }
  }
}

/** Accuracy per category for every set that has categories. */
export function printPerCategory(sets: readonly ReportedSet[]): void {
  const withCategories = sets.filter((s) => s.outcomes.some((o) => o.category !== 'legacy'));
  if (withCategories.length === 0) return;
  const categories = [...new Set(withCategories.flatMap((s) => Object.keys(s.metrics.perCategory)))].sort();
  console.log(
    `\naccuracy per category\n${'category'.padEnd(24)}${withCategories.map((s) => ` ${s.name}`.padStart(18)).join('')}`,
  );
  for (const category of categories) {
    const cells = withCategories.map((s) => {
      const entry = s.metrics.perCategory[category];
      return (entry ? `${entry.correct}/${entry.n} ${pct(entry.correct / entry.n)}` : '-').padStart(18);
    });
    console.log(`${category.padEnd(24)}${cells.join('')}`);
  }
}

/** Outcomes as written to bench/results/clauses.json: a sealed set's texts withheld unless revealed. */
export function recordedOutcomes(set: ReportedSet, revealSealed: boolean): Array<Partial<ClauseOutcome>> {
  if (!set.sealed || revealSealed) return set.outcomes;
  return set.outcomes.map(({ id, category, expected, predicted, retrievedHit, citedHit }) => ({
    id,
    category,
    expected,
    predicted,
    retrievedHit,
    citedHit,
  }));
}

function isDangerAsSafe(o: ClauseOutcome): boolean {
  return o.expected === 'DANGER' && o.predicted === 'SAFE';
}
