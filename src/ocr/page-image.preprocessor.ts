/** A rendered page as 8-bit grey pixels, row by row, top-left first. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Grey levels at or below this count as ink (glyphs, rules, specks) in the page filters. */
export const INK_LEVEL = 128;

/**
 * Converts RGBA pixels to grey with the Rec. 601 luma weights (what Leptonica uses too), so
 * tesseract gets 1 byte per pixel instead of 4: its image copies live in wasm memory, which never
 * shrinks back, so every byte saved here is saved for the life of the process.
 */
export function toGrey(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i += 1, j += 4) pixels[i] = luma(rgba[j], rgba[j + 1], rgba[j + 2]);
  return { width, height, pixels };
}

/** Rec. 601 luma of one pixel, rounded (stored into a Uint8Array, which truncates). */
export function luma(red: number, green: number, blue: number): number {
  return (red * 299 + green * 587 + blue * 114 + 500) / 1000;
}

/**
 * Stretches grey levels so the paper becomes white: the most common level among the light half
 * of the histogram is taken as the paper and mapped to 255, everything scales with it. Scans of
 * grey or yellowed paper otherwise sit near the thresholds the rule and speck filters use, and
 * whitened rules would leave bright stripes on the grey.
 */
export function whitenPaper(image: GreyImage): void {
  const histogram = new Uint32Array(256);
  // An indexed loop: iterating a 4-megapixel typed array with for…of cost ~70 ms a page.
  const { pixels } = image;
  for (let i = 0; i < pixels.length; i += 1) histogram[pixels[i]] += 1;
  let paper = 255;
  for (let level = 128; level < 256; level += 1) if (histogram[level] > histogram[paper]) paper = level;
  if (paper >= 250) return;
  const lookup = Uint8Array.from({ length: 256 }, (_, level) => Math.min(255, Math.round((level * 255) / paper)));
  for (let i = 0; i < image.pixels.length; i += 1) image.pixels[i] = lookup[image.pixels[i]]!;
}

/**
 * Encodes a grey image as binary PGM (P5), which Leptonica inside tesseract reads without a
 * decoder: cheaper than PNG both ways, and nothing is compressed only to be uncompressed.
 */
export function encodePgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, image.pixels]);
}
