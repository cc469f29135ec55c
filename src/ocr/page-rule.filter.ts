import { INK_LEVEL, type GreyImage } from './page-image.preprocessor';

/**
 * Grey levels at or below this count as part of a rule. Looser than {@link INK_LEVEL}: a printed
 * rule's anti-aliased edges are light grey, and left behind they still read as `|` or `ㅣ`.
 */
const RULE_LEVEL = 200;

/** Bits of the rule mask: which way the run through a pixel goes, and whether it strikes text. */
const ACROSS = 1;
const DOWN = 2;
const STRIKE = 4;

/**
 * Whitens table rules: straight runs of dark pixels at least `minLength` long, across or down,
 * plus one pixel either side for their soft edges. Tesseract reads a column rule as `|`, `ㅣ` or
 * `1`; no stroke of a glyph at body size is that long. Where a glyph's stroke crosses a rule (ink
 * on both sides), the crossing is kept. Strike-through lines of cancelled entries (말소) run
 * through the middle of Hangul; there every pixel touching a glyph on either side is kept and
 * only the line between glyphs goes. Measured on scanned certificates, that beat both leaving
 * strikes (tesseract then misreads whole rows) and erasing them (it cuts the strokes they cover).
 */
export function removeRules(image: GreyImage, minLength: number): void {
  const { width, height, pixels } = image;
  const mask = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    const kind = (from: number, to: number): number => (isStrike(image, y, from, to, minLength) ? STRIKE : ACROSS);
    markRuns(pixels, y * width, 1, width, width, minLength, mask, kind);
  }
  for (let x = 0; x < width; x += 1) markRuns(pixels, x, width, height, 1, minLength, mask, () => DOWN);
  const whiten: number[] = [];
  for (let i = 0; i < pixels.length; i += 1) {
    if (mask[i] === 0) continue;
    const crossedAcross = (mask[i] & ACROSS) !== 0 && inkBeyond(image, mask, i, width, ACROSS);
    const crossedDown = (mask[i] & DOWN) !== 0 && inkBeyond(image, mask, i, 1, DOWN);
    const touchedStrike = (mask[i] & STRIKE) !== 0 && inkBeside(image, mask, i, width);
    if (!crossedAcross && !crossedDown && !touchedStrike) whiten.push(i);
  }
  for (const i of whiten) pixels[i] = 255;
}

/** True when the first pixel past a strike band on either side (`±step`) is glyph ink. */
function inkBeside(image: GreyImage, mask: Uint8Array, i: number, step: number): boolean {
  const side = sideInk(image, mask, i, step, STRIKE);
  return side(-1) || side(1);
}

/**
 * True when the first pixels past the rule band on both sides (`±step`) are ink of a glyph. Ink
 * that belongs to another rule does not count: where two rules meet, both go.
 */
function inkBeyond(image: GreyImage, mask: Uint8Array, i: number, step: number, bit: number): boolean {
  const side = sideInk(image, mask, i, step, bit);
  return side(-1) && side(1);
}

/** Walks from `i` out of the `bit` band (at most 8 px) and tells whether glyph ink lies there. */
function sideInk(
  image: GreyImage,
  mask: Uint8Array,
  i: number,
  step: number,
  bit: number,
): (direction: number) => boolean {
  return (direction: number): boolean => {
    let j = i;
    for (let k = 0; k < 8 && j >= 0 && j < mask.length && (mask[j] & bit) !== 0; k += 1) j += direction * step;
    return j >= 0 && j < mask.length && mask[j] === 0 && image.pixels[j] <= INK_LEVEL;
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
    if (pixels[(y - offset) * width + x] <= INK_LEVEL || pixels[(y + offset) * width + x] <= INK_LEVEL) inked += 1;
  }
  return inked >= 0.2 * (to - from);
}

/**
 * Marks in `mask` every dark run of at least `minLength` pixels along one row or column (pixels
 * `start + k·step`), and the pixels `±beside` it, with the bit `kind(fromK, toK)` picks.
 */
function markRuns(
  pixels: Uint8Array,
  start: number,
  step: number,
  count: number,
  beside: number,
  minLength: number,
  mask: Uint8Array,
  kind: (from: number, to: number) => number,
): void {
  let runStart = -1;
  for (let k = 0; k <= count; k += 1) {
    const dark = k < count && pixels[start + k * step] <= RULE_LEVEL;
    if (dark && runStart < 0) runStart = k;
    if (dark || runStart < 0) continue;
    if (k - runStart >= minLength) {
      const bit = kind(runStart, k);
      for (let j = runStart; j < k; j += 1) {
        const i = start + j * step;
        mask[i] |= bit;
        if (i - beside >= 0) mask[i - beside] |= bit;
        if (i + beside < mask.length) mask[i + beside] |= bit;
      }
    }
    runStart = -1;
  }
}

/** The shortest ink run {@link removeRules} takes for a rule at `dpi`: a quarter inch (18 pt). */
export function ruleLengthForDpi(dpi: number): number {
  return Math.round(dpi / 4);
}
