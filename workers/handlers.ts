import type { HandlerFactory } from '../src/main/create-workers';
import type { QueueName } from '../src/tasks/jobs';
import { clauseLlmHandler } from './clause-llm.worker';
import { clauseSearchHandler } from './clause-search.worker';
import { issuanceHandler } from './issuance.worker';
import { ocrHandler } from './ocr.worker';
import { registryAnalysisHandler } from './registry-analysis.worker';

/** Every queue's handler factory: the compiler holds this list to the queues declared in src/tasks/jobs.ts. */
export const HANDLERS = {
  issuance: issuanceHandler,
  ocr: ocrHandler,
  'registry-analysis': registryAnalysisHandler,
  'clause-search': clauseSearchHandler,
  'clause-llm': clauseLlmHandler,
} satisfies Record<QueueName, HandlerFactory>;
