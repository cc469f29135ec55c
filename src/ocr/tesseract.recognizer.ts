import { createWorker, OEM, type PSM, type Worker } from 'tesseract.js';

import type { PixelBox, RecognizedLine, RecognizedPage } from './amount-reread';
import { OcrEngineError } from './ocr.errors';

/** Settings of the one tesseract worker an engine owns. */
export interface RecognizerSettings {
  langPath: string;
  languages: readonly string[];
  /** Tesseract's page segmentation mode, as its numeric string. */
  pageSegMode: string;
  /** The resolution pages are rendered at, passed on so tesseract does not guess it. */
  dpi: number;
}

/** One tesseract worker (a worker thread in this process) recognising one image at a time. */
export interface PageRecognizer {
  /** `image`: a PNG or PGM file's bytes. */
  recognize(image: Buffer): Promise<string>;
  /**
   * The page's text with its lines and their glyphs located, for the second read of amounts
   * (amount-reread.ts). A recognizer without it (a test's) gets the plain read only.
   */
  recognizeLayout?(image: Buffer): Promise<RecognizedPage>;
  /**
   * One line cut out of a page, read as a single line (page segmentation mode 7) at `dpi`, the
   * resolution the cut-out was enlarged to.
   */
  recognizeLine?(image: Buffer, dpi: number): Promise<string>;
  terminate(): Promise<void>;
}

/**
 * Starts a tesseract.js worker reading trained data from `langPath` only: LSTM engine (Debian's
 * Korean model has no legacy part, and the legacy engine reads Korean badly), no gzip (the setup
 * script unpacks), no cache (the default cache writes a 23 MB copy into the working directory).
 */
export async function startRecognizer(settings: RecognizerSettings): Promise<PageRecognizer> {
  let worker: Worker;
  try {
    worker = await createWorker(
      [...settings.languages],
      OEM.LSTM_ONLY,
      {
        langPath: settings.langPath,
        gzip: false,
        cacheMethod: 'none',
      },
      {
        // The word lists steer the LSTM's beam towards dictionary words. A certificate is names,
        // numbers and addresses; on scanned certificates the lists changed no character error
        // rate and cost ~3 % of the recognition time. Read at start-up only, hence here.
        load_system_dawg: '0',
        load_freq_dawg: '0',
      },
    );
    await worker.setParameters({
      tessedit_pageseg_mode: settings.pageSegMode as PSM,
      user_defined_dpi: String(settings.dpi),
      // Keep the spaces tesseract saw between words: table columns stay apart. The text
      // normaliser collapses runs of spaces afterwards.
      preserve_interword_spaces: '1',
      // Certificates print no white-on-black text: re-reading every low-confidence line inverted
      // cost ~9 % of the CPU time per page and only ever turned debris into more debris.
      tessedit_do_invert: '0',
      // Tesseract prints diagnostics ("Detected 426 diacritics") to stdout; a worker's log is
      // not the place for them.
      debug_file: '/dev/null',
    });
  } catch (error) {
    throw new OcrEngineError('Could not start the tesseract worker.', { cause: error });
  }
  return {
    async recognize(image) {
      // Text only: the other outputs (hOCR, TSV, blocks) cost time and memory nobody reads.
      const result = await worker.recognize(image, {}, { text: true, blocks: false, hocr: false, tsv: false });
      return result.data.text ?? '';
    },
    async recognizeLayout(image) {
      // Blocks carry every line and glyph with its box; the page's text is their lines' texts.
      const result = await worker.recognize(image, {}, { text: false, blocks: true, hocr: false, tsv: false });
      const lines = (result.data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) => paragraph.lines),
      );
      return {
        text: lines.map((line) => line.text).join(''),
        lines: lines.map((line): RecognizedLine => ({
          text: line.text.replace(/\n$/, ''),
          box: boxOf(line.bbox),
          symbols: line.words.flatMap((word) =>
            word.symbols.map((symbol) => ({ text: symbol.text, box: boxOf(symbol.bbox) })),
          ),
        })),
      };
    },
    async recognizeLine(image, dpi) {
      // Parameters passed with one call are restored by tesseract.js after it.
      const parameters = { tessedit_pageseg_mode: '7', user_defined_dpi: String(Math.round(dpi)) };
      const result = await worker.recognize(image, parameters as RecognizeOptions, {
        text: true,
        blocks: false,
        hocr: false,
        tsv: false,
      });
      return result.data.text ?? '';
    },
    async terminate() {
      await worker.terminate();
    },
  };
}

/** What `worker.recognize` takes besides the image: its own options or, as here, tesseract parameters. */
type RecognizeOptions = Parameters<Worker['recognize']>[1];

function boxOf(bbox: { x0: number; y0: number; x1: number; y1: number }): PixelBox {
  return { x0: bbox.x0, y0: bbox.y0, x1: bbox.x1, y1: bbox.y1 };
}
