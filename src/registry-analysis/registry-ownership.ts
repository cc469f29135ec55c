import type { OwnerShare } from './registry-analysis.types';
import type { ParsedEntry } from './registry-entry.parser';

/** A share as a fraction `num/den` (`3분의 1` is 1/3); null where OCR left it unread. */
interface Fraction {
  num: number;
  den: number;
}

interface Holding {
  name: string;
  share: Fraction | null;
}

const WHOLE: Fraction = { num: 1, den: 1 };

/** The current owners and when the latest ownership entry was received; null without one in force. */
export interface Ownership {
  ownerShares: OwnerShare[];
  since: string | null;
}

/**
 * Who owns the home now, with their shares, from the 갑구 ownership entries in force taken in
 * 접수 order (a 가등기's 본등기 is printed under the 가등기 but received later than entries printed
 * after it). A whole transfer replaces the owners; `소유권일부이전` takes its share from every
 * current owner in proportion (from the sole owner, 1 − 1/3 = 2/3); `N번<name>지분전부이전` hands
 * that co-owner's share to the new holder.
 */
export function currentOwnership(entries: ParsedEntry[]): Ownership | null {
  const owning = inReceiptOrder(
    entries.filter((entry) => entry.section === 'GAPGU' && entry.kind === 'OWNERSHIP' && !entry.cancelled),
  );
  const latest = owning[owning.length - 1];
  if (!latest) return null;
  const holdings = owning.reduce(applyTransfer, [] as Holding[]);
  return { ownerShares: holdings.map((holding) => toOwnerShare(holding, holdings.length)), since: latest.registeredOn };
}

/** Stable by print order; an entry whose date was not read keeps its printed place. */
function inReceiptOrder(entries: ParsedEntry[]): ParsedEntry[] {
  let previous = '';
  const dated = entries.map((entry, index) => {
    previous = entry.registeredOn ?? previous;
    return { entry, on: previous, index };
  });
  dated.sort((a, b) => (a.on === b.on ? a.index - b.index : a.on < b.on ? -1 : 1));
  return dated.map(({ entry }) => entry);
}

function applyTransfer(holdings: Holding[], entry: ParsedEntry): Holding[] {
  const incoming: Holding[] = entry.holderShares.map(({ name, share }) => ({
    name,
    share: share ? parseShare(share) : null,
  }));
  const transfer = entry.transfer ?? { scope: 'WHOLE' };
  if (transfer.scope === 'SHARE') {
    const leaving =
      holdings.find((holding) => holding.name === transfer.from) ?? nearestHolder(holdings, transfer.from);
    const [only] = incoming;
    // One new holder without a printed share takes the whole of the leaving co-owner's share.
    const taken =
      incoming.length === 1 && only && !only.share ? [{ name: only.name, share: leaving?.share ?? null }] : incoming;
    return merge(
      holdings.filter((holding) => holding !== leaving),
      taken,
    );
  }
  if (transfer.scope === 'PART') {
    const kept = subtract(WHOLE, sum(incoming.map((holding) => holding.share)));
    return merge(
      holdings.map((holding) => ({ name: holding.name, share: multiply(holding.share, kept) })),
      incoming,
    );
  }
  const [sole] = incoming;
  return incoming.length === 1 && sole ? [{ name: sole.name, share: sole.share ?? WHOLE }] : incoming;
}

/**
 * The co-owner a share transfer names when OCR misread one syllable of the name in one of the two
 * entries (`잠수호` acquired, `4번장수호지분전부이전`): the only current holder whose name differs
 * from it in one syllable, or none.
 */
function nearestHolder(holdings: Holding[], name: string): Holding | undefined {
  const near = holdings.filter(
    (holding) =>
      holding.name.length === name.length &&
      [...holding.name].filter((syllable, at) => syllable !== name[at]).length === 1,
  );
  return near.length === 1 ? near[0] : undefined;
}

/** Adds each incoming holding to the same holder's, or lists the holder after the others. */
function merge(holdings: Holding[], incoming: Holding[]): Holding[] {
  const result = holdings.map((holding) => ({ ...holding }));
  for (const holding of incoming) {
    const same = result.find((existing) => existing.name === holding.name);
    if (same) same.share = sum([same.share, holding.share]);
    else result.push({ ...holding });
  }
  return result.filter((holding) => holding.share === null || holding.share.num > 0);
}

function toOwnerShare(holding: Holding, owners: number): OwnerShare {
  const { share } = holding;
  const sole = owners === 1 && share !== null && share.num === share.den;
  return { name: holding.name, share: share === null || sole ? null : `${share.den}분의 ${share.num}` };
}

/** `3분의 1` → 1/3. */
function parseShare(share: string): Fraction | null {
  const match = /(\d+)\s*분의\s*(\d+)/.exec(share);
  const [den, num] = [Number(match?.[1]), Number(match?.[2])];
  return match && den > 0 ? reduce({ num, den }) : null;
}

function sum(shares: Array<Fraction | null>): Fraction | null {
  let total: Fraction | null = { num: 0, den: 1 };
  for (const share of shares)
    total =
      share && total
        ? reduce({ num: total.num * share.den + share.num * total.den, den: total.den * share.den })
        : null;
  return total;
}

function subtract(a: Fraction, b: Fraction | null): Fraction | null {
  return b ? reduce({ num: a.num * b.den - b.num * a.den, den: a.den * b.den }) : null;
}

function multiply(a: Fraction | null, b: Fraction | null): Fraction | null {
  return a && b ? reduce({ num: a.num * b.num, den: a.den * b.den }) : null;
}

function reduce({ num, den }: Fraction): Fraction {
  const divisor = gcd(Math.abs(num), den) || 1;
  return { num: num / divisor, den: den / divisor };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
