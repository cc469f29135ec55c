/**
 * Small text helpers of the analyzer: normalising, numbers and amounts, and the canonical form the
 * principle rules read (retrieval stems words with its own helpers, retrieval/korean-text.ts).
 * Korean clauses arrive with irregular spacing and several middle-dot characters; matching on a
 * normalised form keeps the cue expressions simple.
 */

/** NFC, one space between words, one kind of middle dot. */
export function normalizeClauseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[ㆍ・•∙]/g, '·')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Percentages written in the clause: "10%", "5 퍼센트", "3프로", "1할", and fractions as 제7조 writes them ("20분의 1"). */
export function extractPercents(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s?(%|퍼센트|프로)/g)) found.push(Number(match[1]));
  for (const match of text.matchAll(/(\d+)\s?분의\s?(\d+)/g)) found.push((Number(match[2]) / Number(match[1])) * 100);
  // The old units of a rate, 할 (a tenth) and 푼 (a hundredth): "1할" is 10 %, "1할 5푼" 15 %, "5푼" 5 %;
  // not 할인, 할증 or 할부.
  for (const match of text.matchAll(/(\d+)\s?할(?![인증부당])(?:\s?(\d+)\s?푼)?|(\d+)\s?푼(?!돈)/gu))
    found.push(match[3] === undefined ? Number(match[1]) * 10 + Number(match[2] ?? 0) : Number(match[3]));
  return found;
}

/**
 * Amounts in won written like "50만 원", "1억 2천만원", "3,000만원", in order of appearance.
 * Used to read an increase written as "from A to B" rather than as a percentage.
 */
export function extractWonAmounts(text: string): number[] {
  const amounts: number[] = [];
  // A round amount in 억 is written without 만 ("3억원"): the second alternative. A contract's figure in
  // full digits ("금 600,000원"), 10,000 won or more: the third.
  const pattern =
    /(?:(\d[\d,]*)\s?억)?\s?(?:(\d[\d,]*)\s?천)?\s?(?:(\d[\d,]*)\s?백)?\s?(?:(\d[\d,]*)\s?)?만\s?원|(\d[\d,]*)\s?억\s?원|(?<![\d,])(\d{1,3}(?:,\d{3}){1,}|\d{5,})\s?원/g;
  for (const m of text.matchAll(pattern)) {
    const n = (s: string | undefined): number => (s ? Number(s.replace(/,/g, '')) : 0);
    const value =
      n(m[1]) * 1e8 + n(m[2]) * 1e7 + n(m[3]) * 1e6 + n(m[4]) * 1e4 + n(m[5]) * 1e8 + (n(m[6]) >= 1e4 ? n(m[6]) : 0);
    if (value > 0) amounts.push(value);
  }
  return amounts;
}

const NUMERAL_DIGITS: Readonly<Record<string, number>> = {
  일: 1,
  이: 2,
  삼: 3,
  사: 4,
  오: 5,
  육: 6,
  칠: 7,
  팔: 8,
  구: 9,
};
const NUMERAL_PLACES: Readonly<Record<string, number>> = { 십: 10, 백: 100, 천: 1000 };

/** A number below 10,000 written in words ("이천오백", "천"), or NaN. */
function wordsBelowTenThousand(words: string): number {
  let total = 0;
  let digit: number | null = null;
  for (const char of words) {
    if (char in NUMERAL_DIGITS) {
      if (digit !== null) return NaN;
      digit = NUMERAL_DIGITS[char];
    } else if (char in NUMERAL_PLACES) {
      total += (digit ?? 1) * NUMERAL_PLACES[char];
      digit = null;
    } else return NaN;
  }
  return total + (digit ?? 0);
}

/**
 * An amount written in words ("이억이천만", "오십만", "삼천") in figures as the clauses write them ("2억 2000만원",
 * "50만원", "3000원"); the words as they were when they are no number ("이억" is one, "사만" too).
 */
function wonInFigures(words: string): string {
  const [eokWords, rest] = words.includes('억') ? words.split('억', 2) : ['', words];
  const [manWords, unitWords] = rest.includes('만') ? rest.split('만', 2) : ['', rest];
  // A unit with nothing before it is one of it ("억", "만"); words that are no number stay NaN.
  const count = (present: boolean, before: string): number =>
    !present ? 0 : before === '' ? 1 : wordsBelowTenThousand(before);
  const eok = count(words.includes('억'), eokWords);
  const man = count(rest.includes('만'), manWords);
  const units = wordsBelowTenThousand(unitWords);
  if ([eok, man, units].some(Number.isNaN)) return `${words}원`;
  const parts = [eok ? `${eok}억` : '', man ? `${man}만` : '', units ? `${units}` : ''].filter(Boolean);
  return `${parts.join(' ')}원`;
}

/** Whether a word ends in a Hangul syllable with a final consonant (받, 보증금), or in no syllable at all. */
export function endsInConsonant(word: string): boolean {
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  return last < 0 || last > 11171 || last % 28 !== 0;
}

// A term quoted in the clause: '…', "…", ‘…’, “…”, 「…」.
const QUOTED = String.raw`['"‘“「][^'"’”」]{2,80}['"’”」]`;
// A quoted term said to be left out of the final text: "'사전 협의' 문구는 최종본에서 빠짐".
const LEFT_OUT = String.raw`${QUOTED}(?:\s?(?:문구|조항|표현|부분|내용))?(?:은|는|도)?\s?(?:최종본에서\s?)?(?:빠짐|빠졌[가-힣]*|반영되지 (?:않|못)[가-힣]*|받아들여지지 (?:않|못)[가-힣]*|넣지 못[가-힣]*)[^.)]{0,20}`;
// The opening of a broker's note after a clause: "(중개사 확인:", "(공인중개사 메모:", "(중개사무소:".
const BROKER_NOTE = String.raw`\((?:공인\s?)?중개(?:사|인|사무소)\s?(?:확인|메모|의견|비고)?\s?:`;
const STRUCK_OUT: ReadonlyArray<readonly [RegExp, string]> = [
  // A broker's note that records a correction agreed ("(중개사 확인: … 주요 설비는 임대인 부담 … 으로 정정, 양측
  // 날인)"): the correction is the clause — not a quoted fragment put in a part's place ("'계약금의 배액을
  // 상환하고'로 정정"), which leaves the rest to be read; one that records a term added ("… 반환하는 것으로 추가
  // 합의함") joins it.
  [
    new RegExp(
      String.raw`^[^()]*${BROKER_NOTE}\s*(?!['"‘“「\s])([^()]{4,200}?(?:으로|로|하기로|한다|하며))\s?(?:정정|수정|변경)(?:하여|하고|하기로)?\s?(?:합의|함|했|하였|,|\))[^()]*\)?`,
      'gu',
    ),
    '$1.',
  ],
  [
    new RegExp(
      String.raw`${BROKER_NOTE}\s?([^()]{4,200}?(?:으로|로|하기로))\s?추가\s?(?:합의|약정|함|했|하였)[^()]*\)`,
      'gu',
    ),
    ' $1.',
  ],
  // Struck through as a message writes it ("~~보증금 전액 몰수~~ → 수정: 월세 2개월분", "~~7%~~ 삭제 요청"): gone.
  [/~~[^~]{1,160}~~\s?(?:→\s?(?:(?:수정|변경|최종)\s?:?\s?)?|(?:삭제\s?(?:요청|함|합니다)?)[.,]?\s?)?/gu, ''],
  // "원안: A → 수정: B", "원안 'A' → 수정: B": only B is agreed.
  [/(?:원안|당초|초안)\s?:?[^→.]{0,160}→\s?(?:(?:수정|변경|최종)\s?:?\s?)?/gu, ''],
  // "당초 'A'였으나 협의하여", "원안은 'A'이었지만", "임대인 원안은 2년이었으나".
  [
    new RegExp(
      String.raw`(?:임대인\s?)?(?:당초|원안은?|초안은?)\s?(?:${QUOTED}|[^'"‘“「.,]{1,30}?)\s?(?:이었|였)(?:으나|는데|지만),?\s?`,
      'gu',
    ),
    '',
  ],
  // "원안의 'A' 대신 B".
  [new RegExp(String.raw`(?:원안|당초|초안)(?:의)?\s?${QUOTED}\s?대신\s?`, 'gu'), ''],
  // "(임대인 요청 조항 중) 'A'는 삭제하였다", "원안의 'A' 문구는 삭제하고".
  [
    new RegExp(
      String.raw`(?:(?:원안|당초|초안|임대인 요청 조항 중|임대인이 요청한)(?:의|에서|은|에)?\s?)?${QUOTED}(?:\s?(?:문구|조항|표현|부분|내용))?(?:은|는|을|를|도)?\s?(?:모두\s?)?(?:삭제(?!하지|되지)|빼(?!지)|뺐)[가-힣]*(?:\s(?:하였다|했다|하고|하며|함|되었다))?[.,]?\s?`,
      'gu',
    ),
    '',
  ],
  // A term asked for and left out ("(임차인이 요청한 '사전 협의' 문구는 최종본에서 빠짐)", "… 요청했으나 반영되지 않았다").
  [
    new RegExp(
      String.raw`\((?:[^()'"‘“「]{0,30})${LEFT_OUT}\)|(?:(?:임차인|임대인)(?: 측)?(?:이|가)? 요청한\s)?${LEFT_OUT}`,
      'gu',
    ),
    '',
  ],
  // "'A'을 'B'로 변경한다", "'A'는 문구는 'B'로 완화하였다": the old term before the new.
  [
    new RegExp(
      String.raw`${QUOTED}(?:(?:는|라는)?\s?(?:문구|조항|표현|부분|내용))?(?:은|는|을|를)\s?(?=${QUOTED}\s?(?:으로|로)\s?(?:변경|수정|바꾸|바꾼|고치|고친|완화|조정|대체))`,
      'gu',
    ),
    '',
  ],
  // The new term quoted, then the change named ("'B'로 완화하였다"): the term as it now reads.
  [
    /['"‘“「]([^'"’”」]{2,200})['"’”」]\s?(?:으로|로)\s?(?:변경|수정|완화|조정|대체|바꾸|바꿨|고치|고쳤)[가-힣]*(?:\s(?:하였다|했다|함|하였음))?\.?/gu,
    '$1.',
  ],
  // A note of the negotiation in brackets: "(원안 '모든 하자'에서 범위를 줄임)", "(단서는 임차인 요청으로 추가)".
  [/\((?:원안|당초|초안|단서는)[^)]{0,120}\)/gu, ''],
];

// An earlier term deleted by a change agreement, quoted in brackets after its number ("기존 특약 중 제3항(임차인은 …
// 하지 않는다)은 삭제한다"), the deletion said plainly, as the sentence's end or joined to the next. A term that bound
// the tenant binds no more: the whole is struck out, unless the clause takes it back ("다만 … 종전대로 한다"). A term
// that protected the tenant is gone: its words are struck out, so they vouch for nothing ("제2항(임대인은 근저당을
// 추가하지 않는다)은 삭제하고, 임대인은 …"), and the deletion stays to be read.
const DELETED_TERM =
  /(?:(?:기존|종전|원|당초)\s?(?:계약서?|특약(?:사항)?)\s?(?:중\s?|의\s?)?)?제?\s?\d+\s?(?:항|조|호)\s?\(([^()]{2,200})\)(\s?(?:은|는|을|를)?\s?(?:모두\s?)?삭제(?:한다|함|하였다|했다|하였음|합니다|됨|된다|되었다|되며|되고|하고|하며|하기로\s?(?:한다|합의한다|함)|키로\s?(?:한다|합의한다|함)|하는 것으로\s?(?:한다|합의한다|함)|된 것으로\s?(?:본다|한다))(?=[.,\s]|$)[.,]?\s?)/gu;
// A term that bound the tenant: the tenant its subject or the one who bears it, the landlord not its subject, no
// right granted ("임차인은 전입신고를 할 수 있다" is a protection).
const BOUND_THE_TENANT =
  /^(?=.*(?:임차인|세입자)(?:은|는|이|가|의)\s)(?!.*(?:임대인|집주인)(?:은|는|이|가)?\s)(?!.*(?:할|받을|청구할|요구할) 수 있|.*권리|.*보장)/u;
// A term's subject, marked by 은 or 는 ("보증금 반환은 만기일에 한다"), and the words naming a party.
const TERM_SUBJECT = /^((?:[가-힣]+\s){0,2}[가-힣]+?)(?:은|는)\s/u;
const PARTY_WORD = /^(임대인|임차인|집주인|세입자|갑|을)$/u;
// Or, where a party is its subject, the objects it named ("(임대인은 잔금 전에 근저당을 말소한다)" → "(근저당)").
const KEY_NOUNS =
  /근저당권?|저당권|담보권?|보증금|전세금|확정일자|전입신고|주민등록|임차권\s?등기명령|갱신요구권|대항력|우선변제권?|보일러|배관|누수/gu;
// The deleted term kept after all, the later words naming it again ("다만 … 종전대로 한다", "그 조항은 대출 실행
// 전까지 유효하다"); not an unrelated "다만" or "나머지 조건은 그대로".
const DELETION_TAKEN_BACK =
  /종전대로|종전처럼 (따른|지킨|한다)|여전히|(그|위|해당|이|삭제한|삭제된) (조항|특약|약정|내용)|제\s?\d+\s?(항|조)/u;

function withoutDeletedTerms(text: string): string {
  return text.replace(DELETED_TERM, (whole: string, term: string, deletion: string, offset: number) => {
    if (!BOUND_THE_TENANT.test(term)) {
      // What the term was about stays named ("제4항(보증금 반환)은 삭제되며 반환 시기는 …"); what it promised goes.
      const subject = TERM_SUBJECT.exec(term)?.[1];
      const about =
        subject && !PARTY_WORD.test(subject) ? subject : [...new Set(term.match(KEY_NOUNS) ?? [])].join(' ');
      return whole.replace(`(${term})`, about ? `(${about})` : '');
    }
    return DELETION_TAKEN_BACK.test(text.slice(offset + whole.length)) ? whole : '';
  });
}

/**
 * A clause that keeps the trace of its negotiation ("원안 '…'는 삭제하였다", "당초 '…'였으나 …로 변경",
 * "원안: … → 수정: …"): what was struck out or replaced no longer binds, so the clause is read as it now
 * stands.
 */
export function asNowAgreed(text: string): string {
  let out = withoutDeletedTerms(text);
  for (const [pattern, replacement] of STRUCK_OUT) out = out.replace(pattern, replacement);
  return out === text ? text : out.replace(/\s+/g, ' ').trim();
}

// Final consonants (종성) by their index in a Hangul syllable: ㄴ, ㄹ, ㅂ.
const JONG = { nieun: 4, rieul: 8, bieup: 17 } as const;

/**
 * A stem's last syllable closed by `final` (ㄹ before 게요: 드릴, 갈; ㅂ before 니다: 줍, 올립) in the plain
 * declarative, the final turned ㄴ and 다 added (드린다, 간다, 준다, 올린다); the match as it was otherwise.
 */
function plainDeclarativeOf(final: number): (whole: string, syllable: string) => string {
  return (whole, syllable) => {
    const code = syllable.charCodeAt(0) - 0xac00;
    if (code < 0 || code % 28 !== final) return whole;
    return `${String.fromCharCode(0xac00 + code - final + JONG.nieun)}다`;
  };
}

/** A word, then a particle, renamed: the particle follows the new word's last sound (운영사는 → 임대인은). */
function renamed(pattern: RegExp, name: string): readonly [RegExp, (...groups: string[]) => string] {
  return [
    pattern,
    (_whole: string, _word: string, josa?: string) =>
      `${name}${josa ? ((endsInConsonant(name) ? PARTICLE_AFTER_CONSONANT : PARTICLE_AFTER_VOWEL)[josa] ?? josa) : ''}`,
  ];
}

// Rooms let by an operator (셰어하우스, 원룸텔, 기숙사형): the operator is the landlord, the resident the tenant,
// the 예치금 the deposit and the 이용료 the rent — when the clause names no landlord or tenant of its own.
// A particle after the word, if any, and no more of the word.
const PARTICLE = String.raw`(은|는|이|가|을|를|과|와|으로부터|로부터|으로|로|이랑|랑|의|에게서|에게|에서|에|도|만)?(?![가-힣])`;
const OPERATOR = renamed(
  new RegExp(
    String.raw`(?<![가-힣])(운영자|운영사|하우스\s?매니저|본사|관리자|회사(?=(?:는|가|의|에게|와)\s))${PARTICLE}`,
    'gu',
  ),
  '임대인',
);
const RESIDENT = renamed(
  new RegExp(String.raw`(?<![가-힣])(입실자|입주민|이용자|회원|계약자|멤버\s?님|멤버)${PARTICLE}`, 'gu'),
  '임차인',
);
// An elderly tenant addressed as 어르신 where no tenant is otherwise named ("어르신 쪽에서 고쳐 쓰시기로", "어르신
// 혼자 지내시니까 … 집주인이 보조 열쇠로"): the tenant; not the landlord so called ("집주인 어르신").
const ELDER = renamed(
  new RegExp(String.raw`(?<![가-힣])(?<!(?:집주인|주인|임대인|건물주)\s?)(어르신)${PARTICLE}`, 'gu'),
  '임차인',
);
// A household, in a landlord's notice to all of them ("신청하는 세대는", "나간 세대는", "각 세대가"): the tenant. Not the
// unit itself ("세대 내부", "세대에 출입").
const HOUSEHOLD = renamed(
  new RegExp(String.raw`(?<![가-힣])((?:(?:각|전|모든|입주|해당)\s)?세대)(은|는|가|에게)(?![가-힣])`, 'gu'),
  '임차인',
);
const OPERATOR_MONEY: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  renamed(new RegExp(String.raw`(예치금)${PARTICLE}`, 'gu'), '보증금'),
  // A public 전세임대's resident's part of the deposit (입주자부담금): the tenant's deposit.
  renamed(new RegExp(String.raw`(입주자\s?부담금)${PARTICLE}`, 'gu'), '보증금'),
  renamed(new RegExp(String.raw`(?:월\s?)?(이용료)${PARTICLE}`, 'gu'), '차임'),
];

// A registered rental business (등록임대사업자, 민간임대주택) as a party is the landlord whatever else the clause names;
// not its registration as a thing (임대사업자 등록 유지 비용).
const RENTAL_BUSINESS = renamed(
  new RegExp(
    String.raw`(?<![가-힣])((?:등록\s?|민간\s?)?임대\s?사업자)(은|는|이|가|의|에게|와|과|로|으로)(?![가-힣])`,
    'gu',
  ),
  '임대인',
);
// The building's management office entering the home (관리사무소는 … 출입한다) is the landlord's side: only where
// the clause is about entering, and only as the subject or owner of an act. A fee it sets or bills under the
// building's rules (관리사무소가 산정한 관리비) is no landlord's discretion.
const MANAGEMENT_OFFICE = renamed(/(?<![가-힣])(관리\s?사무소|관리실|관리소)(은|는|이|가|의)(?![가-힣])/gu, '임대인');
const ENTERS_THE_HOME = /출입|들어가|들어오|들어와|들어갈|입실하|방문|마스터\s?키|비상\s?키|문을 열/u;
// A sublease (전대차) between the tenant and a 전차인: its 전대인 lets and its 전차인 rents, when the clause names
// no party of the head lease. The head lease's landlord (원임대인) is a third party to it.
const HEAD_LANDLORD = renamed(new RegExp(String.raw`(?<![가-힣\d,.])(원임대인)${PARTICLE}`, 'gu'), '원소유자');

// A home held in trust is let by its 위탁자 (the owner who put it in trust, the 수탁자 consenting): the landlord
// when the clause names none. The 수탁자 stays a third party.
const TRUSTOR = renamed(new RegExp(String.raw`(?<![가-힣])(위탁자)${PARTICLE}`, 'gu'), '임대인');

// The home's owner (소유자) as a party — a lease of public support names the parties 소유자, 공사 and 입주자 — is
// the landlord when the clause names none; not a new owner (새 소유자, 바뀐 소유자: a buyer).
const OWNER = renamed(
  new RegExp(String.raw`(?<![가-힣])(?<!(?:새|새로운|바뀐|신규|다음|종전|원|전)\s?)(소유자)${PARTICLE}`, 'gu'),
  '임대인',
);

// In such a lease the corporation (공사: LH, SH) rents the home for the resident and pays the deposit: the tenant's
// side. Not where the clause is about building work at all (수리, 교체, 보일러, 공사 기간, 공사가 끝나면), nor a
// guarantor (주택도시보증공사).
const BUILDING_WORK =
  /수리|수선|보수|교체|도색|도배|지붕|배관|누수|보일러|리모델링|인테리어|방수|설비|철거|착공|시공|완공|준공|대수선|창호|공사\s?(기간|중|비|대금|소음|일정)/u;
const PUBLIC_LESSEE = renamed(
  /(?<![가-힣])(?<!(?:보수|수리|리모델링|인테리어|도배|방수|설비|개보수|외벽|건축|철거|하자|보강|긴급|내부|공용부)\s?)(공사)(은|는|가|에게|의)(?![가-힣])(?!\s?(기간|중|비|대금|진행|완료|끝|시작|착공|필요|예정|일정|소음|있|없|잡))/gu,
  '임차인',
);

// A lease written for a foreign tenant, or a broker's note, names the parties and the money in English or Chinese
// ("다음 tenant가", "押金(deposit)은", "landlord가 원하는 시간에"): the lease's own words, so the rules read them; a
// gloss repeating the word it follows ("押金(deposit)") is dropped. Read after the English glosses of Korean terms
// are gone (agreedWords), so a guarantee's name glossed in English ("보증보험(Deposit Insurance)") is no deposit.
const FOREIGN_WORDS: ReadonlyArray<readonly [RegExp, (...groups: string[]) => string]> = [
  renamed(
    new RegExp(
      String.raw`(?<![A-Za-z])((?:tenants?|lessees?|renters?)(?![A-Za-z])|租客|房客|承租人)${PARTICLE}`,
      'giu',
    ),
    '임차인',
  ),
  renamed(
    new RegExp(String.raw`(?<![A-Za-z])((?:landlords?|lessors?)(?![A-Za-z])|房东|房東|出租人)${PARTICLE}`, 'giu'),
    '임대인',
  ),
  renamed(
    new RegExp(String.raw`(?<![A-Za-z])((?:security\s)?deposits?(?![A-Za-z])|押金|保证金)${PARTICLE}`, 'giu'),
    '보증금',
  ),
  renamed(
    new RegExp(String.raw`(?<![A-Za-z])((?:monthly\s)?rent(?![A-Za-z])|月租|房租|租金)${PARTICLE}`, 'giu'),
    '월세',
  ),
];
const FOREIGN_GLOSS = /(임차인|임대인|보증금|월세)\s?\(\1\)/gu;

function withForeignWords(text: string): string {
  if (!/[A-Za-z\u4e00-\u9fff]/u.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of FOREIGN_WORDS) out = out.replace(pattern, replacement);
  return out.replace(FOREIGN_GLOSS, '$1');
}

/** The operator's words for the parties and the money, in the lease's own (see OPERATOR). */
function withOperatorTerms(text: string): string {
  let out = text.replace(RENTAL_BUSINESS[0], RENTAL_BUSINESS[1]).replace(HEAD_LANDLORD[0], HEAD_LANDLORD[1]);
  const landlordNamed = /임대인|집주인|건물주|가옥주|(?<![가-힣])주인/u.test(out);
  const tenantNamed = /임차인|세입자/u.test(out);
  if (!tenantNamed && /(?<![가-힣])소유자/u.test(out) && !BUILDING_WORK.test(out))
    out = out.replace(PUBLIC_LESSEE[0], PUBLIC_LESSEE[1]);
  if (!landlordNamed && !tenantNamed && /(?<![가-힣])전(대인|차인)/u.test(out))
    out = out.replace(/(?<![가-힣])전대인/gu, '임대인').replace(/(?<![가-힣])전차인/gu, '임차인');
  else if (!landlordNamed) {
    out = out.replace(OPERATOR[0], OPERATOR[1]).replace(OWNER[0], OWNER[1]).replace(TRUSTOR[0], TRUSTOR[1]);
    if (ENTERS_THE_HOME.test(out)) out = out.replace(MANAGEMENT_OFFICE[0], MANAGEMENT_OFFICE[1]);
  }
  if (!/임차인|세입자/u.test(out)) out = out.replace(RESIDENT[0], RESIDENT[1]);
  if (!/임차인|세입자/u.test(out)) out = out.replace(ELDER[0], ELDER[1]);
  if (!/임차인|세입자/u.test(out)) out = out.replace(HOUSEHOLD[0], HOUSEHOLD[1]);
  for (const [pattern, replacement] of OPERATOR_MONEY) out = out.replace(pattern, replacement as string);
  return out;
}

/** A verb stem in the plain declarative: 고치 → 고친다, 받 → 받는다, 수리하 → 수리한다. */
function declarative(stem: string): string {
  if (endsInConsonant(stem)) return `${stem}는다`;
  const last = stem.charCodeAt(stem.length - 1) - 0xac00;
  return `${stem.slice(0, -1)}${String.fromCharCode(0xac00 + last + JONG.nieun)}다`;
}

// The particle a consonant-final word takes for one a vowel-final word took (세입자가 → 임차인이).
const PARTICLE_AFTER_CONSONANT: Readonly<Record<string, string>> = {
  는: '은',
  가: '이',
  를: '을',
  와: '과',
  로: '으로',
  로부터: '으로부터',
  랑: '이랑',
};
const PARTICLE_AFTER_VOWEL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PARTICLE_AFTER_CONSONANT).map(([vowelForm, consonantForm]) => [consonantForm, vowelForm]),
);

// Why no morphological analyser: the maintained npm candidates do not run here on their own —
// kiwi-nlp ships the WASM engine without its model (downloaded separately), mecab-ko-ts calls a
// native mecab-ko binary and dictionary that no package provides. Lease clauses use a small, stable
// vocabulary, so naming the parties one way and spacing negations one way does most of what a
// tagger would for the rules that read who is bound and whether the act is negated.
const NATIVE_DAYS: Readonly<Record<string, number>> = { 이틀: 2, 사흘: 3, 나흘: 4, 닷새: 5, 엿새: 6, 열흘: 10 };

const CANONICAL_FORMS: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  // A request said to be none ("월세 깎아달라는 얘기는 없기로") is the request not made.
  // So is a claim said to be none ("더 살겠다는 소리는 안 하기로").
  [
    /(달라|겠다)는 (?:얘기|이야기|말|소리|요구|요청)(?:은|는|도|를|을)? (?:없기로|없는 걸로|없는 것으로|안\s?하기로|하지 않기로)/gu,
    '$1고 하지 않기로',
  ],
  // What a distribution left unpaid ("배당받지 못한 보증금 잔액", "배당에서 못 받은 보증금"): a sum, not a right given up.
  [/(?<![가-힣])(배당|변제)(에서|으로)?\s?(받지 못한|못\s?받은) (?=(보증금|금액|잔액|잔금|돈|차액))/gu, '미배당 '],
  // A fee the landlord fixes as each month goes ("그달그달 보고 정해서 받음"): at his discretion.
  [/(?:그\s?달\s?그\s?달|그때\s?그때|달마다)\s?(?:보고|봐서|봐 가며|봐가며)\s(?=(?:정|결정))/gu, '임의로 '],
  // 새로운 before a party or a lease is 새 (새로운 임차인 → 새 임차인), as every reading of a next tenant spells it.
  [/새로운 (?=(임차인|세입자|입주자|사람|계약자|임대차|전세|월세|계약))/gu, '새 '],
  // A spoken promise or intent read as the plain declarative: 드릴게요 → 드린다, 놓을게요 → 놓는다, 올릴 거예요 →
  // 올린다, 없을 거예요 → 없다 (있다 and 없다 take 다); a spoken 고요 as the connective 고.
  [/(있|없)을(?:게요| 거예요| 거에요)(?=[.\s,)!~^]|$)/gu, '$1다'],
  [/([가-힣])을(?:게요| 거예요| 거에요)(?=[.\s,)!~^]|$)/gu, '$1는다'],
  [/([가-힣])(?:게요| 거예요| 거에요)(?=[.\s,)!~^]|$)/gu, plainDeclarativeOf(JONG.rieul)],
  [/([가-힣])고요(?=[.\s,)!~^]|$)/gu, '$1고'],
  // A percentage or a span said in words ("십 프로", "오 퍼센트", "일 년", "육 개월"): in figures.
  [
    /(?<![가-힣])([일이삼사오육칠팔구십]{1,3})\s?(프로|퍼센트|%|년|개월)(?=[\s.,]|$|[이을은가의에마로를씩까으])/gu,
    (whole: string, words: string, unit: string) => {
      const n = wordsBelowTenThousand(words);
      return Number.isNaN(n) ? whole : `${n}${unit === '프로' || unit === '퍼센트' ? '%' : unit}`;
    },
  ],
  // And in figures with a spoken unit ("5프로", "5 퍼센트"): the sign.
  [/(\d+(?:\.\d+)?)\s?(?:프로|퍼센트)(?![가-힣])/gu, '$1%'],
  [/(?:전세)?보증금\s?반환\s?보증/gu, '보증보험'],
  // A form's field crossed out ("임차인에게 퇴거 요구 X", "추가 근저당 설정 X"): the act not done.
  [/(요구|청구|설정|신청)\s?(?:X|✕|×)(?=[\s/|,)]|$)/gu, '$1하지 않는다'],
  [/(세입자|임차인)\s?(분|님)(?=[은는이가의께]|\s|$)/gu, '임차인'],
  // How a landlord's note names a young tenant: 총각, 아가씨, 학생 with a particle.
  [/(?<![가-힣])(총각|아가씨|학생)(?=[이가은는의]\s|께서|\s(사정|부담|몫))/gu, '임차인'],
  // The tenant as a landlord's 반말 note addresses them: 너, 니가, 네가.
  [/(?<![가-힣])(너가|니가|네가)(?=\s)/gu, '임차인이'],
  [/(?<![가-힣])너(?=(는|도|의|한테|에게|랑)?(\s|$))/gu, '임차인'],
  // "수리하시는 게 저희 원칙이에요": the rule stated as what is done ("수리한다").
  [
    /(?<![가-힣])([가-힣]+?)(?:시)?는 (?:게|것이) (?:[가-힣]+ )?(?:원칙|규칙|방침)(?:이에요|입니다|이다|임)?(?=[.\s,!~]|$)/gu,
    (_match: string, stem: string) => declarative(stem),
  ],
  // The one who lives there, as a landlord's house rules name the tenant ("사시는 분이 수리하시는 게 원칙").
  [/(?<![가-힣])(사시는|거주하시는|살고 계신) 분(?=[이은께]\s|께서|\s)/gu, '임차인'],
  [/(집주인|주인|건물주|임대인)\s?(분|님)(?=[은는이가의께]|\s|$)/gu, '임대인'],
  // The money left with the landlord ("입주할 때 맡긴 1억 2천만원", "맡긴 돈") is the deposit.
  [/맡긴 (돈|금액|\d[\d,억천백만\s]*원)/gu, '보증금'],
  // 사장님: how a tenant addresses the landlord of a one-room building.
  [/(?<![가-힣])(?<!(부동산|중개사?|인테리어|관리소|관리실)\s?)사장\s?님(?=[은는이가의께도]|한테|\s|$)/gu, '임대인'],
  // 세입자 ends in a vowel, 임차인 in a consonant: the particle follows the word it is now on
  // ("세입자가" → "임차인이", not "임차인가", which no rule reading a subject would know).
  renamed(/(세입자|입주자)(는|가|를|와|로|랑)(?=[\s.,]|$)/gu, '임차인'),
  // An older landlord's words for himself and his tenant: 가옥주 (the house's owner), 차가인 (who rents it).
  renamed(/(가옥주)(는|가|를|와|로|랑)(?=[\s.,]|$)/gu, '임대인'),
  [/가옥주/gu, '임대인'],
  [/차가인/gu, '임차인'],
  // A landlord's own words for the tenant and the rent ("세든사람은", "방세가 두달치 밀리면"): both end as
  // 임차인 and 월세 do, so the particles stand.
  [/(?<![가-힣])세\s?든\s?사람(?=[은이을의과도]|\s|$)/gu, '임차인'],
  [/(?<![가-힣])방세(?=[는가를도의]|\s|$)/gu, '월세'],
  [/세입자|임차\s인|입주자(?=[은는이가의])/gu, '임차인'],
  [/집주인|건물주|임대\s인|(?<![가-힣])주인(?=[은는이가의께]|\s|$)/gu, '임대인'],
  // "임대인 측에서 … 하면": the side acting is the party itself.
  [
    /(임대인|임차인)\s?측(에서|이|은)(?=\s|$)/gu,
    (_m: string, party: string, josa?: string) => `${party}${josa === '에서' ? '이' : (josa ?? '')}`,
  ],
  // A drafter's definitions and quotes ("임대인(이하 "갑"이라 한다)은", ""을"은"): the party's bare name.
  [/\s?\(이하\s?["“'‘]?(갑|을|임대인|임차인)["”'’]?(이)?라\s?(한다|함|칭한다)\)/gu, ''],
  [/["“'‘](갑|을|임대인|임차인)["”'’]/gu, '$1'],
  // 갑·을 as the contract names them: "임대인(갑)은", "을(임차인)이", "(갑은 …)".
  [/(임대인|임차인)\s?\((갑|을)\)/gu, '$1'],
  [/(?<![가-힣])(갑|을)\s?\((임대인|임차인)\)/gu, '$2'],
  [/(?<![가-힣])을(?=(은|이|의|에게|과|와|도|측)(\s|$))/gu, '임차인'],
  [/(?<![가-힣])갑(?=(은|이|의|에게|과|와|도|측)(\s|$))/gu, '임대인'],
  [/(?<![가-힣])(갑|을)'s(?=\s)/gu, (_m: string, party: string) => (party === '갑' ? '임대인의' : '임차인의')],
  [
    /(?<![가-힣])(갑|을)(?=\s(부담|책임|몫)(?![가-힣]))/gu,
    (_m: string, party: string) => (party === '갑' ? '임대인' : '임차인'),
  ],
  // Numbered items in one line ("1) 월세 … 2) 확정일자는 … 3) …", "① … ②"): each item is a sentence.
  [/^\s*(\d{1,2}\)|[①-⑩])\s*/gu, ''],
  [/\s(\d{1,2}\)|[①-⑩])\s*/gu, '. '],
  // Landlords' shorthand: 보증 for 보증금, 관리 for 관리비 before its amount ("관리 5만", "관리 월 7만원");
  // not the guarantee itself ("보증 가입", "보증 보험": the deposit's guarantee, read as such).
  [
    /(?<![가-힣])보증(?=(은|는|을|를|도)?\s)(?!(은|는|을|를|도)?\s(가입|보험|기관|회사|상품|신청|발급|최고액|한도|채무|책임|기간))/gu,
    '보증금',
  ],
  [/(?<![가-힣])관리(?=\s?(월\s?)?\d)/gu, '관리비'],
  // Q/A notes ("Q. 보증금은 언제? A. …"): the markers are no sentence ends.
  [/(^|\s)[QA]\s?[.:)]\s/gu, '$1'],
  // Dates written with dots (2026.3.1.) are no sentence ends either: 2026-3-1.
  [/(\d{4})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?/gu, '$1-$2-$3'],
  // English in mixed notes, for the words the rules read by.
  [/\b[Tt]enant\s?\((을|임차인)\)|\b[Tt]enant\b/gu, '임차인'],
  [/\b[Ll]andlord\s?\((갑|임대인)\)|\b[Ll]andlord\b/gu, '임대인'],
  [/\b(shall\s)?waives?\b/gu, '포기한다'],
  [/\b(shall\s)?vacate\b/gu, '퇴거한다'],
  [/\bwinning bidder\b/gu, '낙찰자'],
  [/\bwithout claiming\b/gu, '주장하지 않고'],
  // Typos met in brokers' and tenants' notes, on the words the rules read by.
  [/보증굼|보증곰|보증긍/gu, '보증금'],
  [/게약/gu, '계약'],
  // An amount in words and then in figures ("일금 이억원정(₩200,000,000)") is one amount: the figures go.
  [/(?<=[가-힣]정?)\s?\(\s?[₩￦]\s?[\d,]+\s?(원)?\s?\)/gu, ''],
  // A count in figures and then in words ("30일(삼십일) 이내", "2개월(두 달)"): one count, the words go.
  [
    /(?<=\d\s?(?:일|개월|달|주|주일|년|%))\s?\(\s?[일이삼사오육칠팔구십백한두세네닷엿열\s]+\s?(?:일|개월|달|주|주일|년|퍼센트)?\s?\)/gu,
    '',
  ],
  // 억 then 천 with its 만 left out ("2억 2천으로"): 2억 2천만.
  [/(\d)\s?억\s?(\d)\s?천(?!\s?(만|백|원|\d))/gu, '$1억 $2천만원'],
  // An amount in words alone ("금 이억원정에서 금 이억이천만원정으로"): written in figures, as the rules read amounts.
  [
    /(?<=^|[\s(금])([일이삼사오육칠팔구십백천만억]*[십백천만억][일이삼사오육칠팔구십백천만억]*)\s?원정?/gu,
    (_, words: string) => wonInFigures(words),
  ],
  // 않 typed as 안 after a negating 지 ("전입신고 하지 안기로함").
  [/(?<=[가-힣]지) 안(?=기로|는다|으며|고\s|습니다|아요|음)/gu, ' 않'],
  [/깍아/gu, '깎아'],
  [/확정\s?일짜|확정\s?일지(?=[는를가은])/gu, '확정일자'],
  [/전입\s?신거/gu, '전입신고'],
  // Landlords' abbreviations: 확일 (확정일자), 주담대 (주택담보대출).
  [/(?<![가-힣])확일(?=[은는을를이도]?(\s|$|[.,]))/gu, '확정일자'],
  [/주담대/gu, '주택담보대출'],
  // Days counted in native words (이틀, 사흘 … 열흘), as digits: the rules read a wait by its figure.
  [
    /(?<![가-힣])(이틀|사흘|나흘|닷새|엿새|열흘)(?=[\s,.]|$|[이가은을만째안내후뒤동])/gu,
    (_, days: string) => `${NATIVE_DAYS[days]}일`,
  ],
  // Months counted in Sino-Korean words (삼 개월분, 육 개월), as digits: a penalty or a wait is read by its figure.
  [
    /(?<![가-힣])(일|이|삼|사|오|육|칠|팔|구|십|십일|십이)\s?개월/gu,
    (_, months: string) => `${wordsBelowTenThousand(months)}개월`,
  ],
  // A consent "obtained" in officialese (동의를 득하여야, 승낙을 득한 후): received, as the rules read it.
  [/(동의|승낙|허락|허가|승인)(를|을)\s?득(?:하여야|해야)/gu, '$1$2 받아야'],
  [/(동의|승낙|허락|허가|승인)(를|을)\s?득(?:하여|해)(?=\s)/gu, '$1$2 받아'],
  [/(동의|승낙|허락|허가|승인)(를|을)\s?득한(?=\s)/gu, '$1$2 받은'],
  // 안 misspelt 않 before a verb ("주장을 않하기로", "확정일자를 않받기로"): 않 never stands before one.
  [/않\s?(?=(?:하|할|함|합|해|했|받|줄|준|주|줘|내|낼|옮|돌려))/gu, '안 '],
  // The spoken negation "X 안 함 / 안하기로 / 안하시는걸로" read as the written "X하지 않는다 / 않기로".
  [/([가-힣])\s?안\s?(?:함|한다|합니다|해요)(?=[.\s,)!~^]|$)/gu, '$1하지 않는다'],
  // "수리 안해줌 / 안 해 줘요": the help not given, "해 주지 않는다".
  [/\s안\s?해\s?(?:줌|준다|줘요|줍니다|드림|드린다|드려요)(?=[.\s,)!~^]|$)/gu, ' 해 주지 않는다'],
  [/([가-힣])\s?안\s?하(?:시)?고(?=\s|,)/gu, '$1하지 않고'],
  // After a particle the verb is a word of its own ("달라고는 안 하시는 걸로": "달라고는 하지 않기로").
  [/([가-힣][는은도를을])\s안\s?하(?:시)?(?:기로|는\s?걸로요?|는\s?것으로)/gu, '$1 하지 않기로'],
  [/([가-힣])\s?안\s?하(?:시)?며(?=\s|,)/gu, '$1하지 않으며'],
  [/([가-힣])\s?안\s?하(?:시)?(?:기로|는\s?걸로요?|는\s?것으로)/gu, '$1하지 않기로'],
  [/([가-힣])(?:\s|(?<![제편불미감보고방답현치대평]))안\s?하(?:시)?는 조건/gu, '$1하지 않는 조건'],
  // A note's item ending "… 안하기": "… 하지 않기".
  [/([가-힣])(?:\s|(?<![제편불미감보고방답현치대평]))안\s?하기(?=[.\s,!~^]|$)/gu, '$1하지 않기'],
  // "하지말고", "받지마세요": the negation spaced as written Korean spaces it.
  [/([가-힣])지말(?=[고아라자])/gu, '$1지 말'],
  [/([가-힣])지마(?=[.\s,!~]|세요|라|요|$)/gu, '$1지 마'],
  // The spoken negation glued to other verbs ("확정일자는 안받는걸로", "주소 안옮기기로"): "받지 않기로".
  [/(?<![가-힣])안\s?(받|옮기|빼|넣|내|주|쓰)(?:는\s?걸로요?|는\s?것으로|기로)/gu, '$1지 않기로'],
  // "들어갈수있음", "뺄수없다": the 수 after a verb's ㄹ form spaced as "할 수 있" is.
  [
    /([가-힣])수\s?(있|없)/gu,
    (match: string, verb: string, tail: string) =>
      (verb.charCodeAt(0) - 0xac00) % 28 === 8 ? `${verb} 수 ${tail}` : match,
  ],
  // The spoken "…는 걸로" is the written "…기로 한다" ("월세는 말일에 내는걸로", "보증금은 그날 주는 걸로요").
  [/([가-힣])는\s?걸로요?(?=\s?[.,)(!~^]|\s*$)/gu, '$1기로 한다'],
  // "제한하는 거 없습니다", "들어가는 일은 없어요": the act said never to happen is the act not done
  // ("제한하지 않는다"). Not after 못/안 ("못 돌려받는 일은 없다" keeps its own reading).
  [
    /(?<!(?:못|안)\s?)(?<![가-힣])(?!못|안)([가-힣]+)는 (?:거|것|일)(?:은|이|는)? ?(?:전혀 |절대 |결코 )?없(?:습니다|어요|다|음)(?=[.\s,!~)]|$)/gu,
    '$1지 않는다',
  ],
  // "…없인" is "…없이는".
  [/없인(?=\s)/gu, '없이는'],
  [/할\s?수\s?없/gu, '할 수 없'],
  [/할\s?수\s?있/gu, '할 수 있'],
  [/([가-힣])지\s?않/gu, '$1지 않'],
  [/([가-힣])지\s?못/gu, '$1지 못'],
  [/못\s(하|한)/gu, '못$1'],
  [/아니한다/gu, '않는다'],
  [/않습니다|않아요|않음(?=[.\s,)]|$)/gu, '않는다'],
  // Polite spoken endings read as the plain declarative (내요 → 낸다, 없어요 → 없다).
  [/내요(?=[.\s,)!~^]|$)/gu, '낸다'],
  [/해요(?=[.\s,)!~^]|$)/gu, '한다'],
  [/없어요(?=[.\s,)!~^]|$)/gu, '없다'],
  [/있어요(?=[.\s,)!~^]|$)/gu, '있다'],
  [/줘요(?=[.\s,)!~^]|$)/gu, '준다'],
  [/드려요(?=[.\s,)!~^]|$)/gu, '드린다'],
  [/받아요(?=[.\s,)!~^]|$)/gu, '받는다'],
  [/빼요(?=[.\s,)!~^]|$)/gu, '뺀다'],
  [/(하셔도|해도) ?(돼요|됩니다|된다|됨|괜찮(?:아요|습니다|다|음)?)(?![가-힣])/gu, '해도 된다'],
  // "키우셔도 괜찮아요", "받으셔도 돼요": the honorific kept on its own verb, the permission read as 된다.
  [/셔도 ?(돼요|됩니다|된다|됨|괜찮(?:아요|습니다|다|음)?)(?![가-힣])/gu, '셔도 된다'],
  [/아니하며/gu, '않으며'],
  [/아니하고/gu, '않고'],
  [/아니하기로/gu, '않기로'],
  [/아니하는/gu, '않는'],
  [/지 아니(한다|함)(?=[.\s,)]|$)/gu, '지 않는다'],
  // The formal polite declarative read as the plain one: 1년입니다 → 1년이다, 있습니다 → 있다, 받습니다 → 받는다,
  // 돌려줍니다 → 돌려준다, 올립니다 → 올린다 (the stem's ㅂ니다 becomes ㄴ다).
  [/입니다(?=[.\s,)!~^]|$)/gu, '이다'],
  // 아니다 and the 하다 adjectives (필요하다, 가능하다, 동일하다) take 다, not ㄴ다.
  [/아닙니다(?=[.\s,)!~^]|$)/gu, '아니다'],
  [
    /(필요|가능|동일|유효|무효|충분|불편|깨끗|확실|정당|부당|곤란|적합|적절|상당|원활|편)합니다(?=[.\s,)!~^]|$)/gu,
    '$1하다',
  ],
  // Adjectives (같, 좋, 괜찮 …) take 다, verbs 는다.
  [/(있|없|었|았|였|겠|했|같|좋|많|싫|작|높|낮|넓|좁|괜찮|적|짧|깊|옳)습니다(?=[.\s,)!~^]|$)/gu, '$1다'],
  [/([가-힣])습니다(?=[.\s,)!~^]|$)/gu, '$1는다'],
  [/([가-힣])니다(?=[.\s,)!~^]|$)/gu, plainDeclarativeOf(JONG.bieup)],
  // Note-style endings (…함, …음, …줌) read as the plain declarative they stand for.
  [/않음(?=[.\s,)]|$)/gu, '않는다'],
  [/없음(?=[.\s,)]|$)/gu, '없다'],
  [/(\s)함(?=[.\s,)]|$)/gu, '$1한다'],
  [/책임임(?=[.\s,)]|$)/gu, '책임이다'],
  [/([가-힣]{2,})(?<!우편|사물|신발|택배|소화)함(?=[.\s,)!~^ㅋㅎ]|$)/gu, '$1한다'],
  [/받음(?=[.\s,)]|$)/gu, '받는다'],
  [/(\s)줌(?=[.\s,)]|$)/gu, '$1준다'],
  [
    /([가-힣])(줌|드림)(?=[.\s,)]|$)/gu,
    (_m: string, stem: string, end: string) => `${stem} ${end === '줌' ? '준다' : '드린다'}`,
  ],
  [/올림(?=[.\s,)]|$)/gu, '올린다'],
  [/(^|\s)담\s(?=임차인|세입자|사람)/gu, '$1다음 '],
];

// The speaker's own words for themselves, with the particle each takes after 임차인/임대인.
const FIRST_PERSON: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![가-힣])(제가|내가)(?=\s)/gu, '이'],
  // Not 나는: the verb 나다 (고장 나는 경우) is written the same.
  [/(?<![가-힣])저는(?=\s)/gu, '은'],
  [/(?<![가-힣])저도(?=\s)/gu, '도'],
  [/(?<![가-힣])(저의|나의)(?=\s)/gu, '의'],
  [/(?<![가-힣])(저에게|제게|저한테|나한테|나에게)(?=\s)/gu, '에게'],
  [/(?<![가-힣])(저를|나를)(?=\s)/gu, '을'],
  // 제 as 저의 before what a party owns ("제 대출이 나와요"), not an article's 제 (제 3조) nor 제 때 (on time).
  [
    /(?<![가-힣])제(?=\s(대출|집|건물|명의|계좌|통장|가족|부모님|아들|딸|자녀|조카|동생|사정|돈|짐|차|회사|사업))/gu,
    '의',
  ],
  // "우리 큰애", "우리 아들": the speaker's family.
  [/(?<![가-힣])(우리|저희)(?=\s(큰애|작은애|애|아들|딸|자녀|가족|부모님|어머니|아버지|아들놈|딸아이))/gu, '의'],
];

/**
 * "제가", "저는" named as the party the clause speaks as: a note that addresses the landlord with an
 * honorific (집주인분, 사장님) is the tenant's, one that addresses the tenant (세입자분) the landlord's.
 * Unchanged when both or neither is addressed so.
 */
function withFirstPersonNamed(text: string): string {
  const tagged = speakerTaggedTurns(text);
  if (tagged) return tagged;
  // A dialogue quoted as agreed ("“… 사장님이 고치시는 걸로 해요” — “네, 그건 제가 부담할게요”"): each
  // reply is the other party's, so "제가" changes sides from one turn to the next.
  const turns = text.split(/(?<=”)\s*[—–-]+\s*(?=“)/u);
  const reply = turns.length > 1 ? speakerOf(turns[1]) : null;
  const first = speakerOf(turns[0]) ?? (reply ? otherParty(reply) : (speakerOf(text) ?? speakerByDeed(text)));
  if (!first) return text;
  const other = otherParty(first);
  return turns.map((turn, i) => namedAs(turn, i % 2 === 0 ? first : other)).join(' — ');
}

// A conversation written down with its speakers named ("집주인: … 나: 네 …", "부동산: …"), or as a group
// chat shows them ("[집주인] … [세입자] 넵 [공인중개사] …").
const SPEAKER_NAMES = '집주인|임대인|주인|사장님|나|세입자|임차인|부동산|공인중개사|중개사|중개인';
const SPEAKER_TAG = new RegExp(String.raw`\[(${SPEAKER_NAMES})\]\s?|(?<![가-힣])(${SPEAKER_NAMES})\s?:\s?`, 'gu');
const SPEAKER_PARTY: Readonly<Record<string, '임차인' | '임대인' | null>> = {
  집주인: '임대인',
  임대인: '임대인',
  주인: '임대인',
  사장님: '임대인',
  나: '임차인',
  세입자: '임차인',
  임차인: '임차인',
  부동산: null,
  공인중개사: null,
  중개사: null,
  중개인: null,
};
// A reply's opening agreement ("네", "아 네,"), and a reply that only agrees ("네 그렇게 할게요", "알겠어요"): the
// term is the one it answers. What a reply adds after its 네 is the tenant's own term.
// A chat's assent may be ㅇㅋ, or only the 읽음 the app shows.
const ASSENT = String.raw`(?:네|예|넵|넹|ㅇㅋ|ㅇㅇ|오케이|읽음)(?![가-힣])`;
const ASSENT_OPENING = new RegExp(String.raw`^(?:아[.…\s]*)?${ASSENT}[,.!\s]*`, 'u');
const ONLY_ASSENT = new RegExp(
  String.raw`^(?:아[.…\s]*)?(?:${ASSENT}[,.!\s]*)*((그럼\s)?(그렇게\s(할게요|하세요|해요|해\s주세요|하죠)|알겠(어요|습니다)|확인했(어요|습니다)|감사(해요|합니다)|좋아요|그래요|그럼요|(그건\s)?(당연하죠|당연하지요|물론이죠|물론이에요)|맞아요|맞습니다|고마워요|ㅋ+|ㅎ+)[,.!\s]*)*$`,
  'u',
);

/**
 * Each turn of a conversation with its speakers named, its "제가" named as that speaker, the tags dropped
 * and a reply that only agrees left out; null when the clause is no such conversation.
 */
function speakerTaggedTurns(text: string): string | null {
  const tags = [...text.matchAll(SPEAKER_TAG)];
  if (tags.length === 0 || tags[0]?.index !== 0) return null;
  const turns = tags.map((tag, i) => ({
    party: SPEAKER_PARTY[tag[1] ?? tag[2] ?? ''] ?? null,
    said: text.slice((tag.index ?? 0) + tag[0].length, tags[i + 1]?.index ?? text.length).trim(),
  }));
  return turns
    .filter((turn, i) => !(i > 0 && turn.party !== null && ONLY_ASSENT.test(turn.said)))
    .map((turn) => ({ ...turn, said: turn.party === '임차인' ? turn.said.replace(ASSENT_OPENING, '') : turn.said }))
    .map((turn) =>
      turn.said
        .split(/(?<=[.!?~])\s+/u)
        .filter((sentence) => !RECORDS_ONLY.test(sentence))
        .map((sentence) => (turn.party ? spokenBy(sentence, turn.party) : sentence).replace(/[.\s]+$/u, ''))
        .join('. '),
    )
    .filter((said) => said.length > 0)
    .join('. ')
    .concat('.');
}

// A sentence that only has the term written down ("네 그럼 특약에 그렇게 적겠습니다", "특약에 그대로 적어주세요"):
// no term of its own.
const RECORDS_ONLY =
  /^(네,?\s)?(그럼\s)?((이|그)\s?(내용|부분)(은|도)?\s)?(특약(에|란에|사항에)?\s)?(그대로\s|그렇게\s|꼭\s)?(반영|기재|적|넣|작성|써)[가-힣]*(\s?(주세요|드릴게요|할게요|하겠습니다|합니다))?[.!~\s]*$/u;
// A promise (…할게요, …하겠습니다) is the speaker's own act; not an agreement's form (…하는 걸로 할게요), whose
// act may be either party's.
const PROMISE_END = /[가-힣](게요|겠습니다|겠어요)[.!~\s]*$/u;
const AGREED_FORM = /(걸로|것으로|기로)\s/u;
// The sentence's own verb honouring its subject (받지 않으시는 걸로, 나가셔야 해요, 비워 주세요): said to the other
// party, of the other party's act. Not an honorific in a time or a condition ("나가시는 날 … 드릴게요").
const HONORIFIC_VERB =
  /[가-힣](시는|시기로) ?(걸로|것으로|거로)?(?=\s(하|해|할|합))|[가-힣]셔야|[가-힣](으)?세요[.!~\s]*$|십시오[.!~\s]*$/u;
const OWN_WORDS: Readonly<Record<'임차인' | '임대인', RegExp>> = {
  임대인: /임대인|집주인|주인|사장\s?님|건물주/u,
  임차인: /임차인|세입자|입주자/u,
};

// The honorific -시- taken out of the other party's verbs (동의하시는 → 동의하는, 안 주시면 → 안 주면, 나가셔야 →
// 나가야), so that the act reads as the rules know it; not a noun's 시 (즉시, 동시, 당시, 표시, 임시).
const HONORIFIC_INFIX: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![즉동당표임수상일잠개게감지평])으?시(는|기로)(?=\s|$|[.,])/gu, '$1'],
  [/으시면(?=\s|$|[.,])/gu, '으면'],
  [/(?<![즉동당표임수상일잠개게감지평])시(면|고|지|며)(?=\s|$|[.,])/gu, '$1'],
  [/하셔야/gu, '해야'],
  [/주셔야/gu, '줘야'],
  [/(?<=[가-힣])셔야/gu, '야'],
];

function withoutHonorific(sentence: string): string {
  let out = sentence;
  for (const [pattern, replacement] of HONORIFIC_INFIX) out = out.replace(pattern, replacement);
  return out;
}

/**
 * A sentence of a known speaker's, "제가" named as the speaker. Naming no party, a verb that honours its subject
 * is the other party's act ("확정일자는 받지 않으시는 걸로 하겠습니다": the tenant's, in the landlord's words), and
 * a plain promise the speaker's own ("필요한 서류 다 협조해드릴게요").
 */
function spokenBy(sentence: string, party: '임차인' | '임대인'): string {
  const named = namedAs(sentence, party);
  if (HONORIFIC_VERB.test(named))
    return OWN_WORDS[otherParty(party)].test(named) ? named : `${otherParty(party)}은 ${withoutHonorific(named)}`;
  // Not a promise that puts a cost on the other party ("수리비는 전부 세입자분 부담으로 하겠습니다"): that is his burden.
  const othersBurden = OWN_WORDS[otherParty(party)].test(named) && /부담|책임|비용|몫|자비/u.test(named);
  if (!PROMISE_END.test(named) || AGREED_FORM.test(named) || OWN_WORDS[party].test(named) || othersBurden) return named;
  return `${party}은 ${named}`;
}

function otherParty(party: '임차인' | '임대인'): '임차인' | '임대인' {
  return party === '임차인' ? '임대인' : '임차인';
}

// Honorifics for someone other than the parties: the broker (부동산 사장님), a former or next tenant.
const THIRD_PARTY_HONORIFIC =
  /(부동산|중개사?|인테리어|관리소|관리실|관리|전|다음|새|기존|이전|앞)\s?(세입자|임차인|입주자|사장|집주인|주인)\s?(분|님)/gu;

/** The party a turn is spoken by, from who it addresses with an honorific; null when both or neither. */
function speakerOf(turn: string): '임차인' | '임대인' | null {
  const text = turn.replace(THIRD_PARTY_HONORIFIC, ' ');
  const landlordAddressed = /(집주인|주인|임대인|건물주)\s?(분|님)|사장\s?님/u.test(text);
  // A landlord's 반말 note calls the tenant 너; no tenant calls the landlord so.
  const tenantAddressed =
    /(세입자|임차인|입주자)\s?(분|님)|(?<![가-힣])(너|니가|네가|너가|너는|너도|너한테|너희)(?=[\s,.]|$)/u.test(text);
  if (landlordAddressed === tenantAddressed) return null;
  return landlordAddressed ? '임차인' : '임대인';
}

// What only a landlord does in the first person: hands the deposit back, has the home fixed, sells it,
// owes on it ("보증금은 … 바로 드릴게요", "기사님은 제가 불러드리고", "제 대출 이자는"); and what only a tenant does.
const LANDLORDS_DEED =
  /(보증금|전세금)[^.]{0,40}(드릴|드려|드립|드림|돌려\s?(드|줄|줌))|(고쳐|수리해|불러|바꿔)\s?(드릴|드려|드립|드림|둘게|놓을게|놓겠)|(방|집)\s?(을\s)?빼\s?(달라|주세요|줘)|(?<![가-힣])제 (대출|집|건물)|(집|건물)을? 팔/u;
const TENANTS_DEED = /(월세|차임)[^.]{0,15}(보낼|보내드|입금할|입금해 ?드|낼게|내겠)|(입주|이사)(할게|하겠)/u;

/** With no one addressed, the speaker by a deed only one party does; null when both or neither. */
function speakerByDeed(text: string): '임차인' | '임대인' | null {
  if (!/(?<![가-힣])(제가|저는|저도|제게|저한테|저에게|내가|우리|저희)(?=\s)/u.test(text)) return null;
  // One who names the landlord in the third person ("집주인 말고 내가 기사 불러 놓을게") is not the landlord.
  if (/(집주인|임대인|건물주|(?<![가-힣])주인)(?!\s?(분|님))/u.test(text)) return null;
  const landlord = LANDLORDS_DEED.test(text);
  if (landlord === TENANTS_DEED.test(text)) return null;
  return landlord ? '임대인' : '임차인';
}

// A relative named bare by one whose words these are ("조카가 올라오면 여기 살아야 해서") is the speaker's.
const BARE_KIN =
  /(?<![가-힣]|의\s)(아들|딸|자녀|자식|조카|동생|손자|손녀|사위|며느리|부모님|어머니|아버지|큰애|작은애)(?=(이|가|은|는|도|네)\s)/gu;

function namedAs(text: string, party: '임차인' | '임대인'): string {
  let out = text;
  for (const [pattern, particle] of FIRST_PERSON) out = out.replace(pattern, `${party}${particle}`);
  return out.replace(BARE_KIN, `${party}의 $1`);
}

// A word glossed in English in brackets after the Korean ("확정일자(Fixed Date)", "현 상태 그대로(as-is)",
// "경우(in the event that)"): the Korean says it. Upper-case abbreviations alone ("(HUG)", "(LH)") stay.
// Only a gloss: a few words, no condition or negation in English that the Korean might not carry ("(only after …)").
const ENGLISH_GLOSS =
  /\s?\((?=[^()]*[a-z])(?![^()]*\b(?:only|after|before|until|unless|except|not|no|but|if|when|without|subject|provided|prior to)\b)[A-Za-z][A-Za-z\-'./&]*(?:\s[A-Za-z\-'./&]+){0,3}\)/giu;
// The box of a renewal form that records whether this renewal was claimed under 제6조의3 ("계약갱신요구권 행사
// 여부: □ 행사 ■ 미행사"): a record of how the renewal came about, not a promise about any right.
const RENEWAL_CLAIM_BOX = /(?:계약)?갱신요구권\s?행사\s?여부\s?:?\s?[□■☐☑✔✓vV\s]*행사\s?[□■☐☑✔✓vV\s]*미행사\.?\s?/gu;

// Words after the box that refer back to it ("(임차인은 향후 이 권리를 행사하지 않기로 함)", "※ 위 권리를 포기함"): then
// the box names what they waive and stays.
const REFERS_TO_THE_BOX = /(이|위|해당|그)\s?권리|행사하지|행사할 수 없|포기/u;

function withoutRecordsAndGlosses(text: string): string {
  const glossless = text.replace(ENGLISH_GLOSS, '');
  const box = new RegExp(RENEWAL_CLAIM_BOX.source, 'u').exec(glossless);
  if (!box) return glossless.trim();
  const after = glossless.slice(box.index + box[0].length);
  const namedAgain = /갱신\s?요구|갱신요구권|계약갱신/u.test(after);
  return REFERS_TO_THE_BOX.test(after) && !namedAgain
    ? glossless.trim()
    : glossless.replace(RENEWAL_CLAIM_BOX, '').trim();
}

/**
 * The words the parties now agree to, before any renaming: normalised, English glosses and form records
 * dropped, struck-out terms left out (asNowAgreed). What the learned reader reads, as the rules do.
 */
export function agreedWords(text: string): string {
  return asNowAgreed(withoutRecordsAndGlosses(normalizeClauseText(text))).replace(PARTY_FIELD, '$1');
}

// A party written as a form's field ("[임대인]은", "【임차인】이"): the party. Not a chat's speaker ("[집주인] 서류 다
// 협조해드릴게요"), which names who speaks, not who is bound.
const PARTY_FIELD = /[[【〔](임대인|임차인|갑|을|집주인|세입자)[\]】〕](?=[은는이가의을를에께도와과])/gu;

// A party glossed in brackets ("임대인(매수인)은", "임차인(부모님)이"): the party, whoever else the gloss names.
const PARTY_GLOSS = /(임대인|임차인)\s?\([^()]{1,12}\)(?=[은는이가께도의에와과\s,])/gu;
// A person glossed as the party ("어머니(임대인)는", "조카(임차인)가"): the party, its particle after a consonant. Not a
// sublease's roles ("전대인(임차인)은"), which the rules read as they are.
const PARTY_AS_GLOSS =
  /(?<![가-힣])(?!전대인|전차인)[가-힣]{1,8}\s?\((임대인|임차인)\)([은는이가께도의에와과]|(?=[\s,]))/gu;
const AFTER_CONSONANT: Readonly<Record<string, string>> = { 는: '은', 가: '이', 와: '과' };

/**
 * The clause as the principle rules read it: normalised (normalizeClauseText), the parties named
 * 임차인/임대인 whatever the wording (세입자, 집주인, 갑·을), and negations spaced one way
 * (하지않는다 → 하지 않는다, 할수없다 → 할 수 없다, 아니한다 → 않는다).
 */
export function canonicalizeClause(text: string): string {
  let out = withFirstPersonNamed(withOperatorTerms(withForeignWords(agreedWords(text))));
  for (const [pattern, replacement] of CANONICAL_FORMS) out = out.replace(pattern, replacement as string);
  return out
    .replace(PARTY_GLOSS, '$1')
    .replace(PARTY_AS_GLOSS, (_, party: string, particle: string) => party + (AFTER_CONSONANT[particle] ?? particle));
}
