import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { PAGE, TABLES, estimateTextWidth, wrapText } from '../../../simulator/certificate-layout';
import { headerLines } from '../../../simulator/certificate-rows';
import { layoutCertificate, lineText, type CertificateLine } from '../../../simulator/certificate-text';

const issuedAt = new Date('2026-11-29T01:12:00Z');
const ADDRESS = '서울특별시 마포구 월드컵로 12, 101동 1203호';
const truth = generateCertificate(`${ADDRESS} [근저당 240000000] [가압류말소] [공유] [이력 8]`, { issuedAt });
const layout = layoutCertificate(truth);
const lines = layout.pages.flatMap((page) => page.lines);
type TableLine = Extract<CertificateLine, { kind: 'table' }>;
const tableLines = lines.filter((line): line is TableLine => line.kind === 'table');

describe('layoutCertificate', () => {
  it('prints the title, 고유번호 and the unit header first', () => {
    const text = layout.text.split('\n');
    assert.equal(text[0], '등기사항전부증명서(말소사항 포함) - 집합건물');
    assert.equal(text[1], `고유번호 ${truth.uniqueNumber}`);
    assert.match(text[2] ?? '', /^\[집합건물\] .+ 제101동 제12층 제1203호$/);
  });

  it('has the 표제부, 갑구 and 을구 sections in order, then the closing lines', () => {
    const headings = lines.filter((line) => line.kind === 'section').map((line) => lineText(line));
    assert.deepEqual(headings, [
      '【 표 제 부 】 ( 1동의 건물의 표시 )',
      '( 대지권의 목적인 토지의 표시 )',
      '【 표 제 부 】 ( 전유부분의 건물의 표시 )',
      '( 대지권의 표시 )',
      '【 갑 구 】 ( 소유권에 관한 사항 )',
      '【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )',
    ]);
    assert.match(layout.text, /-- 이 하 여 백 --\n관할등기소 서울서부지방법원 등기국/);
  });

  it('heads the 갑구 and 을구 tables with the five columns', () => {
    assert.match(layout.text, /^순위번호 등기목적 접수 등기원인 권리자 및 기타사항$/m);
    const header = tableLines.find((line) => line.header && line.table.id === 'rights');
    assert.deepEqual(header?.cells, ['순위번호', '등기목적', '접수', '등기원인', '권리자 및 기타사항']);
    for (const table of Object.values(TABLES)) assert.equal(headerLines(table).length, 1, table.id);
  });

  it('wraps long cells onto continuation lines with an empty rank column', () => {
    const rows = tableLines.filter((line) => !line.header && line.source?.section === 'EULGU');
    const continuation = rows.filter((line) => !line.rowStart);
    assert.ok(continuation.length > 0);
    for (const line of continuation) assert.equal(line.cells[0], '');
    assert.ok(continuation.some((line) => line.cells[2]?.startsWith('제') && line.cells[2].endsWith('호')));
  });

  it('keeps every date on one line of its cell', () => {
    for (const line of tableLines) {
      for (const cell of line.cells) assert.doesNotMatch(cell, /\d{4}년(\d{1,2}월?)?$|^\d{0,2}일$|^월/, cell);
    }
  });

  it('prints a cancellation entry that names the rank it cancels, and strikes the cancelled row', () => {
    const cancelled = truth.eulgu.find((entry) => entry.cancelled);
    assert.ok(cancelled);
    const rowOf = (rank: string | null): TableLine[] =>
      tableLines.filter((line) => !line.header && line.source?.section === 'EULGU' && line.source.rank === rank);
    // The purpose column is narrow: the purpose may wrap, its lines joined spell it out.
    const cancellerPurpose = rowOf(cancelled.cancelledByRank)
      .map((line) => line.cells[1])
      .join('');
    assert.equal(cancellerPurpose, `${cancelled.rank}번근저당권설정등기말소`);
    assert.ok(rowOf(cancelled.rank).every((line) => line.struck));
    assert.ok(rowOf(cancelled.cancelledByRank).every((line) => !line.struck));
  });

  it('prints people with masked resident numbers, and amounts in won', () => {
    const people = [...truth.gapgu, ...truth.eulgu]
      .flatMap((entry) => entry.holders)
      .filter((holder) => holder.idNumber?.includes('*'));
    assert.ok(people.length > 0);
    for (const person of people) {
      assert.match(person.idNumber ?? '', /^\d{6}-\*{7}$/);
      assert.ok(layout.text.includes(`${person.name} ${person.idNumber}`), person.name);
    }
    assert.match(layout.text, /채권최고액 금240,000,000원/);
    const particulars = tableLines.map((line) => line.cells[4]);
    const shared = particulars.indexOf('공유자');
    assert.ok(shared > 0);
    assert.equal(particulars[shared + 1], '지분 2분의 1');
  });

  it('continues across pages with a footer, the running header and the table header repeated', () => {
    assert.ok(layout.pages.length >= 2, `only ${layout.pages.length} page(s)`);
    layout.pages.forEach((page, index) => {
      assert.equal(page.footer.right, `${index + 1}/${layout.pages.length}`);
      assert.equal(page.footer.left, '열람일시 : 2026년11월29일 10시12분');
      assert.ok(page.lines.length <= PAGE.linesPerPage);
      if (index === 0) return;
      assert.match(lineText(page.lines[0]), /^\[집합건물\]/);
    });
    const continued = layout.pages.slice(1).find((page) => page.lines[1]?.kind === 'table');
    assert.ok(continued, 'no page continues a table');
    assert.equal((continued.lines[1] as TableLine).header, true);
  });

  it('lets a long row run over a page break', () => {
    const small = layoutCertificate(truth, { linesPerPage: 30 });
    const split = small.pages.slice(1).some((page) => {
      const firstRow = page.lines.find((line): line is TableLine => line.kind === 'table' && !line.header);
      return firstRow !== undefined && !firstRow.rowStart;
    });
    assert.ok(split);
  });

  it('writes "기록사항 없음" for an empty 을구', () => {
    const clean = layoutCertificate(generateCertificate(`${ADDRESS} [깨끗]`, { issuedAt }));
    assert.match(clean.text, /【 을 구 】 \( 소유권 이외의 권리에 관한 사항 \)\n순위번호 .+\n기록사항 없음/);
  });
});

describe('wrapText', () => {
  it('breaks at spaces, and inside a word only when the word is wider than the cell', () => {
    assert.deepEqual(wrapText('채무자 홍길동', 1000), ['채무자 홍길동']);
    const narrow = wrapText('서울특별시 마포구 월드컵로 12', 60);
    assert.ok(narrow.length > 1);
    for (const line of narrow) assert.ok(estimateTextWidth(line, PAGE.fontSizePt) <= 60);
    assert.equal(narrow.join(' ').replace(/\s/g, ''), '서울특별시마포구월드컵로12');
  });
});
