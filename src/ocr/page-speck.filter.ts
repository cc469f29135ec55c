import { INK_LEVEL, type GreyImage } from './page-image.preprocessor';

/** What {@link removeSpecks} takes for dust. */
export interface SpeckLimits {
  /** Largest blob, in pixels, that can be dust. */
  maxArea: number;
  /** A blob with other ink this close (pixels) is punctuation beside a glyph, not dust. */
  clearance: number;
  /**
   * Below this many candidate specks per million pixels the page counts as clean and nothing is
   * whitened: on a clean page the only lone dots are full stops.
   */
  minPerMegapixel: number;
}

/**
 * Whitens specks: 8-connected blobs of ink no larger than `maxArea` pixels with no other ink
 * within `clearance`. Scanner dust and toner specks are such blobs; tesseract reads them as
 * dots, commas and stray jamo. A full stop is as small as dust at body size, but it sits a
 * few pixels from its digits: the clearance spares most, and a page with fewer candidates than
 * dust would leave is left alone, so `44.648` on a clean scan never becomes `44 648`.
 * Returns the number of pixels whitened.
 */
export function removeSpecks(image: GreyImage, limits: SpeckLimits): number {
  const { width, height, pixels } = image;
  // 0 = paper or already visited; each blob is flood-filled once, so the cost is linear in ink.
  const unvisited = new Uint8Array(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) unvisited[i] = pixels[i] <= INK_LEVEL ? 1 : 0;
  const blob: number[] = [];
  const stack: number[] = [];
  const specks: number[] = [];
  for (let start = 0; start < pixels.length; start += 1) {
    if (unvisited[start] === 0) continue;
    blob.length = 0;
    stack.push(start);
    unvisited[start] = 0;
    while (stack.length > 0) {
      const i = stack.pop()!;
      if (blob.length <= limits.maxArea) blob.push(i);
      pushInkNeighbours(i, width, height, unvisited, stack);
    }
    if (blob.length <= limits.maxArea && inkAround(image, blob, limits.clearance) === blob.length) {
      specks.push(...blob);
    }
  }
  // Counting pixels, not blobs, errs towards "clean": a blob has 1–maxArea pixels.
  if ((specks.length / limits.maxArea / pixels.length) * 1e6 < limits.minPerMegapixel) return 0;
  for (const i of specks) pixels[i] = 255;
  return specks.length;
}

/** Ink pixels in the blob's bounding box grown by `margin` (the blob's own included). */
function inkAround(image: GreyImage, blob: readonly number[], margin: number): number {
  const { width, height, pixels } = image;
  let [left, right, top, bottom] = [width, 0, height, 0];
  for (const i of blob) {
    const x = i % width;
    const y = (i - x) / width;
    [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
  }
  let count = 0;
  for (let y = Math.max(0, top - margin); y <= Math.min(height - 1, bottom + margin); y += 1) {
    for (let x = Math.max(0, left - margin); x <= Math.min(width - 1, right + margin); x += 1) {
      if (pixels[y * width + x] <= INK_LEVEL) count += 1;
    }
  }
  return count;
}

function pushInkNeighbours(i: number, width: number, height: number, unvisited: Uint8Array, stack: number[]): void {
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy += 1) {
    const ny = y + dy;
    if (ny < 0 || ny >= height) continue;
    for (let dx = -1; dx <= 1; dx += 1) {
      const nx = x + dx;
      const n = ny * width + nx;
      if (nx < 0 || nx >= width || unvisited[n] === 0) continue;
      unvisited[n] = 0;
      stack.push(n);
    }
  }
}

/**
 * {@link SpeckLimits} for a page rendered at `dpi`: at 200 dpi blobs up to 4 px (a 2 × 2 toner
 * dot) with no ink within 4 px, both scaled with the resolution; a page needs 40 such specks
 * per million pixels (~150 on A4) to be despeckled at all.
 */
export function speckLimitsForDpi(dpi: number): SpeckLimits {
  const factor = dpi / 200;
  return {
    maxArea: Math.max(1, Math.round(4 * factor ** 2)),
    clearance: Math.max(1, Math.round(4 * factor)),
    minPerMegapixel: 40,
  };
}
