import { kstDateTime } from './certificate-dates';
import { PAGE, type TableSpec } from './certificate-layout';
import { buildBlocks, headerLines, runningHeader, type LayoutBlock, type RowSource } from './certificate-rows';
import type { CertificateTruth } from './certificate.model';

export type { RowSource } from './certificate-rows';

/** One printed line; every line takes one slot of {@link PAGE.lineHeightPt}. */
export type CertificateLine =
  | { kind: 'text'; text: string; align: 'left' | 'center' | 'right'; title?: boolean }
  | { kind: 'section'; text: string }
  | {
      kind: 'table';
      table: TableSpec;
      /** One string per column; '' where the column has nothing on this line. */
      cells: string[];
      /** The table's header row (순위번호 | 등기목적 | …), repeated at the top of a continued page. */
      header: boolean;
      /** First line of a row: a rule is drawn above it. */
      rowStart: boolean;
      /** Last line of a row: a rule is drawn below it. */
      rowEnd: boolean;
      /** The row's entry was cancelled (말소): struck through on paper, same text. */
      struck: boolean;
      source: RowSource | null;
    };

export interface CertificatePage {
  /** 1-based. */
  pageNumber: number;
  lines: CertificateLine[];
  footer: { left: string; right: string };
}

/** The certificate cut into pages, and the text a perfect OCR of those pages would produce. */
export interface CertificateDocument {
  pages: CertificatePage[];
  /** Every page's {@link pageText}, joined by newlines. */
  text: string;
}

/** Options of {@link layoutCertificate}. */
export interface LayoutOptions {
  /** Issue time printed in the footer. Default: the truth's `issuedAt`. */
  issuedAt?: Date;
  /** Line slots per page. Default: {@link PAGE.linesPerPage}. */
  linesPerPage?: number;
}

/**
 * Lays the certificate out the way the registry prints it: the 표제부 tables, then 갑구 and
 * 을구 as five-column tables whose long cells wrap onto continuation lines with an empty rank
 * column. A row that does not fit continues on the next page, under the repeated running header
 * and table header.
 */
export function layoutCertificate(truth: CertificateTruth, options: LayoutOptions = {}): CertificateDocument {
  const capacity = options.linesPerPage ?? PAGE.linesPerPage;
  const pager = new Pager(capacity, runningHeader(truth));
  for (const block of buildBlocks(truth)) pager.place(block);
  const issuedAt = options.issuedAt ?? new Date(truth.issuedAt);
  const total = pager.pages.length;
  const pages = pager.pages.map((lines, index) => ({
    pageNumber: index + 1,
    lines,
    footer: { left: `열람일시 : ${kstDateTime(issuedAt)}`, right: `${index + 1}/${total}` },
  }));
  return { pages, text: pages.map(pageText).join('\n') };
}

/** The plain text of a certificate (what the OCR benchmark compares against). */
export function certificateText(truth: CertificateTruth, options: LayoutOptions = {}): string {
  return layoutCertificate(truth, options).text;
}

/**
 * A page as text: one line per printed line, table cells joined by a single space with empty
 * cells left out, blank lines dropped, the footer last.
 */
export function pageText(page: CertificatePage): string {
  const lines = page.lines.map(lineText).filter((line) => line.length > 0);
  lines.push(`${page.footer.left} ${page.footer.right}`);
  return lines.join('\n');
}

export function lineText(line: CertificateLine): string {
  if (line.kind === 'table') return line.cells.filter((cell) => cell.length > 0).join(' ');
  return line.text;
}

/** Fills pages slot by slot; knows the open table so a continued page can repeat its header. */
class Pager {
  readonly pages: CertificateLine[][] = [[]];
  private table: TableSpec | null = null;

  constructor(
    private readonly capacity: number,
    private readonly header: string,
  ) {}

  place(block: LayoutBlock): void {
    if (block.kind === 'text') {
      this.table = null;
      this.reserve(block.title ? 2 : 1);
      this.push({ kind: 'text', text: block.text, align: block.align, ...(block.title ? { title: true } : {}) });
      // The title is set larger and takes two slots.
      if (block.title) this.push({ kind: 'text', text: '', align: 'left' });
      return;
    }
    if (block.kind === 'section') {
      this.table = null;
      const header = headerLines(block.table);
      // Keep a heading with its header row and the first line of its first row.
      this.reserve(1 + header.length + 1);
      this.push({ kind: 'section', text: block.text });
      this.table = block.table;
      this.pushHeader();
      return;
    }
    this.placeRow(block);
  }

  private placeRow(block: Extract<LayoutBlock, { kind: 'row' }>): void {
    block.lines.forEach((cells, index) => {
      this.reserve(1);
      this.push({
        kind: 'table',
        table: block.table,
        cells,
        header: false,
        rowStart: index === 0,
        rowEnd: index === block.lines.length - 1,
        struck: block.struck,
        source: block.source,
      });
    });
  }

  private pushHeader(): void {
    if (!this.table) return;
    const lines = headerLines(this.table);
    lines.forEach((cells, index) => {
      this.push({
        kind: 'table',
        table: this.table as TableSpec,
        cells,
        header: true,
        rowStart: index === 0,
        rowEnd: index === lines.length - 1,
        struck: false,
        source: null,
      });
    });
  }

  private reserve(slots: number): void {
    const current = this.pages[this.pages.length - 1];
    if (current.length + slots <= this.capacity) return;
    this.pages.push([]);
    this.push({ kind: 'text', text: this.header, align: 'left' });
    this.pushHeader();
  }

  private push(line: CertificateLine): void {
    this.pages[this.pages.length - 1].push(line);
  }
}
