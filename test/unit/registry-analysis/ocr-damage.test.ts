import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import {
  parseWon,
  readAmount,
  readHolderShares,
  readHolders,
} from '../../../src/registry-analysis/registry-fields.reader';
import { classifyPurpose } from '../../../src/registry-analysis/registry-purpose.classifier';
import { normalizeLine, opensWithCommonSurname } from '../../../src/registry-analysis/registry-text.normalizer';
import { repairRanks, type RawRow } from '../../../src/registry-analysis/registry-rows.reader';
import { generateCertificate, sampleAddresses } from '../../../simulator/certificate-generator';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { ISSUED_AT } from './certificate-fixtures.helper';
import { problemsAgainstTruth } from './truth-comparison.helper';

/**
 * Damage seen in tesseract output of scanned certificates, written by hand into the text layer of
 * one simulator certificate: 을구 1 (240,000,000) and 2 (120,000,000) in force, 3 (360,000,000)
 * cancelled by 4 `3번근저당권설정등기말소`.
 */
/** An address whose draw gives that order (the first test checks it) and a rank-2 loan of 2018, which one edit damages. */
const truth = generateCertificate(
  `${sampleAddresses(15, 405)[14]} [근저당 240000000] [근저당말소 360000000] [근저당 120000000]`,
  { issuedAt: ISSUED_AT },
);
const clean = layoutCertificate(truth).text;

function damaged(...edits: Array<[RegExp, string]>): string {
  return edits.reduce((text, [pattern, replacement]) => {
    assert.match(text, pattern, `the fixture has ${pattern}`);
    return text.replace(pattern, replacement);
  }, clean);
}

function assertMatchesTruth(text: string): void {
  const result = analyzeRegistryText(text, {
    analyzedAt: ISSUED_AT,
    depositKrw: 300_000_000,
    marketPriceKrw: 600_000_000,
  });
  assert.deepEqual(problemsAgainstTruth(result, truth), []);
  assert.equal(result.securedDebtKrw, 360_000_000);
}

describe('cancellation rows damaged by OCR', () => {
  test('the fixture has the expected shape', () => {
    assert.deepEqual(
      truth.rights.filter((r) => r.section === 'EULGU').map((r) => [r.rank, r.kind, r.cancelled]),
      [
        ['1', 'MORTGAGE', false],
        ['2', 'MORTGAGE', false],
        ['3', 'MORTGAGE', true],
      ],
    );
    assertMatchesTruth(clean);
  });

  test('the cancellation rank read as a syllable or two (`터 3번…`, `나전 3번…`)', () => {
    assertMatchesTruth(damaged([/^4 3번근저당권설정/m, '터 3번근저당권설정']));
    assertMatchesTruth(damaged([/^4 3번근저당권설정/m, '나전 3번근저당권설정']));
  });

  test('spaces inside the purpose and 말소 split over the next line', () => {
    assertMatchesTruth(damaged([/^4 3번근저당권설정/m, '4 3번 근저 당권설정'], [/^등기말소/m, '등기 말 소']));
    assertMatchesTruth(damaged([/^4 3번근저당권설정/m, '교 3 번근저당권 설정'], [/^등기말소/m, '등기말 소']));
  });

  test('the wrapped `등기말소` with its 기 read as 지 and its 소 as a mark (`등지말% 제…호`) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '등지말%']));
  });

  test('the wrapped `등기말소` with its 기 read as 거 and its 소 as 수 (`…등거말` / `수 제…호`) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '등거말수']));
  });

  test('the wrapped `등기말소` with its 기 read as 꺼 and its 말 as 발 (`등꺼발소 제…호`) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '등꺼발소']));
  });

  test('the wrapped `등기말소` read as `증기말쏘"` (its 등 as 증, its 소 as 쏘, a mark after) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '증기말쏘"']));
  });

  test('the wrapped `등기말소` read as `긍기밀소` (its 등 as 긍, 말 as 밀, seed 9377) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '긍기밀소']));
  });

  test('the wrapped `등기말소` read as `둥지발쏘` (its 등 as 둥, 기 as 지, 말 as 발, 소 as 쏘) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '둥지발쏘']));
  });

  test('the wrapped `등기말소` with only its 말 read as a look-alike (`등기발소`, `등기밀소`, `증기밀쏘`) still cancels', () => {
    for (const read of ['등기발소', '등기밀소', '증기밀쏘', '둥기발소'])
      assertMatchesTruth(damaged([/^등기말소(?= 제)/m, read]));
    // Read as the purpose it ends, not only through the row's neighbours: a 가압류's 말소 has no 설정 to fall back on.
    for (const purpose of ['4번가압류등기발소', '4번가압류등기밀소', '3번근저당권설정둥기발소'])
      assert.ok(classifyPurpose(purpose).cancels.length === 1, purpose);
  });

  test('the wrapped `등기` of `등기말소` read as marks glued to its 말소 (`=1말소 제…호`, seed 9403) still cancels, and starts no row', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '=1말소']));
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '_.말소']));
  });

  test('the wrapped `등기말소` read as `등찌말<` (its 기 as 찌, its 소 as a mark) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '등찌말<']));
  });

  test('the wrapped `등기말소` read as `등키발소` after three specks read as digits (`1 2 1. 등키발소 제…호`) still cancels, and starts no row', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '1 2 1. 등키발소']));
  });

  test('a 가압류 cancelled with its 기 read as 키 and its wrapped 소 as 쏘 (`4번가압류등키말` / `쏘`) cancels that 가압류', () => {
    const reading = classifyPurpose('4번가압류등키말쏘');
    assert.deepEqual(
      reading.cancels.map((c) => [c.rank, c.kind]),
      [['4', 'PROVISIONAL_SEIZURE']],
    );
  });

  test('a 말소 row whose rank follows a two-glyph speck and whose purpose a speck read as a digit (`"아 4 3번근저당권설정 8 2020년…`) still cancels', () => {
    assertMatchesTruth(damaged([/^4 (3번근저당권설정) /m, '"아 4 $1 8 ']));
  });

  test('…and still when the row before it lost its rank to OCR (`긍 근저당권설정`): the count goes on through that row', () => {
    assertMatchesTruth(damaged([/^3 (근저당권설정)/m, '긍 $1'], [/^4 (3번근저당권설정) /m, '"아 4 $1 8 ']));
  });

  test('a 말소 row whose rank OCR read as a syllable and whose purpose a speck read as a digit follows (`쏘 3번근저당권설정 8 2020년…`) still cancels', () => {
    assertMatchesTruth(damaged([/^4 (3번근저당권설정) /m, '쏘 $1 8 ']));
  });

  test('a 말소 row behind specks read as a syllable and `00` (`와 00 4 3번근저당권설정`, seed 9343) still cancels', () => {
    assertMatchesTruth(damaged([/^4 (3번근저당권설정) /m, '와 00 4 $1 ']));
  });

  test('the wrapped `등기말소` read as `동기발소` (its 등 and 말 each misread) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '동기발소']));
  });

  test('the wrapped `등기말소` after a speck read as a rank (`2 등기말소 제…호`) still cancels, and starts no row', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '2 등기말소']));
  });

  test('a holder role with its 자 read as 지 after specks (`00 근저당권지 중소기업은행`) starts no row', () => {
    assertMatchesTruth(damaged([/^근저당권자 /m, '00 근저당권지 ']));
  });

  test('the wrapped `등기말소` with its 소 read as a digit (`등기말5 제…호`) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소(?= 제)/m, '등기말5']));
  });

  test('the first row of a section whose rank OCR read as digits, marks or a syllable (`[85 가 소유권보존 …`, `따8 근저당권설정 …`) is still its first row', () => {
    assertMatchesTruth(damaged([/^1 소유권보존/m, '[85 가 소유권보존']));
    assertMatchesTruth(damaged([/^1 근저당권설정/m, '따8 근저당권설정']));
  });

  test('specks read as digits that start with 0 before the rank (`007 1 소유권보존 …`) are no rank: no rank starts with 0', () => {
    assertMatchesTruth(damaged([/^1 소유권보존/m, '007 1 소유권보존']));
  });

  test('금 read as a digit and a mark (`채권최고액 3^240,000,000원`) still gives the amount', () => {
    assertMatchesTruth(damaged([/채권최고액 금240,000,000원/, '채권최고액 3^240,000,000원']));
  });

  test('a row whose rank OCR read as a syllable glued to a wrong digit (`므6 근저당권설정 …`) is still a row of its own, not part of the row above', () => {
    for (const debris of ['므6', '6므', '[6']) {
      assertMatchesTruth(damaged([/^3 근저당권설정 (\d{4}년)/m, `${debris} 근저당권설정 $1`]));
    }
  });

  test('a 말소 row whose rank OCR read as a syllable and a speck before its date as a dash (`을 3번근저당권설정 _-2020년…`) still cancels', () => {
    assertMatchesTruth(damaged([/^4 (3번근저당권설정) /m, '을 $1 _-']));
  });

  test('a row whose rank and purpose OCR read as one run of digits (`99999 2018년…` for `2 근저당권설정 2018년…`) is still the mortgage, after a row with its receipt number', () => {
    assertMatchesTruth(damaged([/^2 근저당권설정 (\d{4}년)/m, '99999 $1']));
  });

  test('…but a speck read as digits before the dates of a first line OCR broke (`근저당권설정` / `8 2018년…`) starts no row', () => {
    assertMatchesTruth(damaged([/^2 근저당권설정 (\d{4}년)/m, '2 근저당권설정\n8 $1']));
  });

  test('a 말소 whose rank is followed by a speck read as a lone syllable (`4 고 3번근저당권설정` / `등기말소`) still cancels', () => {
    assertMatchesTruth(damaged([/^4 3번근저당권설정/m, '4 고 3번근저당권설정']));
  });

  test('the wrapped `등기말소` read as `등지발%` (기 as 지, 말 as 발, 소 as a mark) still cancels', () => {
    assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, '등지발% $1']));
  });

  test('a row rank read as a letter, and a referenced 1 read as `l`', () => {
    assertMatchesTruth(damaged([/^2 근저당권설정/m, 'l 근저당권설정']));
    assert.equal(normalizeLine('2 l번근저당권설정 2026년7월8일')?.compact, '21번근저당권설정2026년7월8일');
  });

  test('the cancelled row’s own rank misread (`4` for `3`)', () => {
    assertMatchesTruth(damaged([/^3 근저당권설정/m, '4 근저당권설정']));
  });

  test('a 말소 row whose rank OCR read as a digit glued to a syllable (`8골 3번근저당권설정`) still cancels', () => {
    assertMatchesTruth(damaged([/^4 3번근저당권설정/m, '8골 3번근저당권설정']));
  });

  test('a row whose 접수 year lost its first digit still starts a row', () => {
    assertMatchesTruth(damaged([/^2 근저당권설정 2018년/m, '우 고저당권설정 고018년']));
  });
});

describe('amounts damaged by OCR', () => {
  test('a doubled or lost digit that breaks the 원 grouping gives no amount', () => {
    assert.equal(parseWon('3600,000,000'), null);
    assert.equal(parseWon('156,00,000'), null);
    assert.equal(parseWon('1560,000,000'), null);
  });

  test('a mark inside a first group of three digits or fewer (`2^64,000,000`: 금 read `2^`, or a speck in 264) gives no amount', () => {
    assert.equal(parseWon('2^64,000,000'), null);
    assert.equal(readAmount('3가압류2016년3일25일2016년3월22일헝구금액2^64,000,000원'), null);
    // Four digits with the mark: the grouping tells the 금 (`3^240,000,000`).
    assert.equal(readAmount('근저당권설정2022년8월7일채권최고액3^240,000,000원'), 240_000_000);
  });

  test('the repairs the grouping allows', () => {
    assert.equal(parseWon('240,000,000'), 240_000_000);
    assert.equal(parseWon('11045,000,000'), 1_045_000_000);
    assert.equal(parseWon('222000,000'), 22_000_000);
    assert.equal(parseWon('2240,000,000', false), 240_000_000);
    assert.equal(parseWon('480,000,0009'), 480_000_000);
    assert.equal(parseWon('24O,OOO,OOO'), 240_000_000);
    assert.equal(parseWon('192,000;000'), 192_000_000, 'a comma read as a semicolon');
    assert.equal(parseWon('192:000,000'), 192_000_000, 'a comma read as a colon');
  });

  test('a label misread in two syllables (`채긴회고맥`) still marks the amount, its 금 read as a digit', () => {
    assert.equal(readAmount('5-그쩌당권설정2025년10월26일채긴회고맥3456,000,000인'), 456_000_000);
    assert.equal(readAmount('근저당권설정2022년8월7일채권회고액금192,000;000원'), 192_000_000);
  });

  test('금 misread as another syllable and 원 as 인', () => {
    assert.equal(readAmount('채권회고액겸132,000,000인'), 132_000_000);
    assert.equal(readAmount('채권최고액3300,000,000원'), 300_000_000);
    assert.equal(readAmount('채권최고액금3600,000,000원'), null);
  });

  test('금 misread as a mark', () => {
    assert.equal(readAmount('체권회고액《408,000,000원'), 408_000_000);
    assert.equal(readAmount('채권최고액(132,000,000원'), 132_000_000);
    // The mark stands where the 금 is printed: a four-digit first group is a doubled digit, not the 금.
    assert.equal(readAmount('체권회고액《3408,000,000원'), null);
  });

  test('a doubled amount digit in the text leaves the mortgage in force with an unknown amount', () => {
    const result = analyzeRegistryText(clean.replace('금240,000,000원', '금2400,000,000원'), { analyzedAt: ISSUED_AT });
    const first = result.rights.find((right) => right.section === 'EULGU' && right.rank === '1');
    assert.equal(first?.kind, 'MORTGAGE');
    assert.equal(first?.cancelled, false);
    assert.equal(first?.amountKrw, null);
    assert.ok(result.findings.some((finding) => finding.code === 'MORTGAGE_PRESENT'));
  });
});

describe('co-owners with a damaged resident number', () => {
  test('a doubled digit or a lost hyphen still marks the name', () => {
    assert.deepEqual(
      readHolders(['공유자', '지분2분의1', '임미우9107124-*******', '지분2분의1', '장미도600416*******']),
      ['임미우', '장미도'],
    );
  });

  test('a speck read as a mark among the six digits (`박미서9507.17-*******`, seed 9341): still a co-owner', () => {
    assert.deepEqual(
      readHolders(['공유자', '자분2분의1', '윤서현631018-*******', '지분2분의1', '박미서9507.17-*******']),
      ['윤서현', '박미서'],
    );
  });

  test("first digit read as Hangul and the mask's first star as a digit (`황태경융71221-5~*ㅎㅠㅠ`, seed 9337): still a co-owner", () => {
    assert.deepEqual(
      readHolders([
        '공유자',
        '지분2분의1',
        '한호연610808-*******',
        '서울특별시서초구방배로200,102동',
        '지분2분의1',
        '황태경융71221-5~*ㅎㅠㅠㅠㅎㅠ',
        '서울특별시서초구방배로200,102동',
      ]),
      ['한호연', '황태경'],
    );
  });

  test('first digits read as Hangul: the number has six digits, so the syllables that stand for the lost ones are not the name', () => {
    assert.deepEqual(
      readHolders(['공유자', '지분2분의1', '김연영용20417-**×*×*×*ㅠ*', '지분2분의1', '임재연880726-***××ㅎ×*']),
      ['김연영', '임재연'],
    );
    assert.deepEqual(
      readHolderShares(['공유자', '지분3분의1', '박서윤육오0417-*******', '지분3분의2', '최민준750101-*******']),
      [
        { name: '박서윤', share: '3분의 1' },
        { name: '최민준', share: '3분의 2' },
      ],
    );
  });

  test('two digits doubled before the hyphen, the mask garbled (`권수태 55711123-\\바제치고 *`): still the co-owner, with their share', () => {
    const certificate = generateCertificate(`${sampleAddresses(1, 480)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    const coOwner = /^([가-힣]{3}) (\d)(\d{3})(\d{2})-\*+$/m.exec(text);
    assert.ok(coOwner, 'the fixture prints a co-owner and their number on a line of their own');
    const [line, name, first, middle, last] = coOwner;
    const damaged = `^ ${name} ${first}${first}${middle}${middle.at(-1)}${last}-\\바제치고 *`;
    const result = analyzeRegistryText(text.replace(line, damaged), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), [], damaged);
  });

  test('the hyphen read as a plus, alone or before it (`811011+-*******`, `811011+*******`): a co-owner lost would make the owners one too few', () => {
    assert.deepEqual(
      readHolderShares(['공유자', '지분2분의1', '윤민지961121-*****%**', '지분2분의1', '오연우811011+-*******']),
      [
        { name: '윤민지', share: '2분의 1' },
        { name: '오연우', share: '2분의 1' },
      ],
    );
    assert.deepEqual(
      readHolders(['공유자', '지분2분의1', '윤민지961121+*******', '지분2분의1', '오연우811011-*******']),
      ['윤민지', '오연우'],
    );
  });

  test('the hyphen read as a jamo and a tilde (`640421ㄴ~**ㅠ*****`): still the co-owner, with their share', () => {
    assert.deepEqual(
      readHolderShares(['공유자', '지분2분의1', '송영성760503-*******', '지분2분의1', '정혜미640421ㄴ~**ㅠ*****']),
      [
        { name: '송영성', share: '2분의 1' },
        { name: '정혜미', share: '2분의 1' },
      ],
    );
    assert.deepEqual(
      readHolders(['공유자', '지분2분의1', '윤민지961121ㄱ*******', '지분2분의1', '오연우811011-*******']),
      ['윤민지', '오연우'],
    );
  });

  test("a share whose 의 OCR read as 와 (`지분 4분와 1`) is still the co-owner's share", () => {
    const shared = generateCertificate(`${sampleAddresses(1, 410)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    assert.ok((text.match(/지분 \d분의 \d/g) ?? []).length >= 2, 'the fixture prints two shares');
    // Every share so read: none is left for the others to imply.
    for (const lookAlike of ['와', '외']) {
      const result = analyzeRegistryText(text.replace(/지분 (\d)분의 (\d)/g, `지분 $1분${lookAlike} $2`), {
        analyzedAt: ISSUED_AT,
      });
      assert.deepEqual(problemsAgainstTruth(result, shared), [], lookAlike);
    }
  });

  test('a speck read as a lone syllable before a co-owner (`0 으 윤호수 580428-…`) is no part of the name; a surname OCR split off (`김 철수`) still is, and so does a 독 (of 독고)', () => {
    const shared = generateCertificate(`${sampleAddresses(1, 410)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    const coOwner = /^([가-힣])([가-힣]{1,3}) (?=\d{6}-)/m.exec(text);
    assert.ok(coOwner, 'the fixture prints a co-owner at the start of a line');
    const withSpeck = analyzeRegistryText(text.replace(coOwner[0], `0 으 ${coOwner[0]}`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(withSpeck, shared), []);
    const split = analyzeRegistryText(text.replace(coOwner[0], `${coOwner[1]} ${coOwner[2]} `), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(split, shared), []);
    // A co-owner of the surname 독고 whose 독 OCR split off (`독 고민서 …`): 고민서 would be a whole name too.
    const twoSyllableSurname = analyzeRegistryText(text.replace(coOwner[0], `독 고${coOwner[2]} `), {
      analyzedAt: ISSUED_AT,
    });
    assert.ok(
      twoSyllableSurname.ownerShares.some((owner) => owner.name === `독고${coOwner[2]}`),
      JSON.stringify(twoSyllableSurname.ownerShares),
    );
  });

  test("a company's number, digits on both sides of the hyphen, is never taken for a damaged one", () => {
    assert.deepEqual(
      readHolders(['공유자', '지분2분의1', '주식회사한빛0111-0234567', '지분2분의1', '이도윤880101-*******']),
      ['이도윤'],
    );
  });
});

describe('repairRanks', () => {
  const rows = (...ranks: Array<string | null>): RawRow[] =>
    ranks.map((rank) => ({ rank, rankInferred: rank === null, joint: false, head: '근저당권설정', lines: [] }));

  test('a jump the next read rank refutes is a misread', () => {
    assert.deepEqual(
      repairRanks(rows('1', '3', null, '4')).map((row) => row.rank),
      ['1', '2', '3', '4'],
    );
    assert.deepEqual(
      repairRanks(rows('1', '4', '3')).map((row) => row.rank),
      ['1', '2', '3'],
    );
  });

  test('on a form whose ranks skip, a jump is kept unless the next rank read leaves room for one rank only', () => {
    assert.deepEqual(
      repairRanks(rows('1', '4', '3', '4', '5'), { ranksSkip: true }).map((row) => row.rank),
      ['1', '2', '3', '4', '5'],
    );
    assert.deepEqual(
      repairRanks(rows('1', '4', '7'), { ranksSkip: true }).map((row) => row.rank),
      ['1', '4', '7'],
    );
    // Room for two (`1, 5, 4`): which of 2 and 3 is not known, so the read stands.
    assert.deepEqual(
      repairRanks(rows('1', '5', '4'), { ranksSkip: true }).map((row) => row.rank),
      ['1', '5', '6'],
    );
  });

  test('a rank read with a leading zero (`01`) is the rank without it', () => {
    assert.deepEqual(
      repairRanks(rows('01', '2', '03')).map((row) => row.rank),
      ['1', '2', '3'],
    );
    assert.deepEqual(
      repairRanks(rows('1', '1-01')).map((row) => row.rank),
      ['1', '1-1'],
    );
  });

  test('a large jump nothing after it confirms is a misread digit (`8` for `3`); a small one is kept', () => {
    assert.deepEqual(
      repairRanks(rows('1', '2', '8')).map((row) => row.rank),
      ['1', '2', '3'],
    );
    assert.deepEqual(
      repairRanks(rows('1', '2', '4')).map((row) => row.rank),
      ['1', '2', '4'],
    );
  });

  test('a small jump nothing confirms, read in a look-alike of the digit due (`6` for `5`), is a misread', () => {
    assert.deepEqual(
      repairRanks(rows('1', '2', '3', '4', '6')).map((row) => row.rank),
      ['1', '2', '3', '4', '5'],
    );
    assert.deepEqual(
      repairRanks(rows('1', '2', '8')).map((row) => row.rank),
      ['1', '2', '3'],
    );
    // Not a digit unlike the one due (`5` for `4`), nor a jump a later rank confirms.
    assert.deepEqual(
      repairRanks(rows('1', '2', '3', '5')).map((row) => row.rank),
      ['1', '2', '3', '5'],
    );
    assert.deepEqual(
      repairRanks(rows('1', '2', '3', '4', '6', '7')).map((row) => row.rank),
      ['1', '2', '3', '4', '6', '7'],
    );
  });

  test('a jump the next read rank confirms is kept (rows lost)', () => {
    assert.deepEqual(
      repairRanks(rows('1', '3', null, '5')).map((row) => row.rank),
      ['1', '3', '4', '5'],
    );
    assert.deepEqual(
      repairRanks(rows(null, '2', '3')).map((row) => row.rank),
      ['1', '2', '3'],
    );
  });
});

describe('a provisional registration whose wrapped 가등기 was misread', () => {
  const withProvisional = generateCertificate(`${sampleAddresses(1, 406)[0]} [가등기]`, { issuedAt: ISSUED_AT });
  const text = layoutCertificate(withProvisional).text;

  test('`소유권이전청구권` over `라등기` is still the 가등기, not a transfer of ownership', () => {
    assert.match(text, /청구권[^\n]*\n가등기/, 'the fixture wraps the purpose');
    const damagedText = text.replace(/(청구권[^\n]*\n\s*)가등기/, '$1라등기');
    assert.notEqual(damagedText, text);
    const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, withProvisional), []);
    assert.ok(result.findings.some((f) => f.code === 'PROVISIONAL_REGISTRATION_PRESENT'));
  });
});

/** Damage seen in tesseract output of the new rows of real certificates. */
describe('부기 and sale rows damaged by OCR', () => {
  const amended = generateCertificate(`${sampleAddresses(1, 407)[0]} [근저당변경] [부기말소]`, { issuedAt: ISSUED_AT });
  const amendedText = layoutCertificate(amended).text;

  test('a 부기 rank read as a syllable (`1리` for `1-1`) still starts the 부기, ranked from the entry it names', () => {
    const rank = /^(\d+)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    const damagedText = amendedText.replace(rank[0], `${rank[1]}리 ${rank[1]}번근저당권변경`);
    const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
    assert.equal(result.securedDebtKrw, amended.securedDebtKrw);
  });

  test("a 변경 whose amount OCR garbled with its label and 금 (`리켄키코레크1 2 8 000 000원`) leaves the mortgage's amount unread (AMOUNT_UNREAD), never the amount before the change", () => {
    const change = /^(\d+)-1 \1번근저당권변경 [^\n]*?채권최고액 금([\d,]+)원/m.exec(amendedText);
    assert.ok(change, "the fixture changes a mortgage's amount in its 1st 부기");
    const garbled = change[0].replace(
      `채권최고액 금${change[2]}원`,
      `리켄키코레크${change[2].replace(/,/g, ' ').replace(/^(\d)(\d)/, '$1 $2 ')}원`,
    );
    const result = analyzeRegistryText(amendedText.replace(change[0], garbled), { analyzedAt: ISSUED_AT });
    const mortgage = result.rights.find((r) => r.section === 'EULGU' && r.rank === change[1]);
    assert.ok(mortgage, 'the mortgage is still read');
    assert.equal(mortgage.amountKrw, null);
    assert.ok(result.findings.some((f) => f.code === 'AMOUNT_UNREAD'));
  });

  test('a 부기 rank with its hyphen read as `=` and a reference whose 번 was read as 벌', () => {
    const rank = /^(\d+)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    for (const damage of [`${rank[1]}=1 ${rank[1]}번근저당권변경`, `${rank[1]}-1 ${rank[1]}벌근저당권변경`]) {
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
    }
  });

  test('a 부기 whose rank lost its `-1` and whose reference lost its digit (`1 그법근저당권변경`, `1 번근저당권변경`) still changes entry 1, adding no right', () => {
    const rank = /^(\d+)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    for (const damage of [`${rank[1]} 그법근저당권변경`, `${rank[1]} 번근저당권변경`, `${rank[1]} 그벌근저당권변경`]) {
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
      assert.equal(result.securedDebtKrw, amended.securedDebtKrw, damage);
    }
  });

  test('a 부기 rank whose hyphen OCR read as a jamo (`3ㄱ1 3번근저당권변경`) is that 부기, not a 부기 of entry 13', () => {
    const rank = /^(\d+)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    for (const dash of ['ㄱ', 'ㅡ', '~']) {
      const damage: string = `${rank[1]}${dash}1 ${rank[1]}번근저당권변경`;
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
      assert.equal(result.securedDebtKrw, amended.securedDebtKrw, damage);
    }
  });

  test('a 부기 whose rank and reference OCR both garbled to syllables (`군구 고번근져당권변경`, seed 9293) amends the entry above it, adding no right', () => {
    const rank = /^(\d+)-1 \1번근저당권(변경)/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    for (const damage of ['군구 고번근져당권변경', '그 고번근저당권변경', '깁 긴번근저당권변경']) {
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
      assert.equal(result.securedDebtKrw, amended.securedDebtKrw, damage);
    }
  });

  test("a first 부기's rank whose 1 OCR read as 7 (`3-7 3번근저당권변경`, seed 9341) is that entry's first 부기", () => {
    const rank = /^(\d+)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    const result = analyzeRegistryText(amendedText.replace(rank[0], `${rank[1]}-7 ${rank[1]}번근저당권변경`), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
  });

  test('a 부기 whose hyphen OCR moved after its rank (`11 - 그번근저당권변경` for `1-1 1번…`, seed 9349) amends entry 1, adding no right', () => {
    const rank = /^(\d)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage with a one-digit rank');
    for (const damage of [`${rank[1]}1 - 그번근저당권변경`, `${rank[1]}1 - ${rank[1]}번근저당권변경`]) {
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
      assert.equal(result.securedDebtKrw, amended.securedDebtKrw, damage);
    }
  });

  test('a 부기 whose hyphen OCR read as a full stop or a space (`1. 2 1번근저당권변경` for `1-2 1번…`, seed 9601) amends entry 1, adding no right', () => {
    const rank = /^(\d)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage with a one-digit rank');
    for (const damage of [`${rank[1]}. 1 ${rank[1]}번근저당권변경`, `${rank[1]} 1 ${rank[1]}번근저당권변경`]) {
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
      assert.equal(result.securedDebtKrw, amended.securedDebtKrw, damage);
    }
  });

  test('a 부기 whose hyphen OCR lost, a full stop or nothing read in its place and its reference garbled (`11. 극번근저당권변경` for `1-1 1번…`, seed 9643), amends entry 1', () => {
    const rank = /^(\d)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage with a one-digit rank');
    for (const damage of [
      `${rank[1]}1. 극번근저당권변경`,
      `${rank[1]}1 극번근저당권변경`,
      `${rank[1]}1 ${rank[1]}번근저당권변경`,
    ]) {
      const result = analyzeRegistryText(amendedText.replace(rank[0], damage), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, amended), [], damage);
      assert.equal(result.securedDebtKrw, amended.securedDebtKrw, damage);
    }
  });

  test('a 부기 `N-1` whose reference lost its digit (`1-1 그번근저당권변경`) still changes entry N, adding no right', () => {
    const rank = /^(\d+)-1 \1번근저당권변경/m.exec(amendedText);
    assert.ok(rank, 'the fixture has a 1st 부기 of a mortgage');
    const result = analyzeRegistryText(amendedText.replace(rank[0], `${rank[1]}-1 그번근저당권변경`), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
  });

  test('a seizure on a share whose rank OCR lost and whose 지분 it read as 지본 (`2번한지민지본가` / `압류`) is still that seizure', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const firstLine = /^\d+ (\d+번[가-힣]+)지분가 /m.exec(text);
    assert.ok(firstLine, 'the fixture has a 가압류 on a share, its purpose wrapped after 가');
    const result = analyzeRegistryText(text.replace(firstLine[0], `${firstLine[1]}지본가 `), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
    assert.ok(result.rights.some((right) => right.kind === 'PROVISIONAL_SEIZURE' && right.share !== null));
  });

  test('a seizure on a share whose wrapped 류 OCR lost with its line (`2번한지민지분가압` / `= 제…호`) is still that seizure', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const wrapped = /^(\d+ \d+번[가-힣]+지분가) (.*)\n압류 제/m.exec(text);
    assert.ok(wrapped, 'the fixture has a 가압류 on a share, its purpose wrapped after 가');
    const result = analyzeRegistryText(text.replace(wrapped[0], `${wrapped[1]}압 ${wrapped[2]}\n= 제`), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
    assert.ok(result.rights.some((right) => right.kind === 'PROVISIONAL_SEIZURE' && right.share !== null));
  });

  test('a seizure on a share whose wrapped `압류` follows a speck read as a rank (`0 압류 제…호`) is still that seizure, no new row', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const wrapped = /^(\d+ \d+번[가-힣]+지분가 .*\n)(압류 제)/m;
    assert.match(text, wrapped, 'the fixture has a 가압류 on a share, its purpose wrapped after 가');
    const result = analyzeRegistryText(text.replace(wrapped, '$10 $2'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
    assert.ok(result.rights.some((right) => right.kind === 'PROVISIONAL_SEIZURE' && right.share !== null));
  });

  test('a seizure on a share wrapped after 압 whose 류 OCR read as 뮤, 큐 or 를 (`5번신혜경지분압` / `뮤 제…호`, seed 9587) is still that seizure', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const wrapped = /^(\d+ \d+번[가-힣]+지분가) (.*)\n압류 제/m.exec(text);
    assert.ok(wrapped, 'the fixture has a 가압류 on a share, its purpose wrapped after 가');
    for (const misread of ['뮤', '큐', '를']) {
      const damagedText = text.replace(wrapped[0], `${wrapped[1]}압 ${wrapped[2]}\n${misread} 제`);
      const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, onShare), [], misread);
      assert.ok(result.rights.some((right) => right.kind === 'PROVISIONAL_SEIZURE' && right.share !== null));
    }
  });

  test('a 말소 of a seizure on a share, printed wrapped after 압 (`3번한지민지분가압` / `류등기말소`), still cancels it: a purpose ending in 압 goes on to the next line', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    assert.match(text, /^3 2번한지민지분가 /m);
    const cancelled = text.replace(
      /\n(【 을 구|-- 이 하 여 백)/,
      '\n4 3번한지민지분가압 2019년3월2일 2019년2월28일\n류등기말소 제12345호 해제\n$1',
    );
    const result = analyzeRegistryText(cancelled, { analyzedAt: ISSUED_AT });
    assert.deepEqual(
      result.rights
        .filter((right) => right.section === 'GAPGU' && ['3', '4'].includes(right.rank ?? ''))
        .map((r) => [r.rank, r.kind, r.cancelled]),
      [
        ['3', 'PROVISIONAL_SEIZURE', true],
        ['4', 'OTHER', false],
      ],
    );
  });

  test("a share with a speck read as a dash before it (`지분 -3분의 1`) is still that owner's share", () => {
    const shared = generateCertificate(`${sampleAddresses(1, 416)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    assert.match(text, /매매 지분 \d+분의 \d+/, 'the fixture prints a share beside the 접수 and the cause');
    const result = analyzeRegistryText(text.replace(/매매 지분 (\d+분의)/, '매매 지분 -$1'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);
  });

  test('a seizure on a share whose wrapped `압류` OCR read as `만류` (`4번윤성하지분가` / `만류`) is still that seizure', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const firstLine = /^\d+ \d+번[가-힣]+지분가 .*\n압류/m.exec(text);
    assert.ok(firstLine, 'the fixture has a 가압류 on a share, its purpose wrapped after 가');
    const damagedText = text.replace(firstLine[0], firstLine[0].replace(/\n압류$/, '\n만류'));
    const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
    assert.ok(result.rights.some((right) => right.kind === 'PROVISIONAL_SEIZURE' && right.share !== null));
  });

  test('a mortgage on a share wrapped after 지분전, with 전 read as 건 and 지분 as 지본 (`2번김철수지본건` / `부근저당권설정`), is still that mortgage', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분근저당]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const wrapped = /^(\d+ \d+번[가-힣]+)지분전 (.*)\n부근저당권설정/m.exec(text);
    assert.ok(wrapped, "the fixture has a mortgage on a co-owner's share, its purpose wrapped after 지분전");
    for (const misread of ['지본건', '지분건']) {
      const damagedText = text.replace(wrapped[0], `${wrapped[1]}${misread} ${wrapped[2]}\n부근저당권설정`);
      const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, onShare), [], misread);
      assert.equal(result.securedDebtKrw, onShare.securedDebtKrw, misread);
    }
  });

  test('a share transfer whose 지분 OCR read as 저분 (`4 3번권경윤저분전` / `부이전`) still moves that share', () => {
    const moved = generateCertificate(`${sampleAddresses(1, 412)[0]} [공유] [지분이전]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(moved).text;
    const transfer = /^(\d+ \d+번[가-힣]+)지분전/m.exec(text);
    assert.ok(transfer, "the fixture transfers a co-owner's whole share");
    const result = analyzeRegistryText(text.replace(transfer[0], `${transfer[1]}저분전`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, moved), []);
  });

  test('a share transfer naming a co-owner OCR read with one syllable changed where they acquired (`잠수호`, then `4번장수호지분전부이전`) still moves that share', () => {
    const moved = generateCertificate(`${sampleAddresses(1, 412)[0]} [공유] [지분이전]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(moved).text;
    const transfer = /^\d+ \d+번([가-힣])([가-힣]+)지분전/m.exec(text);
    assert.ok(transfer, "the fixture transfers a co-owner's whole share");
    const [, first = '', rest = ''] = transfer;
    const acquired = new RegExp(`^${first}${rest} (?=\\d{6}-)`, 'm');
    assert.match(text, acquired, 'the co-owner is printed where they acquired');
    const misread = first === '잠' ? '장' : '잠';
    const result = analyzeRegistryText(text.replace(acquired, `${misread}${rest} `), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, moved), []);
  });

  test('a share transfer whose print of the co-owner OCR misread in a later syllable (`4번김우오지분전부이전` for the 김우미 who acquired) names the co-owner who acquired: its one print is no more than the acquisition', () => {
    const moved = generateCertificate(`${sampleAddresses(1, 412)[0]} [공유] [지분이전]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(moved).text;
    const transfer = /^(\d+ \d+번[가-힣]+)([가-힣])(지분전)/m.exec(text);
    assert.ok(transfer, "the fixture transfers a co-owner's whole share");
    const [whole, head = '', last = '', tail = ''] = transfer;
    const misread = last === '오' ? '우' : '오';
    const result = analyzeRegistryText(text.replace(whole, `${head}${misread}${tail}`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, moved), []);
  });

  test("an owner's name OCR misread where they acquired (`황하소`) is settled by the later prints that agree (`3번황하서지분가압류`, `3번황하서지분전부근저당권설정`)", () => {
    const shared = generateCertificate(`${sampleAddresses(40, 420)[0]} [공유] [지분근저당] [지분가압류]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(shared).text;
    const prints = [...text.matchAll(/\d+번([가-힣]{3})지분/g)].map((match) => match[1]);
    assert.ok(
      prints.length === 2 && prints[0] === prints[1],
      `two rights on one co-owner's share: ${prints.join(', ')}`,
    );
    const name = prints[0] ?? '';
    const acquired = new RegExp(`^${name} (?=\\d{6}-)`, 'm');
    assert.match(text, acquired, 'the co-owner is printed where they acquired');
    const misread = `${name.slice(0, 2)}${name[2] === '소' ? '서' : '소'}`;
    const result = analyzeRegistryText(text.replace(acquired, `${misread} `), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);

    // Another co-owner whose own name is one syllable off keeps it: an acquirer's spelling is a person.
    const other = /^([가-힣]{3}) (?=\d{6}-)/m.exec(text.replace(acquired, ''));
    assert.ok(other, 'the fixture prints the other co-owner at the start of a line');
    const twin = analyzeRegistryText(text.replace(other[0], `${misread} `), { analyzedAt: ISSUED_AT });
    assert.deepEqual(twin.ownerShares.map((owner) => owner.name).sort(), [misread, name].sort());
  });

  test('a co-owner whose surname OCR misread as a rare one where they acquired (`저진재`), printed once elsewhere with a common one (`5번서진재지분전부근저당권설정`), is named by the common surname: owner and share', () => {
    const shared = generateCertificate(`${sampleAddresses(1, 417)[0]} [공유] [지분근저당]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    const onShare = /\d+번([가-힣]{3})지분전/.exec(text);
    assert.ok(onShare?.[1], "the fixture mortgages a co-owner's share");
    const name = onShare[1];
    const acquired = new RegExp(`^${name} (?=\\d{6}-)`, 'm');
    assert.match(text, acquired, 'the co-owner is printed where they acquired');
    for (const rare of ['저', '감']) {
      const misread = `${rare}${name.slice(1)}`;
      const result = analyzeRegistryText(text.replace(acquired, `${misread} `), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, shared), [], misread);
    }
  });

  test("a 청구금액 read as `헝고금액` or `헝고곰액` (its 금 as 곰), the amount's 금 lost (`헝고금액 70,000,000원`), still gives the 가압류's amount", () => {
    const seized = generateCertificate(`${sampleAddresses(1, 415)[0]} [가압류 70000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(seized).text;
    assert.match(text, /청구금액 금/, 'the fixture prints a 청구금액');
    for (const label of ['헝고금액', '헝고곰액']) {
      const result = analyzeRegistryText(text.replace(/청구금액 금/, `${label} `), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, seized), [], label);
    }
  });

  test("a 청구금액 read as `헝구금맥`, its 금 lost and its 원 read as 일 (`헝구금맥 93,000,000일`), still gives the 가압류's amount", () => {
    const seized = generateCertificate(`${sampleAddresses(1, 416)[0]} [가압류 93000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(seized).text;
    assert.match(text, /청구금액 금93,000,000원/, 'the fixture prints a 청구금액');
    const damagedText = text.replace(/청구금액 금93,000,000원/, '헝구금맥 93,000,000일');
    assert.deepEqual(problemsAgainstTruth(analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT }), seized), []);
  });

  test('a speck read as `?` between 금 and a first group of three digits (`금?240,000,000원`) is no digit; before a shorter group it may be one, and the amount stays unread', () => {
    assertMatchesTruth(damaged([/금240,000,000원/, '금?240,000,000원']));
    assert.equal(readAmount('채권최고액 금?40,000,000원'), null);
  });

  test('a rule mark read beside a separator inside an amount (`금570,000,000』;000원`) leaves the amount unread (AMOUNT_UNREAD), never the groups on both sides joined', () => {
    const leased = generateCertificate(`${sampleAddresses(1, 422)[0]} [전세권 570000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(leased).text;
    assert.match(text, /전세금 금570,000,000원/, 'the fixture prints a 전세금');
    const result = analyzeRegistryText(text.replace('전세금 금570,000,000원', '전세금 금570,000,000』;000원'), {
      analyzedAt: ISSUED_AT,
    });
    const jeonse = result.rights.find((r) => r.kind === 'JEONSE_RIGHT');
    assert.ok(jeonse, 'the 전세권 is still read');
    assert.equal(jeonse.amountKrw, null);
    assert.ok(result.findings.some((f) => f.code === 'AMOUNT_UNREAD'));
  });

  test('a 금 read as `^` after a space (`전세금 ^580,000,000원`) is no digit before a first group of three; before a shorter group it may be one, and the amount stays unread', () => {
    assert.equal(readAmount('전세권설정 2025년5월14일 전세금 ^580,000,000원'), 580_000_000);
    assert.equal(readAmount('전세금 ^80,000,000원'), null);
    const leased = generateCertificate(`${sampleAddresses(1, 421)[0]} [전세권 580000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(leased).text;
    assert.match(text, /전세금 금580,000,000원/, 'the fixture prints a 전세금');
    const result = analyzeRegistryText(text.replace('전세금 금580,000,000원', '전세금 ^580,000,000원'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, leased), []);
  });

  test('a 공매공고 whose 공 OCR read as 송 in its purpose and its cause (`송매공고`) is still a public sale, not a seizure', () => {
    const sale = generateCertificate(`${sampleAddresses(1, 417)[0]} [공매]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(sale).text;
    assert.match(text, /공매공고/, 'the fixture prints a 공매공고');
    const result = analyzeRegistryText(text.replace(/공매공고/g, '송매공고'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, sale), []);
  });

  test('an 임차권자 read as `임차권가` or `임차권지` before the name and a number (`임차권가 황우호 550510 144`) starts no second 주택임차권', () => {
    const tenancy = generateCertificate(`${sampleAddresses(1, 416)[0]} [임차권등기]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(tenancy).text;
    const holder = /^임차권자 ([가-힣]+) (\d{6})-\S+/m.exec(text);
    assert.ok(holder, 'the fixture prints the 임차권자 on a line of its own');
    for (const misread of ['임차권가', '임차권지']) {
      const result = analyzeRegistryText(text.replace(holder[0], `${misread} ${holder[1]} ${holder[2]} 144`), {
        analyzedAt: ISSUED_AT,
      });
      assert.deepEqual(
        result.rights.filter((right) => right.kind === 'LEASE_REGISTRATION').map((right) => right.rank),
        tenancy.rights.filter((right) => right.kind === 'LEASE_REGISTRATION').map((right) => right.rank),
        misread,
      );
      assert.equal(result.riskLevel, analyzeRegistryText(text, { analyzedAt: ISSUED_AT }).riskLevel);
    }
  });

  test("a right on a share whose co-owner OCR misread in its purpose (`3번황하소지분가압류`) names the owner's share", () => {
    const shared = generateCertificate(`${sampleAddresses(40, 420)[0]} [공유] [지분근저당] [지분가압류]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(shared).text;
    const print = /(\d+번)([가-힣]{2})([가-힣])(지분가)/.exec(text);
    assert.ok(print, 'the fixture prints a 가압류 on a share');
    const misread = `${print[1]}${print[2]}${print[3] === '소' ? '서' : '소'}${print[4]}`;
    const result = analyzeRegistryText(text.replace(print[0], misread), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);
  });

  test('a right on a share whose co-owner OCR misread the same way in its purpose and its debtor (`2번회하수지분전…`, `채무자 회하수`) names the co-owner who acquired: a tie goes to the acquisition', () => {
    const shared = generateCertificate(`${sampleAddresses(1, 431)[0]} [공유] [지분근저당]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    const print = /(\d+번)([가-힣]{2})([가-힣])(지분전)/.exec(text);
    assert.ok(print, 'the fixture prints a 근저당권 on a share');
    const [name, misread] = [print[2] + print[3], `${print[2]}${print[3] === '소' ? '서' : '소'}`];
    // Acquired once, then the share right's purpose and its debtor: the only other prints.
    assert.equal(text.split(name).length - 1, 3);
    const damagedText = text
      .replace(print[0], `${print[1]}${misread}${print[4]}`)
      .replace(`채무자 ${name}`, `채무자 ${misread}`);
    const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
    const onShare = result.rights.find((right) => right.share !== null);
    assert.ok(onShare?.share?.includes(name), `the share is ${name}'s: ${JSON.stringify(onShare?.share)}`);
    assert.deepEqual(
      problemsAgainstTruth(result, shared).filter((problem) => !problem.includes('holder')),
      [],
    );
  });

  test('a holder cell whose resident number OCR read with a digit more (`임차권자 임호서 6860227-…`) starts no row', () => {
    const tenancy = generateCertificate(`${sampleAddresses(1, 413)[0]} [임차권등기]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(tenancy).text;
    const holder = /^임차권자 ([가-힣]+) (\d{6})-/m.exec(text);
    assert.ok(holder, 'the fixture prints the 임차권자 on a line of its own');
    const result = analyzeRegistryText(text.replace(holder[0], `임차권자 ${holder[1]} 6${holder[2]}-`), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, tenancy), []);
  });

  test('a 전세권 부기 whose rank `3-1` OCR read as `욱1` (`욱1 3번전세권변경`) still changes entry 3, not an entry 13', () => {
    const jeonse = generateCertificate(`${sampleAddresses(1, 414)[0]} [전세권변경]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(jeonse).text;
    const amendment = /^(\d+)-1 (\1번전세권변경)/m.exec(text);
    assert.ok(amendment, 'the fixture has a 1st 부기 of a 전세권');
    const result = analyzeRegistryText(text.replace(amendment[0], `욱1 ${amendment[2]}`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, jeonse), []);
  });

  test('a 가처분 read as 가치본 (`5 가치본 2023년…`, `가치분결정`) is still the 가처분', () => {
    const disposed = generateCertificate(`${sampleAddresses(1, 415)[0]} [가처분]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(disposed).text;
    assert.match(text, /^\d+ 가처분 /m);
    // Its other cues misread too, as in the scan this came from (피보건권리, 가치분결정).
    const damaged = text
      .replace(/^(\d+) 가처분 /m, '$1 가치본 ')
      .replace('가처분결정', '가치분결정')
      .replace('피보전권리', '피보건권리');
    const result = analyzeRegistryText(damaged, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, disposed), []);
  });

  test('`등기말소` read as `등끼발소` still cancels the entry it names', () => {
    const text = damaged([/^등기말소 /m, '등끼발소 ']);
    assertMatchesTruth(text);
  });

  test('a cancellation whose reference digit OCR read as a jamo (`2 ㄱ번근저당권설정` / `등기말소`) cancels the one earlier mortgage in force', () => {
    const paid = generateCertificate(`${sampleAddresses(1, 420)[0]} [근저당말소 360000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(paid).text;
    const reference = /^(\d+) \d+번근저당권설정 /m.exec(text);
    assert.ok(reference, 'the fixture cancels its one mortgage');
    const result = analyzeRegistryText(text.replace(reference[0], `${reference[1]} ㄱ번근저당권설정 `), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, paid), []);
    assert.ok(result.rights.every((right) => right.kind !== 'MORTGAGE' || right.cancelled));
  });

  test('with several earlier mortgages in force, a cancellation without its reference digit cancels none of them (the answer errs toward caution)', () => {
    const text = damaged([/^4 3번근저당권설정 /m, '4 ㄱ번근저당권설정 ']);
    const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
    const mortgages = result.rights.filter((right) => right.section === 'EULGU' && right.kind === 'MORTGAGE');
    assert.deepEqual(
      mortgages.map((right) => [right.rank, right.cancelled]),
      [
        ['1', false],
        ['2', false],
        ['3', false],
      ],
    );
  });

  test('a seizure on a share whose wrapped `압류` OCR read as `압루` (`2번한지민지분가` / `압루`) is still that seizure', () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    assert.match(text, /^압류 제\d+호/m);
    const result = analyzeRegistryText(text.replace(/^압류 (제\d+호)/m, '압루 $1'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
    assert.ok(result.rights.some((right) => right.kind === 'PROVISIONAL_SEIZURE' && right.share !== null));
  });

  test('a 본등기 whose purpose OCR followed with a mark (`소유권이전" 2026년…`) is still the 가등기\'s 본등기', () => {
    const concluded = generateCertificate(`${sampleAddresses(1, 430)[0]} [가등기본등기]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(concluded).text;
    assert.match(text, /^소유권이전 \d{4}년/m);
    const result = analyzeRegistryText(text.replace(/^소유권이전 (\d{4}년)/m, '소유권이전" $1'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, concluded), []);
  });

  test("a 본등기's owner whose last syllable OCR lost (`소유자 홍도` for `홍도호`, seed 9377) is the 가등기권자 printed in full", () => {
    const concluded = generateCertificate(`${sampleAddresses(1, 430)[0]} [가등기본등기]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(concluded).text;
    const owner = /^(소유권이전 \d{4}년.* 소유자 )([가-힣]{2,3})([가-힣]) /m.exec(text);
    assert.ok(owner, "the fixture prints the 본등기's owner with a name of three or four syllables");
    const result = analyzeRegistryText(text.replace(owner[0], `${owner[1]}${owner[2]} `), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, concluded), []);
  });

  test("the end of a 전세권's term wrapped under its row with a speck read as a rank (`2 : 2028년8월5일까지`) starts no row", () => {
    const leased = generateCertificate(`${sampleAddresses(1, 431)[0]} [전세권 300000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(leased).text;
    assert.match(text, /^\d{4}년\d{1,2}월\d{1,2}일까지$/m);
    const result = analyzeRegistryText(text.replace(/^(\d{4}년\d{1,2}월\d{1,2}일까지)$/m, '2 : $1'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, leased), []);
  });

  test("a 부기 whose rank's hyphen OCR read as 7 and whose reference lost its digit (`171 그번근저당권변경`) still amends entry 1", () => {
    const amended = generateCertificate(`${sampleAddresses(1, 432)[0]} [근저당변경]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(amended).text;
    assert.match(text, /^1-1 1번근저당권변경 /m);
    const result = analyzeRegistryText(text.replace(/^1-1 1번근저당권변경 /m, '171 그번근저당권변경 '), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
  });

  test("a 경매's cause cell wrapped under its row with a speck read as a rank (`1 강제경매개시결정(20`) starts no row", () => {
    const auction = generateCertificate(`${sampleAddresses(1, 433)[0]} [강제경매]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(auction).text;
    assert.match(text, /^강제경매개시결정\(/m);
    const result = analyzeRegistryText(text.replace(/^강제경매개시결정\(/m, '1 강제경매개시결정('), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, auction), []);
  });

  test('on the 현재 유효사항 form, an entry whose rank OCR misread (`8 근저당권설정`) takes the rank its 부기 names (`1-1 1번근저당권이전`)', () => {
    const current = generateCertificate(`${sampleAddresses(1, 434)[0]} [유효사항] [근저당이전]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(current).text;
    assert.match(text, /^1 근저당권설정 /m);
    assert.match(text, /^1-1 1번근저당권이전 /m);
    const result = analyzeRegistryText(text.replace(/^1 근저당권설정 /m, '8 근저당권설정 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, current), []);
  });

  test('a joint 신탁 whose purpose OCR misread (`션탁 신탁원부 제2024-…호`) is still the trust, found by its 신탁원부', () => {
    const trusted = generateCertificate(`${sampleAddresses(1, 440)[0]} [신탁]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(trusted).text;
    assert.match(text, /^신탁 신탁원부 /m);
    const result = analyzeRegistryText(text.replace(/^신탁 신탁원부 /m, '션탁 신탁원부 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, trusted), []);
    assert.ok(result.rights.some((right) => right.kind === 'TRUST' && !right.cancelled));
  });

  test('a trust whose joint 신탁 row OCR lost altogether is still found, by the trustee its transfer names', () => {
    const trusted = generateCertificate(`${sampleAddresses(1, 440)[0]} [신탁]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(trusted).text;
    assert.match(text, /^신탁 신탁원부 .*\n/m);
    const result = analyzeRegistryText(text.replace(/^신탁 신탁원부 .*\n/m, ''), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, trusted), []);
    assert.ok(result.findings.some((finding) => finding.code === 'TRUST_REGISTERED'));
  });

  test("a share's wrapped `압류` read as `압우` (`2번한지민지분가` / `압우`) is still the seizure", () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    const result = analyzeRegistryText(text.replace(/^압류 (제\d+호)/m, '압우 $1'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
  });

  test("a dated field of a holder's cell with a speck read as the next rank (`2 확정일자 2018년6월28일`) starts no row", () => {
    const tenancy = generateCertificate(`${sampleAddresses(1, 442)[0]} [임차권등기]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(tenancy).text;
    assert.match(text, /^1 주택임차권 /m);
    assert.match(text, /^확정일자 \d{4}년/m);
    const result = analyzeRegistryText(text.replace(/^확정일자 (\d{4}년)/m, '2 확정일자 $1'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, tenancy), []);
  });

  test("a holder's role word whose first syllable OCR misread, after a speck read as a rank (`0. - 고저당권자 …`), starts no row", () => {
    const mortgaged = generateCertificate(`${sampleAddresses(1, 443)[0]} [근저당 240000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(mortgaged).text;
    assert.match(text, /^근저당권자 /m);
    const result = analyzeRegistryText(text.replace(/^근저당권자 /m, '0. - 고저당권자 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, mortgaged), []);
  });

  test('a co-owner whose name and number OCR joined with a speck (`한연성.691118-…`) is still an owner', () => {
    const shared = generateCertificate(`${sampleAddresses(1, 410)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    const [, second] = shared.currentOwners;
    assert.ok(second && text.includes(`${second} `));
    const result = analyzeRegistryText(text.replace(`${second} `, `${second}.`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);
  });

  test('`경매` read as `경메` is still the auction', () => {
    const auction = generateCertificate(`${sampleAddresses(1, 408)[0]} [강제경매]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(auction).text;
    assert.match(text, /^\d+ 강제경매개시결정/m);
    const result = analyzeRegistryText(text.replace(/^(\d+) 강제경매개시결정/m, '때 강제경메개시결정'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, auction), []);
    assert.ok(result.findings.some((f) => f.code === 'AUCTION_STARTED'));
  });
});

describe('damage that cost a row, a section or a list', () => {
  test("a syllable read before an ownership row's rank (`일 3 소유권이전`) still starts the row, and its owner is the owner", () => {
    const sold = generateCertificate(`${sampleAddresses(1, 451)[0]} [이력 3]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(sold).text;
    assert.match(text, /^3 소유권이전 /m);
    const result = analyzeRegistryText(text.replace(/^3 소유권이전 /m, '일 3 소유권이전 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, sold), []);
  });

  test('a 을구 heading with digits OCR added after it (`… 관한 사항 ) 001 9`) still opens 을구, whose first rank OCR lost (`+ 근저당권설정`)', () => {
    const mortgaged = generateCertificate(`${sampleAddresses(1, 452)[0]} [근저당 240000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(mortgaged).text;
    assert.match(text, /^【 을 구 】.*\n.*\n1 근저당권설정 /m);
    const result = analyzeRegistryText(
      text
        .replace(/^(【 을 구 】.*)$/m, '$1 001 9')
        .replace(/^(【 을 구 】.*\n.*\n)1 근저당권설정 /m, '$1+ 근저당권설정 '),
      { analyzedAt: ISSUED_AT },
    );
    assert.deepEqual(problemsAgainstTruth(result, mortgaged), []);
    assert.ok(result.rights.every((right) => right.section === 'EULGU' || right.kind !== 'MORTGAGE'));
  });

  test('a list of cancellations after a sale whose wrapped `기말소` OCR lost (`3번근저당권설정,` / `4번주택임차권등`) still cancels every entry it lists', () => {
    const sale = generateCertificate(`${sampleAddresses(1, 453)[0]} [근저당 240000000] [임차권등기] [매각말소]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(sale).text;
    const list = /^(\d+ \d+번[가-힣]+, .*\n(?:.*\n)*?)([^\n]*?)기말소( .*)?$/m;
    assert.match(text, list);
    const cut = text.replace(
      list,
      (_all, head: string, before: string, after: string | undefined) => `${head}${before}${after ?? ''}`,
    );
    assert.doesNotMatch(cut.slice(cut.indexOf('【 을 구 】')), /기말소/);
    const result = analyzeRegistryText(cut, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, sale), []);
  });

  test('a list closed by a damaged 말소 (`11번전세권설정등` / `기말5`) takes in no more lines: the next row, its rank lost (`3번근저당권설정등기말소 2025년…`), stays a row of its own', () => {
    const sale = generateCertificate(
      '서울특별시 강남구 개포로 153, 104동 1803호 [근저당말소] [매각말소] [임차권 410000000] [전세권변경] [지분이전] [이력 3]',
      { issuedAt: ISSUED_AT },
    );
    const text = layoutCertificate(sale).text;
    const listEnd = /\n기말소\n(?=-- 이 하 여 백 --)/;
    assert.match(text, listEnd, 'the fixture ends 을구 with a list whose `기말소` wraps onto a line of its own');
    // A row after the list that OCR printed without its rank: it starts with its reference, as a list's next piece would.
    const nextRow = '3번근저당권설정등기말소 2025년11월20일 2025년11월19일\n제50000호 해지';
    const withClose = (close: string) =>
      analyzeRegistryText(text.replace(listEnd, `\n${close}\n${nextRow}\n`), { analyzedAt: ISSUED_AT });
    const rightsOf = (result: ReturnType<typeof analyzeRegistryText>) =>
      result.rights.map(({ text: _text, ...right }) => right);
    const printed = withClose('기말소');
    assert.equal(printed.rights.at(-1)?.rank, '13', 'undamaged, the row after the list is row 13');
    for (const close of ['기말5', '기말%', '기발소', '지말%', '기발', '벌발소'])
      assert.deepEqual(rightsOf(withClose(close)), rightsOf(printed), close);
  });

  test('`젼세권` for `전세권` in a 부기 (`3-1 3번젼세권변경`): the amended 전세금 is the one in force', () => {
    const amended = generateCertificate(`${sampleAddresses(1, 454)[0]} [전세권변경]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(amended).text;
    assert.match(text, /^\d+-1 \d+번전세권변경 /m);
    const result = analyzeRegistryText(text.replace(/^(\d+-1 \d+번)전세권변경 /m, '$1젼세권변경 '), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
  });

  test("a share's wrapped `압류` read as `압료` (`2번…지분가` / `압료`) is still the seizure", () => {
    const onShare = generateCertificate(`${sampleAddresses(1, 411)[0]} [지분가압류]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(onShare).text;
    assert.match(text, /^압류 (제\d+호)/m);
    const result = analyzeRegistryText(text.replace(/^압류 (제\d+호)/m, '압료 $1'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, onShare), []);
  });

  test("a row whose rank and purpose OCR both misread (`8 ':가일류` for `3 가압류`) is found by its two dates and the receipt under them", () => {
    const seized = generateCertificate(`${sampleAddresses(1, 455)[0]} [가압류 65000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(seized).text;
    const row = /^(\d+) 가압류 (\d{4}년)/m;
    const rank = row.exec(text)?.[1];
    assert.ok(rank, 'the fixture has a ranked 가압류 row');
    const misread = String((Number(rank) + 5) % 10);
    const result = analyzeRegistryText(text.replace(row, `${misread} ':가일류 $2`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, seized), []);
    assert.equal(result.riskLevel, 'DANGER');
  });

  test('a cancellation whose reference gained a digit from a speck (`71번근저당권설정` in row 2) cancels the entry it can mean, and invents none', () => {
    const text = damaged([/^4 3번근저당권설정/m, '4 73번근저당권설정']);
    assertMatchesTruth(text);
  });

  test('a first row whose rank OCR read as a syllable and whose purpose it garbled between 저 and 권설 (`후 고저망권설정 、`, then `제23305초`) is still the mortgage, its amount read', () => {
    const text = damaged(
      [/^1 근저당권설정 (.*) 채권최고액 금/m, '후 고저망권설정 、 $1 채권회고액금'],
      [/^제(\d+)호 설정계약/m, '제$1초 설정계약'],
    );
    assertMatchesTruth(text);
  });

  test('a cancellation whose `등기말소` OCR read as `듬지발소` or `등지발소` still cancels the entry it names', () => {
    for (const misread of ['듬지발소', '등지발소'])
      assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, `${misread} $1`]));
  });

  test('a wrapped `등기말소` OCR read as `능기맡소` behind specks (`-. 능기맡소 제60749호`, seed 9677) still cancels the entry it names', () => {
    for (const misread of ['-. 능기맡소', '능기맡소', '. 등기맡소'])
      assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, `${misread} $1`]));
  });

  test('a wrapped `등기말소` after specks read as a rank and a lone syllable (`6 주 등기말소 제34855호`, seed 9811) still cancels the entry it names', () => {
    for (const specks of ['6 주', '5 아', '주'])
      assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, `${specks} 등기말소 $1`]));
  });

  test('a wrapped `등기말소` OCR read as `등저말<` (`등저말< 제53558호`, seed 9839) still cancels the entry it names', () => {
    for (const misread of ['등저말<', '등저말소', '등기말<'])
      assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, `${misread} $1`]));
  });

  test('a wrapped `등기말소` OCR read as `등겨밀소` (`등겨밀소 제54500호`, seed 9791) still cancels the entry it names', () => {
    for (const misread of ['등겨밀소', '등겨말소', '능겨발소'])
      assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, `${misread} $1`]));
  });

  test('a row whose rank OCR read as a syllable and whose 접수 date lost its 년 and read 월 as 일 (`그 근쩌당권설정 202210일19일`) still starts its row', () => {
    const text = damaged([/^3 근저당권설정 (\d{4})년(\d+)월(\d+)일/m, '그 근쩌당권설정 $1$2일$3일']);
    assertMatchesTruth(text);
  });

  test('a 부기 whose rank lost its hyphen and whose 번 OCR read as 변 (`1 2 1변근저당권변경`) is still 1-2, which the later 부기등기말소 cancels', () => {
    const amended = generateCertificate(`${sampleAddresses(1, 460)[0]} [부기말소]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(amended).text;
    assert.match(text, /^1-2 1번근저당권변경 /m);
    const result = analyzeRegistryText(text.replace(/^1-2 1번근저당권변경 /m, '1 2 1변근저당권변경 '), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
    assert.equal(result.rights.filter((right) => right.kind === 'MORTGAGE').length, 1);
  });

  test("a 부기등기말소 whose rank OCR read as a mark (`~ 1-2번부기등기말`, its wrapped 소 read as 쁘) cancels 부기 1-2, not entry 2: the amount is the first 변경's", () => {
    const amended = generateCertificate(`${sampleAddresses(1, 460)[0]} [부기말소]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(amended).text;
    assert.match(text, /^1-3 1-2번부기등기말 (.*)\n소 제/m);
    const result = analyzeRegistryText(
      text.replace(/^1-3 1-2번부기등기말 (.*)\n소 제/m, '~ 1-2번부기등기말 $1\n쁘 제'),
      {
        analyzedAt: ISSUED_AT,
      },
    );
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
  });

  test('a 부기등기말소 whose reference lost its hyphen to a ㄱ (`1ㄱ2번부기등기말`) still cancels 부기 1-2; a 부기 rank that lost its digit (`1- 1번근저당권변경`) is still 1-1', () => {
    const amended = generateCertificate(`${sampleAddresses(1, 460)[0]} [부기말소]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(amended).text;
    assert.match(text, /^1-3 1-2번부기등기말 /m);
    assert.match(text, /^1-1 1번근저당권변경 /m);
    const result = analyzeRegistryText(
      text.replace(/^1-3 1-2번부기등기말 /m, '1-3 1ㄱ2번부기등기말 ').replace(/^1-1 1번/m, '1- 1번'),
      { analyzedAt: ISSUED_AT },
    );
    assert.deepEqual(problemsAgainstTruth(result, amended), []);
  });

  test('a 가등기 whose 청구권 OCR read as 헝구권, 정구권 or 칭구권 (`소유권이전헝구권`) reads as 청구권, so it is no transfer', () => {
    // The row as tesseract read it in a scan of a cancelled 가등기 (seed 6481), where the classifier took it for a 소유권이전.
    for (const misread of ['헝구권', '정구권', '칭구권']) {
      const line = normalizeLine(`2 소유권이전${misread} _2003년6윌27일ㆍ 2003년6윌25일 가등기권자 임지지 630326 ***`);
      assert.match(line?.compact ?? '', /^2소유권이전청구권2003년/, misread);
      assert.equal(classifyPurpose('소유권이전청구권').kind, 'PROVISIONAL_REGISTRATION');
    }
  });

  describe('two amended mortgages, the second 부기 of the second cancelled (`2-3 2-2번부기등기말소`)', () => {
    const twoAmended = generateCertificate(`${sampleAddresses(1, 460)[0]} [근저당변경] [부기말소]`, {
      issuedAt: ISSUED_AT,
    });
    const twoAmendedText = layoutCertificate(twoAmended).text;
    const amendedDebt = twoAmended.securedDebtKrw;

    test('the fixture: 1-1 amends entry 1; 2-1 and 2-2 amend entry 2; 2-3 cancels 2-2', () => {
      for (const row of [
        /^1-1 1번근저당권변경 /m,
        /^2-1 2번근저당권변경 /m,
        /^2-2 2번근저당권변경 /m,
        /^2-3 2-2번부기등기말 /m,
      ])
        assert.match(twoAmendedText, row);
      assertNoProblems(twoAmendedText);
    });

    test('a 부기 whose hyphen was lost and whose 번 OCR read as 넌 or 법 (`22 2넌근저당권변경`) is 2-2, which 2-3 cancels: no third mortgage', () => {
      for (const damage of ['22 2넌근저당권변경 ', '22 2법근저당권변경 ', '2-2 2넌근저당권변경 ']) {
        const text = twoAmendedText.replace(/^2-2 2번근저당권변경 /m, damage);
        assertNoProblems(text, damage);
      }
    });

    test('a 부기등기말소 whose 부기 OCR lost cancels no 부기 of another entry: 1-1 still amends entry 1', () => {
      // The rows of 2-2 gone (its two lines unread): 2-3 names a 부기 no row holds.
      const text = twoAmendedText.replace(/^2-2 2번근저당권변경 .*\n.*\n/m, '');
      assert.notEqual(text, twoAmendedText);
      const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
      const first = result.rights.find((right) => right.section === 'EULGU' && right.rank === '1');
      assert.deepEqual(first?.amendedBy, ['1-1']);
      assert.equal(result.securedDebtKrw, amendedDebt);
    });

    test("a 부기등기말소 whose sub-number OCR misread (`2-3 2-4번부기등기말소`) never cancels another entry's 부기: 1-1 still amends entry 1", () => {
      for (const damage of ['2-3 2-4번부기등기말 ', '2-3 2-9번부기등기말 ']) {
        const text = twoAmendedText.replace(/^2-3 2-2번부기등기말 /m, damage);
        assert.notEqual(text, twoAmendedText);
        const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
        const first = result.rights.find((right) => right.section === 'EULGU' && right.rank === '1');
        const truthOfFirst = twoAmended.rights.find((right) => right.section === 'EULGU' && right.rank === '1');
        assert.deepEqual(first?.amendedBy, ['1-1'], damage);
        assert.equal(first?.amountKrw, truthOfFirst?.amountKrw, damage);
      }
    });

    test('a misread 부기 reference (`2-4`) cancels the one 부기 of its entry in force, and never the one of another entry', () => {
      const misread = (text: string) => text.replace(/^2-3 2-2번부기등기말 /m, '2-3 2-4번부기등기말 ');
      const amendmentsOf = (text: string, rank: string) =>
        analyzeRegistryText(text, { analyzedAt: ISSUED_AT }).rights.find(
          (right) => right.section === 'EULGU' && right.rank === rank,
        )?.amendedBy;
      // 2-1's rows unread: 2-2 is entry 2's one 부기 in force, with 1-1 of entry 1 beside it.
      const withoutTwoOne = misread(twoAmendedText.replace(/^2-1 2번근저당권변경 .*\n.*\n/m, ''));
      assert.doesNotMatch(withoutTwoOne, /^2-1 /m);
      assert.deepEqual(amendmentsOf(withoutTwoOne, '2'), [], '2-3 cancels 2-2');
      assert.deepEqual(amendmentsOf(withoutTwoOne, '1'), ['1-1']);
      // 2-1's and 2-2's rows unread: no 부기 of entry 2 is left, and 1-1 is the only one in force.
      const withoutBoth = misread(
        twoAmendedText.replace(/^2-1 2번근저당권변경 .*\n.*\n/m, '').replace(/^2-2 2번근저당권변경 .*\n.*\n/m, ''),
      );
      assert.doesNotMatch(withoutBoth, /^2-[12] /m);
      assert.deepEqual(amendmentsOf(withoutBoth, '1'), ['1-1'], '2-3 names no 부기 of entry 1');
    });

    test('a whole 부기 rank whose reference OCR doubled (`1-1 11번근저당권변경`, `2-1 22번…`) amends the entry its rank names', () => {
      for (const [row, damage] of [
        [/^1-1 1번근저당권변경 /m, '1-1 11번근저당권변경 '],
        [/^2-1 2번근저당권변경 /m, '2-1 22번근저당권변경 '],
      ] as const)
        assertNoProblems(twoAmendedText.replace(row, damage), damage);
    });

    test('a 부기 rank whose entry and hyphen OCR read as one syllable (`고 1 2번근저당권변경` for `2-1`) still amends entry 2', () => {
      for (const syllable of ['고', '그'])
        assertNoProblems(twoAmendedText.replace(/^2-1 2번근저당권변경 /m, `${syllable} 1 2번근저당권변경 `), syllable);
    });

    test('a 부기 whose hyphen OCR lost after a speck read as a digit, its 변경 read as 변정 (`8 2 1 2번근저당권변정`), is still 2-1', () => {
      for (const damage of ['8 2 1 2번근저당권변정 ', '2 1 2번근저당권변정 ', '8 2 1 2번근저당권변경 '])
        assertNoProblems(twoAmendedText.replace(/^2-1 2번근저당권변경 /m, damage), damage);
    });

    test('a 부기 whose 변경 OCR read as 번경, its hyphen read as a digit or not (`231 2번근저망권번경`, seed 9767), is still 2-1', () => {
      for (const damage of ['231 2번근저당권번경 ', '281 2번근저망권번경 ', '2-1 2번근저당권번경 '])
        assertNoProblems(twoAmendedText.replace(/^2-1 2번근저당권변경 /m, damage), damage);
    });

    function assertNoProblems(text: string, message?: string): void {
      const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, twoAmended), [], message);
      assert.equal(result.securedDebtKrw, amendedDebt, message);
    }
  });

  test('a row whose rank follows a syllable and a `0` OCR read from specks (`이 0 1 근저당권설정`) still starts, with its rank', () => {
    assertMatchesTruth(damaged([/^1 근저당권설정 /m, '이 0 1 근저당권설정 ']));
  });

  test('a row whose rank follows a speck read as a digit and one read as a syllable (`1 네 2 근저당권설정`) still starts, with its rank', () => {
    assertMatchesTruth(damaged([/^2 근저당권설정 /m, '1 네 2 근저당권설정 ']));
  });

  test('the first row of 을구 whose rank and both dates OCR made unreadable (`+ 근쩌당권설정 오마주 소일 |온012123릴 일`) is still a right', () => {
    assertMatchesTruth(damaged([/^1 근저당권설정 \S+ \S+ /m, '+ 근쩌당권설정 오마주 소일 |온012123릴 일 ']));
  });

  test("a 주택임차권's cause cell with specks read as a rank (`0, 9 임차권등기명령(202`) starts no row, and the ranks after it stay theirs", () => {
    const registered = generateCertificate(`${sampleAddresses(1, 461)[0]} [임차권등기] [근저당 240000000]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(registered).text;
    assert.match(text, /^임차권등기명령\(/m);
    const result = analyzeRegistryText(text.replace(/^임차권등기명령\(/m, '0, 9 임차권등기명령('), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, registered), []);
  });

  test("a 가압류's cause cell whose parenthesis OCR lost, after a speck read as a rank (`0 가압류결정2018카`), starts no row", () => {
    const seized = generateCertificate(`${sampleAddresses(1, 470)[0]} [가압류 132000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(seized).text;
    assert.match(text, /^가압류결정\((\d{4})카/m);
    const result = analyzeRegistryText(text.replace(/^가압류결정\((\d{4})카/m, '0 가압류결정$1카'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, seized), []);
  });

  test("a co-owner's share with a speck after 지분 (`지분.2분의 1`) is still that owner's share", () => {
    const shared = generateCertificate(`${sampleAddresses(1, 410)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    assert.match(text, /매매 지분 2분의 1/);
    const result = analyzeRegistryText(text.replace('매매 지분 2분의 1', '매매 지분.2분의 1'), {
      analyzedAt: ISSUED_AT,
    });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);
  });

  test("a co-owner's share with a speck after 분의 (`2분의.1`, `2분의ㄱ1`) or 지분 read as `저분` is still that owner's share", () => {
    const shared = generateCertificate(`${sampleAddresses(1, 410)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    for (const misread of ['매매 지분 2분의.1', '매매 지분 2분의ㄱ1', '매매 저분 2분의 1']) {
      const result = analyzeRegistryText(text.replace('매매 지분 2분의 1', misread), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, shared), [], misread);
    }
  });

  test("a speck read as a digit after a co-owner's share (`지분 2분의 1 8`) does not make the share 18 halves", () => {
    const shared = generateCertificate(`${sampleAddresses(1, 410)[0]} [공유]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    assert.match(text, /^지분 2분의 1$/m);
    const result = analyzeRegistryText(text.replace(/^지분 2분의 1$/m, '지분 2분의 1 8'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);
  });

  test("a holder's role word after specks read as a `0` and a syllable (`0 이 근저당권자 …`) starts no row", () => {
    assertMatchesTruth(damaged([/^근저당권자 /m, '0 이 근저당권자 ']));
  });

  test('a 을구 caption OCR put on a line of its own (`( 소유권 이외의 권리에 관한 사항 )`) is no row, and the ranks stay theirs', () => {
    assertMatchesTruth(damaged([/^【 을 구 】 \(/m, '【 을 구 】\n(']));
  });

  test('`저세권설정` (전 without its ㄴ) is no mortgage', () => {
    const leased = generateCertificate(`${sampleAddresses(1, 454)[0]} [전세권변경]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(leased).text;
    assert.match(text, /^\d+ 전세권설정 /m);
    const result = analyzeRegistryText(text.replace(/^(\d+) 전세권설정 /m, '$1 저세권설정 '), {
      analyzedAt: ISSUED_AT,
    });
    assert.equal(
      result.rights.filter((right) => right.kind === 'MORTGAGE').length,
      leased.rights.filter((right) => right.kind === 'MORTGAGE').length,
    );
  });

  test('a 전세권변경 whose 세 OCR read as 제 or 체 (`6번전제권변경`) still changes the 전세금', () => {
    const leased = generateCertificate(`${sampleAddresses(1, 454)[0]} [전세권변경]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(leased).text;
    assert.match(text, /\d번전세권변경/);
    for (const lookAlike of ['제', '체']) {
      const result = analyzeRegistryText(text.replace(/(\d번)전세권변경/, `$1전${lookAlike}권변경`), {
        analyzedAt: ISSUED_AT,
      });
      assert.deepEqual(problemsAgainstTruth(result, leased), [], lookAlike);
    }
  });

  test('a cancellation whose `등기말소` OCR read as `등지말쏘` still cancels the entry it names', () => {
    assertMatchesTruth(damaged([/^등기말소 (제\d+호)/m, '등지말쏘 $1']));
  });
});

describe('rows whose rank and purpose OCR garbled', () => {
  const seized = generateCertificate(`${sampleAddresses(1, 409)[0]} [압류] [가압류 60000000]`, { issuedAt: ISSUED_AT });
  const text = layoutCertificate(seized).text;

  test('`응 일류` for `3 압류`: the row is found by its two dates and the receipt number under them, its kind from its cells', () => {
    const row = /^(\d+) 압류 (\d{4}년)/m.exec(text);
    assert.ok(row, 'the fixture has a 압류 row');
    const result = analyzeRegistryText(text.replace(row[0], `응 일류 ${row[2]}`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, seized), []);
  });

  test('a rank read as a mark or a syllable, with `념` for `년` or a digit doubled in its date, still starts its row', () => {
    const mortgaged = generateCertificate(`${sampleAddresses(1, 410)[0]} [근저당 240000000]`, { issuedAt: ISSUED_AT });
    const printed = layoutCertificate(mortgaged).text;
    const row = /^(\d+) 근저당권설정 (\d{4})년/m.exec(printed);
    assert.ok(row, 'the fixture has a 근저당권설정 row');
    for (const damaged of [`글 곤저당권설정 ${row[2]}념`, `+ 근쩌당권설정 ${row[2]}5년`]) {
      const result = analyzeRegistryText(printed.replace(row[0], damaged), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, mortgaged), [], damaged);
    }
    // …and with its 접수 date's 년 lost and its digits changed (`국 근저당권설정 20220월0일` for
    // `3 근저당권설정 2022년9월9일`): no date there to read, the purpose still starts the row.
    const withDate = /^(\d+) 근저당권설정 (\d{4})년\d{1,2}월\d{1,2}일/m.exec(printed);
    assert.ok(withDate);
    const lost = `국 근저당권설정 ${withDate[2]}0월0일`;
    const result = analyzeRegistryText(printed.replace(withDate[0], lost), { analyzedAt: ISSUED_AT });
    const mortgage = result.rights.find((right) => right.kind === 'MORTGAGE' && right.rank === withDate[1]);
    assert.equal(mortgage?.amountKrw, 240_000_000, lost);
  });

  test('rank 7 read as the syllable 구, its dates garbled (`구 근쩌당권설정 고025면구월3임> - …`), keeps its amount', () => {
    const mortgaged = generateCertificate(
      `${sampleAddresses(1, 412)[0]} [근저당 110000000] [근저당말소 120000000] [근저당말소 130000000] [근저당 456000000] [근저당 150000000] [근저당 160000000] [근저당 170000000]`,
      { issuedAt: ISSUED_AT },
    );
    const printed = layoutCertificate(mortgaged).text;
    const row = /^7 근저당권설정 (\d{4})년(\d{1,2})월(\d{1,2})일 \d{4}년\d{1,2}월\d{1,2}일/m.exec(printed);
    assert.ok(row, 'the fixture has a 근저당권설정 row ranked 7');
    const lost = `구 근쩌당권설정 고${row[1].slice(1)}면구월3임> - ${row[1]}${row[2]}월${row[3]}일`;
    const result = analyzeRegistryText(printed.replace(row[0], lost), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, mortgaged), [], lost);
  });

  test('a speck before a role word (`3 근저당권자 …`) on a continuation line starts no row', () => {
    const mortgaged = generateCertificate(`${sampleAddresses(1, 411)[0]} [근저당 240000000]`, { issuedAt: ISSUED_AT });
    const printed = layoutCertificate(mortgaged).text;
    assert.match(printed, /^근저당권자 /m, 'the fixture has a 근저당권자 line');
    const result = analyzeRegistryText(printed.replace(/^근저당권자 /m, '3 근저당권자 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, mortgaged), []);
  });

  test('a 등기명의인표시변경 whose `N-1` OCR read as `N1` or `1` stays the 부기 of entry N, and the ranks after it stay theirs', () => {
    const moved = sampleAddresses(400, 77)
      .map((address) => generateCertificate(`${address} [가압류 30000000] [압류]`, { issuedAt: ISSUED_AT }))
      .find((truth) => /^(\d+)-1 \1번등기명의인/m.test(layoutCertificate(truth).text));
    assert.ok(moved, 'a sample certificate has an owner who moved');
    const printed = layoutCertificate(moved).text;
    const [line, rank] = /^(\d+)-1 (?=\1번등기명의인)/m.exec(printed)!;
    for (const damaged of [`${rank}1 `, '1 ']) {
      const result = analyzeRegistryText(printed.replace(line, damaged), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, moved), [], damaged);
    }
  });

  test('look-alikes in the words the analysis keys on: 등기밀소, 등거말소, 주석회사, 근저탕권설정, a jamo before the rank', () => {
    const truth = generateCertificate(
      `${sampleAddresses(1, 412)[0]} [근저당말소 120000000] [근저당 240000000] [압류]`,
      { issuedAt: ISSUED_AT },
    );
    const printed = layoutCertificate(truth).text;
    assert.match(printed, /등기말소/);
    assert.match(printed, /^\d+ 근저당권설정/m);
    assert.match(printed, /^\d+ 압류/m);
    const damaged = printed
      .replace(/등기말소/, '등기밀소')
      .replace(/등기말소/, '등거말소')
      .replace(/주식회사/g, '주석회사')
      .replace(/^(\d+) 근저당권설정/m, '$1 근저탕권설정')
      .replace(/^(\d+) 압류/m, 'ㅎ$1 압류');
    const result = analyzeRegistryText(damaged, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, truth), []);
  });

  test('`과압류` for `가압류`: its 청구금액 and 가압류결정 keep it a provisional seizure', () => {
    assert.match(text, /^\d+ 가압류 /m);
    const result = analyzeRegistryText(text.replace(/^(\d+) 가압류 /m, '$1 과압류 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, seized), []);
  });

  test('a 부기 `N-k` whose reference lost its digit altogether (`2-1 번근저당권이전`) hands entry N to the new creditor, not the entry amended before it', () => {
    // Entry 1 amended (1-1), entry 2 handed on (2-1): the lost reference is 2, not the entry amended before it.
    const moved = generateCertificate(`${sampleAddresses(1, 470)[0]} [근저당변경] [근저당이전]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(moved).text;
    const row = /^(2-1) 2번근저당권이전 /m;
    assert.match(text, /^1-1 1번근저당권변경 /m);
    assert.match(text, row);
    const result = analyzeRegistryText(text.replace(row, '$1 번근저당권이전 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, moved), []);
  });

  test('a 부기 whose 이전 OCR read as 아전 or 어전 (`1-1 1번근저당권아전`, seed 9811) still hands the mortgage to the new creditor', () => {
    const moved = generateCertificate(`${sampleAddresses(1, 470)[0]} [근저당변경] [근저당이전]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(moved).text;
    const row = /^(2-1 2번근저당권)이전 /m;
    assert.match(text, row);
    for (const misread of ['아전', '어전']) {
      const result = analyzeRegistryText(text.replace(row, `$1${misread} `), { analyzedAt: ISSUED_AT });
      assert.deepEqual(problemsAgainstTruth(result, moved), [], misread);
    }
  });

  test('a transfer to a trustee whose rank OCR lost, right under a 가등기 (`소유권이전 … 수탁자 …`, seed 9829), is no 본등기: the 가등기 stays pending and the trust is read', () => {
    const trusted = generateCertificate(`${sampleAddresses(1, 480)[0]} [가등기] [신탁]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(trusted).text;
    const row = /^5 (소유권이전 \d{4}년\d+월\d+일 \d{4}년\d+월\d+일 수탁자 )/m;
    assert.match(text, /^4 소유권이전청구권 /m);
    assert.match(text, row);
    const result = analyzeRegistryText(text.replace(row, '$1'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, trusted), []);
    assert.equal(result.riskLevel, 'DANGER', 'a home in trust');
  });

  test('`건세권설정` for `전세권설정`, its rank read as a syllable and its other cells misread (`그 건세권설정`, `천셰금`, `건세권자`): still the 전세권', () => {
    const leased = generateCertificate(`${sampleAddresses(1, 471)[0]} [전세권 300000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(leased).text;
    const row = /^\d+ 전세권설정 /m;
    assert.match(text, row);
    assert.match(text, /전세금 금/);
    assert.match(text, /^전세권자 /m);
    // Its other cells misread too (`천셰금`, `건세권자`), so nothing else names the kind.
    const damagedText = text
      .replace(row, '그 건세권설정 ')
      .replace(/전세금 금/, '천셰금 금')
      .replace(/^전세권자 /m, '건세권자 ');
    const result = analyzeRegistryText(damagedText, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, leased), []);
  });

  test('a 말소 whose reference lost its digit with nothing in its place (`2 번근저당권설정` / `등기말소`) cancels the one earlier mortgage, adding none', () => {
    const paid = generateCertificate(`${sampleAddresses(1, 473)[0]} [근저당말소 360000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(paid).text;
    const row = /^(\d+) \d+번근저당권설정 /m;
    assert.match(text, row);
    const result = analyzeRegistryText(text.replace(row, '$1 번근저당권설정 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, paid), []);
  });

  test('a wrapped 경매 cause whose case number ran into the next column (`강제경매개시결정(200 _1404호(…`) starts no row', () => {
    const auctioned = generateCertificate(`${sampleAddresses(1, 474)[0]} [강제경매]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(auctioned).text;
    const cause = /^강제경매개시결정\(20 /m;
    assert.match(text, cause, 'the fixture wraps the cause cell under its row');
    const result = analyzeRegistryText(text.replace(cause, '강제경매개시결정(200 _'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, auctioned), []);
  });

  test('a mortgage on a share whose 지분 OCR read as 지본 where its purpose wraps (`3번황하서지본전` / `부근저당권설정`)', () => {
    const shared = generateCertificate(`${sampleAddresses(40, 420)[0]} [공유] [지분근저당]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(shared).text;
    const row = /^(\d+) (\d+번[가-힣]{2,4})지분전 /m;
    assert.match(text, row, 'the fixture wraps the purpose after 지분전');
    const result = analyzeRegistryText(text.replace(row, '국 $2지본전 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, shared), []);
  });

  test("a share's 압류 wrapped after 압 whose 류 OCR read as 두, 듀, 뉴 or 에 (`2번김민하지분압` / `두 제63943호`) is a seizure on that share", () => {
    for (const misread of ['두', '듀', '뉴', '루', '에']) {
      const reading = classifyPurpose(`2번김민하지분압${misread}`);
      assert.equal(reading.kind, 'SEIZURE', misread);
      assert.equal(reading.shareOf, '김민하', misread);
    }
  });

  test('a company holding a mortgage, its 근저당권자 read as `근저당권가` after a speck read as a rank (`900 근저당권가 주식회사우리은행`), starts no row', () => {
    const mortgaged = generateCertificate(`${sampleAddresses(1, 472)[0]} [근저당 240000000] [근저당 120000000]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(mortgaged).text;
    const holder = /^근저당권자 (주식회사[가-힣]+)$/m;
    assert.match(text, holder, 'the fixture prints a company as 근저당권자 on a line of its own');
    const result = analyzeRegistryText(text.replace(holder, '900 근저당권가 $1'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, mortgaged), []);
  });
});

describe('purposes and ranks behind specks, and look-alikes in their words', () => {
  /** The fixture with these tags, damaged as `damage` does to its printed text, still read as its truth. */
  function assertDamagedTextRead(tags: string, damage: (text: string) => string, label: string): void {
    const certificate = generateCertificate(`${sampleAddresses(1, 480)[0]} ${tags}`, { issuedAt: ISSUED_AT });
    const result = analyzeRegistryText(damage(layoutCertificate(certificate).text), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), [], label);
    assert.equal(result.securedDebtKrw, certificate.securedDebtKrw, label);
  }

  function assertDamageRead(tags: string, row: RegExp, damage: string): void {
    assertDamagedTextRead(
      tags,
      (text) => {
        assert.match(text, row, `the fixture prints ${row}`);
        return text.replace(row, damage);
      },
      damage,
    );
  }

  test('a rank OCR broke onto a line of its own before a reference of two digits (`11` / `10번근저당권설정 …`) is that rank: the reference is not rank 1 glued to `0번`', () => {
    const address =
      '서울특별시 서대문구 수색로 210, 109동 205호 [근저당말소] [부기말소] [체납압류] [임차권등기] [전세권 200000000] [이력 3]';
    const certificate = generateCertificate(address, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    const row = /^(1\d) (1\d번근저당권설정 )/m.exec(text);
    assert.ok(row, 'the fixture cancels a mortgage ranked 10 or more from a row ranked 10 or more');
    const result = analyzeRegistryText(text.replace(row[0], `${row[1]}\n${row[2]}`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), []);
  });

  test('a mortgage whose rank OCR read as a syllable and dashes (`긍 - - 곤저당권설정`) is a mortgage by its purpose when no other cell says so', () => {
    const damage = (text: string): string => {
      const row = /^2 근저당권설정 /m.exec(text);
      assert.ok(row, 'the fixture prints mortgage 2');
      // Every other cell that names a mortgage damaged as well (채권회고액, 설정게약, 채무지, 근쩌당권자): the purpose must tell.
      const after = text
        .slice(row.index)
        .replace('채권최고액', '채권회고액')
        .replace('설정계약', '설정게약')
        .replace('채무자', '채무지')
        .replace('근저당권자', '근쩌당권자');
      return `${text.slice(0, row.index)}${after.replace(/^2 근저당권설정 /, '긍 - - 곤저당권설정 ')}`;
    };
    assertDamagedTextRead('[근저당변경] [부기말소]', damage, '긍 - - 곤저당권설정');
  });

  test('a 부기 whose rank OCR read as a digit and a syllable and whose 접수 year lost its first digits (`2긋 2번근저당권변경 굿826년…`) is the next 부기 of its entry, so the cancellation of it after it cancels it', () => {
    // The cancellation after it lost its rank too (`극= 2-2번부기등기말`): 부기 2-2 must exist for it to cancel.
    const damage = (text: string): string => {
      assert.match(text, /^2-2 2번근저당권변경 2026년/m);
      assert.match(text, /^2-3 2-2번부기등기말/m);
      return text
        .replace(/^2-2 2번근저당권변경 2026년/m, '2긋 2번근저당권변경 굿826년')
        .replace(/^2-3 2-2번부기등기말/m, '극= 2-2번부기등기말');
    };
    assertDamagedTextRead('[근저당변경] [부기말소]', damage, '2긋 … 극=');
  });

  test('a 부기 whose 근저당 OCR read as 근저망 (`1-1 1번근저망권변경`) still amends the mortgage', () => {
    assertDamageRead('[근저당변경] [부기말소]', /^1-1 1번근저당권변경 /m, '1-1 1번근저망권변경 ');
  });

  test('the cancellation of a 부기 whose entry OCR read as a speck (`2-3 +-2번부기등기말소`) cancels that 부기 of its own entry, not entry 2', () => {
    assertDamageRead('[근저당변경] [부기말소]', /^2-3 2-2번부기등기말/m, '2-3 +-2번부기등기말');
  });

  test('a 가압류 whose purpose OCR read as a mark, digits and a syllable (`4 :21일류 2026년…`) is still a row, its kind from its cells', () => {
    assertDamageRead('[가압류 60000000]', /^4 가압류 /m, '4 :21일류 ');
  });

  test("a share's transfer wrapped after 지분전 whose 이전 OCR read as 이젼 (`부이젼 제46708호`) hands that share over", () => {
    assertDamageRead('[공유] [지분이전]', /^부이전 /m, '부이젼 ');
  });

  test('a mortgage on a share whose wrapped purpose follows specks (`0 바5 부근저당권설정 제…호`) is still a mortgage', () => {
    assertDamageRead('[공유] [지분근저당]', /^부근저당권설정 /m, '0 바5 부근저당권설정 ');
  });

  test('a 부기 whose rank follows a speck read as `01` (`01 2-1 2번근저당권이전`) still hands entry 2 to the new creditor', () => {
    assertDamageRead('[근저당변경] [근저당이전]', /^2-1 2번근저당권이전 /m, '01 2-1 2번근저당권이전 ');
  });

  test('a 말소 whose reference digit OCR read as a jamo behind a speck (`2 、 ㄱ번근저당권설정` / `등기말소`) still cancels the mortgage before it', () => {
    assertDamageRead('[근저당말소 360000000]', /^(\d+) (\d+)번근저당권설정 /m, '$1 、 ㄱ번근저당권설정 ');
  });

  test('a 말소 whose `등기말소` OCR read as `동키말조` still cancels the entry it names', () => {
    assertDamageRead('[근저당말소 360000000]', /^등기말소 /m, '동키말조 ');
  });

  test("a co-owner's 소유권일부이전 whose 이전 OCR read as 아전 (`소유권일부아전`) still adds that co-owner", () => {
    assertDamageRead('[지분공유]', /소유권일부이전/, '소유권일부아전');
  });

  test("a 가압류 on a share whose rank OCR read as a syllable and 지분 as 지본, wrapped after 압 (`용ㆍ 3번오상진지본가압` / `류`), is that share's seizure", () => {
    assertDamageRead('[공유] [지분가압류]', /^\d+ (\d+번[가-힣]{2,4})지분가 (.*)\n압류 /m, '용ㆍ $1지본가압 $2\n류 ');
  });

  test('a 말소 whose reference 번 OCR read as 뻔 (`2 1뻔근저당권설정` / `등기말소`) still cancels that mortgage', () => {
    assertDamageRead('[근저당말소 360000000]', /^(\d+) (\d+)번근저당권설정 /m, '$1 $2뻔근저당권설정 ');
  });

  test('the first 을구 row whose rank OCR read as a bracket, a digit and a syllable (`(8 에 근저당권설정 2022년…`) is a row, not the section caption', () => {
    assertDamageRead('[근저당 312000000] [근저당 120000000]', /^1 근저당권설정 /m, '(8 에 근저당권설정 ');
  });

  test('a 전세권 whose purpose OCR read as 컨셰권설정 behind a rank read as a syllable (`궁 컨셰권설정 …`) is a 전세권 of its own, not lines of the row above', () => {
    assertDamageRead('[근저당 216000000] [전세권 300000000]', /^2 전세권설정 /m, '궁 컨셰권설정 ');
  });

  test('a 채권최고액 whose label OCR ran into a dot and whose 원 it read as 일 (`재권회고액.금312,000,000일`) is still that amount', () => {
    assertDamageRead('[근저당 312000000]', /채권최고액 금312,000,000원/, '재권회고액.금312,000,000일');
  });

  test("co-owners' shares of which OCR left one unread (`지분꼬분의.1`): that one holds what the others leave", () => {
    assertDamageRead('[공유]', /지분 2분의 1/, '지분꼬분의.1');
  });

  describe('co-owners whose shares or lines OCR lost: an unread share is filled only when nothing else is missing', () => {
    const twoOwners = layoutCertificate(
      generateCertificate(`${sampleAddresses(1, 3)[0]} [공유]`, { issuedAt: ISSUED_AT }),
    ).text;
    const sharesOf = (text: string) => analyzeRegistryText(text, { analyzedAt: ISSUED_AT }).ownerShares;
    /** The fixture's two co-owners as three: the second's block printed again for `최다은`. */
    const threeOwners = (): string => {
      const second = /^지분 2분의 1\n([가-힣]{2,4}) (\d{6}-\*+)\n.*\n.*\n/m.exec(twoOwners);
      assert.ok(second, 'the fixture prints a second co-owner block');
      const third = second[0].replace(second[1], '최다은').replace(second[2], '900101-*******');
      return twoOwners.replace(second[0], second[0] + third).replace(/2분의 1/g, '3분의 1');
    };

    test('the fixture: three co-owners of a third each', () => {
      assert.deepEqual(
        sharesOf(threeOwners()).map((owner) => owner.share),
        ['3분의 1', '3분의 1', '3분의 1'],
      );
    });

    test("one share unread and another co-owner's name line lost: the unread share is not given both", () => {
      const text = threeOwners()
        .replace(/지분 3분의 1/, '지분꼬분의.1')
        .replace(/^최다은 900101-\*+\n/m, '');
      assert.doesNotMatch(text, /최다은/);
      const shares = sharesOf(text);
      assert.equal(shares.length, 2);
      assert.equal(shares[0]?.share, null, 'three shares printed, two co-owners read: the remainder is not one share');
    });

    test("a later co-owner's unread share never takes the share printed above it", () => {
      const text = twoOwners.replace(/지분 2분의 1/, '지분 3분의 2').replace(/^지분 2분의 1$/m, '지분꼬분의.1');
      assert.deepEqual(
        sharesOf(text).map((owner) => owner.share),
        ['3분의 2', '3분의 1'],
      );
    });
  });

  test("a co-owner's name after specks read as two syllables (`오음 오상진 …`), printed elsewhere as the share a right sits on, is that name", () => {
    const certificate = generateCertificate(`${sampleAddresses(1, 480)[0]} [공유] [지분가압류]`, {
      issuedAt: ISSUED_AT,
    });
    const text = layoutCertificate(certificate).text;
    const shareOf = /^\d+ \d+번([가-힣]{3})지분가 /m.exec(text)?.[1];
    assert.ok(shareOf, 'the fixture prints a 가압류 on a share');
    assertDamageRead('[공유] [지분가압류]', new RegExp(`^${shareOf} `, 'm'), `오음 ${shareOf} `);
  });

  test("a co-owner's name after specks read as a mark and lone syllables or as a word of two (`= 기 이 김서민 890916-…`, `디그 오태경 861217-…`), printed nowhere else, is that name", () => {
    const text = layoutCertificate(
      generateCertificate(`${sampleAddresses(1, 480)[0]} [공유]`, { issuedAt: ISSUED_AT }),
    ).text;
    const coOwner = /^([가-힣]{3}) \d{6}-/m.exec(text)?.[1];
    assert.ok(coOwner, 'the fixture prints a co-owner on a line of their own');
    assert.equal(text.split(coOwner).length - 1, 1, 'and nowhere else');
    for (const specks of ['= 기 이 ', '기 이 ', '0 으 기 ', '디그 '])
      assertDamageRead('[공유]', new RegExp(`^${coOwner} `, 'm'), `${specks}${coOwner} `);
  });

  test('a trustee whose 신탁 OCR read as a syllable of the same shape (`주식회사한국토지선탁`) is the trust company its name ends in, or ends in before 주식회사', () => {
    for (const misread of ['선탁', '산탁'])
      assertDamagedTextRead(
        '[신탁]',
        (text) => {
          assert.match(text, /수탁자 [가-힣]*신탁/, 'the fixture names a trust company as trustee');
          return text.replace(/(수탁자 [가-힣]*)신탁/, `$1${misread}`);
        },
        misread,
      );
  });

  test("a speck read as a lone syllable that is also a surname, before a co-owner's whole name (`호 강성미 611226-…`), is dropped; a surname OCR split from a name of two (`강 성미`) still opens it", () => {
    const text = layoutCertificate(
      generateCertificate(`${sampleAddresses(1, 480)[0]} [공유]`, { issuedAt: ISSUED_AT }),
    ).text;
    const coOwner = /^([가-힣]{3}) \d{6}-/m.exec(text)?.[1];
    assert.ok(coOwner, 'the fixture prints a co-owner of three syllables on a line of their own');
    assert.ok(opensWithCommonSurname(coOwner), 'whose name opens with a common surname');
    assertDamageRead('[공유]', new RegExp(`^${coOwner} `, 'm'), `호 ${coOwner} `);
    assertDamageRead('[공유]', new RegExp(`^${coOwner} `, 'm'), `${coOwner.charAt(0)} ${coOwner.slice(1)} `);
  });

  test('a 말소 whose reference digit OCR read as a plus (`2 +번근저당권설정` / `등기말소`) cancels the one mortgage before it', () => {
    const certificate = generateCertificate(`${sampleAddresses(1, 480)[0]} [근저당말소]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    const row = /^(\d+) (\d+)(번근저당권설정 )/m.exec(text);
    assert.ok(row, 'the fixture cancels a mortgage');
    const before = text.slice(0, row.index).match(/^\d+ 근저당권설정 /gm) ?? [];
    assert.equal(before.length, 1, 'with one mortgage printed before the cancellation');
    const result = analyzeRegistryText(text.replace(row[0], `${row[1]} +${row[3]}`), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), []);
  });

  test("a co-owner's share whose 지 OCR read as 자 (`자분 3분의 1`) is still that share", () => {
    assertDamageRead('[공유]', /^지분 (\d+분의 \d+)$/m, '자분 2분의 1');
  });
});

describe('a role word and a wrapped 등기말소 damaged past their look-alikes', () => {
  function readDamaged(tags: string, row: RegExp, damage: string): void {
    const certificate = generateCertificate(`${sampleAddresses(1, 480)[0]} ${tags}`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    assert.match(text, row, `the fixture prints ${row}`);
    const result = analyzeRegistryText(text.replace(row, damage), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), [], damage);
  }

  test('`근저당권자` behind a speck and two syllables (`9 구제 근저당권자 …`), or with 자 read as 쟈 or 짜 (`0 근저당권쟈 …`), continues its row: no extra mortgage', () => {
    readDamaged('[근저당말소]', /^근저당권자 /m, '9 구제 근저당권자 ');
    readDamaged('[근저당말소]', /^근저당권자 /m, '0 근저당권쟈 ');
    // 자 read as 짜 (seed 9209: `3 근저당권짜 주식회사우리은행`).
    readDamaged('[근저당말소]', /^근저당권자 /m, '3 근저당권짜 ');
  });

  test("a 가처분's wrapped 금지사항 after a speck (`0 고양지원의 임차권의 설정 기타 일체의 처분행위 금지`) is that cell's prose, no lease registration", () => {
    const certificate = generateCertificate(`${sampleAddresses(1, 480)[0]} [가처분]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    const wrapped = /^(?=[가-힣]+지원의 임차권의 설정 기타 일체의 처분행위 금지)/m;
    assert.match(text, wrapped, "the fixture wraps the court's name and the 금지사항 cell onto a line of their own");
    const result = analyzeRegistryText(text.replace(wrapped, '0 '), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), []);
  });

  test('a wrapped `등기말소` read as `동지모` still cancels: a reference is followed by 설정 only in a 말소', () => {
    readDamaged('[근저당말소]', /^등기말소 (?=제\d+호 해지)/m, '동지모 ');
  });
});

describe('rows whose first line OCR lost whole: the 접수 number left says a row was there (ENTRY_UNREAD)', () => {
  const address = `${sampleAddresses(1, 480)[0]} [이력 3]`;

  function withoutLine(row: RegExp): { certificate: ReturnType<typeof generateCertificate>; text: string } {
    const certificate = generateCertificate(address, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    assert.match(text, row, `the fixture prints ${row}`);
    return { certificate, text: text.replace(row, '') };
  }

  test('the last transfer of ownership lost: the owner read may be stale, and the analysis says which row to check', () => {
    const { certificate, text } = withoutLine(/^3 소유권이전 [^\n]*\n/m);
    const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
    const finding = result.findings.find((f) => f.code === 'ENTRY_UNREAD');
    assert.ok(finding, 'a lost row is raised');
    assert.equal(finding.severity, 'CAUTION');
    assert.match(finding.message, /갑구 2번 다음 등기 1건/);
    assert.notEqual(result.riskLevel, 'SAFE');
    // The row above keeps what it had: its owner is the one read, the truth's is the lost row's.
    assert.notDeepEqual(result.owners, certificate.currentOwners);
  });

  test('a mortgage in force lost in 을구: raised under the row above it, never counted as no mortgage', () => {
    const certificate = generateCertificate(`${address} [근저당 240000000]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(certificate).text;
    const row = /^7 근저당권설정 [^\n]*\n/m;
    assert.match(text, row, 'the fixture prints mortgage 7, in force');
    const result = analyzeRegistryText(text.replace(row, ''), { analyzedAt: ISSUED_AT });
    const finding = result.findings.find((f) => f.code === 'ENTRY_UNREAD');
    assert.ok(finding, 'a lost row is raised');
    assert.match(finding.message, /을구 6번 다음 등기 1건/);
  });

  test('a struck row lost whose 말소 names it is accounted for: restored as cancelled, not raised', () => {
    const { text } = withoutLine(/^4 근저당권설정 [^\n]*\n/m);
    const result = analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
    assert.equal(
      result.findings.some((f) => f.code === 'ENTRY_UNREAD'),
      false,
    );
    const restored = result.rights.find((right) => right.section === 'EULGU' && right.rank === '4');
    assert.equal(restored?.cancelled, true);
  });

  test("an address's unit after a speck read as 제 (`제 : 2003호(야탑동, …)`) is no 접수 number: nothing is raised", () => {
    const concluded = generateCertificate(`${sampleAddresses(1, 430)[0]} [가등기본등기]`, { issuedAt: ISSUED_AT });
    const text = layoutCertificate(concluded).text;
    const unit = /(가등기 제\d+호 매매예약 [^\n]*\n)(\d+호\()/;
    assert.match(text, unit, "the fixture wraps the 가등기권자's address onto a line opening with its unit");
    const result = analyzeRegistryText(text.replace(unit, '$1제 : $2'), { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, concluded), []);
    assert.equal(
      result.findings.some((f) => f.code === 'ENTRY_UNREAD'),
      false,
    );
  });

  test('the same certificate read whole raises nothing of the kind, and neither does a row broken over a page', () => {
    const certificate = generateCertificate(address, { issuedAt: ISSUED_AT });
    const result = analyzeRegistryText(layoutCertificate(certificate).text, { analyzedAt: ISSUED_AT });
    assert.deepEqual(problemsAgainstTruth(result, certificate), []);
    assert.equal(
      result.findings.some((f) => f.code === 'ENTRY_UNREAD'),
      false,
    );
  });
});
