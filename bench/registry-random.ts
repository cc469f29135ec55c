/**
 * The registry parser's property tests, run wide: many more random certificates than the suite
 * draws, from the same arbitrary (test/unit/registry-analysis/random-certificates.helper.ts),
 * each checked on its printed text and on that text after OCR-like noise.
 *
 *   npm run bench -- registry-random [--cases 20000] [--seed S]
 *
 * Without `--seed` a new seed is drawn and printed; every failing case prints its address and
 * noise seed, which `--seed S` with the same `--cases` draws again. A progress line every 5,000
 * cases; then a table, and bench/results/registry-random.json. Exits 1 on any failing case: a
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
  text: 'printed' | 'noisy';
  address: string;
  noiseSeed: number | null;
  problems: string[];
}

function main(): void {
  const { values } = parseArgs({
    options: { cases: { type: 'string', default: '20000' }, seed: { type: 'string' } },
  });
  const cases = Number(values.cases);
  if (!Number.isInteger(cases) || cases < 1 || cases > 10_000_000)
    throw new Error(`--cases: a whole number from 1 to 10,000,000, got "${values.cases}"`);
  const seed = values.seed !== undefined ? Number(values.seed) | 0 : Math.floor(Math.random() * 2 ** 31);
  console.log(`registry-random: seed ${seed}, ${cases} cases`);
  const samples = fc.sample(fc.tuple(certificateAddress, fc.integer()), { numRuns: cases, seed });
  const failures: Failure[] = [];
  const started = performance.now();
  for (const [index, [address, noiseSeed]] of samples.entries()) {
    const found: Failure[] = [];
    const printed = checked(() => printedTextProblems(address));
    if (printed.length > 0) found.push({ text: 'printed', address, noiseSeed: null, problems: printed });
    const noisy = checked(() => noisyTextProblems(address, noiseSeed));
    if (noisy.length > 0) found.push({ text: 'noisy', address, noiseSeed, problems: noisy });
    for (const failure of found)
      console.log(
        `  FAIL ${failure.text} ${JSON.stringify(failure.address)} noise ${failure.noiseSeed}: ${failure.problems.join(' | ')}`,
      );
    failures.push(...found);
    if ((index + 1) % 5000 === 0) console.log(`[${index + 1}/${cases}] failing so far: ${failures.length}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    seed,
    cases,
    printedTextFailures: failures.filter((failure) => failure.text === 'printed').length,
    noisyTextFailures: failures.filter((failure) => failure.text === 'noisy').length,
    casesPerSecond: Math.round(cases / seconds),
  };
  console.table(figures);
  console.log(`wrote ${writeResult('registry-random', { figures, failures })}`);
  if (failures.length > 0) {
    console.log(`registry-random: ${failures.length} failing; replay with --seed ${seed} --cases ${cases}`);
    process.exitCode = 1;
  }
}

/** A thrown error is a failing case too (the parser must answer or refuse with RegistryParseError). */
function checked(problemsOf: () => string[]): string[] {
  try {
    return problemsOf();
  } catch (error) {
    return [`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
  }
}

main();
