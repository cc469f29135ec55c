import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { RecognizedLine, RecognizedPage } from '../../../src/ocr/amount-reread';
import type { GreyImage } from '../../../src/ocr/page-image.preprocessor';
import {
  continuesCount,
  findRankCells,
  findRankColumns,
  rankIn,
  rereadRanks,
  voteOnRank,
} from '../../../src/ocr/rank-reread';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';

/**
 * A line as tesseract places it: glyphs 18 px wide every 20 px from `left`, a word space 100 px
 * (table columns lie far apart).
 */
function lineOf(text: string, top: number, left = 100): RecognizedLine {
  const symbols: RecognizedLine['symbols'] = [];
  let x = left;
  for (const char of text) {
    if (/\s/.test(char)) {
      x += 100;
      continue;
    }
    symbols.push({ text: char, box: { x0: x, y0: top, x1: x + 18, y1: top + 28 } });
    x += 20;
  }
  return { text, box: { x0: left, y0: top, x1: x, y1: top + 28 }, symbols };
}

function pageOf(...lines: Array<string | [string, number]>): RecognizedPage {
  const read = lines.map((line, index) =>
    typeof line === 'string' ? lineOf(line, 40 + index * 40) : lineOf(line[0], 40 + index * 40, line[1]),
  );
  return { text: read.map((line) => `${line.text}\n`).join(''), lines: read };
}

const blank = (width: number, height: number): GreyImage => ({
  width,
  height,
  pixels: new Uint8Array(width * height).fill(255),
});
const images = { image: blank(1200, 600), plain: blank(1200, 600), dpi: 200 };

const HEADER = '순위번호 등기목적 접수 등기원인 권리자및기타사항';

describe('findRankColumns and findRankCells: the rank cells', () => {
  it('finds the column under each 순위번호 header, from half a line left of the header word to its end', () => {
    const page = pageOf('【 을 구 】', HEADER);
    assert.deepEqual(findRankColumns(page.lines), [{ x0: 86, x1: 178, header: 1 }]);
  });

  it('takes the cells under the header, ranks or not, and leaves continuation lines and lines above the header', () => {
    const page = pageOf(
      '그 근저당권설정 2020년1월2일',
      HEADER,
      '그 근저당권설정 2024년8월19일',
      '3 근저당권설정 2024년9월1일',
      '2-1 2번근저당권변경 2025년1월3일',
      ['제86782호 설정계약 채무자 이호서', 300],
      '7 ',
    );
    const cells = findRankCells(page.lines, findRankColumns(page.lines));
    assert.deepEqual(
      cells.map((cell) => [cell.line, cell.read, cell.count]),
      [
        [2, '그', 1],
        [3, '3', 1],
        [4, '2-1', 3],
      ],
    );
    // Cut short of the purpose's first glyph (at 220) only where it reaches into the column.
    assert.deepEqual(cells[0].box, { x0: 86, y0: 120, x1: 178, y1: 148 });
  });

  it('a rank continues the count when it is the next entry or a 부기 of one counted', () => {
    assert.equal(continuesCount('1', 0), true);
    assert.equal(continuesCount('3', 2), true);
    assert.equal(continuesCount('2-1', 2), true);
    assert.equal(continuesCount('1-1', 3), true);
    assert.equal(continuesCount('4', 1), false);
    assert.equal(continuesCount('3', 0), false);
    assert.equal(continuesCount('3-1', 2), false);
  });

  it('takes no cell of a word that begins in the column (a purpose glued to its rank, a footer)', () => {
    const page = pageOf(HEADER, '그근저당권설정 2024년8월19일');
    const [cell] = findRankCells(page.lines, findRankColumns(page.lines));
    // 그 근 저 당 (centres at 109, 129, 149, 169) stand under 순위번호: syllables of a word, no rank cell.
    assert.equal(cell, undefined);
    const words = pageOf(HEADER, '열람일시 2026년11월02일', '관할등기소 서울중앙지방법원');
    assert.deepEqual(findRankCells(words.lines, findRankColumns(words.lines)), []);
    assert.equal(cell, undefined);
  });
});

describe('rankIn and voteOnRank', () => {
  it('reads a rank, spaces dropped, and nothing else', () => {
    assert.equal(rankIn(' 3\n'), '3');
    assert.equal(rankIn('2 - 1'), '2-1');
    assert.equal(rankIn('12'), '12');
    assert.equal(rankIn('그'), null);
    assert.equal(rankIn('3 근'), null);
    assert.equal(rankIn(''), null);
  });

  it('a rank two reads agree on wins; the third size is asked only when the first two disagree', async () => {
    const asked: number[] = [];
    const reads = new Map([
      [2.5, '3'],
      [2, '3'],
      [3.5, '8'],
    ]);
    const vote = (answers: Map<number, string | null>) => async (scale: number) => {
      asked.push(scale);
      return answers.get(scale) ?? null;
    };
    assert.equal(await voteOnRank(null, vote(reads)), '3');
    assert.deepEqual(asked, [2.5, 2]);
    asked.length = 0;
    assert.equal(
      await voteOnRank(
        null,
        vote(
          new Map([
            [2.5, '8'],
            [2, '3'],
            [3.5, '3'],
          ]),
        ),
      ),
      '3',
    );
    assert.deepEqual(asked, [2.5, 2, 3.5]);
  });

  it('settles nothing without two reads agreeing', async () => {
    const answers = new Map<number, string | null>([
      [2.5, '3'],
      [2, '8'],
      [3.5, null],
    ]);
    assert.equal(await voteOnRank(null, async (scale) => answers.get(scale) ?? null), null);
  });

  it('the page read is a ballot: one re-read confirms it, two outvote it', async () => {
    const asked: number[] = [];
    const readAt = (answers: Record<number, string | null>) => async (scale: number) => {
      asked.push(scale);
      return answers[scale] ?? null;
    };
    assert.equal(await voteOnRank('2', readAt({ 2.5: '2' })), '2');
    assert.deepEqual(asked, [2.5]);
    assert.equal(await voteOnRank('4', readAt({ 2.5: '2', 2: '2', 3.5: '4' })), '2');
    assert.equal(await voteOnRank('4', readAt({ 2.5: '2', 2: '8', 3.5: null })), null);
  });
});

describe('rereadRanks', () => {
  const certificate = (eulgu: string[]): string =>
    [
      '등기사항전부증명서(현재 유효사항) - 집합건물',
      '【 갑 구 】 ( 소유권에 관한 사항 )',
      '순위번호 등기목적 접수 등기원인 권리자 및 기타사항',
      '4 소유권이전 2024년8월19일 2024년8월9일 소유자 이호서 560922-*******',
      '제86767호 매매',
      '【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )',
      ...eulgu,
    ].join('\n');

  it('writes the rank the re-reads agree on where the page read a syllable: the current form’s first 을구 row keeps its rank 3', async () => {
    const page = pageOf(HEADER, '그 근저당권설정 2024년8월19일 2024년8월19일 채권최고액 금276,000,000원', [
      '제86782호 설정계약 근저당권자 주식회사국민은행',
      300,
    ]);
    const asked: number[] = [];
    const texts = await rereadRanks(page, images, async (pgm, dpi) => {
      assert.equal(pgm.subarray(0, 2).toString('ascii'), 'P5');
      asked.push(dpi);
      return ' 3 ';
    });
    assert.deepEqual(asked, [500, 400]);
    assert.equal(texts[1], '3 근저당권설정 2024년8월19일 2024년8월19일 채권최고액 금276,000,000원');
    assert.deepEqual(texts.slice(2), [page.lines[2].text]);

    const before = analyzeRegistryText(certificate(page.lines.map((line) => line.text)), {
      analyzedAt: new Date('2026-11-02T00:00:00Z'),
    });
    const after = analyzeRegistryText(certificate(texts), { analyzedAt: new Date('2026-11-02T00:00:00Z') });
    const ranks = (result: typeof after) =>
      result.rights.filter((right) => right.section === 'EULGU').map((right) => right.rank);
    assert.notDeepEqual(ranks(before), ['3']);
    assert.deepEqual(ranks(after), ['3']);
  });

  it('reads again only the cells that break the count: a jump is settled by the re-reads, and the count goes on from it', async () => {
    const page = pageOf(
      HEADER,
      '1 소유권보존 2010년3월2일',
      '4 소유권이전 2015년6월1일 2015년5월3일 소유자 김민준 800101-*******',
      '3 소유권이전 2020년1월9일 2019년12월1일 소유자 이서연 900202-*******',
      '3-1 3번등기명의인표시변경 2021년2월2일',
    );
    const asked: number[] = [];
    const texts = await rereadRanks(page, images, async (_pgm, dpi) => {
      asked.push(dpi);
      return '2';
    });
    // Only the `4` after 1 is read again (at 2.5× and 2×, which agree on 2); 3 and 3-1 then continue the count.
    assert.deepEqual(asked, [500, 400]);
    assert.deepEqual(
      texts.map((text) => text.split(' ')[0]),
      ['순위번호', '1', '2', '3', '3-1'],
    );
  });

  it('leaves the line as read when the re-reads settle no rank', async () => {
    const page = pageOf(HEADER, '그 근저당권설정 2024년8월19일');
    const answers = ['3', '8', '그'];
    const texts = await rereadRanks(page, images, async () => answers.shift() ?? '');
    assert.deepEqual(
      texts,
      page.lines.map((line) => line.text),
    );
  });

  it('keeps what an earlier re-read wrote after the cell', async () => {
    const page = pageOf(HEADER, '그 근저당권설정 채권최고액 금3906,000,000원');
    const texts = await rereadRanks(page, images, async () => '3', [
      HEADER,
      '그 근저당권설정 채권최고액 금396,000,000원',
    ]);
    assert.equal(texts[1], '3 근저당권설정 채권최고액 금396,000,000원');
  });
});
