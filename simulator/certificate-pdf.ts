import PDFDocument from 'pdfkit';
import { paintPage, type PagePainter } from './certificate-page-painter';
import { layoutCertificate } from './certificate-text';
import type { CertificateTruth } from './certificate.model';
import { DEFAULT_KOREAN_FONT, type KoreanFontPaths } from './korean-font';
import { collectPdf } from './pdf-output';

export { renderScannedCertificatePdf, type ScannedPdfOptions } from './certificate-scan';

/** Options of {@link renderCertificatePdf}. */
export interface CertificatePdfOptions {
  /** Issue time printed in the footer and stored as the PDF's creation date. Default: the truth's `issuedAt`. */
  issuedAt?: Date;
  /** Default: {@link DEFAULT_KOREAN_FONT}. */
  font?: KoreanFontPaths;
}

const REGULAR = 'certificate-regular';
const BOLD = 'certificate-bold';

/**
 * The certificate as the registry's internet service prints it: A4, NanumGothic embedded (a
 * subset), ruled tables, cancelled rows struck through. The text layer is real text, so the OCR
 * worker reads it without OCR.
 */
export async function renderCertificatePdf(
  truth: CertificateTruth,
  options: CertificatePdfOptions = {},
): Promise<Buffer> {
  const issuedAt = options.issuedAt ?? new Date(truth.issuedAt);
  const font = options.font ?? DEFAULT_KOREAN_FONT;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    // A fixed creation date keeps the bytes the same for the same certificate.
    info: {
      Title: '등기사항전부증명서',
      Creator: 'registry office simulator',
      Producer: 'pdfkit',
      CreationDate: issuedAt,
    },
  });
  doc.registerFont(REGULAR, font.regular);
  doc.registerFont(BOLD, font.bold);
  const done = collectPdf(doc);
  const painter = pdfkitPainter(doc);
  for (const page of layoutCertificate(truth, { issuedAt }).pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    paintPage(page, painter);
  }
  doc.end();
  return done;
}

function pdfkitPainter(doc: PDFKit.PDFDocument): PagePainter {
  return {
    text(text, x, baselineY, sizePt, bold) {
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(sizePt)
        .fillColor('black');
      doc.text(text, x, baselineY, { baseline: 'alphabetic', lineBreak: false });
    },
    measure(text, sizePt, bold) {
      return doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(sizePt)
        .widthOfString(text);
    },
    line(x1, y1, x2, y2, widthPt, kind) {
      doc
        .save()
        .lineWidth(widthPt)
        .strokeColor(kind === 'strike' ? '#b00000' : 'black');
      doc.moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
    },
  };
}
