import { joinLines, rereadAmountLines } from './amount-reread';
import { rereadRanks } from './rank-reread';
import { normalizeOcrText, tidyTextLayer } from './ocr-text.normalizer';
import { OcrEngineError, OcrError } from './ocr.errors';
import { resolveOcrEngineOptions, type OcrEngineOptions, type ResolvedOcrEngineOptions } from './ocr.options';
import type { ExtractTextOptions, OcrEngine, OcrMethod, OcrResult } from './ocr.types';
import { openPdfDocument, type PdfDocument } from './pdf-document.loader';
import { renderPageForOcr, type RenderedPage } from './pdf-page.renderer';
import { countVisibleChars, readPageTextLayer } from './pdf-text-layer.reader';
import { startRecognizer, type PageRecognizer, type RecognizerSettings } from './tesseract.recognizer';
import { assertTrainedDataPresent } from './trained-data.check';

/** Collaborators a test may replace. */
export interface OcrEngineDependencies {
  /** Default: a tesseract.js worker ({@link startRecognizer}). */
  startRecognizer?: (settings: RecognizerSettings) => Promise<PageRecognizer>;
  /** Default: checks `<langPath>/<language>.traineddata` on disk ({@link assertTrainedDataPresent}). */
  assertTrainedData?: (langPath: string, languages: readonly string[]) => Promise<void>;
}

/**
 * Creates the process's OCR engine. The tesseract worker starts on the first page that needs
 * OCR and then stays up for later jobs (starting it costs about a second and the model load);
 * documents with a text layer never start it.
 */
export function createOcrEngine(options: OcrEngineOptions = {}, dependencies: OcrEngineDependencies = {}): OcrEngine {
  const settings = resolveOcrEngineOptions(options);
  const start = dependencies.startRecognizer ?? startRecognizer;
  const checkData = dependencies.assertTrainedData ?? assertTrainedDataPresent;
  let initialised: Promise<void> | undefined;
  let recognizer: Promise<PageRecognizer> | undefined;
  // The worker is single-threaded; chaining keeps a second call from interleaving pages.
  let queue: Promise<unknown> = Promise.resolve();

  const init = (): Promise<void> => {
    initialised ??= checkData(settings.langPath, settings.languages).catch((error: unknown) => {
      initialised = undefined;
      throw error;
    });
    return initialised;
  };

  const recognize = async (page: RenderedPage): Promise<string> => {
    recognizer ??= start({ ...settings });
    try {
      return await readScannedPage(await recognizer, page, settings);
    } catch (error) {
      // A failed worker may be wedged: drop it so the retry of this job gets a fresh one.
      const broken = recognizer;
      recognizer = undefined;
      await broken.then((worker) => worker.terminate()).catch(() => undefined);
      throw error;
    }
  };

  const extractText = (pdf: Buffer, callOptions: ExtractTextOptions = {}): Promise<OcrResult> => {
    const run = queue.then(async () => {
      await init();
      return extractDocument(pdf, settings, recognize, callOptions);
    });
    queue = run.catch(() => undefined);
    return run;
  };

  const terminate = async (): Promise<void> => {
    const current = recognizer;
    recognizer = undefined;
    // A worker that never started has nothing to stop.
    if (current)
      await current.then(
        (worker) => worker.terminate(),
        () => undefined,
      );
  };

  return { init, extractText, terminate };
}

/**
 * The text of a scanned page: read whole, then, where the recognizer can say where it read what,
 * with every amount read a second time (amount-reread.ts) and every rank cell the page read has
 * no rank in (rank-reread.ts).
 */
async function readScannedPage(
  recognizer: PageRecognizer,
  page: RenderedPage,
  settings: ResolvedOcrEngineOptions,
): Promise<string> {
  if (!settings.reread || !recognizer.recognizeLayout || !recognizer.recognizeLine || !page.plain)
    return normalizeOcrText(await recognizer.recognize(page.pgm));
  const read = await recognizer.recognizeLayout(page.pgm);
  const images = { image: page.image, plain: page.plain, dpi: page.dpi };
  const readLine = (image: Buffer, dpi: number): Promise<string> => recognizer.recognizeLine!(image, dpi);
  const texts = await rereadRanks(read, images, readLine, await rereadAmountLines(read, images, readLine));
  return normalizeOcrText(joinLines(texts));
}

async function extractDocument(
  pdf: Buffer,
  settings: ResolvedOcrEngineOptions,
  recognize: (page: RenderedPage) => Promise<string>,
  callOptions: ExtractTextOptions,
): Promise<OcrResult> {
  const document = await openPdfDocument(pdf, settings);
  const started = performance.now();
  try {
    const texts: string[] = [];
    let method: OcrMethod = 'text-layer';
    // Pages are pipelined: while tesseract's thread reads page n, this thread renders page n + 1,
    // so a scanned document takes about the recognition time alone (rendering, deskewing and
    // filtering a page is ~0.4 s of this thread's time that used to come on top).
    let next: Promise<PreparedPage> = preparePage(document, 1, settings);
    for (let number = 1; number <= document.numPages; number += 1) {
      const pageStarted = performance.now();
      const prepared = await next;
      const reading = prepared.method === 'ocr' ? recognize(prepared.page) : Promise.resolve(prepared.text);
      if (number < document.numPages) {
        next = preparePage(document, number + 1, settings);
        next.catch(() => undefined); // awaited at the top of the next turn, which reports a failure
      }
      const page = { text: await reading, method: prepared.method };
      texts.push(page.text);
      if (page.method === 'ocr') method = 'ocr';
      const ms = performance.now() - pageStarted;
      callOptions.onProgress?.({ page: number, pages: document.numPages, method: page.method, ms });
      if (document.numPages >= settings.longDocumentPages) {
        settings.logger?.info(`ocr page ${number}/${document.numPages} (${page.method}) ${(ms / 1000).toFixed(1)} s`);
      }
    }
    const msPerPage = (performance.now() - started) / document.numPages;
    return { text: texts.join('\n\n').trim(), method, pages: document.numPages, msPerPage };
  } catch (error) {
    throw error instanceof OcrError ? error : new OcrEngineError('Text extraction failed.', { cause: error });
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

type PreparedPage = { method: 'text-layer'; text: string } | { method: 'ocr'; page: RenderedPage };

/** A page's text layer when it has one, else its image ready for tesseract. */
async function preparePage(
  document: PdfDocument,
  number: number,
  settings: ResolvedOcrEngineOptions,
): Promise<PreparedPage> {
  const page = await document.getPage(number);
  try {
    const layer = tidyTextLayer(await readPageTextLayer(page));
    if (countVisibleChars(layer) >= settings.minTextLayerChars) return { method: 'text-layer', text: layer };
    return { method: 'ocr', page: await renderPageForOcr(page, { ...settings, keepPlain: settings.reread }) };
  } finally {
    page.cleanup();
  }
}
