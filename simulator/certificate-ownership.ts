import { addDays, dateBetween, daysBetween, earlierOf, laterOf, yearOf } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import { writeShareEvents, type CoOwner } from './certificate-shares';
import type { RightHolder } from './certificate.model';
import type { ScenarioPlan } from './certificate-scenario';
import { BUILDERS, TRUST_COMPANIES, makeHomeAddress, makePerson, personHolder, type Person } from './korean-directory';
import type { GenerationContext } from './generation-context';
import type { SeededRandom } from './seeded-random';
import { WHOLE, fraction } from './share-fraction';

/** One owner's time holding the unit. */
export interface OwnerPeriod {
  owners: Person[];
  from: string;
  /** The day the next owner took over, or the issue date for the owner in force. */
  to: string;
}

/** The ownership chain as the rights part of the generator needs it. */
export interface OwnershipHistory {
  /** Earlier private owners, oldest first (the builder excluded). */
  previous: OwnerPeriod[];
  /**
   * The owner the rights are registered against: the owner in force, or the one whose story ended
   * early (the truster 위탁자 under a trust, the seller under a 본등기, the debtor sold at auction).
   */
  economic: OwnerPeriod;
  /**
   * The day the economic owner stopped encumbering the unit, when their story ends before the
   * issue date: the trust transfer, the 가등기 later concluded, or the sale at auction.
   */
  closesOn: string | null;
  /** The date of the sale at auction, written after the rights it cancels. */
  saleOn: string | null;
  /** The economic owner's co-owners after the share transfers (one, holding the whole, for a sole owner). */
  coOwners: CoOwner[];
}

/** The day most recent transfers fall before issue: inside the 3-month window the analysis uses. */
const RECENT_DAYS = { min: 7, max: 80 };
/** A transfer that is not recent stays clearly outside 3 months. */
const NOT_RECENT_DAYS = 120;

/**
 * Writes 소유권보존, the sales (소유권이전 매매), the co-owners' share transfers, and how the
 * economic owner's story ends when it ends: a trust, a 가등기 concluded by its 본등기, or (written
 * later, by the sale module) a sale at auction.
 */
export function writeOwnership(book: EntryBook, ctx: GenerationContext): OwnershipHistory {
  const { rng, building, plan } = ctx;
  const builder = rng.pick(BUILDERS);
  book.add({
    section: 'GAPGU',
    purpose: '소유권보존',
    kind: 'OWNERSHIP',
    receivedOn: building.registeredOn,
    causeDate: null,
    causeText: '',
    amount: null,
    details: [],
    holders: [{ role: '소유자', name: builder.name, idNumber: builder.idNumber, address: builder.address }],
  });
  const dates = acquisitionDates(ctx);
  const endsOn = endsEarly(plan) ? (dates.pop() ?? null) : null;
  const periods: OwnerPeriod[] = dates.map((from, index) => ({
    owners: ownersFor(ctx, index === dates.length - 1),
    from,
    to: dates[index + 1] ?? endsOn ?? ctx.issuedOn,
  }));
  let lastEntryId = 0;
  periods.forEach((period, index) => {
    lastEntryId = writeSale(book, ctx, period, index === 0);
  });
  const economic = periods[periods.length - 1];
  const provisionalOn =
    plan.provisionalRegistration === 'concluded' && endsOn ? provisionalDate(ctx, economic.from, endsOn) : null;
  const closesOn = provisionalOn ?? endsOn;
  const coOwners = writeShareEvents(
    book,
    ctx,
    startingCoOwners(economic, lastEntryId),
    shareEventWindow(ctx, economic.from, closesOn),
  );
  if (plan.trust && endsOn) writeTrust(book, ctx, endsOn);
  else if (provisionalOn && endsOn) writeConcludedRegistration(book, ctx, provisionalOn, endsOn);
  else if (!endsOn) maybeWriteAddressChange(book, ctx, lastEntryId, economic);
  return { previous: periods.slice(0, -1), economic, closesOn, saleOn: plan.auctionSale ? endsOn : null, coOwners };
}

/** A trust, a concluded 가등기 or a sale at auction ends the economic owner's time early. */
function endsEarly(plan: ScenarioPlan): boolean {
  return plan.trust || plan.provisionalRegistration === 'concluded' || plan.auctionSale;
}

/** Acquisition dates after 보존, oldest first; the last one ends the story under {@link endsEarly}. */
function acquisitionDates(ctx: GenerationContext): string[] {
  const { rng, building, plan, issuedOn } = ctx;
  const first = addDays(building.registeredOn, rng.int(14, 90));
  const count = 1 + rng.pick([0, 0, 1, 1, 2]) + (plan.recentTransfer ? 1 : 0) + (endsEarly(plan) ? 1 : 0);
  const last = plan.recentTransfer
    ? addDays(issuedOn, -rng.int(RECENT_DAYS.min, RECENT_DAYS.max))
    : addDays(issuedOn, -rng.int(NOT_RECENT_DAYS, NOT_RECENT_DAYS + 900));
  if (count === 1) return [first < last ? first : last];
  const middle: string[] = [];
  for (let i = 0; i < count - 2; i += 1) middle.push(dateBetween(rng, addDays(first, 180), addDays(last, -180)));
  return [first, ...middle.sort(), last].filter((date, index, all) => index === 0 || date > all[index - 1]);
}

function ownersFor(ctx: GenerationContext, isLast: boolean): Person[] {
  const first = makePerson(ctx.rng, ctx.district);
  if (!isLast || !ctx.plan.coOwned) return [first];
  return [first, { ...makePerson(ctx.rng, ctx.district), address: first.address }];
}

function writeSale(book: EntryBook, ctx: GenerationContext, period: OwnerPeriod, fromBuilder: boolean): number {
  const { rng } = ctx;
  const causeDate = addDays(period.from, fromBuilder ? -rng.int(300, 900) : -rng.int(0, 45));
  const shared = period.owners.length > 1;
  const holders: RightHolder[] = period.owners.map((owner) => ({
    role: shared ? '공유자' : '소유자',
    name: owner.name,
    idNumber: owner.idNumber,
    address: owner.address,
    ...(shared ? { share: `${period.owners.length}분의 1` } : {}),
  }));
  return book.add({
    section: 'GAPGU',
    purpose: '소유권이전',
    kind: 'OWNERSHIP',
    receivedOn: period.from,
    causeDate,
    causeText: '매매',
    amount: null,
    holders,
    details: causeDate >= '2006-06-01' ? [priceLine(rng, period.from)] : [],
  });
}

/** `거래가액 금…원`; prices rise with the year so they look plausible next to the loans. */
function priceLine(rng: SeededRandom, on: string): string {
  const price = Math.round(rng.int(30, 120) * 10 * (1 + 0.06 * (yearOf(on) - 2003))) * 1_000_000;
  return `거래가액 금${price.toLocaleString('en-US')}원`;
}

/** The co-owners the last sale made (each `2분의 1`), or the sole owner with the whole unit. */
function startingCoOwners(period: OwnerPeriod, saleId: number): CoOwner[] {
  const share = period.owners.length > 1 ? fraction(1, period.owners.length) : WHOLE;
  return period.owners.map((person) => ({ person, acquiredId: saleId, share, since: period.from }));
}

/**
 * Share transfers happen while the owner holds the unit and before the story ends; unless the
 * plan asks for a recent transfer they stay older than 3 months, so they do not read as one.
 */
function shareEventWindow(ctx: GenerationContext, from: string, closesOn: string | null): { from: string; to: string } {
  const recentLimit = addDays(ctx.issuedOn, ctx.plan.recentTransfer ? -RECENT_DAYS.min : -NOT_RECENT_DAYS);
  const to = laterOf(from, earlierOf(recentLimit, addDays(closesOn ?? ctx.issuedOn, -30)));
  return { from: earlierOf(addDays(from, 14), to), to };
}

/** The 가등기 comes well before its 본등기, in the second half of the owner's time. */
function provisionalDate(ctx: GenerationContext, from: string, concludedOn: string): string {
  const latest = laterOf(from, addDays(concludedOn, -20));
  return dateBetween(ctx.rng, addDays(from, Math.floor(daysBetween(from, latest) / 2)), latest);
}

/** A 소유권이전청구권가등기 and, under it, the 본등기 that makes its holder the owner. */
function writeConcludedRegistration(book: EntryBook, ctx: GenerationContext, on: string, concludedOn: string): void {
  const { rng } = ctx;
  const buyer = makePerson(rng, ctx.district);
  const provisionalId = book.add({
    section: 'GAPGU',
    purpose: '소유권이전청구권가등기',
    kind: 'PROVISIONAL_REGISTRATION',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(0, 10)),
    causeText: '매매예약',
    amount: null,
    details: [],
    holders: [personHolder('가등기권자', buyer)],
  });
  const causeDate = addDays(concludedOn, -rng.int(0, 20));
  book.conclude(provisionalId, {
    purpose: '소유권이전',
    kind: 'OWNERSHIP',
    receivedOn: concludedOn,
    causeDate,
    causeText: '매매',
    amount: null,
    details: rng.chance(0.5) ? [priceLine(rng, concludedOn)] : [],
    holders: [personHolder('소유자', buyer)],
  });
}

function writeTrust(book: EntryBook, ctx: GenerationContext, trustOn: string): void {
  const trustee = ctx.rng.pick(TRUST_COMPANIES);
  const transferId = book.add({
    section: 'GAPGU',
    purpose: '소유권이전',
    kind: 'OWNERSHIP',
    receivedOn: trustOn,
    causeDate: trustOn,
    causeText: '신탁',
    amount: null,
    details: [],
    holders: [{ role: '수탁자', name: trustee.name, idNumber: trustee.idNumber, address: trustee.address }],
  });
  book.joint(transferId, {
    purpose: '신탁',
    kind: 'TRUST',
    causeDate: null,
    causeText: '',
    amount: null,
    holders: [],
    details: [`신탁원부 제${yearOf(trustOn)}-${ctx.rng.int(100, 9999)}호`],
  });
}

/** Owners who moved file a 등기명의인표시변경 (rank `N-1`), a change entry the parser must skip. */
function maybeWriteAddressChange(book: EntryBook, ctx: GenerationContext, entryId: number, period: OwnerPeriod): void {
  const { rng } = ctx;
  const owner = period.owners[0];
  if (!owner || period.owners.length > 1 || !rng.chance(0.12)) return;
  const earliest = addDays(period.from, 200);
  const latest = addDays(ctx.issuedOn, -30);
  if (earliest > latest) return;
  const on = dateBetween(rng, earliest, latest);
  const newAddress = makeHomeAddress(rng, ctx.district);
  book.attach(entryId, '등기명의인표시변경', {
    kind: 'OTHER',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(3, 40)),
    causeText: '전거',
    amount: null,
    holders: [],
    details: [`${owner.name}의 주소 ${newAddress}`],
  });
}
