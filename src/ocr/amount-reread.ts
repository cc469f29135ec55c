import { encodePgm, type GreyImage } from './page-image.preprocessor';

/**
 * A second read of a certificate's amounts (채권최고액, 청구금액, 전세금, 임차보증금).
 *
 * Tesseract reads a whole page as one block of lines; an amount is a long run of look-alike
 * digits printed on a table row that may be struck through (말소), and the page read gets some of
 * them wrong in ways the parser cannot always see: a digit doubled or lost (`3906,000,000`,
 * `00,000,000`), the 금 read as a digit (`3204,000,000`), a digit changed with the grouping intact
 * (`326,000,000` for `396,000,000`). Each amount is therefore read again on its own: the amount
 * and its label (`채권최고액 금396,000,000원`) are located on the page image, cut out, cleared of
 * strike-through, enlarged and read as a single line. {@link decideAmount} then keeps one of the
 * two reads, or neither.
 */

/** A rectangle on a page image in pixels; `x1` and `y1` are exclusive. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One glyph as tesseract read it, with the box it reported. */
export interface RecognizedSymbol {
  text: string;
  box: PixelBox;
}

/** One text line as tesseract read it: its text (spaces as printed) and its glyphs in order. */
export interface RecognizedLine {
  text: string;
  box: PixelBox;
  symbols: RecognizedSymbol[];
}

/** A page read with the positions of what was read. */
export interface RecognizedPage {
  /** The lines' texts joined, as tesseract's plain text output. */
  text: string;
  lines: RecognizedLine[];
}

/** An amount on a line of the page read, as found by {@link findAmountTokens}. */
export interface AmountToken {
  /** Index of the line in {@link RecognizedPage.lines}. */
  line: number;
  /** The first and one past the last symbol of the amount's digits (separators included). */
  start: number;
  end: number;
  /** The digits as the page read has them (`3906,000,000`). */
  digits: string;
  /** Where tesseract put the digits: the start of a search, not the crop (its boxes drift). */
  around: PixelBox;
}

/** A digit or a Latin look-alike of one. */
const DIGIT = /^[0-9OoIl]$/;
/** A digit, a look-alike, or a thousands separator as OCR reads it (`,` `.`, and `;` `:` `/` `-` for a comma). */
const DIGITISH = /^[0-9OoIl,.;:/-]$/;
/**
 * The labels of the amounts a tenant's analysis reads, as OCR bends them (`채권회고액`, `형구금액`,
 * `임치보증금`), right before the amount: the 금 between may be read, lost or misread, as
 * another syllable or a mark (`체권회고액 《3408,000,000원`). The sale price (거래가액) and a rent
 * (차임) are not re-read: the analysis does not use them.
 */
const AMOUNT_LABEL = /(?:최고액|[채재체]?권.고.|[채재체][가-힣]{2}고[가-힣]|[구고]금액|전세금|보증금)[^0-9]{0,2}$/;

/** Where the page read has an amount the analysis reads: a run of five digits or more after its label. */
export function findAmountTokens(lines: readonly RecognizedLine[]): AmountToken[] {
  const tokens: AmountToken[] = [];
  lines.forEach((line, index) => {
    const symbols = line.symbols;
    for (let start = 0; start < symbols.length; start += 1) {
      if (!DIGIT.test(symbols[start].text.trim())) continue;
      let end = start + 1;
      while (end < symbols.length && DIGITISH.test(symbols[end].text.trim())) end += 1;
      const digits = symbols
        .slice(start, end)
        .map((symbol) => symbol.text.trim())
        .join('');
      const before = symbols
        .slice(Math.max(0, start - 8), start)
        .map((symbol) => symbol.text.trim())
        .join('');
      if ((digits.match(/\d/g) ?? []).length >= 5 && AMOUNT_LABEL.test(before)) {
        const boxes = symbols.slice(start, end).map((symbol) => symbol.box);
        tokens.push({ line: index, start, end, digits, around: unionOf(boxes) });
      }
      start = end;
    }
  });
  return tokens;
}

/** What {@link decideAmount} keeps. */
export type AmountDecision =
  /** The page read stands (both reads agree, or the second shows nothing better). */
  | { kind: 'keep' }
  /** The second read replaces the first's digits: `digits` as printed, `396,000,000`. */
  | { kind: 'replace'; digits: string }
  /** Two well-formed reads that disagree: the amount is unknown (the analysis says AMOUNT_UNREAD). */
  | { kind: 'unknown' };

/** A well-formed amount: 1–3 digits, then groups of three after a comma (or a comma read as a full stop). */
const WELL_FORMED = /^[1-9]\d{0,2}(?:[,.]\d{3})+$/;

/**
 * The amount's digits in the second read when that read is whole: the cut-out holds the label and
 * the printed `금…원`, so a whole read has a syllable on both sides of the number (the 금 and the
 * 원, perhaps misread as another syllable); a number that starts or ends the read was cut or
 * merged with what lay beside it. Spaces inside the number mean a separator was lost: not whole
 * either.
 */
export function wholeSecondRead(read: string): string | null {
  const match = /[가-힣]\s?([0-9][0-9,.]*[0-9])\s?[가-힣]/.exec(read.normalize('NFC'));
  return match ? match[1] : null;
}

/**
 * Which read of an amount wins. `first` is the digits of the page read ({@link AmountToken.digits}),
 * `second` the whole digits of the re-read ({@link wholeSecondRead}), null when it had none.
 *
 * - A second read that is missing or malformed changes nothing: the page read stands, and the
 *   parser judges it as before (a grouping it cannot repair is an unknown amount there).
 * - A malformed page read (`3906,000,000`, `00,000,000`, a 금 read as a digit) gives way to a
 *   well-formed second read.
 * - Two well-formed reads that agree keep the page read.
 * - Two that disagree on a row struck through across the digits (`struck`, a cancelled entry)
 *   keep the second read: the page read saw each digit with the strike through it (the page
 *   filter keeps a strike where it touches a glyph, closing or opening a bowl: `396` read as
 *   `326`), and the second read saw the digits with the strike cleared. The cause of the
 *   disagreement is known, and it is on the page read's side.
 * - Two that disagree on a clean row make the amount unknown: one of them changed a digit and
 *   nothing tells which. An amount reported as unread is safer for a tenant than a wrong one.
 */
export function decideAmount(first: string, second: string | null, struck = false): AmountDecision {
  if (second === null || !WELL_FORMED.test(second)) return { kind: 'keep' };
  const printed = second.replace(/\./g, ',');
  if (!WELL_FORMED.test(first)) return { kind: 'replace', digits: printed };
  if (valueOf(first) === valueOf(second)) return { kind: 'keep' };
  return struck ? { kind: 'replace', digits: printed } : { kind: 'unknown' };
}

function valueOf(digits: string): string {
  return digits.replace(/[^0-9]/g, '');
}

/** What stands in the text for an amount the reads disagree on: the parser reads no number there. */
export const UNREAD_AMOUNT = '?';

/**
 * Where the token's digits stand in its line's text, `from` to `to` (exclusive): tesseract's
 * symbols are the line's characters without its spaces. Null when they are not (the line is then
 * left as read).
 */
export function tokenSpan(
  line: RecognizedLine,
  token: Pick<AmountToken, 'start' | 'end'>,
): { from: number; to: number } | null {
  const glyphs = line.symbols.map((symbol) => symbol.text.replace(/\s+/g, ''));
  if (glyphs.join('') !== line.text.replace(/\s+/g, '')) return null;
  const skip = glyphs.slice(0, token.start).join('').length;
  const take = glyphs.slice(token.start, token.end).join('').length;
  let from = -1;
  let to = -1;
  let seen = 0;
  for (let at = 0; at <= line.text.length; at += 1) {
    if (seen === skip && from < 0 && at < line.text.length && !/\s/.test(line.text[at])) from = at;
    if (seen === skip + take) {
      to = at;
      break;
    }
    if (at < line.text.length && !/\s/.test(line.text[at])) seen += 1;
  }
  return from >= 0 && to > from ? { from, to } : null;
}

/** The images of a page that {@link rereadAmounts} cuts amounts out of. */
export interface PageImages {
  /** The page as tesseract read it (straightened, rules and specks removed). */
  image: GreyImage;
  /** The page straightened, before rules and specks were removed. */
  plain: GreyImage;
  /** The resolution both are at. */
  dpi: number;
}

/** Reads one cut-out (a PGM file) as a single line at `dpi`. */
export type LineReader = (pgm: Buffer, dpi: number) => Promise<string>;

/** How many times a cut-out is enlarged for its second read: a 10 pt line, 28 px high at 200 dpi, becomes 70 px. */
export const REREAD_SCALE = 2.5;

/**
 * The enlargements of the reads that settle an amount in doubt: the same cut-out read at another
 * size changes which digits tesseract confuses, so two reads that agree there outvote one that
 * changed a digit (`2776` page read, `776` at 2.5×, `276` at 2× and 3.5×).
 */
export const TIE_BREAK_SCALES = [2, 3.5] as const;

/**
 * Where those reads still leave a tie (on a struck row, where the page read has no vote, `776`
 * at 2.5× against `276` at 2×, `2776` at 3.5×), two more sizes are read: at 3× and 1.5× that
 * amount read `276` both times. On a row not struck through, the page read keeps its vote and
 * the second round must give one value more than half of the well-formed reads: with five or six
 * ballots a value read twice is no longer evidence enough to replace a printed amount, and an
 * amount left unread is what {@link decideAmount} would have made of the tie anyway.
 */
export const SECOND_TIE_BREAK_SCALES = [3, 1.5] as const;

/** Two well-formed reads of the same value leave nothing to settle; anything else does. */
function inDoubt(first: string, second: string | null): boolean {
  return !(
    second !== null &&
    WELL_FORMED.test(first) &&
    WELL_FORMED.test(second) &&
    valueOf(first) === valueOf(second)
  );
}

/**
 * How many votes a value needs: `plurality`, at least two and more than any other value;
 * `majority`, more than half of the well-formed ballots as well.
 */
export type VoteRule = 'plurality' | 'majority';

/**
 * The amount by a vote of its well-formed reads: the page read (not on a struck row, whose strike
 * the page read saw through every digit) and the re-reads, in order. A value with the votes `rule`
 * asks for wins; a malformed page read with a single value among the re-reads takes it. Null when
 * the vote settles nothing: {@link decideAmount}'s decision stands.
 */
export function voteOnAmount(
  first: string,
  reads: ReadonlyArray<string | null>,
  struck = false,
  rule: VoteRule = 'plurality',
): AmountDecision | null {
  const votes = new Map<string, { count: number; printed: string }>();
  const ballots = [...(struck ? [] : [first]), ...reads];
  for (const read of ballots) {
    if (read === null || !WELL_FORMED.test(read)) continue;
    const value = valueOf(read);
    const entry = votes.get(value) ?? { count: 0, printed: read.replace(/\./g, ',') };
    entry.count += 1;
    votes.set(value, entry);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1].count - a[1].count);
  const [top, next] = ranked;
  if (!top) return null;
  const [value, { count, printed }] = top;
  const wellFormed = ranked.reduce((sum, [, entry]) => sum + entry.count, 0);
  const enough = rule === 'plurality' || count * 2 > wellFormed;
  const settled =
    (count >= 2 && (!next || next[1].count < count) && enough) || (ranked.length === 1 && !WELL_FORMED.test(first));
  if (!settled) return null;
  return WELL_FORMED.test(first) && valueOf(first) === value ? { kind: 'keep' } : { kind: 'replace', digits: printed };
}

/**
 * The page's text with every amount {@link findAmountTokens} finds read a second time and
 * decided by {@link decideAmount}: its digits replaced by the second read's, or by
 * {@link UNREAD_AMOUNT}, or left as the page read has them.
 */
export async function rereadAmounts(page: RecognizedPage, images: PageImages, readLine: LineReader): Promise<string> {
  return joinLines(await rereadAmountLines(page, images, readLine));
}

/** The page's lines as texts, one per line with its newline: tesseract's plain text output. */
export function joinLines(texts: readonly string[]): string {
  return texts.map((text) => `${text}\n`).join('');
}

/** {@link rereadAmounts}' texts line by line, for the re-reads that follow it (rank-reread.ts). */
export async function rereadAmountLines(
  page: RecognizedPage,
  images: PageImages,
  readLine: LineReader,
): Promise<string[]> {
  const texts = page.lines.map((line) => line.text);
  const tokens = findAmountTokens(page.lines);
  // Last first: a replacement changes the length of its line, and earlier spans stay valid.
  for (const token of tokens.reverse()) {
    const line = page.lines[token.line];
    const span = tokenSpan(line, token);
    if (!span) continue;
    const readAt = async (scale: number) =>
      wholeSecondRead(await readLine(encodePgm(cutOut(images, token, scale)), images.dpi * scale));
    const second = await readAt(REREAD_SCALE);
    const struck = struckThrough(images.plain, token.around);
    let decision = decideAmount(token.digits, second, struck);
    if (inDoubt(token.digits, second)) {
      const reads: Array<string | null> = [second];
      for (const scale of TIE_BREAK_SCALES) reads.push(await readAt(scale));
      let vote = voteOnAmount(token.digits, reads, struck);
      if (vote === null) {
        for (const scale of SECOND_TIE_BREAK_SCALES) reads.push(await readAt(scale));
        vote = voteOnAmount(token.digits, reads, struck, struck ? 'plurality' : 'majority');
      }
      decision = vote ?? decision;
    }
    if (decision.kind === 'keep') continue;
    const text = texts[token.line];
    const digits = decision.kind === 'replace' ? decision.digits : UNREAD_AMOUNT;
    texts[token.line] = text.slice(0, span.from) + digits + text.slice(span.to);
  }
  return texts;
}

/**
 * The amount and its label cut out of the page before its rules were removed (the page filter's
 * way with a strike leaves a digit's bowl closed or open by chance), three pixels around them and
 * a quarter of the line above and below, cleared of the lines across the digits and enlarged.
 */
export function cutOut(images: PageImages, token: AmountToken, scale = REREAD_SCALE): GreyImage {
  const word = locateAmountWord(images.image, images.plain, token.around);
  const height = token.around.y1 - token.around.y0;
  const margin = { x0: 3, x1: 3, y0: height * 0.25, y1: height * 0.25 };
  const cut = cropAndScale(images.plain, word, margin, 1);
  const left = Math.max(0, Math.floor(word.x0 - margin.x0));
  return enlarged(eraseLinesAcross(cut, token.around.x0 - left, token.around.x1 - left), scale);
}

/** A whole image enlarged `scale` times ({@link cropAndScale} with nothing cropped). */
export function enlarged(image: GreyImage, scale: number): GreyImage {
  return cropAndScale(
    image,
    { x0: 0, y0: 0, x1: image.width, y1: image.height },
    { x0: 0, y0: 0, x1: 0, y1: 0 },
    scale,
  );
}

/** The smallest box holding all of `boxes`. */
export function unionOf(boxes: readonly PixelBox[]): PixelBox {
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

/** Grey levels at or below this count as ink when the amount is located. */
const WORD_INK_LEVEL = 128;
/** Grey levels at or below this count as part of a rule or strike. */
const STRIKE_LEVEL = 200;

/**
 * The amount on the page image with its label (`채권최고액 금396,000,000원`), from where tesseract
 * put its digits. Tesseract's LSTM places glyphs only roughly (its boxes drift right by half a
 * glyph or more), so the words are found in the ink of `image` (the page as read: rules gone):
 * columns with ink across the line's height form glyphs. To the right, glyphs closer than a word
 * space (a third of the line's height) continue the amount up to its 원. To the left, the search
 * goes on across word spaces to the label, up to a gap as wide as a glyph (the column before)
 * or seven glyphs: where the amount itself starts cannot be told from the ink, since a `1` stands
 * as far from its neighbours as the 금 from the label, and a 금 struck through is as narrow as a
 * digit once the strike is gone. The label costs a little reading time and is left out of the
 * number by {@link wholeSecondRead}. Rows that `plain` (the page before its rules were removed)
 * shows struck through across the digits are left out of the ink: what the page filter kept of
 * a strike joins every glyph of the row.
 */
export function locateAmountWord(image: GreyImage, plain: GreyImage, around: PixelBox): PixelBox {
  const height = Math.max(1, around.y1 - around.y0);
  // The comma's tail hangs below the digits' box: a third of a line more keeps it in.
  const y0 = Math.max(0, around.y0);
  const y1 = Math.min(image.height, around.y1 + Math.round(height * 0.3));
  const struck = struckRows(plain, around.x0, around.x1, y0, y1);
  const inked = (x: number): boolean => {
    for (let y = y0; y < y1; y += 1)
      if (!struck.has(y) && image.pixels[y * image.width + x] <= WORD_INK_LEVEL) return true;
    return false;
  };
  const from = Math.max(0, around.x0 - 8 * height);
  const to = Math.min(image.width, around.x1 + 4 * height);
  const glyphs: Array<[number, number]> = [];
  let start = -1;
  let last = -1;
  for (let x = from; x < to; x += 1) {
    if (!inked(x)) continue;
    if (start >= 0 && x - last > 2) {
      glyphs.push([start, last + 1]);
      start = x;
    }
    if (start < 0) start = x;
    last = x;
  }
  if (start >= 0) glyphs.push([start, last + 1]);
  const first = glyphs.findIndex(([, right]) => right > around.x0);
  if (first < 0) return around;
  const [space, column, reach] = [Math.round(height * 0.36), Math.round(height * 0.8), around.x0 - 7 * height];
  let left = first;
  while (left > 0 && glyphs[left][0] - glyphs[left - 1][1] < column && glyphs[left - 1][0] >= reach) left -= 1;
  let right = first;
  while (
    right < glyphs.length - 1 &&
    (glyphs[right][1] <= around.x1 || glyphs[right + 1][0] - glyphs[right][1] < space)
  )
    right += 1;
  return { x0: glyphs[left][0], y0: around.y0, x1: glyphs[right][1], y1: around.y1 };
}

/**
 * Whether the page before its rules were removed (`plain`) has a line across the middle of the
 * digits tesseract placed at `around`: a row dark along most of their width, in the middle three
 * fifths of their height, where a strike-through runs and a cell rule, above or below the text,
 * does not.
 */
export function struckThrough(plain: GreyImage, around: PixelBox): boolean {
  const height = around.y1 - around.y0;
  const [y0, y1] = [
    Math.max(0, Math.round(around.y0 + height * 0.2)),
    Math.min(plain.height, Math.round(around.y1 - height * 0.2)),
  ];
  return y1 > y0 && struckRows(plain, around.x0, around.x1, y0, y1).size > 0;
}

/** Rows `y0..y1` dark along most of `x0..x1` (a strike through the digits), and two rows either side. */
function struckRows(image: GreyImage, x0: number, x1: number, y0: number, y1: number): Set<number> {
  const rows = new Set<number>();
  const [left, right] = [Math.max(0, x0), Math.min(image.width, x1)];
  if (right <= left) return rows;
  for (let y = y0; y < y1; y += 1) {
    let dark = 0;
    for (let x = left; x < right; x += 1) if (image.pixels[y * image.width + x] <= STRIKE_LEVEL) dark += 1;
    if (dark >= 0.6 * (right - left)) for (let row = y - 2; row <= y + 2; row += 1) rows.add(row);
  }
  return rows;
}

/**
 * The box cut out of the page, `margin` pixels around it (clipped to the page), enlarged
 * `scale` times by bilinear interpolation: tesseract's LSTM reads digits best well above the
 * 28 px a 10 pt line has at 200 dpi.
 */
export function cropAndScale(image: GreyImage, box: PixelBox, margin: PixelBox, scale: number): GreyImage {
  const x0 = Math.max(0, Math.floor(box.x0 - margin.x0));
  const y0 = Math.max(0, Math.floor(box.y0 - margin.y0));
  const x1 = Math.min(image.width, Math.ceil(box.x1 + margin.x1));
  const y1 = Math.min(image.height, Math.ceil(box.y1 + margin.y1));
  const [sourceWidth, sourceHeight] = [Math.max(1, x1 - x0), Math.max(1, y1 - y0)];
  const width = Math.max(1, Math.round(sourceWidth * scale));
  const height = Math.max(1, Math.round(sourceHeight * scale));
  const pixels = new Uint8Array(width * height);
  const at = (x: number, y: number): number => image.pixels[(y0 + y) * image.width + x0 + x] ?? 255;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(sourceHeight - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const ya = Math.floor(sy);
    const yb = Math.min(ya + 1, sourceHeight - 1);
    const fy = sy - ya;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(sourceWidth - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const xa = Math.floor(sx);
      const xb = Math.min(xa + 1, sourceWidth - 1);
      const fx = sx - xa;
      const top = at(xa, ya) * (1 - fx) + at(xb, ya) * fx;
      const bottom = at(xa, yb) * (1 - fx) + at(xb, yb) * fx;
      pixels[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, pixels };
}

/**
 * Clears a cut-out of the lines drawn across it: the strike-through of a cancelled entry (말소)
 * and any cell rule the margin took in, found as rows dark along most of columns `from..to` (the
 * digits: no row through a line of digits is, the gaps between glyphs stay light; Hangul, with its
 * many level strokes, is not measured). Each such band of rows is filled, column by column, with
 * what lies just above and below it, blended: a glyph's stroke that crosses the strike continues
 * through it, the strike between glyphs and across the glyphs' empty middles goes, and a rule at
 * the edge becomes paper. The page filter keeps instead every strike pixel that touches a glyph,
 * which serves the page read but leaves a digit's bowl closed or open by chance (`396` read as
 * `326`, `3906`).
 */
export function eraseLinesAcross(image: GreyImage, from = 0, to = image.width): GreyImage {
  const { width, height } = image;
  const pixels = image.pixels.slice();
  const [left, right] = [Math.max(0, Math.floor(from)), Math.min(width, Math.ceil(to))];
  const across = (y: number): boolean => {
    let dark = 0;
    for (let x = left; x < right; x += 1) if (pixels[y * width + x] <= STRIKE_LEVEL) dark += 1;
    return right > left && dark >= 0.6 * (right - left);
  };
  const rows = Array.from({ length: height }, (_, y) => across(y));
  for (let top = 0; top < height; top += 1) {
    if (!rows[top]) continue;
    let bottom = top;
    while (bottom + 1 < height && rows[bottom + 1]) bottom += 1;
    const [above, below] = [top - 1, bottom + 1];
    for (let x = 0; x < width; x += 1) {
      const upper = above >= 0 ? pixels[above * width + x] : 255;
      const lower = below < height ? pixels[below * width + x] : 255;
      for (let y = top; y <= bottom; y += 1) {
        const t = (y - above) / (below - above);
        pixels[y * width + x] = Math.round(upper * (1 - t) + lower * t);
      }
    }
    top = bottom;
  }
  return { width, height, pixels };
}
