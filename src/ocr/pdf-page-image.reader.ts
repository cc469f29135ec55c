import { loadPdfJs, type PdfPage } from './pdf-document.loader';
import { luma, type GreyImage } from './page-image.preprocessor';

/** pdfjs's `ImageKind`: how a decoded image's `data` is laid out. */
const GREYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

/** A decoded image as pdfjs hands it over. */
interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

/** A PDF transformation matrix `[a b c d e f]`. */
type Matrix = [number, number, number, number, number, number];

/**
 * Reads the pixels of a scanned page straight from its image, as grey at `dpi`, when the page is
 * nothing but one upright image covering it (how scanners and the registry office's scans write
 * PDFs); otherwise returns undefined and the page is painted on a canvas instead. pdfjs decodes
 * the image either way; skipping the canvas saves two page-sized RGBA buffers (the canvas and the
 * copy read back from it, ~15 MB each at 200 dpi), the largest allocations of the whole OCR path,
 * and the time spent painting.
 */
export async function readScannedPageImage(page: PdfPage, dpi: number): Promise<GreyImage | undefined> {
  if (page.rotate % 360 !== 0) return undefined;
  const { OPS } = await loadPdfJs();
  const { fnArray, argsArray } = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let painted: { id: string; ctm: Matrix } | undefined;
  for (let k = 0; k < fnArray.length; k += 1) {
    const op = fnArray[k];
    const args = argsArray[k] as unknown[] | null;
    if (op === OPS.save) stack.push(ctm);
    else if (op === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (op === OPS.transform) ctm = multiply(args as Matrix, ctm);
    else if (op === OPS.paintImageXObject && painted === undefined) painted = { id: String(args![0]), ctm };
    else if (op !== OPS.dependency) return undefined;
  }
  if (!painted) return undefined;
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const flipped = coversPage(painted.ctm, x0, y0, x1, y1);
  if (flipped === undefined) return undefined;
  const objects = painted.id.startsWith('g_') ? page.commonObjs : page.objs;
  if (!objects.has(painted.id)) return undefined;
  const image = objects.get(painted.id) as DecodedImage | null;
  const grey = image ? decodedToGrey(image, flipped) : undefined;
  if (!grey) return undefined;
  return resizeGrey(grey, Math.ceil(((x1 - x0) * dpi) / 72), Math.ceil(((y1 - y0) * dpi) / 72));
}

/** `m × n`: the matrix of applying `m`, then `n` (PDF's `cm` order). */
function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/**
 * Whether the unit square under `ctm` is the page box, unrotated: false when upright, true when
 * upside down (rows bottom to top), undefined for anything else (not worth the special cases).
 */
function coversPage(ctm: Matrix, x0: number, y0: number, x1: number, y1: number): boolean | undefined {
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1;
  const [a, b, c, d, e, f] = ctm;
  if (!near(b, 0) || !near(c, 0) || !near(a, x1 - x0) || !near(e, x0)) return undefined;
  if (near(d, y1 - y0) && near(f, y0)) return false;
  if (near(d, y0 - y1) && near(f, y1)) return true;
  return undefined;
}

/** Grey by `luma`, as `toGrey`; the image's first row is its top unless `flipped`. */
function decodedToGrey(image: DecodedImage, flipped: boolean): GreyImage | undefined {
  const { width, height, data, kind } = image;
  if (!data) return undefined;
  const channels = kind === RGB_24BPP ? 3 : kind === RGBA_32BPP ? 4 : kind === GREYSCALE_1BPP ? 0 : -1;
  if (channels < 0) return undefined;
  const pixels = new Uint8Array(width * height);
  const rowBytes = channels === 0 ? Math.ceil(width / 8) : width * channels;
  for (let y = 0; y < height; y += 1) {
    const from = (flipped ? height - 1 - y : y) * rowBytes;
    const to = y * width;
    for (let x = 0; x < width; x += 1) {
      if (channels === 0) {
        pixels[to + x] = (data[from + (x >> 3)] >> (7 - (x & 7))) & 1 ? 255 : 0;
      } else {
        const j = from + x * channels;
        pixels[to + x] = luma(data[j], data[j + 1], data[j + 2]);
      }
    }
  }
  return { width, height, pixels };
}

/**
 * The image at `width` × `height`: as it is when it is within 1 % of that (a scan at the OCR
 * resolution already), else resampled by averaging the source pixels under each target pixel
 * (the nearest one where the scan is coarser than the target).
 */
function resizeGrey(image: GreyImage, width: number, height: number): GreyImage {
  const close = (a: number, b: number): boolean => Math.abs(a - b) <= b * 0.01;
  if (close(image.width, width) && close(image.height, height)) return image;
  const pixels = new Uint8Array(width * height);
  const [sx, sy] = [image.width / width, image.height / height];
  for (let y = 0; y < height; y += 1) {
    const [top, bottom] = [Math.floor(y * sy), Math.max(Math.floor(y * sy) + 1, Math.floor((y + 1) * sy))];
    for (let x = 0; x < width; x += 1) {
      const [left, right] = [Math.floor(x * sx), Math.max(Math.floor(x * sx) + 1, Math.floor((x + 1) * sx))];
      let [sum, count] = [0, 0];
      for (let v = top; v < Math.min(bottom, image.height); v += 1) {
        for (let u = left; u < Math.min(right, image.width); u += 1) {
          sum += image.pixels[v * image.width + u];
          count += 1;
        }
      }
      pixels[y * width + x] = count > 0 ? Math.round(sum / count) : 255;
    }
  }
  return { width, height, pixels };
}
