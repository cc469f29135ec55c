import type { RegisterSection, RegistryEntry } from './certificate.model';
import type { SeededRandom } from './seeded-random';

/** An entry before ranks are known: ranks follow from print order, which needs every entry. */
export type EntryDraft = Omit<
  RegistryEntry,
  'rank' | 'receiptNumber' | 'cancelled' | 'cancelledByRank' | 'refersToRank'
>;

interface BookItem {
  id: number;
  draft: EntryDraft;
  receiptNumber: number;
  /** A 부기등기 ('2-1') printed right under the entry it changes, with its purpose noun. */
  attachedTo: { id: number; noun: string } | null;
  /** The entry this cancellation removes, with the noun its purpose is built from. */
  cancels: { id: number; noun: string } | null;
  /** A second purpose registered together with `jointWith` (신탁 with its 소유권이전): same rank. */
  jointWith?: number;
}

/**
 * Collects entries in any order and assigns ranks, receipt numbers and cancellation links at the
 * end, so the generator can think in events (a sale, a loan, a seizure) rather than in rows.
 */
export class EntryBook {
  private readonly items: BookItem[] = [];
  private readonly lastReceiptByDate = new Map<string, number>();

  constructor(private readonly rng: SeededRandom) {}

  /** Adds an entry; returns its id. */
  add(draft: EntryDraft): number {
    return this.push(draft, null, null);
  }

  /** Adds an entry that changes `targetId`: printed as rank `N-1`, purpose `N번{noun}`. */
  attach(targetId: number, noun: string, draft: Omit<EntryDraft, 'purpose' | 'section'>): number {
    const target = this.items.find((item) => item.id === targetId);
    if (!target) throw new Error(`no entry ${targetId} to change`);
    return this.push({ ...draft, purpose: '', section: target.draft.section }, { id: targetId, noun }, null);
  }

  /** Adds an entry registered together with `targetId`: same rank and receipt, printed under it. */
  joint(targetId: number, draft: Omit<EntryDraft, 'section' | 'receivedOn'>): number {
    const target = this.items.find((item) => item.id === targetId);
    if (!target) throw new Error(`no entry ${targetId} to join`);
    const id = this.items.length + 1;
    const full = { ...draft, section: target.draft.section, receivedOn: target.draft.receivedOn };
    this.items.push({ id, draft: full, receiptNumber: target.receiptNumber, attachedTo: null, cancels: null, jointWith: targetId });
    return id;
  }

  /** Adds the cancellation of `targetId`; `noun` makes the purpose (`N번{noun}등기말소`). */
  cancel(targetId: number, noun: string, draft: Omit<EntryDraft, 'purpose' | 'kind' | 'section'>): number {
    const target = this.items.find((item) => item.id === targetId);
    if (!target) throw new Error(`no entry ${targetId} to cancel`);
    const full: EntryDraft = { ...draft, purpose: '', kind: 'OTHER', section: target.draft.section };
    return this.push(full, null, { id: targetId, noun });
  }

  /** The entries of both sections with ranks, receipt numbers and cancellations resolved. */
  finish(): { gapgu: RegistryEntry[]; eulgu: RegistryEntry[] } {
    const entries = new Map<number, RegistryEntry>();
    const gapgu = this.rankSection('GAPGU', entries);
    const eulgu = this.rankSection('EULGU', entries);
    for (const item of this.items) {
      if (!item.cancels) continue;
      const entry = entries.get(item.id);
      const target = entries.get(item.cancels.id);
      if (!entry || !target) continue;
      entry.purpose = `${target.rank}번${item.cancels.noun}등기말소`;
      entry.refersToRank = target.rank;
      target.cancelled = true;
      target.cancelledByRank = entry.rank;
    }
    return { gapgu, eulgu };
  }

  private push(draft: EntryDraft, attachedTo: BookItem['attachedTo'], cancels: BookItem['cancels']): number {
    const id = this.items.length + 1;
    this.items.push({ id, draft, receiptNumber: this.nextReceipt(draft.receivedOn), attachedTo, cancels });
    return id;
  }

  /** Receipt numbers grow through a day, so same-day entries keep the order they were added in. */
  private nextReceipt(date: string): number {
    const last = this.lastReceiptByDate.get(date);
    const next = last === undefined ? this.rng.int(10_000, 89_999) : last + this.rng.int(1, 40);
    this.lastReceiptByDate.set(date, next);
    return next;
  }

  private rankSection(section: RegisterSection, entries: Map<number, RegistryEntry>): RegistryEntry[] {
    const byTime = (a: BookItem, b: BookItem): number =>
      a.draft.receivedOn.localeCompare(b.draft.receivedOn) || a.receiptNumber - b.receiptNumber;
    const inSection = this.items.filter((item) => item.draft.section === section);
    const main = inSection.filter((item) => item.attachedTo === null && !item.jointWith).sort(byTime);
    const printed: RegistryEntry[] = [];
    main.forEach((item, index) => {
      const rank = String(index + 1);
      printed.push(this.toEntry(item, rank, entries));
      for (const partner of inSection.filter((other) => other.jointWith === item.id)) {
        printed.push(this.toEntry(partner, rank, entries));
      }
      const changes = inSection.filter((other) => other.attachedTo?.id === item.id).sort(byTime);
      changes.forEach((change, changeIndex) => {
        const entry = this.toEntry(change, `${rank}-${changeIndex + 1}`, entries);
        entry.purpose = `${rank}번${change.attachedTo?.noun ?? ''}`;
        entry.refersToRank = rank;
        printed.push(entry);
      });
    });
    return printed;
  }

  private toEntry(item: BookItem, rank: string, entries: Map<number, RegistryEntry>): RegistryEntry {
    const entry: RegistryEntry = {
      ...item.draft,
      rank,
      receiptNumber: item.receiptNumber,
      cancelled: false,
      cancelledByRank: null,
      refersToRank: null,
    };
    entries.set(item.id, entry);
    return entry;
  }
}
