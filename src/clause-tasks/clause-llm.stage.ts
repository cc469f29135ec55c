import { count } from '../metrics/metrics';
import type { ClauseAnalyzer, ClauseVerdict } from '../clauses';
import type { Database } from '../infra/database';
import { AttemptSupersededError } from '../tasks/task-errors';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { markSucceeded } from '../tasks/transitions';
import { insertClauseAnalysis } from './clause-analysis.storage';
import { providerFailure } from './provider-failure.mapper';
import { clauseOf, storedReferencesOf } from './stored-references.schema';

/** What stage 2 needs; the worker builds it from configuration, a test passes its own. */
export interface ClauseLlmDeps {
  db: Database;
  publisher: TaskEventsPublisher;
  analyzer: ClauseAnalyzer;
}

/**
 * Stage 2 of a clause analysis (SPEC §8), on a row this attempt holds: analyse the clause with the
 * references stage 1 stored, then insert the analysis and mark the task SUCCESS (stage DONE) in
 * one transaction — SUCCESS always means the analysis exists. Provider failures are LLM_FAILED,
 * retried as the provider says (a 429's Retry-After sets the wait); anything else is a bug and
 * ends UNKNOWN through the worker's safety net.
 */
export async function runClauseLlmStage(deps: ClauseLlmDeps, task: TaskRow, attempt: number): Promise<TaskRow> {
  const input = { clause: clauseOf(task), references: storedReferencesOf(task) };
  let verdict: ClauseVerdict;
  try {
    verdict = await deps.analyzer.analyze(input);
  } catch (error) {
    throw providerFailure('LLM_FAILED', error) ?? error;
  }
  const done = await deps.db.transaction(async (tx) => {
    await insertClauseAnalysis(tx, task.id, verdict, deps.analyzer.model);
    const succeeded = await markSucceeded(tx, task.id, attempt, { stage: 'DONE' });
    // Rolls the insert back: the attempt that does hold the row writes its own analysis.
    if (!succeeded) throw new AttemptSupersededError(task.id);
    return succeeded;
  });
  // The task ends here: nothing after this waits on the publish reply.
  deps.publisher.publishInBackground(done);
  count('effects_total', { effect: 'clause_analysis' });
  return done;
}
