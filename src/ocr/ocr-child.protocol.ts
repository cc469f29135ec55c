import { OcrDataMissingError, OcrEngineError, OcrInputError, type OcrError, type OcrInputProblem } from './ocr.errors';
import type { OcrEngineOptions } from './ocr.options';
import type { OcrPageProgress, OcrResult } from './ocr.types';

/**
 * Messages between an OCR engine and its child process (`ocr-child-main.ts`), over the fork's IPC
 * channel with `serialization: 'advanced'` (V8's structured clone): a PDF crosses as a Buffer,
 * copied once, with no base64 or JSON array on the way. A temporary file would need a directory,
 * a name per job and a clean-up that a crash skips; the bytes are bounded (OCR_MAX_BYTES,
 * 20 MB by default) and checked before they are sent, so the channel carries them well.
 *
 * One request is in flight at a time; `id` ties every answer to its request, so an answer that
 * arrives after its request was given up (killed as hung) is recognised and dropped.
 */

/** What a child injects into one request, for chaos tests only (CHAOS_OCR_AT). */
export interface OcrChildFault {
  /** `crash`: SIGSEGV itself, as faulty native code does; `hang`: block its thread for good, as a wedged native call. */
  kind: 'crash' | 'hang';
  /** The n-th page of the request that goes to tesseract, 1-based. */
  ocrPage: number;
}

/** The engine options a child is started with: all but the logger, which cannot cross a process. */
export type OcrChildOptions = Omit<OcrEngineOptions, 'logger'>;

/** Engine → child. */
export interface OcrChildRequest {
  type: 'extract';
  id: number;
  pdf: Buffer;
  fault?: OcrChildFault;
}

/** Child → engine. */
export type OcrChildReply =
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: OcrPageProgress }
  | { type: 'result'; id: number; result: OcrResult }
  | { type: 'failure'; id: number; error: OcrErrorData };

/** An {@link OcrError} as data: a class does not survive the structured clone, its kind must. */
export type OcrErrorData =
  | { kind: 'input'; problem: OcrInputProblem; message: string }
  | { kind: 'data-missing'; missingFile: string; installCommand: string }
  | { kind: 'engine'; message: string };

export function toOcrErrorData(error: unknown): OcrErrorData {
  if (error instanceof OcrInputError) return { kind: 'input', problem: error.problem, message: error.message };
  if (error instanceof OcrDataMissingError) {
    return { kind: 'data-missing', missingFile: error.missingFile, installCommand: error.installCommand };
  }
  // The cause stays behind in the child: its message is what a log line can still use.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return { kind: 'engine', message: `${error instanceof Error ? error.message : String(error)}${cause}` };
}

export function fromOcrErrorData(data: OcrErrorData): OcrError {
  switch (data.kind) {
    case 'input':
      return new OcrInputError(data.problem, data.message);
    case 'data-missing':
      return new OcrDataMissingError(data.missingFile, data.installCommand);
    case 'engine':
      return new OcrEngineError(data.message);
  }
}
