import type { FuzzCase } from './fuzz-cases';
import type { Verdict } from './fuzz-verdict';

/** One case that broke an invariant, with what is needed to replay it (`--seed`, `--case`). */
export interface FuzzFailure {
  index: number;
  category: string;
  note: string;
  request: string;
  outcome: string;
  response: string;
  problems: string[];
}

/** Counts per category: cases, outcomes and failures. */
export class FuzzTally {
  private readonly rows = new Map<string, { count: number; outcomes: Map<string, number>; failures: number }>();
  readonly failures: FuzzFailure[] = [];

  record(index: number, c: FuzzCase, verdict: Verdict, response: string): void {
    let row = this.rows.get(c.category);
    if (!row) this.rows.set(c.category, (row = { count: 0, outcomes: new Map(), failures: 0 }));
    row.count++;
    for (const outcome of verdict.tallied) row.outcomes.set(outcome, (row.outcomes.get(outcome) ?? 0) + 1);
    if (verdict.problems.length === 0) return;
    row.failures++;
    this.failures.push({
      index,
      category: c.category,
      note: c.note,
      request: describeRequest(c),
      outcome: verdict.outcome,
      response: clip(response, 600),
      problems: verdict.problems,
    });
  }

  get total(): number {
    return [...this.rows.values()].reduce((sum, r) => sum + r.count, 0);
  }

  /**
   * The table printed at the end: category, cases, outcomes by status or code (most frequent first,
   * `maxOutcomes` of them), failures. A socket counts each of its message kinds.
   */
  table(maxOutcomes = Infinity): Record<string, { cases: number; outcomes: string; failures: number }> {
    return Object.fromEntries(
      [...this.rows.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([category, r]) => {
          const sorted = [...r.outcomes.entries()].sort((a, b) => b[1] - a[1]);
          const shown = sorted.slice(0, maxOutcomes).map(([o, n]) => `${o} ×${n}`);
          if (sorted.length > maxOutcomes) shown.push(`… ${sorted.length - maxOutcomes} more`);
          return [category, { cases: r.count, outcomes: shown.join(', '), failures: r.failures }];
        }),
    );
  }

  /** Failures grouped by category, outcome and problem: each group is one defect to fix, with its examples. */
  distinctFailures(): Array<{ key: string; count: number; examples: FuzzFailure[] }> {
    const groups = new Map<string, FuzzFailure[]>();
    for (const f of this.failures) {
      // The outcome of a socket lists every message; its problems alone name the defect.
      const key = f.request.startsWith('ws ')
        ? `${f.category} | ${f.problems.join('; ')}`
        : `${f.category} | ${f.outcome} | ${f.problems.join('; ')}`;
      groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    return [...groups.entries()].map(([key, all]) => ({ key, count: all.length, examples: all.slice(0, 3) }));
  }
}

export function clip(text: string, max: number): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} characters)` : shown;
}

/** The request as a person reads it in a report, long parts cut. */
export function describeRequest(c: FuzzCase): string {
  if (c.transport === 'raw') return `raw bytes ${clip(c.bytes.toString('latin1'), 400)}`;
  if (c.transport === 'ws') {
    const headers = Object.keys(c.headers).length > 0 ? ` headers ${clip(JSON.stringify(c.headers), 200)}` : '';
    return `ws ${c.path} protocols ${JSON.stringify(c.protocols)}${headers} frames [${c.frames.map((f) => (Buffer.isBuffer(f) ? `<${f.length} binary bytes>` : clip(f, 300))).join(', ')}]`;
  }
  const headers = Object.fromEntries(
    Object.entries(c.headers).map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v]),
  );
  return `${c.method} ${clip(c.path, 300)} headers ${JSON.stringify(headers)}${c.body ? ` body ${clip(c.body.toString('utf8'), 400)}` : ''}`;
}
