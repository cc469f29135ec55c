import { anySegment, bindsTenant, isNegated } from './clause-reading';
import { CIVIL, HLPA, type PrincipleRule } from './principle-rule.types';

// Clauses that take the deposit or the home by other roads than the ones the Act names: a forfeiture
// for a breach, an eviction on an event on the landlord's side, a lockout, the landlord's loan.

// The events that let a landlord end a lease are few (민법 제640조 2기 연체, 제629조 무단 전대);
// an event of the landlord's own (family moving in, rebuilding, a sale) is none of them.
const LANDLORD_EVENT = /임대인(의|이)[^.]{0,20}(가족|자녀|친척|본인|재건축|리모델링|공사|계획|필요|사정|실거주|입주|허물|철거|새로 짓|지으려)|임대인이 [^.]{0,20}(하게 되|세우|정하|결정하)/u;
// "보증금을 돌려받지 못하면 임차권등기를 신청한다": the loss is the condition of a remedy, not a forfeiture.
const LOSS_AS_CONDITION = /(돌려받지 못|반환받지 못|돌려주지 않|반환하지 않)(하|한|았|으)?[^.\s]{0,3}(면|경우|때)\s/u;
const FORCED_EXIT = /계약\s?(기간 ?)?중(이라도|에도)?|기간 중이라도|통보(받는|받은|하는) (즉시|날)|즉시|곧바로|\d+\s?일 (안에|이내)|(한|두|석)\s?달 (안에|이내)/u;

/** Rules on forfeiture, eviction on the landlord's events, self-help eviction and the landlord's loan. */
export const DEPOSIT_TENURE_RULES: readonly PrincipleRule[] = [
  {
    id: 'deposit-forfeiture', severity: 'DANGER', basis: { source: CIVIL, article: '제398조', pattern: '유형 18' }, name: '보증금 몰수',
    why: '보증금은 계약이 끝나면 밀린 차임 등 실제 채무만 빼고 돌려받는 돈입니다(표준계약서 제9조). 위반을 이유로 보증금 전부를 돌려주지 않는 약정은 손해배상액의 예정으로서 부당히 과다하여 민법 제398조 제2항에 따라 감액될 수 있고, 그때까지 보증금을 잃을 위험을 만듭니다.',
    advice: '보증금 몰수 문구는 삭제하고, 위반이 있으면 실제 손해만 배상한다고 고치세요.',
    applies: (r) => anySegment(r, (s) => s.topics.has('depositLost') && !LOSS_AS_CONDITION.test(s.text)),
  },
  {
    id: 'eviction-on-landlord-event', severity: 'DANGER', basis: { source: HLPA, article: '제4조', pattern: '유형 09' }, name: '임대인 사정에 따른 중도 퇴거',
    why: '주택임대차보호법 제4조는 임차인에게 최소 2년의 거주를 보장합니다. 임대인 가족의 입주·재건축·공사 같은 임대인 쪽 사정은 계약기간 중 퇴거의 법정 사유가 아니며, 이런 약정은 제10조에 따라 무효입니다.',
    advice: '임대인 사정으로 계약기간 중에 나가야 한다는 문구는 삭제를 요구하세요.',
    applies: (r) => LANDLORD_EVENT.test(r.text) && FORCED_EXIT.test(r.text) && anySegment(r, (s) => s.topics.has('moveOut') && bindsTenant(s) && !isNegated(s)),
  },
  {
    id: 'self-help-eviction', severity: 'DANGER', basis: { source: CIVIL, article: '제623조', pattern: '유형 09' }, name: '잠금장치 변경·단전단수',
    why: '민법 제623조는 임대인에게 임차인이 집을 쓸 수 있게 할 의무를 지웁니다. 연체가 있어도 임대인은 법정 절차로 계약을 해지하고 명도를 구해야 하며, 비밀번호를 바꾸거나 전기·수도를 끊는 것은 허용되지 않습니다.',
    advice: '잠금장치 변경·단전·단수를 허용하는 문구는 삭제하세요.',
    // Only as a means of pushing the tenant out: after arrears, at the end, without consent; a lock renewed before move-in is a repair.
    applies: (r) => (r.segments.some((s) => s.topics.has('arrears')) || /퇴거|내보내|나가지 않|끝나면|만료되면|연락이 (없|닿지)|임의로|동의 없이|마음대로/u.test(r.text)) &&
      anySegment(r, (s) => s.bound !== 'TENANT' && !isNegated(s) && !s.topics.has('deduction') && !/교체비|비용/u.test(s.text) &&
      (/(비밀번호|도어락|자물쇠|열쇠|잠금)[^.]{0,8}(바꾸|바꿀|바꾼|교체|변경)/u.test(s.text) || /(단전|단수|단가스|(전기|수도|가스)[^.]{0,6}(끊|차단|중단))/u.test(s.text))),
  },
  {
    id: 'landlord-loan-shift', severity: 'DANGER', basis: { source: CIVIL, article: '제618조', pattern: '유형 16' }, name: '임대인 대출이자의 임차인 전가',
    why: '민법 제618조에 따라 임차인은 사용의 대가로 약정한 차임만 냅니다. 임대인의 대출 이자·원리금을 임차인이 내게 하면 약정 밖의 부담을 지고, 임대인의 채무 불이행이 보증금 위험으로 이어질 수 있습니다.',
    advice: '임대인의 대출 이자나 상환금을 임차인이 내는 문구는 삭제하세요.',
    applies: (r) => /임대인|근저당|담보\s?대출/u.test(r.text) && !/전세\s?자금\s?대출|임차인(의|이 받은)? (대출|명의)/u.test(r.text) &&
      anySegment(r, (s) => (/(대출|융자)[^.]{0,12}(이자|원리금|상환|금리)|이자 부분/u.test(s.text) || /임대인(의|이 진)[^.]{0,12}(이자|대출|융자|채무|빚|카드|할부)/u.test(r.text)) &&
        bindsTenant(s) && /임차인/u.test(s.text) && /낸다|내고|갚|부담|송금|지급|납부/u.test(s.text) && !isNegated(s)),
  },
];
