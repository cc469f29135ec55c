import { count } from '../metrics/metrics';
import type { Database, Queryable } from '../infra/database';
import { AttemptSupersededError, PermanentFailure, TaskFailure, TransientFailure } from '../tasks/task-errors';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { markSucceeded } from '../tasks/transitions';
import { analyzeRegistryText } from './analyze-registry-text';
import { findAnalysisSource, insertRegistryAnalysis } from './registry-analysis.storage';
import type { RegistryAnalysisResult } from './registry-analysis.types';
import { RegistryParseError } from './registry-parse.error';
import type { RegistryRulesConfig } from './registry-rules';

export interface RegistryAnalysisDeps {
  db: Database;
  /** Publishes committed transitions (TaskEventsPublisher). */
  publisher: Pick<TaskEventsPublisher, 'publishInBackground'>;
  /** The clock "recent transfer" is measured from. Default: `() => new Date()`. */
  now?: () => Date;
  /** Overrides of the rule table. Default: SPEC §4.5. */
  rules?: RegistryRulesConfig;
}

/**
 * One attempt of a REGISTRY_ANALYSIS task (SPEC §4.5) on a row this attempt holds: read the OCR
 * text of the task's file and the nest's amounts, analyse, then store the analysis and SUCCESS in
 * one transaction. A text that is not a certificate is a permanent PARSE_FAILED: the same text
 * would fail again.
 */
export async function runRegistryAnalysis(
  deps: RegistryAnalysisDeps,
  task: TaskRow,
  attempt: number,
): Promise<TaskRow> {
  const input = await loadInput(deps.db, task).catch(asTransient);
  let result: RegistryAnalysisResult;
  try {
    result = analyzeRegistryText(input.text, {
      depositKrw: input.depositKrw,
      marketPriceKrw: input.marketPriceKrw,
      analyzedAt: (deps.now ?? (() => new Date()))(),
      rules: deps.rules,
    });
  } catch (error) {
    if (error instanceof RegistryParseError)
      throw new PermanentFailure('PARSE_FAILED', error.message, { cause: error });
    throw error;
  }
  const done = await deps.db
    .transaction(async (tx) => {
      await insertRegistryAnalysis(tx, { taskId: task.id, fileId: input.fileId, result });
      const succeeded = await markSucceeded(tx, task.id, attempt);
      // Rolls the insert back with it: only the attempt holding the row may record a result.
      if (!succeeded) throw new AttemptSupersededError(task.id);
      return succeeded;
    })
    .catch(asTransient);
  // The task ends here: nothing after this waits on the publish reply.
  deps.publisher.publishInBackground(done);
  count('effects_total', { effect: 'registry_analysis' });
  return done;
}

/**
 * A database error is worth another attempt (the queue's policy: `REGISTRY_ANALYSIS_MAX_RETRIES`);
 * the analysis itself is deterministic, so only the I/O around it can be transient.
 */
function asTransient(error: unknown): never {
  if (error instanceof TaskFailure || error instanceof AttemptSupersededError) throw error;
  throw new TransientFailure('ANALYSIS_FAILED', `registry analysis storage failed: ${(error as Error).message}`, {
    cause: error,
  });
}

interface AnalysisInput {
  fileId: string;
  text: string;
  depositKrw: number | null;
  marketPriceKrw: number | null;
}

async function loadInput(q: Queryable, task: TaskRow): Promise<AnalysisInput> {
  const found = await findAnalysisSource(q, task.nestId, task.fileId);
  const text = found?.ocrText;
  if (!task.fileId || !found || !text?.trim()) throw new PermanentFailure('PARSE_FAILED', 'no text to analyse');
  return { fileId: task.fileId, text, depositKrw: found.depositKrw, marketPriceKrw: found.marketPriceKrw };
}
