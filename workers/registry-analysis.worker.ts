import type { HandlerFactory } from '../src/main/create-workers';
import { runRegistryAnalysis } from '../src/registry-analysis';

/** The `registry-analysis` queue: read the OCR text, analyse the rights, store it with SUCCESS (SPEC §4.5). */
export const registryAnalysisHandler: HandlerFactory = (app) => {
  const deps = { db: app.db, publisher: app.publisher };
  return (task, attempt) => runRegistryAnalysis(deps, task, attempt);
};
