/**
 * Page geometry and text measurement shared by the text layout and both PDF renderers, so the
 * line breaks in the plain text are exactly the line breaks printed on the page.
 */

/** A4 in PDF points, with the certificate's margins and one fixed line pitch for every line. */
export const PAGE = {
  widthPt: 595.28,
  heightPt: 841.89,
  marginXPt: 40,
  /** Top of the first line slot. */
  topPt: 46,
  /** One slot per line: 10 pt text needs ~14 pt so table rules do not touch the glyphs. */
  lineHeightPt: 14.4,
  fontSizePt: 10,
  titleSizePt: 15,
  /** Line slots per page, running header included, footer excluded. */
  linesPerPage: 51,
  /** The footer's baseline distance from the bottom edge. */
  footerFromBottomPt: 30,
  cellPaddingPt: 3,
} as const;

export const CONTENT_WIDTH_PT = PAGE.widthPt - 2 * PAGE.marginXPt;

export interface TableColumn {
  header: string;
  widthPt: number;
}

/** One of the certificate's tables; its columns add up to the content width. */
export interface TableSpec {
  id: 'building' | 'land' | 'unit' | 'land-right' | 'rights';
  columns: readonly TableColumn[];
}

function table(id: TableSpec['id'], columns: Array<[string, number]>): TableSpec {
  const fixed = columns.slice(0, -1).reduce((sum, [, width]) => sum + width, 0);
  // The last column takes what is left, so every table spans the same width.
  return {
    id,
    columns: columns.map(([header, width], index) => ({
      header,
      widthPt: index === columns.length - 1 ? CONTENT_WIDTH_PT - fixed : width,
    })),
  };
}

export const TABLES = {
  // The first column must hold `순위번호`; 접수 and 등기원인 must hold the widest date, `2020년12월31일`, on one line.
  building: table('building', [
    ['표시번호', 46],
    ['접수', 86],
    ['소재지번,건물명칭 및 번호', 144],
    ['건물내역', 124],
    ['등기원인 및 기타사항', 0],
  ]),
  land: table('land', [
    ['표시번호', 46],
    ['소재지번', 214],
    ['지목', 46],
    ['면적', 90],
    ['등기원인 및 기타사항', 0],
  ]),
  unit: table('unit', [
    ['표시번호', 46],
    ['접수', 86],
    ['건물번호', 144],
    ['건물내역', 124],
    ['등기원인 및 기타사항', 0],
  ]),
  'land-right': table('land-right', [
    ['표시번호', 46],
    ['대지권종류', 164],
    ['대지권비율', 150],
    ['등기원인 및 기타사항', 0],
  ]),
  rights: table('rights', [
    ['순위번호', 46],
    ['등기목적', 88],
    ['접수', 86],
    ['등기원인', 100],
    ['권리자 및 기타사항', 0],
  ]),
} satisfies Record<TableSpec['id'], TableSpec>;

/** Left edges of a table's columns, in points from the page's left edge. */
export function columnLefts(spec: TableSpec): number[] {
  const lefts: number[] = [];
  let x = PAGE.marginXPt;
  for (const column of spec.columns) {
    lefts.push(x);
    x += column.widthPt;
  }
  return lefts;
}

/**
 * Width of `text` in NanumGothic at `sizePt`, from its advance widths (Hangul 0.94 em, digits
 * 0.61 em, …) rounded up, so a wrapped line never overflows its cell in either renderer.
 */
export function estimateTextWidth(text: string, sizePt: number): number {
  let em = 0;
  for (const char of text) em += charEm(char);
  return em * sizePt * 1.02;
}

function charEm(char: string): number {
  if (char === ' ') return 0.28;
  if (/[0-9]/.test(char)) return 0.61;
  if (/[a-z]/.test(char)) return 0.56;
  if (/[A-Z]/.test(char)) return 0.8;
  if (/[.,:;()[\]\-*~'"/|]/.test(char)) return 0.4;
  return 0.94;
}

/** Breaks `text` into lines that fit `widthPt`, at spaces where it can and inside a word where it must. */
export function wrapText(text: string, widthPt: number, sizePt: number = PAGE.fontSizePt): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((part) => part.length > 0)) {
    const candidate = current ? `${current} ${word}` : word;
    if (estimateTextWidth(candidate, sizePt) <= widthPt) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const char of word) {
      if (current && estimateTextWidth(current + char, sizePt) > widthPt) {
        lines.push(current);
        current = '';
      }
      current += char;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The usable text width of a column. */
export function cellTextWidth(column: TableColumn): number {
  return column.widthPt - 2 * PAGE.cellPaddingPt;
}
