import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where progress lines go; `console` and pino-style loggers both fit. */
export interface OcrLogger {
  info(message: string): void;
}

/** Options of {@link createOcrEngine}. Every field is optional; the defaults suit the OCR worker. */
export interface OcrEngineOptions {
  /**
   * Folder holding `<language>.traineddata` (uncompressed), laid out by
   * `scripts/setup-ocr-data.sh`. Default: `<project>/.data/tessdata`.
   */
  langPath?: string;
  /**
   * Whiten isolated ink specks (scanner dust) before OCR. Costs ~30 ms per page. Default: true.
   */
  despeckle?: boolean;
  /**
   * Straighten tilted scans (up to 3° either way) before the other filters and OCR. Costs
   * ~0.1–0.2 s per tilted page; on the OCR bench it took the noisy scans' CER from 2.3 % to 1.9 %.
   * Default: true.
   */
  deskew?: boolean;
  /**
   * Whiten table rules and strike-through lines (ink runs of a quarter inch or more) before OCR:
   * certificates are ruled tables and cancelled entries are struck through. Default: true.
   */
  removeRules?: boolean;
  /**
   * Tesseract languages, most important first. Default: `['kor']`. The Korean model reads the
   * digits and Latin letters a certificate holds; adding `'eng'` (installed by the setup script
   * too) made tesseract re-read low-confidence words with the English model, which turns Hangul
   * words into Latin (`서울특별시` → `MEEHAN`): on the OCR bench (tuning set) it cost ~30 % more
   * CPU per page (~4 s) and raised the error rate (clean 1.1 % → 2.0 %, noisy 1.9 % → 3.2 %).
   * Pass `['kor', 'eng']` for documents with English prose.
   */
  languages?: readonly string[];
  /** Documents with more pages are refused with `OcrInputError('TOO_MANY_PAGES')`. Default: 20. */
  maxPages?: number;
  /** Larger buffers are refused with `OcrInputError('TOO_LARGE')`. Default: 20 MB (20 × 1024²). */
  maxBytes?: number;
  /**
   * Resolution pages are rendered at before OCR. Tesseract's LSTM reads best with body text
   * 25–35 px high: ~10 pt certificate text is 28 px at 200 dpi. Higher only costs time and
   * memory, and blows scanner specks up into blobs that read as marks. Default: 200.
   */
  dpi?: number;
  /**
   * Tesseract page segmentation mode (`tessedit_pageseg_mode`). Default: `'6'` (one uniform
   * block): a certificate is one column of table rows, read across, so each row comes out as one
   * line. Automatic layout (`'3'`) split skewed, speckled scans into scattered fragments.
   */
  pageSegMode?: string;
  /**
   * A page whose text layer holds fewer non-blank characters than this is treated as scanned and
   * OCR'd. Default: 20 (a scan may carry a small text stamp such as a watermark).
   */
  minTextLayerChars?: number;
  /**
   * Read parts of a scanned certificate a second time, cut out of the page, enlarged and read as
   * one line each:
   * - every amount (채권최고액, 청구금액, 전세금, 임차보증금), its label with it, cleared of
   *   strike-through; a malformed page read gives way to a well-formed second read, and two
   *   well-formed reads that disagree leave the amount unread (amount-reread.ts);
   * - every rank cell (순위번호) the page read has no rank in; a rank two reads agree on replaces
   *   it (rank-reread.ts).
   * Costs a copy of each page image and ~0.1 s per amount or cell. Default: true.
   */
  reread?: boolean;
  /** Receives one progress line per page for documents of `longDocumentPages` pages or more. */
  logger?: OcrLogger;
  /** From how many pages a document counts as long and gets progress lines. Default: 3. */
  longDocumentPages?: number;
}

/** {@link OcrEngineOptions} with every default applied. */
export type ResolvedOcrEngineOptions = Required<Omit<OcrEngineOptions, 'logger'>> & {
  logger?: OcrLogger;
};

/** The command that lays out the trained data; named in errors so an operator can act on them. */
export const OCR_DATA_INSTALL_COMMAND = 'sudo bash scripts/setup-ocr-data.sh';

export function resolveOcrEngineOptions(options: OcrEngineOptions = {}): ResolvedOcrEngineOptions {
  return {
    langPath: options.langPath ?? path.join(findProjectRoot(), '.data', 'tessdata'),
    languages: options.languages ?? ['kor'],
    maxPages: options.maxPages ?? 20,
    maxBytes: options.maxBytes ?? 20 * 1024 * 1024,
    dpi: options.dpi ?? 200,
    deskew: options.deskew ?? true,
    despeckle: options.despeckle ?? true,
    removeRules: options.removeRules ?? true,
    pageSegMode: options.pageSegMode ?? '6',
    minTextLayerChars: options.minTextLayerChars ?? 20,
    reread: options.reread ?? true,
    logger: options.logger,
    longDocumentPages: options.longDocumentPages ?? 3,
  };
}

/**
 * The nearest folder above this file holding a package.json. Walking up (rather than a fixed
 * `../..`) keeps the default right both from sources and from a `dist/` build.
 */
export function findProjectRoot(start: string = __dirname): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
