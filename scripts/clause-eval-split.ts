/**
 * Checks, or re-derives, the split of the clause evaluation set (data/clause-eval/README.md).
 *
 *   node -r ./scripts/register.js scripts/clause-eval-split.ts
 *       checks the committed dev.json and test.sealed.json: every clause in the split the rule gives
 *       it, no duplicates, labels and references valid, nothing copied from the fixture or patterns
 *   node -r ./scripts/register.js scripts/clause-eval-split.ts --from working.json
 *       splits a working file (a JSON array of clauses) by the rule and fails unless the committed
 *       files hold exactly that split
 *   node -r ./scripts/register.js scripts/clause-eval-split.ts --from working.json --write
 *       writes the two files from the working file (keeping its order), then checks them
 *
 * Exits 1 listing every problem. The rule lives in bench/lib/clause-eval-set.ts.
 */
import { readFileSync } from 'node:fs';
import {
  EVAL_SPLITS,
  RISK_LEVELS,
  SPLIT_FILES,
  SPLIT_RULE,
  copiedClauses,
  duplicateClauses,
  malformedClauses,
  misplacedClauses,
  partitionClauses,
  readEvalSet,
  readLegacyFixture,
  shownClause,
  writeSplitFile,
  type EvalClause,
  type EvalSplit,
} from '../bench/lib/clause-eval-set';
import { loadReferenceCorpus } from '../src/clauses/corpus/load-corpus';

function main(argv: string[]): number {
  const from = argv.includes('--from') ? argv[argv.indexOf('--from') + 1] : undefined;
  if (argv.includes('--from') && !from) throw new Error('--from needs a file');
  const problems: string[] = [];
  if (from) {
    const derived = partitionClauses(JSON.parse(readFileSync(from, 'utf8')) as EvalClause[]);
    problems.push(...validate(derived).map((p) => `${from}: ${p}`));
    if (problems.length === 0 && argv.includes('--write'))
      for (const split of EVAL_SPLITS) writeSplitFile(split, derived[split]);
    else problems.push(...differences(derived, readEvalSet()));
  }
  const committed = readEvalSet();
  problems.push(...validate(committed));
  if (problems.length > 0) {
    console.error(`clause-eval: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
    return 1;
  }
  console.log(`clause-eval: ok (${SPLIT_RULE})`);
  for (const split of EVAL_SPLITS) {
    const counts = RISK_LEVELS.map(
      (level) => `${level} ${committed[split].filter((c) => c.expectedRisk === level).length}`,
    ).join(', ');
    console.log(`  ${SPLIT_FILES[split].padEnd(16)} ${String(committed[split].length).padStart(4)} clauses: ${counts}`);
  }
  return 0;
}

/** Every rule a version of the set must keep. */
function validate(set: Record<EvalSplit, EvalClause[]>): string[] {
  const all = [...set.dev, ...set.test];
  const corpus = loadReferenceCorpus();
  const problems = [
    ...misplacedClauses(set),
    ...duplicateClauses(all),
    ...malformedClauses(all, corpus),
    ...copiedClauses(
      all,
      readLegacyFixture().map((item) => item.clause),
      corpus,
    ),
  ];
  if (all.length < 300) problems.push(`only ${all.length} clauses; the set keeps at least 300`);
  return problems;
}

/** Where the committed files differ from the split derived from a working file. */
function differences(derived: Record<EvalSplit, EvalClause[]>, committed: Record<EvalSplit, EvalClause[]>): string[] {
  const problems: string[] = [];
  for (const split of EVAL_SPLITS) {
    const want = new Map(derived[split].map((item) => [JSON.stringify(item), item]));
    const have = new Map(committed[split].map((item) => [JSON.stringify(item), item]));
    // A sealed clause is named by its id only (see shownClause).
    const shown = (key: string, item: EvalClause): string => (split === 'test' ? shownClause(item.clause) : key);
    for (const [key, item] of want)
      if (!have.has(key)) problems.push(`${SPLIT_FILES[split]} lacks ${shown(key, item)}`);
    for (const [key, item] of have)
      if (!want.has(key))
        problems.push(`${SPLIT_FILES[split]} has ${shown(key, item)}, which the working file does not give it`);
  }
  return problems;
}

process.exitCode = main(process.argv.slice(2));
