import { GlobalFonts, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';
import { encodeCanvas } from './canvas-encoding';
import { PAGE } from './certificate-layout';
import { paintPage, type PagePainter } from './certificate-page-painter';
import { layoutCertificate, type CertificatePage } from './certificate-text';
import type { CertificateTruth } from './certificate.model';
import { DEFAULT_KOREAN_FONT, type KoreanFontPaths } from './korean-font';
import { collectPdf } from './pdf-output';
import { SeededRandom } from './seeded-random';

/** Options of {@link renderScannedCertificatePdf}. */
export interface ScannedPdfOptions {
  /** Issue time printed in the footer. Default: the truth's `issuedAt`. */
  issuedAt?: Date;
  /** 'clean': white paper, tilt ≤ 0.5°. 'noisy': grey paper, specks, tilt 1–1.5°. Default: 'clean'. */
  noise?: 'clean' | 'noisy';
  /** Scan resolution. Default: 200 (10 pt text is then ~28 px high, enough for tesseract). */
  dpi?: number;
  /** Default: {@link DEFAULT_KOREAN_FONT}. */
  font?: KoreanFontPaths;
}

const REGULAR_FAMILY = 'CertificateScanRegular';
const BOLD_FAMILY = 'CertificateScanBold';
const registeredFonts = new Set<string>();

/**
 * The certificate as if printed and scanned: one JPEG per page in a PDF with no text layer, so the
 * OCR worker has to read pixels. Tilt and noise come from a PRNG seeded by the 고유번호, so the
 * same certificate always scans to the same bytes.
 */
export async function renderScannedCertificatePdf(
  truth: CertificateTruth,
  options: ScannedPdfOptions = {},
): Promise<Buffer> {
  const issuedAt = options.issuedAt ?? new Date(truth.issuedAt);
  const noise = options.noise ?? 'clean';
  const dpi = options.dpi ?? 200;
  registerFonts(options.font ?? DEFAULT_KOREAN_FONT);
  const rng = new SeededRandom(`scan:${truth.uniqueNumber}:${truth.address}:${noise}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: '등기사항전부증명서',
      Creator: 'registry office simulator (scan)',
      Producer: 'pdfkit',
      CreationDate: issuedAt,
    },
  });
  const done = collectPdf(doc);
  for (const page of layoutCertificate(truth, { issuedAt }).pages) {
    const jpeg = await scanPage(page, dpi, noise, rng.fork(`page-${page.pageNumber}`));
    doc.addPage({ size: 'A4', margin: 0 });
    doc.image(jpeg, 0, 0, { width: PAGE.widthPt, height: PAGE.heightPt });
  }
  doc.end();
  return done;
}

function registerFonts(font: KoreanFontPaths): void {
  // GlobalFonts is process-wide; registering the same file twice would only waste memory.
  for (const [path, family] of [
    [font.regular, REGULAR_FAMILY],
    [font.bold, BOLD_FAMILY],
  ] as const) {
    if (registeredFonts.has(`${family}:${path}`)) continue;
    if (!GlobalFonts.registerFromPath(path, family)) throw new Error(`cannot load font ${path}`);
    registeredFonts.add(`${family}:${path}`);
  }
}

async function scanPage(
  page: CertificatePage,
  dpi: number,
  noise: 'clean' | 'noisy',
  rng: SeededRandom,
): Promise<Buffer> {
  const scale = dpi / 72;
  const width = Math.round(PAGE.widthPt * scale);
  const height = Math.round(PAGE.heightPt * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = noise === 'noisy' ? 'rgb(232, 230, 226)' : 'white';
  ctx.fillRect(0, 0, width, height);
  const degrees = noise === 'noisy' ? 1 + rng.next() * 0.5 : rng.next() * 0.5;
  const sign = rng.chance(0.5) ? 1 : -1;
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate((sign * degrees * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.scale(scale, scale);
  paintPage(page, canvasPainter(ctx, noise === 'noisy' ? 'rgb(45, 45, 45)' : 'black'));
  ctx.restore();
  if (noise === 'noisy') sprinkleSpecks(ctx, width, height, rng);
  return encodeCanvas(canvas, 'jpeg', noise === 'noisy' ? 70 : 85);
}

function canvasPainter(ctx: SKRSContext2D, ink: string): PagePainter {
  const font = (sizePt: number, bold: boolean): string => `${sizePt}px ${bold ? BOLD_FAMILY : REGULAR_FAMILY}`;
  return {
    text(text, x, baselineY, sizePt, bold) {
      ctx.font = font(sizePt, bold);
      ctx.fillStyle = ink;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(text, x, baselineY);
    },
    measure(text, sizePt, bold) {
      ctx.font = font(sizePt, bold);
      return ctx.measureText(text).width;
    },
    line(x1, y1, x2, y2, widthPt, kind) {
      ctx.strokeStyle = kind === 'strike' ? 'rgb(90, 90, 90)' : ink;
      ctx.lineWidth = widthPt;
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.stroke();
    },
  };
}

/** Dust and toner specks; a few thousand small dots per page, darker ones rarer. */
function sprinkleSpecks(ctx: SKRSContext2D, width: number, height: number, rng: SeededRandom): void {
  const count = Math.round((width * height) / 1200);
  for (let i = 0; i < count; i += 1) {
    const shade = rng.chance(0.2) ? rng.int(40, 110) : rng.int(150, 210);
    ctx.fillStyle = `rgb(${shade}, ${shade}, ${shade})`;
    const size = rng.chance(0.1) ? 2 : 1;
    ctx.fillRect(rng.int(0, width - 1), rng.int(0, height - 1), size, size);
  }
}
