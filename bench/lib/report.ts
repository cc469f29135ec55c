import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where every benchmark writes its JSON result (bench/results/<name>.json). */
export const RESULTS_DIR = path.join(__dirname, '..', 'results');

/** The wall clock in ms with sub-ms precision, comparable across processes on one machine. */
export const nowMs = (): number => performance.timeOrigin + performance.now();

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** `1,5,20` → [1, 5, 20]; rejects anything that is not a positive whole number. */
export function parseCounts(text: string, what: string): number[] {
  const values = text.split(',').map((s) => Number(s.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v <= 0))
    throw new Error(`--${what}: a comma-separated list of positive whole numbers, got "${text}"`);
  return values;
}

/** Percentile by nearest rank over values sorted ascending; null when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[index], 2);
}

export interface Distribution {
  n: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

export function distribution(values: number[]): Distribution {
  const sorted = Float64Array.from(values).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** `a / b` as "1.23 ×", or "-" when either side is missing. */
export function ratio(a: number | null | undefined, b: number | null | undefined): string {
  return a != null && b != null && b !== 0 ? `${(a / b).toFixed(2)} ×` : '-';
}

/** Writes bench/results/<name>.json with the time of the run. */
export function writeResult(name: string, result: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ bench: name, at: new Date().toISOString(), ...result }, null, 2)}\n`);
  return file;
}

/** Prints goal verdicts: met / MISSED / not measured. */
export function printGoals(goals: Record<string, boolean | null>): void {
  console.table(
    Object.fromEntries(
      Object.entries(goals).map(([k, v]) => [k, { verdict: v === null ? 'not measured' : v ? 'met' : 'MISSED' }]),
    ),
  );
}
