import type { RegisterSection, RegistryEntry } from './certificate.model';
import type { SeededRandom } from './seeded-random';

/** An entry before ranks are known: ranks follow from print order, which needs every entry. */
export type EntryDraft = Omit<
  RegistryEntry,
  'rank' | 'receiptNumber' | 'cancelled' | 'cancelledByRank' | 'refersToRank'
>;

/** An entry named inside another entry's purpose: `{rank}번{noun}`. */
interface Reference {
  id: number;
  noun: string;
}

interface BookItem {
  id: number;
  draft: EntryDraft;
  receiptNumber: number;
  /** The noun a cancellation names this entry by (`근저당권설정`, `가압류`). */
  noun: string;
  /** A 부기등기 ('2-1') is printed right under the main entry it belongs to. */
  attachedTo: number | null;
  /**
   * A row printed under `sharesRankWith` without a rank of its own: a 신탁 registered together
   * with its 소유권이전 (same receipt), or the 본등기 of a 가등기 (its own receipt).
   */
  sharesRankWith: number | null;
  /** This row is the 본등기 that concludes the 가등기 it shares its rank with. */
  concludes: boolean;
  /** The purpose is `{rank}번{noun}` of this reference, resolved once ranks are known. */
  purposeRef: Reference | null;
  /** The entries this row cancels; one row may cancel several (`1번…, 3번…등기말소`). */
  cancels: Reference[];
}

type ItemPlacement = Pick<BookItem, 'attachedTo' | 'sharesRankWith' | 'concludes' | 'purposeRef' | 'cancels'>;

const MAIN: ItemPlacement = { attachedTo: null, sharesRankWith: null, concludes: false, purposeRef: null, cancels: [] };

/** Kinds that a sale by auction does not cancel: the ownership chain itself. */
const NEVER_CANCELLED_BY_SALE: ReadonlySet<RegistryEntry['kind']> = new Set(['OWNERSHIP', 'TRUST', 'OTHER']);

/**
 * Collects entries in any order and assigns ranks, receipt numbers, purposes that name other
 * ranks and cancellation links at the end, so the generator can think in events (a sale, a loan,
 * a seizure) rather than in rows.
 */
export class EntryBook {
  private readonly items: BookItem[] = [];
  private readonly lastReceiptByDate = new Map<string, number>();

  constructor(private readonly rng: SeededRandom) {}

  /** Adds an entry; returns its id. */
  add(draft: EntryDraft): number {
    return this.push(draft, draft.purpose, MAIN, this.nextReceipt(draft.receivedOn));
  }

  /**
   * Adds an entry whose purpose names the rank of `referenceId` (`3번김민수지분가압류`: a right on
   * the share its holder got at 갑구 rank 3); `noun` is what a cancellation calls it.
   */
  addNaming(referenceId: number, purposeAfterRank: string, noun: string, draft: Omit<EntryDraft, 'purpose'>): number {
    this.item(referenceId);
    const placement = { ...MAIN, purposeRef: { id: referenceId, noun: purposeAfterRank } };
    return this.push({ ...draft, purpose: '' }, noun, placement, this.nextReceipt(draft.receivedOn));
  }

  /** Adds a 부기등기 that changes `targetId`: printed as rank `N-k`, purpose `N번{noun}`. */
  attach(targetId: number, noun: string, draft: Omit<EntryDraft, 'purpose' | 'section'>): number {
    const target = this.item(targetId);
    const placement = { ...MAIN, attachedTo: targetId, purposeRef: { id: targetId, noun } };
    return this.push(
      { ...draft, purpose: '', section: target.draft.section },
      noun,
      placement,
      this.nextReceipt(draft.receivedOn),
    );
  }

  /** Adds an entry registered together with `targetId`: same rank and receipt, printed under it. */
  joint(targetId: number, draft: Omit<EntryDraft, 'section' | 'receivedOn'>): number {
    const target = this.item(targetId);
    const full = { ...draft, section: target.draft.section, receivedOn: target.draft.receivedOn };
    return this.push(full, full.purpose, { ...MAIN, sharesRankWith: targetId }, target.receiptNumber);
  }

  /**
   * Adds the 본등기 of the 가등기 `targetId`: printed under it without a rank, with its own receipt.
   * The 가등기 is then no longer a pending claim, which the truth reports as cancelled by its rank.
   */
  conclude(targetId: number, draft: Omit<EntryDraft, 'section'>): number {
    const target = this.item(targetId);
    const full = { ...draft, section: target.draft.section };
    return this.push(
      full,
      full.purpose,
      { ...MAIN, sharesRankWith: targetId, concludes: true },
      this.nextReceipt(draft.receivedOn),
    );
  }

  /** Adds the cancellation of `targetId` (`N번{noun}등기말소`). */
  cancel(targetId: number, draft: Omit<EntryDraft, 'purpose' | 'kind' | 'section'>): number {
    return this.cancelAll([targetId], draft);
  }

  /**
   * Adds one row cancelling every entry of `targetIds`, all in one section (`2번가압류,
   * 5번임의경매개시결정등기말소`). A cancelled 부기 is named `N-k번부기` and its cancellation is
   * itself a 부기 of the same main entry, so it takes the next sub-rank.
   */
  cancelAll(targetIds: number[], draft: Omit<EntryDraft, 'purpose' | 'kind' | 'section'>): number {
    const targets = targetIds.map((id) => this.item(id));
    const first = targets[0];
    if (!first) throw new Error('nothing to cancel');
    const cancels = targets.map((target) => ({
      id: target.id,
      noun: target.attachedTo === null ? target.noun : '부기',
    }));
    const placement = { ...MAIN, attachedTo: first.attachedTo, cancels };
    const full: EntryDraft = { ...draft, purpose: '', kind: 'OTHER', section: first.draft.section };
    return this.push(full, '', placement, this.nextReceipt(draft.receivedOn));
  }

  /**
   * Main entries of `section` received on or before `until` that still bind the unit: not
   * cancelled, not concluded, and not part of the ownership chain. A sale by auction cancels them.
   */
  openRights(section: RegisterSection, until: string): number[] {
    const ended = new Set(this.items.flatMap(endedBy));
    return this.items
      .filter((item) => item.draft.section === section && item.attachedTo === null && item.sharesRankWith === null)
      .filter((item) => !NEVER_CANCELLED_BY_SALE.has(item.draft.kind))
      .filter((item) => !ended.has(item.id) && item.draft.receivedOn <= until)
      .sort(byTime)
      .map((item) => item.id);
  }

  /** The entries of both sections with ranks, receipt numbers, purposes and cancellations resolved. */
  finish(): { gapgu: RegistryEntry[]; eulgu: RegistryEntry[] } {
    const ranks = new Map<number, string>();
    const gapguOrder = this.printOrder('GAPGU', ranks);
    const eulguOrder = this.printOrder('EULGU', ranks);
    const entries = new Map<number, RegistryEntry>();
    const build = (order: BookItem[]): RegistryEntry[] =>
      order.map((item) => {
        const entry = this.toEntry(item, ranks);
        entries.set(item.id, entry);
        return entry;
      });
    const gapgu = build(gapguOrder);
    const eulgu = build(eulguOrder);
    for (const item of this.items) {
      const by = entries.get(item.id) as RegistryEntry;
      for (const id of endedBy(item)) {
        const target = entries.get(id) as RegistryEntry;
        target.cancelled = true;
        target.cancelledByRank = by.rank;
      }
    }
    return { gapgu, eulgu };
  }

  private item(id: number): BookItem {
    const found = this.items.find((item) => item.id === id);
    if (!found) throw new Error(`no entry ${id}`);
    return found;
  }

  private push(draft: EntryDraft, noun: string, placement: ItemPlacement, receiptNumber: number): number {
    const id = this.items.length + 1;
    this.items.push({ id, draft, receiptNumber, noun, ...placement });
    return id;
  }

  /** Receipt numbers grow through a day, so same-day entries keep the order they were added in. */
  private nextReceipt(date: string): number {
    const last = this.lastReceiptByDate.get(date);
    const next = last === undefined ? this.rng.int(10_000, 89_999) : last + this.rng.int(1, 40);
    this.lastReceiptByDate.set(date, next);
    return next;
  }

  /**
   * The items of a section in print order, with their ranks: main entries by time, each followed
   * by the rows sharing its rank, then its 부기 (`N-1`, `N-2`, … by time).
   */
  private printOrder(section: RegisterSection, ranks: Map<number, string>): BookItem[] {
    const inSection = this.items.filter((item) => item.draft.section === section);
    const main = inSection.filter((item) => item.attachedTo === null && item.sharesRankWith === null).sort(byTime);
    const printed: BookItem[] = [];
    main.forEach((item, index) => {
      const rank = String(index + 1);
      ranks.set(item.id, rank);
      printed.push(item);
      for (const partner of inSection.filter((other) => other.sharesRankWith === item.id)) {
        ranks.set(partner.id, rank);
        printed.push(partner);
      }
      inSection
        .filter((other) => other.attachedTo === item.id)
        .sort(byTime)
        .forEach((change, changeIndex) => {
          ranks.set(change.id, `${rank}-${changeIndex + 1}`);
          printed.push(change);
        });
    });
    return printed;
  }

  private toEntry(item: BookItem, ranks: Map<number, string>): RegistryEntry {
    const rankOf = (id: number): string => ranks.get(id) as string;
    const named = (ref: Reference): string => `${rankOf(ref.id)}번${ref.noun}`;
    const purpose =
      item.cancels.length > 0
        ? `${item.cancels.map(named).join(', ')}등기말소`
        : item.purposeRef
          ? named(item.purposeRef)
          : item.draft.purpose;
    const firstCancelled = item.cancels[0];
    const refersToRank = firstCancelled
      ? rankOf(firstCancelled.id)
      : item.attachedTo !== null
        ? rankOf(item.attachedTo)
        : null;
    return {
      ...item.draft,
      purpose,
      rank: rankOf(item.id),
      receiptNumber: item.receiptNumber,
      cancelled: false,
      cancelledByRank: null,
      refersToRank,
    };
  }
}

/** The entries `item` ends: those it cancels, or the 가등기 it concludes. */
function endedBy(item: BookItem): number[] {
  const concluded = item.concludes && item.sharesRankWith !== null ? [item.sharesRankWith] : [];
  return [...item.cancels.map((ref) => ref.id), ...concluded];
}

function byTime(a: BookItem, b: BookItem): number {
  return a.draft.receivedOn.localeCompare(b.draft.receivedOn) || a.receiptNumber - b.receiptNumber;
}
