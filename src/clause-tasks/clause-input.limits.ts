import { badInput } from '../errors/domain-error';
import { codePointLength, unstorableCharacterIn } from '../input/input-text.rules';

/** Limits of one `analyzeClauses` call (SPEC §8). */
export const CLAUSE_LIMITS = {
  /** Clauses per call. */
  maxClauses: 50,
  /** Characters (Unicode code points) per clause. */
  maxClauseLength: 2_000,
} as const;

/**
 * Checks a call's clauses before anything is written: 1 to 50 clauses, each with visible text, no
 * character the database cannot store, and at most 2,000 characters (code points). A bad call is
 * refused whole (BAD_USER_INPUT), with the first offending index in `details.index` and every
 * offending index in `details.indexes`, so a client can point at the clauses to fix.
 */
export function validateClauses(clauses: readonly string[]): void {
  if (clauses.length === 0) throw badInput('clauses: give at least one clause', { field: 'clauses', count: 0 });
  if (clauses.length > CLAUSE_LIMITS.maxClauses) {
    throw badInput(`clauses: at most ${CLAUSE_LIMITS.maxClauses} per call, got ${clauses.length}`, {
      field: 'clauses',
      count: clauses.length,
      max: CLAUSE_LIMITS.maxClauses,
    });
  }
  const problems = clauses.flatMap((clause, index) => {
    const problem = clauseProblem(clause);
    return problem ? [{ index, problem }] : [];
  });
  const first = problems[0];
  if (first) {
    throw badInput(`clauses[${first.index}]: ${first.problem}`, {
      field: 'clauses',
      index: first.index,
      indexes: problems.map((p) => p.index),
      reason: first.problem,
    });
  }
}

/** Why one clause is refused, or null when it is fine. */
export function clauseProblem(clause: string): string | null {
  if (clause.trim() === '') return 'empty or only whitespace';
  const unstorable = unstorableCharacterIn(clause);
  if (unstorable) return unstorable;
  const length = codePointLength(clause);
  if (length > CLAUSE_LIMITS.maxClauseLength) return `${length} characters; at most ${CLAUSE_LIMITS.maxClauseLength}`;
  return null;
}
