/** Reads a PDF's text layer with pdfjs-dist, the way the OCR worker does before it falls back to OCR. */
export async function readPdfText(pdf: Buffer): Promise<{ pages: string[]; numPages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
  } finally {
    await document.destroy();
  }
  return { pages, numPages: pages.length };
}
