/**
 * Registry rights analysis benchmark (SPEC §4.5) on scanned certificates: generate → scanned PDF
 * (clean and noisy in turn) → OCR → analyzeRegistryText, compared with what the generator put in.
 *
 *   node -r ./scripts/register.js bench/registry.ts [count = 100]
 *
 * Prints a progress line per certificate, then: rights found / rights in truth, amounts exact and
 * cancellation flags right (of the rights found), owners right, risk levels right (the rules
 * applied to the truth), and analyses per second with and without OCR.
 * Goal: ≥ 98 % of rights and 100 % of risk levels right. Writes bench/results/registry.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createOcrEngine } from '../src/ocr';
import { analyzeRegistryText } from '../src/registry-analysis/analyze-registry-text';
import { evaluateRules } from '../src/registry-analysis/registry-rules';
import { generateCertificate, sampleAddresses } from '../src/registry-office/certificate-generator';
import { renderScannedCertificatePdf } from '../src/registry-office/certificate-pdf';
import { compareWithTruth, truthAsParsed } from '../test/unit/registry-analysis/truth-comparison.helper';

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');
/** Every other nest has amounts, so SECURED_DEBT_HIGH is exercised: 3억 deposit on a 6억 home. */
const AMOUNTS = { depositKrw: 300_000_000, marketPriceKrw: 600_000_000 };

interface Totals {
  certificates: number; rightsInTruth: number; rightsFound: number; amountsRight: number; cancellationsRight: number;
  extraRights: number; ownersRight: number; risksRight: number; parseFailures: number; ocrMs: number; pages: number;
}

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 100);
  const engine = createOcrEngine();
  await engine.init();
  const totals: Totals = { certificates: 0, rightsInTruth: 0, rightsFound: 0, amountsRight: 0, cancellationsRight: 0, extraRights: 0, ownersRight: 0, risksRight: 0, parseFailures: 0, ocrMs: 0, pages: 0 };
  const texts: Array<{ text: string; options: Parameters<typeof analyzeRegistryText>[1] }> = [];
  const failures: Array<{ address: string; problems: string[] }> = [];
  const addresses = sampleAddresses(count, 2026);
  for (const [index, address] of addresses.entries()) {
    const truth = generateCertificate(address, { issuedAt: ISSUED_AT });
    const noise = index % 2 === 0 ? 'clean' : 'noisy';
    const pdf = await renderScannedCertificatePdf(truth, { noise });
    const started = performance.now();
    const ocr = await engine.extractText(pdf);
    const ocrMs = performance.now() - started;
    const options = { ...(index % 2 === 0 ? AMOUNTS : {}), analyzedAt: ISSUED_AT };
    texts.push({ text: ocr.text, options });
    const expectedRisk = evaluateRules(truthAsParsed(truth), { depositKrw: null, marketPriceKrw: null, ...options }).riskLevel;
    totals.certificates += 1;
    totals.ocrMs += ocrMs;
    totals.pages += ocr.pages;
    totals.rightsInTruth += truth.rights.length;
    let line: string;
    try {
      const result = analyzeRegistryText(ocr.text, options);
      const comparison = compareWithTruth({ ...result, ownedSince: null }, truth);
      totals.rightsFound += comparison.rightsFound;
      totals.amountsRight += comparison.amountsRight;
      totals.cancellationsRight += comparison.cancellationsRight;
      totals.extraRights += comparison.extraRights;
      totals.ownersRight += comparison.ownersRight ? 1 : 0;
      totals.risksRight += result.riskLevel === expectedRisk ? 1 : 0;
      if (comparison.problems.length > 0 || result.riskLevel !== expectedRisk) {
        failures.push({ address, problems: [...comparison.problems, ...(result.riskLevel !== expectedRisk ? [`risk ${result.riskLevel} ≠ ${expectedRisk}`] : [])] });
      }
      line = `rights ${comparison.rightsFound}/${truth.rights.length} risk ${result.riskLevel}${result.riskLevel === expectedRisk ? '' : ` ≠ ${expectedRisk}`}`;
    } catch (error) {
      totals.parseFailures += 1;
      failures.push({ address, problems: [`parse failed: ${(error as Error).message}`] });
      line = `PARSE FAILED ${(error as Error).message}`;
    }
    console.log(`[${index + 1}/${count}] ${noise.padEnd(5)} ${ocr.pages}p ${(ocrMs / 1000).toFixed(1)}s ${line}  ${address}`);
  }
  await engine.terminate();
  report(totals, texts, failures);
}

function report(totals: Totals, texts: Array<{ text: string; options: Parameters<typeof analyzeRegistryText>[1] }>, failures: Array<{ address: string; problems: string[] }>): void {
  const rounds = Math.max(1, Math.ceil(2000 / Math.max(1, texts.length)));
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const { text, options } of texts) {
      try { analyzeRegistryText(text, options); } catch { /* counted above */ }
    }
  }
  const parseSeconds = (performance.now() - started) / 1000 / (rounds * texts.length);
  const pct = (part: number, whole: number): number => (whole === 0 ? 100 : Math.round((part / whole) * 10_000) / 100);
  const figures = {
    certificates: totals.certificates,
    pages: totals.pages,
    rightsFoundPct: pct(totals.rightsFound, totals.rightsInTruth),
    amountsExactPct: pct(totals.amountsRight, totals.rightsFound),
    cancellationFlagsRightPct: pct(totals.cancellationsRight, totals.rightsFound),
    extraRights: totals.extraRights,
    ownersRightPct: pct(totals.ownersRight, totals.certificates),
    riskLevelsRightPct: pct(totals.risksRight, totals.certificates),
    parseFailures: totals.parseFailures,
    analysesPerSecondParseAndRules: Math.round(1 / parseSeconds),
    analysesPerSecondWithOcr: Math.round((totals.certificates / (totals.ocrMs / 1000)) * 1000) / 1000,
    ocrSecondsPerPage: Math.round((totals.ocrMs / 1000 / Math.max(1, totals.pages)) * 100) / 100,
  };
  console.table(figures);
  for (const failure of failures) console.log(`  ${failure.address}: ${failure.problems.join('; ')}`);
  const out = path.join(__dirname, 'results', 'registry.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), figures, failures }, null, 2)}\n`);
  console.log(`wrote ${out}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
