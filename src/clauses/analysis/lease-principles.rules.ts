import {
  ACT,
  AGREED_WITH_THIRD_PARTY,
  CONDITION,
  NO_MATTER_WHETHER,
  OTHER_CHARGE_WORDS,
  TOPIC,
} from './clause-lexicon';
import { RENEWAL_FIGURE } from './pattern-matcher';
import {
  AMOUNT_ARROW,
  BROKEN_PROMISE,
  DURATION,
  FROM_AMOUNT_TO_NEW,
  anySegment,
  bindsTenant,
  BOUNDED_WAIT,
  DOUBLE_DENIED,
  doublesTheEarnest,
  isNegated,
  KEPT_UNTIL_RETURN,
  movesRegistrationHere,
  negationProtects,
  promisesNotToObstruct,
  SPARED_EVICTION,
  undeniedText,
  type ClauseReading,
  type ClauseSegment,
  REQUEST_BARRED,
} from './clause-reading';
import { CIVIL, HLPA, type PrincipleRule } from './principle-rule.types';

// 주택임대차보호법 제10조: a provision against the tenant that departs from the Act is void. Each
// rule below recognises one such departure by who is bound, the act and its object, not by wording.

const waives = (s: ClauseSegment): boolean =>
  (s.acts.has('waive') || (s.acts.has('prohibit') && s.acts.has('demand'))) && !negationProtects(s);
// A delay denied ("전입신고를 미루지 않으며") is a promise kept, not a ban: read what is left without it.
const DELAY_DENIED = /(미루|미뤄|늦추|늦춰|지체하)지 (않|아니)[가-힣]*|지체 없이/gu;
const forbidsOrDelays = (s: ClauseSegment): boolean => {
  const rest = s.text.replace(DELAY_DENIED, '');
  return (
    [ACT.prohibit, ACT.needsConsent, ACT.delay, ACT.waive].some((act) => act.test(rest)) &&
    !(s.bound === 'LANDLORD' && s.acts.has('cooperate')) &&
    // The right said not to be restricted ("전입신고와 확정일자 취득은 어떠한 이유로도 제한되지 않는다").
    !negationProtects(s) &&
    // The landlord barred from asking for the delay ("미뤄 달라고 하는 일 없어요", "미루라는 요청 없음").
    !REQUEST_BARRED.test(s.text)
  );
};

// The tenant allowed or entitled (할 수 있다, 해도 된다) with nothing forbidden, nothing moved away.
// Not the landlord allowed to ask something of the tenant ("임대인은 … 요구할 수 있다").
const permits = (s: ClauseSegment): boolean =>
  s.acts.has('may') &&
  !(s.bound === 'LANDLORD' && s.acts.has('demand')) &&
  !s.acts.has('prohibit') &&
  !s.acts.has('waive') &&
  !s.acts.has('needsConsent') &&
  !s.acts.has('delay') &&
  !/에야|에만|후에만|뒤에만|경우에 한/u.test(s.text) &&
  !/전출|빼|말소|다른 (곳|주소)|비워|임대인이 (정|허락|지정)/u.test(s.text);

// The renewal right not to be used: only a tenant holds it, whoever the sentence names ("회사는 … 계약갱신요구권을
// 행사하지 아니한다", where the company is the tenant); not a condition on its not being used.
const TENANTS_RIGHT_FORGONE =
  /(계약갱신요구권|갱신\s?요구권|갱신\s?청구권)(을|를|은|는)?\s?(행사|사용|청구)하지 (않|아니)(?!으면|는 경우|은 경우|았|한 경우|하면|하였)/u;

// A prior mortgage acknowledged as it stands, complaints about it waived: a CAUTION of its own
// (mortgage rules), not the deposit's priority given up, unless the clause speaks of the priority.
const ACKNOWLEDGES_PRIOR_MORTGAGE = (text: string): boolean =>
  /선순위 (근저당|저당|대출|채권)/u.test(text) &&
  /(존재|설정되어 있|설정된 사실|잡혀 있|있음을|있다는 (사실|점|것)을)[^.]{0,10}(확인|인지|알고)/u.test(text) &&
  !/우선\s?변제|최우선|배당|후순위|뒤로|양보|먼저/u.test(text);

const STAY_TO_THE_END =
  /(끝날|끝나는 날|만료될|만료되는 날|만료일|만기일?|종료일)\s?(때)?까지[^.]{0,15}(살|사시|사세|사셔|사실|사는|거주|머무|지내)/u;

// A next tenant said not to matter to the return ("새 임차인이 없더라도", "구해지지 않아도", "입주 여부와 관계없이").
const NEXT_TENANT_NO_MATTER = new RegExp(
  String.raw`없더라도|없어도|(임차인|세입자|사람)(을|이)? ?(구하지 못한|못 구한|구해지지 않은|없는) (경우|때)에도|못\s?구해도|(안|못)\s?구해져도|구해지지 않아도|(안|못)\s?구해지더라도|${NO_MATTER_WHETHER}|(랑|와|과|하고) (상관|관계)\s?없|영향을 (미치지|주지) 않`,
  'u',
);
// Deposit turned into monthly rent (제7조의2): by its rate, or named as turned, moved or exchanged into the rent.
const CONVERSION =
  /전환율|월\s?(차임으로|세로) 전환|(보증금|전세금)[^.]{0,30}(월\s?세|월\s?차임|차임)(으로|로) (전환|돌리|돌려|돌릴|돌린|바꾸|바꿔|바꿀|바꾼)/u;
// The deposit lowered for the rent, in exchange or as the rent's condition ("보증금을 1,000만 원 줄이면 월세가 10만 원 오른다").
// A duty of the landlord's missed by its deadline: "기한 내 교부하지 못하면", "임대인이 잔금일까지 말소하지 않으면".
const LANDLORD_DUTY_MISSED =
  /((기한|기일|기간)\s?(내|안)에?\s?[^.]{0,10}|임대인(이|은)[^.]{0,30})(교부|제출|제시|제공|말소|상환|수리|이행)(하|되)지 (못|않)(하면|으면|는 경우|을 경우|한 경우|을 때|할 때)/u;
const DEPOSIT_LOWERED_INSTEAD = /(보증금|전세금)[^.]{0,20}(낮추|줄이|빼|내리)[^.]{0,10}(대신|(?<=[이추리])면)/u;

const TENANTS_DEPOSIT_RANKED = /임차인(의)? ?(임차)?(보증금|전세금)(\s?(반환\s?)?채권)?(은|는|이|가)\s/u;

// The lease's registration counted as a breach of the contract: a penalty on using the right, so a bar to it.
const REGISTRATION_AS_BREACH =
  /임차권\s?등기(명령)?(\s?신청)?(은|는|을|를)?\s?[^.]{0,8}(계약(의)?\s?위반|위약|해지\s?사유|채무\s?불이행)(으로|로)\s?(보|간주|본다|한다|처리)(?!지 않|지 아니|지는 않|하지 않|하지 아니)/u;

// The deposit paid from what is left once a loan is recovered ("대출 채권 다 회수되고 남는 돈에서 받으시는 걸로").
const LEFTOVER_AFTER_LOAN = /(대출|채권|은행|근저당|담보)[^.]{0,20}(회수|변제|상환|갚)[^.]{0,15}(남는|남은) (돈|금액)/u;
// The tenant's rank, or the one just named, put behind another's ("그 배당 순위는 … 채무보다 뒤로 한다").
const RANK_PUT_BEHIND =
  /(그|임차인의?)\s?(배당\s?)?순위(는|가|도)\s[^.]{0,50}(보다|다음으로)\s?(뒤로|뒤에|후순위|나중)(?![^.]{0,12}(달라고|하라고|하도록|지 않|지 아니|지 못))/u;
// Paid once a creditor's claim is paid ("은행의 채권이 모두 변제된 뒤에 받는다"): behind it, however the right is named.
const PAID_AFTER_LOAN =
  /(대출|채권|은행|근저당|담보|빚)[^.]{0,20}(모두|전부|다)?\s?(회수|변제|상환|갚아|갚)(된|한|받은|진|은)\s?(뒤|후|다음)(에|에야)?\s?[^.]{0,6}(받|배당|지급)/u;

// The tenant giving up, consenting away or ranking behind others the priority of the deposit.
const yieldsPriority = (s: ClauseSegment): boolean =>
  s.topics.has('priority') &&
  // The tenant's deposit as the thing ranked ("임차인의 보증금 채권은 … 대출금보다 나중에 변제받는 것으로 본다").
  // Or its rank referred back to ("우선변제권은 인정함. 단 그 순위는 … 사업자대출 다음으로 함").
  (bindsTenant(s) ||
    TENANTS_DEPOSIT_RANKED.test(s.text) ||
    /(그|임차인의?) (배당\s?)?순위(는|를|가|도)\s/u.test(s.text)) &&
  // The landlord's loan ranked behind the deposit is the deposit kept first.
  !/(보증금|전세금)보다 (후순위|뒤|나중)|후순위[^.]{0,12}보다 (우선|먼저)(?![^.]*(나중|뒤로|뒤에|후순위로))/u.test(
    s.text,
  ) &&
  !ACKNOWLEDGES_PRIOR_MORTGAGE(s.text) &&
  // The landlord barred from asking for it ("순위를 뒤로 미뤄 달라고 요구하지 않는다") is no yielding, nor the rank said
  // not to move behind ("… 채무보다 뒤로 밀리지 않는다").
  !REQUEST_BARRED.test(s.text) &&
  !negationProtects(s) &&
  (isNegated(s) ||
    s.acts.has('consent') ||
    /(채권자|은행|금융기관|근저당권?자?)[^.]{0,15}(받고 나서|받은 (다음|후|뒤))|(은행|금융기관|채권자|근저당권?자)(이|가|은|는|에서|이랑)?\s?(먼저|우선) (받|가져|배당|변제)|후순위|뒤로|나중에|우선한다|다음 (순위|순서|차례)|다음으로 (변제|배당|받|한다|함|하기로)|(순위|권리)를 (양보|넘겨)|(배당|변제)\s?(받는|받을|받은)?\s?(금액|돈|금)[^.]{0,25}(양도|넘기|넘겨|귀속)|뒷순위|뒤 순위|밀린다|밀리는 것/u.test(
      s.text,
    ) ||
    (/먼저 (변제|배당)받/u.test(s.text) && !(s.bound === 'TENANT' && s.acts.has('may'))));

const CLAIM_ON_BUYER =
  /(낙찰|경락|매수인|매수자|새 ?(주인|임대인|소유자|집주인))[^.]{0,15}(보증금|전세금)[^.]{0,10}(달라고|청구|요구|주장|돌려\s?달)/u;

// The tenant giving up 대항력, or promising to leave or end the lease when the home is sold.
const waivesOpposability = (s: ClauseSegment): boolean =>
  bindsTenant(s) &&
  !s.acts.has('relieved') &&
  // Spared the demand ("매도를 이유로 퇴거를 요구받지 않고"), or the stay kept to the end ("집이 팔리더라도 …
  // 계약 끝날 때까지 그대로 사시면 돼요"): the stay kept, not given up.
  !SPARED_EVICTION.test(s.text) &&
  !(STAY_TO_THE_END.test(s.text) && !isNegated(s)) &&
  ((s.topics.has('opposability') && isNegated(s)) ||
    (s.topics.has('opposability') && BUYER_DEMAND_MET.test(s.text)) ||
    // No claim on the deposit against the one who buys at the auction or the sale ("낙찰받은 분한테 보증금
    // 달라고는 하지 않기로").
    (s.topics.has('sale') && CLAIM_ON_BUYER.test(s.text) && isNegated(s)) ||
    // Handing the home to the buyer on his schedule, before the term ends.
    (s.topics.has('opposability') &&
      s.topics.has('moveOut') &&
      /매수인|매수자|사는 사람|새 ?(소유자|집주인|주인|임대인)/u.test(s.text) &&
      !/만기|만료|종료(일|시|되)|기간이 끝/u.test(s.text) &&
      !isNegated(s)) ||
    (s.topics.has('sale') &&
      (s.topics.has('moveOut') || s.topics.has('terminate')) &&
      !s.topics.has('priority') &&
      // The tenant's own way out of a lease the landlord broke ("… 이전하는 경우 임차인은 해제할 수 있고").
      !(!s.topics.has('moveOut') && TENANT_MAY_END.test(s.text))));

const LOAN_REFUSED =
  /(전세\s?(자금\s?)?대출|임차인(의|이 받을)? ?대출|보증보험|반환\s?보증|보증 가입)[^.]{0,80}(승인되지|승인이 (안|나지)|안 나오|나오지 않|거절|불가|안 되|되지 않|부결|못하)|(보증보험|반환\s?보증)[^.]{0,40}\.\s[^.]{0,20}가입(이)? ?(안 ?되|불가|거절|되지 않)/u;
const TENANT_LOAN =
  /(?<!(임대인|집주인|갑)(의|이|가)?\s?)전세\s?(자금\s?)?대출[^.,]{0,20}|대출\s?받으신 (금액|돈)|임차인(의|이 받은)? ?대출|대출\s?이자|보증금 중\s?대출금\s?(상당액|해당액|만큼)/gu;
const WHOLE_WITHHELD =
  /보증금[^.]{0,4}(전액|전부|모두)[^.]{0,6}(의 반환|반환|지급)?(을|를)? ?(보류|유보|돌려주지 않|반환하지 않|지급하지 않)/u;

// The tenant ending the lease, by their own wish or circumstances.
const TENANT_LEAVING_AS_CONDITION = /임차인(이|은)\s[^.]{0,10}(나가|이사하|퇴거하|해지하|끝내)려면/u;
const TENANT_ENDS =
  /임차인(은|이|만|의? ?(사정|요청|사유|형편)(으로|에 의한|에 따라|에 따른|으로 인해))(?:(?!임대인)[^.]){0,30}(해지|해제|해약|끝내|끝낼|종료하)/u;

// The return itself held back ("그 확인이 끝날 때까지 보증금의 반환을 보류한다", "… 매각 완료 시까지 반환을 보류할 수
// 있다"), not a part kept for a settlement.
const RETURN_WITHHELD =
  /((보증금|전세금)(의)? ?(반환|지급)(을|를|은)? ?|(?<![가-힣])(?<!(일부|중\s?\d|만\s?원|%)[^.]{0,25})반환(을|를) )(보류|유보)(?!\s?(하지|할 수 없|해서는|되지)\s?(않|없|안|못)?)(?![^.]{0,40}(일부|중 \d|\d+\s?만\s?원|\d+\s?%))/u;
// The tenant's own circumstances (임차인의 사정에 의한 중도 해지): no event of the landlord's.
const TENANTS_CIRCUMSTANCES = /임차인(의)? ?(사정|형편)(에|으로|이|상)?/gu;

const TENANT_MAY_END = /임차인(은|이)[^.]{0,20}(해지|해제|해약)(할 수 있|를 할 수 있)/u;

// The Act itself declared not to apply ("이 계약에서 주택임대차보호법은 적용하지 않기로 한다").
const ACT_EXCLUDED =
  /(주택\s?임대차\s?보호법|주임법|임대차\s?보호법)(의|은|을|상|이)?[^.]{0,15}(적용(하지|을 받지|받지|되지|을 배제|배제|제외|(이|은|을)? (안|없|X|불가))|배제(한다|하기로|함))|(주택\s?임대차\s?보호법|주임법|임대차\s?보호법)(상|에 따른|이 정한|의)? ?(일체의|모든|어떠한) 권리[^.]{0,6}(포기|주장하지|행사하지)/u;

const LANDLORDS_CIRCUMSTANCES =
  /임대인(의)? ?사정(이|으로|에 ?따라)|임대인(이|은)[^.]{0,15}자신의 사정|임대인(의)? ?(아들|아드님|딸|따님|자녀|자제분|자식|큰애|작은애|부모|어머님|아버님|어머니|아버지|가족|친척|며느리|사위|조카|동생|손자|손녀)[^.]{0,20}(들어와|입주|살게|결혼|시집|장가|이사 ?오|들어오|귀국|돌아오|올라오|귀농|귀향|귀촌|내려오)[^.]{0,10}(면|경우|때)|(?<![가-힣])(아들|딸|자녀|자식)\s?(내외|부부|네 식구|네 가족)(가|이)?[^.]{0,20}(들어와|입주|살게|이사 ?오|들어오|귀국|돌아오|올라오|귀농|귀향|귀촌|내려오)[^.]{0,10}(면|경우|때)|임대인이 (필요|원)하(면|는 경우|는 때)|임대인(이|의 [가-힣]{1,6}(이|가))? [^.]{0,25}(들어와|입주해|입주하여|직접) (살|거주|쓰|써|사용하)/u;

// The home handed over before the deposit comes back ("보증금을 돌려받기 전이라도 … 먼저 집을 비워 주고").
const HANDOVER_FIRST =
  /(보증금|전세금)[^.]{0,12}(돌려받기|반환받기|받기|반환(되기|하기)) 전(이라도|에도|에|이더라도)[^.]{0,30}(비워|비우|퇴거|나가|명도|인도하|열쇠|전출)/u;

// A renewal forgone by the exit a clause imposes ("갱신 요구 없이 무조건 방을 빼기로", "재계약 얘기 꺼내지 말고 그냥 나가는 걸로").
const RENEWAL_FORGONE =
  /(갱신|재계약|연장)\s?(요구|청구|요청|신청|얘기|말|의사 표시)?(은|는|도|을|를)?\s?(없이|하지 말고|꺼내지 말고|하지 않고|안 하고)|(갱신|재계약|연장)[^.]{0,20}무조건|무조건[^.]{0,20}(갱신|재계약|연장)|더 (살겠다는|살고 싶다는|거주하겠다는) (요구|요청|말|의사)\s?(없이|하지 않고)/u;

const RENEWAL_DECLINED =
  /((갱신|재계약|연장)(은|을|는|를)?\s?(해\s?주지|해\s?드리지|응하지|받아\s?주지|인정하지)|(갱신\s?요구|갱신\s?청구|계약갱신요구권?|갱신요구권)(는|은|를|을)?\s?(받아들이|수락하|인정하|응하)지)\s?(않|아니)(?!으면|는 경우|을 경우|는다면)/u;

// The buyer's or the winning bidder's demand to hand the home over, agreed to in advance.
const BUYER_DEMAND_MET = /(인도|명도|퇴거|비워|집을 비)[^.]{0,6}(요구|요청|청구)[^.]{0,30}(응하|따르|따른다|협조)/u;

// Why a waiver of 대항력 is void, and what to do, whether the home is sold or auctioned.
const OPPOSABILITY_WHY =
  '주택임대차보호법 제3조는 인도와 주민등록을 마친 임차인이 새 소유자에게도 임대차를 주장할 수 있게 하고(대항력), 집이 팔려도 새 소유자가 임대인의 지위를 잇습니다(제3조 제4항). 이를 포기하게 하는 약정은 제10조에 따라 무효입니다.';
const OPPOSABILITY_ADVICE =
  '집이 팔려도 계약은 새 소유자에게 그대로 이어집니다. 매매 시 퇴거하거나 대항력을 주장하지 않는다는 문구는 삭제하세요.';

// A statement for the landlord's bank that no lease exists (무상거주확인서, 임대차 부존재 확인서): the bank
// then lends as if the deposit did not rank before it, and the tenant's priority is lost to it.
// Said aloud to the bank as well ("확인 전화 오면 보증금이 없다고 말해 주기로").
const NO_LEASE_STATEMENT =
  /무상\s?거주\s?(확인|각서|사실)|임대차\s?(사실\s?)?(부존재|없음)\s?(확인|각서)|(보증금|임대차|전세|임차인)(이|가|은|는)? 없다고 (말|답|확인)/u;

// Registration left at the former address is as good as none (제3조 제1항: 주민등록 must be here).
// Terminating as an act of a party (해지한다, 계약을 끝낼), not the lease's end as a time (계약 종료 시).
const TERMINATES =
  /(해지|해제|취소|해약)(한다|할 수|하고|하며|하여|해도)|계약\s?(해지|해제|해약)\s?가능|(해지|해약)(를|을|의)? ?(통지|통보)(할 수|한다|하고|하면|하며)|(해지|해제|해약)(하는|할|한) (경우|때)|중도\s?(해지|해약|종료)\s?(시|할 때|하는 경우)|(자동\s?)?(해지|해제|종료)(된다|되는 것으로|되며|한 것으로|됨)|(해지|해제)된 것으로|계약(이|은)? (끝남|끝나는 것으로)|계약(은|이)? (거기서|그때|그날로|바로|즉시) 정리|계약을 ((일찍|중도에|중간에|미리|먼저|앞당겨) )?(정리|끝내|끝낸|끝낼|종료시|종료한|종료할|무르|무른|무를|물러|물리|해지|해제|취소|없애|없앨|없앤)|명도를 청구/u;

// The landlord, or both parties, ending the lease by notice: "임대인도 언제든지 해지를 통지할 수 있으며",
// "임대인과 임차인은 언제든지 해지를 통지할 수 있고", "임대인이 한 달 전에 알리기만 하면 계약이 끝난다".
const LANDLORD_ENDS_RENEWED =
  /(임대인|집주인|양측|쌍방|당사자\s?(모두|누구나|어느 쪽이든)|누구든)(도|은|이|과 임차인(은|이|도)?|와 임차인(은|이|도)?|이나 임차인(이)?|(?<=양측|쌍방|모두|누구나|이든|누구든))\s?(언제든지?\s?)?[^.]{0,20}?(해지|해약)(를|을)?\s?(통지|통보|할 수|하면)|(임대인|집주인)(이|은|도)\s?[^.]{0,15}(알리|통지하|통보하)(기만 하면|면|기만 해도)[^.]{0,15}(끝나|끝난|끝남|끝내|종료|해지)/gu;

// Both parties may cancel: "당사자 모두", "양측 모두", "쌍방", "누구든".
const EITHER_MAY_CANCEL =
  /(당사자|양측|쌍방|양 당사자|누구든|어느 쪽|임대인과 임차인)[^.]{0,8}(모두|누구나|든지|이든|각각)?[^.]{0,20}(해제|해지)(할 수|하기로|가능)/u;

// The landlord or the family moving in: "임대인의 부모님이 이 집에 들어와 사셔야 할", "자녀가 결혼하여 … 살아야 하는".
const FAMILY_MOVES_IN =
  /(임대인|집주인|본인|부모|자녀|자식|아들|딸|가족|직계|조카|동생|손자|손녀)[^.]{0,25}(들어와|들어오|입주|거주하|살아야|사셔야|살게|실거주|귀농|귀향|귀촌|내려와 살|내려오)/u;
// The family's moving in as the event the lease ends on ("임대인 조카가 … 이 집에 살게 되면, … 계약은 끝난다").
const FAMILY_MOVES_IN_AS_EVENT = new RegExp(
  `${FAMILY_MOVES_IN.source}\\s?[가-힣]{0,3}\\s?(되면|되는 경우|될 경우|하면|하는 경우|할 경우|면)`,
  'u',
);

// A proviso that lets the rise follow an index past the cap: "… 5%를 초과하는 경우에는 그 상승률에 따른다".
const CAP_LIFTED_BY_INDEX =
  /\d+(\.\d+)?\s?%\s?(를|을)?\s?(초과|넘)[^.]{0,25}(그|해당|실제)?\s?(상승률|인상률|물가|시세)[^.]{0,6}(따르|따른|따라|적용|반영)/u;
// The cap the clause has just stated, set aside for a case ("다만 임대인의 대출 금리가 오른 해에는 이 상한을
// 적용하지 않는다"): in that case the rise has none.
const CAP_SET_ASIDE =
  /(경우|때)(에는|에|는) 그러하지 (아니하|않)|(\d+\s?%|상한|한도)(를|을)?\s?(넘게|넘겨서|초과하여|초과해서?)\s?(올릴|인상할|증액할|올려도|인상해도)|(이|그|위|앞의|위의|해당)?\s?(상한|한도|증액\s?제한|5\s?%\s?(룰|규정|제한))(은|는|을|를|이)?\s?(적용(하|되)지 (않|아니)|적용\s?(제외|배제|안)|없는 것으로|풀|해제)/u;
// What else a lease raises: a rise that names none of these is the rent's or the deposit's ("인상분은 … 3%",
// "월세 50만원. … 52만원으로 조정").
const OTHER_CHARGE = new RegExp(OTHER_CHARGE_WORDS, 'u');
const ADJUSTED = /조정|맞춰|맞추/u;
const increaseOfTheRent = (r: ClauseReading): boolean =>
  !OTHER_CHARGE.test(r.text) && (TOPIC.increase.test(r.text) || (TOPIC.rent.test(r.text) && ADJUSTED.test(r.text)));
const RATE_OF_A_DEDUCTION =
  /\d+(\.\d+)?\s?(%|퍼센트)[^.]{0,8}(공제|감가상각|위약금|손해배상|지연\s?(이자|배상))|(공제|감가상각|위약금|손해배상|지연\s?(이자|배상))[^.]{0,12}\d+(\.\d+)?\s?(%|퍼센트)/u;
const LANDLORDS_WORD_ONLY = /임대인(이|의)[^.]{0,30}(인정|동의|승낙|허락|확인)한 (경우|때)에?\s?(한하여|한해|만)/u;
const NEXT_TENANT_FEE =
  /(후속|신규|새|다음)\s?(임차인|세입자)(을|를)?\s?(구하는|구할 때의?|구하기 위한|찾는)?\s?(데 (드는|들어가는|필요한))?\s?(에 관한|의|에 대한)?\s?(중개\s?(보수|수수료)|복비|부동산 수수료)/gu;
// A sale conceded, not a condition ("집이 팔리거나 경매로 넘어가더라도 … 보증금을 돌려받을 수 있음"): the lease holds
// through it. Likewise a loan the landlord would take to pay it back ("대출을 받아서라도 드릴게요").
const SALE_CONCEDED =
  /[^.,]{0,25}(팔리|팔려|넘어가|바뀌|바뀌어)(더라도|도)(?=[\s,])|(대출|융자|빚)(을|를)? ?(받아서|내서|얻어서|져서)라도/gu;
const TENANT_ASKS_TO_LEAVE =
  /임차인(이|의)?[^.]{0,30}(조기|중도에?|중간에|만기 전에?|개인 사정으로?|(계약\s?)?기간\s?(중|도중)에?)[^.]{0,20}(퇴거|해지|나가|이사)[^.]{0,12}(요청|원하|희망|하려)/u;
// A sale that ends the lease by being deemed to ("매매계약이 체결된 때에는 본 계약은 … 종료된 것으로 보며").
// The lease itself named as what ends, not the sale's own contract ("임차인과의 계약은", "본 계약은").
const THIS_LEASE = /(임차인과의|임대차|이|본) ?계약(은|이)/u;
const ENDED_BY_SALE =
  /(매매|매도|매각|팔(게|면|리|고))[^.]{0,40}((종료|해지|해제|소멸)(된|한|되는)|끝나는|끝난) 것으로 (본|보|간주)/u;
// The lease deemed to end with another contract ("임대관리 계약이 해지되거나 만료되면 이 임대차계약도 같은 날 종료된
// 것으로 본다"): the landlord's arrangement with a third party, no ground the law gives.
const ENDED_WITH_ANOTHER =
  /(계약|약정)(이|가)? [^.]{0,20}((해지|만료|종료|해제)(되거나|되면|된 때|된 경우|하면)|끝나(거나|면|는 때|는 경우))[^.]{0,40}(이|본|임대차|임차인과의) ?(임대차)?계약(도|은|이)[^.]{0,15}(((종료|해지|해제|소멸|만료)(된|한|되는)|끝나는|끝난) 것으로 (본|보|간주)|자동(으로|적으로)?\s?(종료|해지|소멸|만료)(되며|된다|되고|됨))/u;
// The lease deemed to end with the tenant's job or posting ("퇴직·전역하거나 발령이 나면 본 계약은 그 날로 종료되고"):
// an employer's housing rule, no ground the law gives. Not the tenant's own right to end it then ("… 해지할 수 있다").
// The lease named bare or as 임대차 ("계약 끝난걸로", "임대차는 파견일에 소멸하며"), written close ("발령나면",
// "종료된것으로"); never the lease as the tenant's object ("계약을 해지할 수 있다").
const JOB_MOVED = String.raw`(?:퇴직|전역|퇴사|발령|전근|전출|파견|인사\s?이동|근무지(?:가|를)? (?:변경|바뀌|옮)|직장 이동|직장(?:이|을)? [^.]{0,8}(?:옮|바뀌|이전)|회사(?:에서|가)[^.]{0,15}(?:보내|옮기))`;
const ENDED_WITH_THE_JOB = new RegExp(
  String.raw`${JOB_MOVED}[^.]{0,30}(?:면|경우|때|시(?![가-힣]))` +
    // … the lease named, then its end ("임대차가 종료된 것으로 본다", "계약은 당연히 종료되며", "효력을 잃는다");
    String.raw`(?:[^.]{0,25}(?:(?:(?:본|이|임대차) ?)?계약(?:은|이|도|는)?(?![을를의])|임대차(?:는|도|가))[^.]{0,20}(?:(?:종료|해지|소멸|만료)(?:되고|되며|된다|됨|한다|하며|하고|된\s?(?:것으로|걸로)|되는\s?(?:것으로|걸로))|끝나는\s?(?:것으로|걸로)|끝난다|끝난\s?(?:것으로|걸로)|효력을 (?:잃|상실))` +
    // … or it ends of itself ("전근시 자동해지됨").
    String.raw`|[^.]{0,12}자동\s?(?:해지|종료|소멸)\s?(?:된다|됨|되며|되고|한다)?)` +
    // The move named a ground of the lease's end ("직장 이동은 계약의 종료 사유가 되며").
    String.raw`|${JOB_MOVED}[^.]{0,25}(?:계약|임대차)의? (?:종료|해지|소멸) ?사유`,
  'u',
);
// The landlord's word as the condition of what follows ("임대인이 허락하는 경우에 한하여", "임대인의 동의가 있어야",
// "승낙을 조건으로", "집주인이 오케이 해야", "허락시에만", "받아들이는 경우에", "동의하지 않으면", "좋다고 할 때만").
const LANDLORDS_WORD_AWAITED = new RegExp(
  String.raw`(?:임대인|집주인|건물주|주인)(?:이|께서|가|의)?\s?(?:사전\s?|서면\s?|별도\s?)?(?:` +
    String.raw`(?:허락|동의|승낙|승인|오케이|OK|ok|수락)\s?(?:하면|할 때|할 경우|하는 (?:경우|때)|한 (?:경우|때)|해야|하여야|해\s?(?:줄|주는) (?:때|경우)|해\s?주(?:면|어야)|해\s?줘야|하지 않(?:으면|는 한|는 경우)|시에?만?(?=[\s,]))` +
    String.raw`|(?:허락|동의|승낙|승인|오케이|수락)(?:이|가|을|를)?\s?(?:있어야|받아야|얻어야|득해야|받은 (?:경우|때)|얻은 (?:경우|때)|조건으로|없으면|없는 경우|없이는)` +
    String.raw`|받아들(?:이면|이는 (?:경우|때)|일 (?:때|경우)|여야)|좋다고\s?(?:하면|할 (?:때|경우)|하는 (?:경우|때)|한 (?:경우|때)))`,
  'u',
);
// The stay past the term: the renewal, an extension, living on, the two years.
const STAY_PAST_THE_TERM =
  /갱신|재계약|연장|계속\s?(?:거주|살)|더\s?(?:살|거주)|2년(?:을|까지)?\s?(?:거주|채워|살|원하)/u;
// Not the right waived: the right already used ("이미 1회 행사하였으므로", "행사로 갱신된 계약"), an agreement
// beside it ("갱신요구권과 별도로"), or the landlord's word said not to matter ("동의 여부와 관계없이").
const RIGHT_USED =
  /이미[^.]{0,25}(?:행사|사용|썼|쓴)|(?:갱신\s?요구권?|갱신권)(?:을|를)? (?:행사|사용)(?:하였|했)(?:으므로|으니|기에)|행사(?:로|하여|해서) 갱신된|갱신된 (?:기간|계약)[^.]{0,15}(?:지난|끝난|만료)/u;
const RIGHT_USED_OR_BESIDE = new RegExp(
  String.raw`${RIGHT_USED.source}|(?:와|과) 별도로|(?:관계|상관)\s?없이|무관하게`,
  'u',
);
// The right said to remain ("갱신요구권은 그대로 남아 있다"): whatever was not used, it is kept.
// Or said to be there for later ("갱신권 아직 안 쓴 상태이고 다음에 쓸 수 있음", "2026년 만기 때 쓸 수 있음").
const RIGHT_REMAINS =
  /(?:갱신\s?(?:요구|청구)?권|계약갱신요구권)(?:\(\d회\))?(?:은|이|도)? (?:(?:그대로|아직) )?(?:남아 있|유지되|살아 있|남는다|남음)|(?:갱신\s?(?:요구|청구)?권|계약갱신요구권)[^.]{0,40}(?:다음|나중|추후|만기)[^.]{0,12}(?:쓸|행사할|사용할|요구할) 수 있/u;
// The right said not to be deemed used ("갱신요구권을 쓴 걸로 보지 않아요", "소진되지 아니한다"): it keeps it.
const RIGHT_NOT_DEEMED_USED =
  /(행사|사용|쓴|쓰신|소진)[^.]{0,6}(것으로|걸로|로)? ?(보지|간주하지|간주되지|치지) (않|아니)|(것으로|걸로) 안 (봅|본|칩|친|쳐)|(소진|사용|행사)되지 (않|아니)/u;
// The renewal as a time ("자동 연장된 뒤 세입자가 나가려면 임대인의 승낙을"): what waits for the word is something else.
const RENEWED_AS_TIME = /(자동\s?|묵시적\s?)?(연장|갱신)(된|되고 난) (뒤|후|다음|이후)(에|에는)?/gu;
// What the landlord's word is asked for is something else the tenant does (a sublease, a pet, an alteration).
const OTHER_ACT_CONSENTED = /전대|반려|동물|개조|설치|인테리어|도배|양도|명의/u;

/** The renewal right, or the stay past the term, made to wait for the landlord's word: the right given up. */
const stayAwaitsLandlordsWord = (r: ClauseReading): boolean =>
  !RIGHT_USED_OR_BESIDE.test(r.text) &&
  anySegment(
    r,
    (s) =>
      STAY_PAST_THE_TERM.test(s.text.replace(RENEWED_AS_TIME, ' ')) &&
      LANDLORDS_WORD_AWAITED.test(s.text) &&
      !OTHER_ACT_CONSENTED.test(s.text),
  );

// 제8조 protects a small deposit ahead of every creditor; 제3조의5 governs what an auction leaves of the lease.
// 제8조's own words for it: "보증금 중 일정액" (its protection, its priority).
const SMALL_DEPOSIT = /소액|최우선|보증금\s?중\s?일정액/u;
const AUCTION_ONLY = /^(?![^.]*(매매|매도|매수|팔))[^]*(경매|낙찰|경락)/u;

// The lease's end named as a time ("계약 끝나기 전에 … 집 보여주기에 협조한다"): what the landlord wishes then is
// something else, not the ending.
const BEFORE_THE_END =
  /(계약|임대차|기간)?(이|가)?\s?(끝나기|만료되기|종료되기) (전|직전)(에|까지)?|(끝날|만료될|종료될) (때|무렵)(에|까지)?/gu;

// The landlord telling the tenant to leave (비우라고 할 수 있다, 퇴거를 요구할 수 있다) ends the lease as surely.
// The renewal named as a time or an occasion ("이번 재계약 때", "갱신 기간 중", "이번 갱신부터", "갱신 계약서 작성에
// 따른"): what is waived in that predicate is something else, unless it is the renewal or its term again
// ("재계약 시 2년 보장을 요구하지 않는다"). So is the renewal as the reason or the setting ("갱신하는 것이므로", "이번
// 갱신에서는 … 보여 주지 않기로").
const RENEWAL_AS_TIME =
  /(이번|지난|다음|금번|차기|[12]차)?\s?(갱신|재계약)\s?(때|시(?![가-힣])|시에|시점|기간\s?(?:중|동안|내)|계약서|후|이후|부터|에 맞추어|에 맞춰|에 따른|에서(?:는|도)?(?=\s)|하는 것이(?:므로|니까|라서)|하므로|하니까)/gu;

// The term's end named as a time ("만기 시 매수를 청구하지 않고", "계약 종료 때에는"): what is claimed then is
// something else, not the term.
const TERM_END_AS_TIME = /(만기|만료|종료)\s?(시|때)(에는|에|엔)?(?=[\s,])/gu;

/** The renewal, or the term it gives, is what the predicate speaks of, not only when something else happens. */
const namesTheRenewal = (s: ClauseSegment): boolean => {
  const rest = s.text.replace(RENEWAL_AS_TIME, ' ');
  return TOPIC.renewal.test(rest) || (rest !== s.text && TOPIC.term.test(rest));
};

const NEXT_TENANT_AS_CONDITION = /(면|후|뒤|까지|대로|되어야|와야|들어와야|구해져야|때)(\s|,|\.|$)/u;

const EVICTS =
  /(나가|비우|비워|퇴거하|이사하)\s?(라고|달라고|주라고|줄 것을)|(퇴거|이사|명도)(시킬|시키|하게 할)|(집|방)(을|를)?\s?빼\s?(달라고|라고|줄 것을)|퇴거를 (명|요구|청구)|(퇴거|명도|이사)를? (요구|요청|청구|청하)/u;

// A loan as the money the return is made with, on a date that stands ("이주비 대출금으로 계약 종료일에 … 반환한다"):
// the means, not an event the return waits for.
const LOAN_AS_THE_MEANS =
  /(이주비\s?)?(대출금|대출)(으로|을 받아서?)(?=\s[^.]{0,15}(종료일|만기일|만료일|퇴실일|당일)에)/gu;

// The next tenant's own deposit taken by the landlord ("다음 학기 들어올 임차인의 보증금은 임대인이 따로 받는다"):
// that deposit's receipt, not this one's return, and no condition on it.
const NEXT_TENANTS_DEPOSIT_TAKEN =
  /(다음|새|후속|후임|신)[^.]{0,12}(임차인|학생|세입자)의 (보증금|전세금)(은|는|을)? 임대인이 (따로 |별도로 )?받(는다|고|으며)/gu;

// The money paid before the move (계약금, 중도금, 받은 돈 전부) returned: the tenant's money, like the deposit.
const MONEY_PAID_RETURNED = /(계약금|중도금|받은 (돈|금액|금원)|낸 돈)[^.]{0,8}(반환|돌려)/u;

// The buyer taking on the landlord's place and the deposit's return (제3조 제4항): the return named
// there is the duty assumed, not a return made to wait for the sale.
// Or the deposit said to come back from the buyer ("보증금도 매수인에게서 돌려받는다").
const BUYER_ASSUMES_RETURN =
  /(보증금|전세금)(도|은|는)? (매수인|양수인|새\s?(소유자|임대인|주인|집주인))(에게서|한테서|으로부터|에게) (돌려받|반환받)[가-힣]*|(매수인|양수인|새\s?(소유자|임대인|주인|집주인))[^.]{0,20}(임대인(의)? 지위|보증금 반환\s?(의무|채무))[^.]{0,20}(승계|인수|이어받|넘겨받)(하는|한다|하기로|하며|하고|하므로|하여|해서|함|는다|는|음|기로)|(보증금|전세금)\s?반환\s?(의무|채무|책임)(는|은|을|도)? (매수인|양수인|새\s?(소유자|임대인|주인|집주인))(이|가) [^.]{0,8}(승계|인수|이어받|넘겨받)[가-힣]*|(보증금|전세금)\s?반환\s?(의무|채무|책임)(는|은|도)? [^.]{0,20}(매수인|양수인|새\s?(소유자|임대인|주인|집주인))[^.]{0,10}(넘어가|넘어간|승계되|이전되)[가-힣]*|(매수인|양수인|새\s?(소유자|임대인|주인|집주인))(이|가) (보증금(을|의)? )?(반환\s?(책임|의무|채무)(을|를)? ?(진다|지며|지고|부담)|돌려준다|반환한다)/gu;

const DEPOSIT_REPAID = /(보증금|전세금)(은|는|을|를)?\s[^.]{0,80}(갚는다|갚기로|갚고|갚으며|상환한다|상환하기로)/u;
const LOAN_REPAID =
  /(대출|빚|융자|이자|원금|원리금)(을|를|은|는)\s(?!받|얻|내|빌)(?:(?!보증금|전세금)[^.]){0,15}(갚|상환)/u;

const TENANT_ENDS_AND_CLAIMS =
  /임차인(은|이)\s[^.]{0,20}(해지|해제)(하고|하여|한 뒤|할 수 있으며|할 수 있고)[^.]{0,20}(보증금|전세금)[^.]{0,10}반환(을|를)? ?(청구|요구)할 수 있/u;

// The buyer named as the one who answers for the return ("보증금 반환도 매수인이 책임짐"): no event the return waits on.
const BUYER_ANSWERS_FOR_RETURN =
  /(매수인|양수인|새\s?(소유자|임대인|주인|집주인))(이|가) (책임|부담)(진다|지며|지고|짐|지기로|한다|하며|하고|함|하기로)(?=[\s,.]|$)/gu;

// The buyer free of the lease: what 제3조 제4항 forbids, said of the new owner instead of the tenant.
const NEW_OWNER_FREE =
  /(새|신규)\s?(소유자|임대인|주인|매수인)[^.]{0,25}(인수|승계|넘겨받|이어받)[^.]{0,12}(의무가 없|않아도|하지 않|안 해도|않는다)/u;

// "전입을 마친 다음 날부터": a right counted from the registration done, not the registration delayed.
const AFTER_SECURED =
  // The tenant's own registration, not the landlord's mortgage ("근저당 설정등기를 마친 다음날" is a wait behind it).
  /(전입|주민등록|신고|확정일자|(?<!(근저당|저당|설정|담보|전세권)[가-힣\s]{0,4})등기)[^.]{0,8}(마친|마치고|한|받은|갖춘|갖추고)( 날| 때)? (후|뒤|다음|이후|부터)(?!에도|라도)/u;

// Put off past the day the tenant moves in or pays ("확정일자는 잔금일 다음날", "전입신고는 입주일 기준 2주
// 있다가"): the days in which a mortgage can rank ahead. A deadline ("다음날까지") is no wait.
const AFTER_THE_DAY = String.raw`(잔금(일|날)?|입주(일|날)?|계약(일|날)|이사\s?(일|날|당일)?)\s?(기준\s?(으로\s?)?)?(다음\s?(날|주|달)|익일|말고|(${DURATION})\s?(지나서|지난\s?(후|뒤)|있다가|후|뒤))(?![^.]{0,4}까지)`;
const RESIDENCE_AFTER_THE_DAY = new RegExp(
  String.raw`(전입\s?신고|주민\s?등록|전입)(는|은|도)?[^.]{0,12}${AFTER_THE_DAY}`,
  'u',
);
const FIXED_DATE_AFTER_THE_DAY = new RegExp(String.raw`확정\s?일[자짜](는|은|도)?[^.]{0,12}${AFTER_THE_DAY}`, 'u');

// The wait written before the right ("입주 후 3개월이 지나야 확정일자를 받을 수 있다").
const WAIT_BEFORE_THE_RIGHT = String.raw`(${DURATION})(이|가)?\s?(지나야|지난 (후|뒤)에야|경과(해|하여)야|경과한 (후|뒤)에야)[^.]{0,15}`;
const FIXED_DATE_AFTER_WAIT_BEFORE = new RegExp(String.raw`${WAIT_BEFORE_THE_RIGHT}확정\s?일[자짜]`, 'u');
const RESIDENCE_AFTER_WAIT_BEFORE = new RegExp(String.raw`${WAIT_BEFORE_THE_RIGHT}(전입|주민\s?등록)`, 'u');

const FIXED_DATE_AFTER_WAIT = new RegExp(
  String.raw`확정\s?일[자짜](는|은|을|를)?[^.]{0,30}(${DURATION})(이|만)?\s?(지난|지나서|경과한|후|뒤|있다가)[^.]{0,10}(받|신청)`,
  'u',
);

// A sanction denied: nothing deducted, charged or held against the tenant for it.
const SANCTION_DENIED =
  /(공제|차감|불이익|위약금|배상|해지)(하|을 하|를 하|을 주|를 주|을 묻|를 묻|을 물리|를 물리)?지 (않|아니)/u;
// The time of an act left to the landlord: "그 시기는 임대인이 사정을 보아 정한다".
const TIME_LEFT_TO_LANDLORD =
  /(시기|날짜|때|시점)(는|를|은)\s[^.]{0,6}임대인(이|의)?\s[^.]{0,12}(정한|정하|결정|판단|재량|형편)/u;
// An act done once a loan comes through: "대출 승인 나면 해주세요", "융자가 실행된 뒤에 받는다"; not one said to
// be apart from it ("대출 일정이랑은 상관없음").
const FIXED_DATE_AFTER_LOAN =
  /(대출|융자)\s?(승인|실행|심사|정리|상환|연장|해결|처리)?\s?(이|가)?\s?(나면|나오면|되면|끝나면|끝나고|떨어지면|(난|된|나온|끝난|받은)\s?(뒤|후|다음)|받고 나서)(?![^.]{0,20}(상관없|무관|관계없))/u;

/**
 * The act named in one predicate, its delay in the next, which names nothing of its own ("전입신고는 잔금
 * 치르고 / 두 달 지나서 하기로 한다"): the wait is the act's.
 */
function delayedInNextPart(r: ClauseReading, topic: 'residence' | 'fixedDate'): boolean {
  return r.segments.some((s, i) => {
    const next = r.segments[i + 1];
    return (
      s.topics.has(topic) &&
      bindsTenant(s) &&
      !isNegated(s) &&
      // The act given its own day ("입주일에 전입신고를 하고 / 나머지 서류는 두 달 후"): the wait is another's.
      !/당일|바로|즉시|날|일에/u.test(s.text) &&
      next !== undefined &&
      bindsTenant(next) &&
      next.acts.has('delay') &&
      !isNegated(next) &&
      !AFTER_SECURED.test(next.text) &&
      [...next.topics].every((t) => t === 'twoTerms' || t === 'term')
    );
  });
}

const KEPT_ELSEWHERE =
  /종전 주소|기존 주소|원래 주소|예전 주소|((현재|지금) (사는|살고 있는) 곳|현 거주지)에 (그대로|남겨|두)|남겨 두|그대로 두|다른 (곳|주소)|본가|부모님\s?(집|댁)/u;

// The rights the Act gives the tenant against the deposit's loss, each with its article: a sanction
// on using one (위약금, 공제, 해지, 청구권 소멸, a later return) deters its use as surely as a waiver.
const PROTECTED_RIGHTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/임차권\s?등기/u, '제3조의3'],
  [/배당\s?요구|우선\s?변제|최우선/u, '제3조의2'],
  [/확정\s?일자(?!\s?부여\s?(현황|내역|정보))/u, '제3조의2'],
  [/전입(?!\s?세대\s?(열람|확인|내역|현황))|주민\s?등록/u, '제3조'],
  [/갱신\s?요구|계약갱신요구권/u, '제6조의3'],
];
// "확정일자 수수료는 임차인이 낸다" is the tenant's own cost, not a right used: 는 there marks a topic.
const EXERCISED =
  /(는|은|할|한|을) (경우|때)|[가-힣]면(\s|,|$)|\s시에?(\s|,|$)|[가-힣](?<!수수료|비용|인지대|요금|발급비)(는|한) 임차인/u;
const SANCTION =
  /위약금|배상|공제|차감|빼고|뺀다|제하고|잃|소멸|몰수|몰취|해지|퇴거|벌금|가산|귀속|내야|물기로|물어야|문다|지급한다|낸다|늦게|늦추|늦춘|늦춰|미루|미룬|미뤄|지연/u;
// What using the right costs by itself: its application's, registration's or filing's fee.
const OWN_COST_OF_THE_RIGHT =
  /((신청|등기|접수|인지|법무사|송달)\s?(비용|비|료|수수료)|그\s?비용|(드는|들어가는)\s?(수수료|비용))(과 (?![^.]{0,10}(임대인|소송|배상|위약))[^.]{0,10}(비용|비|료))?(은|는|도|을|를)?\s?([^.]{0,15}(쪽|측)에서\s?|임차인(이|의)?\s?)?(낸다|내야|내기로|부담|지급)[가-힣]*/gu;
// The rent raised for using the right ("확정일자 받으시면 월세 다시 조정할게요"), not a rise the law allows with it.
const RENT_RAISED = /(월\s?세|차임|임대료)[^.]{0,8}(조정|올리|올린|올려|인상|증액)(?![^.]{0,15}(없|않|안 ))/u;
const WITHIN_CAP =
  /\d\s?(%|퍼센트|프로)\s?(이내|이하|까지|안에서|안으로|범위|를 넘지|를 초과하지)|20분의 1|(넘지|초과하지) 않/u;

const TENANTS_OWN_REMEDY =
  /(임대인(이|가|은)\s[^.]{0,40}(위반|어기|어긴|방해하|막|지키지 않|이행하지 않|주지 않)|(?<!임차인(이|은|가)\s[^.]{0,40})(^|[\s,])(이를 |이 (약정|조항)을 )?(위반하|어기))[가-힣]*면,? 임차인(은|이)\s[^.]{0,12}(해제|해지)(하고|할 수 있)|임차인(은|이) (언제든지|언제든) (계약을 )?해지(를|의)? ?(통지|통보)?(할 수 있|하고)[^.]*/gu;

/** Up to `length` characters of the text from `start`, not past the end of that sentence. */
function sentenceFrom(text: string, start: number, length: number): string {
  const end = text.indexOf('.', start);
  return text.slice(start, Math.min(start + length, end === -1 ? text.length : end + 1));
}

/** The article of the protected right a clause sanctions the use of, or null. */
function sanctionedRight(text: string): string | null {
  // The tenant's own 해제 on the landlord's breach or obstruction ("이를 위반하면 임차인은 계약을 해제하고", "임대인이 확정일자
  // 받는 것을 방해하면, 임차인은 계약을 해제하고") is a remedy, no sanction: read out before anything else. So is the
  // tenant's own notice at any time after a renewal (제6조의3 제4항: "임차인은 언제든지 해지를 통지할 수 있고").
  text = text.replace(TENANTS_OWN_REMEDY, ' ');
  for (const [right, article] of PROTECTED_RIGHTS) {
    const at = right.exec(text);
    if (!at) continue;
    // The right's own cost paid by the tenant ("신청 비용은 우리 쪽에서 낸다") is a cost, no sanction on using it.
    const after = text.slice(at.index).replace(OWN_COST_OF_THE_RIGHT, ' ');
    if (
      EXERCISED.test(sentenceFrom(text, at.index, 70)) &&
      (SANCTION.test(after) || (RENT_RAISED.test(after) && !WITHIN_CAP.test(after))) &&
      !/(않|아니)(는다|하며|하고|기로)[^.]*\.?$/u.test(after) &&
      // The landlord barred from asking for the right's delay ("미뤄 달라고 요구하지 않으며"): his request, not the tenant's use.
      !REQUEST_BARRED.test(after)
    )
      return article;
  }
  return null;
}

/** Rules of 주택임대차보호법: term, renewal, 대항력, 우선변제, the deposit's return, rent increases. */
export const LEASE_PROTECTION_RULES: readonly PrincipleRule[] = [
  {
    id: 'deposit-misstated',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조의2' },
    name: '계약서 보증금의 허위 기재',
    why: '경매·공매에서 임차인이 우선변제나 최우선변제를 받는 보증금은 계약서와 확정일자로 증명하는 금액입니다(주택임대차보호법 제3조의2, 제8조). 실제와 다른 금액을 적으면 보호 대상에서 빠지거나 돌려받을 금액을 증명하지 못할 수 있습니다.',
    advice: '계약서에는 실제로 주고받는 보증금을 그대로 적으세요.',
    applies: (r) =>
      /실제(로)?\s?(보증금|전세금|금액)[^.]{0,30}(계약서|서류|신고)[^.]{0,10}(에는|상|에)[^.]{0,25}(적|기재|쓰|작성)|다운\s?계약|업\s?계약|(보증금|전세금)(을|를)? ?실제(보다|와 다르게) ?(적게|많게|낮게|높게|다르게)? ?(쓰|적|기재)/u.test(
        r.text,
      ),
  },
  ...[...new Set(PROTECTED_RIGHTS.map(([, article]) => article))].map((article): PrincipleRule => ({
    id: `right-penalised-${article}`,
    severity: 'DANGER',
    basis: { source: HLPA, article },
    name: '법상 권리 행사에 대한 불이익',
    why: '전입신고·확정일자·배당요구·임차권등기명령·갱신요구는 주택임대차보호법이 임차인에게 주는 권리입니다. 이를 행사하면 위약금을 물리거나 보증금을 깎거나 계약을 끝내는 약정은 권리를 포기하게 하는 것과 같아 제10조에 따라 무효이며, 보증금을 지킬 수단을 막습니다.',
    advice: '권리 행사에 불이익을 주는 문구는 삭제를 요구하세요.',
    applies: (r) => sanctionedRight(r.text) === article,
  })),

  {
    id: 'act-excluded',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제10조' },
    name: '주택임대차보호법 적용 배제',
    why: '주택임대차보호법 제10조는 이 법을 위반한 약정으로서 임차인에게 불리한 것은 효력이 없다고 정합니다. 법을 적용하지 않기로 하는 약정은 대항력·우선변제·2년 보장·갱신요구권을 한꺼번에 포기하게 하려는 것으로 무효이며, 임차인이 권리를 모른 채 지나치게 만듭니다.',
    advice: '법 적용을 배제하는 문구는 삭제하고, 보호받아야 할 권리를 계약서에 그대로 두세요.',
    applies: (r) =>
      ACT_EXCLUDED.test(r.text) && !/(배제|제외)하지 (않|아니)|적용(을|이)? (받는다|된다|받으며|되며)/u.test(r.text),
  },
  {
    id: 'term-waiver',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제4조', pattern: '유형 23' },
    name: '2년 최소 기간 포기',
    why: '주택임대차보호법 제4조 제1항은 2년 미만으로 정한 임대차도 2년으로 보고, 임차인만 더 짧은 기간을 주장할 수 있게 합니다. 임차인이 2년 보장을 주장하지 못하게 하는 약정은 제10조에 따라 무효입니다.',
    advice: '2년 보장을 포기하는 문구를 삭제하고, 계약기간을 2년 이상으로 적게 하세요.',
    // A term under 2 years that ends in a forced exit or bars any extension takes away the 2-year claim too.
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('term') &&
          !s.topics.has('renewal') &&
          waives(s) &&
          bindsTenant(s) &&
          // The deposit's claim put off to the term's end is the deposit's timing, not the term's.
          !/(보증금|전세금)[^.]{0,6}(반환|돌려)/u.test(s.text) &&
          // 인하 as a rent cut, not inside 확인하·승인하 or 로 인하여 (because of).
          !/감액|(?<![확승시부용묵공])인하(?!여)/u.test(s.text) &&
          /(기간|2년|거주|만기|개월)[^.]{0,15}(포기|주장|요구|청구|보장|원용|적용|내세|구할|구하지)/u.test(
            s.text.replace(TERM_END_AS_TIME, ' '),
          ),
      ) ||
      (r.termMonths !== null &&
        r.termMonths < 24 &&
        (/무조건|반드시|(이의|군말|토)\s?(없이|달지 (않고|말고))|자동(으로)? (종료|소멸)|(연장|갱신)(은|이)? ?(없(?!이)|불가|안 ?(된|됨|돼))|(연장|갱신) 없이 (퇴거|나가|나간|비우|비워|비운|명도|집을 비)|(늘어나지|늘리지|연장되지) (않|아니)|늘릴 수 없|(연장|갱신)[^.]{0,8}(요구할 수 없|요구하지 못|청구할 수 없|없다|되지 (않|아니))|(그|이)?보다 긴 기간[^.]{0,10}(주장|요구|청구|원용)(하지|할 수 없|을 하지)|(살|거주하|있)겠다고\s?(하지|말하지|주장하지|요구하지) (않|아니|못)/u.test(
          r.text,
        ) ||
          // Asking for the longer term barred ("1년 계약 … 기간을 2년으로 늘려 달라고 하지 않는다", "2년 채워 달라고는").
          (/(늘려|늘이|연장해|채워)\s?(달라|줄 것)/u.test(r.text) && REQUEST_BARRED.test(r.text)))),
  },
  {
    id: 'landlord-termination',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제4조', pattern: '유형 09' },
    name: '임대인 사정에 따른 계약 종료',
    why: '주택임대차보호법 제4조는 임차인에게 최소 2년의 거주를 보장하고, 임대인은 차임 2기 연체 같은 법정 사유 없이 계약을 중도에 끝낼 수 없습니다(제10조).',
    advice: '임대인 사정으로 계약을 끝내거나 퇴거를 요구할 수 있다는 문구는 삭제를 요구하세요.',
    // Grounds the law gives: 2기 arrears (민법 제640조, read by its own rule), an unauthorised sublease
    // (제629조), the 계약금 rules (제565조), or the tenant's agreement.
    // 사망 is 제9조's (succession), read by its own rule.
    // A ground merely suspected (의심되기만 해도, 확인 없이) is no ground.
    // A ground only deemed (간주, 본다) is no ground: a guest for a night is not a sublease.
    applies: (r) => {
      // A leaving at the term's end, what the landlord wishes then being about the fittings left behind.
      const atTermEnd =
        /(계약|임대차)\s?(종료|만료)\s?시|만기\s?시|(퇴거|퇴실)\s?시(?![키킬킨켜기점])/u.test(r.text) &&
        !/중도|기간\s?중|만료 전|만기 전/u.test(r.text);
      return (
        !r.segments.some(
          (s) =>
            s.topics.has('arrears') ||
            (s.topics.has('sublease') &&
              !/의심|추정|간주|(으|)로 (본다|보고|보며|보아)|확인 (절차 )?없이/u.test(r.text)) ||
            (/계약금|합의한 경우|합의하여|임차인(의|이)? ?동의|사망|상속/u.test(s.text) &&
              !AGREED_WITH_THIRD_PARTY.test(s.text)) ||
            // The tenant's guarantee or loan refused: the lease undone because the tenant cannot go on.
            LOAN_REFUSED.test(s.text),
        ) &&
        anySegment(
          r,
          (s) =>
            ((s.bound === 'LANDLORD' || (s.bound === null && /임대인/u.test(r.text))) &&
              // Proposed only, the tenant free to refuse ("계약을 중도에 끝내자고 해도 임차인이 거절하면").
              !/(끝내|해지하|해제하|종료하)(자고|려고|겠다고) ?(해도|하더라도|하여도)/u.test(s.text) &&
              // The tenant's own ending, whoever the predicate then binds ("임차인의 사정으로 … 계약을 끝내고자
              // 하는 경우 임대인은 … 협조하며").
              !TENANT_ENDS.test(s.text) &&
              // … or the tenant's leaving as the clause's condition, the ending it times ("임차인이 나가려면 … 6개월 전에
              // 알려야 하고, 그 6개월이 지나야 해지된다").
              !(
                s.bound === null &&
                TENANT_LEAVING_AS_CONDITION.test(r.text) &&
                !r.segments.some((t) => t.conditions.has('landlordNeed') && /종료|해지|해제|끝나|끝난/u.test(t.text)) &&
                !/임대인\s?(이|가|은|도|역시|측(에서|이)?)\s[^.]{0,12}(통지|통보|해지|해제|종료|(요구|원)[^.]{0,10}(해지|나가|퇴거|비워|종료))/u.test(
                  r.text,
                )
              ) &&
              // The landlord's own promise broken ("임대인은 추가 대출을 받지 않는다. 어기면 계약 해지 가능"): the
              // tenant's remedy, the predicate only carrying the landlord from the promise before.
              !(s.bound === 'LANDLORD' && BROKEN_PROMISE.test(s.text) && !/임대인|집주인/u.test(s.text)) &&
              (TERMINATES.test(s.text) || (EVICTS.test(s.text) && s.acts.has('may'))) &&
              !isNegated(s) &&
              (s.acts.has('may') ||
                /(해지|해제|해약|종료)\s?가능/u.test(s.text) ||
                /[^.]{2,}(면|경우(에는|에)?|때(에는|에)?),?\s/u.test(r.text))) ||
            // The term promised, then taken back for the landlord's family or need ("임대인은 계약기간 2년을
            // 보장한다. 다만 임대인의 자녀가 … 들어와 살아야 하는 경우에는 그러하지 아니하다").
            (/그러하지 (아니하|않)|예외로 (한다|함|하기로)/u.test(s.text) &&
              (s.conditions.has('landlordNeed') || FAMILY_MOVES_IN.test(s.text)) &&
              r.segments.some((p) => p !== s && (p.topics.has('term') || p.topics.has('terminate')))) ||
            // Asking the tenant to leave is the landlord's act whoever the sentence names ("내가 필요하면 집 빼달라고 할 수 있어").
            (s.bound !== 'TENANT' && EVICTS.test(s.text) && s.acts.has('may') && !isNegated(s)) ||
            (s.conditions.has('landlordNeed') &&
              (s.topics.has('moveOut') ||
                (s.topics.has('terminate') && TOPIC.terminate.test(s.text.replace(BEFORE_THE_END, ' ')))) &&
              !isNegated(s) &&
              !atTermEnd) ||
            // The landlord's circumstances in the condition, the tenant's leaving in the promise ("임대인 사정이 생기면
            // 세입자는 한 달 전 통보받고 나가기로"), or the landlord's asking it ("직접 써야 할 일이 생기면 … 명도를 청하기로").
            (LANDLORDS_CIRCUMSTANCES.test(r.text) &&
              !atTermEnd &&
              s.topics.has('moveOut') &&
              (bindsTenant(s) || EVICTS.test(s.text)) &&
              !isNegated(s) &&
              !/(퇴거|이사|명도)\s?시(에)?\s/u.test(s.text)) ||
            ((ENDED_WITH_ANOTHER.test(s.text) || ENDED_WITH_THE_JOB.test(s.text)) && !isNegated(s)) ||
            // The landlord's family moving in, mid-term: its 실거주 refuses a renewal only (제6조의3), it ends no lease.
            // Not the tenant's own right to end it then ("… 살게 되면 임차인은 해지할 수 있다").
            (FAMILY_MOVES_IN_AS_EVENT.test(s.text) &&
              (TERMINATES.test(s.text) ||
                /(계약|임대차)(은|는|이)? [^.]{0,8}(끝난다|끝나는 (걸|것으)로|종료된 (것으|걸)로 (한다|본다))/u.test(
                  s.text,
                )) &&
              !(s.bound === 'TENANT' && s.acts.has('may')) &&
              !isNegated(s) &&
              !atTermEnd &&
              !/갱신/u.test(r.text)) ||
            (ENDED_BY_SALE.test(s.text) &&
              !isNegated(s) &&
              (r.segments.some((p) => p.topics.has('moveOut')) || THIS_LEASE.test(s.text))) ||
            // The landlord's need in one predicate, the lease ended in the next ("임대인 사정 생기면 … 통보하고 / 계약 종료 가능함").
            (s.bound !== 'TENANT' &&
              s.topics.has('terminate') &&
              s.acts.has('may') &&
              !isNegated(s) &&
              r.segments.some((p) => p !== s && p.conditions.has('landlordNeed'))),
        )
      );
    },
  },
  {
    id: 'implied-renewal-landlord-ends',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제6조의2' },
    name: '묵시적 갱신 후 임대인의 해지',
    why: '주택임대차보호법 제6조의2는 묵시적으로 갱신된 계약을 임차인만 언제든지 해지할 수 있게 합니다. 임대인은 갱신된 계약에서도 2년을 보장해야 하므로(제6조 제2항), 임대인이 통지만으로 끝낼 수 있게 하는 약정은 제10조에 따라 효력이 없습니다.',
    advice: '묵시적 갱신 후 해지는 임차인만 할 수 있다고 고치세요.',
    // The landlord (or "both", "either party") ending a lease renewed by silence on notice alone; not a
    // ground the law gives (2기 arrears), nor the landlord denied it.
    applies: (r) =>
      TOPIC.implied.test(r.text) &&
      !/2기|두\s?번|2회|연체|계약금/u.test(r.text) &&
      [...r.text.matchAll(LANDLORD_ENDS_RENEWED)].some(
        (m) => !/^[^.]{0,8}(없|않|아니|못)/u.test(r.text.slice(m.index + m[0].length)),
      ),
  },
  {
    id: 'deposit-only-cancellation',
    severity: 'DANGER',
    basis: {
      source: '민법',
      article: '제565조',
      pattern: '유형 34',
      also: { source: '주택임대차표준계약서', article: '제5조' },
    },
    name: '계약금만 돌려주는 임대인 해제',
    why: '민법 제565조와 표준계약서 제5조에 따라 임대인이 계약을 해제하려면 받은 계약금의 배액을 돌려주어야 합니다. 계약금만 돌려주고 해제할 수 있게 하면 임차인은 아무 보상 없이 집을 잃습니다.',
    advice: '"임대인은 계약금의 배액을 상환하고 해제할 수 있다"로 고치세요.',
    // Whoever the verb's subject, the landlord cancels and the tenant does not ("임대인이 마음을 바꾸면 … 무른다").
    applies: (r) =>
      /계약금/u.test(r.text) &&
      // The landlord named, or speaking ("계약금 그대로 돌려드리고 없던 일로").
      /임대인|계약금[^.]{0,12}돌려\s?(드리|드릴|드림)/u.test(r.text) &&
      (TERMINATES.test(r.text) ||
        /없던\s?(걸로|것으로|일로)|계약(은|이)[^.]{0,40}(정리|종결)(될|된다|되는|한다|할)|계약금만[^.]{0,20}(해제|해지)\s?가능|계약금[^.]{0,20}(돌려|반환)[^.]{0,20}(해제|취소|해약)\s?가능/u.test(
          r.text,
        )) &&
      // The double given as an amount ("계약금 500만원 … 임대인은 1,000만원을 돌려주는 것으로") is 제565조's own.
      ((!/배액|두\s?배|2배|(같은|동일한) (금액|액수)(을|를)? ?더/u.test(r.text) && !doublesTheEarnest(r.text)) ||
        DOUBLE_DENIED.test(r.text)) &&
      // The tenant cancelling, not another tenant appearing as the landlord's reason ("더 나은 임차인이 있으면") —
      // unless the landlord's own half is there too, the 계약금 alone coming back ("임대인은 받은 계약금 상당액을
      // 돌려주는 것으로 해제할 수 있고, 임차인이 해제하려면 계약금을 포기한다", "임대인도 받은 계약금을 돌려주기만 하면").
      (!/임차인(은|이)(?! (있|나타나|생기|구해))[^.]{0,30}(해제|해지|무를|무르|취소)|계약금을 (포기|돌려받)/u.test(
        r.text,
      ) ||
        /임대인(은|이|도)[^.]{0,20}계약금(만|을|의)?\s?(상당액|그대로|만큼)?(을|만)?\s?(돌려주|반환하)[^.]{0,12}(해제|해지|취소|무르|무를)/u.test(
          r.text,
        ) ||
        // Either party may cancel, and the landlord's price is the 계약금 itself ("당사자 모두 해제할 수 있다. 이 경우
        // 임차인은 계약금을 포기하고, 임대인은 받은 계약금을 반환한다").
        (EITHER_MAY_CANCEL.test(r.text) &&
          /임대인(은|이)[^.]{0,12}계약금(만|을)?\s?(그대로\s?)?(돌려주|돌려준|반환하|반환한|돌려\s?드)/u.test(
            r.text,
          ))) &&
      // Cancelled for the landlord's own failing (임대인 사유로, 귀책): the tenant's remedy, the 계약금 coming back to it.
      !/임대인(의)? ?(귀책|책임|잘못)(으로|로)|임대인의 귀책\s?사유/u.test(r.text) &&
      // Or for a deadline the landlord's own duty missed ("… 동의서를 교부한다. 기한 내 교부하지 못하면 해제되며").
      !LANDLORD_DUTY_MISSED.test(r.text) &&
      // The tenant's loan or guarantee refused: the earnest money comes back because the tenant cannot go on.
      !LOAN_REFUSED.test(r.text),
  },
  {
    id: 'handover-before-return',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제536조', also: { source: '주택임대차표준계약서', article: '제9조' } },
    name: '보증금 반환 전 집 비우기',
    why: '보증금 반환과 집을 비워 주는 것은 동시에 이행하는 것이 원칙입니다(민법 제536조, 표준계약서 제9조). 보증금을 받기 전에 먼저 집을 비우고 전출하면 대항력과 우선변제권을 잃어, 임대인이 돌려주지 않을 때 보증금을 지킬 수단이 없어집니다.',
    advice:
      '"임대인은 주택 인도와 동시에 보증금을 반환한다"로 고치고, 받기 전에는 집을 비우지 마세요. 늦어지면 임차권등기명령을 신청하세요.',
    applies: (r) => HANDOVER_FIRST.test(r.text) && !r.segments.some((s) => s.bound === 'LANDLORD' && isNegated(s)),
  },
  {
    id: 'renewal-waiver',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제6조의3', pattern: '유형 12' },
    name: '계약갱신요구권 포기',
    why: '주택임대차보호법 제6조의3은 임차인에게 한 번 2년의 계약갱신요구권을 주고, 임대인은 정당한 사유 없이 거절할 수 없습니다. 이를 포기하거나 막는 약정은 제10조에 따라 무효입니다.',
    advice: '갱신요구권을 포기·제한하는 문구를 삭제하세요. 갱신 시 증액은 5% 이내입니다.',
    // A waiver of money around a renewal (이사비, 보상) is not a waiver of the renewal itself.
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          namesTheRenewal(s) &&
          !s.topics.has('implied') &&
          (bindsTenant(s) || TENANTS_RIGHT_FORGONE.test(s.text)) &&
          !/이사비|보상금?을|손해배상|비용을/u.test(s.text) &&
          !(
            s.topics.has('increase') &&
            (/(초과|넘)(하)?지 (않|못)|이내(로|에서)|넘게(는)? (안 ?)?(올리|올려|올린|올림|인상|증액)/u.test(s.text) ||
              // The rise denied at the renewal ("재계약 때 월세는 올리지 않는다"), not the renewal.
              (/(올리|인상하|증액하)지 (않|아니)(?!으면|는다면|는 경우)|안\s?(올리|올려|올림|인상|증액)(?!으면|면)/u.test(
                s.text,
              ) &&
                !/(요구|청구|행사|갱신)(하|을 하|를 하)지 (않|아니|못)|요구권|청구권/u.test(s.text)))
          ) &&
          !RIGHT_NOT_DEEMED_USED.test(s.text) &&
          ((isNegated(s) && !RIGHT_USED.test(r.text) && !RIGHT_REMAINS.test(r.text)) ||
            (/임대인이 (정한|원하|결정|동의하는)/u.test(s.text) && !RIGHT_USED_OR_BESIDE.test(r.text))),
      ) ||
      (/재계약|갱신|연장/u.test(r.text) &&
        /임대인 재량|재량(이|으로|에)|임대인이 [^.]{0,8}(안 된다|싫다|거절하면|원하지 않으면)|임대인이 [^.]{0,6}(오케이|OK|허락|승낙|동의)(해야|하여야|할 때만|한 경우에만)|임대인이 (원할|원하는|동의할|동의하는|허락할|허락하는|승낙할|승낙하는) (때|경우)(에)?만/u.test(
          r.text,
        ) &&
        !/실거주|직계/u.test(r.text)) ||
      // The right, or the stay past the term, made to wait for the landlord's word ("임대인이 허락할 때 계약갱신요구권을
      // 행사할 수 있다", "연장은 임대인이 동의하면", "갱신은 임대인의 승낙을 조건으로").
      stayAwaitsLandlordsWord(r) ||
      // The right deemed used or never asked ("이미 한 번 행사한 것으로 간주", "갱신 요구는 없었던 것으로 본다"),
      // or renewal left to the landlord ("갱신 여부는 임대인이 정하는 것으로").
      /(갱신\s?요구|계약갱신요구권|갱신\s?청구|갱신권)[^.]{0,15}((행사한|사용한|쓴|소진한|행사된|사용된|소진된)\s?(것으로|걸로) (간주(?!하지|되지)|본다|보기로|한다|보는 데|보며|보고|봄|친다|칩니다|침|처리한다|처리하며|처리함)|(썼다고|행사했다고|사용했다고) (치고|치며|친다|본다|보고|간주))|(갱신\s?요구|계약갱신요구권|갱신권)[^.]{0,8}사용분으로 (간주|본다|보며|처리)|(갱신\s?요구|계약갱신요구권)(는|은|가|이)? 없었던 것으로|(갱신|재계약|연장)\s?(여부|가부)(는|를)? [^.]{0,6}임대인(이|의)? ?(맘대로|마음대로|뜻대로|정하|정한|결정|판단)(?![^.]{0,6}(아니|없|않|못))/u.test(
        r.text,
      ) ||
      // The right crossed out in a checklist ("✔ 갱신청구권 행사 X").
      /(계약)?갱신\s?(요구|청구)권?\s?(행사)?\s?(X|x|✕|×|불가|없음)(?![가-힣])/u.test(r.text) ||
      // Leaving at the end without asking to renew, whatever happens: the exit imposed takes the right.
      (TOPIC.renewal.test(r.text) &&
        TOPIC.moveOut.test(r.text) &&
        RENEWAL_FORGONE.test(r.text) &&
        !r.segments.some((s) => s.bound === 'LANDLORD')) ||
      // The landlord declining the renewal in advance ("임대인은 계약갱신은 해 주지 않는다").
      anySegment(
        r,
        (s) =>
          s.bound === 'LANDLORD' &&
          !s.topics.has('implied') &&
          RENEWAL_DECLINED.test(s.text) &&
          !/실거주|직계|2기|연체|제6조의3|법(이|에서) 정한|정당한 (사유|이유)/u.test(r.text),
      ) ||
      anySegment(
        r,
        (s) =>
          s.topics.has('renewal') &&
          s.bound === 'LANDLORD' &&
          s.acts.has('may') &&
          /거절|거부/u.test(s.text) &&
          !/실거주|직계|2기|연체|제6조의3|법(이|에서) 정한/u.test(r.text),
      ),
  },
  {
    id: 'opposability-waiver',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조', pattern: '유형 06' },
    name: '대항력 포기',
    why: OPPOSABILITY_WHY,
    advice: OPPOSABILITY_ADVICE,
    applies: (r) => NEW_OWNER_FREE.test(r.text) || (!AUCTION_ONLY.test(r.text) && anySegment(r, waivesOpposability)),
  },
  {
    id: 'auction-waiver',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조의5', pattern: '유형 06' },
    name: '경매 시 임차권 포기',
    why: OPPOSABILITY_WHY,
    advice: OPPOSABILITY_ADVICE,
    applies: (r) => AUCTION_ONLY.test(r.text) && anySegment(r, waivesOpposability),
  },
  {
    id: 'residence-ban',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조', pattern: '유형 03' },
    name: '전입신고 금지·지연',
    why: '주택임대차보호법 제3조 제1항에 따라 대항력은 주택의 인도와 주민등록(전입신고)을 마친 다음 날부터 생기고, 주민등록을 유지하는 동안만 이어집니다. 전입을 막거나 늦추거나 옮기게 하는 약정은 보증금을 잃을 위험을 만들며 제10조에 따라 무효입니다.',
    advice: '전입신고는 잔금일(입주일)에 바로 하고, 금지·지연·이전 요구 문구는 삭제를 요구하세요.',
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('residence') &&
          // The tenant bound, or a move or a wait the landlord may ask of the tenant ("임차인에게 … 요구할 수 있다").
          (bindsTenant(s) || ((s.acts.has('delay') || s.acts.has('demand')) && !isNegated(s))) &&
          !promisesNotToObstruct(s) &&
          !permits(s) &&
          !AFTER_SECURED.test(s.text) &&
          !KEPT_UNTIL_RETURN.test(r.text) &&
          !(movesRegistrationHere(s.text) && !isNegated(s)) &&
          !/(해도|하더라도)[^.]{0,30}(유지|그대로)/u.test(s.text) &&
          (forbidsOrDelays(s) || s.acts.has('transfer') || KEPT_ELSEWHERE.test(s.text)) &&
          !s.topics.has('fault'),
      ) ||
      delayedInNextPart(r, 'residence') ||
      // Timed to the landlord's loan ("전입신고는 집주인 대출 끝나면 한다"), as the fixed date may not be.
      anySegment(
        r,
        (s) =>
          s.topics.has('residence') &&
          FIXED_DATE_AFTER_LOAN.test(s.text) &&
          !promisesNotToObstruct(s) &&
          !REQUEST_BARRED.test(s.text) &&
          !/전세\s?(자금\s?)?대출|임차인(의|이)\s?[^.]{0,8}(대출|융자)/u.test(s.text),
      ) ||
      RESIDENCE_AFTER_THE_DAY.test(r.text) ||
      RESIDENCE_AFTER_WAIT_BEFORE.test(r.text),
  },
  {
    id: 'fixed-date-ban',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조의2', pattern: '유형 02' },
    name: '확정일자 금지·지연',
    why: '주택임대차보호법 제3조의2 제2항에 따라 대항요건과 확정일자를 갖춘 임차인만 경매·공매에서 보증금을 우선 변제받습니다. 확정일자를 막거나 늦추는 약정은 제10조에 따라 무효입니다.',
    advice: '확정일자는 임차인 혼자서도 받을 수 있습니다. 금지 문구를 지우고 잔금일에 받으세요.',
    // The time set in a later predicate of the same clause ("확정일자는 … 대신 받아 드리며, 받는 시기는 … 대출 심사가 끝난 뒤로 한다").
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('fixedDate') &&
          (bindsTenant(s) ||
            (s.acts.has('delay') && !isNegated(s)) ||
            // Held until the landlord says so, whoever the sentence names ("임대인이 말할때까지 받지 않기로").
            /(말할|정할|허락할|알려\s?줄|연락할|부를)\s?때까지|(말하|정하|허락하|알려\s?주|연락하|부르)면 그때/u.test(
              s.text,
            )) &&
          forbidsOrDelays(s) &&
          !promisesNotToObstruct(s) &&
          !permits(s) &&
          !AFTER_SECURED.test(s.text),
      ) ||
      // A wait of a stated length before it ("확정일자는 입주하고 한달 지난후에 받기로").
      FIXED_DATE_AFTER_WAIT.test(r.text) ||
      FIXED_DATE_AFTER_THE_DAY.test(r.text) ||
      FIXED_DATE_AFTER_WAIT_BEFORE.test(r.text) ||
      delayedInNextPart(r, 'fixedDate') ||
      (TOPIC.fixedDate.test(r.text) &&
        !AFTER_SECURED.test(r.text) &&
        anySegment(
          r,
          (s) =>
            !s.topics.has('fixedDate') &&
            /(시기|날짜|때)(는|를|은)/u.test(s.text) &&
            // Put off, or left to the landlord ("그 시기는 임대인이 사정을 보아 정한다").
            (s.acts.has('delay') || TIME_LEFT_TO_LANDLORD.test(s.text)) &&
            !isNegated(s),
        )) ||
      // In its own predicate ("확정일자 받는 시기는 집주인 재량에 맡김").
      anySegment(r, (s) => s.topics.has('fixedDate') && TIME_LEFT_TO_LANDLORD.test(s.text) && !isNegated(s)) ||
      // Timed to the landlord's loan ("확정일자 찍는건 제 대출 승인 나면 해주세요"), not said to be apart from it.
      anySegment(
        r,
        (s) =>
          s.topics.has('fixedDate') &&
          FIXED_DATE_AFTER_LOAN.test(s.text) &&
          // The tenant's own loan (전세대출) is no landlord's.
          !/전세\s?(자금\s?)?대출|임차인(의|이)\s?[^.]{0,8}(대출|융자)/u.test(s.text),
      ),
  },
  {
    id: 'priority-waiver',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조의2', pattern: '유형 01' },
    name: '우선변제권 포기',
    why: '주택임대차보호법 제3조의2(우선변제)와 제8조(소액임차인 최우선변제)는 경매·공매에서 임차인의 보증금을 먼저 돌려주게 합니다. 이를 포기하거나 다른 채권보다 뒤로 미루는 약정은 제10조에 따라 무효입니다.',
    advice: '우선변제·배당요구를 포기하거나 순위를 양보하는 문구는 삭제하세요.',
    // Information about prior deposits (자료, 열람) is 제3조의7's, read by disclosure-refused.
    applies: (r) =>
      (!SMALL_DEPOSIT.test(r.text) &&
        anySegment(
          r,
          (s) =>
            yieldsPriority(s) &&
            !/자료|정보|서류|열람|제출|확인서|내역|현황|납세\s?증명|보여/u.test(s.text) &&
            // The rank said to stay ("우선변제 순위는 변하지 않는다"), not given up.
            !/(순위|권)(은|는|이|가)?\s?(변하|바뀌|낮아지|밀리)지 않는다/u.test(s.text),
        )) ||
      // Paid from what is left once a loan is recovered: behind the loan, whatever the right is called.
      (TOPIC.priority.test(r.text) && (LEFTOVER_AFTER_LOAN.test(r.text) || PAID_AFTER_LOAN.test(r.text))) ||
      // Its rank referred back to and put behind debts, over two predicates ("그 배당 순위는 임대인이 … 지고 있거나 앞으로
      // 질 채무보다 뒤로 한다").
      RANK_PUT_BEHIND.test(r.text) ||
      anySegment(
        r,
        (s) =>
          NO_LEASE_STATEMENT.test(s.text) &&
          bindsTenant(s) &&
          !isNegated(s) &&
          /서명|날인|제출|작성|써 ?(주|드리|준|드린)|협조|응한다|응하기로|말해 ?(주|준|드리)|답해 ?(주|준|드리)/u.test(
            s.text,
          ),
      ) ||
      /(세금|국세|지방세|빚|채무|대출)[^.]{0,20}(정리된|갚은|갚아진|변제된|상환된) (다음|후|뒤)[^.]{0,15}(남는|남은) (돈|금액)/u.test(
        r.text,
      ),
  },
  {
    id: 'small-deposit-waiver',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제8조', pattern: '유형 41' },
    name: '최우선변제권 포기',
    why: '주택임대차보호법 제3조의2(우선변제)와 제8조(소액임차인 최우선변제)는 경매·공매에서 임차인의 보증금을 먼저 돌려주게 합니다. 이를 포기하거나 다른 채권보다 뒤로 미루는 약정은 제10조에 따라 무효입니다.',
    advice: '우선변제·배당요구를 포기하거나 순위를 양보하는 문구는 삭제하세요.',
    applies: (r) =>
      SMALL_DEPOSIT.test(r.text) &&
      (anySegment(r, yieldsPriority) ||
        // Replaced by something given now ("최우선변제는 … 보증금 할인(200만원)으로 갈음"): given up.
        /(최우선|우선)\s?변제(권)?(은|는|을|를)?[^.]{0,40}(으로|로) ?(갈음|대신(하|한|함)|대체)(?!하지|되지|할 수 없|하는 것은 아니)/u.test(
          r.text,
        )),
  },
  {
    id: 'lease-registration-ban',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제3조의3', pattern: '유형 07' },
    name: '임차권등기명령 금지',
    why: '주택임대차보호법 제3조의3은 계약이 끝났는데 보증금을 돌려받지 못한 임차인이 임차권등기명령을 신청해 대항력과 우선변제권을 지킬 수 있게 합니다. 이를 막는 약정은 제10조에 따라 무효입니다.',
    advice: '임차권등기를 신청하지 않는다는 문구를 삭제하세요.',
    applies: (r) =>
      // The application itself counted a breach ("임차권등기명령 신청은 계약 위반으로 보며"): penalised, so barred.
      REGISTRATION_AS_BREACH.test(r.text) ||
      (!BOUNDED_WAIT.test(r.text) &&
        (anySegment(
          r,
          (s) =>
            s.topics.has('leaseRegistration') &&
            isNegated(s) &&
            !promisesNotToObstruct(s) &&
            // A sanction on using it denied ("신청하더라도 … 아무 금액도 공제하지 않는다"): no ban.
            !SANCTION_DENIED.test(s.text),
        ) ||
          // The deposit unpaid, then "no registration" (등기는 하지 말고): the 임차권등기 it would call for.
          /(보증금|전세금)[^.]{0,6}(못|안)\s?(받|돌려받)[^.]{0,30}(?<!(근저당|소유권|말소|이전)\s?)등기(는|를|도)? ?(하지 (말|않)|신청하지|안 ?하|못 ?하)/u.test(
            r.text,
          ) ||
          // Settled without it, by talks alone ("임차권등기명령 신청 없이 임대인과 협의로만 해결"): given up.
          /임차권\s?등기(명령)?\s?(신청)?(은|는)?\s?(없이|하지 않고|말고)[^.]{0,30}(협의|합의|해결|기다)/u.test(
            r.text,
          ) ||
          // Replaced by something the landlord gives ("임차권등기 대신 임대인의 서면 약속으로 갈음"): not made.
          /임차권\s?등기(명령)?(\s?신청)?(을|를)? ?(대신|갈음|대체)/u.test(r.text) ||
          // Left to the landlord's word or consent, in the registration's own predicate or the proviso right
          // after it ("임대인이 반환 불능을 인정한 경우에 한하여 할 수 있고", "… 신청할 수 있다. 단, 임대인의 서면
          // 동의를 받은 때에 한한다"): the court's order made the landlord's to give. A consent another
          // predicate asks for (전대, 반려동물) is not the registration's.
          r.segments.some(
            (s, i) =>
              s.topics.has('leaseRegistration') &&
              [s, r.segments[i + 1]].some(
                (p) =>
                  p !== undefined &&
                  (p === s || /^(단|다만)/u.test(p.text)) &&
                  (LANDLORDS_WORD_ONLY.test(p.text) ||
                    (p.acts.has('needsConsent') &&
                      /임대인(의|이)?\s?(서면\s?|사전\s?)?(동의|허락|승낙)/u.test(p.text) &&
                      !/(동의|허락|승낙)\s?없이(?!는)/u.test(p.text))),
              ),
          ) ||
          // No registration at all in the tenant's name: the 임차권등기 among them.
          /임차인 명의(의|로)?[^.]{0,12}(어떠한|어떤|일체의|모든)? ?등기[^.]{0,20}(되지 않|하지 않|할 수 없|불가|금지)/u.test(
            r.text,
          ) ||
          // A cost for using it ("임차권등기명령 신청하면 보증금에서 오백만원 차감", "… 신청한 경우 보증금의 10%는
          // 돌려받지 못한다"): the order made dear to ask for.
          // Its costs the landlord pays (제3조의3 제8항) are the law's, no penalty.
          // Its own costs put on the tenant are a burden (lease-registration-burdened), not this penalty.
          (/임차권\s?등기(명령)?([^.]{0,16}(신청|하)(하|을 하|를 하)?(면|는 경우|할 경우|한 경우|할 때|시)|[^.]{0,24}(이|그)\s?경우)[^.]{0,30}(차감|공제|위약금|배상|물어|몰수|깎|떼|(\d|두|세)\s?배|(돌려|반환)\s?받지 못|못 (돌려|반환)\s?받)/u.test(
            r.text,
          ) &&
            !/(임대인|집주인|주인)(?!에게|한테|께)(이|께서|가)?\s?([^.]{0,12}\s)?(부담|물어|배상|지급|낸다|내)|(임대인|집주인|주인)\s?부담/u.test(
              r.text,
            )))),
  },
  {
    id: 'conditional-deposit-return',
    severity: 'DANGER',
    basis: { source: '주택임대차표준계약서', article: '제9조', pattern: '유형 08' },
    name: '조건부 보증금 반환',
    why: '주택임대차보호법 제4조 제2항은 보증금을 돌려받을 때까지 임대차가 이어진다고 정하고, 보증금은 집을 비워 주는 것과 동시에 돌려받아야 합니다(민법 제536조). 새 임차인·매매·대출을 조건으로 하거나 임대인이 마음대로 공제하게 하는 약정은 반환을 무기한 미룰 수 있습니다.',
    advice: '"임대인은 계약 종료일에 주택 인도와 동시에 보증금 전액을 반환한다"로 고치세요.',
    // Read on the whole clause: the condition often sits in its own predicate ("후임 임차인이 계약하고 … 돌려준다").
    applies: (r) => {
      const withoutAssumption = r.text.replace(BUYER_ASSUMES_RETURN, '');
      const assumed = withoutAssumption !== r.text && !NEW_OWNER_FREE.test(r.text);
      const all = assumed ? [] : r.segments;
      const returns =
        TOPIC.depositReturn.test(assumed ? withoutAssumption : r.text) ||
        // Part of it kept back (보관, 유보) is a return not yet made.
        /(보증금|전세금)[^.]{0,50}(보관|유보|남겨 ?두|맡아 ?두)/u.test(r.text) ||
        // A form's field for the return date ("반환일: 만기일 원칙") is the deposit's.
        /(?<![가-힣])반환일\s?:/u.test(r.text) ||
        // The deposit called a loan and repaid ("전세금은 빌린 돈으로 보아 … 사정이 나아지는 대로 갚는다"), not a loan
        // that is itself what is repaid ("대출 원금과 이자는 임차인이 갚는다").
        (DEPOSIT_REPAID.test(r.text) && !LOAN_REPAID.test(r.text)) ||
        // The money paid returned when the lease is undone, made to wait for a next tenant ("계약을 해제하는 경우
        // 임대인은 새 임차인을 구한 뒤 계약금을 반환한다"). Not the 계약금 rules (배액, 두 배: 제565조).
        (/해제|해지|무효|효력을 잃/u.test(r.text) &&
          MONEY_PAID_RETURNED.test(r.text) &&
          CONDITION.nextTenant.test(r.text) &&
          !/배액|두\s?배/u.test(r.text)) ||
        all.some((s) => s.topics.has('depositReturn') || s.topics.has('depositLost'));
      // A denied condition ("새 임차인 유무와 상관없이") is read out; what is left still counts, less the next
      // tenant's brokerage fee, which is a cost, not a condition.
      const rest = undeniedText(assumed ? withoutAssumption : r.text)
        .replace(NEXT_TENANT_FEE, ' ')
        .replace(BUYER_ANSWERS_FOR_RETURN, ' ')
        .replace(NEXT_TENANTS_DEPOSIT_TAKEN, ' ');
      // "새 임차인이 없더라도 만기일에는": a new tenant only brings the return forward, the end date still holds.
      const guaranteed =
        (rest !== r.text && CONDITION.onEndDate.test(rest) && NEXT_TENANT_NO_MATTER.test(r.text)) ||
        /(만기일|종료일|만료일) 중 (빠른|먼저)/u.test(r.text) ||
        // The condition named only to say the end date holds all the same ("… 마련하려는 경우에도 반환일은 계약 종료일로").
        (CONDITION.onEndDate.test(r.text) &&
          /(려는|하는|한) (경우|때)에도[^.]{0,25}(반환일|돌려주는 날|반환 시기)|(와|과) (연결|연계)(하지|시키지) (않|아니)/u.test(
            r.text,
          ));
      // A latest date (3주 내에, 늦어도 만기일에는) bounds the wait: then it is a delay (CAUTION), not a condition.
      const bounded =
        /늦어도|(만기|만료|종료|퇴거|퇴실|이사|명도|비운|인도|나간)[^.]{0,12}(\d+\s?(일|주|주일|개월|달)|(한|두|석) ?달)\s?(내|이내|안에|까지)/u.test(
          rest,
        ) && !/까지 (기다|미루)/u.test(rest);
      // The tenant's own 전세대출 (its interest, the part the landlord pays to the bank) is no event of the landlord's.
      // A sale conceded is read out, unless the clause frees the buyer or sends the tenant out with it.
      const saleConceded =
        !NEW_OWNER_FREE.test(r.text) && !/비워야|비워 ?주어야|나가야|퇴거(해야|하여야)/u.test(r.text);
      const events = rest.replace(TENANT_LOAN, '').replace(TENANTS_CIRCUMSTANCES, '').replace(LOAN_AS_THE_MEANS, ' ');
      const landlordsEvents = saleConceded ? events.replace(SALE_CONCEDED, ' ') : events;
      // The tenant's own early exit, asked for by the tenant: the landlord frees the tenant early, and the
      // return on the next tenant's contract is the price of that favour (labelling rules: SAFE).
      const ownEarlyExit =
        TENANT_ASKS_TO_LEAVE.test(r.text) && !/(만기|만료|종료)(에|일에|\s?시|되어)|나가는 경우에도/u.test(r.text);
      // The tenant given the right to end the lease on the event and claim the deposit: an exit, not a wait.
      const tenantsExit = TENANT_ENDS_AND_CLAIMS.test(r.text);
      // The return dated in its own predicate, a next tenant named only in another that sets no condition
      // ("보증금은 계약 종료일에 반환하며 새 임차인 모집 광고는 임대인이 한다").
      const datedApart =
        r.segments.some(
          (s) => s.topics.has('depositReturn') && s.conditions.has('onEndDate') && !CONDITION.nextTenant.test(s.text),
        ) &&
        r.segments.every(
          (s) =>
            !CONDITION.nextTenant.test(s.text) ||
            (!s.topics.has('depositReturn') && !NEXT_TENANT_AS_CONDITION.test(s.text)),
        );
      const conditioned =
        ((CONDITION.nextTenant.test(rest) && !guaranteed && !ownEarlyExit && !datedApart) ||
          CONDITION.saleOrLoan.test(landlordsEvents) ||
          // The whole deposit held until an event with no date ("연간 정산이 완료될 때까지 보증금 전액의 반환을 보류").
          ((WHOLE_WITHHELD.test(rest) || RETURN_WITHHELD.test(rest)) && /까지/u.test(rest))) &&
        !bounded;
      const atLandlordsWord =
        (CONDITION.discretion.test(rest) && /시기|날짜|일자|일정|언제|기한|미룰|미루|반환일|기다|때|날/u.test(rest)) ||
        /(그때|때)까지 기다/u.test(rest);
      return (
        (returns && !tenantsExit && (conditioned || atLandlordsWord)) ||
        anySegment(r, (s) => s.topics.has('deposit') && s.topics.has('deduction') && s.conditions.has('discretion'))
      );
    },
  },
  {
    id: 'deposit-claim-waived',
    severity: 'DANGER',
    basis: { source: '주택임대차표준계약서', article: '제9조', also: { source: CIVIL, article: '제536조' } },
    name: '보증금 반환 청구 포기',
    why: '계약이 끝나면 임대인은 집을 돌려받는 것과 동시에 보증금을 돌려주어야 합니다(표준계약서 제9조, 민법 제536조). 임차인이 임대인에게 반환을 청구하지 않기로 하면, 보증기관이나 다른 사람이 지급하지 않을 때 보증금을 돌려받을 길이 막힙니다. 임차인에게 불리한 이런 약정은 주택임대차보호법 제10조의 취지에 어긋납니다.',
    advice: '보증금 반환 청구를 포기하는 문구는 삭제하고, "임대인은 계약 종료일에 보증금 전액을 반환한다"로 고치세요.',
    // Not a claim put off until the end (계약기간 중에는, 만기 전에는: the law's own timing), nor a claim made
    // not at once (곧바로: a matter of the return's timing, read by the rules on it), nor one for interest
    // or costs beside the deposit, nor a claim the guarantor has already paid (중복).
    applies: (r) =>
      /보증금|전세금/u.test(r.text) &&
      anySegment(
        r,
        (s) =>
          bindsTenant(s) &&
          // The claim itself negated, not another verb of the segment.
          /(청구|요구|주장|요청)(하지|할 수|를 하지|을 하지) (않|없|못)/u.test(s.text) &&
          !/중복|이중|포기하지/u.test(s.text) &&
          /(반환|돌려\s?받기|돌려\s?달라고|지급)(을|를)? ?(직접 )?(청구|요구|주장|요청)|(보증금|전세금)(을|를|의) ?(반환\s?)?(청구|요구|주장)/u.test(
            s.text,
          ) &&
          !/이자|지연|손해|비용|이사비|증액|인상|감액|일부/u.test(s.text) &&
          !/곧바로|즉시|바로|당장|미리|앞당|(기간|만기|만료|종료|계약|거주|퇴거|인도|명도) ?(중|전|동안)|전(에는|에|까지)|까지(는|의)/u.test(
            s.text,
          ),
      ),
  },
  {
    id: 'rent-increase-cap',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제7조', pattern: '유형 13' },
    name: '5% 넘는 차임·보증금 증액',
    why: '주택임대차보호법 제7조는 차임·보증금 증액을 약정액의 20분의 1(5%) 이내로, 1년에 한 번으로 제한합니다. 넘는 부분은 효력이 없고 이미 낸 초과분은 돌려받을 수 있습니다(제10조의2).',
    advice: '증액은 5% 이내, 1년에 한 번만 가능하다고 고치세요.',
    applies: (r) =>
      (r.increasePercent > 5 ||
        r.increaseOnCombinedBase ||
        /(상승분|상승률|인상분|물가)[^.]{0,8}\d+(\.\d+)?\s?%[^.]{0,4}더한/u.test(r.text) ||
        CAP_LIFTED_BY_INDEX.test(r.text) ||
        (CAP_SET_ASIDE.test(r.text) && TOPIC.increase.test(r.text)) ||
        (r.increaseAfterMonths !== null && r.increaseAfterMonths < 12)) &&
      // A rate of a deduction, depreciation or penalty ("취득가액의 20퍼센트를 감가상각비로 … 공제") is no rise.
      !(RATE_OF_A_DEDUCTION.test(r.text) && !TOPIC.increase.test(r.text) && !ADJUSTED.test(r.text)) &&
      // A rate for turning deposit into monthly rent is 제7조의2's (월차임 전환율, read by its own rule), not an increase;
      // nor the rent it adds when the deposit is lowered for it ("보증금을 낮추는 대신 … 월 차임을 15만원 올리고").
      !(CONVERSION.test(r.text) && (!TOPIC.increase.test(r.text) || DEPOSIT_LOWERED_INSTEAD.test(r.text))) &&
      // Deposit lowered in exchange for rent ("보증금 1천 빼는 대신 월세 10만 올림") is a conversion, 제7조의2's.
      !/(보증금|전세금)[^.]{0,15}(빼|내리|낮추|줄이|돌려받)[^.]{0,10}(대신|만큼)[^.]{0,15}(월\s?세|차임)/u.test(
        r.text,
      ) &&
      anySegment(
        r,
        (s) =>
          // The rent named in one predicate, its new figure dated in the next ("월세는 50만원으로 하고, 입주
          // 8개월째부터는 52만5천원으로 한다"), when no other charge is about.
          (s.topics.has('rent') ||
            increaseOfTheRent(r) ||
            (r.increaseAfterMonths !== null &&
              r.segments.some((p) => p.topics.has('rent')) &&
              !OTHER_CHARGE.test(r.text))) &&
          (s.topics.has('increase') ||
            // The rent at a renewal set within a figure ("갱신할 때 월세는 7% 이내에서 정함").
            (s.topics.has('renewal') && r.statesPercent) ||
            // Or a change agreement's "월세 50만원을 60만원으로 하고, 보증금은 그대로 둔다".
            /조정|변경|바꾼|맞추|맞춘|맞춰|반영|으로 (한다|하기로|하고|하며|함)/u.test(s.text) ||
            // One amount to another, the verb left out ("보증금은 2억에서 2억 3천만원으로, 월세는 그대로").
            FROM_AMOUNT_TO_NEW.test(s.text) ||
            AMOUNT_ARROW.test(s.text) ||
            // A new figure from a date on ("입주 6개월 뒤부터 75만원"): the step is the rise.
            (r.increaseAfterMonths !== null && r.increasePercent > 0 && /부터/u.test(s.text)) ||
            // The figure at the renewal, after the one set ("월세 50만원, 재계약하면 60만원").
            (s.topics.has('renewal') && RENEWAL_FIGURE.test(r.text))),
      ),
  },
  {
    id: 'discretionary-increase',
    severity: 'CAUTION',
    basis: { source: HLPA, article: '제7조', pattern: '유형 14' },
    name: '임대인이 정하는 증액',
    why: '주택임대차보호법 제7조는 증액을 5% 이내, 1년에 한 번으로 제한합니다. 임대인이 시세에 따라 정한다는 약정은 이 상한을 넘는 증액의 근거로 쓰일 수 있습니다.',
    advice: '증액 상한(5%)과 주기(1년)를 계약서에 적게 하세요.',
    applies: (r) =>
      !r.statesPercent &&
      anySegment(
        r,
        (s) =>
          s.topics.has('rent') &&
          !isNegated(s) &&
          (s.topics.has('increase') || /조정|변경|맞춘|맞춰/u.test(s.text)) &&
          (s.conditions.has('discretion') || s.conditions.has('landlordNeed') || /임대인이 정하/u.test(s.text)),
      ),
  },
];
