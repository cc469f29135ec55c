import type { ParsedCertificate, RegistryRight, RegistrySection, RightKind } from './registry-analysis.types';
import { parseEntry, type ParsedEntry } from './registry-entry.parser';
import { currentOwnership, shareHolderNamer } from './registry-ownership';
import { RegistryParseError } from './registry-parse.error';
import { UNKNOWN_RANK, type CancelledReference } from './registry-purpose.classifier';
import { readRows, repairRanks, type RawRow } from './registry-rows.reader';
import { readSections } from './registry-sections.reader';
import { readLines } from './registry-text.normalizer';

/** The title of a certificate printing only what is in force: `등기사항전부증명서(현재 유효사항)`. */
const CURRENT_FORM_TITLE = /현재유효사항/;

/**
 * Reads a registry certificate's text (text layer or OCR) into its rights, current owners and
 * secured debt. Pure: no I/O.
 * @throws RegistryParseError when the text is not a certificate or names no owner.
 */
export function parseRegistryCertificate(text: string): ParsedCertificate {
  const lines = readLines(text);
  const sections = readSections(lines);
  const ranksSkip = lines.some((line) => CURRENT_FORM_TITLE.test(line.compact));
  const [gapguRows, eulguRows] = sections.eulgu
    ? [readRows(sections.gapgu), readRows(sections.eulgu)]
    : splitOnRankRestart(readRows(sections.gapgu));
  const [gapgu, eulgu] = [repairRanks(gapguRows, { ranksSkip }), repairRanks(eulguRows, { ranksSkip })];
  const entries = [...parseSection(gapgu, 'GAPGU'), ...parseSection(eulgu, 'EULGU')];
  const resolved = applyAmendments(concludeProvisionalRegistrations(resolveCancellations(entries)));
  const ownership = currentOwnership(resolved);
  if (!ownership) throw new RegistryParseError('the certificate names no ownership entry in force');
  const shareNamed = shareHolderNamer(resolved);
  const securedDebtKrw = resolved
    .filter((entry) => entry.kind === 'MORTGAGE' && !entry.cancelled)
    .reduce((sum, entry) => sum + (entry.amountKrw ?? 0), 0);
  return {
    rights: resolved.map((entry) => toRight(entry.share ? { ...entry, share: shareNamed(entry.share) } : entry)),
    owners: ownership.ownerShares.map((owner) => owner.name),
    ownerShares: ownership.ownerShares,
    ownedSince: ownership.since,
    securedDebtKrw,
    lostRows: unaccountedFor([...lostRows(gapgu, 'GAPGU'), ...lostRows(eulgu, 'EULGU')], resolved),
  };
}

/** Parses a section's rows, their ranks already repaired. */
function parseSection(rows: RawRow[], section: RegistrySection): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  for (const row of rows) entries.push(parseEntry(row, section, entries[entries.length - 1] ?? null));
  return entries;
}

/**
 * The lost rows no cancellation accounts for. A row struck through is often the one OCR loses, and the
 * 말소 that names it restores it (kind and rank known, cancelled): that row is read as far as a tenant
 * needs, so it is no longer unread.
 */
function unaccountedFor(lost: ParsedCertificate['lostRows'], entries: ParsedEntry[]): ParsedCertificate['lostRows'] {
  return lost.flatMap((row) => {
    const after = Number.parseInt(row.afterRank ?? '', 10);
    const restored = entries.filter((entry) => {
      const rank = Number.parseInt(entry.rank ?? '', 10);
      return RESTORED.has(entry) && entry.section === row.section && rank > after && rank <= after + row.count;
    }).length;
    return row.count > restored ? [{ ...row, count: row.count - restored }] : [];
  });
}

/** Where rows were lost to OCR: under which rank, how many. */
function lostRows(rows: RawRow[], section: RegistrySection): ParsedCertificate['lostRows'] {
  return rows.flatMap((row) => (row.lostRowsBelow ? [{ section, afterRank: row.rank, count: row.lostRowsBelow }] : []));
}

/** Without a readable 을구 heading, 을구 begins where the printed ranks start again from a lower one. */
function splitOnRankRestart(rows: RawRow[]): [RawRow[], RawRow[]] {
  let highest = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index];
    const main = row.rank && !row.rankInferred && !row.joint ? Number.parseInt(row.rank, 10) : Number.NaN;
    if (!Number.isNaN(main) && main < highest) return [rows.slice(0, index), rows.slice(index)];
    if (!Number.isNaN(main)) highest = Math.max(highest, main);
  }
  return [rows, []];
}

/**
 * Marks the entries each `N번…등기말소` names as cancelled, every one of a list. A struck-through
 * row is often unreadable in a scan while its cancellation stays clear, so a cancelled entry that
 * was not read is restored from the cancellation's noun (kind and rank known, the rest unknown).
 */
function resolveCancellations(entries: ParsedEntry[]): ParsedEntry[] {
  const result = [...entries];
  for (const cancellation of entries.filter((entry) => entry.cancels.length > 0)) {
    for (const reference of cancellation.cancels) {
      const targets = cancelledBy(result, cancellation, reference);
      for (const target of targets) target.cancelled = true;
      if (
        targets.length > 0 ||
        reference.kind === 'OTHER' ||
        reference.rank === UNKNOWN_RANK ||
        namesALaterRank(cancellation, reference)
      )
        continue;
      result.splice(
        insertionIndex(result, cancellation.section, reference.rank),
        0,
        restoredEntry(cancellation.section, reference),
      );
    }
  }
  return result;
}

/**
 * The entries of the section with the referenced rank. Two share a rank where a 신탁 or a 본등기
 * was registered under another entry: then the one of the kind the noun names.
 */
function cancelledBy(entries: ParsedEntry[], cancellation: ParsedEntry, reference: CancelledReference): ParsedEntry[] {
  if (reference.rank === UNKNOWN_RANK) return onlyEarlierInForce(entries, cancellation, reference.kind);
  const ranked = entries.filter(
    (entry) =>
      entry.section === cancellation.section &&
      entry.rank === reference.rank &&
      entry.cancels.length === 0 &&
      entry !== cancellation,
  );
  if (ranked.length === 0 && namesALaterRank(cancellation, reference))
    return misreadReference(entries, cancellation, reference);
  const named = ranked.filter((entry) => entry.kind === reference.kind);
  return ranked.length > 1 && named.length > 0 ? named : ranked;
}

/**
 * A 말소 names an entry registered before it, so a reference to its own rank or a later one that
 * no entry holds was misread: a speck read as a digit before it (`71번근저당권설정` in row 2).
 * Where an entry holds the number, the cancellation's own rank is the likelier misreading.
 */
function namesALaterRank(cancellation: ParsedEntry, reference: CancelledReference): boolean {
  if (!rankOrder(cancellation.rank ?? '') || !rankOrder(reference.rank)) return false;
  return !registeredBefore(reference.rank, cancellation.rank);
}

/** A rank as (entry, sub-number): `2` is (2, 0), `2-3` is (2, 3); null when it is no rank. */
function rankOrder(rank: string): [number, number] | null {
  const match = /^(\d{1,3})(?:-(\d{1,2}))?$/.exec(rank);
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
}

/**
 * A misread reference (see namesALaterRank) means the earlier entry of its kind whose rank its
 * last digits still spell (`71` → `1`), or else the one earlier entry of that kind in force; none
 * when neither is sure. Nothing is restored for it: no entry is known to be behind the number.
 */
function misreadReference(
  entries: ParsedEntry[],
  cancellation: ParsedEntry,
  reference: CancelledReference,
): ParsedEntry[] {
  for (let cut = 1; cut < reference.rank.length; cut += 1) {
    const rank = reference.rank.slice(cut);
    if (rank.startsWith('0') || !registeredBefore(rank, cancellation.rank)) continue;
    const spelled = entries.filter(
      (entry) =>
        entry.section === cancellation.section &&
        entry.rank === rank &&
        entry.kind === reference.kind &&
        entry.cancels.length === 0,
    );
    if (spelled.length > 0) return spelled;
  }
  return onlyEarlierInForce(entries, cancellation, reference.kind, subRankEntry(reference.rank));
}

/** For a reference to a 부기 (`2-4`), its entry (2): whatever OCR did to the sub-number, it is a 부기 of that entry. */
function subRankEntry(rank: string): number | null {
  const order = rankOrder(rank);
  return order && order[1] > 0 ? order[0] : null;
}

/**
 * A cancellation whose reference OCR left without its rank: the one entry of the kind it names,
 * ranked before it and not cancelled; none when there are several (the right stays in force:
 * the answer errs toward caution). A reference to a 부기 of entry N can only mean a 부기 of N.
 */
function onlyEarlierInForce(
  entries: ParsedEntry[],
  cancellation: ParsedEntry,
  kind: RightKind,
  amendsEntry: number | null = null,
): ParsedEntry[] {
  const candidates = entries.filter(
    (entry) =>
      entry.section === cancellation.section &&
      entry.kind === kind &&
      entry.cancels.length === 0 &&
      !entry.cancelled &&
      registeredBefore(entry.rank, cancellation.rank) &&
      (amendsEntry === null || subRankEntry(entry.rank ?? '') === amendsEntry),
  );
  return candidates.length === 1 ? candidates : [];
}

/** Whether `rank` was registered before `later`: by entry, then sub-number (`2-2` before `2-3`, after `1-1`). */
function registeredBefore(rank: string | null, later: string | null): boolean {
  const order = rankOrder(rank ?? '');
  const laterOrder = rankOrder(later ?? '');
  if (!order || !laterOrder) return false;
  return order[0] < laterOrder[0] || (order[0] === laterOrder[0] && order[1] < laterOrder[1]);
}

/**
 * A 가등기 whose 본등기 was registered (an ownership entry printed under it with the same rank)
 * is no longer a pending claim: reported as cancelled, i.e. not in force.
 */
function concludeProvisionalRegistrations(entries: ParsedEntry[]): ParsedEntry[] {
  for (const main of entries.filter((entry) => entry.kind === 'OWNERSHIP' && !entry.cancelled)) {
    const provisional = entries.find(
      (entry) =>
        entry.kind === 'PROVISIONAL_REGISTRATION' && entry.section === main.section && entry.rank === main.rank,
    );
    if (provisional) provisional.cancelled = true;
  }
  return entries;
}

/**
 * Applies every amendment (부기) in force to the entry it names, in print order, so the latest
 * one's values stand: a 변경 sets the amount (null when printed unreadably: never the stale one),
 * an 이전 the holders. An amendment cancelled by `N-k번부기등기말소` does not apply.
 */
function applyAmendments(entries: ParsedEntry[]): ParsedEntry[] {
  for (const amending of entries.filter((entry) => entry.amendment !== null && !entry.cancelled)) {
    const amendment = amending.amendment as NonNullable<ParsedEntry['amendment']>;
    const target = entries.find(
      (entry) => entry.section === amending.section && entry.rank === amendment.rank && entry.kind !== 'OTHER',
    );
    if (!target) continue;
    if (amendment.amountPrinted) target.amountKrw = amendment.amountKrw;
    if (amendment.holders.length > 0) {
      target.holders = amendment.holders;
      target.holder = amendment.holders.join(', ');
    }
    if (amending.rank) target.amendedBy.push(amending.rank);
  }
  return entries;
}

/** The entries {@link restoredEntry} made: known by identity, since nothing else tells them from an entry read. */
const RESTORED = new WeakSet<ParsedEntry>();

function restoredEntry(section: RegistrySection, reference: CancelledReference): ParsedEntry {
  const entry: ParsedEntry = {
    kind: reference.kind,
    section,
    rank: reference.rank,
    registeredOn: null,
    holder: null,
    amountKrw: null,
    cancelled: true,
    share: null,
    amendedBy: [],
    text: '',
    holders: [],
    holderShares: [],
    cancels: [],
    amendment: null,
    transfer: null,
  };
  RESTORED.add(entry);
  return entry;
}

/** Before the first entry of the section ranked after the restored one. */
function insertionIndex(entries: ParsedEntry[], section: RegistrySection, rank: string): number {
  const wanted = Number.parseInt(rank, 10);
  const after = entries.findIndex(
    (entry) => entry.section === section && Number.parseInt(entry.rank ?? '', 10) > wanted,
  );
  if (after >= 0) return after;
  const lastOfSection = entries.map((entry) => entry.section).lastIndexOf(section);
  return lastOfSection + 1;
}

function toRight(entry: ParsedEntry): RegistryRight {
  const { kind, section, rank, registeredOn, holder, amountKrw, cancelled, share, amendedBy, text } = entry;
  return { kind, section, rank, registeredOn, holder, amountKrw, cancelled, share, amendedBy, text };
}
