import {
  cropAndScale,
  enlarged,
  eraseLinesAcross,
  struckThrough,
  REREAD_SCALE,
  TIE_BREAK_SCALES,
  tokenSpan,
  unionOf,
  type LineReader,
  type PageImages,
  type PixelBox,
  type RecognizedLine,
  type RecognizedPage,
} from './amount-reread';
import { encodePgm, type GreyImage } from './page-image.preprocessor';

/**
 * A second read of the rank cells (순위번호) the page read makes no count of.
 *
 * A rank is one to three digits, or a 부기's `2-1`, alone in the first column of the 갑구 and 을구
 * tables. Read with the page, a small digit beside a long row is sometimes taken for a syllable
 * (`그 근저당권설정 …` for 3) or for another digit (`4 소유권이전` for 2). The parser can often tell
 * the rank from the count (the row after rank 2 is 3), but not where the count does not hold: the
 * 현재 유효사항 form omits cancelled entries, so its 을구 may start at rank 3, and a rank read too
 * high is a jump nothing after it refutes. Each cell is cut out of the page (the rank column, found
 * under its header) and read on its own, enlarged; when that read agrees with the page read the
 * cell is settled, else it is read at two more sizes and a rank two reads agree on (the page read
 * counting as one) replaces the page read's glyphs there. A cell whose page read continues the
 * table's count (the rank after the last, or a 부기 of an entry counted) is not read again: a
 * misread that happens to continue the count is left to the parser, which sees the same count.
 */

/** A rank as printed: `3`, `12`, `2-1`. */
const RANK = /^\d{1,3}(?:-\d{1,2})?$/;

/** The columns a rank may stand in: the x-range under the `순위번호` header, and where that header is. */
export interface RankColumn {
  x0: number;
  x1: number;
  /** The header line's index: the lines below it, up to the next header, are its table's. */
  header: number;
}

/**
 * The rank columns of a page: one under each `순위번호` header it prints (갑구, 을구), from half a
 * line's height left of the header word to its right end. A rank is printed in the middle of the
 * column, narrower than the header; the purpose beside it starts about where the header ends, so a
 * glyph whose middle lies further right is the purpose's.
 */
export function findRankColumns(lines: readonly RecognizedLine[]): RankColumn[] {
  const columns: RankColumn[] = [];
  lines.forEach((line, index) => {
    const glyphs = line.symbols.map((symbol) => symbol.text.trim());
    const at = glyphs.findIndex(
      (glyph, i) => glyph === '순' && glyphs[i + 1] === '위' && glyphs[i + 2] === '번' && glyphs[i + 3] === '호',
    );
    if (at < 0) return;
    const word = unionOf(line.symbols.slice(at, at + 4).map((symbol) => symbol.box));
    const pad = Math.round((word.y1 - word.y0) / 2);
    columns.push({ x0: Math.max(0, word.x0 - pad), x1: word.x1, header: index });
  });
  return columns;
}

/** A cell of the rank column. */
export interface RankCell {
  line: number;
  /** The line of its table's `순위번호` header: cells of one table share it. */
  table: number;
  /** The line's first `count` symbols are the cell's. */
  count: number;
  /** What the page read has there (`3`, or `그`). */
  read: string;
  /** The cell: the column's width, the symbols' height. */
  box: PixelBox;
  /** Where the page read put the cell's glyphs. */
  glyphs: PixelBox;
}

/**
 * The rank cells: on a line below a `순위번호` header, the glyphs at its start that stand in the rank
 * column (their middles left of its right edge). At most four glyphs and one syllable: more is text
 * that began in the column, not a cell; and a cell with nothing after it on its line is no row's.
 */
export function findRankCells(lines: readonly RecognizedLine[], columns: readonly RankColumn[]): RankCell[] {
  const cells: RankCell[] = [];
  lines.forEach((line, index) => {
    const column = [...columns].reverse().find((candidate) => candidate.header < index);
    // A header repeated on the page (the 을구's under the 갑구's) is no cell.
    if (!column || columns.some((candidate) => candidate.header === index)) return;
    let count = 0;
    while (count < line.symbols.length) {
      const { box } = line.symbols[count];
      if ((box.x0 + box.x1) / 2 >= column.x1 || box.x1 <= column.x0) break;
      count += 1;
    }
    if (count === 0 || count > 4 || count === line.symbols.length) return;
    const read = line.symbols
      .slice(0, count)
      .map((symbol) => symbol.text.trim())
      .join('');
    // Two syllables or more are words that began in the column (열람일시, 관할등기소), not a rank misread.
    if ((read.match(/[가-힣]/gu) ?? []).length > 1) return;
    const glyphs = unionOf(line.symbols.slice(0, count).map((symbol) => symbol.box));
    // Cut short of the purpose's first glyph, whatever of it reaches into the column.
    const x1 = Math.max(glyphs.x1 + 1, Math.min(column.x1, line.symbols[count].box.x0 - 2));
    const box = { x0: column.x0, y0: glyphs.y0, x1, y1: glyphs.y1 };
    cells.push({ line: index, table: column.header, count, read, glyphs, box });
  });
  return cells;
}

/**
 * The rank in a read of a cell, spaces and specks read as marks dropped (`2 - 1`, `1ㆍ`, `. 4`), or
 * null when the read is no rank (a syllable, a letter, nothing).
 */
export function rankIn(read: string): string | null {
  const compact = read.normalize('NFC').replace(/[^0-9A-Za-z가-힣ㄱ-ㅎ-]/gu, '');
  return RANK.test(compact) ? compact : null;
}

/**
 * The rank two reads agree on, or null: the page read (`pageRead`, when it is a rank) is the first
 * ballot, then the cut-out read at each size in turn, each asked for only while nothing is settled.
 * A page read the first re-read confirms costs one read.
 */
export async function voteOnRank(
  pageRead: string | null,
  readAt: (scale: number) => Promise<string | null>,
): Promise<string | null> {
  const seen = new Map<string, number>(pageRead === null ? [] : [[pageRead, 1]]);
  for (const scale of [REREAD_SCALE, ...TIE_BREAK_SCALES]) {
    const rank = await readAt(scale);
    if (rank === null) continue;
    const count = (seen.get(rank) ?? 0) + 1;
    if (count >= 2) return rank;
    seen.set(rank, count);
  }
  return null;
}

/**
 * The lines' texts (`texts`, one per line of `page`, as earlier re-reads left them; by default as the
 * page read has them) with every rank cell read again and, where two reads agree on another rank
 * than the page read's, the page read's glyphs there replaced by it. A line whose glyphs do not
 * match its text is left as it is.
 */
export async function rereadRanks(
  page: RecognizedPage,
  images: PageImages,
  readLine: LineReader,
  texts: readonly string[] = page.lines.map((line) => line.text),
): Promise<string[]> {
  const result = [...texts];
  // The last rank settled in each table (by its header's line): the count a cell should continue.
  const last = new Map<number, number>();
  for (const cell of findRankCells(page.lines, findRankColumns(page.lines))) {
    const table = cell.table;
    const pageRead = rankIn(cell.read);
    const settled = (rank: string): void => void last.set(table, mainOf(rank));
    if (pageRead !== null && continuesCount(pageRead, last.get(table) ?? 0)) {
      settled(pageRead);
      continue;
    }
    const line = page.lines[cell.line];
    const span = tokenSpan(line, { start: 0, end: cell.count });
    // An earlier re-read changes only what follows the rank cell: the cell's span still holds.
    if (!span || result[cell.line].slice(span.from, span.to) !== line.text.slice(span.from, span.to)) continue;
    const cut = cutOutCell(images, cell);
    const rank = await voteOnRank(pageRead, async (scale) =>
      rankIn(await readLine(encodePgm(enlarged(cut, scale)), images.dpi * scale)),
    );
    if (rank !== null || pageRead !== null) settled(rank ?? pageRead!);
    if (rank === null || rank === pageRead) continue;
    const text = result[cell.line];
    result[cell.line] = `${text.slice(0, span.from)}${rank} ${text.slice(span.to).trimStart()}`;
  }
  return result;
}

/**
 * The cell cut out of the page as tesseract read it (rules removed), a third of its height above
 * and below; on a cancelled entry's row, cleared of its strike-through, which the page filter keeps
 * where it touches a glyph (a struck `2` reads as `근`). Whether the row is struck is seen on the
 * page before its rules were removed, across the whole cell: a strike runs through the row, a
 * digit's bar does not.
 */
function cutOutCell(images: PageImages, cell: RankCell): GreyImage {
  const height = cell.box.y1 - cell.box.y0;
  const margin = { x0: 0, x1: 0, y0: height * 0.3, y1: height * 0.3 };
  const cut = cropAndScale(images.image, cell.box, margin, 1);
  if (!struckThrough(images.plain, cell.box)) return cut;
  const left = Math.max(0, Math.floor(cell.box.x0));
  return eraseLinesAcross(cut, cell.glyphs.x0 - left, cell.glyphs.x1 - left);
}

/** A rank's entry number: `2` of `2-1`. */
function mainOf(rank: string): number {
  return Number(rank.split('-')[0]);
}

/**
 * Whether a rank the page read continues its table's count after `previous` (0 before the first):
 * the next entry, or a 부기 of an entry already counted. A current-form certificate (현재 유효사항)
 * skips the cancelled entries' ranks, so its jumps are read again too, at a read or two each.
 */
export function continuesCount(rank: string, previous: number): boolean {
  const [main, sub] = rank.split('-');
  return sub === undefined ? Number(main) === previous + 1 : Number(main) <= previous && Number(main) > 0;
}
