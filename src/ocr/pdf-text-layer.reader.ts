import type { PdfPage } from './pdf-document.loader';

/** One run of text as the PDF placed it, in PDF units (origin bottom-left). */
export interface PlacedText {
  text: string;
  x: number;
  /** Baseline height above the page bottom. */
  y: number;
  width: number;
  /** Font size, used as the scale for "same line" and "word gap". */
  size: number;
}

/**
 * Reads a page's text layer and rebuilds its lines. PDFs store text as positioned runs, not
 * lines (a table row is one run per cell, often in column order), so runs are grouped by
 * baseline and ordered left to right: a table row comes out as one line.
 */
export async function readPageTextLayer(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  const runs: PlacedText[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.length === 0) continue;
    const [, , c, d, e, f] = item.transform as number[];
    runs.push({
      text: item.str,
      x: e ?? 0,
      y: f ?? 0,
      width: item.width,
      size: Math.hypot(c ?? 0, d ?? 0) || item.height || 1,
    });
  }
  return rebuildLines(runs);
}

/** Groups runs into lines, top to bottom, and joins each line's runs left to right. */
export function rebuildLines(runs: readonly PlacedText[]): string {
  const lines: PlacedText[][] = [];
  // Top of the page first; within a band, left first so the line's runs arrive in reading order.
  const ordered = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const run of ordered) {
    const line = lines.at(-1);
    // Runs of one row differ slightly in baseline (mixed fonts, superscripts): half a font size
    // is the tolerance; the next row of a dense table sits at least one line height away.
    if (line && Math.abs(line[0].y - run.y) <= 0.5 * Math.min(line[0].size, run.size)) {
      line.push(run);
    } else {
      lines.push([run]);
    }
  }
  return lines
    .map((line) => joinLine(line.sort((a, b) => a.x - b.x)))
    .filter((line) => line.length > 0)
    .join('\n');
}

function joinLine(runs: readonly PlacedText[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    // A gap wider than a quarter of the font size is a word or cell break the PDF did not spell
    // out as a space character.
    const gap = run.x - end;
    const needsSpace = text.length > 0 && gap > 0.25 * run.size && !/\s$/.test(text);
    text += (needsSpace ? ' ' : '') + run.text;
    end = Math.max(end, run.x + run.width);
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

/** Non-blank characters: how much text a layer really holds. */
export function countVisibleChars(text: string): number {
  return text.replace(/\s+/g, '').length;
}
