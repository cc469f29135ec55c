import { createCanvas } from '@napi-rs/canvas';

import { encodePgm, toGrey, whitenPaper } from './page-image.preprocessor';
import { removeRules, ruleLengthForDpi } from './page-rule.filter';
import { removeSpecks, speckLimitsForDpi } from './page-speck.filter';
import type { PdfPage } from './pdf-document.loader';

type RenderParameters = Parameters<PdfPage['render']>[0];

/** PDF user space is 72 units per inch. */
const PDF_UNITS_PER_INCH = 72;

/**
 * Hard cap on either side of a rendered page, whatever the dpi: an A4 page at 300 dpi is
 * 2480 × 3508; a malformed poster-sized page must not allocate gigabytes.
 */
const MAX_SIDE_PX = 6000;

/** How a page is turned into the image tesseract reads. */
export interface PageImageSettings {
  dpi: number;
  /** Whiten isolated specks before recognition. */
  despeckle: boolean;
  /** Whiten table rules and strike-through lines before recognition. */
  removeRules: boolean;
}

/**
 * Renders one page onto an @napi-rs/canvas and returns it as a grey PGM, the form tesseract.js
 * reads with the least work. The canvas is dropped on return: one page's pixels live at a time.
 */
export async function renderPageForOcr(page: PdfPage, settings: PageImageSettings): Promise<Buffer> {
  const unscaled = page.getViewport({ scale: 1 });
  const wanted = settings.dpi / PDF_UNITS_PER_INCH;
  const largestSide = Math.max(unscaled.width, unscaled.height) * wanted;
  const scale = largestSide > MAX_SIDE_PX ? (wanted * MAX_SIDE_PX) / largestSide : wanted;
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Paint white first: pages with transparent areas would otherwise reach tesseract as black
  // text on a transparent (read: black) background.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    // pdfjs types want a DOM canvas; @napi-rs/canvas implements the part pdfjs uses.
    canvas: canvas as unknown as RenderParameters['canvas'],
    viewport,
  }).promise;
  const grey = toGrey(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
  // Shrinking the canvas frees its native pixel buffer now; left to the garbage collector, which
  // does not see native memory, page after page of them pile up in RSS.
  canvas.width = 1;
  canvas.height = 1;
  whitenPaper(grey);
  // Rules first: a speck touching a rule is a blob too large to count as dust until then.
  if (settings.removeRules) removeRules(grey, ruleLengthForDpi(settings.dpi));
  if (settings.despeckle) removeSpecks(grey, speckLimitsForDpi(settings.dpi));
  return encodePgm(grey);
}
