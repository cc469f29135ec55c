import { resolve } from 'node:path';
import type { HandlerFactory } from '../src/main/create-workers';
import { createOcrEngine } from '../src/ocr';
import { runOcrTask } from '../src/ocr-task/run-ocr-task';

/**
 * The `ocr` queue (SPEC §4.4): one tesseract engine per process, created once and reused, one job
 * at a time. The trained data is checked at start: a worker without the Korean model says so and
 * the command that installs it, instead of failing every job.
 */
export const ocrHandler: HandlerFactory = async (app) => {
  const log = (line: string) => console.log(line);
  const engine = createOcrEngine({
    langPath: resolve(app.env.OCR_LANG_PATH), languages: app.env.OCR_LANGUAGES.split('+'), maxPages: app.env.OCR_MAX_PAGES, maxBytes: app.env.OCR_MAX_BYTES,
    logger: { info: log },
  });
  await engine.init();
  const deps = { db: app.db, storage: app.storage, engine, publisher: app.publisher, dispatcher: app.dispatcher, log };
  return Object.assign((task: Parameters<typeof runOcrTask>[1], attempt: number) => runOcrTask(deps, task, attempt), {
    close: () => engine.terminate(),
  });
};
