import { SeededRandom } from '../../../simulator/seeded-random';

/**
 * OCR-like damage to a certificate's text, driven by a seed so a failing case can be replayed:
 * spaces lost and added inside Hangul, 0→O and 1→l inside amounts, `|` for table rules between
 * cells, and one table line broken in two.
 */
export function injectOcrNoise(text: string, seed: number): string {
  const random = seededRandom(seed);
  const original = text.split('\n');
  const tableStart = original.findIndex((line) => /갑 구/.test(line));
  // Broken first, so the break falls between cells or words as on a skewed scan.
  const lines = breakOneTableLine(original, tableStart, random);
  const noisy = lines.map((line, index) => {
    let out = line;
    if (random() < 0.3) out = out.replace(/([가-힣]) (?=[가-힣])/, '$1');
    if (random() < 0.3) out = addSpaceInWord(out, random);
    if (random() < 0.5) out = out.replace(/금[\d,]+원/g, (amount) => confuseDigits(amount, random));
    if (index > tableStart && random() < 0.3) out = out.replace(/ /g, (space) => (random() < 0.4 ? ' | ' : space));
    return out;
  });
  return noisy.join('\n');
}

function addSpaceInWord(line: string, random: () => number): string {
  const positions = [...line.matchAll(/[가-힣](?=[가-힣])/g)].map((match) => match.index);
  if (positions.length === 0) return line;
  const at = positions[Math.floor(random() * positions.length)] + 1;
  return `${line.slice(0, at)} ${line.slice(at)}`;
}

/** Never the amount's first digit: a reader cannot tell a leading `O` from a letter either. */
function confuseDigits(amount: string, random: () => number): string {
  const head = amount.slice(0, 2);
  const rest = amount.slice(2).replace(/[01]/g, (digit) => (random() < 0.5 ? (digit === '0' ? 'O' : 'l') : digit));
  return head + rest;
}

/** Splits one table row line (rank, purpose, cells) at a space, as a skewed scan does. */
function breakOneTableLine(lines: string[], tableStart: number, random: () => number): string[] {
  const candidates = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => index > tableStart && /^\d+ \S/.test(line) && line.includes(' '));
  const chosen = candidates[Math.floor(random() * candidates.length)];
  if (!chosen) return lines;
  const spaces = [...chosen.line.matchAll(/ /g)].map((match) => match.index);
  const at = spaces[Math.floor(random() * spaces.length)];
  return [
    ...lines.slice(0, chosen.index),
    chosen.line.slice(0, at),
    chosen.line.slice(at + 1),
    ...lines.slice(chosen.index + 1),
  ];
}

/** The project's seeded PRNG as a function, so a failing case replays from its seed. */
function seededRandom(seed: number): () => number {
  const rng = new SeededRandom(String(seed));
  return () => rng.next();
}
