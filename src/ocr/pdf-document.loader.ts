import path from 'node:path';

// pdfjs-dist is ESM-only; this CommonJS project reads its types through `resolution-mode`.
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs' with {
  'resolution-mode': 'import',
};

import { OcrEngineError, OcrInputError } from './ocr.errors';

// typescript-eslint's project service does not resolve this `resolution-mode` import (tsc does).
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs', { with: { 'resolution-mode': 'import' } });

/** A parsed PDF (pdfjs). */
export type PdfDocument = PDFDocumentProxy;
/** One page of a {@link PdfDocument}. */
export type PdfPage = PDFPageProxy;

let pdfjsModule: Promise<PdfJs> | undefined;

/**
 * pdfjs-dist ships only as ESM. swc turns this `import()` into `require()`, which Node ≥ 20.19
 * accepts for ESM without top-level await; loaded once, lazily, so processes that never touch a
 * PDF do not pay for it.
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsModule ??= import('pdfjs-dist/legacy/build/pdf.mjs').catch((error: unknown) => {
    // Forget the failure so a later job tries again instead of inheriting it.
    pdfjsModule = undefined;
    throw new OcrEngineError('Could not load pdfjs-dist.', { cause: error });
  });
  return pdfjsModule;
}

/** Local folders of pdfjs-dist's fonts, CMaps and wasm decoders: nothing is fetched. */
function pdfJsAssetUrls(): { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string } {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  // pdfjs joins file names onto these, so each needs its trailing separator.
  const folder = (name: string): string => path.join(root, name) + path.sep;
  return {
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    wasmUrl: folder('wasm'),
  };
}

/** Limits checked before and right after parsing. */
export interface PdfLimits {
  maxBytes: number;
  maxPages: number;
}

/**
 * Opens `pdf` with pdfjs after the cheap checks (size, `%PDF-` header), then checks the page
 * count. Every refusal is an {@link OcrInputError}: the same bytes would be refused again.
 */
export async function openPdfDocument(pdf: Buffer, limits: PdfLimits): Promise<PdfDocument> {
  assertLooksLikePdf(pdf, limits.maxBytes);
  const pdfjs = await loadPdfJs();
  let document: PdfDocument;
  try {
    document = await pdfjs.getDocument({
      // pdfjs transfers (detaches) the array it is given: hand it a copy, not the caller's bytes.
      data: new Uint8Array(pdf),
      ...pdfJsAssetUrls(),
      cMapPacked: true,
      isEvalSupported: false,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    }).promise;
  } catch (error) {
    throw classifyOpenError(error);
  }
  if (document.numPages < 1) {
    await document.destroy();
    throw new OcrInputError('EMPTY', 'The PDF has no pages.');
  }
  if (document.numPages > limits.maxPages) {
    const pages = document.numPages;
    await document.destroy();
    throw new OcrInputError('TOO_MANY_PAGES', `The PDF has ${pages} pages; at most ${limits.maxPages} are accepted.`);
  }
  return document;
}

/** Size and header checks that need no parser, so oversized or foreign files cost nothing. */
export function assertLooksLikePdf(pdf: Buffer, maxBytes: number): void {
  if (pdf.length === 0) throw new OcrInputError('EMPTY', 'The file is empty.');
  if (pdf.length > maxBytes) {
    throw new OcrInputError(
      'TOO_LARGE',
      `The PDF is ${formatMegabytes(pdf.length)}; at most ${formatMegabytes(maxBytes)} is accepted.`,
    );
  }
  // The PDF standard lets readers tolerate junk before the header; 1 KB is what readers allow.
  if (pdf.subarray(0, 1024).indexOf('%PDF-') === -1) {
    throw new OcrInputError('NOT_PDF', 'The file is not a PDF (no %PDF- header).');
  }
}

function classifyOpenError(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new OcrInputError('ENCRYPTED_PDF', 'The PDF is password-protected.', { cause: error });
  }
  if (name === 'InvalidPDFException' || name === 'FormatError') {
    const detail = error instanceof Error ? error.message : String(error);
    return new OcrInputError('CORRUPT_PDF', `The PDF is corrupt: ${detail}`, { cause: error });
  }
  return new OcrEngineError('Could not open the PDF.', { cause: error });
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
