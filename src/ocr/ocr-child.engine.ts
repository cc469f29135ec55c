import { log } from '../logging/logger';
import type { OcrEngineDependencies } from './ocr.engine';
import { resolveOcrEngineOptions, type OcrEngineOptions, type ResolvedOcrEngineOptions } from './ocr.options';
import type { ExtractTextOptions, OcrEngine, OcrPageProgress, OcrResult } from './ocr.types';
import { OcrChildProcess, type OcrChildSettings } from './ocr-child.process';
import type { OcrChildFault, OcrChildOptions } from './ocr-child.protocol';
import { assertLooksLikePdf } from './pdf-document.loader';
import { assertTrainedDataPresent } from './trained-data.check';

/** Options of {@link createIsolatedOcrEngine}: the engine's, and how its child is watched. */
export interface IsolatedOcrEngineOptions extends OcrEngineOptions {
  /**
   * A child that finishes no page for this long is killed as hung and the call fails (retryable).
   * Restarted at every page, so a document's budget grows with its pages; the first page's also
   * covers opening the PDF and starting tesseract. A page takes 2–4 s on one core. Default: 120 000.
   */
  pageTimeoutMs?: number;
  /** A new child not ready after this long is killed and the call fails (retryable). Default: 60 000. */
  startTimeoutMs?: number;
}

/** Per-call options of {@link IsolatedOcrEngine.extractText}. */
export interface IsolatedExtractOptions extends ExtractTextOptions {
  /** Fault injection for chaos tests (CHAOS_OCR_AT): what the child does to itself in this call. Default: none. */
  fault?: OcrChildFault;
}

/** An {@link OcrEngine} whose native work runs in a child process. */
export interface IsolatedOcrEngine extends OcrEngine {
  extractText(pdf: Buffer, options?: IsolatedExtractOptions): Promise<OcrResult>;
  /** The pid of the current child, if one runs: for tests and the bench. */
  childPid(): number | undefined;
  /** Starts a child if none runs and waits until it has loaded its code and pdfjs. */
  ready(): Promise<void>;
}

/**
 * The OCR engine the OCR worker uses: {@link createOcrEngine}'s work (opening the PDF with pdfjs,
 * painting pages on @napi-rs/canvas, tesseract) in a child process this engine owns, so a native
 * crash or hang costs one retryable call, never the worker process and the other jobs it runs.
 * The child stays up between calls, with its tesseract worker and model loaded; one that crashed,
 * hung or was stopped is replaced on the next call. The trained data and the size and header of
 * each PDF are checked here first: a worker without the model fails at start, and bytes over
 * `maxBytes` never cross to the child. Calls are serialised: one document at a time.
 */
export function createIsolatedOcrEngine(
  options: IsolatedOcrEngineOptions = {},
  dependencies: Pick<OcrEngineDependencies, 'assertTrainedData'> = {},
): IsolatedOcrEngine {
  const settings = resolveOcrEngineOptions(options);
  const childSettings: OcrChildSettings = {
    options: childOptionsOf(settings),
    startTimeoutMs: options.startTimeoutMs ?? 60_000,
    pageTimeoutMs: options.pageTimeoutMs ?? 120_000,
    log: (line) => (settings.logger ? settings.logger.info(line) : log().warn(line)),
  };
  const checkData = dependencies.assertTrainedData ?? assertTrainedDataPresent;
  let checked: Promise<void> | undefined;
  let child: OcrChildProcess | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const liveChild = (): OcrChildProcess => {
    if (!child?.alive) child = new OcrChildProcess(childSettings);
    return child;
  };

  const checkTrainedData = (): Promise<void> => {
    checked ??= checkData(settings.langPath, settings.languages).catch((error: unknown) => {
      checked = undefined;
      throw error;
    });
    return checked;
  };

  // The child starts here but is not waited for: it warms up (loads its code and pdfjs) while the
  // worker starts its queues, and the first call waits for it, failing retryably if it never comes.
  const init = async (): Promise<void> => {
    await checkTrainedData();
    liveChild();
  };

  const extractOne = async (pdf: Buffer, callOptions: IsolatedExtractOptions): Promise<OcrResult> => {
    assertLooksLikePdf(pdf, settings.maxBytes);
    await checkTrainedData();
    const onProgress = (progress: OcrPageProgress): void => {
      callOptions.onProgress?.(progress);
      logLongDocument(settings, progress);
    };
    return liveChild().extract(pdf, onProgress, callOptions.fault);
  };

  const extractText = (pdf: Buffer, callOptions: IsolatedExtractOptions = {}): Promise<OcrResult> => {
    const run = queue.then(() => extractOne(pdf, callOptions));
    queue = run.catch(() => undefined);
    return run;
  };

  const terminate = async (): Promise<void> => {
    const current = child;
    child = undefined;
    await current?.stop();
  };

  return {
    init,
    extractText,
    terminate,
    childPid: () => (child?.alive ? child.pid : undefined),
    ready: () => liveChild().ready(),
  };
}

/** The resolved options without the logger (a function cannot cross to the child). */
function childOptionsOf(settings: ResolvedOcrEngineOptions): OcrChildOptions {
  const { logger: _logger, ...options } = settings;
  return options;
}

/** The progress line the in-process engine logs for long documents, logged on this side. */
function logLongDocument(settings: ResolvedOcrEngineOptions, progress: OcrPageProgress): void {
  if (progress.pages < settings.longDocumentPages) return;
  settings.logger?.info(
    `ocr page ${progress.page}/${progress.pages} (${progress.method}) ${(progress.ms / 1000).toFixed(1)} s`,
  );
}
