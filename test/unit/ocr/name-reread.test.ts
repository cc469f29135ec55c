import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { RecognizedLine } from '../../../src/ocr/amount-reread';
import { findNameTokens, nameOfRead, rereadNames, voteOnName } from '../../../src/ocr/name-reread';
import type { GreyImage } from '../../../src/ocr/page-image.preprocessor';

/**
 * A line as tesseract's blocks give it: one symbol per character, 20 px apart, 28 px high; a
 * space in `text` widens the gap before the next symbol by `space` px.
 */
function lineOf(text: string, top: number, space = 8): RecognizedLine {
  let x = 100;
  const symbols: RecognizedLine['symbols'] = [];
  for (const char of text) {
    if (char === ' ') {
      x += space;
      continue;
    }
    symbols.push({ text: char, box: { x0: x, y0: top, x1: x + 18, y1: top + 28 } });
    x += 20;
  }
  return { text, box: { x0: 100, y0: top, x1: x, y1: top + 28 }, symbols };
}

function blankImage(width: number, height: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(255) };
}

describe('findNameTokens', () => {
  it('finds the name before a masked resident number, after its role word or alone on a co-owner line', () => {
    const lines = [
      lineOf('2 소유권이전 2007년12월4일 매매 소유자 어수경 980804-*******', 0),
      lineOf('이재서 710218-*******', 40),
      lineOf('임차권자 강성태 680507-*******', 80),
    ];
    assert.deepEqual(
      findNameTokens(lines).map((token) => [token.line, token.name, token.speck]),
      [
        [0, '어수경', null],
        [1, '이재서', null],
        [2, '강성태', null],
      ],
    );
  });

  it("skips a company's registration number (digits on both sides of the hyphen) and a bare number", () => {
    const lines = [
      lineOf('근저당권자 주식회사우리은행 110111-0023393', 0),
      lineOf('제49681호 설정계약 채무자 이수경', 40),
      lineOf('소유자 주식회사미래도시개발 110111-0345678', 80),
    ];
    assert.deepEqual(findNameTokens(lines), []);
  });

  it('sets apart a syllable a wide space before a name on a line with no role word (a speck: `로 이재서`)', () => {
    const [token] = findNameTokens([lineOf('로 이재서 710218-*******', 0, 30)]);
    assert.ok(token);
    assert.equal(token.name, '이재서');
    assert.equal(token.speck, 0);
    // An ordinary word space keeps the syllable: a four-syllable name is one.
    assert.equal(findNameTokens([lineOf('남궁 민수 710218-*******', 0, 4)])[0]?.name, '남궁민수');
  });

  it('takes its height from the digits of the number, not from syllables whose boxes reach the next line', () => {
    const line = lineOf('소유자 정헤미 860216-*******', 100);
    for (const symbol of line.symbols.slice(3, 6)) symbol.box = { ...symbol.box, y1: symbol.box.y1 + 30 };
    const [token] = findNameTokens([line]);
    assert.ok(token);
    // The digits' 28 px and a third more each way, not the 58 px the syllables' boxes span.
    assert.ok(token.around.y1 - token.around.y0 <= 48, `around ${JSON.stringify(token.around)}`);
  });
});

describe('voteOnName and nameOfRead', () => {
  it('reads a cut-out as its syllables, a name only if two to four', () => {
    assert.equal(nameOfRead('정혜미\n'), '정혜미');
    assert.equal(nameOfRead(' 어수경 9'), '어수경');
    assert.equal(nameOfRead('정'), null);
    assert.equal(nameOfRead(''), null);
    assert.equal(nameOfRead('주식회사우리은행'), null);
  });

  it('lets a name read at least twice, and more often than any other, win', () => {
    assert.equal(voteOnName('정헤미', ['정혜미', '정혜미', '정혜미']), '정혜미');
    assert.equal(voteOnName('정헤미', ['정혜미', null, '정혜미']), '정혜미');
    // The page read counts: two against two settles nothing.
    assert.equal(voteOnName('강성태', ['가성태', '가성태', '강성태']), null);
    assert.equal(voteOnName('신도은', ['시도은', null, null]), null);
    assert.equal(voteOnName('신도은', [null, null, null]), null);
  });
});

describe('rereadNames', () => {
  const images = { image: blankImage(900, 300), plain: blankImage(900, 300), dpi: 200 };

  it('writes a name the reads agree on into the line, and leaves one they do not', async () => {
    const lines = [lineOf('소유자 정헤미 860216-*******', 0), lineOf('소유자 신도은 860909-*******', 40)];
    const texts = lines.map((line) => line.text);
    // Names are read last first: 신도은 (its 2.5× read agrees: no more reads), then 정헤미 three times.
    const reads = ['신도은', '정혜미', '정혜미', '정혜미'];
    const scales: number[] = [];
    await rereadNames(lines, texts, images, async (_pgm, dpi) => {
      scales.push(dpi / 200);
      return reads.shift() ?? '';
    });
    assert.deepEqual(texts, ['소유자 정혜미 860216-*******', '소유자 신도은 860909-*******']);
    assert.deepEqual(scales, [2.5, 2.5, 2, 3.5]);
  });

  it('keeps the page read when the re-reads disagree among themselves', async () => {
    const lines = [lineOf('소유자 강성태 680507-*******', 0)];
    const texts = lines.map((line) => line.text);
    const reads = ['가성태', '가성태', '강성태'];
    await rereadNames(lines, texts, images, async () => reads.shift() ?? '');
    assert.deepEqual(texts, ['소유자 강성태 680507-*******']);
  });

  it('drops a speck before a name its re-read confirms', async () => {
    const lines = [lineOf('로 이재서 710218-*******', 0, 30)];
    const texts = lines.map((line) => line.text);
    await rereadNames(lines, texts, images, async () => '이재서');
    assert.deepEqual(texts, ['이재서 710218-*******']);
  });

  it('leaves a speck when the reads do not confirm the name', async () => {
    const lines = [lineOf('로 이재서 710218-*******', 0, 30)];
    const texts = lines.map((line) => line.text);
    const reads = ['이재시', '이재사', '이재수'];
    await rereadNames(lines, texts, images, async () => reads.shift() ?? '');
    assert.deepEqual(texts, ['로 이재서 710218-*******']);
  });
});
