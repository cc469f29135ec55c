import { RegistryParseError } from './registry-parse.error';
import type { CertificateLine } from './registry-text.normalizer';

/** The lines of 갑구 and 을구, page furniture removed. */
export interface CertificateSections {
  gapgu: CertificateLine[];
  /** Null when no 을구 heading was read; the rows reader then splits on the rank restarting. */
  eulgu: CertificateLine[] | null;
}

const GAPGU_HEADING = /갑구|소유권에관한사항/;
const EULGU_HEADING = /을구|소유권이외의권리/;
/** What only a registry certificate prints: its title, 표제부, the unique number. */
const CERTIFICATE_MARK = /등기사항전부증명서|표제부|고유번호|건물의표시|대지권의표시/;
/** Lines after the last entry: `-- 이 하 여 백 --`, the office, the legal notes. */
const END_MARK = /이하여백|관할등기소|실선으로그어진|증명서는등기기록|전산운영책임관/;
/** OCR can lose the 갑구 heading; its first entry is the 소유권보존 (or a transfer). */
const FIRST_OWNERSHIP = /^\d{0,2}소유권(보존|이전)/;

/**
 * Finds 갑구 and 을구. Repeated running headers, table headers and footers of continued pages
 * are dropped here, so a row cut by a page break reads as one row.
 * @throws RegistryParseError when the text has no certificate marks or no 갑구.
 */
export function readSections(lines: CertificateLine[]): CertificateSections {
  if (!lines.some((line) => CERTIFICATE_MARK.test(line.compact))) {
    throw new RegistryParseError('the text is not a registry certificate: no 표제부 or certificate title');
  }
  let start = lines.findIndex((line) => isHeading(line, GAPGU_HEADING, 30));
  const headingFound = start >= 0;
  if (!headingFound) start = lines.findIndex((line) => FIRST_OWNERSHIP.test(line.compact));
  if (start < 0) throw new RegistryParseError('the certificate has no 갑구 (ownership section)');
  const rest = lines.slice(headingFound ? start + 1 : start);
  const endAt = rest.findIndex((line) => END_MARK.test(line.compact));
  const body = (endAt < 0 ? rest : rest.slice(0, endAt)).filter((line) => !isPageFurniture(line));
  const eulguAt = body.findIndex((line) => isHeading(line, EULGU_HEADING, 40));
  if (eulguAt < 0) return { gapgu: body, eulgu: null };
  return { gapgu: body.slice(0, eulguAt), eulgu: body.slice(eulguAt + 1) };
}

/**
 * A short line naming a section; content lines never say 갑구 or 을구. No date: digits OCR made of
 * specks after the heading (`… 관한 사항 ) 001 9`) do not make it a content line.
 */
function isHeading(line: CertificateLine, pattern: RegExp, maxLength: number): boolean {
  return line.compact.length <= maxLength && pattern.test(line.compact) && !/\d{4}[년넌념]/.test(line.compact);
}

/** Running header, repeated table header, footer: printed on every page, part of no entry. */
export function isPageFurniture(line: CertificateLine): boolean {
  const { compact } = line;
  if (/집합건물\]|^\[?집합건물/.test(compact) && !/등기사항/.test(compact)) return true;
  if (/열람일시/.test(compact) || /^\d{1,2}\/\d{1,2}$/.test(compact)) return true;
  return !/\d/.test(compact) && /순위번호|등기목적|등기원인|기타사항/.test(compact);
}
