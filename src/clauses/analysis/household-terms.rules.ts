import { AGREED_WITH_THIRD_PARTY, CONDITION, TOPIC } from './clause-lexicon';
import {
  anySegment,
  bindsTenant,
  DOUBLE_DENIED,
  doublesTheEarnest,
  ENTRY_DENIED,
  isNegated,
  KEPT_UNTIL_RETURN,
  losesDeposit,
  negationProtects,
  REST_UNCHANGED,
  TERMS_VOIDED,
  TENANT_FINANCING,
  undeniedText,
  WEAR_LEFT_OUT,
  type Topic,
} from './clause-reading';
import { CIVIL, HLPA, STANDARD, type PrincipleRule, safeRule as safe } from './principle-rule.types';

// More positive evidence for SAFE: terms the law or the standard contract leaves to the parties,
// terms that restate the law, and the landlord's undertakings not to do what the Act forbids.
// `protective` marks an undertaking of the landlord that names a danger only to exclude it
// ("임대인은 전입을 제한하지 않는다"): a pattern matching its words is outweighed (verdict.ts).

// What a landlord may not take from a tenant, each with the article that protects it.
const UNDERTAKINGS: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/해지|계약을 (끝|종료)/u, HLPA, '제4조'],
  [/전입|전출|주민\s?등록|대항력/u, HLPA, '제3조'],
  [/확정\s?일자|배당|우선\s?변제/u, HLPA, '제3조의2'],
  [/임차권\s?등기/u, HLPA, '제3조의3'],
  [/갱신/u, HLPA, '제6조의3'],
  [/담보|대출|근저당|저당/u, STANDARD, '특약사항(권리관계 유지)'],
  [/출입|들어가/u, CIVIL, '제624조'],
  [/보증금[^.]{0,6}(반환|몰수|몰취|귀속|떼지|떼어 가지)/u, STANDARD, '제9조'],
  [/매매|매도|매각|팔/u, HLPA, '제3조'],
];
const OBSTRUCT =
  /제한|막|방해|반대|미루|미뤄|미룬|거절|늦추|늦춰|늦춘|몰수|몰취|귀속|떼지|다투|전출|설정|받지|해지|끝내|들어가|출입|불이익|퇴거|나가|비우|비워|포기/u;

// The landlord undertaking not to ask for it ("미뤄 달라고 요구하지 않는다", "옮기도록 요청하지 않는다").
// So is the tenant's own claim left undisputed ("대항력을 주장하는 것을 임대인은 다투지 않는다").
const ASKS_NOT =
  /(달라고|라고|도록|것을|하자고)\s?(요구|요청|강요)(하지|를 하지|도 하지) (않|아니)|(전출|이전|퇴거|이사)(을|를)? (요구|요청|강요)(하지|를 하지) (않|아니)|(주장|행사|신청|청구)하는 것(을|에)[^.]{0,12}(다투지|문제 삼지|이의를 제기하지) (않|아니)/u;

// The rights the Act gives against the deposit's loss, by the topic a clause reads and the article.
const PROTECTED_RIGHT_TOPICS: ReadonlyArray<readonly [Topic, string]> = [
  ['leaseRegistration', '제3조의3'],
  ['priority', '제3조의2'],
  ['opposability', '제3조'],
  ['fixedDate', '제3조의2'],
  ['residence', '제3조'],
];
// Said to hold for the tenant: may claim it, receive first, keep it (주장할 수 있다, 먼저 변제받는다, 유지된다).
const RIGHT_HELD =
  /(주장|행사|신청|청구|요구|대항)(을|를)? ?할 수 있|(주장|행사|신청|청구)\s?가능|(받을|받는|변제받을) 수 있|(?<!(?<!(허락|동의|승낙)(을|를)?\s?)안\s?)(받아|받으셔|해|하셔|하여)도 (된다|됩니다|돼요|됨|무방|되며|되고)|(하시|하)면 (된다|됩니다|돼요|됨)|(먼저|우선(하여|적으로)?|앞서)[^.]{0,12}(변제|배당|받)|유지된다|그대로 (유지|보장)/u;
// Only after an event or a time, or in a case only (다음에야, 후에만, 경우에 한하여, 6개월이 지나야).
const ONLY_AFTER = String.raw`에야|에만|후에만|뒤에만|경우에 한|에 한하여|때까지|지나야|경과(해|하여)야`;
// What would hedge it (only after, only if the landlord agrees) or take it back in the same clause.
const RIGHT_HEDGED = new RegExp(String.raw`${ONLY_AFTER}|(동의|허락|승낙)(를|을)? (받|얻)`, 'u');

// What a landlord may do against the tenant, any of which he may promise not to do (요구하지 않는다,
// 공제하지 않는다, 불이익을 주지 않는다); against duties he may not shed by the same words
// (제시하지 않는다, 수리하지 않는다, 반환하지 않는다), which take something from the tenant.
const LANDLORD_HARM =
  /요구|청구|유보|공제|빼|차감|거절|불이익|몰수|인상|올리|증액|들어오|들어가|출입|해지|끝내|대출|설정|삼지|미루|늦추|제한|막|방해|반대|퇴거|비우|바꾸|받지|나가\s?달라|떠넘기|전가/u;
const TERMINATION_FOR_THAT_ALONE_DENIED =
  /(이유|사유)만으로[^.]{0,6}(계약을?\s?)?(해지|해제|끝내|퇴거)[^.]{0,20}지 (않|아니)/u;
const LANDLORD_DUTY =
  /서류|서명|확인서|승낙서|써 ?(드리|주)지|발급|제시|보여|교부|협조|동의하지|응하지|반환하지|돌려주지|수리하지|고치지|고쳐 ?주지|책임|지급하지|상환하지|부담하지|알리지|설명하지|공개하지/u;
// A remedy the tenant is given (해제할 수 있다, 청구할 수 있다, 빼고 낼 수 있다).
const TENANT_REMEDY = /해제|해지|청구|신청|주장|돌려받|빼고|공제하고|제하고|이어|계속|거절|요구/u;
// A permission hedged to after an event, a time or a case only (ONLY_AFTER) restricts; so does one
// waiting for consent (동의를 받아야).
const RESTRICTED = new RegExp(String.raw`${ONLY_AFTER}|(동의|허락|승낙)(를|을)? ?(받아야|얻어야)`, 'u');
// What the law gives the tenant, said to hold (그대로 보장한다, 계약은 유지된다, 먼저 변제된다).
const PROTECTION_AFFIRMED = new RegExp(
  String.raw`(우선\s?변제|최우선\s?변제|배당)\s?(순위|권)?(은|는|이|가)?\s?(그대로(다|이다|유지)|(변하|바뀌|낮아지|밀리)지 않는다)|(동거인|가족|상속인)[^.]{0,20}(거주할 수|살 수|이어|승계)|${WEAR_LEFT_OUT.source}|(수선|수리)\s?의무(를|은)? (면제|배제)하는 것(은|이) 아니|비밀번호는 임차인(만|이)|대항할 수 있|보장한다|보장된다|그대로 (유지|보장|살|이어)|유지된다|이어갈 수|이어받|승계(한다|된다|할 수)|먼저 변제|우선(하여|적으로)? 변제|최우선(으로)? 변제|거절하지(는)? 않`,
  'u',
);
/** Whether the clause says a protection holds, not that it does not (이어받을 수 없다, 보장하지 못한다). */
function affirmsProtection(text: string): boolean {
  const m = PROTECTION_AFFIRMED.exec(text);
  if (!m) return false;
  return (
    // A waiver denied ("수선의무를 면제하는 것은 아니다") is itself the protection said to hold.
    m[0].startsWith('거절하지') ||
    m[0].endsWith('아니') ||
    !/^[^.]{0,6}(없|못|않|아니|불가|금지)/u.test(text.slice(m.index + m[0].length - 2))
  );
}
// "… 제한하는 어떠한 약정도 두지 않는다", "… 예외는 두지 않는다": the clause holds no such term.
// A predicate giving only the term's first and last days.
const TERM_DATES =
  /^[^.]{0,6}(\d{1,2}월\s?\d{1,2}일|\d{4}[-.]\s?\d{1,2}[-.]\s?\d{1,2})[^.]{0,8}(시작|부터)[^.]{0,30}(끝난다|끝나며|까지(로)? (한다|이다))\.?$/u;

export const NO_SUCH_TERM =
  /(제한|포기|양보|금지)(하는|한다는) (뜻|취지|의미)(으로|로) (해석|보)(하|되)?지 ?(않|아니)|(어떤|어느|어떠한) (조항|특약|약정|규정)(도|이라도)[^.]{0,80}(제한|포기|양보|금지)(하거나|시키거나|하는|시키는)[^.]{0,20}?것으로 해석(하|되)?지 ?(않|아니)|(포기|제한|양보)(하는|한다는) (조건|약정|특약|내용)(이|은)? 아(니|님)|(약정|조항|특약|규정|예외)(은|는|도|을|를)? ?(이 계약에 )?(두지|넣지|포함하지|정하지|인정하지) ?(않|아니)|(한다는|하는|못한다는|없다는) 조건(은|는|도|을|를)? ?(이 계약에 )?(두지|넣지) ?(않|아니)|(포기|제한|양보)(한다는|하는|시키는) (취지의? |뜻의? )?(내용|약정|조항|문구|특약)(은|는|도|을|를)? ?(이 (계약|특약)(에|에는)? ?)?(어디에도 )?(없|두지 (않|아니)|넣지 (않|아니))|(않기로|포기하기로)\s?(했다는|한다는|한) (내용|약정|조항|문구|특약)(은|는|도|이)? ?(이 (계약|특약)(의|에|에는)? ?)?어디에도 없/u;
// A burden the clause says there is none of.
const BURDEN_DENIED =
  /(몰수|위약금|벌금|선납 요구|추가 ?(비용|금액|요금|부담)|연체료|수수료|정액 공제|공제|부담|떠안는|안 돌려주는|돌려주지 않는|다른 돈)(은|는|이|가|도)?\s?(조항은?|일은|요구는?)?\s?(없음|없다|없으며|없고|없는 것으로|하지 않|않기로|두지 않|X|안 받)/u;
const ACTUAL_DAMAGES =
  /실손해|(든|쓴|들어간) 만큼만|영수증대로|실제(로)? ?(생긴|발생한|입증된|든)? ?(손해|비용|수리비|금액)(액)?(만|의 범위|만큼만|를 배상|을 배상)|(숙박비|이사비)? ?등? 실제 손해를 배상/u;
// Deductions from the deposit bounded by what is owed and shown: actual amounts only, proven or billed.
const ACTUAL_DEDUCTION =
  /실제(로)? ?(생긴|발생한|입증된|든|부과된)? ?(손해|비용|금액|수리비)(액)?(만|에 한|의 범위|만큼만)|(입증|증빙)(하여|한|된)[^.]{0,12}(금액|손해|비용)?[^.]{0,6}(만|에 한)|(영수증|증빙|견적서)[^.]{0,20}(그 )?(금액|만큼|비용)(만|에 한|(으로|로) 한정)|실제 ?사용(분|량|한 만큼)만|(밀린|연체된|미납된?|못 낸) (월세|차임|관리비)[^.]{0,20}(그 )?(금액|만큼)만|(밀린|연체된|미납된?|못 낸) (월세|차임|관리비|공과금)[^.]{0,15}만 [^.]{0,12}(공제|정산|빼)|(관리비|공과금|월세|차임)\s?정산(액|금|분)만 ?(빼|공제|차감)(?=[^.]{0,30}(당일|즉시|바로|만기일|같은 날))/u;

// The tenant's right acknowledged by the landlord, who is the sentence's topic ("임차인이 낙찰자에게 대항력을
// 주장할 수 있다는 점 임대인도 인정한다"): the right is still the tenant's.
const RIGHT_ACKNOWLEDGED =
  /임차인(이|은|는)\s[^.]{0,40}수 있(다는|음을|는)\s?(점|것|사실)?(을|은|도)?\s[^.]{0,10}(인정|확인)/u;

/** Household rules, the law restated, and landlords' undertakings. */
// "본 합의서에서 바꾸지 아니한 사항은 원계약과 같으며": what the change agreement leaves alone stays.
const AS_BEFORE =
  /^[^.]{0,30}(바꾸지|변경하지|변경되지|정하지|고치지) (아니한|않은) (사항|조건|내용|부분)(은|는)[^.]{0,30}(원계약|원 계약|기존 계약|종전 계약|종전의 계약)[^.]{0,25}(같|동일)[가-힣]*\.?$/u;
// "두 문서가 다를 때에는 본 합의서를 따른다": the newer paper prevails.
const THIS_PAPER_PREVAILS =
  /^[^.]{0,20}(두 문서|양 문서|원계약과|기존 계약과|원계약의 내용과)[^.]{0,10}(다를|상충할|충돌할|어긋날|다른) (때|경우)(에는|에)?,? ?(본|이) (합의서|변경계약서|변경합의서|계약서|갱신계약서)(를|을|가|이) (따른다|따름|우선한다|우선함)\.?$/u;

// A fee for a service the tenant asks for ("임차인의 요청으로 해외 송금을 하는 경우 그 송금 수수료는 임차인이 부담").
const REQUESTED_SERVICE_FEE =
  /임차인(의|이)? ?(요청|원하|원해|희망|신청)[^.]{0,15}(송금|이체|환전|발급|복사|복제|추가 (키|카드|열쇠))[^.]{0,25}(수수료|비용|발급비|복사비)(는|은)? ?(임차인(이|의)? ?)?(부담|낸다|내며|지급)/u;

export const HOUSEHOLD_TERM_RULES: readonly PrincipleRule[] = [
  // A right the Act gives against the deposit's loss, said to be the tenant's to use (배당요구를 할 수
  // 있다, 낙찰자에게 임차권을 주장할 수 있다, 먼저 변제받는다), unhedged, with no other part of the
  // clause binding the tenant to a ban, a waiver, a wait, a move or a cost.
  ...PROTECTED_RIGHT_TOPICS.map(([topic, article]) =>
    safe(
      `right-held-${topic}`,
      HLPA,
      article,
      '법상 권리의 확인',
      '주택임대차보호법이 보증금을 지키라고 임차인에게 주는 권리(대항력·우선변제·배당요구·임차권등기)를 임차인이 쓸 수 있다고 확인하는 조항입니다.',
      (r) =>
        anySegment(
          r,
          (s) =>
            s.topics.has(topic) &&
            (s.bound !== 'LANDLORD' || RIGHT_ACKNOWLEDGED.test(s.text)) &&
            RIGHT_HELD.test(s.text) &&
            !isNegated(s) &&
            !s.acts.has('needsConsent') &&
            !RIGHT_HEDGED.test(s.text),
        ) &&
        !r.segments.some(
          (s) =>
            bindsTenant(s) &&
            (s.acts.has('waive') ||
              (s.acts.has('transfer') && !/전입|주민\s?등록/u.test(s.text)) ||
              (s.acts.has('prohibit') && !negationProtects(s)) ||
              s.acts.has('bear') ||
              // Not the deposit unreturned as the remedy's condition ("반환되지 아니한 경우 … 신청할 수 있다").
              losesDeposit(s.text)),
        ),
    ),
  ),
  safe(
    'landlord-refrains',
    HLPA,
    '제10조',
    '임대인의 불이익 금지 약속',
    '임대인이 임차인에게 요구·공제·해지 같은 불이익을 주지 않겠다고 약속하는 조항으로, 임차인을 보호합니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          // Or the entry denied with no one named: only the landlord enters — unless another part lets someone in.
          // Or a termination for one reason alone denied with no one named ("그 이유만으로 계약을 해지하지 않겠다"):
          // only the landlord ends a lease against the other's will.
          (s.bound === null && TERMINATION_FOR_THAT_ALONE_DENIED.test(s.text)) ||
          ((s.bound === 'LANDLORD' ||
            (s.bound === null &&
              s.topics.has('entry') &&
              ENTRY_DENIED.test(s.text) &&
              !r.segments.some((p) => p !== s && p.topics.has('entry') && !isNegated(p)))) &&
            isNegated(s) &&
            LANDLORD_HARM.test(s.text) &&
            !LANDLORD_DUTY.test(s.text) &&
            !s.acts.has('relieved')),
      ) && !r.segments.some((s) => s.bound !== 'LANDLORD' && (s.acts.has('waive') || s.acts.has('bear'))),
    true,
  ),
  safe(
    'tenant-remedy',
    CIVIL,
    '제623조',
    '임차인의 구제 수단',
    '임대인이 의무를 지키지 않을 때 임차인이 해제·청구·감액 같은 구제 수단을 쓸 수 있게 하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          (s.bound === 'TENANT' ||
            /(양|두|쌍방|각) ?당사자|양측|(당사자 일방|한쪽)[^.]{0,30}상대방(은|이)/u.test(s.text) ||
            // A damages claim read on its own, the party carried from the predicate before it.
            (s.bound === null && /^손해\s?배상(을|를)?\s?청구할 수 있/u.test(s.text))) &&
          s.acts.has('may') &&
          !isNegated(s) &&
          TENANT_REMEDY.test(s.text) &&
          !RESTRICTED.test(s.text),
      ) &&
      !r.segments.some((s) => s.bound === 'LANDLORD' && s.acts.has('may') && !isNegated(s)) &&
      !r.segments.some(
        (s) => s.topics.has('depositLost') && !/(못|않)(하|한|았|으)?[^.\s]{0,3}(면|경우|때)\s/u.test(s.text),
      ),
    true,
  ),
  safe(
    'protection-affirmed',
    HLPA,
    '제4조',
    '임차인 보호의 확인',
    '계약기간·갱신·승계·우선변제·보증금 반환처럼 법이 임차인에게 주는 보호가 그대로 유지된다고 확인하는 조항입니다.',
    (r) =>
      affirmsProtection(r.text) &&
      !r.segments.some(
        (s) =>
          (bindsTenant(s) && (s.acts.has('waive') || s.acts.has('bear'))) ||
          (s.bound === 'LANDLORD' && s.acts.has('may') && !isNegated(s)) ||
          (s.topics.has('depositLost') && !isNegated(s)),
      ),
    true,
  ),
  safe(
    'alteration-with-consent',
    STANDARD,
    '제4조',
    '동의를 받은 공사·변경',
    '표준계약서 제4조처럼 구조 변경·공사·타공은 임대인 동의나 협의를 거쳐 하게 하는 조항입니다.',
    (r) =>
      /공사|철거|변경|타공|개조|설치|구멍/u.test(r.text) &&
      /(승낙|동의|허락|협의)[^.]{0,15}(받은 (뒤|후)|받고|받아서|얻어|해서|하여|하고|받는다|받기로|얻는다)|미리 [^.]{0,10}협의/u.test(
        r.text,
      ) &&
      !r.segments.some(
        (s) => s.acts.has('bear') || s.acts.has('waive') || s.topics.has('deposit') || s.topics.has('terminate'),
      ),
    true,
  ),
  // "임차인이 2년을 주장하는 것을 제한하지 않는다", "최우선변제를 포기하도록 하는 어떠한 합의도 하지 않는다":
  // a named right kept whole, with no other part binding the tenant to a ban, a waiver, a wait or a cost.
  safe(
    'right-kept-whole',
    HLPA,
    '제10조',
    '권리 제한 없음의 확인',
    '임차인이 법상 권리를 주장·행사하는 것을 막지 않거나 그 권리를 포기시키는 약정을 하지 않는다고 확인하는 조항입니다(주택임대차보호법 제10조).',
    (r) =>
      anySegment(r, negationProtects) &&
      !r.segments.some(
        (s) =>
          !negationProtects(s) &&
          bindsTenant(s) &&
          (s.acts.has('waive') ||
            s.acts.has('prohibit') ||
            s.acts.has('bear') ||
            s.acts.has('delay') ||
            s.acts.has('transfer') ||
            s.topics.has('depositLost')),
      ),
    true,
  ),
  safe(
    'no-restricting-term',
    HLPA,
    '제10조',
    '불리한 약정 배제의 확인',
    '임차인의 권리를 제한하거나 보증금을 몰수하는 약정을 두지 않는다고 확인하는 조항입니다(주택임대차보호법 제10조).',
    // Or such a term named only as void ("… 제한하는 어떠한 약정도 효력이 없다").
    (r) => NO_SUCH_TERM.test(r.text) || anySegment(r, (s) => TERMS_VOIDED.test(s.text)),
    true,
  ),
  safe(
    'burden-denied',
    CIVIL,
    '제398조',
    '부담 없음의 확인',
    '위약금·몰수·선납·정액 공제 같은 부담이 없다고 확인하거나 실제 손해만 배상하게 하는 조항입니다(민법 제398조).',
    (r) =>
      (BURDEN_DENIED.test(r.text) || ACTUAL_DAMAGES.test(r.text)) &&
      !r.segments.some((s) => s.topics.has('depositLost') && !isNegated(s)),
    true,
  ),
  safe(
    'deductions-actual-only',
    STANDARD,
    '제9조',
    '실제 금액만 공제',
    '표준계약서 제9조대로 보증금에서 밀린 차임·관리비와 실제로 생긴 손해만 빼고 돌려주는 조항입니다(민법 제398조).',
    (r) =>
      // The deposit named, or the deduction made when the tenant leaves ("퇴거 때 공제할 것이 있으면 …").
      anySegment(r, (s) => s.topics.has('deposit') || s.topics.has('depositReturn') || /퇴거|퇴실/u.test(s.text)) &&
      anySegment(r, (s) => s.topics.has('deduction') || /빼는 (금액|돈)|공제|정산/u.test(s.text)) &&
      ACTUAL_DEDUCTION.test(r.text) &&
      !r.segments.some(
        (s) => (s.topics.has('depositLost') && !isNegated(s)) || s.conditions.has('discretion') || s.acts.has('waive'),
      ),
  ),
  ...UNDERTAKINGS.map(([object, source, article]) =>
    safe(
      `landlord-undertakes-${article}`,
      source,
      article,
      '임대인의 불이익 금지 약속',
      '임대인이 임차인의 법상 권리를 막거나 계약을 중도에 끝내지 않겠다고 약속하는 조항으로, 법의 보호를 확인합니다.',
      (r) =>
        anySegment(
          r,
          (s) =>
            s.bound === 'LANDLORD' &&
            isNegated(s) &&
            // "요구하지 않는다" reads as a waiver; asking the tenant to give a right up, not asked, is none.
            (!s.acts.has('waive') || ASKS_NOT.test(s.text)) &&
            object.test(s.text) &&
            OBSTRUCT.test(s.text) &&
            !/정보|제시|협조|동의하지|응하지|서류|서명|써 ?(드리|주)지/u.test(s.text),
        ),
      true,
    ),
  ),
  safe(
    'use-as-home',
    STANDARD,
    '제4조',
    '주거 용도 사용',
    '표준계약서 제4조처럼 주택을 주거 용도로 쓰고 임대인 동의 없이 구조를 바꾸지 않는 조항입니다.',
    // The tenant's undertaking not to use or alter the home otherwise; a charge for such use is no such term.
    (r) =>
      (/주거용으로만|주거 (목적|용도)로만/u.test(r.text) ||
        anySegment(
          r,
          (s) => isNegated(s) && /숙박|사무실|창고|영업|용도|구조를|벽을|개조|못이나|나사|구멍/u.test(s.text),
        ) ||
        /(못|나사)[^.]{0,20}(미리|사전에)[^.]{0,10}(알린|알려|동의)/u.test(r.text)) &&
      !r.segments.some((s) => s.topics.has('deposit') || s.acts.has('bear')),
  ),
  safe(
    'tenant-care',
    STANDARD,
    '제4조',
    '임차인의 관리',
    '표준계약서 제4조대로 임차인이 집을 주의해 쓰고 관리하는 조항입니다.',
    (r) =>
      /외출 모드|동파(를|가)? (막|방지|예방)|환기|결로(를|가)? (막|방지|예방)|난방(을|를)? (유지|켜)/u.test(r.text) &&
      !r.segments.some((s) => s.acts.has('bear') || s.acts.has('waive')),
  ),
  safe(
    'law-restated',
    HLPA,
    '제10조',
    '법의 확인',
    '법이 정한 내용을 그대로 확인하거나 법에 따르기로 한 조항입니다. 법에 어긋나 임차인에게 불리한 약정은 어차피 효력이 없습니다(제10조).',
    (r) =>
      (/(주택임대차보호법|민법|법령|관계 법|법)(과|와|에|의|이)?[^.]{0,25}(따른다|따름|따르기로|따르고|규정을?[^.]{0,12}확인|효력이 없|무효로)/u.test(
        r.text,
      ) ||
        // Special terms valid only as far as the law allows ("관계 법령에 반하지 않는 범위에서만 효력"); a
        // contract said to be written on the standard form.
        /(법|법령|법률|본문)(에|을)? ?(반하지|위반되지|위배되지|어긋나지|저촉되지) (않|아니하)는 범위\s?(에서|내에서|안에서|내|안)|표준\s?(임대차)?\s?계약서\s?(양식|서식)?(에 (의하여|의해|따라)|(으)?로) 작성/u.test(
          r.text,
        ) ||
        /법(으로|에서|이|에)? ?(보장|정한|정해진|보호)[^.]{0,12}권리[^.]{0,15}(줄어들지 않|제한되지 않|그대로|유지|행사)|불리하지 않은 (쪽|방향)으로 해석|분쟁\s?조정위원회에 (조정을? )?신청할 수/u.test(
          r.text,
        )) &&
      !/다르더라도|관계없이|우선한다|유효하다|배제/u.test(r.text),
  ),
  safe(
    'rest-as-before',
    STANDARD,
    '특약사항(작성 안내)',
    '나머지 조건의 유지',
    '바꾸지 않은 조건은 원래 계약대로 두고, 두 문서가 다르면 새 합의를 따른다는 조항입니다. 그 자체로 임차인의 권리를 줄이지 않습니다.',
    // Every part only keeps the rest as before or says which paper prevails; a part that changes a term is
    // read by its own rules.
    (r) =>
      r.segments.every(
        (s) => REST_UNCHANGED.test(s.text) || AS_BEFORE.test(s.text) || THIS_PAPER_PREVAILS.test(s.text),
      ),
  ),
  safe(
    'short-term',
    HLPA,
    '제4조',
    '2년 미만의 계약기간',
    '주택임대차보호법 제4조에 따라 2년 미만으로 정한 기간도 임차인은 2년을 주장할 수 있으므로, 짧은 기간 자체는 임차인에게 불리하지 않습니다.',
    (r) =>
      r.termMonths !== null &&
      r.termMonths < 24 &&
      // The term alone, whatever else is left as it was ("보증금과 차임은 기존과 동일하다") or says only its dates
      // ("3월 1일에 시작해서 다음 해 2월 말일에 끝난다").
      r.segments.filter((s) => !REST_UNCHANGED.test(s.text) && !TERM_DATES.test(s.text)).length === 1 &&
      !r.segments.some((s) => isNegated(s) || s.topics.has('moveOut')),
  ),
  safe(
    'renewal-as-the-law',
    HLPA,
    '제6조의3',
    '갱신요구와 거절 사유',
    '주택임대차보호법 제6조의3이 정한 갱신 거절 사유(실거주 등)와 그 손해배상을 확인하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          /갱신/u.test(s.text) &&
          (/실거주|직계|실제로 (거주|들어와)/u.test(r.text) ||
            (s.bound === 'LANDLORD' && isNegated(s)) ||
            /손해를 배상/u.test(r.text)),
      ) && !/임차인[^.]{0,10}(포기|요구하지 않|요구할 수 없)/u.test(r.text),
  ),
  safe(
    'brokerage-each',
    STANDARD,
    '제12조',
    '중개보수 각자 부담',
    '표준계약서 제12조대로 중개보수를 각자 부담하거나 임차인에게 지우지 않는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) => s.topics.has('brokerage') && (/각자|각각|자기 몫|법정 요율/u.test(s.text) || s.acts.has('relieved')),
      ) && !/전부|전액|모두|혼자|묵시|자동/u.test(r.text),
    true,
  ),
  // The registration kept where it is until the deposit is back: the 대항력 of 제3조 held to the end.
  safe(
    'registration-kept-until-return',
    HLPA,
    '제3조',
    '보증금 반환 때까지 주민등록 유지',
    '보증금을 돌려받을 때까지 주민등록을 옮기지 않게 하는 조항으로, 주택임대차보호법 제3조의 대항력과 우선변제권을 끝까지 지킵니다.',
    (r) =>
      KEPT_UNTIL_RETURN.test(r.text) ||
      /(주소|주민\s?등록|전입)[^.]{0,10}(유지|그대로 두)[^.]{0,30}(보증금|전세금)[^.]{0,10}(받을|돌려받을|반환받을) 때까지/u.test(
        r.text,
      ),
  ),
  safe(
    'deposit-delay-interest',
    STANDARD,
    '제9조',
    '보증금 지연 반환의 이자',
    '표준계약서 제9조의 반환 의무를 지키지 못해 보증금이 늦어지면 임대인이 그 기간의 지연손해금(법정 이자)을 물어 주는 조항으로, 민법 제397조의 원칙을 확인합니다.',
    (r) =>
      TOPIC.depositReturn.test(r.text) &&
      /늦|지연|지체/u.test(r.text) &&
      /이자|지연\s?손해금/u.test(r.text) &&
      r.segments.some(
        (s) =>
          !isNegated(s) &&
          ((s.bound === 'LANDLORD' && /(더해|붙여|얹어|가산하여|함께) ?(준다|지급|돌려|드린)/u.test(s.text)) ||
            (s.bound === 'TENANT' && s.acts.has('may') && /청구|받을 수/u.test(s.text)) ||
            (/임대인이/u.test(s.text) && /(더해|붙여|가산하여) ?(준다|지급한다)/u.test(s.text))),
      ) &&
      !r.segments.some((s) => isNegated(s) && /이자|손해금/u.test(s.text)),
  ),
  safe(
    'late-interest-at-law',
    CIVIL,
    '제398조',
    '법정 이율의 지연이자',
    '연체한 금액에 법정 이율(연 5%) 수준의 지연이자를 붙이는 것은 실제 손해를 넘지 않는 손해배상액의 예정입니다(민법 제397조·제398조).',
    (r) =>
      /연체|지연|늦/u.test(r.text) &&
      // A year's rate, 연 misspelt 년 ("년 5%") or written in 푼 ("연 5푼").
      (/(연|(?<!\d\s?)(?<![가-힣])년)\s?\d+(\.\d+)?\s?(%|퍼센트|프로|푼)/u.test(r.text) ||
        /법정\s?이율/u.test(r.text)) &&
      r.increasePercent <= 6 &&
      !/일\s?\d|하루|매일|회당/u.test(r.text),
  ),
  safe(
    'grace-for-rent',
    STANDARD,
    '제1조',
    '차임 지급일의 유예',
    '지급일이 휴일이면 다음 날 내도 된다는 것처럼 임차인에게 유리하게 지급 방법을 정한 조항입니다.',
    (r) => /(월세|차임|임대료)/u.test(r.text) && /연체로 (보지|치지|하지) 않|휴일|공휴일|다음 영업일/u.test(r.text),
  ),
  safe(
    'payment-schedule',
    STANDARD,
    '제1조',
    '계약금·잔금 지급 일정',
    '표준계약서 제1조처럼 계약금·중도금·잔금의 금액과 지급일을 정한 조항입니다.',
    (r) =>
      /계약금|중도금|잔금/u.test(r.text) &&
      /지급|낸다|입금|송금/u.test(r.text) &&
      /\d/u.test(r.text) &&
      !/해제|해지|취소|포기|반환|돌려/u.test(r.text),
  ),
  safe(
    'earnest-money-doubled',
    STANDARD,
    '제5조',
    '계약금 해제',
    '표준계약서 제5조·민법 제565조대로 임차인은 계약금을 포기하고 임대인은 배액을 상환하여 해제하는 조항입니다.',
    (r) =>
      /계약금/u.test(r.text) &&
      (doublesTheEarnest(r.text) ||
        (/배액|두\s?배|2배/u.test(r.text) &&
          !DOUBLE_DENIED.test(r.text) &&
          // 계약을 물리다: an older word for undoing the deal.
          /해제|해지|무르|계약(을|은)? (물리|물릴|물린|물러)|포기하면|포기할 경우|취소|없던\s?(것|걸)으?로/u.test(
            r.text,
          )) ||
        // The tenant's half of 제565조 alone, with nothing added to the earnest money.
        (/임차인(은|이)[^.]{0,20}계약금(을|만)? 포기하고[^.]{0,10}(해제|해지|해약)(할 수 있|한다)/u.test(r.text) &&
          !/위약금|추가|보증금|중도금(을|도|까지)|더해/u.test(r.text))),
  ),
  safe(
    'financing-contingency',
    STANDARD,
    '특약사항(보증금 반환 보증과 전세자금대출)',
    '대출·보증 불가 시 해제',
    '표준계약서 특약처럼 전세자금대출이나 보증 가입이 안 되면 임차인이 계약금을 돌려받고 계약을 해제하는 조항입니다.',
    (r) =>
      TENANT_FINANCING.test(r.text) &&
      /해제|해지|무를|무르|무효|없던\s?(걸로|것으로)/u.test(r.text) &&
      /계약금[^.]{0,12}(돌려|반환|환불)/u.test(r.text),
    true,
  ),
  safe(
    'rent-discount-kept',
    CIVIL,
    '제618조',
    '차임 할인의 유지',
    '약정한 차임에서 깎아 준 금액을 계약 기간 동안 유지하는 조항입니다. 차임을 낮추는 약정은 임차인에게 유리합니다.',
    // A discount on the rent kept for the term ("경로 할인해서 월세는 37만원으로 하고 … 이 할인을 없애지 않습니다"), not
    // one given in exchange for a burden.
    (r) =>
      /(월세|차임|임대료)[^.]{0,30}(할인|감면|깎|뺀|빼)/u.test(r.text) &&
      /(할인|감면)[^.]{0,12}(없애지|취소하지|철회하지|되돌리지|줄이지) (않|아니)|(할인|감면)[^.]{0,12}(유지|그대로)/u.test(
        r.text,
      ) &&
      // Not kept for a while only, nor taken back in another charge ("할인한 만큼 관리비를 더 받는다").
      !/대신|조건으로|만 유지|까지만|(관리비|공과금)[^.]{0,15}(더|추가)|올린|올려|인상|증액/u.test(r.text) &&
      r.increasePercent === 0,
  ),
  safe(
    'rent-reduced-for-loss',
    CIVIL,
    '제627조',
    '사용 못 한 부분의 차임 감액',
    '민법 제627조대로 임차인 잘못 없이 집 일부를 쓰지 못하면 그만큼 차임을 줄이는 조항입니다.',
    (r) =>
      /(월세|차임|임대료)/u.test(r.text) &&
      /줄인|줄여|깎아 준|깎아준|깎는다|깎아|감액(한|해|하여)|덜 받|빼 ?준|빼줌|뺀다/u.test(r.text) &&
      !r.segments.some((s) => isNegated(s)) &&
      // Not a discount given in exchange for a burden the tenant takes on ("… 어르신 쪽에서 고쳐 쓰시기로 해요. 그 대신
      // 월세를 좀 깎아 드렸잖아요"); a reduction instead of a repair not made is the remedy itself.
      !/조건으로/u.test(r.text) &&
      // The tenant doing or paying for the repair the discount is given for ("임차인이 고치는 대신").
      !/(임차인|세입자)[^.]{0,25}(고치|수리|부담|하는|낸|내는|교체)[^.]{0,6}대신/u.test(r.text) &&
      !(
        /대신/u.test(r.text) &&
        r.segments.some(
          (s) => s.bound === 'TENANT' && (s.acts.has('bear') || s.acts.has('repair') || s.acts.has('waive')),
        )
      ),
  ),
  safe(
    'tenant-relieved',
    STANDARD,
    '제9조',
    '임차인 부담의 면제',
    '통상 손모처럼 법상 임차인이 지지 않는 부담을 면제하는 조항입니다(표준계약서 제9조).',
    (r) => anySegment(r, (s) => s.bound === 'TENANT' && s.acts.has('relieved') && !s.acts.has('waive')),
  ),
  safe(
    'rights-acknowledged',
    HLPA,
    '제8조',
    '임차인 보호의 확인',
    '주택임대차보호법의 대항력·우선변제·최우선변제를 당사자가 확인하는 조항입니다.',
    (r) =>
      (/소액임차인|최우선\s?변제|우선\s?변제|대항력/u.test(r.text) &&
        /확인한다|대상임|대상이다|있음을/u.test(r.text) &&
        !r.segments.some((s) => isNegated(s))) ||
      (/임차권\s?등기/u.test(r.text) && /(반환 의무|책임)[^.]{0,10}(그대로|유지|남는)/u.test(r.text)),
  ),
  safe(
    'paperwork',
    STANDARD,
    '특약사항(작성 안내)',
    '계약서·연락처',
    '계약서 작성·보관, 대리인의 권한 서류, 연락처 변경 통지 같은 사무적 약정입니다.',
    (r) =>
      /계약서[^.]{0,12}(부|통)[^.]{0,6}(작성|보관|만들|나누어|나눠|1(부|통)씩)|연락처[^.]{0,25}(알린|알려|통지)/u.test(
        r.text,
      ) ||
      // One who signs or acts for a party with what proves the authority ("후견인이 대신 계약하며 후견등기사항증명서를
      // 붙인다", "관리업체는 위임받은 범위에서 대행하며 위임장을 첨부한다").
      (/대신|대리|대행|위임(을)? ?받/u.test(r.text) &&
        // Not the money paid to the agent, nor the papers checked later.
        !/대리인[^.]{0,15}(계좌|통장|명의)|나중에 확인|확인하기로|추후 (확인|제출)/u.test(r.text) &&
        /(위임장|인감\s?증명서|후견\s?등기사항\s?증명서|가족관계\s?증명서)[^.]{0,20}(붙|첨부|제출|가지고|지참|확인)/u.test(
          r.text,
        ) &&
        !r.segments.some((s) => s.acts.size > 0 && !/서명|날인|도장/u.test(s.text)) &&
        // Nothing else agreed beside the papers: no charge, no figure left to one side.
        !r.segments.some((s) => s.conditions.size > 0) &&
        !/수수료|\d+\s?(만|천)?\s?원|정하는 (금액|대로)|정한 (금액|대로)/u.test(r.text)),
  ),
  safe(
    'requested-service-fee',
    CIVIL,
    '제618조',
    '임차인이 요청한 편의의 수수료',
    '임차인이 원해서 하는 송금·발급·열쇠 복사 같은 편의의 수수료를 임차인이 내는 것은 자기 비용을 자기가 내는 약정입니다.',
    // The service named: a repair asked for is no service ("임차인 요청으로 수리하는 경우 수리비는 …").
    // Nor a part that puts the deposit's return off ("송금은 건물이 매각된 후에 한다").
    (r) =>
      REQUESTED_SERVICE_FEE.test(r.text) &&
      !r.segments.some(
        (s) =>
          s.topics.has('majorRepair') ||
          s.topics.has('deduction') ||
          s.acts.has('delay') ||
          (['nextTenant', 'saleOrLoan', 'discretion'] as const).some((c) => s.conditions.has(c)),
      ),
  ),
  safe(
    'guarantor-capped',
    STANDARD,
    '특약사항(작성 안내)',
    '보증인의 보증 한도',
    '임차인의 차임·관리비 채무를 보증인이 최고액을 정해 보증하는 조항입니다(민법 제428조의3은 보증인이 책임질 최고액을 서면으로 정하게 합니다). 임차인의 권리를 줄이지 않습니다.',
    (r) =>
      /(연대\s?)?보증인/u.test(r.text) &&
      /(보증\s?)?(최고액|한도)(은|는|을|를)?\s?[^.]{0,6}\d/u.test(r.text) &&
      !r.segments.some((s) => s.acts.has('waive') || s.acts.has('delay') || s.topics.has('deduction')),
  ),
  safe(
    'termination-by-agreement',
    HLPA,
    '제4조',
    '합의에 의한 중도 해지',
    '임대인이 계약기간 중에 계약을 끝내려면 임차인과 합의해야 한다는 조항으로, 제4조의 기간 보장을 지킵니다.',
    (r) =>
      /해지|해제|계약을 (끝|종료)/u.test(r.text) &&
      /합의한 경우에만|합의(해야|하여야)만?|합의하여|합의해|합의로|동의(를 받은|한) 경우에만/u.test(r.text) &&
      !AGREED_WITH_THIRD_PARTY.test(r.text),
    true,
  ),
  safe(
    'deposit-return-unconditional',
    STANDARD,
    '제9조',
    '조건 없는 보증금 반환',
    '새 임차인이 구해졌는지와 관계없이 보증금을 돌려준다는 조항으로, 표준계약서 제9조의 반환 의무를 확인합니다.',
    (r) =>
      /보증금|전세금/u.test(r.text) &&
      r.segments.some((s) => s.conditions.has('conditionDenied')) &&
      CONDITION.onEndDate.test(undeniedText(r.text)) &&
      (!CONDITION.nextTenant.test(undeniedText(r.text)) ||
        /(없더라도|없어도)[^.]{0,20}(만기|종료|만료)|(만기일|종료일|만료일) 중 (빠른|먼저)/u.test(r.text)) &&
      !CONDITION.saleOrLoan.test(undeniedText(r.text)) &&
      !r.segments.some((s) => s.conditions.has('afterMoveOut')),
    true,
  ),
  safe(
    'landlord-work-tolerated',
    CIVIL,
    '제624조',
    '임대인 보존공사의 인용',
    '민법 제624조대로 임대인이 하는 수선·보존 공사에 임차인이 협조하는 조항입니다.',
    (r) =>
      /임대인이 [^.]{0,20}(공사|수리|보수|교체)/u.test(r.text) &&
      anySegment(r, (s) => s.bound === 'TENANT' && /협조|응한다|인용/u.test(s.text)) &&
      !r.segments.some((s) => s.acts.has('bear') || s.acts.has('waive')),
    true,
  ),
];
