import { createCanvas } from '@napi-rs/canvas';

import { deskew } from './page-deskew.filter';
import { encodePgm, toGrey, whitenPaper, type GreyImage } from './page-image.preprocessor';
import { removeRules, ruleLengthForDpi } from './page-rule.filter';
import { removeSpecks, speckLimitsForDpi } from './page-speck.filter';
import type { PdfPage } from './pdf-document.loader';
import { readScannedPageImage } from './pdf-page-image.reader';

/** PDF user space is 72 units per inch. */
const PDF_UNITS_PER_INCH = 72;

/**
 * Hard cap on either side of a rendered page, whatever the dpi: an A4 page at 300 dpi is
 * 2480 × 3508; a malformed poster-sized page must not allocate gigabytes.
 */
const MAX_SIDE_PX = 6000;

/** Rows read back from the canvas at a time: a full-page RGBA copy would be 15 MB at 200 dpi. */
const READ_BACK_ROWS = 128;

/** How a page is turned into the image tesseract reads. */
export interface PageImageSettings {
  /** Keep a copy of the page as it was before its rules and specks were removed ({@link RenderedPage.plain}). */
  keepPlain?: boolean;
  dpi: number;
  /** Straighten a tilted scan before the filters and recognition. */
  deskew: boolean;
  /** Whiten isolated specks before recognition. */
  despeckle: boolean;
  /** Whiten table rules and strike-through lines before recognition. */
  removeRules: boolean;
}

/** A page ready for tesseract. */
export interface RenderedPage {
  /** The grey PGM file tesseract reads. */
  pgm: Buffer;
  /** The same pixels as an image (a view of `pgm`, no copy): straightened and cleaned. */
  image: GreyImage;
  /**
   * The page straightened, before its rules, strikes and specks were removed, when asked for
   * ({@link PageImageSettings.keepPlain}): what a second read of a part of the page cleans its own way.
   */
  plain?: GreyImage;
  /** The resolution the page was rendered at (below the asked one only for oversized pages). */
  dpi: number;
}

/**
 * Turns one page into the grey PGM tesseract.js reads with the least work: the page's scanned
 * image read directly when the page is just that, else the page painted on a canvas; then
 * straightened and cleaned. One page's pixels live at a time (two with `keepPlain`).
 */
export async function renderPageForOcr(page: PdfPage, settings: PageImageSettings): Promise<RenderedPage> {
  const unscaled = page.getViewport({ scale: 1 });
  const largestSide = (Math.max(unscaled.width, unscaled.height) * settings.dpi) / PDF_UNITS_PER_INCH;
  const dpi = largestSide > MAX_SIDE_PX ? (settings.dpi * MAX_SIDE_PX) / largestSide : settings.dpi;
  const grey = (await readScannedPageImage(page, dpi)) ?? (await paintPage(page, dpi));
  whitenPaper(grey);
  // Straight first: the rule filter looks for straight runs.
  if (settings.deskew) deskew(grey);
  const plain = settings.keepPlain ? { ...grey, pixels: grey.pixels.slice() } : undefined;
  // Rules before specks: a speck touching a rule is a blob too large to count as dust until then.
  if (settings.removeRules) removeRules(grey, ruleLengthForDpi(settings.dpi));
  if (settings.despeckle) removeSpecks(grey, speckLimitsForDpi(settings.dpi));
  const pgm = encodePgm(grey);
  const image = { width: grey.width, height: grey.height, pixels: pgm.subarray(pgm.length - grey.pixels.length) };
  return { pgm, image, ...(plain ? { plain } : {}), dpi };
}

/** Paints the page on an @napi-rs/canvas at `dpi` and reads it back as grey, a strip at a time. */
async function paintPage(page: PdfPage, dpi: number): Promise<GreyImage> {
  const viewport = page.getViewport({ scale: dpi / PDF_UNITS_PER_INCH });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Paint white first: pages with transparent areas would otherwise reach tesseract as black
  // text on a transparent (read: black) background.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    // pdfjs types want a DOM canvas; @napi-rs/canvas implements the part pdfjs uses.
    canvas: canvas,
    viewport,
  }).promise;
  const { width, height } = canvas;
  const grey: GreyImage = { width, height, pixels: new Uint8Array(width * height) };
  for (let top = 0; top < height; top += READ_BACK_ROWS) {
    const rows = Math.min(READ_BACK_ROWS, height - top);
    const strip = toGrey(context.getImageData(0, top, width, rows).data, width, rows);
    grey.pixels.set(strip.pixels, top * width);
  }
  // Shrinking the canvas frees its native pixel buffer now; left to the garbage collector, which
  // does not see native memory, page after page of them pile up in RSS.
  canvas.width = 1;
  canvas.height = 1;
  return grey;
}
