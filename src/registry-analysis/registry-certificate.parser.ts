import type { ParsedCertificate, RegistryRight, RegistrySection } from './registry-analysis.types';
import { parseEntry, type ParsedEntry } from './registry-entry.parser';
import { RegistryParseError } from './registry-parse.error';
import { readRows, repairRanks, type RawRow } from './registry-rows.reader';
import { readSections } from './registry-sections.reader';
import { readLines } from './registry-text.normalizer';

/**
 * Reads a registry certificate's text (text layer or OCR) into its rights, current owners and
 * secured debt. Pure: no I/O.
 * @throws RegistryParseError when the text is not a certificate or names no owner.
 */
export function parseRegistryCertificate(text: string): ParsedCertificate {
  const sections = readSections(readLines(text));
  const [gapguRows, eulguRows] = sections.eulgu
    ? [readRows(sections.gapgu), readRows(sections.eulgu)]
    : splitOnRankRestart(readRows(sections.gapgu));
  const entries = [...parseSection(gapguRows, 'GAPGU'), ...parseSection(eulguRows, 'EULGU')];
  const resolved = resolveCancellations(entries);
  const owning = resolved.filter((entry) => entry.section === 'GAPGU' && entry.kind === 'OWNERSHIP' && !entry.cancelled);
  const current = owning[owning.length - 1];
  if (!current) throw new RegistryParseError('the certificate names no ownership entry in force');
  const securedDebtKrw = resolved
    .filter((entry) => entry.kind === 'MORTGAGE' && !entry.cancelled)
    .reduce((sum, entry) => sum + (entry.amountKrw ?? 0), 0);
  return { rights: resolved.map(toRight), owners: current.holders, ownedSince: current.registeredOn, securedDebtKrw };
}

function parseSection(rows: RawRow[], section: RegistrySection): ParsedEntry[] {
  const entries: ParsedEntry[] = [];
  for (const row of repairRanks(rows)) entries.push(parseEntry(row, section, entries[entries.length - 1] ?? null));
  return entries;
}

/** Without a readable 을구 heading, 을구 begins where the printed ranks start again from a lower one. */
function splitOnRankRestart(rows: RawRow[]): [RawRow[], RawRow[]] {
  let highest = 0;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as RawRow;
    const main = row.rank && !row.rankInferred && !row.joint ? Number.parseInt(row.rank, 10) : Number.NaN;
    if (!Number.isNaN(main) && main < highest) return [rows.slice(0, index), rows.slice(index)];
    if (!Number.isNaN(main)) highest = Math.max(highest, main);
  }
  return [rows, []];
}

/**
 * Marks the entries each `N번…등기말소` names as cancelled. A struck-through row is often
 * unreadable in a scan while its cancellation stays clear, so a cancelled entry that was not read
 * is restored from the cancellation's noun (kind and rank known, the rest unknown).
 */
function resolveCancellations(entries: ParsedEntry[]): ParsedEntry[] {
  const result = [...entries];
  for (const cancellation of entries.filter((entry) => entry.cancelsRank !== null)) {
    const targets = result.filter((entry) =>
      entry.section === cancellation.section && entry.rank === cancellation.cancelsRank && entry.cancelsRank === null && entry !== cancellation);
    for (const target of targets) target.cancelled = true;
    if (targets.length > 0 || !cancellation.cancelledKind || cancellation.cancelledKind === 'OTHER') continue;
    result.splice(insertionIndex(result, cancellation), 0, restoredEntry(cancellation));
  }
  return result;
}

function restoredEntry(cancellation: ParsedEntry): ParsedEntry {
  return {
    kind: cancellation.cancelledKind ?? 'OTHER', section: cancellation.section, rank: cancellation.cancelsRank,
    registeredOn: null, holder: null, amountKrw: null, cancelled: true, text: '', holders: [], cancelsRank: null, cancelledKind: null,
  };
}

/** Before the first entry of the section ranked after the restored one. */
function insertionIndex(entries: ParsedEntry[], cancellation: ParsedEntry): number {
  const wanted = Number.parseInt(cancellation.cancelsRank ?? '', 10);
  const after = entries.findIndex((entry) => entry.section === cancellation.section && Number.parseInt(entry.rank ?? '', 10) > wanted);
  if (after >= 0) return after;
  const lastOfSection = entries.map((entry) => entry.section).lastIndexOf(cancellation.section);
  return lastOfSection + 1;
}

function toRight(entry: ParsedEntry): RegistryRight {
  const { kind, section, rank, registeredOn, holder, amountKrw, cancelled, text } = entry;
  return { kind, section, rank, registeredOn, holder, amountKrw, cancelled, text };
}
