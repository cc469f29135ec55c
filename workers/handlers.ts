import type { HandlerFactory } from '../src/main/create-workers';
import type { QueueName } from '../src/queue/jobs';
import { clauseLlmHandler } from './clause-llm.worker';
import { clauseSearchHandler } from './clause-search.worker';
import { issuanceHandler } from './issuance.worker';
import { ocrHandler } from './ocr.worker';
import { registryAnalysisHandler } from './registry-analysis.worker';

/** Every queue's handler in this build. A queue missing here cannot be started. */
export const HANDLERS: Partial<Record<QueueName, HandlerFactory>> = {
  issuance: issuanceHandler,
  ocr: ocrHandler,
  'registry-analysis': registryAnalysisHandler,
  'clause-search': clauseSearchHandler,
  'clause-llm': clauseLlmHandler,
};
