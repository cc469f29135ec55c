import { addDays, dateBetween } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import type { GenerationContext } from './generation-context';
import type { RightHolder } from './certificate.model';
import { makePerson, type Person } from './korean-directory';
import { fraction, printShare, subtract, type Fraction } from './share-fraction';

/** A co-owner in force and the 갑구 entry that gave them their share (named in `N번{name}지분…`). */
export interface CoOwner {
  person: Person;
  acquiredId: number;
  share: Fraction;
  /** 접수 date of that entry. */
  since: string;
}

/** Shares a sole owner sells off in a 소유권일부이전. */
const SOLD_SHARES: readonly Fraction[] = [fraction(1, 2), fraction(1, 3), fraction(1, 4), fraction(2, 5)];

/**
 * Writes the plan's share transfers between `window.from` and `window.to`, oldest first: a
 * 소유권일부이전 from the sole owner, then one co-owner's whole share to a newcomer
 * (`N번{name}지분전부이전`). Returns the co-owners after them.
 */
export function writeShareEvents(
  book: EntryBook,
  ctx: GenerationContext,
  owners: CoOwner[],
  window: { from: string; to: string },
): CoOwner[] {
  const { rng, plan } = ctx;
  const [saleOn, transferOn] = [
    dateBetween(rng, window.from, window.to),
    dateBetween(rng, window.from, window.to),
  ].sort();
  let current = owners;
  if (plan.shareSale && saleOn) current = writePartialSale(book, ctx, current, saleOn);
  if (plan.shareTransfer && transferOn && current.length > 1)
    current = writeShareTransfer(book, ctx, current, transferOn);
  return current;
}

function writePartialSale(book: EntryBook, ctx: GenerationContext, owners: CoOwner[], on: string): CoOwner[] {
  const { rng } = ctx;
  const seller = owners[0];
  const share = rng.pick(SOLD_SHARES);
  const buyer = makePerson(rng, ctx.district);
  const id = book.add({
    section: 'GAPGU',
    purpose: '소유권일부이전',
    kind: 'OWNERSHIP',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(0, 30)),
    causeText: rng.pick(['매매', '매매', '증여']),
    amount: null,
    details: [],
    holders: [coOwnerHolder(buyer, share)],
  });
  return [
    { ...seller, share: subtract(seller.share, share) },
    { person: buyer, acquiredId: id, share, since: on },
  ];
}

function writeShareTransfer(book: EntryBook, ctx: GenerationContext, owners: CoOwner[], on: string): CoOwner[] {
  const { rng } = ctx;
  const leaving = rng.pick(owners);
  const newcomer = makePerson(rng, ctx.district);
  const id = book.addNaming(leaving.acquiredId, `${leaving.person.name}지분전부이전`, '소유권이전', {
    section: 'GAPGU',
    kind: 'OWNERSHIP',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(0, 30)),
    causeText: rng.pick(['매매', '매매', '증여']),
    amount: null,
    details: [],
    holders: [coOwnerHolder(newcomer, leaving.share)],
    shareOf: leaving.person.name,
  });
  return [
    ...owners.filter((owner) => owner !== leaving),
    { person: newcomer, acquiredId: id, share: leaving.share, since: on },
  ];
}

function coOwnerHolder(person: Person, share: Fraction): RightHolder {
  return {
    role: '공유자',
    name: person.name,
    idNumber: person.idNumber,
    address: person.address,
    share: printShare(share),
  };
}
