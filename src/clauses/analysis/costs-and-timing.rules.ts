import { TOPIC } from './clause-lexicon';
import { anySegment, bindsTenant, BOUNDED_WAIT, isNegated, REQUEST_BARRED, type ClauseSegment } from './clause-reading';
import { CIVIL, HLPA, STANDARD, type PrincipleRule } from './principle-rule.types';

// One-sided terms on money and timing: the deposit and the stay are not in question, but the tenant
// pays or waits more than the law or the standard contract asks. CAUTION, never DANGER.

const caution = (
  id: string,
  source: string,
  article: string,
  pattern: string,
  name: string,
  why: string,
  advice: string,
  applies: PrincipleRule['applies'],
): PrincipleRule => ({ id, severity: 'CAUTION', basis: { source, article, pattern }, name, why, advice, applies });

// Part of the home lost or unusable: 민법 제627조; otherwise a change of circumstances, 제628조.
const PART_LOST = /일부|부서|못 쓰|쓰지 못|멸실|파손|고장|사용할 수 없/u;

// The rent never lowered: a waiver of the claim to reduce it (민법 제627조, 제628조).
const refusesRentReduction = (s: ClauseSegment): boolean =>
  /(월세|차임|임대료)/u.test(s.text) &&
  /내리|낮추|낮춰|감액|깎|조정/u.test(s.text) &&
  (isNegated(s) || /(조정|감액|인하)(은|이)? (없|불가)/u.test(s.text));
const RENT_REDUCTION_WHY =
  '민법 제627조·제628조는 집의 일부를 쓸 수 없거나 경제 사정이 바뀌면 임차인이 차임 감액을 청구할 수 있게 하고, 제652조는 이에 반해 임차인에게 불리한 약정을 무효로 합니다.';
const RENT_REDUCTION_ADVICE = '차임 감액 청구를 막는 문구는 삭제하세요.';

const RETURN_FAILED =
  /[^.,]{0,20}(보증금|전세금)[^.,]{0,6}(돌려받|반환받|받|반환되|돌려주)지 (못|않|아니)[가-힣]* (경우|때|임차인|세입자)[가-힣]*/gu;

// What is returned a time counted from the moving out is the deposit, named or not ("'만기일 즉시 반환'을 '퇴거하고
// 열쇠를 반납한 날로부터 14일 이내 반환'으로 변경").
const RETURNED_AFTER_MOVING_OUT =
  /(퇴거|퇴실|명도|이사|(집|방)(을|를)? ?비(워 ?준|운)|(열쇠|키)(를)?\s?반납)[^.]{0,20}(로부터|부터|후|뒤)\s?\d+\s?(일|주|개월|달)\s?(이내|안에|내|후|뒤|째)?(에)?\s?반환/u;

// A fee for inspecting the home (점검비, 검사비, 방문 수수료): the landlord's own cost.
const INSPECTION_FEE = /(점검|검사|방문)\s?(비|비용|수수료|료)/u;

/** Rules on the deposit's timing, deductions, rent in advance, rent reduction, taxes and 임차권등기 costs. */
// Late interest at the legal rate ("연 5퍼센트의 비율로 계산한 지연손해금을 가산하여"): damages at the law's measure, read
// out before looking for a penalty beside it.
const LAWFUL_INTEREST =
  /(법정\s?이율|연\s?5\s?(%|퍼센트|프로|푼))[^.,]{0,30}?(지연\s?(이자|손해금|배상금)|이자|연체료|연체금)(을|를|과|와)?\s?(가산하여|가산해|가산한다|더하여|더해|붙여|붙인다)?|(지연\s?(이자|손해금|배상금)|연체\s?이자)[^.,]{0,30}?(법정\s?이율|연\s?5\s?(%|퍼센트|프로|푼))/gu;
// … and a fee said not to be charged ("연체료로 월 10만원을 별도 청구하지 않는다").
const PENALTY_DENIED =
  /(연체료|위약금|벌금|배상금|과태료)[^.]{0,20}(청구하지|받지|부과하지|물리지) (않|아니)[가-힣]*/gu;
const PENALTY_WORDS =
  /위약금|벌금|배상금|연체료|연체금|지체금|지체상금|지연금|지연배상|과태료|위반금|벌칙금|페널티|패널티|가산(한다|하여|금|함|됨|된다|\.|$)|배상(한다|하여야|해야)/u;
const PENALTY_FIGURE =
  /\d+\s?(배|%|퍼센트|만\s?원|개월|달)|매일|하루(에|마다| 늦을\s?때마다)|(하루|1일|날)\s?(당|마다)|회당|건당|1회/u;

/** A penalty named with a figure, once lawful interest and a fee said not to be charged are read out. */
function namesFiguredPenalty(text: string): boolean {
  const rest = text.replace(LAWFUL_INTEREST, ' ').replace(PENALTY_DENIED, ' ');
  return PENALTY_WORDS.test(rest) && PENALTY_FIGURE.test(rest);
}

/** The lease ended, or the succession refused, on the tenant's death (제9조): also what keeps a succession affirmed from SAFE. */
export const SUCCESSION_DENIED =
  /끝|종료|해지|소멸|승계(하지|되지|할 수 없|를 인정하지)|승계 (불가|금지)|이어받(을 수 없|지 못|지 않)|나가/u;

export const COST_TIMING_RULES: readonly PrincipleRule[] = [
  caution(
    'deposit-return-later',
    STANDARD,
    '제9조',
    '유형 31',
    '보증금 반환 시기의 지연',
    '표준계약서 제9조와 민법 제536조에 따라 보증금은 주택을 비워 주는 것과 동시에 돌려받습니다. 퇴거 뒤 일정 기간이 지나서 돌려준다는 약정은 그동안 이사할 돈이 묶이게 합니다.',
    '"임대인은 계약 종료일에 주택 인도와 동시에 보증금을 반환한다"로 고치세요.',
    // A return spoken of only as failing ("종료 후 보증금을 돌려받지 못한 경우 …") sets no date for it.
    (r) =>
      (TOPIC.depositReturn.test(r.text.replace(RETURN_FAILED, '')) ||
        /(보증금|전세금)[^.]{0,10}(반환일|반환은|반환 시기)/u.test(r.text) ||
        RETURNED_AFTER_MOVING_OUT.test(r.text)) &&
      r.segments.some(
        (s) =>
          s.conditions.has('afterMoveOut') ||
          /(만료|만기|종료)(일)?\s?(후|로부터|뒤)/u.test(s.text.replace(RETURN_FAILED, '')),
      ) &&
      !/동시에/u.test(r.text) &&
      // After 묵시적 갱신 the tenant's notice takes effect in three months (제6조의2): the return then is on time.
      !(/묵시|자동(으로|적으로)?\s?(연장|갱신)/u.test(r.text) && /(3|석|세) ?(개월|달) ?(뒤|후|지나)/u.test(r.text)),
  ),
  caution(
    'flat-deduction',
    STANDARD,
    '제9조',
    '유형 32',
    '명목이 정해진 일괄 공제',
    '표준계약서 제9조는 보증금에서 실제 채무만 빼고 돌려주게 합니다. 실제 비용과 관계없이 정액을 공제하는 약정은 임차인이 내지 않아도 될 돈을 내게 합니다.',
    '공제는 실제 발생한 비용을 영수증으로 확인한 만큼만 한다고 고치세요.',
    (r) =>
      anySegment(
        r,
        (s) =>
          // Or a fee for the landlord's own inspection, paid by the tenant ("점검비로 3만원은 임차인이 낸다").
          (s.topics.has('deduction') || (INSPECTION_FEE.test(s.text) && s.bound !== 'LANDLORD')) &&
          /\d+\s?만\s?원|정액|일괄|명목/u.test(s.text) &&
          // "그 밖의 명목으로는 공제하지 않는다": a deduction refused is none made.
          !isNegated(s) &&
          !/실비|실제 (비용|든|발생)|영수증/u.test(r.text),
      ),
  ),
  caution(
    'rent-in-advance',
    CIVIL,
    '제633조',
    '유형 33',
    '여러 달 차임 선납',
    '민법 제633조는 차임을 매월 말에 내도록 정합니다(표준계약서도 매월 지급). 여러 달 치를 미리 내게 하면 집에 문제가 생겨도 그 돈을 돌려받기 어렵습니다.',
    '차임은 매월 내는 것으로 고치세요.',
    (r) =>
      /(월세|차임|임대료)/u.test(r.text) &&
      /미리|앞당겨|먼저|선불|선납|선결제|선입금|한꺼번에|일시불|일시에/u.test(r.text) &&
      /\d+\s?개월|석 달|몇 달|\d+\s?(년|개월|달)\s?(치|분)|달치|개월분|단위/u.test(r.text) &&
      // Asking for it denied ("미리 몇 달치 달라고 하지 않는다"): the law's monthly payment kept.
      !r.segments.some(
        (s) =>
          /미리|앞당겨|선불|선납|한꺼번에|일시불/u.test(s.text) &&
          isNegated(s) &&
          (REQUEST_BARRED.test(s.text) ||
            /(요구|청구|요청|달라고|받)[가-힣]{0,2}\s?(하지|지) (않|아니)|(요구|청구|요청)하지 (않|아니)/u.test(
              s.text,
            )),
      ),
  ),
  caution(
    'rent-reduction-waiver',
    CIVIL,
    '제628조',
    '유형 30',
    '차임 감액 청구 포기',
    RENT_REDUCTION_WHY,
    RENT_REDUCTION_ADVICE,
    (r) => !PART_LOST.test(r.text) && anySegment(r, refusesRentReduction),
  ),
  caution(
    'partial-loss-reduction-waiver',
    CIVIL,
    '제627조',
    '유형 30',
    '일부 멸실 시 차임 감액 포기',
    RENT_REDUCTION_WHY,
    RENT_REDUCTION_ADVICE,
    (r) => (PART_LOST.test(r.text) || /공사|수리/u.test(r.text)) && anySegment(r, refusesRentReduction),
  ),
  caution(
    'lease-registration-burdened',
    HLPA,
    '제3조의3',
    '유형 07',
    '임차권등기명령의 지연·비용 전가',
    '주택임대차보호법 제3조의3은 보증금을 돌려받지 못한 임차인이 곧바로 임차권등기명령을 신청하고, 그 비용을 임대인에게 청구할 수 있게 합니다(제3조의3 제8항).',
    '임차권등기 신청을 미루거나 비용을 임차인에게 지우는 문구는 삭제하세요.',
    (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('leaseRegistration') &&
          bindsTenant(s) &&
          (s.acts.has('bear') ||
            /기다|먼저 [^.]{0,12}알리|통지하고/u.test(r.text) ||
            // A wait of a stated length before applying: a delay, not a ban.
            // Applying only once a stated time has passed, or not before it: a delay, not a ban.
            (isNegated(s) && BOUNDED_WAIT.test(r.text)) ||
            BOUNDED_WAIT.test(s.text)),
      ),
  ),
  caution(
    'landlord-tax-shift',
    CIVIL,
    '제618조',
    '유형 15',
    '임대인 세금의 전가',
    '재산세·종합부동산세처럼 소유에 따르는 세금은 소유자인 임대인의 몫입니다(민법 제618조: 임차인은 약정한 차임만 냅니다). 이를 임차인에게 지우면 숨은 차임 인상이 됩니다.',
    '소유자의 세금은 임대인이 낸다고 고치세요.',
    (r) =>
      /재산세|종합부동산세|종부세|(보유|소유)[^.]{0,8}세금|양도세|(임대\s?)?소득세/u.test(r.text) &&
      (anySegment(r, (s) => s.bound !== 'LANDLORD' && /임차인/u.test(s.text) && !isNegated(s)) ||
        // Or billed with the tenant's fees ("… 부담이 늘어난 만큼 월 1만원을 관리비에 더하여 받는다").
        anySegment(
          r,
          (s) => /(관리비|월세|차임)에\s?[^.]{0,10}(더하|더해|포함|합산|얹|붙)/u.test(s.text) && !isNegated(s),
        )),
  ),
  caution(
    'repair-cost-shared',
    CIVIL,
    '제623조',
    '유형 29',
    '수선비의 임차인 분담',
    '민법 제623조에 따라 임차인의 잘못이 없는 수선은 임대인의 비용으로 합니다(소모품·경미한 수선은 표준계약서 제4조대로 임차인). 수리비를 나누어 내게 하는 약정은 임대인의 몫을 임차인에게 넘깁니다.',
    '임차인 과실이 없는 수리는 임대인이 부담한다고 고치세요.',
    (r) =>
      anySegment(
        r,
        (s) =>
          /(수리|수선|보수|교체)\s?(비|비용)/u.test(s.text) &&
          s.bound === 'TENANT' &&
          s.acts.has('bear') &&
          !isNegated(s) &&
          !s.topics.has('fault') &&
          !s.topics.has('minorRepair') &&
          !/실비/u.test(s.text),
      ),
  ),
  caution(
    'penalty-out-of-proportion',
    CIVIL,
    '제398조',
    '유형 19',
    '지나친 위약금',
    '민법 제398조는 손해배상액의 예정을 인정하되 부당히 과다하면 법원이 줄일 수 있게 합니다. 보증금의 일정 비율, 몇 달 치 차임, 날마다·건마다 붙는 벌금은 실제 손해와 관계없이 임차인에게 무거운 부담을 지웁니다.',
    '위약금은 실제 손해를 배상하는 것으로 하거나 합리적인 금액으로 줄이세요.',
    (r) =>
      // A fine each time a rule is broken ("복도에 쓰레기를 두면 한 번에 3만 원").
      (/(건당|회당|1회|1건|매회|위반 시|어기면|미준수|(면|어도|아도|경우)\s?(한 번에|한 번마다|번마다|매번))[^.]{0,15}\d+\s?만\s?원/u.test(
        r.text,
      ) &&
        !/실제 (손해|비용)|실비/u.test(r.text)) ||
      (namesFiguredPenalty(r.text) && !/실제 (손해|비용)|실비/u.test(r.text)) ||
      // Losing more than the 계약금 (표준계약서 제5조 stops there): the 중도금 too. A 중도금 named as the
      // deadline of the 계약금 rule ("중도금을 지급하기 전까지 … 계약금을 포기하고") is that rule itself.
      (/중도금/u.test(r.text) &&
        !/중도금 (약정 )?(없|X)/u.test(r.text) &&
        /돌려받지 못|반환하지 않|몰수|포기/u.test(r.text) &&
        !(
          /중도금[^.]{0,25}(전까지|전에|전에는|이전에?|까지)/u.test(r.text) &&
          !/중도금(도|까지|과 계약금|및 계약금)[^.]{0,20}(돌려받지 못|반환하지 않|몰수|포기)|계약금(과|및)? 중도금[^.]{0,20}(돌려받지 못|반환하지 않|몰수|포기)/u.test(
            r.text,
          )
        )),
  ),
  caution(
    'succession-denied',
    HLPA,
    '제9조',
    '유형 39',
    '임차권 승계 부정',
    '주택임대차보호법 제9조는 임차인이 사망하면 함께 살던 가족이 임차권을 승계하게 합니다. 사망을 이유로 임대인이 계약을 끝낼 수 있게 하는 약정은 이 승계를 막습니다.',
    '임차인 사망 시 승계를 부정하는 문구는 삭제하세요.',
    (r) =>
      // 돌아가시 as death, not a return somewhere ("고향으로 돌아가시게 되면"), nor another's ("돌아가신 어머니 댁").
      /사망|숨지|상속|별세|작고|(?<!(으로|로|에서|에)\s?)돌아가(시|신|셨)(?!\s?[가-힣]+\s?(댁|집))/u.test(r.text) &&
      // The family choosing not to take the lease over, as a condition ("가족이 계약을 이어받지 않으면, 보증금은 …"),
      // is their choice under 제9조, not a denial of it.
      SUCCESSION_DENIED.test(
        r.text.replace(/(승계하지|이어받지|승계를 원하지) (않|아니)(으면|는 경우|을 경우|을 때|하면)/gu, ' '),
      ),
  ),
];
