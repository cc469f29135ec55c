import type { OwnerShare } from './registry-analysis.types';
import type { ParsedEntry } from './registry-entry.parser';
import { sharesPrinted } from './registry-fields.reader';
import { opensWithCommonSurname } from './registry-text.normalizer';

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
  const mentions = laterMentions(entries);
  // Everyone who acquired, with how many acquisitions print each spelling: a spelling that is
  // someone's own is that person, not a misread.
  const acquisitions = new Map<string, number>();
  for (const holder of owning.flatMap((entry) => entry.holderShares))
    acquisitions.set(holder.name, (acquisitions.get(holder.name) ?? 0) + 1);
  const claimants = claimantsOfMainRegistrations(entries, owning);
  const named = holdings.map((holding) => ({
    ...holding,
    name: confirmedName(withSyllableRestored(holding.name, claimants), mentions, acquisitions),
  }));
  return { ownerShares: named.map((holding) => toOwnerShare(holding, named.length)), since: latest.registeredOn };
}

/**
 * Where else a certificate prints an owner's name: the share a right sits on or a transfer hands
 * over (`4번임민민지분압류`, `3번장수호지분전부이전`) and an owner's change of address
 * (`임민민의 주소 …`, a 등기명의인표시변경). Each print is a reading of the name of its own.
 */
function laterMentions(entries: ParsedEntry[]): string[] {
  const mentions: string[] = [];
  for (const entry of entries) {
    // A share transfer's co-owner is its `share` too (`transfer.from` is the same print): counted once.
    if (entry.share) mentions.push(entry.share);
    if (entry.kind === 'OTHER') for (const match of entry.text.matchAll(ADDRESS_OF)) mentions.push(match[1] ?? '');
  }
  return mentions;
}

const ADDRESS_OF = /([가-힣]{2,5})의\s?주소/g;

/**
 * The 가등기권자 of each 가등기 an ownership entry in force completes (its 본등기, printed in the same rank): the
 * same person as the owner it made, printed once more.
 */
function claimantsOfMainRegistrations(entries: ParsedEntry[], owning: ParsedEntry[]): string[] {
  const ranks = new Set(owning.map((entry) => entry.rank));
  return entries
    .filter((entry) => entry.section === 'GAPGU' && entry.kind === 'PROVISIONAL_REGISTRATION' && ranks.has(entry.rank))
    .flatMap((entry) => entry.holders);
}

/**
 * An owner whose name OCR cut short by its last syllable where the 본등기 made them owner (`홍도` for `홍도호`, seed
 * 9377): the 가등기권자 of that rank, printed in full, is the name.
 */
function withSyllableRestored(name: string, claimants: string[]): string {
  const full = claimants.find(
    (claimant) => PERSON_NAME.test(claimant) && claimant.length === name.length + 1 && claimant.startsWith(name),
  );
  return full ?? name;
}

/**
 * An owner's name settled by a vote of its prints, when OCR misread one syllable where they
 * acquired (`임민만`) and the later prints agree on another spelling (`임민민`, twice): the
 * acquisitions are a reading each, and a spelling one syllable off replaces theirs only when read
 * more often and is no one's who acquired (a former co-owner `김민주` beside an owner `김민준` is
 * another person), or as often when of two person's names it alone opens with a common surname
 * (`저진재` acquired, `5번서진재지분…` once; {@link likelierBySurname}).
 */
function confirmedName(name: string, mentions: string[], acquisitions: ReadonlyMap<string, number>): string {
  // Specks OCR read as a syllable or two before the name (`오음 최미윤 640203-…`): a run of five
  // syllables or more, no name as printed, that ends in a name the certificate prints elsewhere.
  const unspecked = mentions.find(
    (mention) => name.length >= 5 && mention.length >= 2 && name.length - mention.length <= 2 && name.endsWith(mention),
  );
  if (unspecked && unspecked !== name) return unspecked;
  // Printed nowhere else (`디그 오태경 861217-…`): a person's name is two to four syllables, so of a run
  // of five, specks come first when the last three open with a common surname and the run does not.
  const lastThree = name.slice(-3);
  if (
    name.length >= 5 &&
    !COMPANY_WORD.test(name) &&
    !opensWithCommonSurname(name) &&
    opensWithCommonSurname(lastThree) &&
    !mentions.includes(name)
  )
    return lastThree;
  const votes = new Map<string, number>([[name, acquisitions.get(name) ?? 1]]);
  for (const mention of mentions)
    if (mention === name || oneSyllableOff(mention, name)) votes.set(mention, (votes.get(mention) ?? 0) + 1);
  const own = votes.get(name) ?? 1;
  const [best, count] = [...votes].reduce((a, b) => (b[1] > a[1] ? b : a));
  if (best !== name && count > own) return acquisitions.has(best) ? name : best;
  // A tie with one other spelling (as many prints each: `저진재` acquired, `5번서진재지분…` once):
  // the common surname settles it, when only one of them opens with one.
  const tied = [...votes].filter(([spelling, votesFor]) => spelling !== name && votesFor === own);
  const [other] = tied.length === 1 ? tied[0] : [];
  return other && !acquisitions.has(other) && likelierBySurname(name, other) === other ? other : name;
}

const COMPANY_WORD = /주식회사|유한회사|회사|은행|금고|공사|조합|재단|법인|캐피탈|대부|신탁|보험|협회|공단/;

/** A person's name as registered: two to four syllables (a company's or foundation's is longer). */
const PERSON_NAME = /^[가-힣]{2,4}$/;

/**
 * Of two person's names read as often, the one that alone opens with a common surname; else null.
 * Nearly every Korean name does, so that one is far likelier the name printed. The cost: an owner
 * whose surname is rare (감, 함, 석, 추, 옥; 선우) and whose one later print OCR misread to a common
 * one is renamed; the simulator draws only common surnames, so no bench figure shows how often.
 */
function likelierBySurname(a: string, b: string): string | null {
  if (!PERSON_NAME.test(a) || !PERSON_NAME.test(b)) return null;
  const [aCommon, bCommon] = [opensWithCommonSurname(a), opensWithCommonSurname(b)];
  return aCommon === bCommon ? null : aCommon ? a : b;
}

/**
 * How the certificate names the co-owner a right on a share names (`4번한경헌지분가압류`), settled
 * like an owner's name: when OCR misread one syllable of it, the only spelling one syllable off
 * that the certificate prints more often (acquisitions, shares, transfers, changes of address);
 * else as read. A tie (as many prints each: either may be the misread) goes to the spelling that
 * opens with a common surname when only one does (`잠우미` or `감우미` acquired, `4번김우미지분전부이전`
 * once: 김우미), else to one someone acquired under, the transfer's print as a right's: a share is
 * a co-owner's, and the acquisition is where the co-owner's name is recorded (`최하수` acquired,
 * `2번회하수지분전부근저당권설정` once: 최하수; `김우미` acquired, `4번김우오지분전부이전`: 김우미).
 * Without the surname's evidence that choice is right only when the later print is the misread
 * one. A spelling someone acquired under is never replaced by another when it is the one asked
 * about. The prints are counted once for every share asked about.
 */
export function shareHolderNamer(entries: ParsedEntry[]): (share: string) => string {
  const counts = new Map<string, number>();
  const acquirers = new Set(
    entries.filter((entry) => entry.kind === 'OWNERSHIP').flatMap((entry) => entry.holderShares.map((h) => h.name)),
  );
  const prints = [
    ...entries.filter((entry) => entry.kind === 'OWNERSHIP').flatMap((entry) => entry.holderShares.map((h) => h.name)),
    ...laterMentions(entries),
  ];
  for (const name of prints) counts.set(name, (counts.get(name) ?? 0) + 1);
  return (share) => {
    // A spelling someone acquired under is that person, even one syllable off another co-owner
    // (`임준상` sells their share to `권준상`, who mortgages it: `4번권준상지분전부근저당권설정`).
    if (acquirers.has(share)) return share;
    const near = [...counts.keys()].filter((name) => oneSyllableOff(name, share));
    const [only] = near;
    if (!only || near.length !== 1) return share;
    const [theirs, read] = [counts.get(only) ?? 0, counts.get(share) ?? 0];
    if (theirs !== read) return theirs > read ? only : share;
    // A tie: the person's name that alone opens with a common surname (`잠우미` acquired,
    // `4번김우미지분전부이전`); else the acquisition.
    const bySurname = likelierBySurname(only, share);
    if (bySurname) return bySurname;
    return acquirers.has(only) ? only : share;
  };
}

function oneSyllableOff(a: string, b: string): boolean {
  return a.length === b.length && [...a].filter((syllable, at) => syllable !== b[at]).length === 1;
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
  return incoming.length === 1 && sole
    ? [{ name: sole.name, share: sole.share ?? WHOLE }]
    : withRemainder(incoming, sharesPrinted(entry.text));
}

/**
 * The co-owners a whole transfer names hold the whole between them, so the one share OCR left
 * unread (`지분꼬분의.1`) is what the others leave. None is guessed with two or more unread, or
 * when the row prints more or fewer shares than the co-owners read (a co-owner's lines lost:
 * the remainder would be two people's).
 */
function withRemainder(holdings: Holding[], printed: number): Holding[] {
  const unread = holdings.filter((holding) => holding.share === null);
  if (unread.length !== 1 || holdings.length < 2 || printed !== holdings.length) return holdings;
  const rest = subtract(
    WHOLE,
    sum(holdings.filter((holding) => holding.share !== null).map((holding) => holding.share)),
  );
  if (!rest || rest.num <= 0) return holdings;
  return holdings.map((holding) => (holding.share === null ? { ...holding, share: rest } : holding));
}

/**
 * The co-owner a share transfer names when OCR misread one syllable of the name in one of the two
 * entries (`잠수호` acquired, `4번장수호지분전부이전`): the only current holder whose name differs
 * from it in one syllable, or none.
 */
function nearestHolder(holdings: Holding[], name: string): Holding | undefined {
  const near = holdings.filter((holding) => oneSyllableOff(holding.name, name));
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
