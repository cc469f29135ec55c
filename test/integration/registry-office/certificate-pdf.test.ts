import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { renderCertificatePdf, renderScannedCertificatePdf } from '../../../simulator/certificate-pdf';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { readPdfText } from './pdf-text.helper';

const issuedAt = new Date('2026-11-29T01:12:00Z');
const truth = generateCertificate(
  '서울특별시 마포구 월드컵로 12, 101동 1203호 [근저당 240000000] [압류말소] [이력 4]',
  { issuedAt },
);
const short = generateCertificate('서울특별시 노원구 동일로 2, 101동 101호 [깨끗]', { issuedAt });

/** pdfjs splits and spaces runs differently from our lines; compare without whitespace. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}

describe('renderCertificatePdf', () => {
  it('has a text layer pdfjs reads back: 고유번호, owners, amounts, one page per layout page', async () => {
    const pdf = await renderCertificatePdf(truth, { issuedAt });
    const { pages } = await readPdfText(pdf);
    assert.equal(pages.length, layoutCertificate(truth).pages.length);
    const text = squeeze(pages.join('\n'));
    assert.ok(text.includes(squeeze(`고유번호 ${truth.uniqueNumber}`)));
    for (const owner of truth.currentOwners) assert.ok(text.includes(owner), owner);
    assert.ok(text.includes('채권최고액금240,000,000원'));
    assert.ok(text.includes('--이하여백--'));
  });

  it('reads back every line of the plain text, in order', async () => {
    const { pages } = await readPdfText(await renderCertificatePdf(truth, { issuedAt }));
    const layout = layoutCertificate(truth);
    layout.pages.forEach((page, index) => {
      const read = squeeze(pages[index] ?? '');
      let from = 0;
      for (const line of page.lines.map((each) => (each.kind === 'table' ? each.cells : [each.text])).flat()) {
        if (!line) continue;
        const at = read.indexOf(squeeze(line), from);
        assert.ok(at >= 0, `page ${index + 1}: "${line}" not found in order`);
        from = at;
      }
    });
  });

  it('gives the same bytes for the same certificate', async () => {
    const [a, b] = await Promise.all([
      renderCertificatePdf(short, { issuedAt }),
      renderCertificatePdf(short, { issuedAt }),
    ]);
    assert.ok(a.equals(b));
  });
});

describe('renderScannedCertificatePdf', () => {
  it('is image-only: no text layer, one JPEG per page', async () => {
    const pdf = await renderScannedCertificatePdf(short, { issuedAt, noise: 'clean' });
    const { pages } = await readPdfText(pdf);
    assert.equal(pages.length, layoutCertificate(short).pages.length);
    assert.deepEqual(
      pages.map((page) => page.trim()),
      pages.map(() => ''),
    );
    assert.equal(pdf.toString('latin1').match(/\/DCTDecode/g)?.length, pages.length);
  });

  it('is deterministic, and the noisy scan differs from the clean one', async () => {
    const clean = await renderScannedCertificatePdf(short, { issuedAt, noise: 'clean' });
    const again = await renderScannedCertificatePdf(short, { issuedAt, noise: 'clean' });
    const noisy = await renderScannedCertificatePdf(short, { issuedAt, noise: 'noisy' });
    assert.ok(clean.equals(again));
    assert.ok(!clean.equals(noisy));
  });
});
