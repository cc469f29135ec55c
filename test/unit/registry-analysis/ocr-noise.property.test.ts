import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import { RegistryParseError } from '../../../src/registry-analysis/registry-parse.error';
import { generateCertificate } from '../../../simulator/certificate-generator';
import { layoutCertificate } from '../../../simulator/certificate-text';
import { ADDRESSES, certificateAddress, noisyTextProblems, printedTextProblems } from './random-certificates.helper';
import { ISSUED_AT } from './certificate-fixtures.helper';

const PROPERTY_RUNS = { numRuns: 150 };

describe('the parser on random certificates from the generator', () => {
  test('the printed text parses to the truth: rights, amounts in force, holders, shares, amendments, owners with shares, secured debt, risk', () => {
    fc.assert(
      fc.property(certificateAddress, (address) => assert.deepEqual(printedTextProblems(address), [])),
      { numRuns: 300 },
    );
  });
});

describe('the parser under OCR-like noise', () => {
  test('noisy text parses to the same rights, owners and secured debt as the truth', () => {
    fc.assert(
      fc.property(certificateAddress, fc.integer(), (address, seed) =>
        assert.deepEqual(noisyTextProblems(address, seed), []),
      ),
      PROPERTY_RUNS,
    );
  });
});

const KOREAN_WORDS = [
  '오늘',
  '날씨가',
  '맑고',
  '집을',
  '보러',
  '갔습니다',
  '임대인',
  '임차인',
  '보증금',
  '계약',
  '소유자',
  '근저당권',
  '압류',
  '월세',
  '관리비',
  '이사',
  '2024년',
  '3월',
  '금',
  '원',
  '은행',
  '대출',
  '전세',
  '확인했다',
  '그리고',
];
const LEASE_CONTRACT = [
  '주택임대차표준계약서',
  '임대인(이름 또는 법인명 기재)과 임차인은 아래와 같이 임대차 계약을 체결한다',
  '[임차주택의 표시] 소재지 서울특별시 마포구 월드컵로 12, 101동 1203호',
  '토지 지목 대 면적 6948.2㎡ 건물 구조·용도 철근콘크리트구조 아파트 면적 114.75㎡',
  '[계약내용] 제1조(보증금과 차임) 보증금 금240,000,000원정 계약금 금24,000,000원정은 계약시에 지불하고',
  '제2조(임대차기간) 임대인은 임차주택을 2026년 12월 1일까지 임차인에게 인도한다',
  '소유자 홍길동 임대인 홍길동 임차인 김철수 공인중개사 이영희',
  '특약사항 근저당권 채권최고액 금120,000,000원은 잔금일에 말소하기로 한다',
].join('\n');

describe('texts that are not certificates', () => {
  const isParseError = (error: unknown) => error instanceof RegistryParseError;

  test('random Korean prose is a RegistryParseError', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...KOREAN_WORDS), { maxLength: 12 }), { maxLength: 30 }),
        (lines) => {
          const text = lines.map((words) => words.join(' ')).join('\n');
          assert.throws(() => analyzeRegistryText(text, { analyzedAt: ISSUED_AT }), isParseError);
        },
      ),
      PROPERTY_RUNS,
    );
  });

  test('an empty string, blank lines and a lease contract are RegistryParseErrors', () => {
    for (const text of ['', '\n\n  \n', LEASE_CONTRACT]) {
      assert.throws(() => analyzeRegistryText(text, { analyzedAt: ISSUED_AT }), isParseError);
    }
  });

  test('a certificate cut off before 갑구 is a RegistryParseError', () => {
    const text = layoutCertificate(generateCertificate(ADDRESSES[0], { issuedAt: ISSUED_AT })).text;
    assert.throws(
      () => analyzeRegistryText(text.slice(0, text.indexOf('【 갑 구 】')), { analyzedAt: ISSUED_AT }),
      isParseError,
    );
  });
});
