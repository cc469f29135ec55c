/**
 * OCR benchmark: scanned registry certificates from the registry-office generator, read back by
 * the OCR engine and compared with the text they were drawn from.
 *
 *   node -r ./scripts/register.js bench/ocr.ts [--count 10] [--seed 7] [--noise clean,noisy]
 *        [--dpi 200] [--psm 6] [--languages kor] [--no-deskew] [--no-despeckle] [--no-rules]
 *        [--in-process]
 *
 * `--seed` picks the certificates (their addresses). The reported figures are those of the
 * default seed, 7; tune on another seed (e.g. `--seed 101`) so that what is reported is read from
 * certificates the tuning never saw.
 *
 * Per noise level: character error rate (Levenshtein distance over the whitespace-normalised
 * texts, divided by the length of the true text; also with all whitespace removed, since OCR may
 * space Korean words differently), wall and CPU seconds per page, and peak RSS. The text is read
 * as the OCR worker reads it: by an engine whose child process does the work
 * (`createIsolatedOcrEngine`), so CPU time is this process's and the child's together, and peak RSS
 * is given for the child (where tesseract's worker thread runs) and for this process apart.
 * The child is started and ready (its code and pdfjs loaded) before the clock starts, as the
 * worker's is before its first job. `--in-process` measures the engine in this process instead,
 * one figure for both, as runs recorded in BENCHMARKS.md before the child process were measured
 * (pdfjs then loads within the first document). The scans
 * are drawn by a child process first (`--generate-into DIR`), so the figures are those of a
 * process that only does OCR, like the OCR worker. Goals:
 * CER ≤ 2 % clean, ≤ 5 % noisy, ≤ 3 s per page on one core, RSS ≤ 400 MB. `npm run bench -- ocr`
 * pins the process to one CPU (OCR_BENCH_CPUS, default the first it may use, `all` for none) and
 * prints the CPUs it had.
 * Writes bench/results/ocr.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { createIsolatedOcrEngine, createOcrEngine, type OcrEngine, type OcrEngineOptions } from '../src/ocr';
import { cpuSecondsOf, peakRssMbOf } from './lib/process-figures';

type CertificatePdfModule = typeof import('../simulator/certificate-pdf');
type GeneratorModule = typeof import('../simulator/certificate-generator');
type CertificateTextModule = typeof import('../simulator/certificate-text');

type Noise = 'clean' | 'noisy';

interface NoiseFigures {
  noise: Noise;
  certificates: number;
  pages: number;
  cer: number;
  cerIgnoringSpaces: number;
  worstCer: number;
  secondsPerPage: number;
  cpuSecondsPerPage: number;
}

const ISSUED_AT = new Date('2026-11-02T01:30:00Z');

/** Edit distance with two rolling rows: O(n·m) time, O(m) memory. */
export function levenshtein(a: string, b: string): number {
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(substitution, previous[j] + 1, current[j - 1] + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();
const squash = (text: string): string => text.replace(/\s+/g, '');

/** The CPUs the kernel lets this process use (`taskset` narrows them), as a list like `0` or `0-1`. */
function allowedCpus(): string {
  try {
    return /Cpus_allowed_list:\s+(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 'unknown';
  } catch {
    return 'unknown (no /proc)';
  }
}

/** Peak RSS: our own samples and the kernel's high-water mark (VmHWM), whichever is higher. */
function startRssSampler(): { stop(): { sampledMb: number; vmHwmMb: number } } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
      return { sampledMb: peak / 2 ** 20, vmHwmMb: hwm ? Number(hwm[1]) / 1024 : Number.NaN };
    },
  };
}

/** One scanned certificate on disk: `<name>.pdf` and the text it was drawn from, `<name>.txt`. */
interface ScanCase {
  name: string;
  pdf: Buffer;
  expected: string;
}

/** Child-process side: draws every scan and its true text into `dir`. */
async function generateScans(dir: string, count: number, seed: number, noises: readonly Noise[]): Promise<void> {
  // Required here only: the measuring process must not carry the generator's canvas and fonts.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { renderScannedCertificatePdf } = require('../simulator/certificate-pdf') as CertificatePdfModule;
  const { generateCertificate, sampleAddresses } = require('../simulator/certificate-generator') as GeneratorModule;
  const { certificateText } = require('../simulator/certificate-text') as CertificateTextModule;
  /* eslint-enable @typescript-eslint/no-require-imports */
  for (const noise of noises) {
    for (const [index, address] of sampleAddresses(count, seed).entries()) {
      const truth = generateCertificate(address, { issuedAt: ISSUED_AT });
      const name = `${noise}-${String(index).padStart(2, '0')}`;
      writeFileSync(
        path.join(dir, `${name}.pdf`),
        await renderScannedCertificatePdf(truth, { issuedAt: ISSUED_AT, noise }),
      );
      writeFileSync(path.join(dir, `${name}.txt`), certificateText(truth, { issuedAt: ISSUED_AT }));
    }
  }
}

function readScans(dir: string, noise: Noise, count: number): ScanCase[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${noise}-${String(index).padStart(2, '0')}`;
    return {
      name,
      pdf: readFileSync(path.join(dir, `${name}.pdf`)),
      expected: readFileSync(path.join(dir, `${name}.txt`), 'utf8'),
    };
  });
}

/** The engine measured, and the CPU seconds used so far by every process doing its work. */
interface MeasuredEngine {
  engine: OcrEngine;
  /** Resolves when the engine can take a call: a child has started, so its start is not counted. */
  ready(): Promise<void>;
  cpuSeconds(): number;
  /** Peak RSS of the child doing the work, when there is one; read before it stops. */
  childPeakRssMb(): number | undefined;
}

function measuredEngine(options: OcrEngineOptions, inProcess: boolean): MeasuredEngine {
  const ownCpuSeconds = (): number => {
    const cpu = process.cpuUsage();
    return (cpu.user + cpu.system) / 1e6;
  };
  if (inProcess) {
    const engine = createOcrEngine(options);
    return { engine, ready: () => engine.init(), cpuSeconds: ownCpuSeconds, childPeakRssMb: () => undefined };
  }
  const engine = createIsolatedOcrEngine(options);
  const child = (read: (pid: number) => number): number => {
    const pid = engine.childPid();
    return pid === undefined ? Number.NaN : read(pid);
  };
  return {
    engine,
    ready: async () => {
      await engine.init();
      await engine.ready();
    },
    cpuSeconds: () => ownCpuSeconds() + child(cpuSecondsOf),
    childPeakRssMb: () => child(peakRssMbOf),
  };
}

async function measureNoise(noise: Noise, scans: readonly ScanCase[], measured: MeasuredEngine): Promise<NoiseFigures> {
  const totals = { pages: 0, distance: 0, length: 0, distanceSquashed: 0, lengthSquashed: 0, wallMs: 0, cpuMicros: 0 };
  let worstCer = 0;
  for (const scan of scans) {
    const cpuBefore = measured.cpuSeconds();
    const result = await measured.engine.extractText(scan.pdf);
    totals.cpuMicros += (measured.cpuSeconds() - cpuBefore) * 1e6;
    totals.wallMs += result.msPerPage * result.pages;
    totals.pages += result.pages;
    const distance = levenshtein(collapse(result.text), collapse(scan.expected));
    totals.distance += distance;
    totals.length += collapse(scan.expected).length;
    totals.distanceSquashed += levenshtein(squash(result.text), squash(scan.expected));
    totals.lengthSquashed += squash(scan.expected).length;
    worstCer = Math.max(worstCer, distance / collapse(scan.expected).length);
    if (process.env.OCR_BENCH_DUMP) dumpPair(scan.name, scan.expected, result.text);
  }
  return {
    noise,
    certificates: scans.length,
    pages: totals.pages,
    cer: totals.distance / totals.length,
    cerIgnoringSpaces: totals.distanceSquashed / totals.lengthSquashed,
    worstCer,
    secondsPerPage: totals.wallMs / 1000 / totals.pages,
    cpuSecondsPerPage: totals.cpuMicros / 1e6 / totals.pages,
  };
}

/** With OCR_BENCH_DUMP=dir, writes each expected/actual pair for eyeballing the errors. */
function dumpPair(name: string, expected: string, actual: string): void {
  const dir = process.env.OCR_BENCH_DUMP!;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.expected.txt`), expected);
  writeFileSync(path.join(dir, `${name}.actual.txt`), actual);
}

function parseOptions(): {
  count: number;
  seed: number;
  noises: Noise[];
  inProcess: boolean;
  generateInto?: string;
  engine: OcrEngineOptions;
} {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10' },
      seed: { type: 'string', default: '7' },
      noise: { type: 'string', default: 'clean,noisy' },
      dpi: { type: 'string' },
      psm: { type: 'string' },
      languages: { type: 'string' },
      'no-deskew': { type: 'boolean', default: false },
      'no-despeckle': { type: 'boolean', default: false },
      'no-rules': { type: 'boolean', default: false },
      'generate-into': { type: 'string' },
      'in-process': { type: 'boolean', default: false },
    },
  });
  return {
    count: Number(values.count),
    seed: Number(values.seed),
    noises: values.noise.split(',') as Noise[],
    inProcess: values['in-process'],
    ...(values['generate-into'] ? { generateInto: values['generate-into'] } : {}),
    engine: {
      ...(values.dpi ? { dpi: Number(values.dpi) } : {}),
      ...(values.psm ? { pageSegMode: values.psm } : {}),
      ...(values.languages ? { languages: values.languages.split(',') } : {}),
      deskew: !values['no-deskew'],
      despeckle: !values['no-despeckle'],
      removeRules: !values['no-rules'],
    },
  };
}

async function main(): Promise<void> {
  const { count, seed, noises, inProcess, generateInto, engine: engineOptions } = parseOptions();
  if (generateInto) return generateScans(generateInto, count, seed, noises);
  const dir = mkdtempSync(path.join(tmpdir(), 'ocr-bench-'));
  try {
    execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        __filename,
        '--generate-into',
        dir,
        '--count',
        String(count),
        '--seed',
        String(seed),
        '--noise',
        noises.join(','),
      ],
      { stdio: 'inherit' },
    );
    const rss = startRssSampler();
    const baselineMb = process.memoryUsage().rss / 2 ** 20;
    const measured = measuredEngine(engineOptions, inProcess);
    await measured.ready();
    const figures: NoiseFigures[] = [];
    for (const noise of noises) figures.push(await measureNoise(noise, readScans(dir, noise, count), measured));
    const childVmHwmMb = measured.childPeakRssMb();
    await measured.engine.terminate();
    const memory = { ...rss.stop(), ...(childVmHwmMb === undefined ? {} : { childVmHwmMb }) };
    printTable(figures, memory, baselineMb);
    const results = {
      at: new Date().toISOString(),
      cpus: allowedCpus(),
      seed,
      ocrIn: inProcess ? 'this process' : 'child process',
      options: engineOptions,
      figures,
      memory: { baselineMb, ...memory },
    };
    mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    writeFileSync(path.join(__dirname, 'results', 'ocr.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(
  figures: readonly NoiseFigures[],
  memory: { sampledMb: number; vmHwmMb: number; childVmHwmMb?: number },
  baselineMb: number,
): void {
  const pct = (x: number): string => `${(x * 100).toFixed(2)} %`;
  console.table(
    figures.map((f) => ({
      noise: f.noise,
      certificates: f.certificates,
      pages: f.pages,
      CER: pct(f.cer),
      'CER no spaces': pct(f.cerIgnoringSpaces),
      'worst CER': pct(f.worstCer),
      's/page': f.secondsPerPage.toFixed(2),
      'cpu s/page': f.cpuSecondsPerPage.toFixed(2),
    })),
  );
  console.log(`CPUs this process may run on: ${allowedCpus()} (of ${cpus().length} on the machine)`);
  if (memory.childVmHwmMb !== undefined) console.log(`OCR child process: VmHWM ${memory.childVmHwmMb.toFixed(0)} MB`);
  console.log(
    `${memory.childVmHwmMb === undefined ? '' : 'this process: '}peak RSS ${memory.sampledMb.toFixed(0)} MB sampled, ` +
      `VmHWM ${memory.vmHwmMb.toFixed(0)} MB (before OCR: ${baselineMb.toFixed(0)} MB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
