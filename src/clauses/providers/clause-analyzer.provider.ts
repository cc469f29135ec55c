import type { ClauseVerdict, RetrievedReference } from '../clause.types';

/** Input of stage 2: the clause and what stage 1 retrieved for it. */
export interface ClauseAnalysisInput {
  clause: string;
  references: RetrievedReference[];
}

/** Stage 2 of clause analysis (SPEC §8): an LLM in production, a rule analyzer offline. */
export interface ClauseAnalyzer {
  /** Names the analyzer; stored on the analysis (contract field ClauseAnalysis.model). */
  readonly model: string;
  analyze(input: ClauseAnalysisInput): Promise<ClauseVerdict>;
}
