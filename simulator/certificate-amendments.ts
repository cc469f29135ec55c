import { addDays, dateBetween, earlierOf, koreanDate } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import type { GenerationContext } from './generation-context';
import type { MortgageAmendment } from './certificate-scenario';
import { BANKS, LENDERS, companyHolder, type Company } from './korean-directory';

/**
 * 부기등기 that change a right in force: a 근저당권변경 (new 채권최고액), a 근저당권이전 (a new
 * creditor), a 전세권변경 (new 전세금), and the 말소 of a 변경 (`N-k번부기등기말소`), which makes the
 * value before it apply again.
 */

/** A mortgage as its amendments need it. */
export interface WrittenMortgage {
  id: number;
  on: string;
  bank: Company;
  amountKrw: number;
}

/**
 * Writes `amendments` of `mortgage` in date order between its registration and `until`; each one
 * follows the previous, so a cancelled 변경 and its 말소 take consecutive sub-ranks. Returns the
 * creditor in force afterwards (the one who would start an auction).
 */
export function writeMortgageAmendments(
  book: EntryBook,
  ctx: GenerationContext,
  mortgage: WrittenMortgage,
  amendments: MortgageAmendment[],
  until: string,
): Company {
  let after = mortgage.on;
  let amountKrw = mortgage.amountKrw;
  let bank = mortgage.bank;
  for (const amendment of amendments) {
    const on = nextDate(ctx, after, until);
    if (amendment === 'transfer') {
      bank = writeTransfer(book, ctx, mortgage.id, bank, on);
      after = on;
      continue;
    }
    const changedKrw = changedAmount(ctx, amountKrw);
    const changeId = writeChange(book, ctx, mortgage.id, changedKrw, on);
    if (amendment === 'change') {
      amountKrw = changedKrw;
      after = on;
      continue;
    }
    after = nextDate(ctx, on, until);
    book.cancel(changeId, {
      receivedOn: after,
      causeDate: addDays(after, -ctx.rng.int(0, 3)),
      causeText: ctx.rng.pick(['해지', '해제']),
      amount: null,
      holders: [],
      details: [],
    });
  }
  return bank;
}

/** A 전세권변경 raising the 전세금, often with the term extended by two years. */
export function writeJeonseChange(
  book: EntryBook,
  ctx: GenerationContext,
  jeonse: { id: number; on: string; amountKrw: number; endsOn: string },
  until: string,
): void {
  const { rng } = ctx;
  const on = nextDate(ctx, jeonse.on, until);
  const amountKrw = jeonse.amountKrw + rng.int(1, 10) * 10_000_000;
  const extended = addDays(jeonse.endsOn, 730);
  book.attach(jeonse.id, '전세권변경', {
    kind: 'OTHER',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(0, 10)),
    causeText: '변경계약',
    amount: { label: '전세금', krw: amountKrw },
    holders: [],
    details: rng.chance(0.5) ? [`존속기간 ${koreanDate(jeonse.on)}부터 ${koreanDate(extended)}까지`] : [],
  });
}

/** A date 30–400 days after `after`, never later than `until` (nor earlier than `after`). */
function nextDate(ctx: GenerationContext, after: string, until: string): string {
  const limit = until > after ? until : after;
  return dateBetween(ctx.rng, earlierOf(addDays(after, 30), limit), earlierOf(addDays(after, 400), limit));
}

/** A loan raised or partly repaid: the 채권최고액 moves by 10–50 %, in whole millions, never to the same value. */
function changedAmount(ctx: GenerationContext, amountKrw: number): number {
  const factor = ctx.rng.pick([0.5, 0.6, 0.7, 0.8, 1.1, 1.2, 1.3, 1.5]);
  return Math.round((amountKrw * factor) / 1_000_000) * 1_000_000;
}

function writeChange(
  book: EntryBook,
  ctx: GenerationContext,
  mortgageId: number,
  amountKrw: number,
  on: string,
): number {
  return book.attach(mortgageId, '근저당권변경', {
    kind: 'OTHER',
    receivedOn: on,
    causeDate: addDays(on, -ctx.rng.int(0, 5)),
    causeText: '변경계약',
    amount: { label: '채권최고액', krw: amountKrw },
    holders: [],
    details: [],
  });
}

/** The loan sold to another bank or lender; returns the new creditor. */
function writeTransfer(
  book: EntryBook,
  ctx: GenerationContext,
  mortgageId: number,
  from: Company,
  on: string,
): Company {
  const { rng } = ctx;
  const to = rng.pick([...BANKS, ...LENDERS].filter((company) => company.name !== from.name));
  book.attach(mortgageId, '근저당권이전', {
    kind: 'OTHER',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(0, 5)),
    causeText: rng.pick(['확정채권양도', '계약양도']),
    amount: null,
    holders: [companyHolder('근저당권자', to)],
    details: [],
  });
  return to;
}
