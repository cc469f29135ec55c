import { addDays, koreanDate, yearOf } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import type { GenerationContext } from './generation-context';
import { makePerson, personHolder } from './korean-directory';

/**
 * Tenants' rights in 을구: a 전세권 (a registered jeonse) and a 주택임차권 (registered by court
 * order after a tenant was not repaid, the warning sign SPEC §4.5 rates CAUTION).
 */

/** A 전세권 as a later 전세권변경 needs it. */
export interface WrittenJeonse {
  id: number;
  on: string;
  amountKrw: number;
  endsOn: string;
}

export function writeJeonse(
  book: EntryBook,
  ctx: GenerationContext,
  on: string,
  amountKrw: number | null,
): WrittenJeonse {
  const holder = makePerson(ctx.rng, ctx.district);
  const amount = amountKrw ?? ctx.rng.int(15, 60) * 10_000_000;
  const endsOn = addDays(on, 730);
  const id = book.add({
    section: 'EULGU',
    purpose: '전세권설정',
    kind: 'JEONSE_RIGHT',
    receivedOn: on,
    causeDate: on,
    causeText: '설정계약',
    amount: { label: '전세금', krw: amount },
    details: ['범 위 주거용 건물의 전부', `존속기간 ${koreanDate(on)}부터 ${koreanDate(endsOn)}까지`],
    holders: [personHolder('전세권자', holder)],
  });
  return { id, on, amountKrw: amount, endsOn };
}

export function writeLease(book: EntryBook, ctx: GenerationContext, on: string, amountKrw: number | null): void {
  const { rng, district } = ctx;
  const tenant = makePerson(rng, district);
  const contract = addDays(on, -rng.int(760, 1100));
  const movedIn = addDays(contract, rng.int(20, 60));
  // Half-jeonse tenants also pay a monthly rent, which the order prints as 차임.
  const rent = rng.chance(0.4) ? [`차임 월 금${(rng.int(3, 15) * 100_000).toLocaleString('en-US')}원`] : [];
  book.add({
    section: 'EULGU',
    purpose: '주택임차권',
    kind: 'LEASE_REGISTRATION',
    receivedOn: on,
    causeDate: addDays(on, -rng.int(3, 14)),
    causeText: `${district.court}의 임차권등기명령(${yearOf(on)}카임${rng.int(100, 9999)})`,
    amount: { label: '임차보증금', krw: amountKrw ?? rng.int(10, 50) * 10_000_000 },
    details: [
      ...rent,
      '범 위 주거용 건물의 전부',
      `임대차계약일자 ${koreanDate(contract)}`,
      `주민등록일자 ${koreanDate(movedIn)}`,
      `점유개시일자 ${koreanDate(movedIn)}`,
      `확정일자 ${koreanDate(movedIn)}`,
    ],
    holders: [personHolder('임차권자', tenant)],
  });
}
