import { KEPT_OUT_OF_THE_FEE } from './clause-lexicon';
import {
  alterationNeedsConsent,
  AT_WILL,
  anySegment,
  bindsTenant,
  countsTwoTermsAsLaw,
  ENTRY_DENIED,
  installedByTenant,
  isNegated,
  negationProtects,
  refundsRepairFund,
  refusesRepairFundRefund,
  REQUEST_BARRED,
  TENANT_FINANCING,
  WEAR_LEFT_OUT,
  type ClauseSegment,
} from './clause-reading';
import { CIVIL, HLPA, STANDARD, type PrincipleRule } from './principle-rule.types';

// Entry at the landlord's will, or on any day (평소에도).
const ENTRY_AT_WILL = new RegExp(`${AT_WILL}|평소에도`, 'u');
// Entry said not to be kept to emergencies ("긴급한 경우에 한정되지 아니한다", "응급 상황에만 들어가는 것은 아니다"):
// at will beside them; the negation is what opens the door.
const NOT_KEPT_TO_EMERGENCIES =
  /(긴급|응급|비상)[^.]{0,12}(한정|국한|제한)(되지|하지|되는 것은|하는 것은) ?(않|아니)|(긴급|응급|비상)[^.]{0,12}(에만|만) [^.]{0,8}(것은|건|게) 아니|(긴급|응급|비상)[^.]{0,20}제한(은|을|이)? ?(두지 (않|아니)|하지 (않|아니)|없)/u;

const CONSENT_NOT_NEEDED =
  /(임차인|세입자|을)의 (동의|승낙)(를|을|가|는)? (요하지|필요로 하지|필요하지|구하지|받지) (않|아니)|(임차인|세입자|을)의 (동의|승낙)(는|이|가)? (필요 없|불필요)/u;

// The landlord's duties under 민법 (keep the home fit for use, take it back worn by ordinary use)
// and the priority of the deposit over later mortgages: clauses that move these onto the tenant.

// The door code or a key given to someone else (a broker, a buyer) or kept by the landlord: entry at will.
const OTHERS = '(부동산|중개|관리인|다른 사람|제3자|매수인|매수 희망자)';
// The tenant's answer not waited for ("임차인의 답을 기다리지 않는다"): the landlord's negation, the tenant's consent not asked.
const ENTRY_CONCEDED =
  /(들어와|들어가|들어오|출입하|출입해|방문해|방문하)(도|더라도|어도)\s[^.]{0,20}(이의|문제\s?삼|항의|거부|거절|민원)[^.]{0,10}(않|없|못)/u;
const NOT_WAITED_FOR = /(답|응답|회신|대답|답장|동의|허락)(을|를)? 기다리지 (않|아니)/u;

const CODE_HANDED_OUT = new RegExp(
  `(비밀번호|열쇠|마스터키|카드키)[^.]{0,20}${OTHERS}[^.]{0,8}(알려|넘겨|공유|제공)|${OTHERS}[가-힣]*(에게|에|한테) [^.]{0,12}(비밀번호|열쇠|마스터키)[^.]{0,10}(알려|넘겨|공유|제공)|` +
    '(비밀번호|열쇠|마스터키)[^.]{0,10}(임대인(이|도) (보관|가지|갖|알고|알아)|임대인에게 (알려|넘겨|제공))|임대인이 [^.]{0,12}(들어올|들어갈|출입할) 수 있(도록|게)[^.]{0,8}(비밀번호|열쇠|마스터키)[^.]{0,6}(알려|넘겨|공유|제공)',
  'u',
);

/** A predicate that puts ordinary wear, or the cost of restoring, on the tenant. */
/** The owner writing in the first person ("내 집이니까"): the one who enters is the landlord. */
// The one speaking owns the home, or holds its code or key ("제가 비번 아니까 먼저 들어가 있을게요").
const OWNER_SPEAKING =
  /(내|제|우리) 집(이니까|이라서|이니|인데)|(제가|내가) (비번|비밀번호|현관\s?번호|(여분|여벌|보조|예비)?\s?(열쇠|키))(를|을)? ?(아니까|알고 있|알아서|있으니|갖고 있)|(비번|비밀번호|현관\s?번호|(여분|여벌|보조|예비)\s?(열쇠|키))(은|는|도)? ?(저|제가|나|내가)(도|는)? ?(아니까|알고 있|알아서|갖고 있|가지고 있)/u;

const wearOnTenant = (s: ClauseSegment): boolean =>
  s.topics.has('normalWear') || /비용은 임차인|임차인 (부담|비용)|임차인의 비용/u.test(s.text);

// The tenant's say taken away: "임차인은 이를 거부할 수 없다", "세입자 동의 여부와 관계없이", "임차인이 동의하지 않아도".
const CONSENT_TAKEN_AWAY =
  /(임차인|세입자|을)(은|는|이|가|의)?[^.]{0,15}(거부|거절|반대)(하지 않|할 수 없|하지 못|하더라도|해도|와 관계없이|에도 불구)|(동의|승낙|허락|의사)\s?(여부|유무)?(와|에)?\s?(관계없이|상관없이|무관하게)|(동의|승낙|허락)(하지 않아도|하지 않더라도|가 없어도|가 없더라도| ?안 해도)/u;

/** Rules on mortgages, repairs, restoration, fees, entry and termination for arrears. */
// A count of late payments short of 민법 제640조's two: one period, one time, a single day.
const FEWER_THAN_TWO = /(1|한)\s?(기|번|회|차례|달)(라도|만|이라도)?|하루(라도|만)/u;

// Counting as arrears what is not: a month paid late but paid ("이미 늦게라도 낸 달도 1기로 센다", "7일 넘게 늦게 낸
// 경우에는 2기를 연체한 것으로 본다"), or another charge ("관리비를 한 달이라도 연체하면 차임 2기 연체와 같은 것으로 본다").
const DEEMED_ARREARS =
  /늦게라도 (낸|납부한|지급한|입금한)|(1기|2기|두 달|2개월)(분)?(를|을)? ?연체한 (것|걸)(으로|로) (본다|보며|보고|보아|간주|친다)|(1기|2기|연체)(로|으로) (센다|세며|세고|본다|보며|보고|보아|간주|계산한다)|(관리비|공과금|사용료|주차비)[^.]{0,30}(연체|밀리|미납)[^.]{0,30}(2기|차임) ?(연체)?(와|과|로)? ?(같은|동일한) (것|연체)(으로|로)/u;

// Consumables (the tenant's) said to include main equipment: the boiler, pipes, heating.
const CONSUMABLES_TAKE_IN_MAIN =
  /(소모품|소모성\s?부품|(경미한|간단한|소규모) 수리)(에는|에|은|는|의 범위에는|이란|란|으로)(?:(?!아닌|제외|빼고|외의)[^.]){0,40}(보일러|배관|온수|난방|누수|급수|수도관)(?:(?!아닌|제외|빼고|외의|아니)[^.]){0,30}(포함(?!되지|하지|시키지| ?안)|들어간|들어감|해당(?!하지|되지| ?안)|본다|말한다|말함|뜻한다)/u;

// The tenant's silence or absence as a condition ("임차인 응답이 없거나 집에 없더라도"): whoever then enters is not the tenant.
const TENANT_SILENT_OR_AWAY =
  /(임차인|세입자)(이|가|의)?\s?(응답|답|회신|대답|답장)?(이|을)?\s?[^.]{0,8}(없더라도|않더라도|없거나|않거나|없어도|않아도)/u;

// The tenant asking or wishing it ("세입자가 원해서", "임차인이 열쇠를 잃어버려 요청하면"); not the landlord's wish after the
// tenant's refusal ("임차인이 동의하지 않아도 임대인이 원하면").
const TENANT_ASKED =
  /(임차인|세입자)(이|가|의)? ?(?:(?!임대인|집주인|주인)[^.]){0,15}(원해서|원하여|원하면|원할 경우|요청하면|요청하여|요청해서|요청으로|요청에 따라|부탁으로|부탁해서|부탁하면|(요청|부탁)이 있(을|는|으면))/u;

// Late payments counted, however soon paid ("지급일을 3회 이상 넘긴 사실이 있으면 연체액과 관계없이").
const LATE_PAYMENTS_COUNTED =
  /(지급일|납부일|납기일?|기한|날짜)(을|를)?\s?[^.]{0,6}(\d|두|세|네|다섯)\s?(회|번|차례)\s?(이상)?\s?(넘긴|넘기|어긴|어기|지나)|(\d|두|세|네|다섯)\s?(회|번|차례)\s?(이상)?\s?(늦게|늦은|지연)/u;

// One period's rent unpaid as a ground in its own right, beside the law's two ("… 연체하거나, … 1회분 차임을 납부하지
// 아니한 때").
// One period said not to be enough ("1회 미납만으로는 해지하지 않는다").
const ONE_PERIOD_DENIED = /만으로(는|은)?\s?[^.]{0,10}(해지|해제|퇴거)(하지|할 수|시키지) (않|없|아니|못)/u;
const ONE_PERIOD_AS_ALTERNATIVE =
  /(거나|또는|혹은)[^.]{0,40}(1|한)\s?(기|회|번|차례|달)(분|치)?(의)?\s?(차임|월세)?(을|를)?\s?[^.]{0,12}(연체|미납|밀리|(지급|납부|입금)하지 (않|아니)|내지 (않|아니))/u;

// Taken over as it stands: "지금 상태 그대로", "있는 그대로", "현 상태로".
const AS_IS = /(지금|현재|현)\s?상태\s?(그대로|대로|로)|있는 그대로/u;
// A repair or replacement not to be asked for when something breaks.
const REPAIR_NOT_ASKED =
  /(고장|하자|문제)(이|가)?\s?[^.]{0,8}(나도|생겨도|있어도|생기더라도|나더라도)[^.]{0,25}(바꿔|고쳐|수리해|교체해)\s?(달라고|주라고)?\s?(하지|요구하지|요청하지|청구하지) (않|아니|못)/u;

const CONSENT_NOT_TAKEN = /(동의|허락|승낙)(를|을|는|은)? (얻지|받지) (않|아니)/u;
const WHEN_NEEDED =
  /필요\s?(시|할 때|하면|하다고 (보|판단)하면)[^.]{0,12}(출입|들어가|들어올|방문)[^.]{0,6}(수 있|한다|해도)/u;

export const LANDLORD_DUTY_RULES: readonly PrincipleRule[] = [
  {
    id: 'loan-support-refused',
    severity: 'CAUTION',
    basis: { source: STANDARD, article: '특약사항(보증금 반환 보증과 전세자금대출)' },
    name: '전세대출·보증 가입 비협조',
    why: '표준계약서 특약 예시처럼 임대인은 임차인의 전세자금대출과 보증금 반환보증 가입에 협조하는 것이 보통입니다. 서류 작성이나 가입을 막으면 임차인은 보증금을 지킬 수단을 잃고 자금 마련도 어려워집니다.',
    advice: '대출·보증 가입에 필요한 서류 협조를 약속받고, 가입이 안 되면 계약금을 돌려받고 해제할 수 있게 하세요.',
    applies: (r) =>
      TENANT_FINANCING.test(r.text) &&
      (anySegment(
        r,
        (s) =>
          s.bound === 'LANDLORD' &&
          isNegated(s) &&
          /협조|서류|서명|확인서|승낙서|써 ?(드리|주)|동의|승낙|응하/u.test(s.text) &&
          // The landlord barred from asking the tenant for a paper ("무상거주확인서를 써 달라고 하지 않는다").
          !REQUEST_BARRED.test(s.text),
      ) ||
        // The tenant's guarantee made to wait for the landlord's consent ("보증보험 가입은 임대인의 사전 동의를
        // 받은 경우에만 할 수 있다"): his to refuse.
        anySegment(
          r,
          (s) =>
            /보증보험|보증 가입|반환\s?보증/u.test(s.text) &&
            /임대인(의|이)?\s?(사전\s?|서면\s?)?(동의|허락|승낙)(를|을)?\s?(받은|얻은) (경우에만|때에만|경우에 한)/u.test(
              s.text,
            ),
        ) ||
        anySegment(
          r,
          (s) =>
            bindsTenant(s) &&
            isNegated(s) &&
            /보증보험|보증 가입|반환보증|전세\s?(자금)?\s?대출/u.test(s.text) &&
            !/못하면|못할 경우|안 되면|거절되면/u.test(s.text),
        )),
  },
  {
    id: 'mortgage-consent',
    severity: 'DANGER',
    basis: { source: STANDARD, article: '특약사항(권리관계 유지)', pattern: '유형 21' },
    name: '근저당 설정 동의',
    why: '주택임대차보호법 제3조 제1항의 대항력은 전입신고 다음 날 생기고, 제3조의2의 우선변제 순위도 그때부터입니다. 그 전이나 입주 뒤에 새로 설정되는 근저당은 보증금보다 먼저 배당되어, 경매 때 보증금을 잃을 수 있습니다.',
    advice: '"임대인은 계약기간 동안 근저당 등 담보권을 새로 설정하지 않는다"로 고치세요.',
    applies: (r) =>
      (/(추가|새로|신규|입주 후)(로)?\s?(대출|근저당|담보|융자)[^.]{0,30}(OK|가능|허용|동의(?!\s?(가|를|을)?\s?(필요|받|얻|없이|있어야))|괜찮|무방|받을 수)/u.test(
        r.text,
      ) &&
        // Not the tenant's own loan ("임차인이 새로 대출을 받아 잔금을 치르는 것은 가능").
        !/임차인(이|은|의)\s?(새로|추가로)?\s?(전세\s?)?대출/u.test(r.text) &&
        !r.segments.some((s) => s.bound === 'LANDLORD' && isNegated(s))) ||
      (!(
        // The mortgage already there, not the contract's earlier terms ("기존 특약 제2항은 삭제하고").
        /기존(?!\s?(특약|계약|조항|조건))|이미 설정|현재 설정|설정되어 있|선순위/u.test(r.text) &&
        !/(추가|새로|신규|향후|앞으로|다시|더)\s?[^.]{0,12}(근저당|저당|대출|담보|융자|설정)|변경|증액/u.test(r.text)
      ) &&
        (anySegment(
          r,
          (s) =>
            s.topics.has('mortgage') &&
            !s.topics.has('discharge') &&
            // The tenant's consent declared not needed ("임차인의 동의를 요하지 아니한다").
            (CONSENT_NOT_NEEDED.test(s.text) ||
              (bindsTenant(s) &&
                (s.acts.has('consent') ||
                  s.acts.has('waive') ||
                  (/협조|무상\s?거주/u.test(s.text) && !isNegated(s)))) ||
              (s.bound === 'LANDLORD' &&
                s.acts.has('may') &&
                !isNegated(s) &&
                // Only with the tenant's consent each time: the tenant keeps a veto, not a consent given in advance.
                !/(임차인|을)의 (서면\s?)?(동의|승낙)(를|을)? (받은|얻은) (경우|때)에?(만|에 한하여)/u.test(s.text))),
        ) ||
          // The mortgage in the landlord's predicate, the tenant's consent in a later one ("… 담보로 제공하는
          // 경우, 임차인은 이에 미리 동의하며").
          r.segments.some(
            (s, i) =>
              s.topics.has('mortgage') &&
              !s.topics.has('discharge') &&
              s.bound !== 'TENANT' &&
              !isNegated(s) &&
              r.segments.slice(i + 1).some(
                (t) =>
                  t.bound === 'TENANT' &&
                  t.acts.has('consent') &&
                  !isNegated(t) &&
                  // The consent points back at it (이에, 이를, 위 …), not at some other term.
                  /이에|이를|그에|그것에|위 |(이|그)\s?점/u.test(t.text),
              ),
          ))),
  },
  {
    id: 'discharge-deferred',
    severity: 'DANGER',
    basis: { source: STANDARD, article: '특약사항(권리관계 유지)', pattern: '유형 22' },
    name: '선순위 근저당 말소 연기',
    why: '말소되지 않은 선순위 근저당은 경매에서 보증금보다 먼저 배당됩니다(주택임대차보호법 제3조의2). 말소 시기를 임대인 형편에 맡기면 그 위험이 계약 내내 남습니다.',
    advice: '"임대인은 잔금 지급과 동시에 기존 근저당을 말소한다"로 날짜를 못 박으세요.',
    applies: (r) =>
      (anySegment(r, (s) => s.topics.has('mortgage') && (s.topics.has('discharge') || /정리/u.test(s.text))) ||
        (/말소/u.test(r.text) && r.segments.some((s) => s.topics.has('mortgage')))) &&
      /여유|형편|여건|사정|추후|나중|가능할 때|할 수 있을 때|임의|임대인이 (정하|정한|정해)|언제 (갚|말소|상환)|팔릴 때|팔리면|매각 (시|때)|매도 (시|때)|재촉하지|요구하지 (않|아니)|적당한 (시기|때)|적절한 (시기|때)|만기 전|(말소|정리)(할지)?\s?(시기|시점|여부|날짜|일정)?(는|은|를)?\s[^.]{0,10}(판단|재량|결정|마음대로|뜻대로)|(말소|정리|상환)할지\s?(여부|말지)/u.test(
        r.text,
      ) &&
      (!r.segments.some((s) => s.conditions.has('onEndDate')) ||
        // The day promised, then its slipping left to the landlord ("잔금과 동시에 말소하기로 하되, 늦어지는 경우
        // 그 말소 시기는 임대인이 정한다"): the promise holds only as long as he likes.
        r.segments.some(
          (s) =>
            !s.conditions.has('onEndDate') &&
            /늦어지|지연|못하는 경우|어려운 경우|어려우면|어렵다면|힘들면|못 ?하면|안 ?되면/u.test(s.text) &&
            /(시기|날짜|일자|때)(는|를|은)? ?임대인(이|의)? ?(정한|정하|정해|결정|판단|재량)/u.test(s.text),
        )),
  },
  {
    id: 'major-repair-shift',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제623조', pattern: '유형 11' },
    name: '주요 설비·구조 수선의 임차인 전가',
    why: '민법 제623조는 임대인에게 집을 사용할 수 있는 상태로 유지할 의무를 지웁니다. 보일러·배관·누수·구조 같은 주요 설비의 수선을 임차인에게 넘기는 약정은 이 의무를 뒤집습니다(표준계약서 제4조).',
    advice:
      '주요 설비의 노후·고장 수리는 임대인이, 소모품과 임차인 과실로 인한 고장만 임차인이 부담한다고 적게 하세요.',
    // Tolerating the landlord's own repair work (제624조: 협조, 응한다) shifts nothing unless the cost comes with it.
    applies: (r) => {
      const noFault = !r.segments.some((s) => s.topics.has('fault'));
      // The cost of the work on the tenant is the shift even when the landlord does the work ("임대인이 수리한다. 다만, 그 비용은 임차인이 부담한다").
      const shifted = r.segments.some(
        (s, i) =>
          (s.topics.has('majorRepair') ||
            (i > 0 &&
              r.segments
                .slice(0, i)
                .some(
                  (p) =>
                    p.topics.has('majorRepair') &&
                    (p.bound !== 'LANDLORD' ||
                      (s.acts.has('bear') && /비용|수리비|출장비|부품(값|비|대)|공임|인건비|수리 대금/u.test(s.text))),
                ))) &&
          s.bound === 'TENANT' &&
          (s.acts.has('bear') || (s.acts.has('repair') && !/협조|응한다|인용/u.test(s.text))) &&
          // The repair fund (장기수선충당금) paid with 관리비 is money the owner refunds, read by its own rule.
          !s.topics.has('repairFund') &&
          // A cost the tenant paid and the rent then pays back (월세에서 빼 준다) is reimbursed (제626조), not shifted;
          // said in the repair's predicate or the one after it ("… 임차인이 고치고 그 수리비를 월세에서 뺀다").
          !/(월세|차임|임대료)에서 (뺀|빼|공제|차감)/u.test(`${s.text} ${r.segments[i + 1]?.text ?? ''}`) &&
          !isNegated(s) &&
          !s.topics.has('minorRepair') &&
          // The cost left to another article or the law ("그 수선 비용은 본 계약 제4조가 정하는 바에 따른다") shifts nothing itself.
          !/(조|법|법령)(가|이|에서)? ?정하는 바에 따른|(조|법|법령)에 따른다/u.test(s.text) &&
          !alterationNeedsConsent(s.text),
      );
      // The landlord refusing to repair main equipment, or any repair at all, leaves it to the tenant.
      const refused = r.segments.some(
        (s) =>
          s.bound === 'LANDLORD' &&
          s.acts.has('repair') &&
          // The repair itself refused, not a cost of it waived ("교체 비용을 청구하지 않으며 … 고친다"), nor the
          // tenant's request not refused ("… 이유로 임차인의 수리 요청을 거절하지 않는다").
          ((isNegated(s) &&
            !/(비|비용|대금|값)(을|를)? [^.]{0,12}(청구|요구|받)(하)?지 (않|아니)/u.test(s.text) &&
            !/(요청|요구|신청)(을|를)? (거절|거부|무시)(하)?지 (않|아니)|(거절|거부)할 수 없/u.test(s.text)) ||
            (s.acts.has('relieved') && /(수리|수선)[^.]{0,6}(의무|책임)/u.test(s.text))) &&
          !s.topics.has('minorRepair') &&
          // Repairs before moving in refused is a home taken as it is (CAUTION), not the duty during the lease.
          !/입주\s?(전|前|하기 전)(에)?\s?(수리|보수)/u.test(s.text) &&
          (s.topics.has('majorRepair') ||
            /수리 요청|어떠한 수리|모든 수리|수리를? (해 주지|해주지|하지)|고쳐 ?주지|안 고쳐/u.test(s.text)),
      );
      // The tenant's consumables defined to take in main equipment ("소모품에는 보일러 본체와 급수 배관을 포함한다").
      const widened =
        CONSUMABLES_TAKE_IN_MAIN.test(r.text) &&
        r.segments.some(
          (s) =>
            s.topics.has('minorRepair') &&
            s.bound === 'TENANT' &&
            (s.acts.has('bear') || s.acts.has('repair')) &&
            !isNegated(s),
        );
      return noFault && (shifted || refused || widened);
    },
  },
  {
    id: 'repair-claim-waiver',
    severity: 'CAUTION',
    basis: { source: CIVIL, article: '제623조', pattern: '유형 29' },
    name: '수선 청구 포기',
    why: '민법 제623조에 따라 집의 하자는 임대인이 고쳐야 하고, 임차인이 고쳤다면 필요비를 청구할 수 있습니다(제626조). 수리를 요구하지 못하게 하는 약정은 그 부담을 임차인에게 넘깁니다.',
    advice: '하자 수리를 임대인에게 청구할 수 있게 하고, 면책 문구는 삭제하세요.',
    // Money the tenant spent is 제626조's (필요비·유익비), read by its own rule.
    applies: (r) =>
      (!/비용|수리비|개량비|들인|유익비|필요비/u.test(r.text) &&
        anySegment(
          r,
          (s) => (s.topics.has('majorRepair') || s.acts.has('repair')) && bindsTenant(s) && s.acts.has('waive'),
        )) ||
      // Taken as it is, and no repair asked for when it breaks ("지금 상태 그대로 넘겨받으며, 고장이 나도 … 바꿔 달라고
      // 하지 않는다"): a waiver of complaint about defects.
      (AS_IS.test(r.text) && REPAIR_NOT_ASKED.test(r.text)),
  },
  {
    id: 'ordinary-wear-restoration',
    severity: 'CAUTION',
    basis: { source: STANDARD, article: '제9조', pattern: '유형 26' },
    name: '통상 손모까지 원상복구',
    why: '원상회복 의무(민법 제615조·제654조)는 임차인이 더한 손상에 대한 것이고, 표준계약서 제9조도 시설의 노후화나 통상 생길 수 있는 파손은 원상복구에 들지 않는다고 정합니다. 사용 기간과 관계없이 새로 도배·교체하게 하는 약정은 임대인 몫을 떠넘깁니다.',
    advice: '"임차인의 고의·과실로 인한 파손만 원상복구한다(통상의 손모 제외)"로 고치세요.',
    // Read on the whole clause: "몇 년을 살았든" and "벽지를 새로 발라" may sit in different predicates.
    // A part on the tenant's own damage (과실) vouches only for itself: another part may still take ordinary wear.
    applies: (r) =>
      !WEAR_LEFT_OUT.test(r.text) &&
      !/(마모|손모|노후|훼손|생활\s?기스)[^.]{0,30}(는|은)? ?(제외|빼고|포함하지 않|책임지지 않|대상(이)? 아(님|니))|(마모|손모|생활\s?기스)[^.]{0,12}(원상\s?(복구|회복))\s?(X|x|✕|안 ?함|없음|안 ?해도)/u.test(
        r.text,
      ) &&
      !r.segments.some((s) => s.acts.has('relieved')) &&
      anySegment(
        r,
        (s) =>
          s.topics.has('restoration') &&
          bindsTenant(s) &&
          !isNegated(s) &&
          !s.topics.has('fault') &&
          !installedByTenant(s.text) &&
          // "… 임차인이 붙인 선반은 떼어 내고 그 자리를 원상회복한다": the place of the tenant's own fixture.
          !(installedByTenant(r.text) && /그 (자리|부분|흔적)|설치(로|한 곳)/u.test(s.text)) &&
          (wearOnTenant(s) || (!r.segments.some((t) => t.topics.has('fault')) && r.segments.some(wearOnTenant))),
      ),
  },
  {
    id: 'brokerage-shift',
    severity: 'CAUTION',
    basis: { source: STANDARD, article: '제12조', pattern: '유형 28' },
    name: '임대인 몫 중개보수 전가',
    why: '표준계약서 제12조는 중개보수를 임대인과 임차인이 각각 부담한다고 정합니다. 임대인 몫까지 임차인에게 지우는 약정은 공정하지 않습니다.',
    advice: '중개보수는 각자 부담으로 고치세요.',
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('brokerage') &&
          // Bound by the topic "임대인 몫까지" read first, the tenant named as the one who pays ("… 임차인이 전액 부담").
          (bindsTenant(s) || /임차인(이|은|가)\s?(전액|모두|다)?\s?(부담|지급|낸다|내기로)/u.test(s.text)) &&
          /임대인 (몫|부담분|측)|양측|쌍방|전액|모두/u.test(s.text),
      ),
  },
  {
    id: 'repair-fund-on-tenant',
    severity: 'CAUTION',
    basis: { source: STANDARD, article: '제10조' },
    name: '장기수선충당금의 임차인 부담',
    why: '장기수선충당금은 건물의 주요 시설을 바꾸기 위해 소유자가 적립하는 돈입니다. 관리비에 포함해 임차인이 냈더라도 표준계약서 제10조에 따라 계약이 끝날 때 소유자(또는 관리주체)에게 돌려 달라고 청구할 수 있습니다.',
    advice: '장기수선충당금은 퇴거 때 정산해 돌려받는다고 적게 하세요.',
    applies: (r) =>
      // The refund refused, or the fund put on the tenant with no refund said.
      refusesRepairFundRefund(r.text) ||
      (anySegment(
        r,
        (s) =>
          s.topics.has('repairFund') &&
          bindsTenant(s) &&
          (s.acts.has('bear') || /(낸다|내고|내며|내기로|납부|지불)/u.test(s.text)) &&
          !isNegated(s),
      ) &&
        !/장기\s?수선\s?충당금[^.]{0,40}(반환|돌려|정산|청구할 수 있)/u.test(r.text) &&
        !refundsRepairFund(r.text)),
  },
  {
    id: 'management-fee-discretion',
    severity: 'CAUTION',
    basis: { source: STANDARD, article: '제1조', pattern: '유형 27' },
    name: '관리비의 임의 결정',
    why: '표준계약서 제1조는 관리비의 총액과 항목 또는 산정방식을 계약서에 적게 합니다. 임대인이 마음대로 정하거나 바꿀 수 있는 관리비는 숨은 차임 인상이 될 수 있습니다(주택임대차보호법 제7조).',
    advice: '관리비의 금액·항목·산정방식을 계약서에 적고, 바꿀 때는 근거를 받게 하세요.',
    // Utilities billed at a figure the landlord sets are the same hidden rent; so is a fee whose items are withheld.
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          (s.topics.has('managementFee') || /(수도|전기|가스)\s?(요금|료)|공과금/u.test(s.text)) &&
          // The landlord promising not to add items or raise the fee at will ("항목을 새로 만들거나 … 올리지 않으며").
          !(
            s.bound === 'LANDLORD' &&
            isNegated(s) &&
            /(만들|올리|인상하|변경하|추가하)(거나|지)[^.]{0,12}(않|아니)/u.test(s.text)
          ) &&
          (s.conditions.has('discretion') ||
            (/변경|인상|조정/u.test(s.text) && s.acts.has('may')) ||
            /임대인이 정한/u.test(s.text) ||
            // Items withheld ("내역은 알려주지 않는다"), not a cost kept out of the fee ("이주비 이자는 관리비에 포함하지 않는다").
            (/내역|항목|포함/u.test(r.text) && isNegated(s) && !KEPT_OUT_OF_THE_FEE.test(s.text))),
      ) ||
      // The fee in one part, the landlord's change of it at will in the next ("물가에 따라 임대인이 수시 조정 가능").
      (r.segments.some((s) => s.topics.has('managementFee')) &&
        anySegment(
          r,
          (s) =>
            // The landlord the subject, or the change left to his judgement ("단 임대인 판단으로 … 바꿀 수 있고").
            (s.bound === 'LANDLORD' ||
              (s.bound === null &&
                /임대인(의)?\s?(판단|재량|결정|마음대로)|임대인이 [^.]{0,12}(판단|결정)하(면|는)/u.test(s.text))) &&
            !s.topics.has('managementFee') &&
            // Nothing else named as what changes (월세, 보증금): the fee before it is.
            !/월세|차임|보증금|임대료|전세금/u.test(s.text) &&
            /조정|인상|변경|올릴|올린다|바꿀|바꾼|바꿔|추가할|추가한다|추가하여/u.test(s.text) &&
            (s.acts.has('may') || /가능/u.test(s.text) || s.conditions.has('discretion')) &&
            !isNegated(s),
        )),
  },
  {
    id: 'blanket-waiver',
    severity: 'CAUTION',
    basis: { source: HLPA, article: '제10조', pattern: '유형 30' },
    name: '포괄적 권리 포기',
    why: '주택임대차보호법 제10조(민법 제652조)는 법에 어긋나 임차인에게 불리한 약정을 무효로 합니다. 어떠한 이의·청구도 하지 않는다는 포괄적 포기는 법이 보장하는 권리까지 막으려는 문구입니다.',
    advice: '포기하는 권리가 무엇인지 구체적으로 적게 하고, 포괄적 포기 문구는 삭제하세요.',
    // Giving up the courts or 분쟁조정 is a blanket waiver however plainly it is worded.
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          bindsTenant(s) &&
          !negationProtects(s) &&
          ((/어떠한|일체|모든|어떤/u.test(s.text) &&
            (s.acts.has('waive') || (s.topics.has('lawsuit') && isNegated(s)))) ||
            (/분쟁\s?조정|조정\s?(신청|위원회)|소송|고소|경찰|구청/u.test(s.text) && isNegated(s))),
      ) ||
      // A term declared valid against the law claims what 제10조 denies it.
      /(법|법령|법률)[^.]{0,12}(다르더라도|어긋나더라도|관계없이|상관없이|보다 우선)/u.test(r.text),
  },
  {
    id: 'disclosure-refused',
    severity: 'CAUTION',
    basis: { source: HLPA, article: '제3조의7', pattern: '유형 36' },
    name: '임대인 정보 제시 거부',
    why: '주택임대차보호법 제3조의7은 임대인이 계약할 때 선순위 확정일자·보증금 정보와 납세증명서를 임차인에게 제시하게 합니다. 이를 면제하면 임차인은 보증금을 돌려받을 수 있을지 판단할 근거를 잃습니다.',
    advice: '계약 전에 납세증명서와 선순위 임대차 정보를 받아 보세요. 면제 문구는 삭제를 요구하세요.',
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          s.bound === 'LANDLORD' &&
          (s.acts.has('relieved') || isNegated(s)) &&
          /정보|납세|체납|세금|확정일자 (부여|현황|열람)|선순위|등기부/u.test(s.text) &&
          (s.acts.has('relieved') || /제시|보여|교부|열람|알리|알려|동의|공개|설명/u.test(s.text)),
      ) ||
      // The tenant giving up asking for them is the same.
      anySegment(
        r,
        (s) =>
          bindsTenant(s) &&
          isNegated(s) &&
          /정보|자료|납세|체납|미납\s?세금|선순위|등기부/u.test(s.text) &&
          /요구|요청|강요|제출|열람|확인/u.test(s.text),
      ) ||
      /정보[^.]{0,8}(제공|제시)[^.]{0,6}(은|는)? ?임대인 (재량|판단|임의)/u.test(r.text) ||
      // Left out by agreement ("지방세 납세증명서는 … 제시를 생략하기로 한다"): not shown, whatever the reason given.
      /(납세|체납|선순위|확정일자)[^.]{0,40}(제시|교부|제공|열람)(를|을)?\s?(생략|면제)/u.test(r.text) ||
      // Whoever the sentence names, the other units' deposits (제3조의7's 선순위 보증금) kept from the tenant.
      /(다른|타)\s?(호실|호|세대|방|세입자|임차인)[^.]{0,20}(보증금|전세금)[^.]{0,25}(알려\s?(드릴|줄) 수 없|알려\s?(드리|주)지 (않|아니)|공개하지 (않|아니)|공개할 수 없|비공개|(자료|서류|증빙) 없이[^.]{0,15}(갈음|대신|대체)|말로만|(서류|자료)(는|를|은)? (보여|제시|교부)(하지|해 주지|주지|드리지) (않|아니))/u.test(
        r.text,
      ) ||
      // Asked for, and the landlord let refuse ("보여 달라고 해도 … 거절할 수 있다"): not shown when it counts.
      /(납세|체납|세금|선순위|확정일자|정보)[^.]{0,30}(달라고|요구|요청)[^.]{0,6}(해도|하더라도|하여도)[^.]{0,30}(거절|거부)(할 수 있|해도 된|가능)/u.test(
        r.text,
      ),
  },
  {
    id: 'landlord-exempted',
    severity: 'CAUTION',
    basis: { source: CIVIL, article: '제623조', pattern: '유형 29' },
    name: '임대인의 의무 면제',
    why: '민법 제623조는 임대인에게 집을 쓸 수 있는 상태로 유지할 의무를 지우고, 하자가 있으면 임차인은 수리·필요비 상환·차임 감액을 청구할 수 있습니다(제626조·제627조). 임대인의 책임을 면제하는 약정은 그 부담을 임차인에게 넘깁니다.',
    advice: '임대인이 면제받는 책임이 무엇인지 확인하고, 수선·하자 책임을 면제하는 문구는 삭제를 요구하세요.',
    // Not the landlord putting no cost on the tenant ("을에게 부담시키지 아니한다"): that relieves the tenant.
    applies: (r) =>
      anySegment(
        r,
        (s) =>
          s.bound === 'LANDLORD' &&
          s.acts.has('relieved') &&
          !/(임차인|을)에게[^.]{0,12}부담시키지 (않|아니)/u.test(s.text),
      ),
  },
  {
    id: 'entry-at-will',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제623조', pattern: '유형 17' },
    name: '임대인의 임의 출입',
    why: '임대인은 임차인이 집을 평온하게 쓰게 할 의무가 있고(민법 제623조), 보존에 필요한 행위도 임차인과 협의해야 합니다(제624조). 동의 없는 출입은 주거침입이 될 수 있습니다.',
    advice: '출입은 사전에 일정을 협의하고 임차인 동의를 받아서만 한다고 고치세요.',
    // The condition may sit in an earlier predicate ("알리지 않고 … 들어갈 수 있다"): read it on the whole clause.
    applies: (r) => {
      // Consent deemed given in advance (미리 승낙한 것으로 본다) is no consent asked.
      // Consent or notice deemed given (미리 승낙한 것으로 본다, 연락이 닿지 않으면 연락한 것으로 본다) is none given.
      const deemed =
        /(미리|사전에) (승낙|동의|허락)한 것으로 (본다|간주)|(연락|통지|통보|승낙|동의|허락)(한|받은) 것으로 (보고|본다|간주)/u.test(
          r.text,
        );
      // Notice or consent said to be skipped (사전 통보 없이, 알리지 않고) is none given, whatever the rule before it.
      // Not when the landlord's own promise names it: "동의 없이 출입하지 않는다".
      // The tenant not reached ("연락이 닿지 않을 경우", "전화를 받지 않으면"), or not waited for, is consent not given, not consent waived by an
      // emergency.
      // Or the entry itself denied before another promise ("동의 없이 방에 들어가지 않고, 점검은 미리 연락해서 …").
      const endsInNegation = (s: ClauseSegment | undefined): boolean =>
        s !== undefined &&
        isNegated(s) &&
        /(않는다|않기로 한다|못한다|않으며|수 없다|수 없으며)\.?\s*$|(들어가|들어오|출입하|방문하|입실하)지 (않|아니하)고,?\s*$/u.test(
          s.text,
        );
      // Part i ends in 고 and the part after it in a negation ("비번 누르고 / 들어가지 않는다"): one chain, negated.
      const chainEndsInNegation = (i: number): boolean =>
        /고,?\s*$/u.test(r.segments[i]?.text ?? '') && endsInNegation(r.segments[i + 1]);
      const withoutNotice =
        r.segments.some(
          (s, i) =>
            // "허락 없이 비번 누르고 들어가지 않는다": the negation at the chain's end covers its first verb —
            // when the chain is one party's; "… 확인할 수 있고 임차인은 거부하지 못한다" is another's verb.
            !(chainEndsInNegation(i) && r.segments[i + 1]?.bound === s.bound) &&
            /(사전|미리)?\s?(통보|통지|연락|동의|고지|허락|승낙)\s?(없이|하지 않고|않고)|(동의|허락|승낙)(를|을|는|은)? (얻지|받지) (않고|아니하고|않는다|않음)|(말씀|연락|얘기|통보|통지)(은|는)? (나중에|사후에|들어간 (뒤|후)에?)|예고 없이|알리지 않고|(답|응답|회신|대답|답장)(이|을)? ?(없|하지 않|안 ?하|주지 않)[가-힣]{0,3}(더라도|어도|아도|거나)|(연락|통화)(이|가)? ?(닿지|되지|안 되|안 닿) ?(않)?(을|는|으면|는다면)? ?(경우|때|시|면)?|(전화|문자|연락)(를|을)? (받지|확인하지) (않|못)(으면|는 경우|을 경우|을 때|더라도|아도)/u.test(
              s.text,
            ) &&
            // The landlord's sentence ends in the negation: "동의 없이 출입하지 않는다" (not "알리지 않고 출입할 수 있다");
            // or one naming no one that denies the entry itself ("긴급한 경우 외에는 동의 없이 세대에 들어가지 않는다"),
            // not a complaint ("동의 없이 들어와도 이의하지 않는다").
            // Consent said not to be taken ("세입자 동의는 받지 않는다") is no promise to keep out.
            !(
              s.bound === 'LANDLORD' &&
              (endsInNegation(s) || ENTRY_DENIED.test(s.text)) &&
              !CONSENT_NOT_TAKEN.test(s.text)
            ) &&
            !(s.bound === null && ENTRY_DENIED.test(s.text)),
        ) || NOT_WAITED_FOR.test(r.text);
      // Notice given, consent taken away ("통보 후 출입하며 임차인은 거부할 수 없다"): notice is not consent.
      // Not the law restated (제624조: no refusal without good reason, an emergency).
      const refusalBarred =
        CONSENT_TAKEN_AWAY.test(r.text) &&
        !/정당한 (사유|이유) 없이|보존\s?행위|긴급|응급|화재|가스 누출/u.test(r.text);
      // Notice said to be all it takes ("사전 통보만으로", "문자로 알리기만 하면"): notice, not consent.
      const noticeAlone =
        anySegment(
          r,
          (s) =>
            s.topics.has('entry') &&
            !isNegated(s) &&
            /(통보|통지|연락|고지|문자|카톡)(만으로|만 하면|만 하고|만 주면)|알리(기만|는 것만으로) ?(하면|하고|도)?/u.test(
              s.text,
            ),
        ) ||
        // … or the tenant's consent said not to be needed ("미리 알리고 들어올 수 있다(임차인 승낙 필요 없음)").
        (anySegment(r, (s) => s.topics.has('entry') && !isNegated(s)) &&
          /(승낙|동의|허락)(은|이|는)?\s?(필요\s?(없|X)|불필요|필요하지 (않|아니)|받지 않아도|받을 필요(가|는)? 없)/u.test(
            r.text,
          ));
      // Entry said not to be kept to emergencies ("긴급한 경우에 한정되지 아니한다"): at will beside them.
      const notOnlyEmergencies = anySegment(r, (s) => s.topics.has('entry') && NOT_KEPT_TO_EMERGENCIES.test(s.text));
      // Notice and "at any time" together ("통보 후 언제든"): the notice sets no limit.
      // Not at the tenant's call ("임차인이 원하면 언제든지 … 점검하러 방문한다").
      const anyTime = anySegment(
        r,
        (s) => s.topics.has('entry') && ENTRY_AT_WILL.test(s.text) && !TENANT_ASKED.test(s.text),
      );
      // Entry while the tenant is out, by the code or a key ("임차인 없어도 비번으로 들어갈 수 있음"): notice of it is
      // not the tenant's consent.
      const inAbsence = anySegment(
        r,
        (s) =>
          s.topics.has('entry') &&
          !/긴급|응급|화재|가스 누출|누수/u.test(r.text) &&
          !isNegated(s) &&
          // The door opened with the spare key because the tenant asked ("열쇠를 잃어버려 요청하면") is no entry at will.
          !TENANT_ASKED.test(s.text) &&
          /없어도|없더라도|없을 때(에)?도|없는 (시간|때|날)(에)?도|(임차인|세입자)(이|가)? (없으면|없을 때에?는?)|외출 중(이면|에는|일 때)|(도어락|현관)\s?번호로|부재\s?중에?도|부재\s?중이(?:더라도|어도|라도)|(입회|참석|참관|동석)\s?(없이|하지 않아도|하지 않더라도)|(재실|부재)\s?여부(와|에)?\s?(무관|관계없|상관없)|(임차인|세입자)\s?없이|비운 사이에?도|비번으로|비밀번호로|(여분|여벌|비상|스페어|보조|예비)\s?(키|열쇠)로/u.test(
            s.text,
          ),
      );
      if (
        !deemed &&
        !withoutNotice &&
        !refusalBarred &&
        !anyTime &&
        !noticeAlone &&
        !notOnlyEmergencies &&
        !inAbsence &&
        r.segments.some((s) => s.conditions.has('priorNotice'))
      )
        return false;
      const tenantAsked = TENANT_ASKED.test(r.text);
      // Not when the tenant may change the code the landlord knew ("입주 후 바꾸셔도 됩니다").
      // Nor a key the landlord keeps because the tenant asked ("세입자가 원해서 여벌 열쇠는 집주인이 갖고 있기로"): kept, not
      // used; entering with it at will is read by the rest of this rule.
      const codeHandedOut =
        CODE_HANDED_OUT.test(r.text) &&
        !/(바꾸|바꿔|변경하)(셔도|어도|해도|도|실 수)|(바꿀|변경할) 수 있/u.test(r.text) &&
        !tenantAsked &&
        !r.segments.some((s) => s.bound === 'LANDLORD' && isNegated(s));
      const enters =
        (deemed ||
          withoutNotice ||
          refusalBarred ||
          anyTime ||
          noticeAlone ||
          notOnlyEmergencies ||
          inAbsence ||
          // The tenant away is a condition, unless the door is opened because the tenant asked.
          (r.segments.some((s) => s.conditions.has('absentTenant')) && !tenantAsked) ||
          // Entry whenever the landlord needs, with no notice or consent in the clause ("필요 시 출입할 수 있다").
          anySegment(r, (s) => s.topics.has('entry') && WHEN_NEEDED.test(s.text) && !isNegated(s))) &&
        // A showing is read by its own rule, unless the landlord lets himself in for it by the code or a key —
        // not when the chain ends in a negation ("비번 열고 들어가지 않음").
        (!/보여|매수 희망자|집을 보러|집\s?보러|사진|촬영/u.test(r.text) ||
          r.segments.some(
            (s, i) =>
              /비번|비밀번호|(여분|비상|스페어|보조|마스터)\s?(키|열쇠)/u.test(s.text) &&
              !isNegated(s) &&
              !chainEndsInNegation(i),
          )) &&
        anySegment(
          r,
          (s) =>
            (s.bound === 'LANDLORD' ||
              ((s.bound !== 'TENANT' || /도 된다|도 무방/u.test(s.text)) &&
                // The buyer who will own the home is someone else too.
                (/임대인|관리인|중개|부동산|매수인|새\s?(집)?주인|새\s?소유자/u.test(r.text) ||
                  // Entry when the tenant is out is someone else's ("임차인이 외출 중이면 마음대로 들어가도 된다").
                  /(임차인|세입자)(이|가)? [^.]{0,12}(외출|부재|없으면|없을 때)/u.test(s.text) ||
                  OWNER_SPEAKING.test(r.text) ||
                  // The tenant bound not to refuse it: someone else's act, on the tenant's home.
                  /임차인(은|이)[^.]{0,10}(거부|거절)(하지 않|할 수 없|하지 못)/u.test(r.text) ||
                  // The tenant's silence or absence named as a condition: someone else enters.
                  TENANT_SILENT_OR_AWAY.test(s.text))) ||
              // The tenant bound not to object to the entry ("임대인이 … 들어와도 이의하지 않는다"): consent given in advance.
              (s.bound === 'TENANT' && ENTRY_CONCEDED.test(s.text))) &&
            s.topics.has('entry') &&
            // The notice skipped is the negation, not the entry ("미리 알리지 않고도 … 확인할 수 있고").
            (!isNegated(s) ||
              ENTRY_CONCEDED.test(s.text) ||
              NOT_KEPT_TO_EMERGENCIES.test(s.text) ||
              (s.acts.has('may') &&
                /(알리지|통보하지|통지하지|연락하지|묻지|(동의|허락|승낙)(를|을)? (얻지|받지)) 않고(도)?\s/u.test(
                  s.text,
                ))),
        );
      return codeHandedOut || enters;
    },
  },
  {
    id: 'single-arrears-termination',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제640조', pattern: '유형 20' },
    name: '2기에 못 미치는 연체로 해지',
    why: '민법 제640조는 차임 연체액이 2기에 이르러야 해지할 수 있게 하고, 제652조는 임차인에게 더 불리한 약정을 무효로 합니다. 한 번의 연체, 늦게 낸 횟수를 계약기간 동안 합친 것, 관리비를 더한 금액은 이 요건이 아닙니다.',
    advice: '해지 사유는 "차임 2기 이상 연체"로 고치세요.',
    // Read on the whole clause: the arrears and the termination often sit in different predicates.
    applies: (r) =>
      // Arrears as a ground (연체하면, 밀리는 경우, 미납 시), not arrears settled out of the deposit ("미납 관리비를 정산한 뒤").
      r.segments.some(
        (s) =>
          s.topics.has('arrears') &&
          // The landlord's taxes in arrears (체납 사실 … 납세증명서) are no tenant's arrears.
          !/세금|국세|지방세|납세/u.test(s.text) &&
          !(/체납/u.test(s.text) && /국세|지방세|납세|세금|완납\s?증명/u.test(r.text)) &&
          !/(미납|연체|밀린)[^.]{0,30}(정산|공제|차감|빼고|제하고)/u.test(s.text),
      ) &&
      // A move-out that times the deposit's return ("명도일에 전액 반환") ends nothing.
      r.segments.some(
        (s) =>
          (s.topics.has('terminate') || (s.topics.has('moveOut') && !/반환|돌려/u.test(s.text))) &&
          !s.acts.has('prohibit'),
      ) &&
      // The law's two periods in one predicate do not cover a fewer in another ("2기에 이르면 해지할 수 있다.
      // 또한 1기라도 연체한 경우 … 종료할 수 있다").
      (!r.segments.some(countsTwoTermsAsLaw) ||
        r.segments.some(
          (s) =>
            // Its own arrears, or the clause's named again ("한 번이라도 밀리면").
            (s.topics.has('arrears') ||
              /밀리|늦|미납|연체|넘기|못 ?내|안 ?내|(납부|지급|입금|지불)하지 (않|아니)|내지 (않|아니)/u.test(
                s.text,
              )) &&
            // The lease ended, or the tenant told to leave ("방 빼셔야"), not a move-out that times the deposit.
            (s.topics.has('terminate') || (s.topics.has('moveOut') && !/반환|돌려/u.test(s.text))) &&
            !isNegated(s) &&
            !countsTwoTermsAsLaw(s) &&
            (FEWER_THAN_TWO.test(s.text) || LATE_PAYMENTS_COUNTED.test(s.text)),
        ) ||
        // The two periods named, then stretched by counting what is not arrears as arrears.
        DEEMED_ARREARS.test(r.text) ||
        // Or one period as another ground beside them ("2기 이상 연체하거나 … 1회분 차임을 지급하지 아니한 때").
        (ONE_PERIOD_AS_ALTERNATIVE.test(r.text) && !ONE_PERIOD_DENIED.test(r.text))) &&
      !/임차인(은|이)[^.]{0,20}(해지|해제)(할 수 있|하고[^.]{0,40}수 있)/u.test(r.text),
  },
];
