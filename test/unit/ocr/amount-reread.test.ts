import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  decideAmount,
  eraseLinesAcross,
  findAmountTokens,
  locateAmountWord,
  rereadAmounts,
  struckThrough,
  tokenSpan,
  UNREAD_AMOUNT,
  voteOnAmount,
  wholeSecondRead,
  type PageImages,
  type PixelBox,
  type RecognizedLine,
  type RecognizedPage,
} from '../../../src/ocr/amount-reread';
import type { GreyImage } from '../../../src/ocr/page-image.preprocessor';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { printsAmount, readAmount } from '../../../src/registry-analysis/registry-fields.reader';

describe('decideAmount: which read of an amount wins', () => {
  it('keeps the page read when the second read is missing or malformed', () => {
    assert.deepEqual(decideAmount('396,000,000', null), { kind: 'keep' });
    assert.deepEqual(decideAmount('396,000,000', '3960,000'), { kind: 'keep' });
    assert.deepEqual(decideAmount('396,000,000', '12.,000,000'), { kind: 'keep' });
    // Both malformed: nothing better to offer, the parser judges the page read as before.
    assert.deepEqual(decideAmount('3906,000,000', '39,0600,000'), { kind: 'keep' });
  });

  it('replaces a malformed page read with a well-formed second read', () => {
    // A digit doubled, the 금 read as a digit, a lost digit, a separator read as a digit.
    assert.deepEqual(decideAmount('3906,000,000', '396,000,000'), { kind: 'replace', digits: '396,000,000' });
    assert.deepEqual(decideAmount('3204,000,000', '204,000,000'), { kind: 'replace', digits: '204,000,000' });
    assert.deepEqual(decideAmount('00,000,000', '90,000,000'), { kind: 'replace', digits: '90,000,000' });
    assert.deepEqual(decideAmount('1227000,000', '122,000,000'), { kind: 'replace', digits: '122,000,000' });
    assert.deepEqual(decideAmount('11045,000,000', '1,045,000,000'), { kind: 'replace', digits: '1,045,000,000' });
  });

  it('prints the second read with commas where it read full stops', () => {
    assert.deepEqual(decideAmount('3906,000,000', '396.000,000'), { kind: 'replace', digits: '396,000,000' });
  });

  it('keeps the page read when both reads are well formed and agree', () => {
    assert.deepEqual(decideAmount('396,000,000', '396,000,000'), { kind: 'keep' });
    assert.deepEqual(decideAmount('396,000,000', '396.000.000'), { kind: 'keep' });
  });

  it('makes the amount unknown when both reads are well formed and disagree on a clean row', () => {
    assert.deepEqual(decideAmount('326,000,000', '396,000,000'), { kind: 'unknown' });
    assert.deepEqual(decideAmount('60,000,000', '69,000,000', false), { kind: 'unknown' });
  });

  it('keeps the second read when they disagree on a row struck through: the page read saw the strike', () => {
    assert.deepEqual(decideAmount('326,000,000', '396,000,000', true), { kind: 'replace', digits: '396,000,000' });
    assert.deepEqual(decideAmount('326,000,000', '396.000.000', true), { kind: 'replace', digits: '396,000,000' });
    // A struck row changes nothing else: agreement keeps the page read, a malformed second read too.
    assert.deepEqual(decideAmount('396,000,000', '396,000,000', true), { kind: 'keep' });
    assert.deepEqual(decideAmount('326,000,000', '3960,000', true), { kind: 'keep' });
  });
});

describe('struckThrough', () => {
  const digitsAt = { x0: 100, y0: 50, x1: 220, y1: 76 };
  const withDigits = (): GreyImage => {
    const image = blankImage(400, 150);
    for (let x = digitsAt.x0; x < digitsAt.x1; x += 15) paintDigit(image, x, digitsAt.y0);
    return image;
  };

  it('sees a line across the middle of the digits', () => {
    const image = withDigits();
    paint(image, { x0: 90, y0: 62, x1: 230, y1: 64 }, 90);
    assert.equal(struckThrough(image, digitsAt), true);
  });

  it('does not take the digits themselves, or a cell rule above or below them, for a strike', () => {
    const image = withDigits();
    assert.equal(struckThrough(image, digitsAt), false);
    paint(image, { x0: 0, y0: 49, x1: 400, y1: 50 });
    paint(image, { x0: 0, y0: 77, x1: 400, y1: 78 });
    assert.equal(struckThrough(image, digitsAt), false);
  });
});

describe('wholeSecondRead', () => {
  it('takes the number between the 금 and the 원, misread or not', () => {
    assert.equal(wholeSecondRead('금396,000,000원'), '396,000,000');
    assert.equal(wholeSecondRead('극90,000,000인'), '90,000,000');
    assert.equal(wholeSecondRead('채권회고액 금168,000,000원  、'), '168,000,000');
  });

  it('refuses a number cut at either end or broken by spaces', () => {
    assert.equal(wholeSecondRead('50,000,000원'), null);
    assert.equal(wholeSecondRead('금396,000,000'), null);
    assert.equal(wholeSecondRead('금3 96 000, 000 원'), null);
    assert.equal(wholeSecondRead(''), null);
  });
});

describe('the text an unknown amount leaves for the parser', () => {
  it('reads as an amount printed but unread (AMOUNT_UNREAD), never as a number', () => {
    const line = `채권최고액 금${UNREAD_AMOUNT}원`;
    assert.equal(readAmount(line), null);
    assert.equal(printsAmount(line), true);
    assert.equal(readAmount(`채권회고액 금${UNREAD_AMOUNT}인`), null);
  });
});

/** A line as tesseract's blocks give it: one symbol per character, boxes 20 px apart, 28 px high. */
function lineOf(text: string, top: number): RecognizedLine {
  const symbols = [...text.replace(/\s+/g, '')].map((char, index) => ({
    text: char,
    box: { x0: 100 + index * 20, y0: top, x1: 118 + index * 20, y1: top + 28 },
  }));
  return { text, box: { x0: 100, y0: top, x1: 100 + symbols.length * 20, y1: top + 28 }, symbols };
}

function pageOf(...texts: string[]): RecognizedPage {
  const lines = texts.map((text, index) => lineOf(text, 40 + index * 40));
  return { text: lines.map((line) => `${line.text}\n`).join(''), lines };
}

/** Blank page images, 800 × 400 at 200 dpi: a scripted reader does not look at the cut-outs. */
function blankPages(): PageImages {
  return { image: blankImage(800, 400), plain: blankImage(800, 400), dpi: 200 };
}

/**
 * {@link rereadAmounts} with a reader that answers each size (by its dpi: 500 is 2.5× of 200) as
 * `byDpi` says, or with nothing; and the sizes it asked, in order.
 */
async function rereadBySize(
  page: RecognizedPage,
  images: PageImages,
  byDpi: Record<number, string>,
): Promise<{ text: string; asked: number[] }> {
  const asked: number[] = [];
  const text = await rereadAmounts(page, images, async (_pgm, dpi) => {
    asked.push(dpi);
    return byDpi[dpi] ?? '';
  });
  return { text, asked };
}

function blankImage(width: number, height: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(255) };
}

function paint(image: GreyImage, box: PixelBox, level = 0): void {
  for (let y = box.y0; y < box.y1; y += 1) image.pixels.fill(level, y * image.width + box.x0, y * image.width + box.x1);
}

/** A digit-like glyph 12 px wide: two strokes and short bars, as light along a row as printed digits. */
function paintDigit(image: GreyImage, x: number, top: number): void {
  paint(image, { x0: x, y0: top + 2, x1: x + 2, y1: top + 24 });
  paint(image, { x0: x + 10, y0: top + 2, x1: x + 12, y1: top + 24 });
  paint(image, { x0: x + 3, y0: top, x1: x + 9, y1: top + 2 });
  paint(image, { x0: x + 3, y0: top + 24, x1: x + 9, y1: top + 26 });
}

describe('findAmountTokens', () => {
  it('finds the amounts after their labels, misread or not, and skips sale prices and rents', () => {
    const page = pageOf(
      '1 근저당권설정 2020년1월12일 채권회고액 금3906,000,000원',
      '거래가액 금848,000,000원',
      '차임 월 금1,000,000원',
      '4 가압류 2024년10월2일 형구금액 금00,000,000원',
      '전세금 금200,000,000원',
      '임차보증금 금410,000,000원',
    );
    assert.deepEqual(
      findAmountTokens(page.lines).map((token) => [token.line, token.digits]),
      [
        [0, '3906,000,000'],
        [3, '00,000,000'],
        [4, '200,000,000'],
        [5, '410,000,000'],
      ],
    );
  });

  it('finds a 청구금액 whose 청 and 구 OCR misread (`헝고금액 금02./000,000일`)', () => {
    const [token] = findAmountTokens(pageOf('가압류 2026년5윌14일 2026년5윌11일 헝고금액 금02./000,000일').lines);
    assert.equal(token?.digits, '02./000,000');
  });

  it('takes a 금 read as a digit into the digits (the page read is then malformed)', () => {
    const [token] = findAmountTokens(pageOf('6 근저당권설정 채권회고액 3204,000,000원').lines);
    assert.equal(token?.digits, '3204,000,000');
  });

  it('finds an amount whose 금 was read as a mark', () => {
    const [token] = findAmountTokens(pageOf('7 근저당권설정 체권회고액 《3408,000,000원').lines);
    assert.equal(token?.digits, '3408,000,000');
  });
});

describe('tokenSpan', () => {
  it('maps the symbols onto the line text, spaces as tesseract printed them', () => {
    const line = lineOf('채권최고액  금 3906,000,000 원', 0);
    line.symbols = [...'채권최고액금3906,000,000원'].map((text) => ({ text, box: { x0: 0, y0: 0, x1: 1, y1: 1 } }));
    const span = tokenSpan(line, { start: 6, end: 18 });
    assert.ok(span);
    assert.equal(line.text.slice(span.from, span.to), '3906,000,000');
  });

  it('gives nothing when the symbols are not the line text', () => {
    const line = lineOf('채권최고액 금396,000,000원', 0);
    line.symbols.pop();
    assert.equal(tokenSpan(line, { start: 6, end: 17 }), null);
  });
});

describe('rereadAmounts', () => {
  const images = blankPages();

  it('writes the decision into the page text: replaced, unknown or kept', async () => {
    const page = pageOf(
      '1 근저당권설정 채권회고액 금3906,000,000원',
      '거래가액 금11105,000,000원',
      '2 근저당권설정 채권최고액 금326,000,000인',
      '3 근저당권설정 채권최고액 금132,000,000원',
    );
    const second = ['금396,000,000원', '금396,000,000원', '금132.000,000원'];
    const asked: number[] = [];
    // Amounts are read last first; the reads that settle a doubt (at 2× and 3.5×) show nothing whole here.
    const reads = [...second].reverse();
    const text = await rereadAmounts(page, images, async (pgm, dpi) => {
      assert.equal(pgm.subarray(0, 2).toString('ascii'), 'P5');
      asked.push(dpi);
      return dpi === 500 ? (reads.shift() ?? '') : '';
    });
    // The third amount's two reads agree; the second's disagree (a tie the second round of sizes,
    // 3× and 1.5×, does not settle either) and the first's page read is malformed.
    assert.deepEqual(asked, [500, 500, 400, 700, 600, 300, 500, 400, 700]);
    assert.equal(
      text,
      [
        '1 근저당권설정 채권회고액 금396,000,000원',
        '거래가액 금11105,000,000원',
        `2 근저당권설정 채권최고액 금${UNREAD_AMOUNT}인`,
        '3 근저당권설정 채권최고액 금132,000,000원',
        '',
      ].join('\n'),
    );
  });

  it('leaves the page text as read when the second reads show nothing whole', async () => {
    const page = pageOf('1 근저당권설정 채권최고액 금00,000,000원');
    assert.equal(await rereadAmounts(page, images, async () => '0,000,000원'), page.text);
  });

  it('gives the parser an unread amount for a disagreement, and the repaired one for a malformed read', async () => {
    const header = [
      '【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )',
      '순위번호 등기목적 접수 등기원인 권리자 및 기타사항',
    ];
    const page = pageOf(
      '1 근저당권설정 2020년1월12일 2020년1월12일 채권최고액 금3906,000,000원',
      '제1234호 설정계약 근저당권자 주식회사국민은행',
      '2 근저당권설정 2021년3월5일 2021년3월5일 채권최고액 금326,000,000원',
      '제2345호 설정계약 근저당권자 주식회사신한은행',
    );
    const reads = ['금396,000,000원', '금396,000,000원'];
    const body = await rereadAmounts(page, images, async (_pgm, dpi) => (dpi === 500 ? (reads.shift() ?? '') : ''));
    const result = analyzeRegistryText(
      [
        '등기사항전부증명서(말소사항 포함) - 집합건물',
        '【 갑 구 】 ( 소유권에 관한 사항 )',
        '순위번호 등기목적 접수 등기원인 권리자 및 기타사항',
        '1 소유권보존 2019년5월2일 제9876호 소유자 김민준 800101-*******',
        ...header,
        body,
      ].join('\n'),
      { analyzedAt: new Date('2026-11-02T00:00:00Z') },
    );
    const mortgages = result.rights.filter((right) => right.kind === 'MORTGAGE');
    assert.deepEqual(
      mortgages.map((right) => right.amountKrw),
      [396_000_000, null],
    );
    assert.ok(result.findings.some((finding) => finding.code === 'AMOUNT_UNREAD'));
  });
});

describe('voteOnAmount: reads at other sizes settle an amount in doubt', () => {
  it('two re-reads that agree outvote the one that changed a digit, and a malformed page read', () => {
    assert.deepEqual(voteOnAmount('2776,000,000', ['776,000,000', '276,000,000', '276.000,000']), {
      kind: 'replace',
      digits: '276,000,000',
    });
  });

  it('a page read the other sizes confirm stands against a re-read that lost a digit', () => {
    assert.deepEqual(voteOnAmount('436,000,000', ['36,000,000', '436,000,000', '436.000.000']), { kind: 'keep' });
  });

  it('a malformed page read and a malformed first re-read give way to the value the others agree on', () => {
    assert.deepEqual(voteOnAmount('2718,000,000', ['2718,000,000', '218,000,000', '218,000,000']), {
      kind: 'replace',
      digits: '218,000,000',
    });
  });

  it('settles nothing without a majority: a tie, or every read different', () => {
    assert.equal(voteOnAmount('326,000,000', ['396,000,000', '326,000,000', '396,000,000']), null);
    assert.equal(voteOnAmount('326,000,000', ['396,000,000', null, null]), null);
    assert.equal(voteOnAmount('326,000,000', ['396,000,000', '336,000,000', '386,000,000']), null);
    assert.equal(voteOnAmount('00,000,000', [null, null, null]), null);
  });

  it('on a struck row the page read has no vote', () => {
    assert.equal(voteOnAmount('326,000,000', ['396,000,000', '326,000,000', null], true), null);
    assert.deepEqual(voteOnAmount('326,000,000', ['396,000,000', '396,000,000', null], true), {
      kind: 'replace',
      digits: '396,000,000',
    });
  });

  it('rereadAmounts asks the other sizes only when the first two reads do not agree', async () => {
    const images = blankPages();
    const page = pageOf('1 근저당권설정 채권최고액 금436,000,000원');
    const { text, asked } = await rereadBySize(page, images, {
      500: '금36,000,000원',
      400: '금436,000,000원',
      700: '금436.000.000원',
    });
    assert.deepEqual(asked, [500, 400, 700]);
    assert.equal(text, page.text, 'the page read stands: two other sizes confirm it');
    const agreeing = await rereadBySize(page, images, { 500: '금436,000,000원' });
    assert.deepEqual(agreeing.asked, [500]);
  });

  it('reads two more sizes when the first three leave every value alone, and their majority settles it', async () => {
    const images = blankPages();
    const page = pageOf('1 근저당권설정 채권최고액 금276,000,000원');
    // A row not struck through: 376 at 2× makes the first round a three-way split, then 3× and
    // 1.5× both read 276, three of the five well-formed ballots with the page read's.
    const { text, asked } = await rereadBySize(page, images, {
      500: '금776,000,000원',
      400: '금376,000,000원',
      700: '금2776,000,000원',
      600: '금276,000,000원',
      300: '금276,000,000원',
    });
    assert.deepEqual(asked, [500, 400, 700, 600, 300]);
    assert.equal(text, page.text, 'the page read stands: the two more sizes confirm it');
  });

  it('on a row not struck through, the second round replaces the page read only by a majority', async () => {
    const reads = ['776,000,000', '376,000,000', '2776,000,000', '776,000,000', null];
    assert.equal(voteOnAmount('276,000,000', reads, false, 'majority'), null, 'two of four is no majority');
    assert.deepEqual(voteOnAmount('276,000,000', reads, false, 'plurality'), {
      kind: 'replace',
      digits: '776,000,000',
    });
    const images = blankPages();
    const page = pageOf('1 근저당권설정 채권최고액 금276,000,000원');
    const { text } = await rereadBySize(page, images, {
      500: '금776,000,000원',
      400: '금376,000,000원',
      700: '금2776,000,000원',
      600: '금776,000,000원',
    });
    assert.equal(text, `1 근저당권설정 채권최고액 금${UNREAD_AMOUNT}원\n`, 'unread, never guessed');
  });

  it('on a struck row the second round still decides by the most votes: the page read saw the strike', async () => {
    const images = blankPages();
    const page = pageOf('1 근저당권설정 채권최고액 금2776,000,000원');
    // The digits stand at x 360..598, y 40..68 (lineOf): a strike across their middle.
    paint(images.plain, { x0: 340, y0: 53, x1: 620, y1: 55 }, 90);
    // As seed 6733 read a struck 276,000,000: 776 at 2.5×, 2776 at 3.5×, then 276 at 3× and 1.5×.
    const { text } = await rereadBySize(page, images, {
      500: '금776,000,000원',
      400: '금376,000,000원',
      700: '금2776,000,000원',
      600: '금276,000,000원',
      300: '금276,000,000원',
    });
    assert.equal(text, '1 근저당권설정 채권최고액 금276,000,000원\n');
  });
});

describe('locateAmountWord', () => {
  /** The cause column's last word, a column gap, 채권최고액 (glyphs a word space apart), 금, `1`, eight digits, 원. */
  function amountRow(image: GreyImage): void {
    paint(image, { x0: 10, y0: 20, x1: 60, y1: 46 });
    for (let x = 100; x < 220; x += 24) paint(image, { x0: x, y0: 20, x1: x + 20, y1: 46 });
    paint(image, { x0: 230, y0: 20, x1: 252, y1: 46 });
    // A `1` stands as far from the 금 and from the next digit as the 금 from the label.
    paint(image, { x0: 262, y0: 20, x1: 267, y1: 46 });
    for (let x = 277; x < 405; x += 16) paintDigit(image, x, 20);
    paint(image, { x0: 408, y0: 20, x1: 431, y1: 46 });
  }

  it('finds the amount from its label to its 원 although tesseract put the digits half a glyph right', () => {
    const image = blankImage(600, 80);
    amountRow(image);
    const word = locateAmountWord(image, image, { x0: 280, y0: 20, x1: 425, y1: 46 });
    assert.deepEqual(word, { x0: 100, y0: 20, x1: 431, y1: 46 });
  });

  it('leaves out a strike through the digits, which would join the amount to the column before', () => {
    const plain = blankImage(600, 80);
    amountRow(plain);
    const page = { ...plain, pixels: plain.pixels.slice() };
    // The strike across the cells; the page filter kept bits of it, one across the column gap.
    paint(plain, { x0: 8, y0: 32, x1: 433, y1: 34 }, 90);
    paint(page, { x0: 60, y0: 32, x1: 100, y1: 34 });
    const word = locateAmountWord(page, plain, { x0: 280, y0: 20, x1: 425, y1: 46 });
    assert.deepEqual(word, { x0: 100, y0: 20, x1: 431, y1: 46 });
  });
});

describe('eraseLinesAcross', () => {
  it('fills a strike from above and below: a stroke crossing it goes on, the line between glyphs goes', () => {
    const image = blankImage(100, 30);
    paint(image, { x0: 40, y0: 5, x1: 43, y1: 25 });
    paint(image, { x0: 0, y0: 14, x1: 100, y1: 16 }, 90);
    const erased = eraseLinesAcross(image);
    assert.equal(erased.pixels[15 * 100 + 41], 0);
    assert.equal(erased.pixels[15 * 100 + 10], 255);
    assert.equal(erased.pixels[15 * 100 + 70], 255);
    // The input is left alone.
    assert.equal(image.pixels[15 * 100 + 10], 90);
  });

  it('measures rows along the digits only: a level stroke of the label is no strike', () => {
    const image = blankImage(100, 30);
    // A label's level strokes along most of its width; digits' strokes beside it.
    paint(image, { x0: 0, y0: 14, x1: 40, y1: 16 });
    for (let x = 45; x < 95; x += 16) paint(image, { x0: x, y0: 5, x1: x + 3, y1: 25 });
    assert.deepEqual(eraseLinesAcross(image, 45, 100).pixels, image.pixels);
    assert.notDeepEqual(eraseLinesAcross(image, 0, 40).pixels, image.pixels);
  });

  it('leaves a line of digits alone', () => {
    const image = blankImage(100, 30);
    for (let x = 5; x < 95; x += 16) paint(image, { x0: x, y0: 5, x1: x + 3, y1: 25 });
    assert.deepEqual(eraseLinesAcross(image).pixels, image.pixels);
  });
});
