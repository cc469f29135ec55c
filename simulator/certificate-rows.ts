import { addDays, koreanDate, kstDate } from './certificate-dates';
import { TABLES, cellTextWidth, wrapText, type TableSpec } from './certificate-layout';
import type { CertificateTruth, RegisterSection, RegistryEntry, RightHolder } from './certificate.model';

/** Where a table row came from, so tests and the renderers can tell rows apart. */
export interface RowSource {
  section: RegisterSection | 'PROPERTY';
  /** 순위번호 or 표시번호 of the row. */
  rank: string;
}

/** A piece of the certificate before it is cut into pages. */
export type LayoutBlock =
  | { kind: 'text'; text: string; align: 'left' | 'center' | 'right'; title?: boolean }
  /** A section heading (`【 갑 구 】 ( 소유권에 관한 사항 )`) followed by its table's header row. */
  | { kind: 'section'; text: string; table: TableSpec }
  /** One table row: `lines[i][c]` is line i of column c. */
  | { kind: 'row'; table: TableSpec; lines: string[][]; struck: boolean; source: RowSource };

/** The title of each form the registry issues. */
const TITLES: Record<CertificateTruth['form'], string> = {
  full: '등기사항전부증명서(말소사항 포함) - 집합건물',
  current: '등기사항전부증명서(현재 유효사항) - 집합건물',
};

/** Only the full form prints cancelled entries, so only it explains the strike-through. */
const STRUCK_NOTE: LayoutBlock = { kind: 'text', text: '* 실선으로 그어진 부분은 말소사항을 표시함.', align: 'left' };

/** The blocks of the whole certificate, top to bottom, before pagination. */
export function buildBlocks(truth: CertificateTruth): LayoutBlock[] {
  const { building } = truth;
  const registered = koreanDate(building.registeredOn);
  const drawings = `도면편철장 제1책 제${(Number(building.dong) % 97) + 3}장`;
  const blocks: LayoutBlock[] = [
    { kind: 'text', text: TITLES[truth.form], align: 'center', title: true },
    { kind: 'text', text: `고유번호 ${truth.uniqueNumber}`, align: 'right' },
    { kind: 'text', text: runningHeader(truth), align: 'left' },
    { kind: 'section', text: '【 표 제 부 】 ( 1동의 건물의 표시 )', table: TABLES.building },
    propertyRow(TABLES.building, [
      ['1'],
      [registered],
      [building.lotAddress, `${building.complexName} 제${building.dong}동`, '[도로명주소]', building.roadAddress],
      [
        building.structure,
        building.roof,
        `${building.floors}층 아파트`,
        `1층 ${building.groundFloorAreaM2}㎡`,
        `2층 ~ ${building.floors}층 각 ${building.upperFloorAreaM2}㎡`,
      ],
      [drawings],
    ]),
    { kind: 'section', text: '( 대지권의 목적인 토지의 표시 )', table: TABLES.land },
    propertyRow(TABLES.land, [
      ['1'],
      [`1. ${building.lotAddress}`],
      ['대'],
      [`${building.landAreaM2}㎡`],
      [registered],
    ]),
    { kind: 'section', text: '【 표 제 부 】 ( 전유부분의 건물의 표시 )', table: TABLES.unit },
    propertyRow(TABLES.unit, [
      ['1'],
      [registered],
      [`제${building.floor}층 제${building.ho}호`],
      [building.structure, `${building.exclusiveAreaM2}㎡`],
      [drawings],
    ]),
    { kind: 'section', text: '( 대지권의 표시 )', table: TABLES['land-right'] },
    propertyRow(TABLES['land-right'], [
      ['1'],
      ['1 소유권대지권'],
      [`${building.landAreaM2}분의 ${building.landShareM2}`],
      [`${koreanDate(addDays(building.registeredOn, -21))} 대지권`, registered],
    ]),
    { kind: 'section', text: '【 갑 구 】 ( 소유권에 관한 사항 )', table: TABLES.rights },
    ...entryRows(truth.gapgu),
    { kind: 'section', text: '【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )', table: TABLES.rights },
    ...(truth.eulgu.length > 0 ? entryRows(truth.eulgu) : [emptySectionRow()]),
    { kind: 'text', text: '-- 이 하 여 백 --', align: 'center' },
    { kind: 'text', text: `관할등기소 ${truth.registryOffice}`, align: 'left' },
    ...(truth.form === 'full' ? [STRUCK_NOTE] : []),
    { kind: 'text', text: '이 증명서는 등기기록의 내용과 틀림없음을 증명합니다.', align: 'center' },
    { kind: 'text', text: issuedOnLine(truth), align: 'center' },
    { kind: 'text', text: '법원행정처 등기정보중앙관리소 전산운영책임관', align: 'right' },
  ];
  return blocks;
}

/** The line every page starts with after the first: `[집합건물] <지번> <단지> 제101동 제12층 제1203호`. */
export function runningHeader(truth: CertificateTruth): string {
  const { building } = truth;
  return `[집합건물] ${building.lotAddress} ${building.complexName} 제${building.dong}동 제${building.floor}층 제${building.ho}호`;
}

function issuedOnLine(truth: CertificateTruth): string {
  const [year, month, day] = kstDate(new Date(truth.issuedAt)).split('-').map(Number);
  return `서기 ${year}년 ${month}월 ${day}일`;
}

function propertyRow(table: TableSpec, paragraphs: string[][]): LayoutBlock {
  return {
    kind: 'row',
    table,
    lines: wrapCells(table, paragraphs),
    struck: false,
    source: { section: 'PROPERTY', rank: '1' },
  };
}

function emptySectionRow(): LayoutBlock {
  return {
    kind: 'row',
    table: TABLES.rights,
    lines: [['', '기록사항 없음', '', '', '']],
    struck: false,
    source: { section: 'EULGU', rank: '' },
  };
}

function entryRows(entries: RegistryEntry[]): LayoutBlock[] {
  return entries.map((entry, index) => {
    // A row sharing the previous row's rank (신탁 under its 소유권이전, a 본등기 under its 가등기)
    // prints no rank; a 신탁 also shares the receipt, which is then printed only once.
    const previous = entries[index - 1];
    const sharesRank = previous?.rank === entry.rank;
    const sharesReceipt = sharesRank && previous?.receiptNumber === entry.receiptNumber;
    const paragraphs = [
      sharesRank ? [] : [entry.rank],
      [entry.purpose],
      sharesReceipt ? [] : [koreanDate(entry.receivedOn), `제${entry.receiptNumber}호`],
      entry.causeDate ? [koreanDate(entry.causeDate), entry.causeText] : [entry.causeText],
      particulars(entry),
    ];
    return {
      kind: 'row',
      table: TABLES.rights,
      lines: wrapCells(TABLES.rights, paragraphs),
      // A 가등기 concluded by its 본등기 is reported cancelled but is not struck through.
      struck: entry.cancelled && entry.cancelledByRank !== entry.rank,
      source: { section: entry.section, rank: entry.rank },
    };
  });
}

/** 권리자 및 기타사항: the amount, then the terms, then the holders (owners first, terms after). */
function particulars(entry: RegistryEntry): string[] {
  const amount = entry.amount ? [`${entry.amount.label} 금${entry.amount.krw.toLocaleString('en-US')}원`] : [];
  const holders = holderLines(entry.holders);
  const holdersFirst = entry.kind === 'OWNERSHIP' || entry.kind === 'SEIZURE';
  return holdersFirst ? [...amount, ...holders, ...entry.details] : [...amount, ...entry.details, ...holders];
}

function holderLines(holders: RightHolder[]): string[] {
  const shared = holders.some((holder) => holder.share);
  const lines: string[] = shared ? ['공유자'] : [];
  for (const holder of holders) {
    if (holder.share) lines.push(`지분 ${holder.share}`);
    const id = holder.idNumber ? ` ${holder.idNumber}` : '';
    lines.push(shared ? `${holder.name}${id}` : `${holder.role} ${holder.name}${id}`);
    if (holder.address) lines.push(holder.address);
  }
  return lines;
}

/** The header row of a table, wrapped like any row. */
export function headerLines(table: TableSpec): string[][] {
  return wrapCells(
    table,
    table.columns.map((column) => [column.header]),
  );
}

/** Wraps every paragraph of every cell and lines the cells up into row lines. */
function wrapCells(table: TableSpec, paragraphs: string[][]): string[][] {
  const cells = table.columns.map((column, index) =>
    (paragraphs[index] ?? []).flatMap((paragraph) => wrapText(paragraph, cellTextWidth(column))),
  );
  const height = Math.max(1, ...cells.map((cell) => cell.length));
  return Array.from({ length: height }, (_, line) => cells.map((cell) => cell[line] ?? ''));
}
