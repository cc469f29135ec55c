import { ACT, CONDITION, EITHER_WAY, NO_MATTER_WHETHER, OTHER_CHARGE_WORDS, TOPIC } from './clause-lexicon';
import { canonicalizeClause, extractPercents, extractWonAmounts } from './clause-text';
import { increasePercent } from './pattern-matcher';

/** A party of the lease. */
export type Party = 'TENANT' | 'LANDLORD';

export type Topic = keyof typeof TOPIC;
export type Act = keyof typeof ACT;
export type Condition = keyof typeof CONDITION;

/**
 * One predicate of a clause: a stretch with its own verb ("전구는 임차인이 부담하고" /
 * "보일러는 임대인이 수리한다"), read on its own so that one party's duty is not taken for the other's.
 */
export interface ClauseSegment {
  text: string;
  /** The party the segment's verb binds: its topic (은/는), else its last subject (이/가), else the clause's. */
  bound: Party | null;
  topics: ReadonlySet<Topic>;
  acts: ReadonlySet<Act>;
  conditions: ReadonlySet<Condition>;
}

/** What the principle rules read from a clause. */
export interface ClauseReading {
  /** The canonical text (canonicalizeClause). */
  text: string;
  segments: ClauseSegment[];
  /** The increase the clause states, in percent (0 when none). */
  increasePercent: number;
  /** Whether it writes a percentage at all (an increase "within 5 %" states one). */
  statesPercent: boolean;
  /** The lease term it states, in months, or null. */
  termMonths: number | null;
  /**
   * How often, in months, a rise the clause schedules recurs or how soon it starts ("6개월마다", "입주
   * 3개월 후부터", "연 2회"), 0 for a rise at any time within a stated figure ("필요할 때마다 5% 이내"), or null.
   */
  increaseAfterMonths: number | null;
  /** A rise measured on deposit and rent added together ("보증금과 월세를 합한 금액의 5%"), not on each (제7조). */
  increaseOnCombinedBase: boolean;
}

// A connective ending followed by a new predicate: where one party's duty ends and another's starts.
// Quoted and purposive endings (달라고, 받겠다고, 하도록) end no predicate, so they do not split.
// Nouns ending in 고 (신고, 광고, 참고, 창고) end no predicate; "…고 나서", "…고 난 다음에" (after) and "끝나고",
// "마치고", "지나고" end a time, not a predicate ("확정일자는 대출 끝나고 받는다"); a spoken "있어가지고" gives a
// reason, not a new predicate.
// "…고 있는", "…고 싶다" are one predicate with their auxiliary.
// A spoken contrast ("전입은 해도 된다 근데 … 옮겨 주시면 돼요") starts a new predicate.
const SEGMENT_BREAK =
  /(?<![라다자려냐]고,?)(?<!(?:신|광|참|창|경|금|재|원|최)고,?)(?<!(?:끝나|마치|지나|가지)고,?)(?<=[가-힣](?:고|며|되|지만|으나|는데)),?\s(?!나서|난\s?(?:다음|후|뒤)|있(?:는|던|을|다|어|으)|싶|계시)|(?<=[.;])\s|,\s(?=[^,]*(?:임대인|임차인)[은는이가]\s)|\s(?=(?:근데|그런데|그치만|하지만)\s)/u;

/** Reads who is bound, to what act, about what, on what condition, per predicate. */
export function readClause(clause: string): ClauseReading {
  const text = canonicalizeClause(clause);
  const parts = keptOrWaived(splitPredicates(text));
  let carried: Party | null = null;
  let faultBefore = false;
  const segments = parts.map((part) => {
    // A remedy for a duty broken ("… 지급한다. 위반 시 계약을 해지할 수 있다") is the other party's; not what then
    // befalls the one who broke it ("위반 시 반환되지 않는다").
    const remedy = BROKEN_PROMISE.test(part) && REMEDY.test(part);
    const bound = boundParty(part) ?? (remedy && carried !== null ? otherSide(carried) : carried);
    carried = bound;
    const topics = found(TOPIC, part);
    // Damage by fault set as the condition ("임차인의 과실로 훼손된 경우,") is what the next predicate's cost is for.
    if (faultBefore) topics.add('fault');
    faultBefore =
      TOPIC.fault.test(part) && TENANTS_FAULT.test(part) && !NO_FAULT.test(part) && CONDITION_ONLY.test(part);
    return {
      text: part,
      bound,
      topics,
      acts: found(ACT, part),
      conditions: conditionsOf(part),
    };
  });
  return {
    text,
    segments,
    increasePercent: increasePercent(text),
    statesPercent: extractPercents(text).length > 0,
    termMonths: statedTermMonths(text),
    increaseAfterMonths: increaseInterval(text),
    increaseOnCombinedBase: TOPIC.increase.test(text) && COMBINED_BASE.test(text),
  };
}

// "…을 포기하는 것은 아니고, …" keeps the right only when what follows keeps it (유지된다, 행사할 수 있다, 임대인은
// 반환한다, 협조한다, 설정하지 않는다, 확정일자는 잔금일에 받는다). Otherwise what follows is what the tenant gets
// instead of the right (연기, 다음 순서로 받는다, 팔리면 받기로, 허락할 때), and the part is the waiver it says it is not.
const NOT_WAIVED_BUT = /포기하는 (?:것은|것이|건) 아니고(,?)$/u;
const RIGHT_KEPT_AFTER =
  /유지(된다|한다|되며|됨)|그대로|(행사|주장|신청|청구|요구)할 수 있(다|으며|음)|(임차인|(?<![가-힣])을)(은|이|도)? [^.]{0,25}할 수 있(다|으며|음)|제한 없이|협조한다|돌려받는다|보호받는다|먼저 (받는다|변제받는다|배당받는다)|(제한|박탈|배제)(하지|되지) (않|아니)|(법|법률)(에|을)? (따른다|따라 보호)|정한 대로|임대인(은|이|께서)[^.]{0,40}((반환|지급|이체|송금)한다|돌려 ?준다|(받|설정하|하)지 않는다)|(확정일자|전입\s?신고)(는|은|를|을|도)?\s[^.,]{0,10}((잔금|입주|계약|이사)\s?(일|날|당일)|당일|즉시|바로)(에|로)?\s?(받는다|한다)/u;
// What takes the right back: a sale, a new tenant, someone's consent, wish or judgment, a loan, a later rank or a wait
// (not a new mortgage said not to be set, which keeps it).
// A consent said not needed ("동의하지 않더라도 행사할 수 있다") takes nothing back.
const TAKEN_INSTEAD =
  /팔리|매각|새\s?(임차인|세입자)|허락|동의|승낙|합의|원하|판단|형편|여유|다음 순서|후순위|뒤로|연기|유보|보류|미루|대출|실행|경우에만|때에만|때만/u;
const CONSENT_NOT_NEEDED =
  /(동의|허락|승낙|합의)(하지 않|가 없|이 없)(더라도|아도|어도)|(동의|허락|승낙|합의) 없이도/gu;

function keptOrWaived(parts: string[]): string[] {
  return parts.map((part, i) => {
    const next = parts[i + 1] ?? '';
    return NOT_WAIVED_BUT.test(part) &&
      RIGHT_KEPT_AFTER.test(next) &&
      !TAKEN_INSTEAD.test(next.replace(CONSENT_NOT_NEEDED, ' '))
      ? part.replace(NOT_WAIVED_BUT, '포기하지 않으며$1')
      : part;
  });
}

/**
 * A term against the tenant named only as what is void or left out ("이를 포기하는 것으로 해석될 수 있는 어떠한
 * 약정도 효력이 없다", "확정일자를 받는 것을 제한하는 어떠한 약정도 포함되지 아니한 것으로 한다"): no waiver.
 */
export const TERMS_VOIDED =
  /(포기|제한|배제|박탈|침해|금지|막)(하는|한다는|하거나)\s?(것으로 (해석|볼|보일)[^.]{0,10}\s)?(어떠한|어떤|모든|일체의) (약정|조항|특약|합의|내용)(도|은|는)? [^.]{0,20}(효력이 없(다|음|으며|고|는 것으로 (한다|본다)|다고 본다)|효력을 (가지지|인정하지) (않는다|아니한다)|무효(이다|다|임|이며|이고|로 (한다|본다|보며|하며))|포함되지 (않|아니)[가-힣]*(\s?(것으로|걸로))?(\s한다)?|포함하지 (않는다|아니한다)|두지 (않는다|아니한다)|인정되지 (않는다|아니한다))\.?\s*$/u;

// "본 특약사항의 어떠한 조항에도 불구하고,": what follows prevails over every other term.
export const NOTWITHSTANDING_ANY_TERM =
  /^[^.]{0,20}(어떠한|어떤|다른|모든) (조항|약정|특약|규정|내용)(에도|에|의 내용에도) 불구하고,?$/u;

// Damage the condition lays at the tenant's door: by the tenant's fault, or by the tenant's pet or smoking. Not a
// thing merely damaged ("누수로 천장이 훼손된 경우"), nor fault denied or left aside (과실 없이, 원인 불문, 노후).
const TENANTS_FAULT =
  /고의|과실|부주의|잘못|반려\s?(동물|견|묘)|애완|강아지|고양이|(?<![가-힣])개(로|가)\s|담배|흡연|(임차인|세입자)(의|이|가)?\s?[^.]{0,6}(파손|훼손|부순|깨뜨|망가뜨)/u;
const FAULT_DENIED =
  /과실\s?(없이|이 아닌|이 없|여부)|잘못(이)? 없|원인(을|과|에)?\s?(불문|무관|관계없|상관없|묻지)|무관하게|노후|자연\s?(마모|손모)|지진|태풍|천재지변|입주 전부터/u;
// An event that is no one's fault unless the tenant's fault is named with it ("임차인 부주의로 수도관이 동파된 경우").
const EVENT_OF_ITSELF = /통상|누수|결로|동파|화재/u;
const FAULT_NAMED = /고의|과실|부주의|잘못|반려\s?(동물|견|묘)|애완|강아지|고양이|담배|흡연/u;
const NO_FAULT = {
  test: (part: string): boolean => FAULT_DENIED.test(part) || (EVENT_OF_ITSELF.test(part) && !FAULT_NAMED.test(part)),
};

// A piece that is only a condition: it ends in "… 경우", "… 때", "… 하면".
export const CONDITION_ONLY = /(경우|때|시|면)(에는|에|엔|는)?,?\s*$/u;

/** Splits at connective endings, keeping a piece only when it has a predicate of its own. */
function splitPredicates(text: string): string[] {
  const pieces = splitOutsideParentheses(text)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const merged: string[] = [];
  for (const piece of pieces) {
    // A short piece ("임대인은", "및") is a list item or a fronted subject, not a predicate.
    if (merged.length > 0 && piece.split(' ').length < 2) merged[merged.length - 1] += ` ${piece}`;
    else merged.push(piece);
  }
  return merged;
}

const SEGMENT_BREAKS = new RegExp(SEGMENT_BREAK.source, 'gu');

/** The text cut at every SEGMENT_BREAK but one inside parentheses ("임대인의 사정(세금 체납, 선순위 권리 등)으로"). */
function splitOutsideParentheses(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SEGMENT_BREAKS)) {
    const before = text.slice(0, match.index);
    if (before.split('(').length > before.split(')').length) continue;
    pieces.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  pieces.push(text.slice(start));
  return pieces;
}

// The end of a subordinate predicate (…하면, …해도, …할 때(에는), …하는 경우): a subject before it is that
// predicate's subject ("임대인이 근저당을 설정해도 동의한다"), not the main verb's.
// A reason said last ("… 안 받기로 했어요, 임대인이 원치 않으셔서요"): the subject before it is the reason's.
const SUBORDINATE_END =
  /[가-힣](면|도|때|경우에?는?|동안|사이에?도?|데|므로|니까)(\s|,)|(?<=[가-힣]\s?)때(에)?(는|도)?(\s|,)|[가-힣](?<=[아어여셔해워와져쳐돼놔줘라])서요?(?=[\s.~!?ㅎㅠ]*$)/u;
// A subject whose verb is adnominal ("임대인이 정한 금액") belongs to a relative clause.
// Up to two words may stand between ("임대인이 나중에 새로 들이는 근저당권자"), but not before a passive
// (부과되는, 발생하는: the thing's verb, the landlord still the main subject); "… 하는 것으로" and
// "… 할 수 있다" and "… 하지는 않는다" end the main verb, not a relative one; "또는" (or) is no verb at all.
const RELATIVE_VERB =
  /^\s(?!필요한\s|또는\s)[가-힣]*(한|하는|는|던|된|할)\s[가-힣]|^\s([가-힣]+\s){1,2}[가-힣]*(?<![되생또])(한|하는|는|던|할)\s(?!것|걸|바\s|수\s?(있|없)|않|아니|못)[가-힣]/u;

const TENANTS_RIGHT_AS_TOPIC =
  /임차인의 (대항력|우선\s?변제권?|최우선\s?변제권?|계약갱신요구권|갱신\s?요구권|임차권|배당\s?요구권|보증금 반환\s?청구권|권리)(은|는)(?=[\s,])/u;

const LANDLORD_REFUSES_TENANTS_ACT =
  /임차인(의|이|가)\s[^.]{0,30}(허용|승낙|허락|인정|동의|받아들이|수락|원)(하)?지 (않|아니)(?!아도|더라도|하더라도|하여도|해도|아서|으면|으나|는 경우|을 경우|는다면|을 때|는 때)/u;

const TENANTS_ACT_DEEMED =
  /임차인(이|은)\s[^.]{0,30}(동의|승낙|승인|포기|합의)한 (것|걸)(으로|로) (본다|보며|보고|간주)/u;

/** The party a predicate binds: topic first (은/는), then the last main-clause subject (이/가), then 의 부담/책임. */
export function boundParty(clauseSegment: string): Party | null {
  // An aside in parentheses ("… 문제 삼지 않기로 함 (입주 전 제거는 임대인이 해 줌)") has its own subject, not the segment's.
  const segment = clauseSegment.replace(/\([^()]*\)/gu, ' ');
  // "… 경우, 임대인은 ① …": the items' subject stands before the list's mark, a full stop once canonical.
  // Two topics in one predicate ("임대인은 … 매각 시 임차인은 퇴거한다"): the later is the verb's.
  // "임차인과 연대보증인은 미리 동의한다": the party first named with another shares the topic.
  // Both parties as the topic ("임대인과 임차인은 … 합의한다", "임차인과 임대인은"): neither is bound by it, so the
  // verb's own subject decides ("임차인이 전입신고를 하지 않기로").
  const topics = [
    ...segment.matchAll(
      /(임차인|임대인)(?:(?:과|와|및)\s?(?!임대인|집주인|임차인|세입자)[가-힣]{1,8}\s*)?(은|는|께서는|도)(?=[\s.,;:]|$)/gu,
    ),
  ].filter((m) => !/(임대인|임차인|집주인|세입자)(과|와|및)\s?$/u.test(segment.slice(0, m.index)));
  const topic = topics[topics.length - 1];
  // The landlord refusing the tenant's act ("임대인은 임차인의 전입신고를 허용하지 않는다"): the tenant is barred.
  // … or deeming the tenant to have agreed ("임대인은 임차인이 근저당 설정에 동의한 것으로 본다"): the tenant is bound.
  if (topic?.[1] === '임대인' && (LANDLORD_REFUSES_TENANTS_ACT.test(segment) || TENANTS_ACT_DEEMED.test(segment)))
    return 'TENANT';
  if (topic) return toParty(topic[1]);
  // "임차인 쪽에서 고쳐 쓰기로": the side named as the doer. The buyer who takes the landlord's place ("매수인이
  // 책임진다") is the landlord.
  const subjects = [
    ...segment.matchAll(
      /(임차인|임대인|매수인|새\s?(?:임대인|소유자))(이|가|께서|\s?(?:쪽|측)(?:에서|\s*이|\s*가))(?=\s|$)/gu,
    ),
  ];
  const main = subjects.filter((m) => {
    const rest = segment.slice(m.index + m[0].length);
    // An event verb (고장나면, 생기면, 새면) has a thing for its subject, so the party's verb is the main one.
    const sub = SUBORDINATE_END.exec(rest);
    const eventOnly =
      sub !== null && /(나|생기|(?<!게 )되|있으|없으|새|터지|오|망가지|깨지)면\s*$/u.test(rest.slice(0, sub.index + 2));
    // The buyer's own event ("매수인이 생기면", "새 소유자가 오면") is the condition, not the verb's subject.
    return (!sub || (eventOnly && /^(임차인|임대인)$/u.test(m[1]))) && !RELATIVE_VERB.test(rest);
  });
  const last = main[main.length - 1];
  if (last) return toParty(last[1]);
  // A right of the tenant's as the topic ("임차인의 대항력은 … 주장하지 않기로"): only its holder can give it up.
  if (TENANTS_RIGHT_AS_TOPIC.test(segment)) return 'TENANT';
  // The last bearer named: "임대인 몫 포함해서 전액 임차인 부담" is the tenant's.
  const bearers = [...segment.matchAll(/(임차인|임대인)(의|측)?\s?(부담|책임|비용|자비|몫|돈)/gu)];
  const bearer = bearers[bearers.length - 1];
  if (bearer) return toParty(bearer[1]);
  // An eviction not demanded, no one named ("매각을 이유로 퇴거 요구하지 않는다"): only the landlord demands one.
  if (EVICTION_NOT_DEMANDED.test(segment)) return 'LANDLORD';
  // A demand addressed to one party ("임차인에게 … 요구하지 않는다") is the other's to make.
  const addressee = DEMAND_ADDRESSED.exec(segment);
  return addressee ? otherSide(toParty(addressee[1])) : null;
}

const EVICTION_NOT_DEMANDED =
  /(퇴거|명도|퇴실|이사)(를|을)?\s?(요구|요청|청구|강요)(하지|하지는) (않|아니)(?!하더라도|더라도|아도|어도)|(방|집)(을|를)? (빼|비워) ?(달라고|라고) (하지|요구하지) (않|아니)/u;

// … or a cost put onto the other ("임차인에게 떠넘기지 않는다", "… 부담시키지 않는다").
const DEMAND_ADDRESSED =
  /(임차인|임대인)(에게|한테|께)\s[^.]{0,30}((요구|요청|강요|청구)(하|할|한다|했)|떠넘기|전가(하|시키)|부담시키)/u;

const REMEDY = /(해지|해제|청구|퇴거시킬|명도를 요구)[^.]{0,12}(할 수 있|가능)|(해지|해제)(한다|하고|하며)/u;

function otherSide(party: Party): Party {
  return party === 'LANDLORD' ? 'TENANT' : 'LANDLORD';
}

function toParty(word: string): Party {
  return word === '임차인' ? 'TENANT' : 'LANDLORD';
}

/**
 * The conditions a predicate sets. A third party's event it denies ("새 임차인이 구해지지 않은 경우에도")
 * is not set, only denied.
 */
function conditionsOf(part: string): Set<Condition> {
  const set = found(CONDITION, part);
  const undenied = undeniedText(part);
  for (const event of ['nextTenant', 'saleOrLoan'] as const) if (!CONDITION[event].test(undenied)) set.delete(event);
  return set;
}

function found<K extends string>(lexicon: Record<K, RegExp>, text: string): Set<K> {
  return new Set((Object.keys(lexicon) as K[]).filter((key) => lexicon[key].test(text)));
}

/** "계약기간은 10개월로", "임대차기간은 1년으로", a date range "2025년 3월 1일부터 2027년 2월 28일까지". */
function statedTermMonths(text: string): number | null {
  // "임대차 기간은 2025년 3월 1일부터 1년간": the length after the start date.
  const fromStart =
    /(계약|임대차|임대|거주|존속)(?:의)?\s?기간[^.]{0,30}부터 (\d{1,2})\s?(개월|년)\s?(간|동안|으로)/u.exec(text);
  if (fromStart) return Number(fromStart[2]) * (fromStart[3] === '년' ? 12 : 1);
  const written = /(계약|임대차|임대|거주|존속)(?:의)?\s?기간([^.\d]{0,20})(\d{1,2})\s?(개월|년)(?!\s?\d{1,2}월)/u.exec(
    text,
  );
  // "계약기간 중이라 하더라도 1개월 전 통지로", "기간이 남았어도 2개월 안에": a span within the term, not its length.
  if (written && !/중|남|전에?|후|뒤|이내|안에|동안|불구|끝|지나|지난|만료|경과|연장|갱신/u.test(written[2]))
    return Number(written[3]) * (written[4] === '년' ? 12 : 1);
  // "기간은 6개월로 하고" opening the clause: the lease's own term named without the lease.
  const bare = /^기간(?:은|:)\s?(\d{1,2})\s?(개월|년)(?:간)?\s?(?:으로|로|이고|이며|,)/u.exec(text);
  if (bare) return Number(bare[1]) * (bare[2] === '년' ? 12 : 1);
  // "1년 계약이고", "6개월 단기 임대로": the length named before the lease itself.
  const named =
    /(?<![\d.~-]\s?)(\d{1,2})\s?(개월|년)\s?(짜리\s?)?(단기\s?)?(계약|임대)(?!\s?(기간|만료|종료|후|뒤|이 끝|이 만료))/u.exec(
      text,
    );
  if (named) return Number(named[1]) * (named[2] === '년' ? 12 : 1);
  // "2025년 3월 1일부터 같은 해 12월 31일까지": the end in the start's year.
  const sameYear = /(\d{4})년 (\d{1,2})월[^.]{0,12}부터 (같은 해|같은 년도|당해|그 해|동년) (\d{1,2})월/u.exec(text);
  if (sameYear) return Number(sameYear[4]) - Number(sameYear[2]) + 1;
  const range =
    /(\d{4})년 (\d{1,2})월[^.]{0,12}부터 (\d{4})년 (\d{1,2})월/u.exec(text) ??
    /(\d{4}|\d{2})[.\-/]\s?(\d{1,2})[.\-/]\s?\d{1,2}\.?\s?(?:[~∼-]|부터)\s?(\d{4}|\d{2})[.\-/]\s?(\d{1,2})/u.exec(text);
  if (range) return (Number(range[3]) - Number(range[1])) * 12 + Number(range[4]) - Number(range[2]) + 1;
  return null;
}

// Deposit and rent as one base: "보증금과 월세를 합한 금액", "보증금 및 차임 합계액", "환산보증금".
const COMBINED_BASE =
  /(보증금|전세금)\s?(과|와|및|\+|,)\s?(월\s?세|월\s?차임|차임|임대료)[^.]{0,10}(합한|합친|더한|합산|합계|총액)|(월\s?세|월\s?차임|차임|임대료)\s?(과|와|및|\+|,)\s?(보증금|전세금)[^.]{0,10}(합한|합친|더한|합산|합계|총액)|환산\s?보증금[^.]{0,10}(기준|의)/u;
// More than one rise a year: "연 2회", "1년에 두 번", "반기마다", "매 분기".
// Not a settlement's or an inspection's period ("관리비 정산은 6개월마다", "보일러 점검은 반년에 한 번"), unless the
// rent's rise follows it in the same part ("6개월 단위로 정산하여 차임을 올린다", "분기에 한 번 시세를 점검하여 월세를
// 올릴 수 있다", "시세 점검 후 조정한다"; across a comma as UPKEEP_FOLLOWS says): a rise done, not a fee's shortfall
// collected ("관리비는 … 정산하여 부족분은 올려 받고"), a charge that rises of itself (요금이 인상되면), a rise spoken of
// (인상분이 있으면, 인상이 필요하면) or 올해 and 올바르게.
const UPKEEP = '정산|점검|청소|검사|소독';
const NOT_UPKEEPS = String.raw`(?<!(?:${UPKEEP})(?:은|는|도)?\s)`;
const RISE_DONE =
  '(?:올리|올려|올린|올릴|인상하|인상한|인상할|증액하|증액한|증액할|조정하|조정한|조정할|재산정|인상분을 (?:받|청구|부과))(?!지\\s?(?:않|말|아니))';
const RENT = '월세|차임|임대료|보증금';
const RENT_RISES_AFTER = String.raw`(?:[^.,]{0,24}?(?:(?:${RENT})[^.,]{0,12}(?:${RISE_DONE}|(?:인상|증액)(?:률|폭)?\s?(?:여부|률|폭|한다|하여|해서|하며))|(?<!(?:(?:관리비|요금|공과금)(?:은|는|이|가)|부족분|차액)[^.,]{0,30})(?:${RISE_DONE}))|[^.]{0,30}?(?:그 결과|그때|이때|그에 따라|결과에 따라)[^.,]{0,15}(?:${RISE_DONE})|[^.,]{0,6}(?:하여|해서|하고),\s?(?:${RENT})[^.,]{0,12}(?:${RISE_DONE}|(?:인상|증액)(?!\s?(?:하지|은|는|이|이나)?\s?(?:않|없|안)))|(?<=^(?:${RENT})(?:는|은)\s[^.]{0,40})[^.]{0,30}?(?:${RISE_DONE}))`;
// An upkeep (its object may come first: "관리비를 정산"; not the rent's own review, "임대료를 점검") with no rent's rise
// after it: in the same part, tied back across a comma (그 결과, 그때, "정산하여, 월세를 인상"), or anywhere in a clause
// whose topic is the rent ("월세는 6개월 단위로 정산하고, 그때 5%씩 올린다").
const UPKEEP_FOLLOWS = String.raw`로?\s?(?:(?!${RENT})[가-힣]{1,6}(?:을|를)\s)?(?:${UPKEEP})(?!${RENT_RISES_AFTER})`;
const UNIT_OF_RISE = String.raw`단위(?!${UPKEEP_FOLLOWS})(?:로)?`;
const SEVERAL_A_YEAR = new RegExp(
  String.raw`(연|1년에|일 ?년에|한 ?해에|매년)\s?(2|두|3|세|여러)\s?(회|번|차례)|${NOT_UPKEEPS}(반기|반년)\s?(마다|별로?|단위로?)(?!${UPKEEP_FOLLOWS})|매\s?반기|${NOT_UPKEEPS}(분기|3개월)\s?(마다|별로?|단위로?)(?!${UPKEEP_FOLLOWS})|매\s?분기`,
  'u',
);
// A rise whenever the landlord likes, within a figure: "필요할 때마다", "수시로", "언제든지".
const ANY_TIME_RISE =
  /(필요할|원할|필요한|요구할)\s?(때마다|때에는 언제든)|수시로|언제든지?|필요\s?시\s?(마다|언제든)|그때그때|그\s?때 그\s?때/u;

/** "6개월마다 … 증액", "입주 3개월 후부터 … 올려", "연 2회": the months before a scheduled rise. */
function increaseInterval(text: string): number | null {
  if (!TOPIC.increase.test(text) && !(DATED_STEP.test(text) && !NO_RISE.test(text)) && !RENT_ADJUSTED.test(text))
    return null;
  const several = SEVERAL_A_YEAR.exec(text);
  if (several) return /분기|3개월/u.test(several[0]) ? 3 : 6;
  // Only with a figure: a rise at the landlord's word with none is read as discretion (discretionary-increase).
  if (extractPercents(text).length > 0 && ANY_TIME_RISE.test(text)) return 0;
  const scheduled = [...text.matchAll(SCHEDULED_RISE)];
  // A rise in steps ("1년 되는 때 2%, 그로부터 4개월 후 2%"): the shortest gap between two rises.
  // Only a gap a rise or its figure follows counts as a step ("관리비는 6개월 후 다시 정산" is no rise).
  const rising = scheduled.filter((x) =>
    /^[^.,]{0,15}(\d+(\.\d+)?\s?(%|퍼센트)|인상|증액|올리|올려|올린|올림|올릴)/u.test(
      text.slice(x.index + x[0].length),
    ),
  );
  const steps = rising.length > 1 && /그로부터|추가|다시|한 번 더|2차/u.test(text) ? rising : scheduled.slice(0, 1);
  const m = steps.length > 0 ? steps : [/매\s?(\d{1,2})\s?(개월|년)/u.exec(text)].filter((x) => x !== null);
  if (m.length > 0) return Math.min(...m.map((x) => Number(x[1]) * (x[2] === '년' ? 12 : 1)));
  const spelled = SPELLED_INTERVAL.exec(text);
  if (spelled)
    return spelled[1] ? ['한', '두', '석', '넉', '다섯'].indexOf(spelled[1]) + 1 : spelled[3] === '반년' ? 6 : 3;
  return datedIncreaseInterval(text);
}

// The rent or the deposit adjusted ("월세는 시세에 맞춰 조정", "시세를 반영하여"), not another charge ("관리비는 … 조정").
const RENT_ADJUSTED = new RegExp(
  String.raw`(차임|월\s?세|임대료|보증금)(?:(?!${OTHER_CHARGE_WORDS})[^.]){0,40}(조정|맞춰|맞추|반영(?![^.]{0,12}(인하|내리|내려|깎|감액|낮추|낮춰)))|(?<!(${OTHER_CHARGE_WORDS})[^.]{0,30})(으로|로) ([가-힣]+ )?(조정|맞춰|맞추|변경)`,
  'u',
);

const SCHEDULED_RISE = new RegExp(
  String.raw`${NOT_UPKEEPS}(\d{1,2})\s?(개월|달|년)(이|가)?\s?(지날\s?때마다|되는|마다|${UNIT_OF_RISE}|후부터|뒤부터|후에|뒤에|(후|뒤)(?=[\s,])|만에|지나면|지난 (후|뒤|날)|지나는 날|경과(한|하면|된|하는|\s?후|\s?시)|[째차]\s?(부터|되는|에)|[째차]인(?=\s))`,
  'gu',
);
const SPELLED_INTERVAL = new RegExp(
  String.raw`(한|두|석|넉|다섯) ?달 ?(마다|후부터|뒤부터|후에|뒤에|만에|지나면)|${NOT_UPKEEPS}(반년|분기)(마다|에 한 번(?![^.,]{0,12}(?:${UPKEEP})(?!${RENT_RISES_AFTER}))| ${UNIT_OF_RISE}| 후| 뒤| 지나면| 지난)`,
  'u',
);

const DATE = /(\d{4})(?:-|년\s?)(\d{1,2})(?:-|월)/gu;

/** "계약일 2026-3-1 / 월세 인상 2026-9-1부터": the months from the first date to the one the rise is dated. */
// The amount a date brings ("2025-9-1부터 88만원으로", "입주 6개월 뒤부터 75만원."): a step of the rent, whatever the verb.
// Not in a clause that lowers the rent or says there is no rise ("인상은 없으며 … 6월 1일부터 55만원으로 감액").
const DATED_STEP =
  /부터(는)?\s?(금\s?)?\d[\d,]*\s?(만|천|억)?(\s?\d[\d,]*\s?(천|백))?\s?원?((으로|로)(?![^.]{0,8}(감액|인하|내리|내린|깎))|(?=\s?[.,;]|\s?$))/u;
const NO_RISE = /(인상|증액)(은|이)? ?없|올리지 (않|아니)|(인상|증액)하지 (않|아니)/u;

function datedIncreaseInterval(text: string): number | null {
  const dates = [...text.matchAll(DATE)];
  if (dates.length < 2) return null;
  const months = (m: RegExpMatchArray): number => Number(m[1]) * 12 + Number(m[2]);
  for (const date of dates.slice(1)) {
    const before = text.slice(Math.max(0, date.index - 12), date.index);
    const after = text.slice(date.index, date.index + 25);
    // A rise named, or the new amount the date brings ("2025-9-1부터 88만원으로").
    if (
      TOPIC.increase.test(before) ||
      /부터[^.]{0,12}(인상|증액|올)/u.test(after) ||
      (DATED_STEP.test(after) && !NO_RISE.test(text))
    ) {
      const gap = months(date) - months(dates[0]);
      if (gap > 0) return gap;
    }
  }
  return null;
}

/** Whether some segment has all the given features. */
export function anySegment(reading: ClauseReading, test: (segment: ClauseSegment) => boolean): boolean {
  return reading.segments.some(test);
}

/** Whether the segment binds the tenant, or binds nobody named (an impersonal rule falls on the tenant). */
export function bindsTenant(segment: ClauseSegment): boolean {
  return segment.bound !== 'LANDLORD';
}

// A condition the clause itself denies: "새 임차인 유무와 상관없이", "새 임차인이 없더라도",
// "새 임차인이 구해질 때까지 미루지 않는다", "… 입주와 묶지 않는다", "… 기다려 달라고 요청하더라도 응할 의무가 없다", "… 팔리지 않았다는 이유로 반환을 미루지 않는다" (every reason
// listed before it), "추가 대출도 받지 않는다". Cut to the end of the denial, so a further
// condition ("… 집이 팔린 뒤에") is still read.
// A next tenant as one of two dates, whichever comes first ("새 임차인이 들어오는 날 또는 퇴거일로부터
// 한 달이 되는 날 중 빠른 날"): the other date bounds the wait, so the next tenant is cut and the bound read.
const DENIED_STRETCH = new RegExp(
  String.raw`임대인(이|가)?\s[^.]{0,60}(요청|요구|부탁)(하더라도|해도|하여도)[^.,]{0,15}(응할|따를|들어줄) 의무(가|는)? 없[가-힣]*|[^.]{0,80}(이유로|사유로|사정으로|때문에|핑계로)(도)?[^.,]{0,25}((미루|늦추|거절하|거부하|지체하|지연하|연기하|보류하|유보하)(지 못|지 않|지 아니|할 수 없)|(미룰|늦출|거절할|거부할|보류할|유보할) 수 없[가-힣]*|(미루|늦추)는 일(은|이)? 없[가-힣]*|(미루|늦추|지연하|지체하)는 (것|일)(은|이)? (허용되지|허용하지|인정되지) (않|아니)[가-힣]*)|(?<=^|(며|고|,)\s)(?:(?!(며|고|면|서)\s)[^.,]){0,50}?(늦추는|미루는|지연하는|지연시키는|거절하는|거부하는|늦출|미룰|지연할|거절할|거부할) (사유|이유|근거|조건)(가|로|는)? ?(되지|될 수 없|삼지|삼을 수 없)[가-힣]*|(추가\s?)?대출(도|을|은)? (받지|하지) (않|아니)[가-힣]*|대출(을|은)? 더 (받지|하지) (않는다|아니한다|않기로 한다|않음)|새\s?(임차인|세입자)[^.,]{0,15}(날|때)\s?(또는|이나|과|와)\s(?=[^.,]{0,40}(중|가운데)\s?(빠른|이른|먼저))|[^.,]{0,25}(${NO_MATTER_WHETHER}|(유무|여부|는지는?)[^.]{0,40}영향을 (미치지|주지) 않[가-힣]*|(랑|와|과|하고) (상관|관계)\s?없[가-힣]*|(세입자|임차인|사람|입주자|계약자)[^.,]{0,15}(와|과|랑)는 (상관|관계)\s?없[가-힣]*|[^.,]{0,25}(주인|소유자|임대인)(이|가) 바뀌(어도|더라도)|(와|과|랑)? ?무관(하게|히|하며|하고|하다)|[^.,]{0,25}(와|과|랑|에) (묶지|연계하지|연동하지|엮지|결부시키지|결부하지) (않|아니)[가-힣]*|(되|하)든 안 ?(되|하)든 (상관|관계)\s?없[가-힣]*|없더라도|않더라도|않았더라도|못했더라도|(받기|구하기|구해지기|들어오기|입주하기|팔리기|나가기) 전(이라도|에라도|에도)|있든 없든|있건 없건|${EITHER_WAY}|(않은|않는|못한|없는|못 [가-힣]*[은는한]) (경우|때)에도|없어도|못\s?구했어도|못\s?구해도|(안|못)\s?(구해져|구해|나가|들어와|빠져|계약돼|팔려)도|(구해지|나가|들어오|빠지|팔리)지 않(아|더라)도|구하지 못하더라도|구해지지 않았다는 이유로[^.,]{0,20}(지 못|지 않)[가-힣]*|(까지|이유로)[^.,]{0,15}(미루|늦추)(지 못|지 않|지 아니|할 수 없)[가-힣]*)`,
  'gu',
);

/** The clause with the conditions it denies cut out. */
export function undeniedText(text: string): string {
  return text.replace(DENIED_STRETCH, ' ');
}

/** The repair fund's refund refused ("장기수선충당금은 돌려주지 않는다"): no refund written, whatever the words say. */
export function refusesRepairFundRefund(text: string): boolean {
  return /장기\s?수선\s?충당금[^.]{0,40}(반환|돌려|정산|청구)[^.]{0,8}(않|아니|못|없|불가)/u.test(text);
}

/**
 * An alteration the tenant makes only with the landlord's consent ("사전 동의 없이 구조를 변경하지 않는다",
 * "승낙을 받은 후에만 벽에 구멍을 뚫는다"): 표준계약서 제4조's use of the home, not a repair put on the tenant.
 */
export function alterationNeedsConsent(text: string): boolean {
  return (
    /구조\s?(를\s?)?(변경|바꾸|바꾼|바꿈)|(구조|시설)(나|이나|와|과|및)? [^.]{0,8}(변경|바꾸|개조)|타공|개조|벽[^.]{0,6}(뚫|구멍)|구멍을 (뚫|내)|인테리어\s?공사|리모델링/u.test(
      text,
    ) &&
    /(동의|승낙|허락)[^.]{0,4}(없이[^.]{0,60}(않|아니|못|금지)|(를|을)? ?(받아서만|받아야|받은 (후|뒤|경우에(만)?)|얻어서만|얻어야|얻은 (후|뒤))|\s?(후|하에)\s[^.]{0,10}수 있)/u.test(
      text,
    )
  );
}

/** What the tenant put in (임차인이 설치한 선반): removed at the tenant's cost, 민법 제615조's 철거, not ordinary wear. */
export function installedByTenant(text: string): boolean {
  return /임차인이 [^.]{0,12}(설치한|부착한|붙인|들여놓은|반입한|설치해 둔|달아 둔)/u.test(text);
}

/**
 * The landlord pays the repair fund back, said in a sentence of its own ("장기수선충당금은 소유자가 부담할
 * 비용이므로, 임대인은 … 그 전액을 … 임차인에게 지급한다").
 */
export function refundsRepairFund(text: string): boolean {
  return (
    /장기\s?수선\s?충당금[^.]{0,100}임대인(은|이)[^.]{0,60}(지급|반환|돌려|정산)(한다|하며|하고|하기로|준다|주며|주고|주기로|드린다)/u.test(
      text,
    ) && !refusesRepairFundRefund(text)
  );
}

/** Registration moved into this home on the day of moving in (입주 당일 주민등록 옮기고): the act 제3조 protects, not a move away. */
export function movesRegistrationHere(text: string): boolean {
  return /(입주|이사|잔금)[^.]{0,12}(당일|날|즉시|바로|하는 날)[^.]{0,15}(옮기|옮겨|이전하|이전한)|이 (집|주택)으로 (주소를? |주민등록을? )?(옮기|옮겨|이전하)/u.test(
    text,
  );
}

// A rate or amount kept within the cap the Act or its decree sets (법에서 정한 상한을 넘지 않는 범위에서).
export const WITHIN_LEGAL_CAP =
  /(시행령|법)(이|에서)? ?정한 (한도|범위|상한)|법정 ?(전환율|한도|상한|비율)[^.]{0,6}(넘지|초과하지|이내|안에서)|(시행령|법령?)[^.]{0,12}정한 [^.]{0,8}(한도|범위|상한|비율)[^.]{0,12}(넘지|초과하지|안에서|이내|내에서)/u;

// Ordinary wear left out of the restoration (표준계약서 제9조): "통상의 손모는 제외", "생활 흔적은 원상복구
// 대상이 아닙니다", "자연스러운 변색은 책임지지 않는다".
/** The entry into the home denied at the sentence's end (들어가지 않는다, 출입하지 아니한다): only the landlord's to deny. */
export const ENTRY_DENIED =
  /((들어가|들어오|출입하|입실하|방문하|문을 열)지 (않|아니)|(들어갈|들어올|출입할|입실할|방문할|문을 열) 수 없)[가-힣]*\.?\s*$/u;

/** Marks of ordinary use (마모, 변색, 자국, 생활기스 …), as a pattern's source; not aging, which a defect may be. */
export const WEAR_MARKS = String.raw`마모|손모|변색|자국|생활\s?(?:흠|흔적|기스)|자연스러운 (?:흠|손상|흔적)`;

export const WEAR_LEFT_OUT = new RegExp(
  String.raw`(${WEAR_MARKS}|노후|바랜|생활하면서 생긴)[^.]{0,30}(제외|빼고|뺀다|빼기로|포함하지 (않|아니)|포함되지 (않|아니)|대상이 아(니|닙)|대상(이)? 아님|책임지지 않|신경 안 써도|안 해도|원상\s?(복구|회복)(하지|을 하지|는 하지) (않는다|아니한다|않음|않기로 한다)(?=[.\s,]|$))`,
  'u',
);

// The landlord barred from asking the tenant for something ("미뤄 달라고 요구하지 않으며", "써 달라고 하지
// 않는다", "하도록 강요할 수 없다", "미뤄 달라고 하는 일 없어요", "미루라는 요청 없음"): his request forbidden, not the tenant's act.
export const REQUEST_BARRED =
  /(달라고|달라는|하라고|하도록|내라고)\s?(요구|요청|강요)?(은|는|도|을|를)?\s?((하지|하지는) (않|아니|못)|할 수 없)|(달라고|달라는|라고|라는)\s?(하는 일|할 일|요구|요청)(은|는|도|이)?\s?(없(?!으면|다면|는 한|을 때)|안 ?함|안 ?해)/u;

// A breach of what the sentence before promised, as a condition ("어기면", "이를 위반하는 경우"): read by the
// landlord's ending (the tenant's remedy, not his) and by the analyzer (a part that needs no term of its own).
export const BROKEN_PROMISE =
  /^(이를|이것을|위 약속을|약속을)?\s?((어기|위반하|지키지 않|이행하지 않)(면|는 경우|을 경우|할 경우|한 경우)|(위반|어긴|불이행)(한|할|하는)?\s?(경우|때|시))/u;

// A predicate that only leaves the rest of the earlier contract as it was ("그 밖의 조건은 기존과 동일하다",
// "보증금과 차임은 종전과 같다", "이 부분은 기존 특약과 동일"): it sets no term of its own.
export const REST_UNCHANGED =
  /^[^.]{0,20}(기존|종전|이전|원)\s?(계약|특약|조건)?(과|와|대로)? ?(동일하다|동일함|동일|같다|같음|똑같다|그대로 (한다|둔다|유지한다)|그대로다|그대로)\.?$/u;

// The double of the earnest money (제565조) denied: "배액 아님", "두 배는 없이", "배액은 청구하지 않는다".
export const DOUBLE_DENIED =
  /(배액|두\s?배|2배)[^.]{0,6}(X|없|안|아님|아니|하지 않)|(배액|두\s?배|2배)(을|를|은|는|까지)? ?(상환|반환|지급|돌려 ?주)(하|하지|지)(는|도)? ?(않|아니)|(배액|두\s?배|2배)[^.]{0,20}(청구하지|청구할 수 없|요구하지|요구할 수 없)/u;

// An entry at the landlord's will (언제든, 수시로, 임의로, 알아서), as a pattern's source: no time or case that limits it.
export const AT_WILL = '언제든|수시로|아무 때나|필요할 때마다|마음대로|임의로|알아서';

// A time the landlord alone sets (집주인이 정한 시간에, 임대인이 원하는 날, 방문 날짜와 시간은 임대인이 정한다): no time
// agreed with the tenant.
export const LANDLORDS_OWN_TIME =
  /(임대인|집주인|주인)(이|가)? (혼자 |단독으로 )?(정한|정하는|지정한|지정하는|원하는|요청하는|요구하는|부르는) (시간|날|때|일시)|(날짜|시간|일시|일정)(와|과|및)? ?(시간|날짜)?(은|는) (임대인|집주인|주인)(이|가) (혼자 |단독으로 )?(정한다|정하며|정하고|정하여|정해서|정하는 대로|정한 대로|지정한다|지정하며|지정하여|결정한다|결정하여)/u;

// One amount to another by an arrow ("월세 80만원→84만원"): a rise given by its figures.
export const AMOUNT_ARROW = /\d\s?(만|천|억)?\s?원?\s?(→|->|⇒)\s?\d/u;

// The tenant's financing and the deposit's guarantee: 전세자금대출, 보증보험 or 반환보증 (HUG, SGI), the 질권
// the bank takes, a guarantee not to be had ("가입하지 못"). What the landlord's help, refusal or the
// contract's release on its failure is about.
export const TENANT_FINANCING = /대출|보증보험|반환\s?보증|보증 가입|HUG|SGI|질권|가입하지 못/u;

// One amount to another ("80만원에서 84만원", "2억에서 2억 1천만원으로"): a change given by its figures.
export const FROM_AMOUNT_TO = /\d[\d,]*\s?(만|천|억)?\s?원?에서\s?\d/u;

// The same, the new amount's 으로 written and the verb left out ("보증금은 2억에서 2억 3천만원으로, 월세는 그대로").
export const FROM_AMOUNT_TO_NEW = new RegExp(String.raw`${FROM_AMOUNT_TO.source}[^.]{0,12}(으로|로)(?=[,\s]|$)`, 'u');

// A length of time: "3일", "2주", "6개월", "두 달", "일주일", "보름". One source for the waits the rules read.
export const DURATION = String.raw`\d+\s?(일|주|개월|달)|(한|두|석|세)\s?달|일주일|보름`;

// A wait of a stated length (90일 동안, 만기 후 1개월까지, 두 달이 지나기 전엔, 석 달이 지난 다음에): a delay, not a ban.
export const BOUNDED_WAIT = new RegExp(
  String.raw`\d+\s?(일|주|개월|달)(이|가)?\s?((경과|지난|지나)[가-힣]*\s)?(동안|까지|이내|간|후|뒤|은)|(한|두|석) ?달 ?(동안|까지|간)|(${DURATION})(이|가)? ?(지나기 전|경과하기 전|지난 (다음|후|뒤)|지나서|경과한 (후|뒤|다음))`,
  'u',
);

// Not moving out before the deposit is back keeps the 대항력: a negation that protects ("보증금 받기 전에는
// 주소 옮기지 마세요").
// So does keeping it, once made here, to the deposit's return or the term's end ("보증금을 돌려받을 때까지 주민등록을
// 그대로 둔다", "전입신고 후 주소는 만기까지 옮기지 않는다").
export const KEPT_UNTIL_RETURN =
  /(보증금|전세금)[^.]{0,10}(받기|돌려받기|반환받기) 전(에는|까지|엔)?[^.]{0,20}(주소|전입|주민\s?등록)[^.]{0,10}(옮기지|빼지|이전하지|전출하지)|(보증금|전세금)[^.]{0,10}(받을|돌려받을|반환받을) 때까지[^.]{0,12}(주소|전입|주민\s?등록)[^.]{0,10}(유지|그대로)|전입\s?신고(를)? ?(후|한 (후|뒤|다음)|하고)[^.]{0,12}(주소|주민\s?등록)[^.]{0,4}(만기|만료|종료|계약\s?기간)[^.]{0,6}(까지|동안)[^.]{0,6}(옮기지|빼지|이전하지|전출하지) (않|아니)/u;

/** A demand to leave the tenant is spared (퇴거를 요구받지 않는다, 명도를 요구할 수 없다): the stay kept, not given up. */
export const SPARED_EVICTION =
  /(퇴거|명도|인도|이사|나가)[^.]{0,8}(요구|요청|청구)(를|을)?\s?(받지|받지는|당하지) (않|아니)(?!더라도|아도|은 경우)|(퇴거|명도|인도|퇴실)(를|을)?\s?(요구|요청|청구)(하지|할 수) (않|없|못)/u;

/** The landlord undertakes not to obstruct (방해하지 않는다, 막지 않는다, 제한하지 않는다). */
export function promisesNotToObstruct(segment: ClauseSegment): boolean {
  return (
    segment.bound === 'LANDLORD' &&
    /(방해|막|제한|반대|거부)(하지|지) (않|아니)|이의(를)? ?(제기하지|달지) (않|아니)|(늦추|늦춰|미루|미뤄)지 (않|아니)|불이익(을|도|이나)?\s?(주지|두지|하지) (않|아니)|(방해|제한|반대)할 수 없|(방해|제한)하지 못|(금액|돈|보증금)(도|을|를|에서)?\s?(빼|공제하|차감하|깎)지 (않|아니)|(위약금|손해\s?배상|불이익)(을|를|이나|도)?\s?[^.]{0,8}(청구하|요구하|부과하|주|물리)지 (않|아니)/u.test(
      segment.text,
    )
  );
}

// A negation that protects: the tenant's claim not restricted ("2년을 주장하는 것을 제한하지 않는다"),
// a right said not to be lost ("대항력은 … 어떤 조항으로도 포기되지 않는다"), or no agreement that waives a
// right ("최우선변제를 포기시키는 어떤 약정도 하지 않는다"), a right said not to be restricted or to shrink
// ("갱신요구권 행사는 제한되지 않는다", "… 권리는 이 특약 어느 조항으로도 줄어들지 아니한다"), a duty not escaped
// ("… 사정만으로 임대인이 수선 의무를 면하지는 아니한다"), no paper that gives a right up written or asked for
// ("순위를 양보하는 각서를 써 주지 않는다", "포기한다는 취지의 확인서를 요구하지 아니한다"), or no term meant as a
// waiver ("어떤 내용도 … 우선변제권을 포기한다는 뜻이 아니다").
const PROTECTIVE_NEGATION =
  /(요구권|청구권|권리|우선\s?변제권?|최우선\s?변제권?|배당\s?요구|대항력)(을|를|은)? (포기하지 (않|아니)|포기하는 (것은|것이|건) 아니(다|며|므로)(?=[\s.,]|$))|(포기|상실|박탈|배제)되지 (않|아니)(?!더라도|아도|으면|은 경우|는 (것|게)(은|이)? 아니)|포기(한 것으로|로) (보지|해석되지) (않|아니)|포기했다고 (보지|해석하지|해석되지) (않|아니)|(제한|배제|금지|박탈|포기)하는 (것으로|걸로) (해석되지|해석하지|보지) (않|아니)|(주장|청구|요구|행사|신청)하는 것을 (제한|방해|막|금지|배제)(하|되)?지 않|(주장|청구|요구|행사|신청)(을|를) (제한|방해|막|금지|배제)(하|되)?지 않|(권리|권)(을|를) (제한|방해|금지|배제)(하|되)?지 않|(포기|양보|제한)(시키|하게 하|하는|하도록 하)[^.]{0,4}\s(어떤|어떠한|일체의|별도의)?\s?(약정|특약|조항|합의)(도|은|을|를)? (하지 않|두지 않|맺지 않|없)|(행사|권리|권|대항력|취득|신고)(은|는|이|가|도) [^.]{0,30}(제한되|줄어들|침해되|박탈되)지(는)? (않|아니)(?!더라도|아도|으면)|(어떤|어느|어떠한) (조항|약정|특약)(도|으로도) [^.]{0,10}(제한|배제|박탈)(하|되)지 (않|아니)|(의무|책임)(을|를|에서)? 면하지(는)? (않|아니)|(포기|양보)(시키|하게 하|하는|한다는|하겠다는|하도록 하)[^.]{0,10}(각서|확인서|동의서|서류)[^.]{0,12}(써 주지|써주지|쓰지|작성하지|제출하지|요구하지|받지|내지)(는)? (않|아니)(?!더라도|아도|으면)|순위(는|가|도)?\s[^.]{0,30}(뒤로|후순위로?|나중으로?)\s?(밀리지|미뤄지지|늦춰지지|바뀌지|내려가지)\s?(않|아니)|(포기|양보|상실|제한)(한다는|하겠다는|하는|된다는) (뜻|의미|취지)(는|가|이|로)? ?(아니|없|해석되지 않|해석하지 않|읽히지 않|보지 않)/u;

// "보증금을 돌려받지 못하면 임차권등기를 신청한다": the loss is the condition of a remedy, not a forfeiture.
const LOSS_AS_CONDITION =
  /(돌려|반환)\s?받지 못한 (임차인|세입자)|(돌려받지 못|반환받지 못|돌려주지 (않|아니)|반환하지 (않|아니)|반환되지 (않|아니))(하|한|았|으)?[^.\s]{0,3}\s?(면|경우(에만|에는|에)?|때(에만|에는|에|만)?)\s|못 ?(돌려|반환)\s?받(으면|는 경우|을 경우|은 경우|더라도|아도|을 때)|못 ?(돌려|반환)\s?(주|드리|줘|해 ?주|해 ?드리)(면|을 경우|을 때)/u;
// The deposit not returned as the reason for the tenant's own act ("보증금이 반환되지 않아 임차인이 임차권등기명령을
// 신청하는 경우", "… 않은 상태에서 임차인이 이사하는 경우"): read out, so that only a loss said elsewhere in the
// predicate counts ("… 임차인이 나가면 남은 보증금은 임대인에게 귀속된다"); not a loss stated as the result
// ("보증금은 돌려주지 않아 임대인이 갖는다").
const LOSS_AS_REASON =
  /(보증금|전세금)(이|을)\s?(돌려받지 못|반환받지 못|돌려주지 않|반환하지 않|반환되지 않)(아|아서|해서|하여|은 상태(로|에서)|은 채(로)?)\s(?=(임차인|세입자)(이|가|은|는)\s)/gu;

/** The deposit lost or kept back, said outright: not as the condition of a remedy or the reason for the tenant's act. */
export function losesDeposit(text: string): boolean {
  return TOPIC.depositLost.test(text.replace(LOSS_AS_REASON, ' ')) && !LOSS_AS_CONDITION.test(text);
}

/**
 * The segment's negation keeps a right of the tenant's whole rather than taking it (PROTECTIVE_NEGATION), or it
 * names a term against the tenant only as void (TERMS_VOIDED).
 */
export function negationProtects(segment: ClauseSegment): boolean {
  return PROTECTIVE_NEGATION.test(segment.text) || TERMS_VOIDED.test(segment.text);
}

// Arrears counted otherwise than 민법 제640조's (arrears reaching two periods' rent): late payments
// added up over the term ("누적 2회", "계약기간 중 두 번"; not the amount added up, "합쳐서 2달치", which is the law's), the second late payment ("두 번째 밀리면"), two late payments however soon paid
// ("두 번 늦게 내면", "납부일을 두 번 넘긴", "늦게 입금되는 일이 두 번"), 관리비 counted in with the rent, or a
// shorter arrears deemed to be two periods' ("1기분을 … 입금하지 않으면 이를 2기 연체와 같은 것으로 보아").
const ARREARS_COUNTED_OTHERWISE =
  /(2|두)\s?(기|달|개월)(분|치)?\s?(연체|체납|미납)?(와|과|로|으로) (같은|동일한)? ?것으로 (보|본|간주)|(2|두)\s?(기|달|개월)(분|치)?\s?(연체|체납|미납)(로|으로) (보|본|간주)|(누적|통산|합산|도합|통틀어|합하여|합해서|합쳐|합친|더해|더하여|총)[^.]{0,12}(2|두)\s?(회|번|차례|(기|달|개월)(?!\s?(치|분)))|계약\s?기간\s?(중|동안|내)[^.]{0,6}(2|두)\s?(회|번|차례)|(2|두)\s?(회|번|차례)\s?째(?!\s?(달|기))|(2|두)\s?(회|번|차례)[^.]{0,8}(늦게|지연|늦어|늦으면|늦는|넘긴|넘기|어긴|어기)|(늦게|늦어진|늦은|지연된|지연되는|넘긴)[^.]{0,10}(일|경우|적)(이|가)?\s(2|두)\s?(회|번|차례)/u;

/**
 * A count of two (2기, 두 달치) that is 민법 제640조's: the rent's arrears reaching two periods, not
 * late payments added up or 관리비 counted in.
 */
export function countsTwoTermsAsLaw(segment: ClauseSegment): boolean {
  if (!segment.topics.has('twoTerms') || ARREARS_COUNTED_OTHERWISE.test(segment.text)) return false;
  return !(
    segment.topics.has('managementFee') &&
    segment.topics.has('arrears') &&
    !/관리비[^.]{0,8}(제외|빼고|포함하지 않|산입하지 않)/u.test(segment.text)
  );
}

/** The segment forbids or waives its act (하지 않는다, 할 수 없다, 포기, 주장하지 못한다), and not to protect the tenant's right. */
export function isNegated(segment: ClauseSegment): boolean {
  return (segment.acts.has('prohibit') || segment.acts.has('waive')) && !negationProtects(segment);
}

/**
 * The landlord's half of 제565조 given as amounts ("계약금 500만원 … 임대인은 1,000만원을 돌려주고"): the
 * double of the earnest money, each amount read by extractWonAmounts.
 */
export function doublesTheEarnest(text: string): boolean {
  const earnest = /계약금\s?(?:은|:)?\s?(\d[\d,]*\s?만\s?원)/u.exec(text);
  const returned = /임대인(?:은|이)?[^.]{0,20}?(\d[\d,]*\s?만\s?원)(?:을|를)?\s?(?:돌려|반환|상환|지급)/u.exec(text);
  if (!earnest || !returned) return false;
  const [given, back] = [extractWonAmounts(earnest[1])[0], extractWonAmounts(returned[1])[0]];
  return given !== undefined && back === 2 * given;
}
