import { context } from '@opentelemetry/api';
import type { Database } from '../infra/database';
import { findFile, saveOcrText } from '../files/file.storage';
import { log } from '../logging/logger';
import { count } from '../metrics/metrics';
import type { OcrEngine } from '../ocr';
import type { TaskDispatcher } from '../tasks/dispatch';
import { handOffToNextTask } from '../tasks/hand-off';
import { PermanentFailure, TransientFailure } from '../tasks/task-errors';
import type { TaskEventsPublisher } from '../tasks/task-events.publisher';
import type { TaskRow } from '../tasks/task.types';
import { reportProgress } from '../tasks/transitions';
import { inChildSpan, recordSpan } from '../tracing/spans';

export interface OcrTaskDeps {
  db: Database;
  storage: { get(key: string): Promise<Buffer> };
  engine: OcrEngine;
  publisher: TaskEventsPublisher;
  dispatcher: TaskDispatcher;
}

/**
 * One attempt of an OCR task (SPEC §4.4): read the issued PDF, extract its text (text layer, else
 * tesseract), then in one transaction store the text on the file, mark SUCCESS and create the
 * REGISTRY_ANALYSIS task; dispatch it after commit. Every extraction failure is OCR_FAILED and
 * retried per the OCR policy (2 × 30 s by default) — the seed's rule, which also covers a corrupt
 * document. The issuance task and its notification are never touched here.
 */
export async function runOcrTask(deps: OcrTaskDeps, task: TaskRow, attempt: number): Promise<TaskRow> {
  const file = task.fileId ? await findFile(deps.db, task.fileId) : null;
  if (!file) throw new PermanentFailure('OCR_FAILED', `task ${task.id} has no file to read`);
  let pdf: Buffer;
  try {
    pdf = await deps.storage.get(file.storageKey);
  } catch (error) {
    throw new TransientFailure('OCR_FAILED', `could not read ${file.storageKey}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let text: string;
  const progress = new ProgressReports(deps, task.id, attempt);
  try {
    text = await extractText(deps.engine, pdf, (done, total) => progress.report(done, total));
  } catch (error) {
    throw new TransientFailure('OCR_FAILED', (error as Error).message, { cause: error });
  } finally {
    // The SUCCESS below is a later version than every page's report.
    await progress.settled();
  }
  // The text commits with the SUCCESS; the analysis task reads it.
  const { done } = await handOffToNextTask(
    deps,
    task,
    attempt,
    { kind: 'REGISTRY_ANALYSIS', fileId: file.id },
    {
      inTransaction: (tx) => saveOcrText(tx, file.id, text),
      afterCommit: async () => count('effects_total', { effect: 'ocr_text' }),
    },
  );
  return done;
}

/**
 * The text of the document, read by the engine (text layer or tesseract). Inside a trace the read is
 * a span, with one span per page under it: the engine reports each page as it finishes (from its
 * child process) with the time it took, so each page's span is recorded then, back-dated to its
 * start, under the read's span captured here (the report arrives outside this call's context).
 */
function extractText(engine: OcrEngine, pdf: Buffer, onPage: (done: number, total: number) => void): Promise<string> {
  return inChildSpan('ocr read', { attributes: { 'doongzi.ocr.bytes': pdf.length } }, async (span) => {
    const readContext = context.active();
    const result = await engine.extractText(pdf, {
      onProgress: (p) => {
        onPage(p.page, p.pages);
        log().debug({ page: p.page, pages: p.pages, method: p.method, ms: Math.round(p.ms) }, 'OCR page read');
        recordSpan('ocr page', {
          parent: readContext,
          startTime: Date.now() - p.ms,
          attributes: { 'doongzi.ocr.page': p.page, 'doongzi.ocr.pages': p.pages, 'doongzi.ocr.method': p.method },
        });
      },
    });
    span.setAttributes({ 'doongzi.ocr.pages': result.pages, 'doongzi.ocr.method': result.method });
    log().info(
      {
        pages: result.pages,
        method: result.method,
        msPerPage: Math.round(result.msPerPage),
        chars: result.text.length,
      },
      'OCR text extracted',
    );
    return result.text;
  });
}

/**
 * The pages read so far, written on the row as they finish (`progress`, a guarded transition, then
 * pushed) so a client can show a progress bar. One write at a time, in page order, off the OCR's
 * path: the reading never waits for the database, and a write that fails or finds the attempt
 * superseded is dropped (the next page's, or the SUCCESS, says more).
 */
class ProgressReports {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: Pick<OcrTaskDeps, 'db' | 'publisher'>,
    private readonly taskId: string,
    private readonly attempt: number,
  ) {}

  report(done: number, total: number): void {
    this.chain = this.chain
      .then(async () => {
        const row = await reportProgress(this.deps.db, this.taskId, this.attempt, { done, total, unit: 'page' });
        if (row) this.deps.publisher.publishInBackground(row);
      })
      .catch((error: unknown) => {
        log().warn({ err: error, taskId: this.taskId }, 'OCR progress not written');
      });
  }

  settled(): Promise<void> {
    return this.chain;
  }
}
