import { z } from 'zod';
import type { RetrievedReference } from '../clauses';
import type { TaskRow } from '../tasks/task.types';

const patternSchema = z.object({
  severity: z.enum(['CAUTION', 'DANGER']),
  why: z.string(),
  law: z.string(),
  advice: z.string(),
  cues: z.array(z.string()),
  exceptions: z.array(z.string()),
  numeric: z.object({ percentAbove: z.number() }).optional(),
});

const referenceSchema = z.object({
  id: z.string().min(1),
  source: z.string().min(1),
  title: z.string().min(1),
  text: z.string(),
  origin: z.string(),
  kind: z.enum(['STATUTE', 'CONTRACT', 'PATTERN']),
  pattern: patternSchema.nullable(),
  score: z.number(),
});

/**
 * What stage 1 leaves on the task (`input.references`) for stage 2: the full retrieved chunks, so
 * stage 2 needs neither the corpus nor a second search, and a retry of stage 2 analyses exactly
 * what was found. Parsed again when stage 2 reads it: the row is data from another process.
 */
export const storedReferencesSchema = z.array(referenceSchema);

/** The clause a CLAUSE_ANALYSIS task was created for. */
export function clauseOf(task: TaskRow): string {
  const clause = task.input['clause'];
  if (typeof clause !== 'string' || clause.trim() === '') throw new Error(`task ${task.id} carries no clause`);
  return clause;
}

/** The references stage 1 stored on the task; a row without them is a bug, not a provider failure. */
export function storedReferencesOf(task: TaskRow): RetrievedReference[] {
  const parsed = storedReferencesSchema.safeParse(task.input['references']);
  if (!parsed.success)
    throw new Error(`task ${task.id} has no usable references from stage 1: ${parsed.error.message}`);
  return parsed.data;
}
