import { PAGE, columnLefts, type TableSpec } from './certificate-layout';
import type { CertificateLine, CertificatePage } from './certificate-text';

/**
 * The few drawing operations a certificate page needs, in PDF points with y growing downwards.
 * The text PDF (pdfkit) and the scanned PDF (canvas) implement them, so both print the same page.
 */
export interface PagePainter {
  /** Draws `text` with its alphabetic baseline at `baselineY`. */
  text(text: string, x: number, baselineY: number, sizePt: number, bold: boolean): void;
  /** Width of `text` as drawn. */
  measure(text: string, sizePt: number, bold: boolean): number;
  line(x1: number, y1: number, x2: number, y2: number, widthPt: number, kind: 'rule' | 'strike'): void;
}

const BASELINE_IN_SLOT = (PAGE.lineHeightPt + PAGE.fontSizePt * 0.72) / 2;

/** Paints one page: its lines slot by slot, table rules, strike-through of cancelled rows, footer. */
export function paintPage(page: CertificatePage, painter: PagePainter): void {
  page.lines.forEach((line, slot) => {
    const top = PAGE.topPt + slot * PAGE.lineHeightPt;
    const next = page.lines[slot + 1];
    if (line.kind === 'table') paintTableLine(line, top, next?.kind !== 'table' || next.table !== line.table, painter);
    else paintTextLine(line, top, painter);
  });
  const footerY = PAGE.heightPt - PAGE.footerFromBottomPt;
  const size = PAGE.fontSizePt - 1;
  painter.line(PAGE.marginXPt, footerY - 13, PAGE.widthPt - PAGE.marginXPt, footerY - 13, 0.5, 'rule');
  painter.text(page.footer.left, PAGE.marginXPt, footerY, size, false);
  const rightWidth = painter.measure(page.footer.right, size, false);
  painter.text(page.footer.right, PAGE.widthPt - PAGE.marginXPt - rightWidth, footerY, size, false);
}

function paintTextLine(line: Exclude<CertificateLine, { kind: 'table' }>, top: number, painter: PagePainter): void {
  if (!line.text) return;
  const title = line.kind === 'text' && line.title === true;
  const size = title ? PAGE.titleSizePt : PAGE.fontSizePt;
  const bold = title || line.kind === 'section';
  const width = painter.measure(line.text, size, bold);
  const align = line.kind === 'text' ? line.align : 'left';
  const contentRight = PAGE.widthPt - PAGE.marginXPt;
  const x = align === 'center' ? (PAGE.widthPt - width) / 2 : align === 'right' ? contentRight - width : PAGE.marginXPt;
  // A title takes two slots; its baseline sits in the middle of them.
  const baseline = title ? top + PAGE.lineHeightPt + size * 0.35 : top + BASELINE_IN_SLOT;
  painter.text(line.text, x, baseline, size, bold);
}

function paintTableLine(
  line: Extract<CertificateLine, { kind: 'table' }>,
  top: number,
  lastOfTable: boolean,
  painter: PagePainter,
): void {
  const lefts = columnLefts(line.table);
  const right = tableRight(line.table);
  const bottom = top + PAGE.lineHeightPt;
  if (line.rowStart) painter.line(PAGE.marginXPt, top, right, top, line.header ? 1 : 0.5, 'rule');
  if (line.rowEnd || lastOfTable) painter.line(PAGE.marginXPt, bottom, right, bottom, line.header ? 1 : 0.5, 'rule');
  for (const x of [...lefts, right]) painter.line(x, top, x, bottom, 0.5, 'rule');
  const baseline = top + BASELINE_IN_SLOT;
  line.cells.forEach((cell, index) => {
    if (!cell) return;
    const left = lefts[index];
    const columnWidth = line.table.columns[index]?.widthPt ?? 0;
    const width = painter.measure(cell, PAGE.fontSizePt, false);
    // Headers and the rank column are centred, as on the registry's own print.
    const centred = line.header || index === 0;
    const x = centred ? left + (columnWidth - width) / 2 : left + PAGE.cellPaddingPt;
    painter.text(cell, x, baseline, PAGE.fontSizePt, false);
    if (line.struck) {
      const y = baseline - PAGE.fontSizePt * 0.33;
      painter.line(x - 1, y, x + width + 1, y, 0.6, 'strike');
    }
  });
}

function tableRight(table: TableSpec): number {
  return PAGE.marginXPt + table.columns.reduce((sum, column) => sum + column.widthPt, 0);
}
