import {
  retrieveClauseReferences,
  type EmbeddingProvider,
  type RetrievedReference,
  type SearchReferencesOptions,
} from '../clauses';
import type { Database } from '../infra/database';
import type { TaskDispatcher } from '../tasks/dispatch';
import { handOffToNextStage } from '../tasks/hand-off';
import { TransientFailure } from '../tasks/task-errors';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { providerFailure } from './provider-failure.mapper';
import { clauseOf } from './stored-references.schema';

/** What stage 1 needs; the worker builds it from configuration, a test passes its own. */
export interface ClauseSearchDeps {
  db: Database;
  publisher: TaskEventsPublisher;
  dispatcher: TaskDispatcher;
  /** Must be the provider (and model) the corpus was embedded with. */
  embedder: EmbeddingProvider;
  /** Retrieval tuning; default: the top 5 references. */
  search?: SearchReferencesOptions;
}

/** The job id of a task's stage 2: fixed, so a repeated hand-off names the same job. */
export const llmJobId = (taskId: string): string => `${taskId}:llm`;

/**
 * Stage 1 of a clause analysis (SPEC §8), on a row this attempt holds: embed the clause, retrieve
 * and rerank references, keep them on the task and hand it to stage LLM — the worker drives the
 * chain, nobody polls. The hand-off commits before stage 2 is enqueued; if the enqueue fails the
 * row still names the job and the reaper sends it.
 */
export async function runClauseSearchStage(deps: ClauseSearchDeps, task: TaskRow, attempt: number): Promise<TaskRow> {
  const references = await retrieveReferences(deps, clauseOf(task));
  return handOffToNextStage(deps, task, attempt, {
    stage: 'LLM',
    nextJobId: llmJobId(task.id),
    inputPatch: { references },
  });
}

/**
 * Every retrieval failure is ANALYSIS_FAILED: provider errors retry as the provider says; anything
 * else (the database refused the search) is retried too, since a later attempt may well succeed.
 */
async function retrieveReferences(deps: ClauseSearchDeps, clause: string): Promise<RetrievedReference[]> {
  let references: RetrievedReference[];
  try {
    // The pool itself: retrieval takes a plain SQL client, which Database.query is typed too strictly to be.
    references = await retrieveClauseReferences(deps.db.pool, deps.embedder, clause, deps.search);
  } catch (error) {
    throw (
      providerFailure('ANALYSIS_FAILED', error) ??
      new TransientFailure('ANALYSIS_FAILED', `retrieval failed: ${(error as Error).message}`, { cause: error })
    );
  }
  // The trigram ranking returns rows whenever the corpus has any, so nothing found means no corpus:
  // analysing without references would call every clause SAFE.
  if (references.length === 0)
    throw new TransientFailure('ANALYSIS_FAILED', 'the reference corpus is empty; seed it first');
  return references;
}
