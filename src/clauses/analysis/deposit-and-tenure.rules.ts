import { ACT, KEPT_OUT_OF_THE_FEE } from './clause-lexicon';
import { anySegment, bindsTenant, isNegated, losesDeposit } from './clause-reading';
import { CIVIL, HLPA, type PrincipleRule } from './principle-rule.types';

// Clauses that take the deposit or the home by other roads than the ones the Act names: a forfeiture
// for a breach, an eviction on an event on the landlord's side, a lockout, the landlord's loan.

// The events that let a landlord end a lease are few (민법 제640조 2기 연체, 제629조 무단 전대);
// an event of the landlord's own (family moving in, rebuilding, a sale) is none of them.
const LANDLORD_EVENT =
  /(재건축|재개발|리모델링|철거|조합설립)[^.]{0,20}(되면|하면|나면|확정|인가|결정|시작|착공|경우)|(건물|집|주택|임차주택)(의)?\s?(매매|매각|매도)(가|이)?\s?(확정되|되|하게 되|진행되)(면|는 경우)|임대인(의|이)?\s?[^.]{0,20}(가족|자녀|아들|딸|부모|자식|친척|결혼|용도 변경|매각|재개발|본인|재건축|리모델링|공사|계획|필요|사정|실거주|입주|허물|철거|새로 짓|지으려)|임대인이 [^.]{0,20}(하게 되|세우|정하|결정하)/u;

// The loss itself denied: "보증금은 몰수하지 않고, 실제로 생긴 손해만 정산한 뒤 나머지를 돌려준다" keeps the deposit.
// Not when the deposit is lost another way in the same breath ("몰수하지 않고 위약금으로 충당한다").
const LOSS_DENIED =
  /(보증금|전세금)(은|을|를)?[^.]{0,24}(몰수|몰취|귀속)(하지|되지|시키지|하는 일은|되는 일은|은|는)\s?(않|아니|없)|(돌려|반환)\s?받지 못하는 (일|경우)(은|는|이)? (절대 |결코 )?없/u;
const LOST_OTHERWISE = /위약금(으로|에)|충당|귀속|몰취|차지|(돌려|내어)\s?(주|드리)지 (않|아니)|반환하지 (않|아니)/u;
const lossDenied = (text: string): boolean =>
  LOSS_DENIED.test(text) && !LOST_OTHERWISE.test(text.replace(LOSS_DENIED, ' '));
// A part of the deposit kept for a breach is a penalty (제398조, CAUTION); the whole of it is the home's price.
// "보증금 3,000만원은 돌려받지 못한다" names the deposit by its amount: the whole, not a part. "만기일부터" is no 일부.
// "나머지 보증금" taken by the landlord is what was left after the deductions, all that was due back: no part; not
// when it is returned ("월세 3개월분을 몰수하고 나머지 보증금은 돌려준다").
const PART_OF_DEPOSIT =
  /중 \d|\d+\s?(%|퍼센트|분의|프로)|분의 ?\d|일부(?!터)|나머지(?!\s?(보증금|전세금)[^.]{0,12}임대인)|(?<!(보증금|전세금)\s?(은|을|인)?\s?)(?<![\d,])\d[\d,]*\s?만\s?원(은|을|만)/u;
// The lease's term still running: an exit demanded now cuts it short.
// Not the years lived (`사용 기간에 관계없이` new wallpaper): how long the tenant stayed, not the term left.
const DURING_TERM =
  /(계약\s?)?기간(이|은)? (남았|남아 있|남아있)[가-힣]*|계약(이|은)? (남았|남아 있)[가-힣]*|(?<!(사용|거주|입주|산|쓴)\s?)(계약\s?)?기간(에|과)? (불구하고|관계없이|상관없이)|만료 전(이라도|에도)?|계약\s?기간 중(이라도|에도)/u;
// The tenant bound to leave (나가기로, 퇴거함, 비워 줘야), not a mention of leaving.
const OBLIGED_EXIT =
  /(나가|퇴거하|비워 주|비워주|비우|이사 나가|이사하|명도하)(기로|야|여야|셔야)|(비워|나가|이사)\s?(주시는|주는|가는|나가는) (걸로|것으로)|퇴거(한다|하기로)|명도(한다|하기로)|나간다|비워 ?준다|비워 ?주며|비워 ?주고|(비워|나가) ?줘야/u;
// What a tenant did that the law lets a landlord end the lease for.
const TENANT_BREACH = /연체|미납|전대|세놓|무단|고의|과실|파손|위반|사망|임차인(이|의) (요청|원하|사정)/u;
const FORCED_EXIT =
  /계약\s?(기간 ?)?중(이라도|에도)?|기간이 남|불구하고|통지일로부터|기간 중이라도|통보(받는|받은|하는) (즉시|날)|즉시|곧바로|\d+\s?일 (안에|이내)|(한|두|석)\s?달 (안에|이내)|(그|통보한|지정한)\s?(날짜|날|기일)(에|까지)/u;

// The landlord's negation is the refusal itself when what he will not do is return the deposit, on the
// tenant's ending or breach ("임차인이 계약을 해지하면 임대인은 보증금을 반환하지 아니한다"); "몰수하지 않는다" is a promise.
const RETURN_REFUSED_ON_BREACH =
  /(해지|해제|위반|어기|어긴|파기|나가|퇴거)[가-힣]{0,4}\s?(면|시|경우(에는|에)?|때(에는|에)?)\s[^.]{0,20}(보증금|전세금)(을|은|는)?\s?(반환하지|돌려주지|돌려 주지|내주지)\s?(않|아니)(?!겠다는|는다는|다는|한다는)/u;

// Or what he will not do is return it at all ("임대인은 계약 종료 시 보증금을 반환하지 않는다"): no promise.
const RETURN_REFUSED =
  /(보증금|전세금)(을|은|는)?\s(반환하지|돌려주지|돌려 주지|내주지)\s?(않는다|아니한다|않음|않기로)/u;

/** Rules on forfeiture, eviction on the landlord's events, self-help eviction and the landlord's loan. */
export const DEPOSIT_TENURE_RULES: readonly PrincipleRule[] = [
  {
    id: 'deposit-forfeiture',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제398조', pattern: '유형 18' },
    name: '보증금 몰수',
    why: '보증금은 계약이 끝나면 밀린 차임 등 실제 채무만 빼고 돌려받는 돈입니다(표준계약서 제9조). 위반을 이유로 보증금 전부를 돌려주지 않는 약정은 손해배상액의 예정으로서 부당히 과다하여 민법 제398조 제2항에 따라 감액될 수 있고, 그때까지 보증금을 잃을 위험을 만듭니다.',
    advice: '보증금 몰수 문구는 삭제하고, 위반이 있으면 실제 손해만 배상한다고 고치세요.',
    applies: (r) =>
      (anySegment(
        r,
        (s) =>
          losesDeposit(s.text) &&
          !lossDenied(s.text) &&
          !(
            s.bound === 'LANDLORD' &&
            isNegated(s) &&
            !RETURN_REFUSED_ON_BREACH.test(s.text) &&
            !RETURN_REFUSED.test(s.text) &&
            // A ban named as the term broken ("반려동물 금지 조항을 어긴 경우") is no negation of the landlord's.
            ACT.prohibit.test(s.text.replace(/금지\s?(조항|규정|사항|특약|약정)/gu, ' '))
          ),
      ) ||
        (losesDeposit(r.text) &&
          !lossDenied(r.text) &&
          !r.segments.some(
            (s) =>
              s.bound === 'LANDLORD' &&
              isNegated(s) &&
              !RETURN_REFUSED_ON_BREACH.test(s.text) &&
              !RETURN_REFUSED.test(s.text),
          ))) &&
      !(PART_OF_DEPOSIT.test(r.text) && !/전액|전부|모두/u.test(r.text)),
  },
  {
    id: 'deposit-part-forfeited',
    severity: 'CAUTION',
    basis: { source: CIVIL, article: '제398조', pattern: '유형 19' },
    name: '보증금 일부 몰수',
    why: '위반을 이유로 보증금의 일정 부분을 돌려주지 않는 약정은 손해배상액의 예정입니다. 실제 손해와 관계없이 정한 금액이 부당히 과다하면 민법 제398조 제2항에 따라 줄어들 수 있습니다.',
    advice: '몰수 대신 실제 손해만 배상한다고 고치거나, 금액을 실제 손해에 맞게 줄이세요.',
    applies: (r) =>
      anySegment(r, (s) => losesDeposit(s.text) && !lossDenied(s.text)) &&
      PART_OF_DEPOSIT.test(r.text) &&
      !/전액|전부|모두/u.test(r.text),
  },
  {
    id: 'forced-exit-during-term',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제4조', pattern: '유형 09' },
    name: '계약기간 중 퇴거 약정',
    why: '주택임대차보호법 제4조는 임차인에게 최소 2년의 거주를 보장합니다. 임차인의 잘못(2기 연체, 무단 전대 등)이 아닌 사정으로 계약기간이 남았는데도 나가야 한다는 약정은 제10조에 따라 무효입니다.',
    advice:
      '계약기간 중 퇴거를 약속하는 문구는 삭제를 요구하세요. 합의하더라도 이사비와 보증금 반환 시기를 먼저 정하세요.',
    applies: (r) =>
      DURING_TERM.test(r.text) &&
      !TENANT_BREACH.test(r.text) &&
      anySegment(r, (s) => bindsTenant(s) && OBLIGED_EXIT.test(s.text) && !isNegated(s)),
  },
  {
    id: 'eviction-on-landlord-event',
    severity: 'DANGER',
    basis: { source: HLPA, article: '제4조', pattern: '유형 09' },
    name: '임대인 사정에 따른 중도 퇴거',
    why: '주택임대차보호법 제4조는 임차인에게 최소 2년의 거주를 보장합니다. 임대인 가족의 입주·재건축·공사 같은 임대인 쪽 사정은 계약기간 중 퇴거의 법정 사유가 아니며, 이런 약정은 제10조에 따라 무효입니다.',
    advice: '임대인 사정으로 계약기간 중에 나가야 한다는 문구는 삭제를 요구하세요.',
    applies: (r) =>
      LANDLORD_EVENT.test(r.text) &&
      FORCED_EXIT.test(r.text) &&
      anySegment(
        r,
        (s) =>
          (s.topics.has('moveOut') || /(인도|명도)(한다|하기로|해야|하여야|하며)/u.test(s.text)) &&
          bindsTenant(s) &&
          !isNegated(s),
      ),
  },
  {
    id: 'self-help-eviction',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제623조', pattern: '유형 09' },
    name: '잠금장치 변경·단전단수',
    why: '민법 제623조는 임대인에게 임차인이 집을 쓸 수 있게 할 의무를 지웁니다. 연체가 있어도 임대인은 법정 절차로 계약을 해지하고 명도를 구해야 하며, 비밀번호를 바꾸거나 전기·수도를 끊는 것은 허용되지 않습니다.',
    advice: '잠금장치 변경·단전·단수를 허용하는 문구는 삭제하세요.',
    // Only as a means of pushing the tenant out: after arrears, at the end, without consent; a lock renewed before move-in is a repair.
    applies: (r) => {
      // An outage the rent pays for (민법 제627조: "단수나 정전으로 … 못 쓰면 그 날짜만큼 월세를 빼기로"): the
      // tenant's remedy, not the landlord cutting the supply.
      if (/(단수|단전|정전)[^.]{0,50}(월세|차임|임대료)[^.]{0,12}(빼|감액|깎|차감|줄이|줄여)/u.test(r.text))
        return false;
      const cutsUtilities =
        /(단전|단수|단가스|(전기|수도|가스|난방)[^.]{0,8}(끊|차단|중단|잠그|잠가|잠글)|(가스|수도)\s?밸브(를)? (잠그|잠가|잠글))/u;
      const changesLock = /(비밀번호|비번|도어락|자물쇠|열쇠|잠금)[^.]{0,8}(바꾸|바꿀|바꾼|바꿔|바꿈|바꿉|교체|변경)/u;
      // The tenant's things put out, the door locked on him: the home taken back by hand. The tenant's
      // things, not the tenant moving them ("짐 빼시는 날" is the move-out day).
      const putsOut =
        /임차인(의)? 짐(을|를)? (빼|뺀|뺄|치우|치운|치울|내놓|내다 놓|밖으로)(?!는\s?(거|것)(을|를)?\s?확인)|문(을|를)? (잠그|잠글|잠가|잠근)/u;
      const pushing =
        r.segments.some((s) => s.topics.has('arrears')) ||
        /퇴거|내보내|나가지 않|끝나면|만료되면|연락이 (없|닿지)|임의로|(동의|허락) 없이|마음대로|임대인이 [^.]{0,12}판단|(계약|약속|특약|규칙)(을|를)? (어기|위반하)(면|는 경우)|위반 시/u.test(
          r.text,
        );
      // A 단서 changes what the main sentence names: "비밀번호는 … 바꾼다. 다만 … 즉시 변경할 수 있다".
      const locksNamed = /(비밀번호|비번|도어락|자물쇠|잠금)/u.test(r.text);
      // The landlord's act, whoever the sentence's subject: "임대인이 단수해도 임차인은 이의 없다".
      const landlordActs = (s: (typeof r.segments)[number]): boolean =>
        s.bound !== 'TENANT' ||
        /임대인(이|은|는)[^.]{0,25}(단전|단수|끊|차단|잠그|잠가|바꾸|교체|변경)/u.test(s.text) ||
        // A measure taken against the tenant named as the topic ("안 나가는 임차인은 … 가스·전기 차단 조치한다").
        /(차단|변경|교체|단전|단수|잠금)\s?(조치|처리)(한다|합니다|함|됩니다|된다)/u.test(s.text);
      return anySegment(
        r,
        (s) =>
          landlordActs(s) &&
          !(s.bound === 'LANDLORD' && isNegated(s)) &&
          // The landlord barred from it ("단수·단전이나 비밀번호 변경으로 임차인을 내보낼 수 없다").
          !/(내보낼|쫓아낼|퇴거시킬|나가게 할|강제할) 수 없|(내보내|쫓아내|강제하)지 (않|못)/u.test(s.text) &&
          !s.topics.has('deduction') &&
          !/교체비|비용/u.test(s.text) &&
          (cutsUtilities.test(s.text) ||
            putsOut.test(s.text) ||
            (pushing &&
              (changesLock.test(s.text) ||
                (locksNamed &&
                  /(변경|바꾸|바꿀|바꿔|교체)/u.test(s.text) &&
                  (s.bound === 'LANDLORD' || /임대인(이|은|는)/u.test(s.text)))))),
      );
    },
  },
  {
    id: 'landlord-loan-shift',
    severity: 'DANGER',
    basis: { source: CIVIL, article: '제618조', pattern: '유형 16' },
    name: '임대인 대출이자의 임차인 전가',
    why: '민법 제618조에 따라 임차인은 사용의 대가로 약정한 차임만 냅니다. 임대인의 대출 이자·원리금을 임차인이 내게 하면 약정 밖의 부담을 지고, 임대인의 채무 불이행이 보증금 위험으로 이어질 수 있습니다.',
    advice: '임대인의 대출 이자나 상환금을 임차인이 내는 문구는 삭제하세요.',
    applies: (r) => {
      const landlordLoan =
        /임대인(의|이 받은|이)?\s?[^.]{0,20}(대출|융자|마이너스\s?통장|빌린 돈|차입)|임대인(이|의)?\s?[^.]{0,10}(은행|금융기관|대부업체)에 (내는|갚는|납부하는|갚아야 하는|내야 하는) (이자|원리금|원금|돈)|(대출|융자)\s?이자[^.]{0,20}(오른|인상|부담|보태)|임대인(의|이 진)\s?[^.]{0,12}(이자|채무|빚|카드|할부)|(대출|융자)[^.]{0,6}(이자|원리금|원금)[^.]{0,10}(임대인|충당)|대출\s?이자 충당|금융\s?비용|(주택|건물|집|아파트)?\s?담보\s?대출(금)?[^.]{0,6}(이자|원리금|원금)|(건물|집|주택|아파트)\s?(담보\s?)?대출\s?(이자|원리금)|임대인(의|이)?\s?[^.]{0,40}(받은|빌린|얻은)\s?(대출|융자)|이주비\s?(대출|대츨|융자)|이주비\s?이자/u;
      // Or billed to every household with the fees ("관리비에 건물 대출이자 분담금 … 포함하여 청구"), or paid with the
      // rent ("이주비 대출 이자 … 월세와 함께 납부한다": a 조합원's relocation loan).
      const tenantPays =
        /(월세|차임)(와|과) 함께 (납부|내|낸|입금|송금|지급)|(임차인|세입자)\s?몫|(관리비|월세|차임)에[^.]{0,25}(대출|이자)[^.]{0,25}(포함|합산|더하|붙여)|(대출\s?이자|이자)[^.]{0,6}(분담금|분담액)[^.]{0,25}(청구|부과|받)|임차인[^.]{0,50}(대신|대납|보태|낸다|내기로|내고|내\s?주|넣어|상환|지급|부담|송금|납부|납입|입금|갚|메꿔|메워|메운|채워|더 내)|추가 지급|충당|대신 (내|납부|갚|넣)|(보증금|전세금)에서 (빼|뺀|공제|차감)|임대인[^.]{0,10}(대출|융자)\s?이자(?:(?!임대인)[^.]){0,25}(?<![가-힣])(내가|제가)[^.]{0,6}(냄|낸다|내요|내기로)/u;
      // The tenant as the subject of the payment, however far the verb ("임차인은 … 대출금의 이자 … 납입하며").
      const tenantPaysIt = anySegment(
        r,
        (s) =>
          s.bound === 'TENANT' && landlordLoan.test(s.text) && /납입|납부|송금|입금|낸다|지급|부담|상환/u.test(s.text),
      );
      return (
        landlordLoan.test(r.text) &&
        (tenantPays.test(r.text) || tenantPaysIt) &&
        // The tenant's own loan named, and no loan of the landlord's beside it.
        (!/전세\s?(자금\s?)?대출|임차인(의|이 받은)? (대출|명의)/u.test(r.text) ||
          /임대인(의|이 받은|명의의?)?\s?(주택\s?)?담보\s?대출|임대인(의|이 받은|명의의?) 대출/u.test(r.text)) &&
        !r.segments.some((s) => s.bound === 'LANDLORD' && isNegated(s)) &&
        // The loan's interest kept out of what the tenant pays ("이주비 이자는 관리비에 포함하지 않는다").
        !r.segments.some((s) => landlordLoan.test(s.text) && KEPT_OUT_OF_THE_FEE.test(s.text)) &&
        // The tenant's own balance paid once the landlord's loan is paid off ("대출이 전부 갚아진 뒤에 잔금을 지급한다",
        // "대출을 갚고 근저당을 말소하며, 말소가 확인된 뒤 … 잔금을 지급한다"): the loan cleared first, nothing of it on the tenant.
        !(
          /(갚아진|갚은|상환된|상환한|말소된|말소가 확인된|말소한) (뒤|후|다음)[^.]{0,15}(잔금|중도금)(을|를)?\s?(지급|치르|낸|낸다|송금|입금|보내|보낸)/u.test(
            r.text,
          ) && !/이자|원리금|대신|대납/u.test(r.text)
        ) &&
        !r.segments.some(
          (s) =>
            bindsTenant(s) &&
            isNegated(s) &&
            /대출|이자/u.test(s.text) &&
            /(내|부담|납부|지급|대납|갚)[가-힣]{0,3}지 (않|아니)|부담(하|시키)?지 (않|아니)/u.test(s.text),
        ) &&
        // Said not to happen ("… 제가 대신 내거나 보증금에서 빼는 일은 없다").
        !/(대신 ?내|대납하|갚|빼|부담하|내)[가-힣]{0,3} (일|것|경우)(은|는|이)? (없|없다|없음|없으며|없고|없습니다)/u.test(
          r.text,
        )
      );
    },
  },
];
