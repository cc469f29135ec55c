import { writeJeonseChange, writeMortgageAmendments, type WrittenMortgage } from './certificate-amendments';
import { addDays, dateBetween, earlierOf, laterOf, yearOf } from './certificate-dates';
import type { EntryBook, EntryDraft } from './certificate-entry-book';
import type { OwnershipHistory } from './certificate-ownership';
import type { GenerationContext } from './generation-context';
import type { ShareRight } from './certificate-scenario';
import type { CoOwner } from './certificate-shares';
import { writeJeonse, writeLease } from './certificate-tenant-rights';
import {
  BANKS,
  LENDERS,
  companyHolder,
  makePerson,
  personHolder,
  pickSeizingBody,
  pickTaxBody,
  type Company,
  type Person,
} from './korean-directory';

/**
 * Writes the rights against the owners: mortgages (also on earlier owners, cancelled at each
 * sale) with their amendments, seizures, court orders, rights on one co-owner's share and tenants'
 * rights. Every right in force falls inside the economic owner's period, so the certificate reads
 * like one story.
 */
export function writeRights(book: EntryBook, ctx: GenerationContext, history: OwnershipHistory): void {
  writeHistoryMortgages(book, ctx, history);
  const window = rightsWindow(ctx, history);
  const { plan, rng } = ctx;
  let lastMortgage: { on: string; bank: Company } | null = null;
  plan.mortgages.forEach((mortgage, index) => {
    // The first loan in force is the purchase loan, registered the day the owner bought.
    const on = index === 0 && !mortgage.cancelled ? window.from : dateBetween(rng, window.from, window.to);
    const written = writeMortgage(book, ctx, history.economic.owners[0], on, mortgage.amountKrw);
    const creditor = mortgage.amendments
      ? writeMortgageAmendments(book, ctx, written, mortgage.amendments, window.to)
      : written.bank;
    if (mortgage.cancelled) cancelLater(book, ctx, written.id, '해지', on, window.to);
    else lastMortgage = { on, bank: creditor };
  });
  for (const seizure of plan.provisionalSeizures) {
    const on = dateBetween(rng, window.from, window.to);
    const id = writeCourtOrder(book, ctx, on, '가압류', '가압류결정', '카단', seizure.amountKrw);
    if (seizure.cancelled) cancelLater(book, ctx, id, rng.pick(['해제', '취하']), on, window.to);
  }
  let seizedOn: string | null = null;
  for (const seizure of plan.seizures) {
    const on = dateBetween(rng, window.from, window.to);
    const id = writeSeizure(book, ctx, on, seizure.arrears === true);
    if (seizure.cancelled) cancelLater(book, ctx, id, '해제', on, window.to);
    else seizedOn = seizedOn ?? on;
  }
  if (plan.publicSale && seizedOn) writePublicSale(book, ctx, seizedOn, window.to);
  if (plan.auction && lastMortgage) writeAuction(book, ctx, lastMortgage, window.to);
  if (plan.forcedAuction) writeForcedAuction(book, ctx, dateBetween(rng, window.from, window.to));
  if (plan.provisionalRegistration === 'pending')
    writeProvisionalRegistration(book, ctx, dateBetween(rng, window.from, window.to));
  if (plan.provisionalDisposition) {
    writeCourtOrder(book, ctx, dateBetween(rng, window.from, window.to), '가처분', '가처분결정', '카합', null);
  }
  writeShareRights(book, ctx, history.coOwners, window.to);
  if (plan.jeonse) {
    const jeonse = writeJeonse(book, ctx, dateBetween(rng, window.from, window.to), plan.jeonse.amountKrw);
    if (plan.jeonse.changed) writeJeonseChange(book, ctx, jeonse, window.to);
  }
  if (plan.lease) writeLease(book, ctx, dateBetween(rng, window.from, window.to), plan.lease.amountKrw);
}

/** Rights are registered while the economic owner holds the unit, and before their story ends. */
function rightsWindow(ctx: GenerationContext, history: OwnershipHistory): { from: string; to: string } {
  const from = history.economic.from;
  const end = history.closesOn ? addDays(history.closesOn, -1) : addDays(ctx.issuedOn, -3);
  return { from, to: laterOf(from, end) };
}

/** What a right on one co-owner's share prints after `N번{name}`, and how a cancellation names it. */
const SHARE_RIGHTS: Record<ShareRight, { purposeAfterName: string; noun: string }> = {
  mortgage: { purposeAfterName: '지분전부근저당권설정', noun: '근저당권설정' },
  'provisional-seizure': { purposeAfterName: '지분가압류', noun: '가압류' },
  seizure: { purposeAfterName: '지분압류', noun: '압류' },
};

/** Rights on one co-owner's share, registered after that co-owner got it. */
function writeShareRights(book: EntryBook, ctx: GenerationContext, coOwners: CoOwner[], until: string): void {
  const { rng } = ctx;
  if (coOwners.length < 2) return;
  for (const right of ctx.plan.shareRights) {
    const owner = rng.pick(coOwners);
    const on = dateBetween(rng, owner.since, laterOf(owner.since, until));
    const draft =
      right === 'mortgage'
        ? mortgageDraft(ctx, owner.person, on, null).draft
        : right === 'seizure'
          ? seizureDraft(ctx, on, true)
          : courtOrderDraft(ctx, on, '가압류', '가압류결정', '카단', null);
    const { purposeAfterName, noun } = SHARE_RIGHTS[right];
    book.addNaming(owner.acquiredId, `${owner.person.name}${purposeAfterName}`, noun, {
      ...draft,
      shareOf: owner.person.name,
    });
  }
}

function writeHistoryMortgages(book: EntryBook, ctx: GenerationContext, history: OwnershipHistory): void {
  const { rng, plan } = ctx;
  const periods = history.previous.length > 0 ? history.previous : [history.economic];
  if (plan.historyMortgages === null) {
    // A seller's loan is typically registered on purchase and cleared on the day of the sale.
    for (const period of history.previous) {
      if (!rng.chance(0.5)) continue;
      const written = writeMortgage(book, ctx, period.owners[0], period.from, null);
      book.cancel(written.id, cancellation(period.to, '해지', rng));
    }
    return;
  }
  for (let i = 0; i < plan.historyMortgages; i += 1) {
    const period = periods[i % periods.length];
    const on = dateBetween(rng, period.from, addDays(period.to, -60));
    const written = writeMortgage(book, ctx, period.owners[0], on, null);
    cancelLater(book, ctx, written.id, '해지', on, period.to);
  }
}

function writeMortgage(
  book: EntryBook,
  ctx: GenerationContext,
  debtor: Person,
  on: string,
  amountKrw: number | null,
): WrittenMortgage {
  const { draft, bank } = mortgageDraft(ctx, debtor, on, amountKrw);
  return { id: book.add(draft), on, bank, amountKrw: draft.amount?.krw ?? 0 };
}

function mortgageDraft(
  ctx: GenerationContext,
  debtor: Person,
  on: string,
  amountKrw: number | null,
): { draft: EntryDraft; bank: Company } {
  const { rng } = ctx;
  const bank = rng.pick(BANKS);
  // 채권최고액 is usually 120 % of the loan; loans come in steps of 10,000,000.
  const amount = amountKrw ?? Math.round(rng.int(10, 40) * 10 * 1.2) * 1_000_000;
  const draft: EntryDraft = {
    section: 'EULGU',
    purpose: '근저당권설정',
    kind: 'MORTGAGE',
    receivedOn: on,
    causeDate: on,
    causeText: '설정계약',
    amount: { label: '채권최고액', krw: amount },
    details: [`채무자 ${debtor.name}`, debtor.address],
    holders: [companyHolder('근저당권자', bank)],
  };
  return { draft, bank };
}

function writeCourtOrder(
  book: EntryBook,
  ctx: GenerationContext,
  on: string,
  purpose: '가압류' | '가처분',
  decision: string,
  caseType: string,
  amountKrw: number | null,
): number {
  return book.add(courtOrderDraft(ctx, on, purpose, decision, caseType, amountKrw));
}

function courtOrderDraft(
  ctx: GenerationContext,
  on: string,
  purpose: '가압류' | '가처분',
  decision: string,
  caseType: string,
  amountKrw: number | null,
): EntryDraft {
  const { rng, district } = ctx;
  const provisional = purpose === '가압류';
  const creditor =
    provisional && rng.chance(0.6)
      ? companyHolder('채권자', rng.pick(LENDERS))
      : personHolder('채권자', makePerson(rng, district));
  return {
    section: 'GAPGU',
    purpose,
    kind: provisional ? 'PROVISIONAL_SEIZURE' : 'PROVISIONAL_DISPOSITION',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 6)),
    causeText: `${district.court}의 ${decision}(${yearOf(on)}${caseType}${rng.int(100, 99999)})`,
    amount: provisional ? { label: '청구금액', krw: amountKrw ?? rng.int(5, 150) * 1_000_000 } : null,
    details: provisional
      ? []
      : [
          '피보전권리 소유권이전등기청구권',
          '금지사항 매매, 증여, 전세권, 저당권, 임차권의 설정 기타 일체의 처분행위 금지',
        ],
    holders: [creditor],
  };
}

function writeSeizure(book: EntryBook, ctx: GenerationContext, on: string, arrears: boolean): number {
  return book.add(seizureDraft(ctx, on, arrears));
}

/** A 압류; for arrears (체납) by the tax office or the city, else also by the health insurer. */
function seizureDraft(ctx: GenerationContext, on: string, arrears: boolean): EntryDraft {
  const { rng, district } = ctx;
  const body = arrears ? pickTaxBody(rng, district) : pickSeizingBody(rng, district);
  return {
    section: 'GAPGU',
    purpose: '압류',
    kind: 'SEIZURE',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 10)),
    causeText: `압류(${rng.pick(['재산세과', '세무과', '징수과'])}-${rng.int(1000, 99999)})`,
    amount: null,
    details: body.detail ? [body.detail] : [],
    holders: [{ role: '권리자', name: body.name, idNumber: null, address: null }],
  };
}

/** 한국자산관리공사 announces the public sale of a seized unit months after the 압류. */
function writePublicSale(book: EntryBook, ctx: GenerationContext, seizedOn: string, until: string): void {
  const { rng } = ctx;
  const on = dateBetween(rng, earlierOf(addDays(seizedOn, 90), laterOf(seizedOn, until)), laterOf(seizedOn, until));
  const caseNumber = `${yearOf(on)}-${rng.int(10_000, 99_999)}-${String(rng.int(1, 3)).padStart(3, '0')}`;
  book.add({
    section: 'GAPGU',
    purpose: '공매공고',
    kind: 'AUCTION',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 7)),
    causeText: `공매공고(${PUBLIC_AUCTIONEER}${caseNumber})`,
    amount: null,
    details: [],
    holders: [{ role: '권리자', name: PUBLIC_AUCTIONEER, idNumber: null, address: null }],
  });
}

const PUBLIC_AUCTIONEER = '한국자산관리공사';

function writeAuction(
  book: EntryBook,
  ctx: GenerationContext,
  mortgage: { on: string; bank: Company },
  until: string,
): void {
  const { rng, district } = ctx;
  // Banks start an auction months after the default, never before their own mortgage.
  const earliest = earlierOf(laterOf(addDays(mortgage.on, 200), addDays(until, -400)), until);
  const on = dateBetween(rng, earliest, until);
  book.add({
    section: 'GAPGU',
    purpose: '임의경매개시결정',
    kind: 'AUCTION',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 5)),
    causeText: `${district.court}의 임의경매개시결정(${yearOf(on)}타경${rng.int(100, 99999)})`,
    amount: null,
    details: [],
    holders: [companyHolder('채권자', mortgage.bank)],
  });
}

/** A creditor with a court judgment (not a mortgage) forces the sale. */
function writeForcedAuction(book: EntryBook, ctx: GenerationContext, on: string): void {
  const { rng, district } = ctx;
  book.add({
    section: 'GAPGU',
    purpose: '강제경매개시결정',
    kind: 'AUCTION',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(1, 5)),
    causeText: `${district.court}의 강제경매개시결정(${yearOf(on)}타경${rng.int(100, 99999)})`,
    amount: null,
    details: [],
    holders: [personHolder('채권자', makePerson(rng, district))],
  });
}

function writeProvisionalRegistration(book: EntryBook, ctx: GenerationContext, on: string): void {
  const buyer = makePerson(ctx.rng, ctx.district);
  book.add({
    section: 'GAPGU',
    purpose: '소유권이전청구권가등기',
    kind: 'PROVISIONAL_REGISTRATION',
    receivedOn: on,
    causeDate: addDays(on, -ctx.rng.int(0, 10)),
    causeText: '매매예약',
    amount: null,
    details: [],
    holders: [personHolder('가등기권자', buyer)],
  });
}

/** Cancels `id` 30 days or more after `after`, before `until`. */
function cancelLater(
  book: EntryBook,
  ctx: GenerationContext,
  id: number,
  cause: string,
  after: string,
  until: string,
): void {
  const to = laterOf(until, after);
  const from = earlierOf(addDays(after, 30), to);
  book.cancel(id, cancellation(dateBetween(ctx.rng, from, to), cause, ctx.rng));
}

function cancellation(on: string, cause: string, rng: GenerationContext['rng']) {
  return {
    receivedOn: on,
    causeDate: addDays(on, -rng.int(0, 3)),
    causeText: cause,
    amount: null,
    holders: [],
    details: [],
  };
}
