import { addDays } from './certificate-dates';
import type { EntryBook } from './certificate-entry-book';
import type { GenerationContext } from './generation-context';
import type { RegisterSection } from './certificate.model';
import { makePerson, personHolder } from './korean-directory';

/**
 * A sale at auction (매각): the buyer's 소유권이전, then in each section one row cancelling every
 * right the sale extinguished (`2번가압류, 5번임의경매개시결정등기말소`). Written after all the
 * rights, since the lists name them.
 */
export function writeAuctionSale(book: EntryBook, ctx: GenerationContext, saleOn: string): void {
  const { rng, plan } = ctx;
  const cause = plan.auction ? '임의경매로 인한 매각' : '강제경매로 인한 매각';
  const causeDate = addDays(saleOn, -rng.int(0, 10));
  const open = (['GAPGU', 'EULGU'] as RegisterSection[]).map((section) => book.openRights(section, saleOn));
  book.add({
    section: 'GAPGU',
    purpose: '소유권이전',
    kind: 'OWNERSHIP',
    receivedOn: saleOn,
    causeDate,
    causeText: cause,
    amount: null,
    details: [],
    holders: [personHolder('소유자', makePerson(rng, ctx.district))],
  });
  for (const ids of open) {
    if (ids.length > 0)
      book.cancelAll(ids, { receivedOn: saleOn, causeDate, causeText: cause, amount: null, holders: [], details: [] });
  }
}
