import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyzeRegistryText } from '../../../src/registry-analysis/analyze-registry-text';
import type {
  RegistryAnalysisResult,
  RegistryRight,
  RegistrySection,
} from '../../../src/registry-analysis/registry-analysis.types';
import { ISSUED_AT } from './certificate-fixtures.helper';

/**
 * Certificates written by hand in the printed layout (cells joined by spaces, long cells wrapped
 * onto lines with an empty rank column), one or more per form of the real-certificate contract.
 */

const TITLE = '등기사항전부증명서(말소사항 포함) - 집합건물';

/** A certificate whose 갑구 and 을구 rows are the given lines; 을구 prints `기록사항 없음` when empty. */
function certificate(gapgu: string[], eulgu: string[] = [], title = TITLE): string {
  return [
    title,
    '고유번호 1146-2019-035405',
    '[집합건물] 서울특별시 마포구 공덕동 972 공덕푸르지오 제101동 제12층 제1203호',
    '【 표 제 부 】 ( 전유부분의 건물의 표시 )',
    '표시번호 접수 건물번호 건물내역 등기원인 및 기타사항',
    '1 2019년12월21일 제12층 제1203호 철근콘크리트구조 도면편철장 제1책 제7장',
    '【 갑 구 】 ( 소유권에 관한 사항 )',
    '순위번호 등기목적 접수 등기원인 권리자 및 기타사항',
    ...gapgu,
    '【 을 구 】 ( 소유권 이외의 권리에 관한 사항 )',
    '순위번호 등기목적 접수 등기원인 권리자 및 기타사항',
    ...(eulgu.length > 0 ? eulgu : ['기록사항 없음']),
    '-- 이 하 여 백 --',
    '관할등기소 서울서부지방법원 등기국',
    '* 실선으로 그어진 부분은 말소사항을 표시함.',
    '열람일시 : 2026년11월02일 10시30분 1/1',
  ].join('\n');
}

const OWNER = [
  '1 소유권보존 2019년12월21일 소유자 주식회사미래도시개발',
  '제62122호 110111-0345678',
  '서울특별시 강남구 강남대로 382(역삼동)',
  '2 소유권이전 2020년2월16일 2018년4월8일 소유자 안진호 591014-*******',
  '제81736호 매매 서울특별시 마포구 독막로 111, 110동',
  '1401호(공덕동, 공덕더샵)',
  '거래가액 금1,434,000,000원',
];

const CO_OWNERS = [
  ...OWNER,
  '3 소유권이전 2021년9월24일 2021년8월16일 공유자',
  '제41251호 매매 지분 2분의 1',
  '이경민 640220-*******',
  '서울특별시 마포구 독막로 179, 104동',
  '1002호(아현동, 아현푸르지오)',
  '지분 2분의 1',
  '서수진 570708-*******',
  '서울특별시 마포구 독막로 179, 104동',
  '1002호(아현동, 아현푸르지오)',
];

const MORTGAGE = [
  '1 근저당권설정 2021년9월24일 2021년9월24일 채권최고액 금240,000,000원',
  '제41287호 설정계약 채무자 안진호',
  '서울특별시 마포구 독막로 111, 110동',
  '1401호(공덕동, 공덕더샵)',
  '근저당권자 주식회사하나은행',
  '110111-0015671',
  '서울특별시 중구 을지로 35(을지로1가)',
];

const JEONSE = [
  '2 전세권설정 2022년7월13일 2022년7월13일 전세금 금100,000,000원',
  '제67633호 설정계약 범 위 주거용 건물의 전부',
  '존속기간 2022년7월13일부터',
  '2024년7월12일까지',
  '전세권자 권미태 761209-*******',
  '서울특별시 마포구 월드컵로 193, 103동',
  '903호(아현동, 아현아이파크)',
];

function analyze(text: string): RegistryAnalysisResult {
  return analyzeRegistryText(text, { analyzedAt: ISSUED_AT });
}

function right(
  result: RegistryAnalysisResult,
  section: RegistrySection,
  rank: string,
  kind?: RegistryRight['kind'],
): RegistryRight {
  const found = result.rights.find(
    (r) => r.section === section && r.rank === rank && (kind === undefined || r.kind === kind),
  );
  assert.ok(
    found,
    `${section} ${rank} ${kind ?? ''} read: ${result.rights.map((r) => `${r.section} ${r.rank} ${r.kind}`).join(' | ')}`,
  );
  return found;
}

const codes = (result: RegistryAnalysisResult) => result.findings.map((finding) => finding.code);
const message = (result: RegistryAnalysisResult, code: string) =>
  result.findings.find((finding) => finding.code === code)?.message ?? '';

describe('amendments (부기) in the real layout', () => {
  test('근저당권변경: the amount in force changes, and the secured debt follows', () => {
    const result = analyze(
      certificate(OWNER, [
        ...MORTGAGE,
        '1-1 1번근저당권변경 2024년3월5일 2024년3월5일 채권최고액 금84,000,000원',
        '제31234호 변경계약',
      ]),
    );
    const mortgage = right(result, 'EULGU', '1', 'MORTGAGE');
    assert.equal(mortgage.amountKrw, 84_000_000);
    assert.deepEqual(mortgage.amendedBy, ['1-1']);
    assert.equal(mortgage.cancelled, false);
    assert.equal(right(result, 'EULGU', '1-1').kind, 'OTHER');
    assert.equal(result.securedDebtKrw, 84_000_000);
    assert.match(message(result, 'MORTGAGE_PRESENT'), /8,400만 원/);
  });

  test('근저당권이전: the holder is the new creditor, the amount unchanged', () => {
    const result = analyze(
      certificate(OWNER, [
        ...MORTGAGE,
        '1-1 1번근저당권이전 2025년6월2일 2025년5월30일 근저당권자 주식회사국민은행',
        '제52311호 확정채권양도 110111-2365321',
        '서울특별시 영등포구 국제금융로8길',
        '26(여의도동)',
      ]),
    );
    const mortgage = right(result, 'EULGU', '1', 'MORTGAGE');
    assert.equal(mortgage.holder, '주식회사국민은행');
    assert.equal(mortgage.amountKrw, 240_000_000);
    assert.deepEqual(mortgage.amendedBy, ['1-1']);
  });

  test('전세권변경: the 전세금 in force changes', () => {
    const result = analyze(
      certificate(OWNER, [
        ...JEONSE,
        '2-1 2번전세권변경 2024년7월10일 2024년7월8일 전세금 금150,000,000원',
        '제60011호 변경계약 존속기간 2026년7월12일까지',
      ]),
    );
    const jeonse = right(result, 'EULGU', '2', 'JEONSE_RIGHT');
    assert.equal(jeonse.amountKrw, 150_000_000);
    assert.deepEqual(jeonse.amendedBy, ['2-1']);
  });

  test('a 부기 cancelled by `N-k번부기등기말소` stops applying: the amount falls back to the previous one in force', () => {
    const result = analyze(
      certificate(OWNER, [
        ...MORTGAGE,
        '1-1 1번근저당권변경 2023년3월5일 2023년3월5일 채권최고액 금300,000,000원',
        '제31234호 변경계약',
        '1-2 1번근저당권변경 2024년4월1일 2024년4월1일 채권최고액 금360,000,000원',
        '제41234호 변경계약',
        '1-3 1-2번부기등기말소 2025년1월9일 2025년1월8일',
        '제1234호 해지',
      ]),
    );
    const mortgage = right(result, 'EULGU', '1', 'MORTGAGE');
    assert.equal(mortgage.amountKrw, 300_000_000);
    assert.deepEqual(mortgage.amendedBy, ['1-1']);
    assert.equal(right(result, 'EULGU', '1-2').cancelled, true);
    assert.equal(result.securedDebtKrw, 300_000_000);
  });

  test('OCR spaces inside a 부기 rank and a date (`1 - 1`, `2 0 2 4년 3 월 5 일`) are read', () => {
    const result = analyze(
      certificate(OWNER, [
        ...MORTGAGE,
        '1 - 1 1번근저당권변경 2 0 2 4년 3 월 5 일 2024년3월5일 채권최고액 금84,000,000원',
        '제31234호 변경계약',
      ]),
    );
    const amendment = right(result, 'EULGU', '1-1');
    assert.equal(amendment.registeredOn, '2024-03-05');
    assert.deepEqual(right(result, 'EULGU', '1', 'MORTGAGE').amendedBy, ['1-1']);
    assert.equal(result.securedDebtKrw, 84_000_000);
  });
});

describe('co-ownership by share in the real layout', () => {
  test('소유권일부이전: the seller keeps the remainder, as a reduced fraction, and CO_OWNED names both shares', () => {
    const result = analyze(
      certificate([
        ...OWNER,
        '3 소유권일부이전 2023년5월2일 2023년4월28일 공유자',
        '제38120호 증여 지분 3분의 1',
        '이경민 640220-*******',
        '서울특별시 마포구 독막로 179, 104동',
        '1002호(아현동, 아현푸르지오)',
      ]),
    );
    assert.deepEqual(result.ownerShares, [
      { name: '안진호', share: '3분의 2' },
      { name: '이경민', share: '3분의 1' },
    ]);
    assert.deepEqual(result.owners, ['안진호', '이경민']);
    assert.equal(result.riskLevel, 'CAUTION');
    assert.match(message(result, 'CO_OWNED'), /공유자 2명\(안진호 지분 3분의 2, 이경민 지분 3분의 1\).*민법 제265조/);
  });

  test('지분전부이전: the co-owner leaves and the new holder takes that share', () => {
    const result = analyze(
      certificate([
        ...CO_OWNERS,
        '4 3번이경민지분전 2024년8월1일 2024년7월20일 공유자',
        '부이전 제55012호 매매 지분 2분의 1',
        '박수미 820315-*******',
        '서울특별시 마포구 월드컵로 12, 101동',
        '1203호(성산동, 월드컵아이파크)',
      ]),
    );
    assert.deepEqual(result.ownerShares, [
      { name: '서수진', share: '2분의 1' },
      { name: '박수미', share: '2분의 1' },
    ]);
    const transfer = right(result, 'GAPGU', '4', 'OWNERSHIP');
    assert.equal(transfer.share, '이경민');
    assert.equal(right(result, 'GAPGU', '3', 'OWNERSHIP').cancelled, false);
  });

  test('지분근저당 and 지분가압류 are rights of their kind on one share, neither a cancellation nor an amendment', () => {
    const result = analyze(
      certificate(
        [
          ...CO_OWNERS,
          '4 3번서수진지분가 2025년2월3일 2025년1월30일 청구금액 금34,000,000원',
          '압류 제9012호 서울서부지방법원의 채권자 김철수 800101-*******',
          '가압류결정(2025카단 서울특별시 은평구 진흥로 109',
          '1201)',
        ],
        [
          '1 3번이경민지분전 2023년1월9일 2023년1월9일 채권최고액 금120,000,000원',
          '부근저당권설정 제2210호 설정계약 채무자 이경민',
          '근저당권자 주식회사우리은행',
          '110111-0023393',
          '서울특별시 중구 소공로 51(회현동1가)',
        ],
      ),
    );
    const seizure = right(result, 'GAPGU', '4', 'PROVISIONAL_SEIZURE');
    assert.equal(seizure.share, '서수진');
    assert.equal(seizure.amountKrw, 34_000_000);
    const mortgage = right(result, 'EULGU', '1', 'MORTGAGE');
    assert.equal(mortgage.share, '이경민');
    assert.equal(mortgage.amountKrw, 120_000_000);
    assert.equal(right(result, 'GAPGU', '3', 'OWNERSHIP').cancelled, false);
    assert.deepEqual(right(result, 'GAPGU', '3', 'OWNERSHIP').amendedBy, []);
    assert.deepEqual(result.owners, ['이경민', '서수진']);
    assert.match(message(result, 'PROVISIONAL_SEIZURE_PRESENT'), /가압류\(김철수, 공유자 서수진의 지분에 대한 것\)/);
    assert.match(message(result, 'MORTGAGE_PRESENT'), /그중 1건은 공유자 이경민의 지분에 대한 것/);
  });
});

describe('a 가등기 and its 본등기 in the real layout', () => {
  test('the rank-less 소유권이전 under the 가등기 is its 본등기: same rank, the new owner, the 가등기 no longer in force', () => {
    const result = analyze(
      certificate([
        ...OWNER,
        '3 소유권이전청구권 2024년5월29일 2024년5월23일 가등기권자 장성우 760820-*******',
        '가등기 제38285호 매매예약 서울특별시 마포구 월드컵로 245, 109동',
        '1501호(망원동, 망원힐스테이트)',
        '소유권이전 2026년3월5일 2026년3월2일 소유자 장성우 760820-*******',
        '제21004호 매매 서울특별시 마포구 월드컵로 245, 109동',
        '1501호(망원동, 망원힐스테이트)',
        '거래가액 금1,500,000,000원',
        '4 압류 2025년2월28일 2025년2월25일 권리자 국',
        '제73629호 압류(징수과-41127) 처분청 마포세무서',
        '5 4번압류등기말소 2025년6월3일 2025년6월1일',
        '제40021호 해제',
      ]),
    );
    const provisional = right(result, 'GAPGU', '3', 'PROVISIONAL_REGISTRATION');
    assert.equal(provisional.cancelled, true);
    const main = right(result, 'GAPGU', '3', 'OWNERSHIP');
    assert.equal(main.registeredOn, '2026-03-05');
    assert.equal(main.holder, '장성우');
    assert.deepEqual(result.owners, ['장성우']);
    assert.equal(right(result, 'GAPGU', '4', 'SEIZURE').cancelled, true);
    assert.ok(!codes(result).includes('PROVISIONAL_REGISTRATION_PRESENT'), codes(result).join(','));
  });
});

describe('tenancy, tax seizure, public sale and forced auction in the real layout', () => {
  test('주택임차권 (임차권등기명령, its cause wrapped) is TENANCY_REGISTERED with the deposit and 점유개시일자', () => {
    const result = analyze(
      certificate(OWNER, [
        '1 주택임차권 2024년5월7일 2024년5월2일 임차보증금 금200,000,000원',
        '제74561호 서울서부지방법원의 차임 월 금500,000원',
        '임차권등기명령(202 범 위 주거용 건물의 전부',
        '4카임5704) 임대차계약일자 2021년8월8일',
        '주민등록일자 2021년9월10일',
        '점유개시일자 2021년9월10일',
        '확정일자 2021년9월10일',
        '임차권자 홍우은 770523-*******',
        '서울특별시 마포구 성미산로 231, 103동',
        '1504호(아현동, 아현센트레빌)',
      ]),
    );
    const lease = right(result, 'EULGU', '1', 'LEASE_REGISTRATION');
    assert.equal(lease.amountKrw, 200_000_000);
    assert.equal(lease.holder, '홍우은');
    assert.deepEqual(codes(result), ['TENANCY_REGISTERED']);
    assert.match(message(result, 'TENANCY_REGISTERED'), /임차보증금 2억 원, 점유개시일자 2021년 9월 10일/);
  });

  test('a plain 임차권설정 keeps LEASE_REGISTRATION_PRESENT', () => {
    const result = analyze(
      certificate(OWNER, [
        '1 임차권설정 2024년5월7일 2024년5월2일 임차보증금 금200,000,000원',
        '제74561호 설정계약 범 위 주거용 건물의 전부',
        '임차권자 홍우은 770523-*******',
      ]),
    );
    assert.deepEqual(codes(result), ['LEASE_REGISTRATION_PRESENT']);
  });

  test('체납압류 by a city, then 공매공고: SEIZURE and AUCTION', () => {
    const result = analyze(
      certificate([
        ...OWNER,
        '3 압류 2025년2월28일 2025년2월25일 권리자 서울특별시마포구',
        '제73629호 압류(세무과-12345) 처분청 서울특별시 마포구',
        '4 공매공고 2025년9월1일 2025년8월29일 권리자 한국자산관리공사',
        '제61001호 공매공고(한국자산',
        '관리공사2025-12345-',
        '001)',
      ]),
    );
    assert.equal(right(result, 'GAPGU', '3', 'SEIZURE').holder, '서울특별시마포구');
    assert.equal(right(result, 'GAPGU', '4', 'AUCTION').holder, '한국자산관리공사');
    assert.equal(result.riskLevel, 'DANGER');
    assert.match(message(result, 'AUCTION_STARTED'), /공매공고\(한국자산관리공사\)/);
  });

  test('강제경매개시결정 is AUCTION with the creditor', () => {
    const result = analyze(
      certificate([
        ...OWNER,
        '3 강제경매개시결정 2025년10월2일 2025년10월1일 채권자 김철수 800101-*******',
        '제70111호 서울서부지방법원의 서울특별시 은평구 진흥로 109',
        '강제경매개시결정(20',
        '25타경1234)',
      ]),
    );
    assert.equal(right(result, 'GAPGU', '3', 'AUCTION').holder, '김철수');
    assert.ok(codes(result).includes('AUCTION_STARTED'));
  });
});

describe('cancellation by list after a sale, in the real layout', () => {
  test('a list wrapped over three lines cancels every entry it names', () => {
    const result = analyze(
      certificate(
        [
          ...OWNER,
          '3 가압류 2024년2월3일 2024년1월30일 청구금액 금34,000,000원',
          '제9012호 서울서부지방법원의 채권자 김철수 800101-*******',
          '가압류결정(2024카단',
          '1201)',
          '4 임의경매개시결정 2025년3월4일 2025년3월3일 채권자 주식회사하나은행',
          '제15012호 서울서부지방법원의 110111-0015671',
          '임의경매개시결정(20',
          '25타경501)',
          '5 소유권이전 2026년5월4일 2026년4월28일 소유자 최영호 700101-*******',
          '제30012호 임의경매로 인한 서울특별시 은평구 진흥로 109',
          '매각',
          '6 3번가압류, 2026년5월4일 2026년4월28일',
          '4번임의경매개시 제30012호 임의경매로 인한',
          '결정등기말소 매각',
        ],
        [...MORTGAGE, '2 1번근저당권설정 2026년5월4일 2026년4월28일', '등기말소 제30012호 임의경매로 인한', '매각'],
      ),
    );
    assert.equal(right(result, 'GAPGU', '3', 'PROVISIONAL_SEIZURE').cancelled, true);
    assert.equal(right(result, 'GAPGU', '4', 'AUCTION').cancelled, true);
    assert.equal(right(result, 'EULGU', '1', 'MORTGAGE').cancelled, true);
    assert.deepEqual(result.owners, ['최영호']);
    assert.deepEqual(codes(result), ['NO_RISK_FOUND']);
  });

  test('a list wrapped over two lines', () => {
    const result = analyze(
      certificate([
        ...OWNER,
        '3 가압류 2024년2월3일 2024년1월30일 청구금액 금34,000,000원',
        '제9012호 가압류결정 채권자 김철수 800101-*******',
        '4 압류 2025년2월28일 2025년2월25일 권리자 국',
        '제73629호 압류(징수과-41127) 처분청 마포세무서',
        '5 3번가압류, 2026년1월4일 2025년12월28일',
        '4번압류등기말소 제1012호 강제경매로 인한',
        '매각',
      ]),
    );
    assert.equal(right(result, 'GAPGU', '3', 'PROVISIONAL_SEIZURE').cancelled, true);
    assert.equal(right(result, 'GAPGU', '4', 'SEIZURE').cancelled, true);
    assert.equal(result.riskLevel, 'SAFE');
  });
});

describe('long lists of 말소', () => {
  test('a reference of two digits opening a line, after a noun cut at the line end, continues the list', () => {
    // Ranks 3 to 10, so the list below names ranks of two digits.
    const seizures = Array.from({ length: 8 }, (_, index) => [
      `${index + 3} 압류 2024년${index + 1}월3일 2024년${index + 1}월1일 권리자 국`,
      `제${9100 + index}호 압류(징수과-4112${index}) 처분청 마포세무서`,
    ]).flat();
    const result = analyze(
      certificate([
        ...OWNER,
        ...seizures,
        '11 소유권이전청구권 2025년1월15일 2025년1월5일 가등기권자 서지하 870222-*******',
        '가등기 제16940호 매매예약 서울특별시 마포구 월드컵로 87',
        '12 임의경매개시결정 2025년4월21일 2025년4월20일 채권자 주식회사국민은행',
        '제68966호 서울서부지방법원의 110111-2365321',
        '임의경매개시결정(2025타경47026)',
        '13 소유권이전 2026년4월22일 2026년4월14일 소유자 황수성 991211-*******',
        '제56987호 임의경매로 인한 매각 서울특별시 마포구 마포대로 167',
        '14 11번소유권이전청 2026년4월22일 2026년4월14일',
        '구권가등기, 제56990호 임의경매로 인한 매각',
        '12번임의경매개시',
        '결정등기말소',
      ]),
    );
    assert.equal(right(result, 'GAPGU', '11', 'PROVISIONAL_REGISTRATION').cancelled, true);
    assert.equal(right(result, 'GAPGU', '12', 'AUCTION').cancelled, true);
    assert.equal(right(result, 'GAPGU', '1', 'OWNERSHIP').cancelled, false);
    assert.deepEqual(result.owners, ['황수성']);
  });
});

describe('the 현재 유효사항 form', () => {
  test('ranks that skip numbers are kept as printed', () => {
    const result = analyze(
      certificate(
        [
          '1 소유권보존 2019년12월21일 소유자 주식회사미래도시개발',
          '제62122호 110111-0345678',
          '4 소유권이전 2020년2월16일 2018년4월8일 소유자 안진호 591014-*******',
          '제81736호 매매 서울특별시 마포구 독막로 111, 110동',
          '7 가압류 2025년2월3일 2025년1월30일 청구금액 금34,000,000원',
          '제9012호 가압류결정 채권자 김철수 800101-*******',
        ],
        [
          '3 근저당권설정 2021년9월24일 2021년9월24일 채권최고액 금240,000,000원',
          '제41287호 설정계약 근저당권자 주식회사하나은행',
          '3-2 3번근저당권변경 2024년4월1일 2024년4월1일 채권최고액 금360,000,000원',
          '제41234호 변경계약',
          '6 근저당권설정 2022년9월24일 2022년9월24일 채권최고액 금120,000,000원',
          '제41288호 설정계약 근저당권자 주식회사우리은행',
        ],
        '등기사항전부증명서(현재 유효사항) - 집합건물',
      ),
    );
    assert.deepEqual(
      result.rights.filter((r) => r.section === 'GAPGU').map((r) => r.rank),
      ['1', '4', '7'],
    );
    assert.deepEqual(
      result.rights.filter((r) => r.section === 'EULGU').map((r) => r.rank),
      ['3', '3-2', '6'],
    );
    assert.deepEqual(right(result, 'EULGU', '3', 'MORTGAGE').amendedBy, ['3-2']);
    assert.equal(result.securedDebtKrw, 480_000_000);
    assert.deepEqual(result.owners, ['안진호']);
  });
});

describe('amounts printed unreadably', () => {
  test('a mortgage whose 채권최고액 could not be read is AMOUNT_UNREAD, never counted as 0 silently', () => {
    const result = analyze(
      certificate(OWNER, [
        ...MORTGAGE.map((line) => line.replace('금240,000,000원', '금2?0,000,000원')),
        '2 근저당권설정 2022년9월24일 2022년9월24일 채권최고액 금120,000,000원',
        '제41288호 설정계약 근저당권자 주식회사우리은행',
      ]),
    );
    assert.equal(right(result, 'EULGU', '1', 'MORTGAGE').amountKrw, null);
    assert.equal(result.securedDebtKrw, 120_000_000);
    assert.ok(codes(result).includes('AMOUNT_UNREAD'), codes(result).join(','));
    assert.match(
      message(result, 'AMOUNT_UNREAD'),
      /을구 1번 근저당권의 채권최고액을 읽지 못해.*종이 등기사항전부증명서/,
    );
    assert.match(message(result, 'MORTGAGE_PRESENT'), /금액을 읽지 못한 1건 제외/);
  });
});
