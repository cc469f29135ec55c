/**
 * Chooses the learned reader's two bars again (src/clauses/analysis/verdict.ts), as the README says they
 * must be whenever the probes it learns from grow: each probe of data/clause-eval/probes.json is held out
 * from the reader in turn (the reader trained on dev.json and the other probes), and its clauses are read
 * at every candidate bar.
 *
 *   node -r ./scripts/register.js scripts/reader-bars.ts
 *
 * Prints two tables:
 * - raise bar (WORDING_DANGER_LOG_ODDS): among the clauses the rules do not recognise (no risk, no safe
 *   term), how many DANGER clauses and how many fair ones (SAFE or CAUTION) the reader would raise to
 *   DANGER;
 * - doubt bar (WORDING_DOUBT_LOG_ODDS): among the rules' SAFE answers the reader doubts at the bar in
 *   force, how many are right SAFE answers doubted, and how many CAUTION and DANGER clauses are caught.
 *   Bars below the one in force are not shown: which SAFE answers the rules vouch for in every part (and
 *   so are never doubted) is decided inside the analyzer at that bar.
 *
 * It reads no sealed clause. The test look-alikes (test/unit/clauses) are the other check: a bar that
 * raises one of their fair clauses is not taken.
 */
import { readFileSync } from 'node:fs';
import { readClause } from '../src/clauses/analysis/clause-reading';
import {
  DEFAULT_TRAINING_FILE,
  LearnedWordingModel,
  PROBE_TRAINING_FILE,
  readTrainingClauses,
} from '../src/clauses/analysis/learned-wording.model';
import { OfflineRuleAnalyzer } from '../src/clauses/analysis/offline-rule.analyzer';
import { findPrinciples } from '../src/clauses/analysis/principle-rules';
import { WORDING_DANGER_LOG_ODDS, WORDING_DOUBT_LOG_ODDS } from '../src/clauses/analysis/verdict';

interface Probe {
  clause: string;
  expectedRisk: 'SAFE' | 'CAUTION' | 'DANGER';
  probe: string;
}

const RAISE_BARS = [70, 80, 90, 100, 110, 130, 160];
const DOUBT_BARS = [10, 15, 20, 25, 30, 40].filter((bar) => bar >= WORDING_DOUBT_LOG_ODDS);

function main(): void {
  const probes = (JSON.parse(readFileSync(PROBE_TRAINING_FILE, 'utf8')) as { clauses: Probe[] }).clauses;
  const dev = readTrainingClauses(DEFAULT_TRAINING_FILE);
  const names = [...new Set(probes.map((p) => p.probe))];
  const raised = RAISE_BARS.map(() => ({ danger: 0, fair: 0 }));
  const doubted = DOUBT_BARS.map(() => ({ safe: 0, caution: 0, danger: 0 }));
  const rulesOnly = new OfflineRuleAnalyzer({ wordingModel: null });
  for (const [at, name] of names.entries()) {
    process.stdout.write(`\r${at + 1}/${names.length} probes held out in turn`);
    const reader = LearnedWordingModel.train([...dev, ...probes.filter((p) => p.probe !== name)]);
    const withReader = new OfflineRuleAnalyzer({ wordingModel: reader, wordingDangerLogOdds: Infinity });
    for (const item of probes.filter((p) => p.probe === name)) {
      const wording = reader.read(item.clause);
      const found = findPrinciples(readClause(item.clause));
      const rules = rulesOnly.analyzeSync({ clause: item.clause, references: [] }).riskLevel;
      if (found.risks.length === 0 && found.benign.length === 0 && rules === 'CAUTION')
        RAISE_BARS.forEach((bar, i) => {
          if (wording.dangerOverCaution > bar && wording.dangerOverSafe > 0)
            raised[i][item.expectedRisk === 'DANGER' ? 'danger' : 'fair'] += 1;
        });
      if (rules !== 'SAFE') continue;
      const doubtedInForce = withReader.analyzeSync({ clause: item.clause, references: [] }).riskLevel === 'CAUTION';
      DOUBT_BARS.forEach((bar, i) => {
        if (doubtedInForce && wording.dangerOverSafe > bar)
          doubted[i][item.expectedRisk === 'SAFE' ? 'safe' : item.expectedRisk === 'CAUTION' ? 'caution' : 'danger'] +=
            1;
      });
    }
  }
  console.log(
    `\n${probes.length} probe clauses in ${names.length} probes; bars in force: raise ${WORDING_DANGER_LOG_ODDS}, doubt ${WORDING_DOUBT_LOG_ODDS}`,
  );
  console.table(
    Object.fromEntries(
      RAISE_BARS.map((bar, i) => [
        `raise ${bar}`,
        { 'DANGER raised': raised[i].danger, 'fair raised': raised[i].fair },
      ]),
    ),
  );
  console.table(
    Object.fromEntries(
      DOUBT_BARS.map((bar, i) => [
        `doubt ${bar}`,
        {
          'right SAFE doubted': doubted[i].safe,
          'CAUTION caught': doubted[i].caution,
          'DANGER caught': doubted[i].danger,
        },
      ]),
    ),
  );
}

main();
