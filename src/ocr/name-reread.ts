import {
  cropAndScale,
  tokenSpan,
  unionOf,
  type LineReader,
  type PageImages,
  type PixelBox,
  type RecognizedLine,
} from './amount-reread';
import { encodePgm } from './page-image.preprocessor';

/**
 * A second read of the names of people on a certificate (owners, co-owners, debtors, holders):
 * the word right before a masked resident number (`이수경 980804-*******`).
 *
 * The page read changes a syllable of a name now and then for a look-alike (`어수경` for `이수경`,
 * `정헤미` for `정혜미`), and a name has no check digit: the parser cannot see it. Each such name is
 * therefore cut out of the page and read again, enlarged; the same cut-out read at another size
 * changes which syllables tesseract confuses, so the reads are put to a vote ({@link voteOnName}).
 * A name the reads do not agree on stays as the page read it.
 */

/** A name on a line of the page read, as found by {@link findNameTokens}. */
export interface NameToken {
  /** Index of the line in the page's lines. */
  line: number;
  /** The first and one past the last symbol of the name. */
  start: number;
  end: number;
  /** A speck read as a syllable a space before the name (`로 이재서`): its symbol, else null. */
  speck: number | null;
  /** The name as the page read has it. */
  name: string;
  /** Where tesseract put it. */
  around: PixelBox;
}

/** A person's name: two to four syllables. */
const NAME = /^[가-힣]{2,4}$/;
/** A person's masked resident number as read: six or seven digits (or look-alikes), a hyphen, a mask. */
const MASKED_ID = /^[0-9OoIl]{6,7}-?[*×xX#ㅠ]/;

/**
 * The names the page read has right before a masked resident number: the syllables before it,
 * back to the first gap as wide as a word space (tesseract splits Korean into words by syllable,
 * so its words do not say where a name starts), two to four of them. A company's registration
 * number is digits on both sides of its hyphen, so companies are not taken.
 */
export function findNameTokens(lines: readonly RecognizedLine[]): NameToken[] {
  const tokens: NameToken[] = [];
  lines.forEach((line, index) => {
    const symbols = line.symbols;
    const texts = symbols.map((symbol) => symbol.text.trim());
    for (let at = 1; at < symbols.length; at += 1) {
      if (!/[0-9OoIl]/.test(texts[at]) || /[0-9OoIl]/.test(texts[at - 1])) continue;
      if (!MASKED_ID.test(texts.slice(at, at + 12).join(''))) continue;
      let start = at;
      while (start > 0 && /^[가-힣]$/.test(texts[start - 1])) start -= 1;
      // The role word before the name (`소유자 이수경`), and a speck read as a syllable a space away.
      const role = ROLE.exec(texts.slice(start, at).join(''));
      if (role) start += role.index + role[0].length;
      const speck = !role && at - start > 2 && gapAfter(symbols, start) > SPECK_GAP ? start : null;
      if (speck !== null) start += 1;
      const name = texts.slice(start, at).join('');
      if (!NAME.test(name)) continue;
      // Across, the syllables' boxes; up and down, the number's digits' (a syllable's box may reach
      // into the line below in a wrapped cell).
      const across = unionOf(symbols.slice(start, at).map((symbol) => symbol.box));
      const digits = unionOf(symbols.slice(at, at + 6).map((symbol) => symbol.box));
      // Hangul stands taller than digits (an initial ㅎ rises above them, a final consonant hangs
      // below): a third more each way; less cut the top of 홍 (read 옹) or the foot of 신 (시).
      const rise = Math.round((digits.y1 - digits.y0) * 0.35);
      const around = { x0: across.x0, x1: across.x1, y0: digits.y0 - rise, y1: digits.y1 + rise };
      tokens.push({ line: index, start, end: at, speck, name, around });
    }
  });
  return tokens;
}

/** The role words printed before a holder's name; the last one in a run ends it. */
const ROLE = /^.*(?:소유자|공유자|권자|권리자|수탁자|채무자|임차인)/;
/** A gap after a first syllable wider than this share of its height sets it apart from the name. */
const SPECK_GAP = 0.8;

function gapAfter(symbols: RecognizedLine['symbols'], at: number): number {
  const [left, right] = [symbols[at].box, symbols[at + 1].box];
  return (right.x0 - left.x1) / Math.max(1, left.y1 - left.y0);
}

/** How many times a name is enlarged for its second read; then, if the two disagree, the others. */
export const NAME_REREAD_SCALES = [2.5, 2, 3.5] as const;

/** A read of a cut-out as a name: its Hangul syllables, if they make one. */
export function nameOfRead(read: string): string | null {
  const syllables = read.replace(/[^가-힣]/g, '');
  return NAME.test(syllables) ? syllables : null;
}

/**
 * The name by a vote of the page read and the re-reads: a name read at least twice and more often
 * than any other wins. Null when the vote settles nothing, and the page read stands.
 */
export function voteOnName(first: string, reads: ReadonlyArray<string | null>): string | null {
  const votes = new Map<string, number>();
  for (const read of [first, ...reads]) if (read !== null) votes.set(read, (votes.get(read) ?? 0) + 1);
  const [top, next] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!top || top[1] < 2 || (next && next[1] >= top[1])) return null;
  return top[0];
}

/**
 * `texts` (the page's line texts, changed in place) with every name {@link findNameTokens} finds
 * read again: at 2.5×, and when that read differs from the page's, at 2× and 3.5× too; the vote
 * decides, and a name it does not settle stays as read.
 */
export async function rereadNames(
  lines: readonly RecognizedLine[],
  texts: string[],
  images: PageImages,
  readLine: LineReader,
): Promise<void> {
  // Last first: a replacement may change the length of its line, and earlier spans stay valid.
  for (const token of findNameTokens(lines).reverse()) {
    // With its speck, if any: a name the reads confirm replaces both.
    const span = tokenSpan(lines[token.line], { start: token.speck ?? token.start, end: token.end });
    if (!span || texts[token.line] !== lines[token.line].text) continue;
    const readAt = async (scale: number) =>
      nameOfRead(await readLine(encodePgm(cutOutName(images, token, scale)), images.dpi * scale));
    const reads = [await readAt(NAME_REREAD_SCALES[0])];
    if (reads[0] !== token.name) for (const scale of NAME_REREAD_SCALES.slice(1)) reads.push(await readAt(scale));
    const name = reads[0] === token.name ? token.name : voteOnName(token.name, reads);
    if (name === null || (name === token.name && token.speck === null)) continue;
    const text = texts[token.line];
    texts[token.line] = text.slice(0, span.from) + name + text.slice(span.to);
  }
}

/**
 * The name cut out of the page before its rules were removed, with room around it (tesseract's
 * boxes drift by part of a glyph): a third of the line's height to each side, a quarter above
 * and below; enlarged `scale` times.
 */
export function cutOutName(images: PageImages, token: Pick<NameToken, 'around'>, scale: number) {
  const height = token.around.y1 - token.around.y0;
  const margin = { x0: height / 3, x1: height / 3, y0: height / 4, y1: height / 4 };
  return cropAndScale(images.plain, token.around, margin, scale);
}
