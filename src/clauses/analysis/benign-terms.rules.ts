import {
  alterationNeedsConsent,
  AMOUNT_ARROW,
  AT_WILL,
  anySegment,
  bindsTenant,
  countsTwoTermsAsLaw,
  FROM_AMOUNT_TO,
  isNegated,
  LANDLORDS_OWN_TIME,
  movesRegistrationHere,
  refundsRepairFund,
  refusesRepairFundRefund,
  REQUEST_BARRED,
  TENANT_FINANCING,
  WEAR_LEFT_OUT,
  WEAR_MARKS,
  type ClauseSegment,
  REST_UNCHANGED,
} from './clause-reading';
import { SUCCESSION_DENIED } from './costs-and-timing.rules';
import { CIVIL, HLPA, STANDARD, type PrincipleRule, safeRule as safe } from './principle-rule.types';
import { TOPIC } from './clause-lexicon';

// A date as the canonical text writes it (2025-3-1, 2025년 3월 1일).
const DATE = String.raw`\d{4}(?:-\d{1,2}-\d{1,2}|년 ?\d{1,2}월 ?\d{1,2}일)`;
/** "계약기간은 2025-4-1부터 2026-3-31까지 1년으로 한다", "임대기간: … 까지 1년.": the term, nothing more. */
const TERM_ONLY = new RegExp(
  String.raw`^(?:본 )?(?:계약|임대차|임대|거주)\s?기간(?:은|:)?\s?(?:${DATE}\s?(?:부터|~)\s?${DATE}\s?(?:까지)?,?\s?)?(?:\d{1,2}\s?(?:년|개월)(?:간)?)?\s?(?:으로|로)?\s?(?:하며|하고|하되|한다|정한다|정하며|정함|함)?\.?$`,
  'u',
);
/** "양 당사자는 기간 만료 2개월 전까지 연장 여부를 서로 협의한다". */
// The tenant's own claim to two years said with it ("임차인이 원하면 2년을 채워 거주할 수 있다"): 제4조 itself.
const TENANT_MAY_STAY_TWO_YEARS =
  /^(?:임차인|세입자)(?:이|가|은|는)? (?:원하면|원할 경우|원하는 경우)[^.]{0,15}2년(?:을|까지)?\s?(?:채워|모두|다)?\s?(?:거주|살|연장)[^.]{0,6}수 있(?:다|음)\.?$/u;
const TALK_OF_EXTENDING =
  /^(?:양 당사자|쌍방|임대인과 임차인|당사자)(?:는|은)? [^.]{0,30}(?:연장|갱신|재계약)(?:\s?여부)?(?:를|에 대하여|에 관하여)? ?(?:서로 )?(?:협의|상의|논의)(?:한다|하기로 한다|함)\.?$/u;

// Positive evidence for SAFE: standard terms of the 표준계약서 and duties the landlord takes on.
// A clause is SAFE only when one of these recognises it and no risk rule or pattern applies.

// A fine for breaking a rule: money that follows a breach found, or named as a fine.
const FINE =
  /(적발|걸리|걸릴|어기|어길|어겼|위반|안 지키|지키지 않|확인되면)[^.]{0,30}(\d|원|붙|얹|부과|청구|물)|벌금|벌칙금|위약금|(건|회|번)\s?(마다|당)\s?\d/u;
// The landlord's own costs, which are no 관리비 item (재산세, 대출 이자, 임대사업자 세무 비용).
const OWNERS_OWN_COST = /세무|임대사업|(대출|융자)\s?이자|재산세|종부세|종합부동산세/u;
const NEW_MORTGAGE_DENIED =
  /(새로|추가로?|더)[^.]{0,20}((설정|잡|받)(하)?지 (않|아니)|(설정|잡|받)(하)?는 일(은|이)? 없)/u;
const landlordDoes = (s: ClauseSegment, act: RegExp): boolean =>
  s.bound === 'LANDLORD' && act.test(s.text) && !isNegated(s) && !s.acts.has('relieved');

/** Standard and tenant-favourable terms, each with the article that makes it ordinary. */
// A rise said not to be made ("올리지 않기로", "증액하지 아니한다"), not as a condition or a trade.
const RISE_DENIED = /(올리|인상하|증액하)지 (않|아니)(?!으면|는다면|는 경우|을 경우|는 조건|는 대신)/u;

// What 제3조의7 and a careful landlord disclose: taxes, prior rights and deposits, the register, the home's state,
// the lease itself (to a buyer), the receipts of a deduction, the keys and codes the tenant needs, a redevelopment's
// steps that will end the stay (관리처분인가, 이주 공고, 철거).
const DISCLOSED_INFORMATION =
  /재건축|재개발|관리처분|철거|(이주|사업)\s?(계획|일정|공고)|납세|체납|세금|선순위|확정일자|보증금|등기|권리|근저당|저당|압류|경매|정보|현황|내역|서류|증명서|영수증|하자|상태|결함|누수|사실|임대차|계약|특약|조건|차임|월세|기간|입주|날짜|날을|비밀번호|열쇠|연락처|계좌/u;

// What takes back a day named for the registration: a consent needed, a wait, a date it must come before or after.
const DAY_TAKEN_BACK = /동의|승낙|허락|허가|미루|미룬|보류|늦추|전까지|이후|경우에만|때에만/u;

const WEAR_NOT_RESTORED = new RegExp(
  String.raw`(${WEAR_MARKS})[^.]{0,20}(복구|회복)(하지|를 하지|는 하지) (않는다|않음|않기로 한다)(?=[.\s,]|$)`,
  'u',
);

// An emergency as the only case ("응급 상황에서만", "긴급한 경우에 한하여").
// The limit must bear on the entry ("응급 상황에서만 … 들어갈 수 있다"), not on a call ("긴급한 경우에만 연락하고, …"),
// and not be denied ("응급 상황에서만 출입하는 것은 아니며").
// Entry at will, on any day or on the landlord's judgment beside the emergency ("그 외에도 임대인 판단으로").
const BESIDE_THE_EMERGENCY = new RegExp(`${AT_WILL}|언제 (들어|출입|방문)|평소|판단|필요하면|그 (외|밖)에도`, 'u');
const EMERGENCY_ONLY =
  /(긴급|응급|화재|가스\s?누출|누수|동파)[^.]{0,20}(경우|상황|때|시)(에만|에서만|에 한하여|에 한해|에 한정하여|만)(?![가-힣])[^.,]{0,35}(출입|들어가|들어오|들어갈|들어올|방문|입실|문을 열)(?![^.]{0,8}(것은|건|게) 아니)/u;

export const BENIGN_TERM_RULES: readonly PrincipleRule[] = [
  safe(
    'deposit-returned-on-end',
    STANDARD,
    '제9조',
    '종료일 보증금 반환',
    '표준계약서 제9조대로 주택 반환과 동시에 보증금을 돌려받는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('depositReturn') &&
          s.conditions.has('onEndDate') &&
          !s.conditions.has('nextTenant') &&
          !s.conditions.has('saleOrLoan'),
      ) ||
      // The return and its day in two predicates ("보증금은 나가시는 날 짐 빼시고 / 키 주시면 바로 이체").
      (TOPIC.depositReturn.test(r.text) &&
        r.segments.some((s) => s.conditions.has('onEndDate')) &&
        !r.segments.some((s) => s.conditions.has('nextTenant') || s.conditions.has('saleOrLoan'))),
  ),
  safe(
    'pre-move-in-work',
    STANDARD,
    '제3조',
    '입주 전 수리·청소',
    '표준계약서 제3조처럼 입주 전 수리·도배·청소를 임대인이 맡는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          // A date in parentheses between ("입주(4/1) 전까지").
          /입주\s?(일)?\s?(\([^)]{0,12}\)\s?)?전|입주일까지|입주하기 전|(들어가|들어오|이사 ?오|이사 ?가)기\s?전|이삿날\s?(전|까지)|잔금\s?(일|날)\s?(전|까지)/u.test(
            s.text,
          ) &&
          (s.bound === 'LANDLORD' || /임대인 (비용|부담)/u.test(s.text)) &&
          // The work refused ("입주 전 수리를 하지 않으며") is a home taken as it is.
          !isNegated(s),
      ),
  ),
  safe(
    'landlord-repairs',
    CIVIL,
    '제623조',
    '임대인의 수선',
    '민법 제623조의 임대인 수선 의무를 확인하는 조항입니다.',
    (r) =>
      anySegment(r, (s) => landlordDoes(s, /수리|수선|보수|교체|고쳐|고친|고칠|부담/u) && !s.topics.has('restoration')),
  ),
  safe(
    'minor-consumables',
    STANDARD,
    '제4조',
    '소모품은 임차인 부담',
    '표준계약서 제4조처럼 전구·소모품 같은 경미한 수선만 임차인이 부담하는 조항입니다.',
    (r) => anySegment(r, (s) => s.topics.has('minorRepair') && !s.topics.has('majorRepair')),
  ),
  safe(
    'sublease-with-consent',
    CIVIL,
    '제629조',
    '전대는 동의를 받아',
    '민법 제629조대로 임대인 동의 없는 전대·양도를 제한하는 조항입니다.',
    // Not a sublet whose 전차인 is sent away with no consent in question ("원래 계약 정리하면 너도 그 주 안에 나가야 돼").
    (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('sublease') &&
          !s.topics.has('deposit') &&
          (/동의|승낙|허락|허가|무단/u.test(s.text) || !s.topics.has('moveOut')),
      ),
  ),
  safe(
    'rent-payment-schedule',
    STANDARD,
    '제1조',
    '차임 지급 방법',
    '표준계약서 제1조처럼 차임의 지급일과 방법을 정한 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          // 주거급여 paid straight to the landlord is the rent paid ("주거급여는 임대인 계좌로 바로 들어오게 신청하고").
          /월세|차임|임대료|주거\s?급여/u.test(s.text) &&
          // Monthly, or into an account in the landlord's own name ("입금계좌: … 임대인 본인 명의 계좌").
          (/매월|매달|달마다/u.test(s.text) ||
            /(임대인|집주인|소유자) (본인 )?명의(의)? ?(계좌|통장)|주거\s?급여[^.]{0,8}(임대인|집주인) (계좌|통장)/u.test(
              s.text,
            )) &&
          /입금|지급|납부|납입|송금|이체|낸다|계좌|받(는다|습니다|아요|음|고)/u.test(s.text) &&
          !/대출|융자|이자/u.test(s.text) &&
          !s.topics.has('increase'),
      ),
  ),
  safe(
    'rent-in-advance-refused',
    CIVIL,
    '제633조',
    '차임 선납 요구 없음',
    '민법 제633조대로 차임은 달마다 내고, 여러 달 치를 미리 달라고 하지 않는 조항입니다.',
    // Read in the part alone too ("여러 달 치를 미리 달라고 하지 않는다"): months' worth is the rent's.
    (r) =>
      anySegment(
        r,
        (s) =>
          /미리|한꺼번에|선납|선불/u.test(s.text) &&
          /(몇|여러)\s?달\s?치|달치|개월\s?(치|분)/u.test(s.text) &&
          REQUEST_BARRED.test(s.text),
      ),
    true,
  ),
  safe(
    'utility-settlement',
    STANDARD,
    '제10조',
    '공과금 정산',
    '표준계약서 제10조대로 계약 종료 때 공과금과 관리비를 정산하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          (/정산/u.test(s.text) && /공과금|전기|가스|수도|관리비/u.test(s.text) && !s.topics.has('deduction')) ||
          // The last bills paid by the tenant when they come ("공과금은 고지서가 나오면 임차인이 따로 낸다").
          (/공과금/u.test(s.text) &&
            /고지서|나오면|청구되면/u.test(s.text) &&
            s.bound === 'TENANT' &&
            s.acts.has('bear')),
      ),
  ),
  safe(
    'utilities-by-use',
    STANDARD,
    '제10조',
    '쓴 만큼의 공과금',
    '전기·가스·수도 요금처럼 임차인이 쓴 만큼 나오는 공과금을 임차인이 내는 조항입니다. 표준계약서 제10조도 계약이 끝날 때 이를 정산하게 합니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          /(전기|가스|수도|난방|인터넷|IPTV|통신)[^.]{0,12}(요금|료|사용료)|(전기|가스|수도)[·ㆍ,\s]+(가스|수도|전기)/iu.test(
            s.text,
          ) &&
          /사용량|쓴 만큼|사용한 만큼|실사용|검침|계량기|고지서대로|고지된 대로|세대별|개별 (부과|계량|납부)|(임차인|세입자) 명의|(따로|별도로?)\s?((임차인|세입자)(이|가)\s)?(낸|내|납부|부담)|(호실|세대)\s?(전기|가스|수도)/u.test(
            s.text,
          ) &&
          s.bound !== 'LANDLORD' &&
          !s.topics.has('deduction') &&
          !s.topics.has('increase') &&
          !/관리비|세금|기본료 전액|공용|설비|교체/u.test(s.text),
      ) &&
      // Nobody else's arrears or fees put on the tenant in the same clause, nor a bill the landlord sets or marks up,
      // nor a split of a shared meter the landlord sets and changes as he likes ("주인이 정한 비율로 … 수시로 조정").
      !/미납|밀린|연체|(이전|전|앞) (세입자|임차인)|위약금|정하는 대로|정한 대로|더해|더하여|가산|\d+\s?(%|퍼센트)|(임대인|주인)(이|의)? [^.]{0,12}(정한|정하는) (비율|금액|방식)|수시로 (조정|변경)|임의로 (조정|변경|정)/u.test(
        r.text,
      ),
  ),
  safe(
    'management-fee-stated',
    STANDARD,
    '제1조',
    '관리비 금액·항목 명시',
    '표준계약서 제1조대로 관리비의 금액과 항목을 적은 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('managementFee') &&
          /\d+\s?만?\s?원|항목|포함|정액|내역|산정|고지서|관리사무소|부과(된|하는)/u.test(s.text) &&
          // Not the landlord's own costs or a fine put into it ("세무사 수수료는 관리비에 포함", "적발되면 5만원씩 붙여요").
          !OWNERS_OWN_COST.test(s.text) &&
          !FINE.test(s.text) &&
          // Nor a fee raised in the rent's place ("월세는 올리지 않는 대신 관리비를 5만원 더 받는다"): a hidden rise.
          !/대신|(더|추가로|올려|더하여|더해서?|얹어|붙여)\s?(받|내|낸|부과|청구)/u.test(s.text) &&
          !s.conditions.has('discretion') &&
          !isNegated(s),
      ) &&
      // Nor its items or amounts left to the landlord's side in another part ("그 항목과 금액은 임대인 대리인이 정한다").
      !r.segments.some(
        (s) => !s.topics.has('managementFee') && s.conditions.has('discretion') && /항목|금액|액수/u.test(s.text),
      ),
  ),
  safe(
    'two-year-term',
    STANDARD,
    '제2조',
    '2년 이상 계약기간',
    '주택임대차보호법 제4조의 2년 이상으로 기간을 정한 조항입니다.',
    (r) => r.termMonths !== null && r.termMonths >= 24,
  ),
  safe(
    'term-stated',
    HLPA,
    '제4조',
    '계약기간 기재',
    '계약기간을 적은 표준 조항입니다. 2년보다 짧게 정했어도 주택임대차보호법 제4조에 따라 임차인은 2년을 주장할 수 있고, 정한 기간이 끝날 때 나갈 수도 있습니다.',
    // The term and nothing else: its dates, its length, perhaps a talk about extending it. A term
    // with a condition (무조건 퇴거, 연장 불가) is another clause, read by the term rules.
    (r) =>
      /\d/u.test(r.text) &&
      r.segments.every(
        (s) => TERM_ONLY.test(s.text) || TALK_OF_EXTENDING.test(s.text) || TENANT_MAY_STAY_TWO_YEARS.test(s.text),
      ) &&
      r.segments.some((s) => TERM_ONLY.test(s.text)),
  ),
  safe(
    'increase-within-cap',
    HLPA,
    '제7조',
    '5% 이내 증액',
    '주택임대차보호법 제7조의 5% 상한 안에서 증액을 정한 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          (s.topics.has('rent') && (s.topics.has('increase') || /조정/u.test(s.text))) ||
          // The rent at a renewal settled within a stated figure ("갱신할 때 월세는 5% 이내에서 협의해서 정함").
          (s.topics.has('rent') && s.topics.has('renewal') && r.statesPercent) ||
          // A rise given by its amounts ("월세는 기존 80만원에서 84만원(5%)을 넘지 않는 범위에서").
          (s.topics.has('rent') &&
            !s.topics.has('deduction') &&
            r.increasePercent > 0 &&
            (FROM_AMOUNT_TO.test(s.text) || AMOUNT_ARROW.test(s.text))) ||
          // The rise named in its own predicate after the renewal it comes with ("갱신요구 하시면 되고, 그때 올려도 5%까지만").
          (s.topics.has('increase') &&
            r.segments.some((p) => p.topics.has('renewal') || p.topics.has('rent')) &&
            (r.increaseAfterMonths === null || r.increaseAfterMonths >= 12)),
      ) &&
      (r.statesPercent || r.increasePercent > 0
        ? r.increasePercent <= 5
        : /법(이|에서) 허용|법정 (상한|한도)/u.test(r.text)),
  ),
  safe(
    'rent-frozen',
    HLPA,
    '제7조',
    '차임·보증금 동결',
    '차임이나 보증금을 올리지 않기로 한 조항입니다. 주택임대차보호법 제7조의 증액은 임대인이 청구하는 것이므로, 누가 적었든 임차인에게 유리합니다.',
    // Said without a party ("이번 갱신 기간 동안은 보증금과 월세 모두 올리지 않기로 함"): only the landlord raises.
    // Not a rise moved elsewhere ("월세는 올리지 않는 대신 관리비를 …").
    // Every part is the freeze, the rest kept as before, or a signature: a part that says more is read by its own rules.
    (r) =>
      r.segments.every((s) => s.bound !== 'TENANT') &&
      anySegment(r, (s) => (s.topics.has('rent') || s.topics.has('deposit')) && RISE_DENIED.test(s.text)) &&
      r.segments.every(
        (s) =>
          ((s.topics.has('rent') || s.topics.has('deposit')) && RISE_DENIED.test(s.text)) ||
          REST_UNCHANGED.test(s.text) ||
          (s.topics.size === 0 && s.acts.size === 0 && s.text.length < 20),
      ) &&
      r.increasePercent === 0 &&
      !/대신|관리비|별도|명목|조건으로/u.test(r.text),
  ),
  safe(
    'two-terms-arrears',
    CIVIL,
    '제640조',
    '2기 연체 시 해지',
    '민법 제640조대로 차임 2기 연체를 해지 사유로 한 조항입니다.',
    (r) => anySegment(r, (s) => s.topics.has('arrears') && countsTwoTermsAsLaw(s)),
  ),
  safe(
    'repair-fund-refunded',
    STANDARD,
    '제10조',
    '장기수선충당금 정산',
    '표준계약서 제10조대로 임차인이 낸 장기수선충당금을 계약이 끝날 때 돌려받는 조항입니다.',
    (r) =>
      (/장기\s?수선\s?충당금[^.]{0,40}(반환|돌려|정산)/u.test(r.text) && !refusesRepairFundRefund(r.text)) ||
      refundsRepairFund(r.text),
  ),
  safe(
    'ordinary-wear-excluded',
    STANDARD,
    '제9조',
    '통상 손모 제외',
    '표준계약서 제9조대로 통상의 사용으로 생긴 마모·변색은 원상복구 대상에서 빼는 조항입니다.',
    // Read on the segment that excludes: "… 원상회복한다. 다만, 통상의 손모는 포함하지 않는다" keeps the duty to the tenant's own damage.
    // Or, said alone and without 원상, wear the tenant does not restore ("오래 써서 닳은 마모는 복구하지 않는다"): not the
    // landlord's, not aging (a defect's), and not beside another part that may ask for new wallpaper.
    (r) =>
      (anySegment(r, (s) => s.topics.has('restoration')) && anySegment(r, (s) => WEAR_LEFT_OUT.test(s.text))) ||
      (r.segments.length === 1 &&
        r.segments[0]?.bound !== 'LANDLORD' &&
        !/임대인|노후|고장|누수|균열|결로|비용|값|\d|(내|낸|부담|공제|청구|지급|빼|뺀)[가-힣]*(다|며|고)(?=[\s.,]|$)/u.test(
          r.text,
        ) &&
        WEAR_NOT_RESTORED.test(r.text)),
  ),
  safe(
    'fault-restoration',
    CIVIL,
    '제615조',
    '고의·과실 손상의 원상복구',
    '민법 제615조대로 임차인이 낸 손상만 원상복구하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          (s.topics.has('fault') || /실비/u.test(s.text)) &&
          (s.topics.has('restoration') || s.acts.has('repair') || s.acts.has('bear')) &&
          // At the actual cost, not a figure the landlord sets.
          !s.conditions.has('discretion'),
      ),
  ),
  safe(
    'alteration-with-consent',
    STANDARD,
    '제4조',
    '구조 변경은 동의를 받아서',
    '표준계약서 제4조대로 임차인이 임대인의 동의 없이 구조를 바꾸지 않는다는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) => bindsTenant(s) && alterationNeedsConsent(s.text) && !/위약금|배상|공제|몰수|해지|해제/u.test(s.text),
      ),
  ),
  safe(
    'expenses-repaid',
    CIVIL,
    '제626조',
    '필요비의 상환',
    '민법 제626조대로 임차인이 집에 들인 필요비를 임대인이 갚거나 차임에서 빼 주는 조항입니다.',
    // The tenant's outlay for the home repaid, in money or off the rent ("필요비는 영수증 확인 후 다음 달 월세에서 공제").
    (r) =>
      /(필요비|유익비|(지출|부담|들인|낸)(한)? (수리비|비용|필요비))[^.]{0,30}(상환|돌려|지급|공제|빼|차감)/u.test(
        r.text,
      ) &&
      !/(상환|돌려|지급|공제|빼|차감)[^.]{0,6}(않|아니|없|못)|포기|청구할 수 없/u.test(r.text) &&
      // The tenant's outlay, not the landlord's taken from the deposit ("임대인이 지출한 수리비는 … 보증금에서 공제").
      !/보증금에서|(임대인|집주인|주인)(이|가)? [^.]{0,10}(지출|부담|낸|들인)/u.test(r.text) &&
      !r.segments.some((s) => s.acts.has('waive') || s.topics.has('depositLost')),
  ),
  safe(
    'loan-support-given',
    STANDARD,
    '특약사항(보증금 반환 보증과 전세자금대출)',
    '전세대출·보증 가입 협조',
    '표준계약서 특약 예시처럼 임대인이 임차인의 전세자금대출·보증 가입에 필요한 확인과 서류에 협조하는 조항입니다.',
    // The landlord answering the bank and signing what it asks (질권설정 통지에 응하고 승낙서를 써 준다).
    (r) =>
      TENANT_FINANCING.test(r.text) &&
      anySegment(
        r,
        // The landlord's papers named with no party ("필요한 임대인 서류는 요청 시 협조한다"): his cooperation.
        (s) =>
          (s.bound === 'LANDLORD' ||
            (s.bound === null && /임대인(의)?\s?(서류|확인서|동의서|서명|인감)/u.test(s.text))) &&
          !isNegated(s) &&
          /(응하|협조)(고|하고|한다|하며|해 ?(준|주|드))|(승낙서|확인서|동의서)(를|에)? ?(써 ?(준|주|드)|작성|서명|날인|교부)/u.test(
            s.text,
          ),
      ) &&
      !r.segments.some((s) => s.bound === 'LANDLORD' && isNegated(s)) &&
      !r.segments.some((s) => bindsTenant(s) && (s.acts.has('bear') || s.acts.has('waive'))),
  ),
  safe(
    'owner-assumes-unpaid-deposit',
    HLPA,
    '제3조',
    '새 소유자의 보증금 인수',
    '경매의 낙찰자나 새 소유자가 종전 임차인이 돌려받지 못한 보증금을 떠안아 이 계약의 보증금으로 인정하는 조항으로, 임차인에게 불리하지 않습니다.',
    // The winning bidder or the new owner taking on what the former lease left unpaid, and counting it as this
    // lease's deposit ("미배당 보증금 잔액 1,200만원을 인수하여 … 보증금의 일부로 인정한다").
    (r) =>
      /(?:^|\s)(낙찰자|매수인|새\s?(소유자|임대인|주인)|임대인)(는|은|이|가)\s[^.]{0,40}(미배당|돌려받지 못한|반환받지 못한)\s?(보증금|금액|잔액)[^.]{0,25}((인수|승계)(하여|하고|하며|한다)|떠안(아|고|으며|는다))/u.test(
        r.text,
      ) &&
      /(보증금|전세금)[^.]{0,15}(일부|전부|으로|로)\s?(인정|포함|충당|본다)/u.test(r.text) &&
      // What the owner takes on (떠안아) is his burden, not the tenant's: only a waiver or a ban undoes it.
      !r.segments.some((s) => s.acts.has('waive') || s.acts.has('prohibit')),
  ),
  safe(
    'buyer-takes-over-lease',
    HLPA,
    '제3조',
    '새 소유자의 임대인 지위 승계',
    '주택임대차보호법 제3조 제4항대로 집주인이 바뀌어도 새 소유자가 임대인의 지위를 이어받아 계약이 유지되고 보증금도 새 소유자가 돌려주는 조항입니다.',
    // The owner changing, and the lease going on with the new owner bound to it: what the Act says.
    (r) =>
      /(임대인|소유자|주인)(이|가)? 바뀌(어도|더라도)|(매매|매각|매도|경매)(가 |이 )?(되어도|되더라도|돼도|하더라도)|팔(려|리더라)도/u.test(
        r.text,
      ) &&
      /계약(은|이)? (그대로 )?(이어|유지|승계|계속)|(새|바뀐) (임대인|소유자|주인|매수인)[^.]{0,12}(승계|이어받|돌려|반환)/u.test(
        r.text,
      ) &&
      !/나가|비워|퇴거|명도|아니라|원하면|요구하면/u.test(r.text) &&
      !r.segments.some(
        (s) =>
          s.acts.has('waive') ||
          s.acts.has('prohibit') ||
          s.acts.has('bear') ||
          s.acts.has('delay') ||
          s.topics.has('terminate') ||
          (s.acts.has('may') && s.bound === 'LANDLORD'),
      ),
  ),
  safe(
    'tenant-secures-rights',
    HLPA,
    '제3조의2',
    '전입신고·확정일자',
    '주택임대차보호법 제3조·제3조의2의 대항력과 우선변제를 갖추는 조항입니다.',
    // A positive act of securing them (한다, 받는다, 마친다), not a mention: a mention may set a condition.
    // Registration moved here on moving in, or the landlord's help to secure them, is as positive.
    (r) =>
      anySegment(
        r,
        (s) =>
          (s.topics.has('residence') || s.topics.has('fixedDate')) &&
          // The landlord's "이의를 제기하지 않는다" is his consent, no ban.
          (!s.acts.has('prohibit') || (s.bound === 'LANDLORD' && /이의(를)? ?(제기하지|달지|하지) 않/u.test(s.text))) &&
          !s.acts.has('delay') &&
          !s.acts.has('needsConsent') &&
          (!s.acts.has('transfer') || movesRegistrationHere(s.text)) &&
          (movesRegistrationHere(s.text) ||
            // The tenant urged to secure them on the day ("입주 당일 전입신고·확정일자 받으시기 바란다").
            /(당일|잔금\s?(날|일)|입주일|이사\s?(하는\s?)?날)[^.]{0,25}(받으시기|하시기|받으세요|하세요|받으시면|하시면)/u.test(
              s.text,
            ) ||
            (s.acts.has('cooperate') && /협조|돕|도와/u.test(s.text) && !isNegated(s)) ||
            // Done on a day the clause names, from the contract to moving in ("확정일자는 계약서 쓰는날 임차인이 바로 받는다",
            // "… 쓴날 … 받기로 한다").
            (/(신고|일자)(는|도)\s[^.]{0,25}(계약(서)?\s?(쓰는|쓴|작성하는|작성한|하는|한)\s?날|계약일|잔금\s?(날|일)|입주일|이사\s?(하는\s?)?(날|당일)|당일)[^.]{0,16}(받는다|한다|받음|함|마친다|받으며|하며|하고|받고|받기로|하기로)/u.test(
              s.text,
            ) &&
              !/다음\s?날|익일|후|뒤|지나|지난|있다가|말고|보름|일주일|\d+\s?(일|주|개월|달)/u.test(s.text) &&
              // Nothing elsewhere in the clause that takes it back (a consent, a wait, a date before it), but the
              // landlord's promise not to ("임대인은 이를 늦추라고 요구하지 않는다").
              !r.segments.some((t) => !(t.bound === 'LANDLORD' && isNegated(t)) && DAY_TAKEN_BACK.test(t.text))) ||
            /(신고|일자|등록)[^.]{0,14}(하세요|하십시오|받으세요|받으십시오)(?=[.\s]|$)|(신고|일자|등록)[^.]{0,6}(한다|합니다|하고|하며|하기로|받는다|받습니다|받고|받으며|받기로|받아 ?(둔|두|놓)|받을 수 있|마친다|마치고|할 수 있|협조|처리|가능)|(하는|받는)\s?(것을|것에|데|거)[^.]{0,15}(협조|돕|동의|이의\s?(없|를 제기하지|하지 않)|제한(이|을)? 없)|제한(이|을)? (없|두지 않)|자유롭게/u.test(
              s.text,
            )) &&
          !/종전|기존 주소|원래 주소|그대로 두|남겨 두|다른 (곳|주소)|경우에만|만 (한다|받는다)/u.test(s.text) &&
          // Not after the landlord's loan or sale, a new tenant or his say ("확정일자는 대출 끝나고 받으세요").
          !s.conditions.has('saleOrLoan') &&
          !s.conditions.has('nextTenant') &&
          !s.conditions.has('discretion'),
      ),
  ),
  safe(
    'no-new-mortgage',
    STANDARD,
    '특약사항(권리관계 유지)',
    '권리관계 유지',
    '표준계약서 특약처럼 임대인이 담보권을 새로 설정하지 않거나 기존 근저당을 말소하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          s.topics.has('mortgage') &&
          (s.bound === 'LANDLORD' ||
            (s.bound === null && s.topics.has('discharge')) ||
            // A new one denied naming no one ("계약 기간 중에 새로 담보 잡지 않는다", "대출 더 받지 않는다"): only the
            // owner sets one.
            (s.bound === null && NEW_MORTGAGE_DENIED.test(s.text))) &&
          (isNegated(s) ||
            (s.topics.has('discharge') &&
              (r.segments.some((t) => t.conditions.has('onEndDate')) ||
                /잔금[^.]{0,10}(까지|동시에|전에|때|시에?|날|일에)|잔금으로|같은 날/u.test(r.text)))),
      ),
    true,
  ),
  safe(
    'loan-cooperation',
    STANDARD,
    '특약사항(보증금 반환 보증과 전세자금대출)',
    '대출·보증 협조',
    '표준계약서 특약처럼 임대인이 전세자금대출과 보증 가입에 협조하는 조항입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          /대출|보증보험|반환\s?보증|보증\s?가입|질권/u.test(s.text) &&
          landlordDoes(s, /협조|제공|동의|서명|작성해|써 ?준|회신|수령 확인/u),
      ),
  ),
  safe(
    'landlord-insures-deposit',
    STANDARD,
    '특약사항(보증금 반환 보증과 전세자금대출)',
    '임대인의 보증 가입',
    '임대인이 보증금 반환 보증(임대보증금 보증)에 스스로 가입하는 조항입니다. 등록임대사업자는 민간임대주택에 관한 특별법에 따라 가입해야 하고, 보증수수료는 임대인이 4분의 3, 임차인이 4분의 1을 냅니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          /(보증금|반환)\s?(반환\s?)?보증|보증\s?보험/u.test(s.text) &&
          landlordDoes(s, /가입(한다|하고|하며|하여|해)/u),
      ),
    // Not protective: a guarantee taken out says nothing of when the deposit comes back, so it outweighs no
    // pattern of the return ("보증에 가입하며, 보증금은 다음 임대차 계약이 체결된 후 반환한다").
  ),
  safe(
    'landlord-discloses',
    HLPA,
    '제3조의7',
    '임대인의 정보 제시',
    '주택임대차보호법 제3조의7의 정보 제시 의무를 지키는 조항입니다.',
    (r) =>
      // The home shown to viewers ("주택 내부를 보여주거나") is a showing, not information given.
      // What is told is information about the home or its rights, not a time or a plan ("시간은 임대인이 정하여 알린다").
      anySegment(
        r,
        (s) =>
          landlordDoes(
            s,
            /제시|(?<!(집|내부|방|세대|실내|주택|호실)(을|를)?\s?)보여|교부|열람|설명|알린다|알려|알렸|고지/u,
          ) &&
          (/제시|교부|열람/u.test(s.text) || DISCLOSED_INFORMATION.test(s.text)),
      ) ||
      (/(선순위|납세|체납|확정일자)[^.]{0,25}(제공|제시|교부|첨부|열람)(한다|함|하며|하고|했|하기로)/u.test(r.text) &&
        !r.segments.some((s) => isNegated(s))),
  ),
  safe(
    'visit-with-notice',
    CIVIL,
    '제624조',
    '사전 협의 후 방문',
    '민법 제624조의 보존행위를 임차인과 미리 협의하고 하는 조항입니다.',
    // A time the landlord alone sets ("집주인이 정한 시간에 … 보여주고") is no time agreed with the tenant.
    (r) =>
      anySegment(r, (s) => s.topics.has('entry') && s.conditions.has('priorNotice')) &&
      !LANDLORDS_OWN_TIME.test(r.text),
  ),
  safe(
    'tenant-changes-the-code',
    CIVIL,
    '제623조',
    '임차인의 비밀번호 변경',
    '임대인이 알던 현관 비밀번호나 열쇠를 임차인이 입주 후 바꿀 수 있게 하는 조항으로, 임차인의 평온한 사용(민법 제623조)을 지켜 줍니다.',
    // "현관 비밀번호는 임대인도 알고 있으니 입주 후 바꾸셔도 됩니다": the tenant's own door. Not with an entry kept
    // beside it (entry-at-will reads "바꾸지 말 것", "언제든 들어갈 수 있다").
    (r) =>
      /(비밀번호|비번|도어락|현관\s?번호|열쇠|자물쇠)[^.]{0,40}((바꾸|바꿔|변경하)(셔도|어도|해도|셔도 된|실 수)|(바꿀|변경할) 수 있)/u.test(
        r.text,
      ) &&
      !/들어가|들어올|들어와|출입|방문|알려|공유/u.test(r.text) &&
      !r.segments.some((s) => isNegated(s)),
  ),
  safe(
    'entry-in-emergency-only',
    CIVIL,
    '제624조',
    '긴급한 경우에 한한 출입',
    '임대인의 출입을 가스 누출·누수 같은 긴급한 경우로만 한정한 조항으로, 민법 제624조의 보존행위에 해당합니다.',
    // "응급 상황에서만 … 부재 중에도 들어갈 수 있다": the emergency is the only door; not at any time beside it.
    (r) =>
      EMERGENCY_ONLY.test(r.text) && anySegment(r, (s) => s.topics.has('entry')) && !BESIDE_THE_EMERGENCY.test(r.text),
  ),
  safe(
    'implied-renewal',
    HLPA,
    '제6조',
    '묵시적 갱신',
    '주택임대차보호법 제6조대로 통지가 없으면 같은 조건으로 갱신되는 조항입니다.',
    (r) =>
      anySegment(r, (s) =>
        /갱신(된|되는|한) 것으로|(동일|같은)(한)? 조건으로[^.]{0,8}(갱신|연장)/u.test(s.text)
          ? !isNegated(s)
          : // "같은 조건으로 다시 임대차한 것으로 본다", "… 계약이 이어진 것으로 본다": 제6조 in its own words.
            // The silence it rests on ("아무 말이 없으면", "통지하지 않으면") is its condition, no waiver.
            /(동일|같은)(한)? 조건으로[^.]{0,12}(다시 임대차한|다시 계약한|이어진|계속된|연장된) 것으로 (본다|보고|보며|한다|간주)/u.test(
              s.text,
            ) && !/배제|적용하지 (않|아니)/u.test(s.text),
      ),
  ),
  safe(
    'early-exit-notice',
    STANDARD,
    '제12조',
    '중도 퇴거 시 통지',
    '중도 퇴거 때 미리 알리고 새 임차인의 중개보수를 부담하는 것은 흔한 약정입니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          // 을 is the tenant where a contract writes 갑/을 ("을 사정으로 만기 전에 나가게 되면").
          /중도|중간|먼저 나가|조기 (퇴실|퇴거)|early|(임차인|(^|\s)을)(의|이)? ?(자기 |본인 |개인 )?(요청|사정|원하|원해)|(기간|계약)\s?(중|도중)(에)?[^.]{0,12}(이사|퇴거|퇴실|나가|해지)|(만기|만료|종료) 전에?\s?(이사|퇴거|퇴실|나가)|이사하려|이사를 원/iu.test(
            s.text,
          ) && /(전에|미리) (알|통지|말하|말한|연락)|중개\s?(보수|수수료)|복비/u.test(r.text),
      ) && !/남은 기간|잔여 (기간|차임|월세)/u.test(r.text),
  ),
  safe(
    'house-rules',
    STANDARD,
    '특약사항(작성 안내)',
    '생활 규칙',
    '반려동물·흡연·주차·소음 같은 생활 규칙은 표준계약서 특약사항에 흔히 두는 약정입니다.',
    (r) =>
      /반려\s?(동물|견|묘)|애완|고양이|강아지|소형견|흡연|담배|주차|금연|소음|쓰레기|분리수거|(못|나사|압정|꼭꼬핀|피스)(을|를|이나|이나 나사를)? ?박|악기|층간|택배|자전거|세탁기|청소기|자제|삼가|운동기구|구멍/u.test(
        r.text,
      ) &&
      !r.segments.some((s) => s.topics.has('deposit') || s.topics.has('deduction')) &&
      // A fine for breaking the rule is a penalty, not the rule ("CCTV로 확인되면 한 번에 5만원씩 관리비에 붙여요").
      !FINE.test(r.text) &&
      // Nor is an eviction for breaking it ("흡연하시면 바로 퇴거").
      !/(즉시|바로|곧바로)\s?(퇴거|퇴실|해지|계약\s?해지)|퇴거(시킬|시킨|해야|조치)|(계약을?|계약이)\s?(해지|해제|끝|종료)|나가야/u.test(
        r.text,
      ),
  ),
  safe(
    'keys-handed-over',
    STANDARD,
    '특약사항(작성 안내)',
    '열쇠·출입 수단 인도',
    '열쇠·카드키·비밀번호를 입주 때 넘기고 퇴거 때 돌려받는 조항으로, 집을 쓸 수 있게 인도하는 일상적인 약정입니다.',
    (r) =>
      /열쇠|카드\s?키|도어\s?락|출입\s?카드|리모컨|비밀번호/u.test(r.text) &&
      /넘겨|넘기|건네|인도|교부|전달|반납|돌려\s?(받|주|드)/u.test(r.text) &&
      // A key the landlord keeps is a way in (landlord-entry), not a handover.
      !/(임대인|집주인|관리인)[^.]{0,20}(보관|소지|가지고|갖고|알고)|(임대인|집주인|관리인)(에게|한테|께|도)|여분|보조\s?키|마스터|들어가|들어갑|들어오|들어올|출입|열고|매수인|매매|팔리|팔면/u.test(
        r.text,
      ) &&
      !r.segments.some((s) => s.topics.has('entry') || s.topics.has('deposit') || s.topics.has('deduction')),
  ),
  safe(
    'tenant-permitted',
    CIVIL,
    '제610조',
    '임차인에게 허용',
    '임차인에게 무언가를 허용하는 조항으로 임차인에게 불리하지 않습니다.',
    (r) =>
      /허용한다|허용하며|허락한다|허용된다/u.test(r.text) ||
      anySegment(
        r,
        (s) =>
          s.bound === 'TENANT' &&
          s.acts.has('may') &&
          !isNegated(s) &&
          !/만 |에 한하여|경우에 한|뒤에만|후에만/u.test(s.text),
      ),
  ),
  safe(
    'succession-kept',
    HLPA,
    '제9조',
    '임차권의 승계',
    '임차인이 사망하면 함께 살던 가족이나 상속인이 임차인의 권리와 의무를 이어받는다는 조항으로, 주택임대차보호법 제9조를 확인합니다.',
    (r) =>
      /사망|별세|작고/u.test(r.text) &&
      /(가족|동거인|상속인|배우자|자녀)[^.]{0,30}(권리|지위|임차권|계약)[^.]{0,12}(이어받(는다|으며|고|기로)|승계(한다|하며|하고|하기로|된다|되며))/u.test(
        r.text,
      ) &&
      !SUCCESSION_DENIED.test(r.text),
  ),
  safe(
    'landlord-duty',
    CIVIL,
    '제623조',
    '임대인의 의무',
    '임대인이 의무를 지는 조항으로 임차인에게 불리하지 않습니다.',
    (r) =>
      anySegment(
        r,
        (s) =>
          landlordDoes(s, /반환|협조|부담|시공|청소|제공|설치|지급|보장|책임|낸다|납부|내준|내어 준|발급|물어|배상/u) &&
          !s.conditions.has('afterMoveOut'),
      ),
  ),
];
