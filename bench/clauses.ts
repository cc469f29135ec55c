/**
 * Clause-analysis benchmark (SPEC §8) over the clause evaluation set (data/clause-eval/README.md):
 *   npm run bench -- clauses [--sets dev,test,legacy] [--file labelled.json] [--limit N] [--misses] [--reveal-test] [postgres://…/postgres]
 *
 * Creates a scratch database, applies the corpus schema and seeds it, then runs every clause through
 * the path the workers run: stage 1 `retrieveClauseReferences` (embed + hybrid retrieval, top 5),
 * stage 2 the analyzer, both providers built from the environment by the same factory the workers
 * use (offline by default; ANALYZER_PROVIDER=openai benches an LLM). Prints the sets side by side
 * and writes bench/results/clauses.json, then drops the database.
 *
 * Sets: `dev` (tune against it), `test` (sealed: its clause texts are never printed unless
 * --reveal-test; nobody tunes against it), `legacy` (the older 68-clause fixture the current
 * pattern cues were tuned on, so not an honest figure). --limit N takes the first N of each set
 * (a smoke run); --misses prints every wrong answer of the unsealed sets. --file adds a labelled set of
 * your own, `{"clauses": [{"clause", "expectedRisk", "category"?, "expectedReference"?}]}`, read
 * after the named sets (`--sets ''` for it alone); its misses print with --misses.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Client, Pool } from 'pg';
import { createClauseAnalyzer, createEmbeddingProvider } from '../src/clause-tasks/clause-providers.factory';
import type { ClauseAnalyzer, ClauseVerdict, EmbeddingProvider, RetrievedReference } from '../src/clauses';
import {
  clauseCorpusSchemaSql,
  hasPgvector,
  LearnedWordingModel,
  OfflineRuleAnalyzer,
  PROBE_TRAINING_FILE,
  readTrainingClauses,
  retrieveClauseReferences,
  seedClauseCorpus,
} from '../src/clauses';
import { loadEnvOrExit } from '../src/config/env';
import { splitMetrics, toOutcome } from './lib/clause-bench-metrics';
import {
  printConfusion,
  printMisses,
  printPerCategory,
  printSummary,
  recordedOutcomes,
  type ReportedSet,
} from './lib/clause-bench-report';
import { SPLIT_RULE, clauseId, readLegacyFixture, readSplitFile, type EvalClause } from './lib/clause-eval-set';
import { writeResult } from './lib/report';

type SetName = 'dev' | 'dev-heldout' | 'test' | 'legacy' | 'file';
const SET_LABELS: Record<SetName, string> = {
  dev: 'dev',
  'dev-heldout': 'dev, batch held out',
  test: 'test (sealed)',
  legacy: 'legacy fixture',
  file: 'file',
};
const NAMED_SETS: readonly SetName[] = ['dev', 'dev-heldout', 'test', 'legacy'];
const RISKS = new Set(['SAFE', 'CAUTION', 'DANGER']);
/**
 * The sealed clauses added after the first measure of the test split (batches 2 and later), which
 * no analyzer had been run on when they were added, are reported apart as well; and so is the
 * newest batch alone, the one no change to the analyzer can yet have been measured against.
 */
const FIRST_UNMEASURED_BATCH = 2;

interface Options {
  sets: SetName[];
  file: string | null;
  limit: number | null;
  misses: boolean;
  revealTest: boolean;
  adminUrl: string;
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string): string | undefined => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const sets = (value('--sets') ?? 'dev,dev-heldout,test,legacy')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '') as SetName[];
  if (sets.some((s) => !NAMED_SETS.includes(s)))
    throw new Error(`--sets: a comma-separated list of dev, dev-heldout, test, legacy`);
  const file = value('--file') ?? null;
  if (file !== null) sets.push('file');
  if (sets.length === 0) throw new Error('nothing to bench: name a set with --sets or a file with --file');
  const limit = value('--limit') === undefined ? null : Number(value('--limit'));
  if (limit !== null && (!Number.isInteger(limit) || limit <= 0)) throw new Error('--limit: a positive whole number');
  return {
    sets,
    file,
    limit,
    misses: argv.includes('--misses'),
    revealTest: argv.includes('--reveal-test'),
    adminUrl: argv.find((a) => a.startsWith('postgres')) ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

/** A labelled set of the user's: every item needs a clause and a risk; the rest is optional. */
function readLabelledFile(path: string): EvalClause[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { clauses?: unknown };
  if (!Array.isArray(parsed.clauses)) throw new Error(`${path}: expected {"clauses": [...]}`);
  return parsed.clauses.map((raw: unknown, index) => {
    const item = raw as Partial<EvalClause>;
    if (typeof item.clause !== 'string' || !RISKS.has(String(item.expectedRisk)))
      throw new Error(`${path}: item ${index} needs "clause" and "expectedRisk" (SAFE, CAUTION or DANGER)`);
    return {
      clause: item.clause,
      expectedRisk: item.expectedRisk,
      category: item.category ?? 'uncategorised',
      expectedReference: item.expectedReference ?? null,
    } as EvalClause;
  });
}

function loadSet(name: SetName, options: Options): EvalClause[] {
  if (name === 'file') return readLabelledFile(options.file ?? '');
  if (name === 'dev-heldout') return readSplitFile('dev');
  if (name !== 'legacy') return readSplitFile(name);
  return readLegacyFixture().map((item) => ({ ...item, category: 'legacy' }));
}

interface Timing {
  stage1Ms: number;
  stage2Ms: number;
  clauses: number;
}

async function evaluateSet(
  name: SetName,
  label: string,
  items: EvalClause[],
  pool: Pool,
  embedder: EmbeddingProvider,
  analyzerOf: (item: EvalClause) => ClauseAnalyzer,
  timing: Timing,
  retrieved: Map<string, RetrievedReference[]>,
): Promise<ReportedSet[]> {
  const outcomes = [];
  const latest = new Set<string>();
  const batchOf = new Map<string, number>();
  for (const item of items) {
    const stage1 = performance.now();
    // A clause read in two sets (dev, and dev with its batch held out) is retrieved once.
    const references: RetrievedReference[] =
      retrieved.get(item.clause) ?? (await retrieveClauseReferences(pool, embedder, item.clause, { k: 5 }));
    retrieved.set(item.clause, references);
    const stage2 = performance.now();
    // An analyzer failure is recorded, not fatal: a flaky LLM should cost its clauses, not the run.
    const verdict: ClauseVerdict | Error = await analyzerOf(item)
      .analyze({ clause: item.clause, references })
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    timing.stage1Ms += stage2 - stage1;
    timing.stage2Ms += performance.now() - stage2;
    timing.clauses += 1;
    outcomes.push(toOutcome({ ...item, id: clauseId(item.clause) }, references, verdict));
    if ((item.batch ?? 1) >= FIRST_UNMEASURED_BATCH) latest.add(clauseId(item.clause));
    batchOf.set(clauseId(item.clause), item.batch ?? 1);
  }
  const whole: ReportedSet = {
    name: label,
    sealed: name === 'test',
    metrics: splitMetrics(outcomes),
    outcomes,
  };
  if (name !== 'test' || latest.size === 0) return [whole];
  const fresh = outcomes.filter((outcome) => latest.has(outcome.id));
  const reported: ReportedSet[] = [
    whole,
    {
      name: `${label}, batches ${FIRST_UNMEASURED_BATCH}+`,
      sealed: true,
      metrics: splitMetrics(fresh),
      outcomes: fresh,
    },
  ];
  const newest = Math.max(...batchOf.values());
  if (newest > FIRST_UNMEASURED_BATCH) {
    const alone = outcomes.filter((outcome) => batchOf.get(outcome.id) === newest);
    reported.push({
      name: `${label}, batch ${newest}`,
      sealed: true,
      metrics: splitMetrics(alone),
      outcomes: alone,
    });
  }
  return reported;
}

/**
 * For `dev-heldout`: the offline analyzer whose learned reader was trained on the dev split without
 * the clause's writing batch (and on the probes, as the shipped reader is), so the dev figure shows
 * what that reader does on wording it has not seen (the rules were still tuned on the whole dev
 * split). Null for an analyzer without the reader.
 */
function heldOutAnalyzers(analyzer: ClauseAnalyzer): ((item: EvalClause) => ClauseAnalyzer) | null {
  if (!(analyzer instanceof OfflineRuleAnalyzer)) return null;
  const dev = readSplitFile('dev');
  const probes = readTrainingClauses(PROBE_TRAINING_FILE);
  const byBatch = new Map<number, OfflineRuleAnalyzer>();
  return (item) => {
    const batch = item.batch ?? 1;
    let held = byBatch.get(batch);
    if (!held) {
      const model = LearnedWordingModel.train([...dev.filter((c) => (c.batch ?? 1) !== batch), ...probes]);
      held = new OfflineRuleAnalyzer({ wordingModel: model });
      byBatch.set(batch, held);
    }
    return held;
  };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const env = loadEnvOrExit();
  const embedder = createEmbeddingProvider(env);
  const analyzer = createClauseAnalyzer(env);
  const dbName = `doongzi_bench_clauses_${process.pid}`;
  const admin = new Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} template template0 encoding 'UTF8'`);
  const url = new URL(options.adminUrl);
  url.pathname = `/${dbName}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  try {
    const pgvector = await hasPgvector(pool);
    await pool.query(clauseCorpusSchemaSql({ pgvector, dimensions: embedder.dimensions }));
    const seeded = await seedClauseCorpus(pool, embedder);
    const at = new Date();
    const timing: Timing = { stage1Ms: 0, stage2Ms: 0, clauses: 0 };
    const retrieved = new Map<string, RetrievedReference[]>();
    const sets: ReportedSet[] = [];
    for (const name of options.sets) {
      const analyzerOf = name === 'dev-heldout' ? heldOutAnalyzers(analyzer) : () => analyzer;
      if (!analyzerOf) {
        console.log(`${SET_LABELS[name]}: skipped (only the offline analyzer has a learned reader to hold out)`);
        continue;
      }
      const items = loadSet(name, options);
      sets.push(
        ...(await evaluateSet(
          name,
          name === 'file' ? `file ${basename(options.file ?? '')}` : SET_LABELS[name],
          options.limit === null ? items : items.slice(0, options.limit),
          pool,
          embedder,
          analyzerOf,
          timing,
          retrieved,
        )),
      );
    }
    console.log(
      `analyzer ${analyzer.model}; embedding ${embedder.model}; vectors ${pgvector ? 'pgvector' : 'real[] exact'}; ${at.toISOString()}`,
    );
    console.log(
      `corpus seeded: ${JSON.stringify(seeded)}; split rule: ${SPLIT_RULE}${options.limit === null ? '' : `; first ${options.limit} of each set only`}\n`,
    );
    printSummary(sets);
    printConfusion(sets);
    printMisses(sets, { revealSealed: options.revealTest, allMisses: options.misses });
    printPerCategory(sets);
    const perSecond = (ms: number): number => Math.round((timing.clauses / (ms / 1000)) * 10) / 10;
    console.log(
      `\nstage 1 (embed + retrieve): ${perSecond(timing.stage1Ms)} clauses/s; stage 2 (analyzer): ${perSecond(timing.stage2Ms)} clauses/s`,
    );
    const file = writeResult('clauses', {
      analyzer: analyzer.model,
      embedding: embedder.model,
      pgvector,
      seeded,
      splitRule: SPLIT_RULE,
      limit: options.limit,
      stage1ClausesPerSecond: perSecond(timing.stage1Ms),
      stage2ClausesPerSecond: perSecond(timing.stage2Ms),
      sets: sets.map((set) => ({
        name: set.name,
        sealed: set.sealed,
        metrics: set.metrics,
        outcomes: recordedOutcomes(set, options.revealTest),
      })),
    });
    console.log(`wrote ${file}`);
  } finally {
    await pool.end();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
