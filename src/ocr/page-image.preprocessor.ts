/** A rendered page as 8-bit grey pixels, row by row, top-left first. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Grey levels at or below this count as ink when looking for specks. */
const INK_LEVEL = 128;

/**
 * Converts RGBA pixels to grey with the Rec. 601 luma weights (what Leptonica uses too), so
 * tesseract gets 1 byte per pixel instead of 4: its image copies live in wasm memory, which never
 * shrinks back, so every byte saved here is saved for the life of the process.
 */
export function toGrey(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i += 1, j += 4) {
    pixels[i] = (rgba[j]! * 299 + rgba[j + 1]! * 587 + rgba[j + 2]! * 114 + 500) / 1000;
  }
  return { width, height, pixels };
}

/**
 * Stretches grey levels so the paper becomes white: the most common level among the light half
 * of the histogram is taken as the paper and mapped to 255, everything scales with it. Scans of
 * grey or yellowed paper otherwise sit near the thresholds the rule and speck filters use, and
 * whitened rules would leave bright stripes on the grey.
 */
export function whitenPaper(image: GreyImage): void {
  const histogram = new Uint32Array(256);
  for (const level of image.pixels) histogram[level]! += 1;
  let paper = 255;
  for (let level = 128; level < 256; level += 1) if (histogram[level]! > histogram[paper]!) paper = level;
  if (paper >= 250) return;
  const lookup = Uint8Array.from({ length: 256 }, (_, level) => Math.min(255, Math.round((level * 255) / paper)));
  for (let i = 0; i < image.pixels.length; i += 1) image.pixels[i] = lookup[image.pixels[i]!]!;
}

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
  for (let i = 0; i < pixels.length; i += 1) unvisited[i] = pixels[i]! <= INK_LEVEL ? 1 : 0;
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
      if (pixels[y * width + x]! <= INK_LEVEL) count += 1;
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

/**
 * Grey levels at or below this count as part of a rule. Looser than {@link INK_LEVEL}: a printed
 * rule's anti-aliased edges are light grey, and left behind they still read as `|` or `ㅣ`.
 */
const RULE_LEVEL = 200;

/** Bits of the rule mask: which way the run through a pixel goes. */
const ACROSS = 1;
const DOWN = 2;
const STRIKE = 4;

/**
 * Whitens table rules: straight runs of dark pixels at least `minLength` long, across or down,
 * plus one pixel either side for their soft edges. Tesseract reads a column rule as `|`, `ㅣ` or
 * `1`. No stroke of a glyph at body size is that long. Strike-through lines of cancelled entries
 * (말소) are left alone: they run through the middle of Hangul, where most horizontal strokes
 * are, and erasing them cut the text worse than leaving them. Where a glyph's stroke crosses a
 * rule (ink on both sides of it), the crossing is kept.
 */
export function removeRules(image: GreyImage, minLength: number): void {
  const { width, height, pixels } = image;
  const mask = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    markRuns(pixels, y * width, 1, width, width, minLength, mask, (from, to) => isStrike(image, y, from, to, minLength) ? STRIKE : ACROSS);
  }
  for (let x = 0; x < width; x += 1) markRuns(pixels, x, width, height, 1, minLength, mask, () => DOWN);
  const whiten: number[] = [];
  for (let i = 0; i < pixels.length; i += 1) {
    if (mask[i] === 0) continue;
    const crossedAcross = (mask[i]! & ACROSS) !== 0 && inkBeyond(image, mask, i, width, ACROSS);
    const crossedDown = (mask[i]! & DOWN) !== 0 && inkBeyond(image, mask, i, 1, DOWN);
    const touchedStrike = (mask[i]! & STRIKE) !== 0 && inkBeside(image, mask, i, width);
    if (!crossedAcross && !crossedDown && !touchedStrike) whiten.push(i);
  }
  for (const i of whiten) pixels[i] = 255;
}

/**
 * True when the first pixels past the rule band on both sides (`±step`) are ink of a glyph. Ink
 * that belongs to another rule does not count: where two rules meet, both go.
 */
function inkBeside(image: GreyImage, mask: Uint8Array, i: number, step: number): boolean {
  const side = sideInk(image, mask, i, step, STRIKE);
  return side(-1) || side(1);
}

function inkBeyond(image: GreyImage, mask: Uint8Array, i: number, step: number, bit: number): boolean {
  const side = sideInk(image, mask, i, step, bit);
  return side(-1) && side(1);
}

function sideInk(image: GreyImage, mask: Uint8Array, i: number, step: number, bit: number): (direction: number) => boolean {
  return (direction: number): boolean => {
    let j = i;
    for (let k = 0; k < 8 && j >= 0 && j < mask.length && (mask[j]! & bit) !== 0; k += 1) j += direction * step;
    return j >= 0 && j < mask.length && mask[j] === 0 && image.pixels[j]! <= INK_LEVEL;
  };
}

/**
 * True when the horizontal run `from..to` on row `y` has text just above or below it along a
 * fifth of its length or more: a line drawn through writing, not a cell border (cell padding
 * keeps text off borders; only the few column rules meet a border).
 */
function isStrike(image: GreyImage, y: number, from: number, to: number, minLength: number): boolean {
  const { width, height, pixels } = image;
  const offset = Math.max(3, Math.round(minLength / 12));
  if (y - offset < 0 || y + offset >= height) return false;
  let inked = 0;
  for (let x = from; x < to; x += 1) {
    if (pixels[(y - offset) * width + x]! <= INK_LEVEL || pixels[(y + offset) * width + x]! <= INK_LEVEL) inked += 1;
  }
  return inked >= 0.2 * (to - from);
}

/**
 * Sets `bit` in `mask` for every dark run of at least `minLength` pixels along one row or column
 * (pixels `start + k·step`) that `accept(fromK, toK)` agrees is a rule, and for the pixels
 * `±beside` it.
 */
function markRuns(
  pixels: Uint8Array, start: number, step: number, count: number, beside: number,
  minLength: number, mask: Uint8Array, kind: (from: number, to: number) => number,
): void {
  let runStart = -1;
  for (let k = 0; k <= count; k += 1) {
    const dark = k < count && pixels[start + k * step]! <= RULE_LEVEL;
    if (dark && runStart < 0) runStart = k;
    if (dark || runStart < 0) continue;
    if (k - runStart >= minLength) {
      const bit = kind(runStart, k);
      for (let j = runStart; j < k; j += 1) {
        const i = start + j * step;
        mask[i]! |= bit;
        if (i - beside >= 0) mask[i - beside]! |= bit;
        if (i + beside < mask.length) mask[i + beside]! |= bit;
      }
    }
    runStart = -1;
  }
}

/** The shortest ink run {@link removeRules} takes for a rule at `dpi`: a quarter inch (18 pt). */
export function ruleLengthForDpi(dpi: number): number {
  return Math.round(dpi / 4);
}

/**
 * Encodes a grey image as binary PGM (P5), which Leptonica inside tesseract reads without a
 * decoder: cheaper than PNG both ways, and nothing is compressed only to be uncompressed.
 */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.pixels]);
}
