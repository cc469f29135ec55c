/**
 * Co-owners' shares as the certificate prints them: `3분의 2` is two thirds (denominator first).
 * Shares are kept as reduced fractions so a remainder (1 − 1/3) prints the way the registry would.
 */
export interface Fraction {
  num: number;
  den: number;
}

export const WHOLE: Fraction = { num: 1, den: 1 };

export function fraction(num: number, den: number): Fraction {
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

export function subtract(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** Reads `3분의 2`; throws on anything else, since the simulator only reads what it printed. */
export function parseShare(text: string): Fraction {
  const match = /^(\d+)분의 (\d+)$/.exec(text);
  if (!match) throw new Error(`not a share: ${text}`);
  return fraction(Number(match[2]), Number(match[1]));
}

export function printShare(share: Fraction): string {
  return `${share.den}분의 ${share.num}`;
}

export function isWhole(share: Fraction): boolean {
  return share.num === share.den;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
