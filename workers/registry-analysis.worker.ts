import type { HandlerFactory } from '../src/main/create-workers';
import { runRegistryAnalysis } from '../src/registry-analysis';
import { inChildSpan } from '../src/tracing/spans';

/** The `registry-analysis` queue: read the OCR text, analyse the rights, store it with SUCCESS (SPEC §4.5). */
export const registryAnalysisHandler: HandlerFactory = (app) => {
  const deps = { db: app.db, publisher: app.publisher };
  // Inside a trace the analysis is a span of the attempt (parse, rules, store, SUCCESS, publish).
  return (task, attempt) =>
    inChildSpan('registry analysis', { attributes: { 'doongzi.task.id': task.id } }, () =>
      runRegistryAnalysis(deps, task, attempt),
    );
};
