import type { TaskRow } from '../tasks/task.types';
import { analyzeClauses, type AnalyzeClausesDeps } from './analyze-clauses.service';
import { clauseAnalysisOf, type ClauseAnalysisView } from './clause-analysis.storage';

/** The clause-analysis entries of the API's services (ApiServices.analyzeClauses / clauseAnalysisOf). */
export interface ClauseTaskServices {
  analyzeClauses(userId: string, nestId: string, clauses: string[]): Promise<TaskRow[]>;
  clauseAnalysisOf(taskId: string): Promise<ClauseAnalysisView | null>;
}

/** Binds the clause-analysis services to the API process's connections. */
export function createClauseTaskServices(deps: AnalyzeClausesDeps): ClauseTaskServices {
  return {
    analyzeClauses: (userId, nestId, clauses) => analyzeClauses(deps, userId, nestId, clauses),
    clauseAnalysisOf: (taskId) => clauseAnalysisOf(deps.db, taskId),
  };
}
