/**
 * Registry rights analysis benchmark (SPEC §4.5) on scanned certificates: generate → scanned PDF
 * (clean and noisy in turn) → OCR → analyzeRegistryText, compared with what the generator put in.
 *
 *   npm run bench -- registry [count = 100] [--seed 2026] [--text] [--from-texts FILE]
 *
 * `--seed` picks another sample of addresses (the parser's fixes were studied on seed 2026's
 * misses: another seed is the fair measure). `--text` skips the scan and OCR and parses the printed text (seconds instead of minutes: the
 * parser alone). `--from-texts FILE` parses again what an earlier run's OCR read (its
 * registry-texts.jsonl, copied elsewhere first), each against its address's truth: to see what a
 * parser change does to the same reads without scanning again. Prints a progress line per certificate, then the totals and one row per feature
 * of real certificates (bench/lib/certificate-features.ts: amendments, co-ownership, 가등기, …):
 * rights found and exact (amount, cancellation, share and amendments right), holders right, owners
 * with their shares, secured debt and risk levels (the rules applied to the truth).
 * Goals: rights exact ≥ 99 %, owners, secured debt and risk levels 100 %, per feature.
 * Writes bench/results/registry.json, and what OCR read of each certificate to
 * bench/results/registry-texts.jsonl (one line each, written as it goes).
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createOcrEngine, type OcrEngine } from '../src/ocr';
import { analyzeRegistryText } from '../src/registry-analysis/analyze-registry-text';
import { evaluateRules } from '../src/registry-analysis/registry-rules';
import { generateCertificate, sampleAddresses } from '../simulator/certificate-generator';
import { renderScannedCertificatePdf } from '../simulator/certificate-pdf';
import { layoutCertificate } from '../simulator/certificate-text';
import { compareWithTruth, truthAsParsed } from '../test/unit/registry-analysis/truth-comparison.helper';
import {
  CERTIFICATE_FEATURES,
  carriesKeyFeature,
  featuresOf,
  type CertificateFeature,
} from './lib/certificate-features';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');
/** Every other nest has amounts, so SECURED_DEBT_HIGH is exercised: 3억 deposit on a 6억 home. */
const AMOUNTS = { depositKrw: 300_000_000, marketPriceKrw: 600_000_000 };

interface Tally {
  certificates: number;
  rightsInTruth: number;
  rightsFound: number;
  rightsExact: number;
  amountsRight: number;
  cancellationsRight: number;
  holdersRight: number;
  extraRights: number;
  ownersRight: number;
  securedDebtRight: number;
  risksRight: number;
  parseFailures: number;
}

const emptyTally = (): Tally => ({
  certificates: 0,
  rightsInTruth: 0,
  rightsFound: 0,
  rightsExact: 0,
  amountsRight: 0,
  cancellationsRight: 0,
  holdersRight: 0,
  extraRights: 0,
  ownersRight: 0,
  securedDebtRight: 0,
  risksRight: 0,
  parseFailures: 0,
});

interface Run {
  ocrMs: number;
  pages: number;
  keyFeatureCertificates: number;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const valueOf = (flag: string): string | undefined =>
    args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined;
  const flagValues = new Set(['--seed', '--from-texts'].map((flag) => args.indexOf(flag) + 1).filter((at) => at > 0));
  const keptTexts = readKeptTexts(valueOf('--from-texts'));
  const textOnly = args.includes('--text') || keptTexts !== null;
  const seed = Number(valueOf('--seed') ?? 2026);
  const count =
    keptTexts?.length ?? Number(args.find((arg, at) => !arg.startsWith('--') && !flagValues.has(at)) ?? 100);
  if (!Number.isInteger(seed)) throw new Error(`--seed: a whole number, got ${valueOf('--seed')}`);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`count: a positive whole number, got ${count}`);
  mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  if (keptTexts === null) writeFileSync(textsFile(textOnly), '');
  const engine: OcrEngine | null = textOnly ? null : createOcrEngine();
  await engine?.init();
  const total = emptyTally();
  const byFeature = new Map<CertificateFeature, Tally>(CERTIFICATE_FEATURES.map((feature) => [feature, emptyTally()]));
  const run: Run = { ocrMs: 0, pages: 0, keyFeatureCertificates: 0 };
  const texts: Array<{
    address: string;
    noise: string;
    text: string;
    options: Parameters<typeof analyzeRegistryText>[1];
  }> = [];
  const failures: Array<{ address: string; features: CertificateFeature[]; problems: string[] }> = [];
  const addresses = keptTexts?.map((kept) => kept.address) ?? sampleAddresses(count, seed);
  for (const [index, address] of addresses.entries()) {
    const truth = generateCertificate(address, { issuedAt: ISSUED_AT });
    const features = featuresOf(truth);
    if (carriesKeyFeature(features)) run.keyFeatureCertificates += 1;
    const kept = keptTexts?.[index];
    const noise = index % 2 === 0 ? 'clean' : 'noisy';
    let text: string;
    let progress = textOnly ? 'text ' : '';
    if (kept) {
      text = kept.text;
      progress = `kept ${kept.noise.padEnd(5)}`;
    } else if (engine) {
      const started = performance.now();
      const ocr = await engine.extractText(await renderScannedCertificatePdf(truth, { noise }));
      const ocrMs = performance.now() - started;
      run.ocrMs += ocrMs;
      run.pages += ocr.pages;
      text = ocr.text;
      progress = `${noise.padEnd(5)} ${ocr.pages}p ${(ocrMs / 1000).toFixed(1)}s`;
    } else {
      text = layoutCertificate(truth).text;
    }
    const options = { ...(index % 2 === 0 ? AMOUNTS : {}), analyzedAt: ISSUED_AT };
    texts.push({ address, noise: kept?.noise ?? (textOnly ? 'text' : noise), text, options });
    // What OCR read, one JSON line per certificate as it goes, to study a miss without scanning again.
    if (keptTexts === null)
      appendFileSync(textsFile(textOnly), `${JSON.stringify({ address, noise: textOnly ? 'text' : noise, text })}\n`);
    const expectedRisk = evaluateRules(truthAsParsed(truth), {
      depositKrw: null,
      marketPriceKrw: null,
      ...options,
    }).riskLevel;
    const tallies = [total, ...features.map((feature) => byFeature.get(feature) as Tally)];
    for (const tally of tallies) {
      tally.certificates += 1;
      tally.rightsInTruth += truth.rights.length;
    }
    let line: string;
    try {
      const result = analyzeRegistryText(text, options);
      const comparison = compareWithTruth({ ...result, ownedSince: null }, truth);
      const riskRight = result.riskLevel === expectedRisk;
      for (const tally of tallies) {
        tally.rightsFound += comparison.rightsFound;
        tally.rightsExact += comparison.rightsExact;
        tally.amountsRight += comparison.amountsRight;
        tally.cancellationsRight += comparison.cancellationsRight;
        tally.holdersRight += comparison.holdersRight;
        tally.extraRights += comparison.extraRights;
        tally.ownersRight += comparison.ownersRight && comparison.ownerSharesRight ? 1 : 0;
        tally.securedDebtRight += comparison.securedDebtRight ? 1 : 0;
        tally.risksRight += riskRight ? 1 : 0;
      }
      if (comparison.problems.length > 0 || !riskRight) {
        failures.push({
          address,
          features,
          problems: [...comparison.problems, ...(riskRight ? [] : [`risk ${result.riskLevel} ≠ ${expectedRisk}`])],
        });
      }
      line = `rights ${comparison.rightsExact}/${truth.rights.length} risk ${result.riskLevel}${riskRight ? '' : ` ≠ ${expectedRisk}`}`;
    } catch (error) {
      for (const tally of tallies) tally.parseFailures += 1;
      failures.push({ address, features, problems: [`parse failed: ${(error as Error).message}`] });
      line = `PARSE FAILED ${(error as Error).message}`;
    }
    console.log(`[${index + 1}/${count}] ${progress} ${line}  [${features.join(', ')}]  ${address}`);
  }
  await engine?.terminate();
  const source = keptTexts !== null ? 'kept' : textOnly ? 'text' : 'ocr';
  report({ total, byFeature, run, texts, failures, source });
}

/** The lines of a registry-texts.jsonl an earlier run kept, or null without --from-texts. */
function readKeptTexts(file: string | undefined): Array<{ address: string; noise: string; text: string }> | null {
  if (file === undefined) return null;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new Error(`--from-texts: ${file} holds no certificate`);
  return lines.map((line, at) => {
    const kept = JSON.parse(line) as { address?: unknown; noise?: unknown; text?: unknown };
    if (typeof kept.address !== 'string' || typeof kept.text !== 'string')
      throw new Error(`--from-texts: line ${at + 1} of ${file} lacks address or text`);
    return { address: kept.address, noise: typeof kept.noise === 'string' ? kept.noise : 'kept', text: kept.text };
  });
}

const textsFile = (textOnly: boolean): string =>
  path.join(__dirname, 'results', textOnly ? 'registry-text-texts.jsonl' : 'registry-texts.jsonl');

const pct = (part: number, whole: number): number => (whole === 0 ? 100 : Math.round((part / whole) * 10_000) / 100);

function figuresOf(tally: Tally) {
  return {
    certificates: tally.certificates,
    rightsFoundPct: pct(tally.rightsFound, tally.rightsInTruth),
    rightsExactPct: pct(tally.rightsExact, tally.rightsInTruth),
    amountsExactPct: pct(tally.amountsRight, tally.rightsFound),
    cancellationFlagsRightPct: pct(tally.cancellationsRight, tally.rightsFound),
    holdersRightPct: pct(tally.holdersRight, tally.rightsFound),
    extraRights: tally.extraRights,
    ownersWithSharesRightPct: pct(tally.ownersRight, tally.certificates),
    securedDebtRightPct: pct(tally.securedDebtRight, tally.certificates),
    riskLevelsRightPct: pct(tally.risksRight, tally.certificates),
    parseFailures: tally.parseFailures,
  };
}

function report(input: {
  total: Tally;
  byFeature: Map<CertificateFeature, Tally>;
  run: Run;
  texts: Array<{ address: string; noise: string; text: string; options: Parameters<typeof analyzeRegistryText>[1] }>;
  failures: Array<{ address: string; features: CertificateFeature[]; problems: string[] }>;
  source: 'ocr' | 'text' | 'kept';
}): void {
  const { total, byFeature, run, texts, failures, source } = input;
  const textOnly = source !== 'ocr';
  const rounds = Math.max(1, Math.ceil(2000 / Math.max(1, texts.length)));
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const { text, options } of texts) {
      try {
        analyzeRegistryText(text, options);
      } catch {
        /* counted above */
      }
    }
  }
  const parseSeconds = (performance.now() - started) / 1000 / (rounds * texts.length);
  const figures = {
    source: {
      ocr: 'scanned PDF through OCR, clean and noisy in turn',
      text: 'printed text (no OCR)',
      kept: "what an earlier run's OCR read, parsed again",
    }[source],
    ...figuresOf(total),
    keyFeatureSharePct: pct(run.keyFeatureCertificates, total.certificates),
    analysesPerSecondParseAndRules: Math.round(1 / parseSeconds),
    ...(textOnly
      ? {}
      : {
          pages: run.pages,
          analysesPerSecondWithOcr: Math.round((total.certificates / (run.ocrMs / 1000)) * 1000) / 1000,
          ocrSecondsPerPage: Math.round((run.ocrMs / 1000 / Math.max(1, run.pages)) * 100) / 100,
        }),
  };
  console.table(figures);
  const perFeature = Object.fromEntries(
    [...byFeature]
      .filter(([, tally]) => tally.certificates > 0)
      .map(([feature, tally]) => {
        const {
          certificates,
          rightsExactPct,
          holdersRightPct,
          ownersWithSharesRightPct,
          securedDebtRightPct,
          riskLevelsRightPct,
          parseFailures,
        } = figuresOf(tally);
        return [
          feature,
          {
            certificates,
            rightsExactPct,
            holdersRightPct,
            ownersWithSharesRightPct,
            securedDebtRightPct,
            riskLevelsRightPct,
            parseFailures,
          },
        ];
      }),
  );
  console.log('per feature (a certificate counts under every feature it carries):');
  console.table(perFeature);
  for (const failure of failures)
    console.log(`  ${failure.address} [${failure.features.join(', ')}]: ${failure.problems.join('; ')}`);
  const out = path.join(
    __dirname,
    'results',
    { ocr: 'registry.json', text: 'registry-text.json', kept: 'registry-kept.json' }[source],
  );
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), figures, perFeature, failures }, null, 2)}\n`);
  console.log(source === 'kept' ? `wrote ${out}` : `wrote ${out} and ${textsFile(textOnly)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
