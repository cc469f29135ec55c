/**
 * Terminology:
 * - **text layer**: the text a PDF carries as characters (an office-issued certificate has one);
 *   read directly, exact and fast.
 * - **scan**: a page that is only an image; it is rendered and recognised by tesseract (OCR).
 * - **engine**: one per process, reused across jobs; it owns at most one tesseract worker.
 * - **OCR child**: the process the OCR worker's engine (`createIsolatedOcrEngine`) runs an engine
 *   in, so a native crash or hang in pdfjs, the canvas or tesseract ends that process alone.
 */

/** How a document's text was obtained: `ocr` as soon as one page needed recognition. */
export type OcrMethod = 'text-layer' | 'ocr';

/** What {@link OcrEngine.extractText} returns. */
export interface OcrResult {
  /** The document's text, pages separated by a blank line, lines in reading order. */
  text: string;
  method: OcrMethod;
  /** Pages in the document (all of them are read). */
  pages: number;
  /** Wall-clock milliseconds per page, averaged over the document. */
  msPerPage: number;
}

/** Reported after each page. */
export interface OcrPageProgress {
  /** 1-based number of the page just finished. */
  page: number;
  pages: number;
  /** How this page was read. */
  method: OcrMethod;
  /** Milliseconds this page took. */
  ms: number;
}

/** Per-call options of {@link OcrEngine.extractText}. */
export interface ExtractTextOptions {
  /** Called after each page, e.g. to extend a job lease or report progress. Default: none. */
  onProgress?: (progress: OcrPageProgress) => void;
}

/** Text extraction for registry certificate PDFs. Calls are serialised: one document at a time. */
export interface OcrEngine {
  /**
   * Checks the trained data. Throws `OcrDataMissingError` naming the missing file and the setup
   * command. Call once at worker start; `extractText` calls it too if nobody did.
   */
  init(): Promise<void>;
  /**
   * Extracts the text of `pdf`: the text layer where a page has one, OCR where it does not.
   * Throws `OcrInputError` (permanent) for unusable input and `OcrEngineError` (retryable) for
   * failures of the machinery.
   */
  extractText(pdf: Buffer, options?: ExtractTextOptions): Promise<OcrResult>;
  /** Stops the tesseract worker. The engine restarts one if used again. */
  terminate(): Promise<void>;
}
