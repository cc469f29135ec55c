/**
 * The registry parser's property tests, run wide: many more random certificates than the suite
 * draws, from the same arbitrary (test/unit/registry-analysis/random-certificates.helper.ts),
 * each checked on its printed text and on that text after OCR-like noise.
 *
 *   npm run bench -- registry-random [--cases 20000] [--seed S] [--case I]
 *
 * Without `--seed` a new seed is drawn and printed. Case I is drawn from its own seed, derived from
 * S and I, one case at a time (memory stays flat however many cases run), so a failing case prints
 * `--seed S --case I`, which draws that one case again and runs only it. A progress line every
 * 5,000 cases; then a table, and bench/results/registry-random.json. Exits 1 on any failing case: a
 * property the suite holds true on 450 cases a run must hold on all of them.
 */
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import {
  certificateAddress,
  noisyTextProblems,
  printedTextProblems,
} from '../test/unit/registry-analysis/random-certificates.helper';
import { writeResult } from './lib/report';

interface Failure {
  case: number;
  text: 'printed' | 'noisy';
  address: string;
  noiseSeed: number | null;
  problems: string[];
}

const MAX_CASES = 10_000_000;

/** A bad option: said in one line, exit 2. */
class UsageError extends Error {}

function main(): void {
  const { values } = parseArgs({
    options: { cases: { type: 'string' }, seed: { type: 'string' }, case: { type: 'string' } },
  });
  const cases = wholeNumber('--cases', values.cases ?? '20000', 1, MAX_CASES);
  const seed =
    values.seed !== undefined
      ? wholeNumber('--seed', values.seed, -(2 ** 31), 2 ** 31 - 1)
      : Math.floor(Math.random() * 2 ** 31);
  const only = values.case !== undefined ? wholeNumber('--case', values.case, 0, MAX_CASES - 1) : null;
  if (only !== null && values.seed === undefined)
    throw new UsageError('--case replays one case of a run: give its --seed too');
  if (only !== null && values.cases !== undefined)
    throw new UsageError("--case runs one case: leave out --cases (a case is the same whatever the run's length)");
  const total = only !== null ? 1 : cases;
  console.log(`registry-random: seed ${seed}, ${only !== null ? `case ${only} only` : `${cases} cases`}`);
  const failures: Failure[] = [];
  const started = performance.now();
  for (let done = 0; done < total; done += 1) {
    const index = only ?? done;
    const [address, noiseSeed] = drawCase(seed, index);
    const found: Failure[] = [];
    const printed = checked(() => printedTextProblems(address));
    if (printed.length > 0) found.push({ case: index, text: 'printed', address, noiseSeed: null, problems: printed });
    const noisy = checked(() => noisyTextProblems(address, noiseSeed));
    if (noisy.length > 0) found.push({ case: index, text: 'noisy', address, noiseSeed, problems: noisy });
    for (const failure of found)
      console.log(
        `  FAIL case ${index} (replay: --seed ${seed} --case ${index}) ${failure.text} ${JSON.stringify(failure.address)} noise ${failure.noiseSeed}: ${failure.problems.join(' | ')}`,
      );
    failures.push(...found);
    if ((done + 1) % 5000 === 0) console.log(`[${done + 1}/${total}] failing so far: ${failures.length}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    seed,
    cases: total,
    ...(only !== null ? { case: only } : {}),
    printedTextFailures: failures.filter((failure) => failure.text === 'printed').length,
    noisyTextFailures: failures.filter((failure) => failure.text === 'noisy').length,
    casesPerSecond: Math.round(total / seconds),
  };
  console.table(figures);
  console.log(`wrote ${writeResult('registry-random', { figures, failures })}`);
  if (failures.length > 0) {
    console.log(`registry-random: ${failures.length} failing; each FAIL line says how to replay its case`);
    process.exitCode = 1;
  }
}

/**
 * Case `index` of the run seeded `seed`: drawn from a seed of its own, so it can be drawn again
 * alone. Without bias: fast-check leans a run's early draws towards small and edge values, and
 * every case here is the first draw of its own run, so with bias most would be (the suite's
 * property tests, which run with it, draw those).
 */
const CASE = fc.noBias(fc.tuple(certificateAddress, fc.integer()));

function drawCase(seed: number, index: number): [string, number] {
  const [drawn] = fc.sample(CASE, { numRuns: 1, seed: caseSeed(seed, index) });
  if (!drawn) throw new Error(`case ${index} of seed ${seed} drew nothing`);
  return drawn;
}

/** Mixes the run's seed and the case's index into a 32-bit seed (a multiply-xorshift; neighbouring indexes land far apart). */
function caseSeed(seed: number, index: number): number {
  let mixed = Math.imul(seed ^ Math.imul(index + 1, 0x9e3779b1), 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return mixed ^ (mixed >>> 16);
}

/** A whole number in [min, max] written in decimal, or an error naming the option and what it got. */
function wholeNumber(option: string, written: string, min: number, max: number): number {
  const value = /^-?\d+$/.test(written.trim()) ? Number(written) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(
      `${option}: a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, got "${written}"`,
    );
  return value;
}

/** A thrown error is a failing case too (the parser must answer or refuse with RegistryParseError). */
function checked(problemsOf: () => string[]): string[] {
  try {
    return problemsOf();
  } catch (error) {
    return [`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`registry-random: ${error.message}`);
  process.exitCode = 2;
}
