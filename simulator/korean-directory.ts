import type { RightHolder } from './certificate.model';
import type { SeededRandom } from './seeded-random';

/**
 * Plausible places, people and institutions for generated certificates. The numbers are invented:
 * they only need to look like the real formats, never to match a real register.
 */

/** A district (구) with the offices and streets a certificate for it mentions. */
export interface District {
  sido: string;
  gu: string;
  /** First block of 고유번호 for units registered here. */
  officeCode: string;
  /** The district court that decides 가압류, 가처분, 경매 and 임차권등기명령 here. */
  court: string;
  /** 관할등기소. */
  registryOffice: string;
  legalDongs: readonly string[];
  roads: readonly string[];
}

const SEOUL = '서울특별시';
const GYEONGGI = '경기도';

export const DISTRICTS: readonly District[] = [
  district(
    SEOUL,
    '마포구',
    '1146',
    '서울서부지방법원',
    '등기국',
    ['상암동', '공덕동', '아현동', '망원동'],
    ['월드컵로', '마포대로', '독막로', '성미산로'],
  ),
  district(
    SEOUL,
    '서대문구',
    '1141',
    '서울서부지방법원',
    '등기국',
    ['홍제동', '북가좌동', '남가좌동'],
    ['통일로', '연희로', '수색로'],
  ),
  district(
    SEOUL,
    '은평구',
    '1138',
    '서울서부지방법원',
    '등기국',
    ['녹번동', '응암동', '불광동'],
    ['은평로', '진흥로', '연서로'],
  ),
  district(
    SEOUL,
    '강남구',
    '1168',
    '서울중앙지방법원',
    '등기국',
    ['역삼동', '대치동', '개포동', '도곡동'],
    ['테헤란로', '도곡로', '삼성로', '개포로'],
  ),
  district(
    SEOUL,
    '서초구',
    '1165',
    '서울중앙지방법원',
    '등기국',
    ['반포동', '서초동', '방배동'],
    ['반포대로', '서초대로', '방배로'],
  ),
  district(
    SEOUL,
    '관악구',
    '1162',
    '서울중앙지방법원',
    '등기국',
    ['봉천동', '신림동'],
    ['관악로', '남부순환로', '신림로'],
  ),
  district(
    SEOUL,
    '송파구',
    '1171',
    '서울동부지방법원',
    '등기국',
    ['잠실동', '문정동', '가락동'],
    ['올림픽로', '송파대로', '중대로'],
  ),
  district(
    SEOUL,
    '강동구',
    '1174',
    '서울동부지방법원',
    '등기국',
    ['고덕동', '명일동', '암사동'],
    ['천호대로', '고덕로', '상암로'],
  ),
  district(
    SEOUL,
    '노원구',
    '1135',
    '서울북부지방법원',
    '등기국',
    ['상계동', '중계동', '하계동'],
    ['동일로', '노원로', '한글비석로'],
  ),
  district(
    SEOUL,
    '영등포구',
    '1156',
    '서울남부지방법원',
    '등기국',
    ['여의도동', '당산동', '문래동'],
    ['여의대방로', '당산로', '도림로'],
  ),
  district(SEOUL, '양천구', '1147', '서울남부지방법원', '등기국', ['목동', '신정동'], ['목동로', '오목로', '목동동로']),
  district(
    GYEONGGI,
    '성남시 분당구',
    '1346',
    '수원지방법원 성남지원',
    '성남등기소',
    ['정자동', '서현동', '야탑동'],
    ['정자일로', '황새울로', '야탑로'],
  ),
  district(
    GYEONGGI,
    '고양시 일산동구',
    '2851',
    '의정부지방법원 고양지원',
    '고양등기소',
    ['장항동', '마두동', '백석동'],
    ['중앙로', '일산로', '강송로'],
  ),
];

function district(
  sido: string,
  gu: string,
  officeCode: string,
  court: string,
  registry: string,
  legalDongs: string[],
  roads: string[],
): District {
  return { sido, gu, officeCode, court, registryOffice: `${court} ${registry}`, legalDongs, roads };
}

/** The district an address names, or null when it names none we know. */
export function findDistrict(address: string): District | null {
  return DISTRICTS.find((candidate) => address.includes(candidate.gu)) ?? null;
}

const BRANDS = ['래미안', '자이', '힐스테이트', '푸르지오', '아이파크', '롯데캐슬', '더샵', '센트레빌', 'e편한세상'];

/** An apartment complex name such as `상암래미안`. */
export function pickComplexName(rng: SeededRandom, legalDong: string): string {
  const stem = legalDong.length > 2 ? legalDong.slice(0, -1) : legalDong;
  return `${stem}${rng.pick(BRANDS)}`;
}

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '홍',
];
const SYLLABLES = [
  '민',
  '서',
  '지',
  '현',
  '준',
  '영',
  '수',
  '우',
  '하',
  '은',
  '도',
  '윤',
  '재',
  '성',
  '호',
  '진',
  '경',
  '미',
  '혜',
  '연',
  '상',
  '태',
];

/** A person as the certificate prints one: name, masked resident number, address. */
export interface Person {
  name: string;
  idNumber: string;
  address: string;
}

export function makePerson(rng: SeededRandom, district: District): Person {
  const name = `${rng.pick(SURNAMES)}${rng.pick(SYLLABLES)}${rng.pick(SYLLABLES)}`;
  const birth = `${pad(rng.int(55, 99))}${pad(rng.int(1, 12))}${pad(rng.int(1, 28))}`;
  return { name, idNumber: `${birth}-*******`, address: makeHomeAddress(rng, district) };
}

/** A home address in the certificate's own style: `…로 12, 101동 1203호(상암동, 상암자이)`. */
export function makeHomeAddress(rng: SeededRandom, district: District): string {
  const legalDong = rng.pick(district.legalDongs);
  const unit = `${rng.int(101, 112)}동 ${rng.int(1, 20)}0${rng.int(1, 4)}호`;
  const street = `${rng.pick(district.roads)} ${rng.int(1, 250)}`;
  return `${district.sido} ${district.gu} ${street}, ${unit}(${legalDong}, ${pickComplexName(rng, legalDong)})`;
}

/** A company with its 법인등록번호 and head-office address. */
export interface Company {
  name: string;
  idNumber: string;
  address: string;
}

export const BANKS: readonly Company[] = [
  { name: '주식회사국민은행', idNumber: '110111-2365321', address: '서울특별시 영등포구 국제금융로8길 26(여의도동)' },
  { name: '주식회사신한은행', idNumber: '110111-0012809', address: '서울특별시 중구 세종대로9길 20(태평로2가)' },
  { name: '주식회사우리은행', idNumber: '110111-0023393', address: '서울특별시 중구 소공로 51(회현동1가)' },
  { name: '주식회사하나은행', idNumber: '110111-0015671', address: '서울특별시 중구 을지로 35(을지로1가)' },
  { name: '농협은행주식회사', idNumber: '110111-4809385', address: '서울특별시 중구 통일로 120(충정로1가)' },
  { name: '중소기업은행', idNumber: '110135-0000903', address: '서울특별시 중구 을지로 79(을지로2가)' },
];

export const LENDERS: readonly Company[] = [
  { name: '주식회사우리카드', idNumber: '110111-5246310', address: '서울특별시 종로구 종로 19(종로1가)' },
  { name: '에이비캐피탈주식회사', idNumber: '110111-3344556', address: '서울특별시 강남구 테헤란로 301(역삼동)' },
  { name: '주식회사한빛대부', idNumber: '110111-6677881', address: '서울특별시 중구 남대문로 63(소공동)' },
];

export const TRUST_COMPANIES: readonly Company[] = [
  { name: '주식회사한국토지신탁', idNumber: '110111-1345521', address: '서울특별시 강남구 테헤란로 309(역삼동)' },
  { name: '대한토지신탁주식회사', idNumber: '110111-1442355', address: '서울특별시 강남구 영동대로 517(삼성동)' },
  { name: '한국자산신탁주식회사', idNumber: '110111-2003236', address: '서울특별시 강남구 테헤란로 306(역삼동)' },
];

export const BUILDERS: readonly Company[] = [
  { name: '주식회사대명건설', idNumber: '110111-0098765', address: '서울특별시 종로구 새문안로 75(신문로1가)' },
  { name: '한솔종합건설주식회사', idNumber: '110111-0234567', address: '서울특별시 서초구 서초대로 74길 11(서초동)' },
  { name: '주식회사미래도시개발', idNumber: '110111-0345678', address: '서울특별시 강남구 강남대로 382(역삼동)' },
];

/** Tax offices and public bodies that register 압류 (the holder is printed as `권리자 …`). */
export function pickSeizingBody(rng: SeededRandom, district: District): { name: string; detail: string } {
  return rng.pick([...taxBodies(district), { name: '국민건강보험공단', detail: '' }]);
}

/** The state (through the district's tax office) or the city, seizing for unpaid taxes (체납). */
export function pickTaxBody(rng: SeededRandom, district: District): { name: string; detail: string } {
  return rng.pick(taxBodies(district));
}

function taxBodies(district: District): Array<{ name: string; detail: string }> {
  const guName = district.gu.split(' ')[0] ?? district.gu;
  return [
    { name: '국', detail: `처분청 ${guName.replace(/[구시]$/, '')}세무서` },
    { name: `${district.sido}${guName}`, detail: '' },
  ];
}

/** A company as the holder of a right. */
export function companyHolder(role: RightHolder['role'], company: Company): RightHolder {
  return { role, name: company.name, idNumber: company.idNumber, address: company.address };
}

/** A person as the holder of a right. */
export function personHolder(role: RightHolder['role'], person: Person): RightHolder {
  return { role, name: person.name, idNumber: person.idNumber, address: person.address };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
