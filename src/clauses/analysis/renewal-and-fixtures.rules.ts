import { anySegment, bindsTenant, isNegated, LANDLORDS_OWN_TIME, WITHIN_LEGAL_CAP } from './clause-reading';
import { CIVIL, HLPA, STANDARD, type PrincipleRule } from './principle-rule.types';

// One-sided terms on implied renewal, conversion, the tenant's outlays and fittings, showings and
// fees paid ahead: each departs from an article that lets the tenant recover or decide. CAUTION.

const caution = (
  id: string,
  source: string,
  article: string,
  pattern: string | undefined,
  name: string,
  why: string,
  advice: string,
  applies: PrincipleRule['applies'],
): PrincipleRule => ({
  id,
  severity: 'CAUTION',
  basis: { source, article, ...(pattern ? { pattern } : {}) },
  name,
  why,
  advice,
  applies,
});

// A rate written per month (월 1%) is twelve times that a year; 제7조의2 caps the yearly rate.
const MONTHLY_RATE = /월\s?(\d+(\.\d+)?)\s?(%|퍼센트)/u;

// Or 제6조's silence in its own words: no notice in the window, the lease deemed extended.
const IMPLIED =
  /묵시|자동(으로|적으로)?\s?(연장|갱신)|(통지|말|연락)(가|이)? 없(으면|는 경우)[^.]{0,30}(연장|갱신|계약한|임대차한)[된한]? 것으로 (본다|보고|보며|보되|한다|간주)/u;

/** Rules on implied renewal, 전환율, 필요비·유익비, 부속물, showings and fees in advance. */
// An outlay the tenant made first (먼저 고친, 대신 낸), repaid by half or in part: the rest is 제626조's claim given up.
const PAID_FIRST_REPAID_IN_PART =
  /(먼저|대신|급해서)[^.]{0,12}(고친|손본|수리한|낸|지불한|지출한|들인)[^.]{0,25}(반만|절반만|일부만|\d+\s?%만|반반)/u;

// The landlord as the one not asking ("집주인은 … 세입자에게 비용을 달라고 하지 않는다").
const LANDLORD_NOT_ASKING =
  /(임차인|세입자)(에게|한테|께)\s?[^.]{0,15}달라고|(임대인|집주인)(은|는|이|가)\s[^.]{0,40}달라고\s?(하지 않|안 하)|(임대인|집주인)\s?돈으로/u;

export const RENEWAL_FIXTURE_RULES: readonly PrincipleRule[] = [
  caution(
    'implied-renewal-excluded',
    HLPA,
    '제6조',
    '유형 24',
    '묵시적 갱신 배제',
    '주택임대차보호법 제6조는 임대인이 만료 6개월~2개월 전까지 갱신 거절을 통지하지 않으면 같은 조건으로 갱신된 것으로 봅니다. 이를 배제하는 약정은 제10조에 따라 효력이 없습니다.',
    '묵시적 갱신을 배제하는 문구는 삭제하세요.',
    (r) =>
      !/2기|두 번|2회|두 달분|2개월분/u.test(r.text) &&
      ((IMPLIED.test(r.text) &&
        /(연장|갱신)(되지|하지|이 되지|은 없|은 인정하지|을 인정하지) ?(않|아니|못)?|(연장|갱신)[^.]{0,6}(배제|인정하지|없는 것으로|없다|없음)/u.test(
          r.text,
        ) &&
        !/(연장|갱신)(된|되는|한) 것으로/u.test(r.text)) ||
        /자동\s?(소멸|종료|만료)/u.test(r.text) ||
        // 제6조 lets the tenant say so up to 2 months before the end; an earlier deadline shortens that.
        (/임차인/u.test(r.text) &&
          /([3-9]|1[0-2])\s?개월 전(까지|에)/u.test(r.text) &&
          /알리|통지|의사/u.test(r.text) &&
          /연장|갱신/u.test(r.text))),
  ),
  caution(
    'implied-renewal-exit-limited',
    HLPA,
    '제6조의2',
    '유형 25',
    '묵시적 갱신 후 해지 제한',
    '주택임대차보호법 제6조의2는 묵시적으로 갱신된 뒤 임차인이 언제든지 해지를 통지할 수 있고, 임대인이 통지받은 날부터 3개월이 지나면 효력이 생기게 합니다. 더 긴 기간이나 임대인 승낙·비용 부담을 붙이는 약정은 불리합니다.',
    '묵시적 갱신 후에는 언제든 해지를 통지하고 3개월 뒤 나갈 수 있다고 고치세요.',
    (r) =>
      IMPLIED.test(r.text) &&
      /해지|나가|이사|퇴거|끝내|끝낼|종료/u.test(r.text) &&
      !r.segments.some((s) => s.acts.has('relieved')) &&
      // The window for notice before the end ("만기 6개월 전부터 2개월 전까지") is 제6조's, no limit on leaving.
      (/([4-9]|1[0-2])\s?개월 (후|뒤|전(?!부터))|([4-9]|1[0-2])\s?개월(이)? (지나|경과)|반년 (전|후|뒤)|승낙|동의|허락/u.test(
        r.text,
      ) ||
        r.segments.some((s) => s.bound !== 'LANDLORD' && s.acts.has('bear') && /임차인/u.test(s.text))),
  ),
  caution(
    'conversion-rate',
    HLPA,
    '제7조의2',
    undefined,
    '월차임 전환율',
    '주택임대차보호법 제7조의2와 시행령 제9조는 보증금을 월세로 바꿀 때의 비율을 제한합니다(기준금리에 연 2%를 더한 비율 등). 그 비율을 넘거나 적지 않은 전환은 초과 차임을 낼 위험이 있습니다.',
    '전환 비율을 적고, 법정 상한 이내인지 확인하세요.',
    (r) =>
      !r.segments.some((s) => isNegated(s) && /전환|바꾸|돌리/u.test(s.text)) &&
      // "보증금에서 빼는 금액" is a deduction from the deposit, not the deposit lowered for rent.
      /전환|환산하?[^.]{0,12}(월세|차임|월차임)|월세로 (돌리|바꾸|바꿀)|보증금(?!에서)[^.]{0,20}(빼|줄이|낮추|감액)[^.]{0,25}(월세|차임)/u.test(
        r.text,
      ) &&
      /월세|차임/u.test(r.text) &&
      !(r.statesPercent && r.increasePercent <= 5.5 && !MONTHLY_RATE.test(r.text)) &&
      !WITHIN_LEGAL_CAP.test(r.text),
  ),
  caution(
    'expense-claim-waiver',
    CIVIL,
    '제626조',
    '유형 37',
    '필요비·유익비 청구 포기',
    '민법 제626조는 임차인이 집에 들인 필요비를 곧바로, 집의 가치를 높인 유익비를 계약이 끝날 때 임대인에게 청구할 수 있게 합니다. 이를 포기하게 하는 약정은 임차인의 비용을 임대인에게 넘깁니다.',
    '임차인이 낸 수리비·개량비는 임대인이 상환한다고 고치세요.',
    (r) =>
      /(비용|수리비|개량|설치|필요비|유익비)/u.test(r.text) &&
      !/부속물|매수|사\s?달라|사 가|매입/u.test(r.text) &&
      // The waiver about an outlay, not wear the tenant is spared restoring ("마모는 복구하지 않는다").
      (((anySegment(r, (s) => bindsTenant(s) && s.acts.has('waive') && !(s.topics.has('normalWear') && isNegated(s))) ||
        /(갚지|상환하지|돌려주지|지급하지) 않|받을 수 없|임차인(이|은)[^.]{0,30}못 ?받(?![^.]{0,8}(일|것)(은|이)? 없)|청구할 수 없/u.test(
          r.text,
        ) ||
        // The outlay not asked back, by the one who paid it: not the landlord not asking the tenant.
        (/(비용|돈)[^.]{0,10}달라고\s?(하지 않|안 하|말)/u.test(r.text) && !LANDLORD_NOT_ASKING.test(r.text))) &&
        /설치|개량|들인|낸|달아|(?<=\s)다는|단 |고친|공사는 [^.]{0,8}(돈|비용)으로|필요비|유익비/u.test(r.text)) ||
        // What the tenant paid first repaid only in part ("을이 먼저 손본 수리비는 갑이 반만 보전해 주고").
        PAID_FIRST_REPAID_IN_PART.test(r.text)),
  ),
  caution(
    'fixtures-waiver',
    CIVIL,
    '제646조',
    '유형 38',
    '부속물매수청구권 포기',
    '민법 제646조는 임대인의 동의를 받아 붙인 물건을 계약이 끝날 때 임대인에게 사 달라고 청구할 수 있게 하고, 제652조는 이를 배제하는 약정을 무효로 합니다.',
    '동의를 받아 설치한 물건은 시가로 매수한다고 고치세요.',
    (r) =>
      !r.segments.some((s) => s.bound === 'LANDLORD' && isNegated(s)) &&
      /부속물|매수(를)?\s?(청구|요구)|사\s?달라|무상으로[^.]{0,10}(넘어|귀속|두고|소유)|두고 (간|가|나)|값(을|은)? (받지 않|안 받)|그대로 두고/u.test(
        r.text,
      ) &&
      /동의|승낙|허락|설치|부착|단 |달아/u.test(r.text) &&
      // The claim given, not taken ("시세로 사달라고 할 수 있음").
      !/(사\s?달라고|매수(를)?\s?(청구|요구))[^.]{0,4}(할 수 있|하셔도|해도|하면 된)/u.test(r.text),
  ),
  caution(
    'showings-at-will',
    CIVIL,
    '제623조',
    '유형 17',
    '임대인 뜻대로의 집 보여주기·촬영',
    '민법 제623조에 따라 임대인은 임차인이 집을 평온하게 쓰게 할 의무가 있습니다. 집 보여주기나 사진 촬영을 임대인이 원하는 때 언제든 하게 하는 약정은 임차인의 사생활을 침해할 수 있습니다.',
    '집 보여주기·촬영은 미리 일정을 협의해서만 한다고 고치세요.',
    (r) =>
      /보여|매수 희망자|사진|촬영|집을? 보|집 보러|집 구경/u.test(r.text) &&
      (/어떤 시간|언제든|수시|응해야|응한다|응하여야|분기마다|매달|매월|알리지 않|예고 없이|통보 없이/u.test(r.text) ||
        LANDLORDS_OWN_TIME.test(r.text)) &&
      !r.segments.some((s) => s.conditions.has('priorNotice')),
  ),
  caution(
    'fee-in-advance',
    STANDARD,
    '제1조',
    '유형 33',
    '관리비 선납',
    '표준계약서 제1조는 관리비를 매월 내는 것으로 정합니다. 몇 달 치를 미리 한꺼번에 내게 하면 정산과 반환이 어려워집니다.',
    '관리비는 매월 고지서대로 낸다고 고치세요.',
    (r) =>
      /관리비/u.test(r.text) &&
      /미리|한꺼번에|선납|일시불|입주할 때/u.test(r.text) &&
      /\d+\s?(개월|년)분?|1년분|석 달|몇 달/u.test(r.text),
  ),
];
