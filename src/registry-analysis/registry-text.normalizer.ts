/**
 * One certificate line in the two forms the parser reads: `text` (tidied, spaces kept, for the
 * rank token and for display) and `compact` (every space removed). OCR both loses and adds
 * spaces inside Hangul words, so every keyword, date, amount and name is matched on `compact`.
 */
export interface CertificateLine {
  text: string;
  compact: string;
}

/** Table rules and their OCR readings (`ㅣ` is a lone jamo, never part of printed Korean). */
const RULE_MARKS = /[|│┃¦ㅣ」「『』¡_ㆍ·•]/g;
// Only where the mark stands after a full group and before a separator, not in a separator's place
// (`240,000ㅣ000` is a comma read as a rule); other marks inside an amount are spaces and leave it unread.
const AMOUNT_SPLIT_BY_RULE = new RegExp(
  String.raw`(?<=금[\d,]*,\d{3})\s?${RULE_MARKS.source}\s?(?=[,.;:]\d{3}(?!\d))`,
  'g',
);
/** `구` standing alone at a line's start before a right's purpose: the rank 7 as OCR reads it. */
const RANK_7_READ_AS_SYLLABLE =
  /^구\s(?=(?:근[저쩌져]당권?|전세권|지상권|주택임차권|임차권|가?압류|소유권|가등기|임의경매|강제경매|\d{1,3}번)[가-힣\d]*(?:설정|이전|변경|말소|등기|결정|가등기))/;
/** A 부기 rank with spaces OCR put around its hyphen (`1 - 1`), or the hyphen read as `=` or `~`, at the start of a line. */
const SPACED_RANK = /^\s*(\d{1,3})\s*[-=~–]\s*(\d{1,2})(?=\s|$)/;
/** A date with spaces OCR put between its digits and units (`2 0 2 1년 3 월 5 일`). */
const SPACED_DATE = /\d(?:\s*\d){3}\s*[년넌]\s*\d(?:\s*\d)?\s*[월윌울훨일]\s*\d(?:\s*\d)?\s*[일윌알얼읠]/g;
/** A run of digits and their Latin look-alikes (O→0, l/I→1) with thousands separators. */
const DIGIT_RUN = /(?<![A-Za-z])[0-9OoIl][0-9OoIl,]*(?![A-Za-z])/g;

/** What follows a 부기 rank: the reference to its entry and a purpose that amends it (변경, 이전, 경정). */
const AMENDS = String.raw`번[가-힣]*(?:변경|이전|경정)(?:\s|$)`;
/** A 부기 rank whose hyphen OCR read as 7, before a reference unreadable or to the rank's first part. */
const HYPHEN_READ_AS_7 = new RegExp(String.raw`^(\d{1,2})7(\d) (?=(?:[^\d\s]{1,2}|\1)${AMENDS})`);
/** A 부기 rank whose hyphen OCR lost, before a reference to the rank's first part. */
const HYPHEN_LOST = new RegExp(String.raw`^(?:\d )?(\d{1,3}) (\d{1,2}) (?=\1${AMENDS})`);
/**
 * A 부기 rank whose entry and hyphen OCR read as one syllable (`고 1 2번근저당권변경` for `2-1 2번…`):
 * the lone number is the sub-number, the reference names the entry.
 */
const ENTRY_READ_AS_SYLLABLE = new RegExp(String.raw`^[가-힣] (\d{1,2}) (\d{1,3})(?=${AMENDS})`);
/** A 부기 rank before a reference whose digit OCR lost or read as a syllable (`1-2 번근저당권이전`, `1-1 그번…`). */
const REFERENCE_LOST = new RegExp(String.raw`^(\d{1,3})-(\d{1,2}) [^\d\s]{0,2}(?=${AMENDS})`);
/**
 * A 부기 whose rank lost its `-k` and whose reference lost its digit, its 번 read as a look-alike
 * (`1 그법근저당권변경` for `1-1 1번…`): only a 부기 amends (변경, 이전, 경정), and a 부기's rank starts
 * with the entry it amends. Not a co-owner's `N번<name>지분전부이전`, which is a main entry.
 */
const RANK_ONLY_REFERENCE_LOST =
  /^(\d{1,3}) [^\d\s]{0,2}?[번벌변법](?![가-힣]*지분)(?=[가-힣]*(?:변경|이전|경정)(?:\s|$))/;

/**
 * A person's masked resident number or a company's registration number after a holder's name, as
 * OCR reads it: a digit doubled (`9107124-***`), the hyphen lost before the mask (`600416*******`)
 * or read as a plus, alone or before it (`811011+-***`, `811011+***`), or as a jamo or a tilde
 * (`640421ㄴ~**ㅠ***`), two digits doubled before the hyphen (`55711123-` for `571123-`; with the hyphen
 * only: no other cell prints eight digits and a hyphen), or a speck read as a mark among its six digits
 * before the hyphen and the mask (`9507.17-*******`, seed 9341).
 */
export const HOLDER_NUMBER = String.raw`(?:\d{6,7}\+?[-*]|\d{6}[ㄱ-ㅣ~]{1,2}[-*]|\d{8}-|(?:\d[.,·]\d{5}|\d{2}[.,·]\d{4}|\d{3}[.,·]\d{3}|\d{4}[.,·]\d{2}|\d{5}[.,·]\d)-\*)`;
/** A lone syllable at a line's start, before a name of two to four syllables and its number. */
const LONE_SYLLABLE_BEFORE_NAME = new RegExp(String.raw`^(?:0 )?([가-힣]) (?=([가-힣]{2,4}) ?${HOLDER_NUMBER})`);
/** The two-syllable surnames: a lone syllable that opens one (`남 궁민수`) is the name's, not a speck. */
const TWO_SYLLABLE_SURNAMES = new Set(['남궁', '황보', '제갈', '선우', '독고', '사공', '서문', '동방', '망절']);
/**
 * Two lone syllables at a line's start, before a name of three or four syllables and its number: five
 * syllables or more are no person's name, so both are specks (`기 이 김서민 890916-…`).
 */
const TWO_LONE_SYLLABLES_BEFORE_NAME = new RegExp(
  String.raw`^(?:0 )?[가-힣] [가-힣] (?=[가-힣]{3,4} ?${HOLDER_NUMBER})`,
);
/** The fifty most common Korean surnames: nearly every name a certificate prints opens with one. */
const COMMON_SURNAMES =
  '김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현';

/**
 * Korean surnames, and the first syllables of two-syllable ones (독고, 망절): one of these before a
 * name may be the name's own, split off by OCR.
 */
const SURNAMES = new Set(
  [
    COMMON_SURNAMES,
    '함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목형계피두감음빈동온호',
    '범좌팽승간상갈단견당화창옹순빙종묵시라',
    // 독고, 망절; the spellings with ㄹ allowed since 2007 (리, 림, 로, …); rarer ones.
    '독망리림로량려렴룡륙뢰초후궉뇌담돈매묘엽요운증탄판평포풍필해환개곡궁근대만미섭영저점준춘',
  ].join(''),
);

/**
 * Whether a name read opens with one of the common surnames. Of two spellings one syllable apart,
 * one that does is far likelier the name printed than one that opens with a rare surname (`저진재`
 * against `서진재`, `감우미` against `김우미`) or none (`잠우미`, `회하수`).
 */
export function opensWithCommonSurname(name: string): boolean {
  return name.length > 0 && COMMON_SURNAMES.includes(name.charAt(0));
}

/** Splits a certificate text into normalized lines, blank ones dropped. */
export function readLines(text: string): CertificateLine[] {
  const lines: CertificateLine[] = [];
  for (const raw of text.normalize('NFC').split(/\r?\n/)) {
    const line = normalizeLine(raw);
    if (line) lines.push(line);
  }
  return lines;
}

export function normalizeLine(raw: string): CertificateLine | null {
  let text = raw.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  // A rule mark after a full group and before a separator (`금570,000,000』;000원`): a table rule
  // never stands inside a number, so OCR read a speck there, and what it did to the digits (a group
  // read twice, or one split) cannot be told. It becomes `?`, which ends the digits, so the amount is
  // left unread (AMOUNT_UNREAD) rather than read with the groups on both sides joined (570,000,000,000).
  text = text.replace(AMOUNT_SPLIT_BY_RULE, '?');
  // A rank reference's 1 read as a letter (`l번근저당권설정등기말소`).
  text = text.replace(/(?<![A-Za-z])[lI](?=\s?번)/g, '1');
  // A reference's 번 read as 벌 or 변 (`1벌근저당권변경`, `3변근저당권변경`): no printed word puts
  // either right after a digit.
  text = text.replace(/(?<=\d)[벌변](?=\s?[가-힣])/g, '번');
  // Or read as 넌 or 법 (`2넌근저당권변경`), told from a year's 넌 (`2018넌`) by the one to three digits
  // before it and the purpose after it.
  text = text.replace(
    /(?<=(?:^|[^\d])\d{1,3}(?:-\d{1,2})?)[넌법뻔](?=\s?[가-힣]{1,10}(?:설정|변경|이전|경정|말소|압류|가처분))/g,
    '번',
  );
  // Look-alikes in the words the analysis keys on, which no certificate prints otherwise: 말소 read
  // as 밀소/멀소/발소/맡소/말쏘 (`등기밀소`), 등기 as 등거/등끼/등지/듬지/능기/등겨/등저 (`등끼발소`, `듬지발소`, `능기맡소`,
  // `등겨밀소`), its 소 as `<` (`등저말< 제53558호`, seed 9839), and the legal form of a company (`주석회사`, `주식회시`).
  text = text
    .replace(/[등듬동능][기거끼지키겨저]\s?[말밀멀발맡]\s?[소쏘조%<]/g, '등기말소')
    .replace(/주[식석삭]\s?회[사시샤]/g, '주식회사');
  // 청구권 of a 소유권이전청구권가등기 read as 헝구권, 정구권 or 칭구권 (`소유권이전헝구권`): read as
  // a 소유권이전, a pending claim would pass for the owner's transfer.
  text = text.replace(/(?<=이전\s?)[헝정칭][구국]\s?권/g, '청구권');
  // 이전 read as 이젼 (`4번정수재지분전` / `부이젼`): no certificate prints 젼. And as 아전 or 어전
  // after 소유권, 일부 or 전부 (`소유권일부아전`): a co-owner's share would be lost; or after another right
  // (`1번근저당권아전`, seed 9811): the transfer of a mortgage would be lost.
  // 변경 of a right read as 변정 (`2번근저당권변정`), or its 변 as 번 (`1번근저망권번경`, seed 9767): no certificate
  // prints either after 권.
  text = text.replace(/(?<=권)(?:변정|번경)/g, '변경');
  text = text.replace(/이젼/g, '이전').replace(/(?<=권|일부|전부)[아어]전/g, '이전');
  // 가처분 read as 가치본, 가처본, 가치분 (`5 가치본 2023년…`, `가치분결정`): no certificate prints those.
  text = text.replace(/가[치처][분본](?=결정|등기|[\s,]|$)/g, '가처분');
  // 지분 read as 지본 in a right on a share (`2번박진윤지본가` / `압류`, `갑지본전부근저당권설정`).
  text = text.replace(/지본(?=전부|일부|가?압류|가?압(?:\s|$)|가(?:\s|$)|근저당|전(?:\s|$)|\s|$)/g, '지분');
  // …and as 저분 or 저본 after a reference and a name (`4 3번권경윤저분전` / `부이전`).
  text = text.replace(/(?<=\d번[가-힣]{2,4})저[분본](?=전부|일부|가?압류|가(?:\s|$)|근저당|전(?:\s|$)|\s|$)/g, '지분');
  // …with the 전 of a wrapped 전부 read as 건 (`5번서재도지본건` / `부근저당권설정`): no purpose has 지분건.
  text = text.replace(/(?<=\d번[가-힣]{2,4})[지저][분본]건(?=\s|$|부)/g, '지분전');
  text = text.replace(RULE_MARKS, ' ').replace(/[\t\u3000]/g, ' ');
  text = text.replace(DIGIT_RUN, repairDigitRun);
  // The rank token is read from `text`: a spaced date at a line's start would pass for a rank.
  text = text.replace(SPACED_RANK, '$1-$2').replace(SPACED_DATE, (date) => date.replace(/\s+/g, ''));
  text = dropLeadingDebris(text.replace(/ {2,}/g, ' ').trim());
  // A speck read as a lone jamo glued to the rank (`ㅎ6 임의경매개시결정`): no printed line starts with one.
  text = text.replace(/^[ㄱ-ㅎㅏ-ㅣ]+\s?(?=\d)/, '');
  // A rank 7 read as the syllable 구, its stroke as ㅜ (`구 근쩌당권설정 …` for `7 근저당권설정`): no printed line
  // starts with 구 standing alone before a purpose.
  text = text.replace(RANK_7_READ_AS_SYLLABLE, '7 ');
  // A 부기 rank whose hyphen OCR read as 7 (`171 그번근저당권변경` for `1-1 1번…`): an amendment's
  // purpose names its entry, unreadable or the rank's first part.
  text = text.replace(HYPHEN_READ_AS_7, '$1-$2 ');
  // A 부기 rank whose hyphen OCR lost (`3 2 3번근저당권변경` for `3-2 3번…`): a rank is never
  // followed by a lone number, and a 부기 (a 변경, 이전 or 경정) names the entry its rank's
  // first part is, after a speck read as a digit or not (`8 2 1 2번…`). A rank `12` split by OCR
  // before a 말소 (`1 2 1번…등기말소`) is left to the rank repair.
  text = text.replace(HYPHEN_LOST, '$1-$2 ');
  text = text.replace(ENTRY_READ_AS_SYLLABLE, '$2-$1 $2');
  // A 부기 ranked `N-k` changes entry N: a reference OCR left without its digit (`1-1 그번근저당권변경`)
  // is N's.
  text = text.replace(REFERENCE_LOST, '$1-$2 $1');
  text = text.replace(RANK_ONLY_REFERENCE_LOST, '$1 $1번');
  // A reference to a 부기 whose hyphen OCR read as ㄱ (`2ㄱ1번부기등기말소` for `2-1번…`): a jamo
  // between digits is never printed.
  text = text.replace(/(\d)ㄱ(?=\d{1,2}번)/, '$1-');
  // A reference to a 부기 whose entry OCR lost or read as a speck (`1-2 +-1번부기등기말소` for `1-2 1-1번…`):
  // a 부기's cancellation is itself a 부기 of the same entry, so the entry is its rank's.
  text = text.replace(/^(\d{1,3})-(\d{1,2}) [^\d\s]{0,2}-(\d{1,2})(?=번부기)/, '$1-$2 $1-$3');
  // Specks read after a rank (`2. ,1번근저당권설정`, `2 、 ㄱ번…`) would hide the rank.
  text = text.replace(/^(\d{1,3}(?:-\d{1,2})?)\s*[.,:;'"!`‘’、。]+[\s.,:;'"!`‘’、。]*/, '$1 ');
  // A reference whose digit OCR read as a jamo or a plus, or lost (`2 ㄱ번근저당권설정`, `2 +번근저당권설정`,
  // `5 번근저당권설정` / `등기말소`): its rank is unknown, written 0 (no entry is ranked 0) for the parser to resolve
  // from the entries before it.
  text = text.replace(/^(\d{1,3}) [ㄱ-ㅎ+]?(?=번[가-힣])/, '$1 0');
  // …or read as a lone syllable between the rank and a reference (`1 고 1번근저당권설정` / `등기말소`):
  // a purpose never starts with a syllable standing alone before `N번`.
  text = text.replace(/^(\d{1,3}(?:-\d{1,2})?) [가-힣] (?=\d{1,3}(?:-\d{1,2})?번[가-힣])/, '$1 ');
  // A speck read as a lone syllable before a holder's name and number (`0 으 윤호수 580428-…`) would
  // join the name; a surname split off by OCR (`김 철수 …`) stays.
  // Two of them (`기 이 김서민 …`) would make a name of five syllables: both go.
  text = text.replace(TWO_LONE_SYLLABLES_BEFORE_NAME, '');
  // A surname stays, unless what follows is a whole name of three or more syllables that opens with a
  // common surname (`호 강성미 611226-…`: 호강성미 would be a name of four, 강성미 one of three).
  text = text.replace(LONE_SYLLABLE_BEFORE_NAME, (whole, syllable: string, name: string) =>
    SURNAMES.has(syllable) &&
    !(name.length >= 3 && opensWithCommonSurname(name) && !TWO_SYLLABLE_SURNAMES.has(syllable + name.charAt(0)))
      ? whole
      : '',
  );
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  return { text, compact: text.replace(/\s+/g, '') };
}

/** Look-alikes become digits only in a run that already holds a digit: `24O,OOO` but not `Olive`. */
function repairDigitRun(run: string): string {
  if (!/\d/.test(run)) return run;
  return run.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
}

/**
 * OCR reads rule ends and specks at a line's start as short Latin or punctuation tokens
 * (`i 1002호`, `: ! 거래가액`, `.5 4번…`); a certificate line never starts with punctuation or with a
 * token without Hangul or digits.
 */
function dropLeadingDebris(text: string): string {
  const tokens = text.replace(/^[^\p{L}\p{N}[(【]+/u, '').split(' ');
  let start = 0;
  while (start < tokens.length - 1 && !/[가-힣0-9]/.test(tokens[start])) start += 1;
  return tokens.slice(start).join(' ');
}

/** Normalizes the digits of a number read from a certificate: look-alikes, separators dropped. */
export function digitsOf(raw: string): string {
  return raw
    .replace(/[Oo]/g, '0')
    .replace(/[Il|]/g, '1')
    .replace(/[^0-9]/g, '');
}
