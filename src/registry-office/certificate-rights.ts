import { addDays, dateBetween, earlierOf, laterOf, yearOf } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import type { OwnershipHistory, OwnerPeriod, GenerationContext } from './certificate-ownership';
import { writeJeonse, writeLease } from './certificate-tenant-rights';
import { BANKS, LENDERS, companyHolder, makePerson, personHolder, pickSeizingBody, type Company, type Person } from './korean-directory';

/**
 * Writes the rights against the owners: mortgages (also on earlier owners, cancelled at each
 * sale), seizures, court orders and tenants' rights. Every right in force falls inside the
 * economic owner's period, so the certificate reads like one story.
 */
export function writeRights(book: EntryBook, ctx: GenerationContext, history: OwnershipHistory): void {
  writeHistoryMortgages(book, ctx, history);
  const window = rightsWindow(ctx, history);
  const { plan } = ctx;
  let lastMortgage: { on: string; bank: Company } | null = null;
  plan.mortgages.forEach((mortgage, index) => {
    // The first loan in force is the purchase loan, registered the day the owner bought.
    const on = index === 0 && !mortgage.cancelled ? window.from : dateBetween(ctx.rng, window.from, window.to);
    const written = writeMortgage(book, ctx, history.economic, on, mortgage.amountKrw);
    if (mortgage.cancelled) cancelLater(book, ctx, written.id, '근저당권설정', '해지', on);
    else lastMortgage = { on, bank: written.bank };
  });
  for (const seizure of plan.provisionalSeizures) {
    const on = dateBetween(ctx.rng, window.from, window.to);
    const id = writeCourtOrder(book, ctx, on, '가압류', '가압류결정', '카단', seizure.amountKrw);
    if (seizure.cancelled) cancelLater(book, ctx, id, '가압류', ctx.rng.pick(['해제', '취하']), on);
  }
  for (const seizure of plan.seizures) {
    const on = dateBetween(ctx.rng, window.from, window.to);
    const id = writeSeizure(book, ctx, on);
    if (seizure.cancelled) cancelLater(book, ctx, id, '압류', '해제', on);
  }
  if (plan.auction && lastMortgage) writeAuction(book, ctx, lastMortgage, window.to);
  if (plan.provisionalRegistration) writeProvisionalRegistration(book, ctx, dateBetween(ctx.rng, window.from, window.to));
  if (plan.provisionalDisposition) {
    writeCourtOrder(book, ctx, dateBetween(ctx.rng, window.from, window.to), '가처분', '가처분결정', '카합', null);
  }
  if (plan.jeonse) writeJeonse(book, ctx, dateBetween(ctx.rng, window.from, window.to), plan.jeonse.amountKrw);
  if (plan.lease) writeLease(book, ctx, dateBetween(ctx.rng, window.from, window.to), plan.lease.amountKrw);
}

/** Rights are registered while the economic owner holds the unit, and before any trust. */
function rightsWindow(ctx: GenerationContext, history: OwnershipHistory): { from: string; to: string } {
  const from = history.economic.from;
  const end = history.trustOn ? addDays(history.trustOn, -1) : addDays(ctx.issuedOn, -3);
  return { from, to: laterOf(from, end) };
}

function writeHistoryMortgages(book: EntryBook, ctx: GenerationContext, history: OwnershipHistory): void {
  const { rng, plan } = ctx;
  const periods = history.previous.length > 0 ? history.previous : [history.economic];
  if (plan.historyMortgages === null) {
    // A seller's loan is typically registered on purchase and cleared on the day of the sale.
    for (const period of history.previous) {
      if (!rng.chance(0.5)) continue;
      const written = writeMortgage(book, ctx, period, period.from, null);
      book.cancel(written.id, '근저당권설정', cancellation(period.to, '해지', rng));
    }
    return;
  }
  for (let i = 0; i < plan.historyMortgages; i += 1) {
    const period = periods[i % periods.length] as OwnerPeriod;
    const on = dateBetween(rng, period.from, addDays(period.to, -60));
    const written = writeMortgage(book, ctx, period, on, null);
    cancelLater(book, ctx, written.id, '근저당권설정', '해지', on, period.to);
  }
}

function writeMortgage(
  book: EntryBook, ctx: GenerationContext, debtorPeriod: OwnerPeriod, on: string, amountKrw: number | null,
): { id: number; bank: Company } {
  const { rng } = ctx;
  const bank = rng.pick(BANKS);
  const debtor = debtorPeriod.owners[0] as Person;
  // 채권최고액 is usually 120 % of the loan; loans come in steps of 10,000,000.
  const amount = amountKrw ?? Math.round(rng.int(10, 40) * 10 * 1.2) * 1_000_000;
  const id = book.add({
    section: 'EULGU', purpose: '근저당권설정', kind: 'MORTGAGE', receivedOn: on,
    causeDate: on, causeText: '설정계약', amount: { label: '채권최고액', krw: amount },
    details: [`채무자 ${debtor.name}`, debtor.address],
    holders: [companyHolder('근저당권자', bank)],
  });
  return { id, bank };
}

function writeCourtOrder(
  book: EntryBook, ctx: GenerationContext, on: string, purpose: '가압류' | '가처분', decision: string, caseType: string, amountKrw: number | null,
): number {
  const { rng, district } = ctx;
  const provisional = purpose === '가압류';
  const creditor = provisional && rng.chance(0.6) ? companyHolder('채권자', rng.pick(LENDERS)) : personHolder('채권자', makePerson(rng, district));
  return book.add({
    section: 'GAPGU', purpose, kind: provisional ? 'PROVISIONAL_SEIZURE' : 'PROVISIONAL_DISPOSITION', receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 6)),
    causeText: `${district.court}의 ${decision}(${yearOf(on)}${caseType}${rng.int(100, 99999)})`,
    amount: provisional ? { label: '청구금액', krw: amountKrw ?? rng.int(5, 150) * 1_000_000 } : null,
    details: provisional ? [] : ['피보전권리 소유권이전등기청구권', '금지사항 매매, 증여, 전세권, 저당권, 임차권의 설정 기타 일체의 처분행위 금지'],
    holders: [creditor],
  });
}

function writeSeizure(book: EntryBook, ctx: GenerationContext, on: string): number {
  const { rng, district } = ctx;
  const body = pickSeizingBody(rng, district);
  return book.add({
    section: 'GAPGU', purpose: '압류', kind: 'SEIZURE', receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 10)), causeText: `압류(${rng.pick(['재산세과', '세무과', '징수과'])}-${rng.int(1000, 99999)})`,
    amount: null, details: body.detail ? [body.detail] : [],
    holders: [{ role: '권리자', name: body.name, idNumber: null, address: null }],
  });
}

function writeAuction(book: EntryBook, ctx: GenerationContext, mortgage: { on: string; bank: Company }, until: string): void {
  const { rng, district } = ctx;
  // Banks start an auction months after the default, never before their own mortgage.
  const earliest = earlierOf(laterOf(addDays(mortgage.on, 200), addDays(until, -400)), until);
  const on = dateBetween(rng, earliest, until);
  book.add({
    section: 'GAPGU', purpose: '임의경매개시결정', kind: 'AUCTION', receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 5)),
    causeText: `${district.court}의 임의경매개시결정(${yearOf(on)}타경${rng.int(100, 99999)})`,
    amount: null, details: [], holders: [companyHolder('채권자', mortgage.bank)],
  });
}

function writeProvisionalRegistration(book: EntryBook, ctx: GenerationContext, on: string): void {
  const buyer = makePerson(ctx.rng, ctx.district);
  book.add({
    section: 'GAPGU', purpose: '소유권이전청구권가등기', kind: 'PROVISIONAL_REGISTRATION', receivedOn: on,
    causeDate: addDays(on, -ctx.rng.int(0, 10)), causeText: '매매예약', amount: null, details: [],
    holders: [personHolder('가등기권자', buyer)],
  });
}

function cancelLater(book: EntryBook, ctx: GenerationContext, id: number, noun: string, cause: string, after: string, until?: string): void {
  const to = laterOf(until ?? addDays(ctx.issuedOn, -1), after);
  const from = earlierOf(addDays(after, 30), to);
  book.cancel(id, noun, cancellation(dateBetween(ctx.rng, from, to), cause, ctx.rng));
}

function cancellation(on: string, cause: string, rng: GenerationContext['rng']) {
  return { receivedOn: on, causeDate: addDays(on, -rng.int(0, 3)), causeText: cause, amount: null, holders: [], details: [] };
}
