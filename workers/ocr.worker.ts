import { resolve } from 'node:path';
import type { HandlerFactory } from '../src/main/create-workers';
import { createIsolatedOcrEngine } from '../src/ocr';
import { log } from '../src/logging/logger';
import { runOcrTask } from '../src/ocr-task/run-ocr-task';
import { engineForAttempt, parseOcrFaultPlan } from '../src/worker-runtime/ocr-chaos';

/**
 * The `ocr` queue (SPEC §4.4): one OCR engine per process, created once and reused, one job at a
 * time. Its native work (pdfjs, canvas, tesseract) runs in a child process the engine owns: a crash
 * or hang there fails this attempt (OCR_FAILED, retried per the OCR policy), never the worker and
 * its other queues' jobs. The trained data is checked at start: a worker without the Korean model
 * says so and the command that installs it, instead of failing every job.
 */
export const ocrHandler: HandlerFactory = async (app) => {
  // No engine logger: runOcrTask logs each page's progress, in the task's logging scope.
  const engine = createIsolatedOcrEngine({
    langPath: resolve(app.env.OCR_LANG_PATH),
    languages: app.env.OCR_LANGUAGES.split('+'),
    maxPages: app.env.OCR_MAX_PAGES,
    maxBytes: app.env.OCR_MAX_BYTES,
    pageTimeoutMs: app.env.OCR_PAGE_TIMEOUT_MS,
  });
  await engine.init();
  const faults = parseOcrFaultPlan(app.env.CHAOS_OCR_AT);
  if (faults) log().warn({ faults: app.env.CHAOS_OCR_AT }, 'chaos: OCR fault injection armed');
  const deps = { db: app.db, storage: app.storage, publisher: app.publisher, dispatcher: app.dispatcher };
  return Object.assign(
    (task: Parameters<typeof runOcrTask>[1], attempt: number) =>
      runOcrTask({ ...deps, engine: engineForAttempt(engine, faults, attempt) }, task, attempt),
    {
      close: () => engine.terminate(),
    },
  );
};
