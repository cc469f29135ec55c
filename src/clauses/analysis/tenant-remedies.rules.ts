import {
  anySegment,
  installedByTenant,
  isNegated,
  negationProtects,
  SPARED_EVICTION,
  WITHIN_LEGAL_CAP,
} from './clause-reading';
import { CIVIL, HLPA, STANDARD, type PrincipleRule, safeRule as safe } from './principle-rule.types';

// Positive evidence for SAFE that names the article the term rests on: the tenant's remedies and
// duties as 민법 and the Act write them, and the owner's costs left with the owner.

// A negation that keeps the tenant whole ("임차인의 권리는 영향을 받지 아니한다").
const RIGHTS_UNTOUCHED =
  /(영향|침해|제한|불이익)(을|이)?\s?(받지|되지|입지|없)|(나가|비워|비우|퇴거)[^.]{0,8}(달라고|라고|요구)[^.]{0,6}(안 |하지 (않|아니))/u;

/** Reimbursement, notice of defects, the tenant's own damage, rent paid after use, owner's costs. */
export const TENANT_REMEDY_RULES: readonly PrincipleRule[] = [
  safe(
    'renewal-right-stated',
    HLPA,
    '제6조의3',
    '계약갱신요구권의 확인',
    '주택임대차보호법 제6조의3대로 임차인이 한 번 갱신을 요구할 수 있다고 확인하는 조항입니다.',
    (r) =>
      // Offered as the way to stay on ("더 사시려면 갱신요구권 행사하시면 되고") too.
      /갱신\s?(을 )?요구(할 수 있| 가능|권을 (가진|갖|행사할 수)|권(을)? 포기하지 (않|아니)|권(을)? 행사하(시)?면 (되|돼|됩))/u.test(
        r.text,
      ) &&
      !r.segments.some(
        (s) => !negationProtects(s) && (s.acts.has('waive') || (s.acts.has('prohibit') && /갱신/u.test(s.text))),
      ),
    true,
  ),
  safe(
    'renewal-right-used',
    HLPA,
    '제6조의3',
    '계약갱신요구권 행사 사실의 확인',
    '임차인이 계약갱신요구권을 이미 한 번 행사했다는 사실을 적은 조항입니다. 주택임대차보호법 제6조의3의 갱신요구는 한 번뿐이라, 그 뒤의 재계약은 당사자의 합의로 합니다.',
    // "직전 계약에서 이미 계약갱신요구권을 1회 행사하였으므로, 이번 만기 후 재계약은 …", "… 이미 1회 행사하였음을
    // 확인한다": the right used, not taken; nothing else given up beside it.
    (r) =>
      /이미[^.]{0,25}(계약\s?)?갱신\s?요구권?(을|를)?[^.]{0,10}(행사|사용)(하였|했|한)|(계약\s?)?갱신\s?요구권?(을|를)?[^.]{0,10}이미[^.]{0,10}(행사|사용)(하였|했|한)/u.test(
        r.text,
      ) &&
      !/간주|(것|걸)으?로 (본다|보며|보고|한다)|포기|퇴거|비워|나가/u.test(r.text) &&
      !r.segments.some((s) => s.acts.has('waive')),
  ),
  safe(
    'conversion-within-cap',
    HLPA,
    '제7조의2',
    '법정 한도 안의 월차임 전환',
    '주택임대차보호법 제7조의2와 시행령의 산정률 한도 안에서 보증금을 월세로 바꾸는 조항입니다.',
    (r) =>
      /(월세|월차임|차임)[^.]{0,10}(로|으로) (바꾸|바꿀|전환|돌리|돌릴|돌려)|전환/u.test(r.text) &&
      ((r.statesPercent && r.increasePercent <= 5 && !/월\s?\d+(\.\d+)?\s?(%|퍼센트)/u.test(r.text)) ||
        WITHIN_LEGAL_CAP.test(r.text)),
  ),
  safe(
    'fixtures-bought',
    CIVIL,
    '제646조',
    '부속물 매수',
    '민법 제646조대로 임대인 동의를 받아 붙인 물건을 계약이 끝날 때 임대인이 사 주는 조항입니다.',
    (r) =>
      /부속물|시설물?|부착|설치한/u.test(r.text) &&
      /매수한다|매수하기로|사 준다|사 주기로|시가로/u.test(r.text) &&
      !r.segments.some((s) => isNegated(s)),
    true,
  ),
  safe(
    'landlord-supports-priority',
    HLPA,
    '제3조의2',
    '배당·우선변제 협조',
    '주택임대차보호법 제3조의2의 우선변제와 배당요구를 임대인이 돕는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('priority') &&
          s.bound === 'LANDLORD' &&
          /내준|내어 준|제공|협조|교부/u.test(s.text) &&
          !isNegated(s),
      ),
  ),
  safe(
    'expense-reimbursed',
    CIVIL,
    '제626조',
    '필요비 상환',
    '민법 제626조대로 임차인이 낸 수리비 등을 임대인이 상환하는 조항입니다.',
    (r) =>
      /(수리비|비용|필요비|유익비)/u.test(r.text) &&
      (anySegment(
        r,
        (s) =>
          s.bound === 'LANDLORD' && /돌려준|돌려 준|상환|갚는다|갚아|지급한다|정산해 준/u.test(s.text) && !isNegated(s),
      ) ||
        /(수리비|비용)[^.]{0,25}(월세|차임)에서 (뺀|빼|공제|차감)/u.test(r.text)),
    // The cost comes back to the landlord: a repair pattern's words (누수, 보일러 with 임차인이 수리) shift nothing.
    true,
  ),
  safe(
    'tenant-notifies',
    CIVIL,
    '제634조',
    '임차인의 통지',
    '민법 제634조대로 임차인이 수리가 필요한 곳을 임대인에게 알리는 조항입니다.',
    (r) =>
      /(수리|하자|고장|파손|누수|깨진|깨지|망가|새는|금이|균열|이상이|문제가)[^.]{0,30}(알린|알려|통지)|(알린|알려|통지)[^.]{0,10}(수리|하자|고장)/u.test(
        r.text,
      ) && !r.segments.some((s) => s.acts.has('bear') || s.acts.has('waive')),
  ),
  safe(
    'fault-repair',
    STANDARD,
    '제4조',
    '임차인 과실 손상의 수리',
    '표준계약서 제4조대로 임차인의 고의·과실로 생긴 고장만 임차인이 고치거나 부담하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        // At the actual cost, not a figure the landlord sets ("임대인이 정하는 금액을 배상한다").
        (s) =>
          s.topics.has('fault') &&
          !s.topics.has('restoration') &&
          (s.acts.has('repair') || s.acts.has('bear')) &&
          !s.conditions.has('discretion'),
      ),
  ),
  safe(
    'own-loan-interest',
    STANDARD,
    '특약사항(보증금 반환 보증과 전세자금대출)',
    '임차인 대출의 이자',
    '임차인이 받은 전세자금대출의 이자를 임차인이 내는 것은 자기 비용을 자기가 내는 약정입니다.',
    (r) =>
      /전세\s?(자금\s?)?대출|임차인(이 받은|의|명의의?) 대출/u.test(r.text) &&
      /이자/u.test(r.text) &&
      !/임대인(의|이 받은|명의)[^.]{0,6}(대출|이자)/u.test(r.text) &&
      // Not the cost of the landlord's late return, waived ("반환이 늦어져 … 이자 … 청구하지 아니한다").
      !/(반환|지급)(이)? ?(늦|지연|지체)|청구하지 (않|아니)|청구할 수 없/u.test(r.text),
  ),
  safe(
    'tenant-removes-own',
    CIVIL,
    '제615조',
    '임차인 설치물의 철거',
    '민법 제615조대로 임차인이 단 물건을 계약이 끝날 때 떼어 가는 조항입니다.',
    (r) =>
      /(설치한|단|붙인|들인|가져온)[^.]{0,40}(떼어|떼 ?간|떼고|뗀다|떼 ?낸|철거|가져간|가져가)/u.test(r.text) &&
      // At the tenant's cost is the tenant's own fixture's removal and the place it leaves ("그 자리를 원상회복").
      !r.segments.some(
        (s) =>
          (s.acts.has('waive') || s.acts.has('bear')) &&
          !installedByTenant(s.text) &&
          !(installedByTenant(r.text) && /그 (자리|부분|흔적)|설치(로|한 곳)/u.test(s.text)),
      ),
  ),
  {
    ...safe(
      'lease-survives-sale',
      HLPA,
      '제3조',
      '매매 후에도 계약 유지',
      '주택임대차보호법 제3조 제4항대로 집이 팔려도 새 소유자가 임대인의 지위를 이어받는 조항입니다.',
      (r) =>
        /팔|매매|매도|매각|증여|소유자가 바뀌|소유권|(새|신규)\s?(집주인|주인|소유자|임대인)|매수인|양수인|(주택|건물|집|부동산)을? 양도/u.test(
          r.text,
        ) &&
        (/승계|이어받|넘겨\s?받|그대로 유지|이어진다|(그대로|새 (주인|소유자)에게) 이어지(며|고)|효력이 (있|유지)|대항할 수 있|그대로 대항/u.test(
          r.text,
        ) ||
          // The lease handed on as it stands ("이 계약 그대로 넘어감", "임대인 지위를 인계한다").
          /(계약|임대차|임대인(의)? ?지위)[^.]{0,20}(넘어가|넘어감|넘어간|넘긴|넘김|넘겨|인계)/u.test(r.text) ||
          // The buyer assuming the deposit's return ("새 소유자가 보증금 반환채무를 인수하는 조건으로").
          /(반환\s?(채무|의무)|임대인(의)? ?지위)(를|을)? ?인수(하는|한다|하기로|하며|하고)/u.test(r.text) ||
          // The stay kept to the end whatever the sale ("매매가 되더라도 … 만료일까지 거주할 수 있다").
          /(만료일?|만기일?|종료일|계약\s?기간)[^.]{0,8}(까지|동안)[^.]{0,12}(거주|살|사용|머무)[^.]{0,8}(수 있|보장)/u.test(
            r.text,
          )) &&
        !r.segments.some(
          (s) =>
            (isNegated(s) && !RIGHTS_UNTOUCHED.test(s.text) && !SPARED_EVICTION.test(s.text)) ||
            (s.topics.has('moveOut') && !isNegated(s)) ||
            // The sale's costs put on the tenant ("승계하는 데 드는 … 비용은 임차인이 부담") are no lease kept.
            (s.bound === 'TENANT' && s.acts.has('bear') && /임차인/u.test(s.text) && !isNegated(s)),
        ),
    ),
    about: 'saleOrLoan',
  },
  safe(
    'renewal-intent-notice',
    HLPA,
    '제6조',
    '갱신 의사의 통지',
    '주택임대차보호법 제6조의 기간 안에 갱신할지 알리는 조항입니다.',
    (r) =>
      (/(갱신|재계약|연장|이사)\s?(여부|의사)/u.test(r.text) ||
        /(갱신|재계약|연장)(을)? 원하(면|시면|는 경우)/u.test(r.text)) &&
      /알린|알려|통지|말씀|연락/u.test(r.text) &&
      !r.segments.some((s) => isNegated(s)),
  ),
  safe(
    'rent-paid-after',
    CIVIL,
    '제633조',
    '차임 후불',
    '민법 제633조대로 차임을 매월 말에 후불로 내는 조항입니다.',
    (r) => /(월세|차임|임대료)/u.test(r.text) && /후불|말일/u.test(r.text) && !/미리|선불|선납|앞당겨/u.test(r.text),
  ),
  safe(
    'owner-costs-on-owner',
    CIVIL,
    '제618조',
    '소유자 비용은 임대인 부담',
    '민법 제618조대로 소유에 따른 세금·보험·대출 비용은 소유자인 임대인이 지는 조항입니다.',
    (r) =>
      /재산세|종합부동산세|종부세|세금|화재보험|대출 이자|(담보\s?)?대출(금)?의? ?(원리금|이자|원금)|대출(은|을)[^.]{0,12}(갚|상환)/u.test(
        r.text,
      ) &&
      anySegment(
        r,
        (s) => s.bound === 'LANDLORD' && /낸다|냅니다|내요|부담|납부|지급|상환|갚/u.test(s.text) && !isNegated(s),
      ),
  ),
  safe(
    'implied-renewal-exit-free',
    HLPA,
    '제6조의2',
    '묵시적 갱신 후 자유로운 해지',
    '주택임대차보호법 제6조의2대로 묵시적 갱신 뒤 임차인이 언제든 해지할 수 있고 불이익을 지지 않는 조항입니다.',
    (r) =>
      /묵시|자동(으로)?\s?(연장|갱신)/u.test(r.text) &&
      /해지|나가|나갈|나간|이사|끝내|끝낼/u.test(r.text) &&
      (r.segments.some((s) => s.acts.has('relieved')) ||
        /3개월 (후|뒤)|(석|세|3) ?달 (후|뒤|지나)|언제든(지)? 해지/u.test(r.text)),
    true,
  ),
];
