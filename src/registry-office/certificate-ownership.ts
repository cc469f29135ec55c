import { addDays, dateBetween, yearOf } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import type { BuildingFacts, RightHolder } from './certificate.model';
import type { ScenarioPlan } from './certificate-scenario';
import { BUILDERS, TRUST_COMPANIES, makeHomeAddress, makePerson, type District, type Person } from './korean-directory';
import type { SeededRandom } from './seeded-random';

/** What every part of the generator needs to know about the certificate being written. */
export interface GenerationContext {
  rng: SeededRandom;
  district: District;
  building: BuildingFacts;
  /** The issue date in KST, ISO; nothing may be registered after it. */
  issuedOn: string;
  plan: ScenarioPlan;
}

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
  /** The owner in force, or under a trust the truster (위탁자) who still owes the debts. */
  economic: OwnerPeriod;
  /** The trust transfer date when the unit is in trust. */
  trustOn: string | null;
}

/** The day most recent transfers fall before issue: inside the 3-month window the analysis uses. */
const RECENT_DAYS = { min: 7, max: 80 };
/** A transfer that is not recent stays clearly outside 3 months. */
const NOT_RECENT_DAYS = 120;

/** Writes 소유권보존, the sales (소유권이전 매매) and an optional trust into 갑구. */
export function writeOwnership(book: EntryBook, ctx: GenerationContext): OwnershipHistory {
  const { rng, building, plan } = ctx;
  const builder = rng.pick(BUILDERS);
  book.add({
    section: 'GAPGU', purpose: '소유권보존', kind: 'OWNERSHIP', receivedOn: building.registeredOn,
    causeDate: null, causeText: '', amount: null, details: [],
    holders: [{ role: '소유자', name: builder.name, idNumber: builder.idNumber, address: builder.address }],
  });
  const dates = acquisitionDates(ctx);
  const trustOn = plan.trust ? (dates.pop() ?? null) : null;
  const periods: OwnerPeriod[] = dates.map((from, index) => ({
    owners: ownersFor(ctx, index === dates.length - 1),
    from,
    to: dates[index + 1] ?? ctx.issuedOn,
  }));
  if (trustOn) (periods[periods.length - 1] as OwnerPeriod).to = trustOn;
  let lastEntryId = 0;
  periods.forEach((period, index) => {
    lastEntryId = writeSale(book, ctx, period, index === 0);
  });
  const economic = periods[periods.length - 1] as OwnerPeriod;
  if (trustOn) writeTrust(book, ctx, trustOn);
  else maybeWriteAddressChange(book, ctx, lastEntryId, economic);
  return { previous: periods.slice(0, -1), economic, trustOn };
}

/** Acquisition dates after 보존, oldest first; the last one is the trust under a trust plan. */
function acquisitionDates(ctx: GenerationContext): string[] {
  const { rng, building, plan, issuedOn } = ctx;
  const first = addDays(building.registeredOn, rng.int(14, 90));
  const count = 1 + rng.pick([0, 0, 1, 1, 2]) + (plan.recentTransfer ? 1 : 0) + (plan.trust ? 1 : 0);
  const last = plan.recentTransfer
    ? addDays(issuedOn, -rng.int(RECENT_DAYS.min, RECENT_DAYS.max))
    : addDays(issuedOn, -rng.int(NOT_RECENT_DAYS, NOT_RECENT_DAYS + 900));
  if (count === 1) return [first < last ? first : last];
  const middle: string[] = [];
  for (let i = 0; i < count - 2; i += 1) middle.push(dateBetween(rng, addDays(first, 180), addDays(last, -180)));
  return [first, ...middle.sort(), last].filter((date, index, all) => index === 0 || date > (all[index - 1] as string));
}

function ownersFor(ctx: GenerationContext, isLast: boolean): Person[] {
  const first = makePerson(ctx.rng, ctx.district);
  if (!isLast || !ctx.plan.coOwned) return [first];
  return [first, { ...makePerson(ctx.rng, ctx.district), address: first.address }];
}

function writeSale(book: EntryBook, ctx: GenerationContext, period: OwnerPeriod, fromBuilder: boolean): number {
  const { rng } = ctx;
  const causeDate = addDays(period.from, fromBuilder ? -rng.int(300, 900) : -rng.int(0, 45));
  // Prices rise with the year so the printed 거래가액 looks plausible next to the loans.
  const price = Math.round(rng.int(30, 120) * 10 * (1 + 0.06 * (yearOf(period.from) - 2003))) * 1_000_000;
  const shared = period.owners.length > 1;
  const holders: RightHolder[] = period.owners.map((owner) => ({
    role: shared ? '공유자' : '소유자',
    name: owner.name,
    idNumber: owner.idNumber,
    address: owner.address,
    ...(shared ? { share: `${period.owners.length}분의 1` } : {}),
  }));
  return book.add({
    section: 'GAPGU', purpose: '소유권이전', kind: 'OWNERSHIP', receivedOn: period.from,
    causeDate, causeText: '매매', amount: null, holders,
    details: causeDate >= '2006-06-01' ? [`거래가액 금${price.toLocaleString('en-US')}원`] : [],
  });
}

function writeTrust(book: EntryBook, ctx: GenerationContext, trustOn: string): void {
  const trustee = ctx.rng.pick(TRUST_COMPANIES);
  const transferId = book.add({
    section: 'GAPGU', purpose: '소유권이전', kind: 'OWNERSHIP', receivedOn: trustOn,
    causeDate: trustOn, causeText: '신탁', amount: null, details: [],
    holders: [{ role: '수탁자', name: trustee.name, idNumber: trustee.idNumber, address: trustee.address }],
  });
  book.joint(transferId, {
    purpose: '신탁', kind: 'TRUST', causeDate: null, causeText: '', amount: null, holders: [],
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
    kind: 'OTHER', receivedOn: on, causeDate: addDays(on, -rng.int(3, 40)), causeText: '전거',
    amount: null, holders: [], details: [`${owner.name}의 주소 ${newAddress}`],
  });
}
