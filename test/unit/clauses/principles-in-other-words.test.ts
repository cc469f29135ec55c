import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeEvalText, readEvalSet } from '../../../bench/lib/clause-eval-set';
import { OfflineRuleAnalyzer } from '../../../src/clauses/analysis/offline-rule.analyzer';
import { loadReferenceCorpus } from '../../../src/clauses/corpus/load-corpus';
import type { RiskLevel } from '../../../src/clauses/clause.types';

// Each principle the analyzer applies, met in wordings written for this file alone: none of these
// clauses is in the evaluation set (the last test checks), so passing here says the principle is
// read, not that a tuned phrase was met again. No references: the principles decide by themselves.
const analyzer = new OfflineRuleAnalyzer();
const verdictOf = (clause: string) => analyzer.analyzeSync({ clause, references: [] });

const CASES: Record<string, Array<readonly [RiskLevel, string]>> = {
  'a penalty on using a right the Act gives is a waiver of it (제10조)': [
    ['DANGER', '임차인이 확정일자를 받는 경우 위약금 200만원을 물기로 한다.'],
    ['DANGER', '세입자가 만기에 임차권등기를 신청하면 보증금에서 50만원을 빼고 준다.'],
    ['DANGER', '갱신요구를 하는 임차인은 계약금 상당액을 배상하여야 한다.'],
  ],
  'the deposit forfeited whole is DANGER, a share of it is a penalty (제398조)': [
    ['DANGER', '계약 조항을 하나라도 어기면 전세금 반환 청구권은 소멸한 것으로 한다.'],
    ['DANGER', '임차인이 무단으로 개를 키우면 보증금은 임대인 것이 된다.'],
    ['CAUTION', '임차인이 금연 약속을 어기면 보증금 중 200만원은 임대인에게 귀속된다.'],
  ],
  'the deposit waits for an event with no date: DANGER; a stated latest date: CAUTION (표준계약서 제9조)': [
    ['DANGER', '보증금 반환 날짜는 임대인이 정해서 알려 주는 대로 한다.'],
    ['DANGER', '세입자분 보증금은 집이 다시 계약되면 그때 보내드릴게요.'],
    ['CAUTION', '보증금은 집을 비운 날부터 10일 안에 돌려준다.'],
  ],
  "leaving before the term ends on an event of the landlord's is no lawful ground (제4조)": [
    ['DANGER', '건물 리모델링이 정해지면 임차인은 계약 기간이 남아 있어도 두 달 안에 나가기로 한다.'],
    ['DANGER', '주인 측에서 방을 빼 달라고 하면 세입자는 30일 안에 이사해야 함.'],
    ['SAFE', '임대인은 집을 팔더라도 남은 계약 기간 동안 임차인의 거주를 보장한다.'],
  ],
  'the landlord keeps the home fit for use (민법 제623조)': [
    ['DANGER', '온수기나 보일러가 고장 나면 원인과 상관없이 세입자가 자기 돈으로 고친다.'],
    ['DANGER', '임대인은 입주 뒤 어떤 수리 요청도 받아 주지 않으며 고장은 임차인이 알아서 처리한다.'],
    ['SAFE', '전구와 수도꼭지 패킹 같은 소모품은 임차인이 갈고, 배관 누수는 임대인이 고친다.'],
  ],
  "cutting utilities or handing out the door code is never the landlord's remedy": [
    ['DANGER', '관리비가 두 달 밀리면 집주인은 수도를 잠글 수 있다.'],
    ['DANGER', '집을 보여 주려고 임대인이 중개사무소에 현관 비밀번호를 알려 주는 것에 임차인은 동의한다.'],
  ],
  'the 대항력 and 우선변제 of 제3조 and 제3조의2: a ban or a delay is DANGER, the rule restated is SAFE': [
    ['DANGER', '세입자는 집주인이 추가 대출을 받을 때까지 주소를 옮기지 않는다.'],
    ['DANGER', '확정일자는 임대인이 정하는 날에만 받을 수 있다.'],
    ['SAFE', '임차인은 잔금 당일 전입하고 확정일자를 받을 수 있다.'],
  ],
  "a landlord's promise not to act against the tenant is SAFE; giving up a duty is not": [
    ['SAFE', '임대인은 계약 기간 중 관리비 인상을 요구하지 않는다.'],
    ['SAFE', '임대인은 입증되지 않은 수리비를 보증금에서 공제하지 아니한다.'],
    ['CAUTION', '임대인은 전세자금대출에 필요한 확인서를 써 주지 않는다.'],
  ],
  "a remedy given to the tenant is SAFE; one hedged to the landlord's event is not": [
    ['SAFE', '약속한 날에 집을 넘겨받지 못하면 임차인은 계약을 해제하고 계약금을 돌려받을 수 있다.'],
    ['DANGER', '임대인의 대출 실행이 끝난 뒤에야 임차인은 전입신고를 할 수 있다.'],
  ],
  "ordinary wear is not the tenant's to restore (표준계약서 제9조)": [
    ['CAUTION', '퇴거할 때 임차인은 산 기간에 관계없이 벽지를 새로 발라 놓는다.'],
    ['SAFE', '원상복구는 임차인 잘못으로 생긴 흠만 대상으로 하고 자연 마모는 제외한다.'],
  ],
  'increases above 5 % or more often than yearly (제7조), however written': [
    ['DANGER', '재계약 때 보증금은 2억원에서 2억 3천만원으로 조정한다.'],
    ['DANGER', '입주하고 반년 지나면 월세를 2만원 올린다.'],
    ['DANGER', '계약하고 8개월이 지나면 관리비와 별도로 월세를 2% 올림.'],
  ],
  'spoken forms read as the written ones: 안 함 is 하지 않는다, 못 돌려드려요 is a forfeiture, deposit is 보증금': [
    ['DANGER', '경매 들어가면 세입자는 배당 신청 안하는걸로 하고 은행이 먼저 가져감'],
    ['DANGER', '계약기간 못 채우고 나가면 보증금 못 돌려줌'],
    ['DANGER', '중도금 전이면 주인이 계약금만 돌려주고 계약 없던걸로 할수 있음'],
    ['DANGER', 'Deposit 반환: 주인 형편 될 때, 날짜 미정'],
    ['DANGER', '주인은 점검한다고 세입자 없을때 현관 비번 눌러서 들어가도 됨'],
  ],
  "a right delayed until the landlord's event, however the delay is said (제3조의2)": [
    ['DANGER', '확정일자는 임대인 대출 승인 나고 나서 받는 걸로 한다.'],
  ],
  "the landlord's loan stays the landlord's, whoever the sentence names first (민법 제618조)": [
    [
      'DANGER',
      '임차인은 임대인이 이 집으로 은행에서 빌린 돈의 이자 가운데 매달 20만원을 월세와 따로 은행 계좌에 납입한다.',
    ],
  ],
  'a statement for the bank that no lease exists gives the priority away (제3조의2)': [
    ['DANGER', '임대인이 대출을 받을 때 임차인은 은행이 달라는 무상거주 확인서에 서명해 준다.'],
    ['SAFE', '임차인은 확정일자를 받은 날 이후에 설정된 근저당보다 먼저 보증금을 배당받을 수 있다.'],
  ],
  "main equipment at the tenant's own cost is DANGER even when an exception follows (민법 제623조)": [
    [
      'DANGER',
      '보일러와 수도배관 고장은 원인을 따지지 않고 임차인이 자신의 비용으로 고친다. 다만 입주 첫 주의 고장은 임대인이 고친다.',
    ],
  ],
  'a negation that keeps a right whole is no waiver': [
    ['SAFE', '계약기간은 1년으로 하되, 임차인이 2년을 주장하는 것을 제한하지 않는다.'],
    ['SAFE', '임차인이 소액임차인으로서 최우선변제를 포기하도록 하는 어떠한 합의도 하지 않는다.'],
    ['SAFE', '월세가 두달분 밀리면 임대인은 계약을 해지할 수 있다.'],
    [
      'SAFE',
      '중도금 지급 전에는 임차인은 계약금을 포기하고, 임대인은 계약금 두배를 돌려주고 계약을 없던 것으로 할 수 있다.',
    ],
  ],
  'registration moved in on the day of moving in is the protected act, not a move away (제3조)': [
    ['SAFE', '이사 당일 주민등록을 이 집으로 옮기고 확정일자 받는 데 집주인이 협조합니다.'],
  ],
  'a 단서 that takes back what the sentence before it promised decides the clause': [
    ['DANGER', '임대인은 방문 전에 임차인과 날짜를 정한다. 단, 급한 사정이 있으면 사전 통지 없이 집에 들어갈 수 있다.'],
    ['DANGER', '임대인은 미리 문자를 보내고 방문한다. 답장이 없으면 동의한 것으로 보고 들어간다.'],
    ['DANGER', '보일러가 고장 나면 임대인이 기사를 부른다. 다만 출장비와 부품값은 모두 임차인이 부담한다.'],
    ['DANGER', '현관 비밀번호는 계약이 끝나야 바꾼다. 다만, 임대인이 필요하다고 판단하면 바로 변경할 수 있다.'],
  ],
  'an exit the landlord may demand without a ground the law gives, however it is said': [
    ['DANGER', '사정이 생기면 내가 언제든 방 빼달라고 할 수 있음. 보증금은 그날 줌.'],
    ['DANGER', '손님이 하루라도 자고 가면 전대한 것으로 보고, 임대인은 바로 계약을 끝낼 수 있다.'],
    ['DANGER', '자동으로 연장된 뒤에는 임대인도 아무 때나 해지를 통보할 수 있고 통보 후 석 달이면 임차인은 나간다.'],
    ['DANGER', '월세를 이틀만 넘기면 비번 바꿔 버릴 거니까 알아서 해.'],
  ],
  "a right's time set in a later predicate of the clause is still a delay of that right (제3조의2)": [
    ['DANGER', '확정일자는 임대인이 직접 받아 주되, 받는 날짜는 임대인 담보대출이 실행된 뒤로 한다.'],
  ],
  'on a high-stakes topic a protective shape alone is no evidence for SAFE': [
    [
      'CAUTION',
      '임대인은 임차인에게 대항력에 관하여 어떤 불리한 대우도 하지 아니하며, 임차인은 이에 대하여 별도로 문제 삼을 수 있다.',
    ],
  ],
  "the landlord's or his family's own use ends no lease before its term, in a drafter's wording (제4조)": [
    [
      'DANGER',
      '임대인 또는 그 직계가족의 실거주 필요(self-use)가 발생하는 때에는, 계약기간 중이라 하더라도 1개월 전 통지로써 본 계약은 종료되는 것으로 한다.',
    ],
    [
      'DANGER',
      '임대인이 본 건 부동산에 관하여 매매계약을 체결하는 경우, 관례에 따라 임차인은 매수인의 입주 일정에 맞추어 통지일로부터 2개월 이내에 주택을 명도하며, 이 경우 이사비용으로 50만원이 지원된다.',
    ],
    // At the term's end, own use is a ground the Act gives to refuse a renewal.
    ['SAFE', '임대인이 실거주를 이유로 갱신을 거절할 수 있는 경우와 그 손해배상은 주택임대차보호법 제6조의3에 따른다.'],
  ],
  "a buyer's or bidder's demand to hand over the home, agreed to in advance, gives up 대항력 (제3조)": [
    [
      'DANGER',
      '경매 등으로 소유자가 변경되어 매수인의 인도 요구가 있는 때에는 임차인은 지체 없이 이에 응하기로 하며, 보증금에 관한 사항은 종전 임대인과 별도로 해결한다.',
    ],
  ],
  'formal negations (아니하는) and a time the landlord asks for delay 확정일자 and 임차권등기 as much (제3조의2, 제3조의3)':
    [
      [
        'DANGER',
        '원만한 협의를 위해 확정일자는 임대인이 요청하는 시점에 부여받기로 하며, 그 이전에는 확정일자 신청이 진행되지 아니하는 것으로 한다.',
      ],
      [
        'DANGER',
        '등기부의 깨끗한 상태 유지를 위하여 본 건 부동산에는 계약 종료 이후에도 임차인 명의의 어떠한 등기도 경료되지 아니하는 것으로 한다.',
      ],
      [
        'SAFE',
        '보증금이 계약 만료일에 반환되지 아니하는 경우 임차인은 임차권등기명령을 신청할 수 있으며, 그 신청 비용은 임대인이 부담한다.',
      ],
    ],
  'the deposit applied to a penalty is the deposit forfeited (민법 제398조)': [
    [
      'DANGER',
      '관례에 따라 임차인의 사정으로 계약이 중도에 해지되는 경우 보증금은 위약금으로 충당되며, 별도의 정산 없이 본 계약은 종결된 것으로 본다.',
    ],
  ],
  "an increase within 5 % but sooner than a year is DANGER; the cap restated is SAFE; a conversion rate is 제7조의2's (제7조)":
    [
      [
        'DANGER',
        '입주일로부터 6개월이 경과한 시점에 차임은 직전 차임의 3%만큼 증액되며, 다만 그 밖의 증액은 하지 아니한다.',
      ],
      [
        'SAFE',
        '계약 갱신 시 차임의 증액은 직전 차임의 20분의 1을 초과하지 아니하며, 직전 증액일로부터 1년 이내에는 증액하지 아니한다.',
      ],
      [
        'CAUTION',
        '계약기간 중 보증금의 일부를 월차임으로 전환하는 경우 전환율은 시장 관례를 반영하여 연 8%를 적용한다.',
      ],
    ],
  "entry without notice is DANGER whoever the sentence names; the landlord's promise not to enter so is SAFE (민법 제623조)":
    [
      [
        'DANGER',
        '상호 신뢰를 바탕으로 주택 내부의 상태 확인은 사전 통지 없이 수시로 이루어질 수 있으며, 임차인은 이를 거부하지 아니한다.',
      ],
      [
        'SAFE',
        '임대인은 수선 등 보존행위를 위하여 출입이 필요한 경우 사전에 임차인과 일시를 협의하며, 임차인의 동의 없이 주택에 출입하지 아니한다.',
      ],
    ],
  "standard terms in a drafter's wording are recognised, so they are SAFE and not unknown": [
    ['SAFE', '본 계약의 존속기간은 당사자 간 합의에 따라 1년으로 정한다.'],
    [
      'SAFE',
      '관리비는 월 12만원(일반관리비, 청소비, 승강기 유지비 포함)으로 하며, 전기·가스·수도 요금은 사용량에 따라 임차인이 별도로 납부한다.',
    ],
    ['DANGER', '계약기간이 끝나도 6개월 동안은 보증금을 돌려주지 않는다.'],
  ],
  'typos, 갑/을 and chat endings read as the written words they stand for': [
    ['DANGER', '계약서 확정일짜는 받지 말아주세요ㅠ 세금 문제 때문에 그래요. 대신 월세 5만원 빼드릴게요'],
    ['DANGER', '계약 만료시 보증굼은 임대인 자금사정을 고려하여 여유 되는대로 나눠서 반환키로 함'],
    ['DANGER', '반려동물 사육이 적발되면 을은 보증금을 돌려받지 않는것으로 한다.'],
    ['DANGER', '입주 6개월 후 갑은 주변 시세에 맞춰 보증금을 올릴 수 있고 을은 이에 응하기로 함'],
    ['SAFE', '임대차 기간은 2025년 3월 1일부터 1년간으로 함'],
  ],
  "the home pledged for the landlord's funds after the balance is a new mortgage consented to in advance": [
    [
      'DANGER',
      '임대인은 잔금 이후에도 본 주택을 담보로 자금을 조달할 수 있으며 임차인은 이에 필요한 서류 제출에 협조한다.',
    ],
  ],
  'notes, Q/A, dotted dates and mixed English are read as sentences are (compound clauses: the worst part decides)': [
    ['DANGER', '계약일 2026.3.1. / 월세 인상 2026.9.1.부터 20분의1 / 주차 1대 무료'],
    ['SAFE', '계약기간 2026.3.1.~2028.2.29. / 재계약 시 2028.3.1.부터 월세 5% 이내 인상'],
    ['DANGER', 'Q. 보증금은 언제? A. 갑이 보유한 상가가 매각되어 대금이 들어오는 대로 돌려드립니다.'],
    ['SAFE', 'Q. 보증금은 언제? A. 만기일 2028.2.29.에 열쇠 반납과 동시에 전액 반환합니다.'],
    [
      'DANGER',
      "Fixed-date stamp(확정일자)는 갑's refinancing이 끝나는 2026.6.30. 이후에 받기로 하고, 월세 80만원은 매월 10일 transfer한다.",
    ],
    [
      'DANGER',
      'Tenant(을) waives the 계약갱신요구권 under 주택임대차보호법 제6조의3 and agrees to move out at the end of the term; 분리수거는 지정일 준수.',
    ],
    [
      'DANGER',
      '1) 벽에 못·타공 금지 2) 을이 계약기간 중 나가는 경우 보증금 3,000만원은 돌려받지 못한다 3) 현관 앞 공용공간 청소는 을이 한다',
    ],
  ],
  "the landlord's family or a rebuilding is no ground to end the lease early; a tenant's own early exit is no landlord's termination":
    [
      [
        'DANGER',
        '갑의 아들이 결혼하여 이 집에 들어와야 하는 경우 계약기간 중이라도 을은 통보일부터 2개월 내에 집을 비워주며, 생활소음은 22시 이후 자제한다.',
      ],
      [
        'DANGER',
        '① 관리비는 세대별 계량기 기준 ② 재건축 조합설립인가가 나면 본 계약은 그 날로 끝나고 을은 30일 안에 인도한다 ③ 베란다 화분 배치 허용',
      ],
      ['CAUTION', '을의 사정으로 중도 해지하는 경우 보증금의 10%를 위약금으로 갑에게 지급한다.'],
      ['DANGER', '갑은 시설 점검을 위해 을에게 미리 알리지 않고 세대에 출입할 수 있으며, 을은 이를 거부하지 않는다.'],
    ],
  'a proviso (다만, 단) that takes back the promise before it is read on its own': [
    [
      'DANGER',
      '소모품은 임차인, 큰 수리는 임대인이 함. 다만 입주 후 생기는 보일러 고장이랑 누수는 계약기간 내내 임차인이 알아서 고침',
    ],
    ['DANGER', '임대인은 임차기간을 보장함. 단 집이 팔리고 새 집주인이 들어와 살겠다고 하면 2개월 안에 비워줘야 함'],
    ['DANGER', '중도금 전에는 계약금 배액상환으로 해제할수 있음. 다만 임대인은 받은 계약금만 돌려주고도 해제 가능'],
    [
      'SAFE',
      '퇴거 시 원상복구는 임차인 과실로 파손된 부분에 한하며 자연 노후 및 통상적인 사용에 의한 손모(벽지 변색, 장판 눌림 등)는 제외한다.',
    ],
    ['SAFE', '반려동물은 키울 수 있다. 다만 대형견은 임대인과 미리 협의한다.'],
    // The last bearer named is the one who pays.
    ['CAUTION', '중개보수는 임대인 몫 포함해서 전액 임차인 부담'],
  ],
  'a landlord walking away by returning the 계약금 alone, however it is phrased (민법 제565조)': [
    [
      'DANGER',
      '입주 전 보다 유리한 조건의 임차 희망자가 나타나는 경우, 원만한 협의를 위해 본 계약은 임대인이 계약금 원금을 돌려주는 것으로 정리될 수 있다.',
    ],
  ],
  'a quoted 5 % is the cap restated only yearly and on the rent or deposit alone (제7조)': [
    ['DANGER', '임대료는 반년마다 100분의 5 범위에서 올릴 수 있는 것으로 한다.'],
    ['DANGER', '월 차임은 연 2회까지 각각 5퍼센트 한도 안에서 인상한다.'],
    ['DANGER', '집주인은 필요할 때마다 5% 이내로 월세를 올려 받을 수 있음.'],
    ['DANGER', '차임 인상률은 보증금과 차임을 합산한 금액 기준 5%로 한다.'],
    ['SAFE', '월세 인상은 직전 인상 후 1년이 지나야 하며 5%를 넘지 못한다.'],
  ],
  "a quoted 2기 is 민법 제640조's only for the rent's arrears, not late payments added up or 관리비 counted in": [
    ['DANGER', '월세를 늦게 낸 횟수가 계약기간 통산 2회가 되면 임대인은 해지할 수 있다.'],
    ['DANGER', '차임과 관리비를 합쳐 두 달치가 밀리면 계약은 해지된다.'],
    ['DANGER', '관리비 두 달 연체 시 세입자는 보증금 반환 청구를 하지 못한다.'],
    ['SAFE', '월세 연체액이 두 달치에 이르면 임대인은 계약을 해지할 수 있다.'],
  ],
  'a right left unused, a time after a loan, work left to the tenant, a deposit not handed back: the same departures in plainer words':
    [
      ['DANGER', '확정일자는 집주인 담보대출이 실행되고 난 다음에 받기로 한다.'],
      ['DANGER', '임차인은 계약갱신요구권을 쓰지 않는 것으로 하고 만기에 집을 비운다.'],
      ['DANGER', '외벽 방수공사나 단열공사가 필요해지면 임차인이 알아서 해결한다.'],
      ['DANGER', '약속한 기간 전에 이사 가시면 보증금은 돌려드리지 않습니다.'],
      ['DANGER', '임대차 기간은 8개월로 정하고 임차인은 이보다 긴 기간을 요구하지 않는다.'],
    ],
  'standard terms in their own words: ordinary wear left out, 제6조 renewal by silence, the copies of the contract': [
    ['SAFE', '살면서 자연스럽게 생긴 변색이나 마모는 원상복구에서 뺀다.'],
    ['SAFE', '계약이 끝나기 두 달 전까지 누구도 통지하지 않으면 같은 조건으로 다시 임대차한 것으로 본다.'],
    ['SAFE', '계약서는 2통을 만들어 임대인과 임차인이 1통씩 보관한다.'],
    ['CAUTION', '묵시적 갱신은 배제하며, 아무 말이 없어도 같은 조건으로 다시 임대차한 것으로 보지 않는다.'],
    ['CAUTION', '임차인은 통상의 마모를 포함하여 모든 흠을 원상복구한다.'],
  ],
  'arrears settled out of the deposit, the earlier of two dates, the repair fund, a damages claim, an exit the tenant asks for':
    [
      ['CAUTION', '보증금은 퇴실 후 2주 안에 돌려주되 밀린 관리비는 정산하고 준다.'],
      ['CAUTION', '보증금은 다음 세입자가 들어오는 날과 이사 나간 날부터 3주가 되는 날 가운데 이른 날에 돌려준다.'],
      ['DANGER', '보증금은 다음 세입자가 들어오는 날에 돌려준다.'],
      ['CAUTION', '장기수선충당금도 관리비와 함께 세입자가 낸다.'],
      ['CAUTION', '장기수선충당금은 돌려주지 않는다.'],
      ['SAFE', '장기수선충당금은 세입자가 내되 이사 갈 때 집주인이 정산해서 돌려준다.'],
      [
        'SAFE',
        '집주인은 잔금 다음 날까지 근저당을 새로 잡지 않고, 어기면 임차인은 계약을 해제하고 손해배상을 청구할 수 있다.',
      ],
      ['SAFE', '임차인이 기간 도중 이사를 원하면 새 세입자를 구하고 그 중개수수료를 낸다.'],
      ['DANGER', '세입자는 입주하고 두 달 뒤에 전잎신고를 한다.'],
    ],
  'the deposit on the day the home is handed back, renewal by silence, 전입 agreed, deductions at billed amounts, prior deposits withheld':
    [
      ['SAFE', '집주인은 세입자가 집을 비우는 날 보증금을 한꺼번에 돌려준다.'],
      ['SAFE', '만료 두 달 전까지 누구도 조건 변경을 알리지 않으면 전과 같은 조건으로 다시 계약한 것으로 본다.'],
      ['SAFE', '입주 당일 전입신고하고 확정일자 받는 거 집주인이 동의함.'],
      ['SAFE', '보증금에서는 관리사무소 고지서에 찍힌 미납 관리비만 공제하고 나머지는 명도일에 돌려준다.'],
      ['CAUTION', '선순위 보증금 현황은 따로 보여주지 않기로 한다.'],
    ],
  "numbered items read one by one, landlords' shorthand, a hold until the landlord says, his need then the end of the lease":
    [
      ['DANGER', '1) 주차는 1대까지 2) 임대인은 점검을 위해 비번으로 수시로 들어갈 수 있음 3) 음식물 쓰레기는 분리'],
      ['DANGER', '① 월세는 매달 10일 ② 보증은 다음 사람 들어오면 그날 돌려줌 ③ 흡연 금지'],
      ['SAFE', '관리 월 6만원(수도·청소 포함), 가스비는 쓴 만큼 각자 낸다.'],
      ['DANGER', '확정일자는 집주인이 알려줄 때까지 받지 않는다.'],
      ['DANGER', '집주인 사정이 생기면 한 달 전에 알리고 계약 해지 가능함'],
      ['DANGER', '입주 3개월 되는 날부터 월세를 5% 올린다.'],
      ['SAFE', '계약기간 25.9.1 ~ 26.8.31 (1년)'],
      ['SAFE', '벽지 변색 같은 생활 마모는 원상복구 대상 아님'],
      ['DANGER', '입주 후 집주인이 집을 담보로 대출 더 받는 것에 세입자는 동의함.'],
    ],
  'notice is not consent: entry after notice that the tenant may not refuse, or at any time, is entry at will': [
    ['DANGER', '집주인은 전날 알리고 집 안을 확인할 수 있으며 세입자는 이를 거절하지 못함.'],
    ['DANGER', '관리인은 통지 후 아무 때나 세대에 들어가 설비를 점검할 수 있다.'],
    ['SAFE', '임대인은 화재 등 긴급한 때 통보 후 들어갈 수 있고 임차인은 정당한 이유 없이 이를 막지 않는다.'],
  ],
  "the landlord's loan, the lock and the gas after arrears, an end for the landlord's family: DANGER however formally listed":
    [
      ['DANGER', '집 담보대출 이자 가운데 매달 8만원은 임차인이 차임과 별개로 낸다.'],
      ['DANGER', '임대인이 건물을 살 때 은행에서 받은 융자금의 이자를 세입자가 매월 대신 입금한다.'],
      ['DANGER', '세입자가 공과금을 석 달 체납하면, 집주인은 ① 가스 공급을 끊고 ② 현관 비밀번호를 바꿀 수 있다.'],
      ['DANGER', '계약 도중이라도 임대인 부모님이 입주하게 되면 1개월 전 통보로 계약 끝남.'],
    ],
  "a term stated plainly, the tenant's own fixtures taken down, alterations only with consent, the repair fund paid back: SAFE":
    [
      ['SAFE', '차임을 2기 이상 안내면 임대인은 해지할 수 있다.'],
      ['SAFE', '거주기간은 2026년 2월 1일부터 2027년 1월 31일까지로 한다.'],
      ['SAFE', '임차인이 붙인 선반과 블라인드는 나갈 때 임차인 비용으로 떼어 내고 그 자리를 원상회복한다.'],
      ['SAFE', '세입자는 주인 승낙을 받은 후에만 벽에 구멍을 뚫거나 구조를 바꾼다.'],
      ['DANGER', '임차인은 보일러 교체와 구조 변경 공사 비용을 부담한다.'],
      [
        'SAFE',
        '관리비에 들어 있던 장기수선충당금은 소유자 몫이므로, 임대인은 퇴거 때 영수증에 적힌 만큼 임차인에게 반환한다.',
      ],
      ['SAFE', '밤 11시 이후에는 청소기 사용을 자제한다.'],
    ],
  "the tenant's way out of a broken promise is no waiver: the landlord's taxes in arrears, a mortgage or a sale before the balance":
    [
      [
        'SAFE',
        '임대인은 계약 전에 세금 완납증명서를 보여 주었고, 잔금 전에 체납이 드러나면 임차인은 계약을 해제하고 낸 돈 전부를 돌려받을 수 있다.',
      ],
      [
        'SAFE',
        '잔금일까지 임대인이 근저당을 새로 잡거나 집을 팔면 임차인은 계약을 해제할 수 있고 임대인은 계약금 두 배를 물어 준다.',
      ],
      [
        'CAUTION',
        '계약이 끝나는 날 묵시적 갱신은 없는 것으로 하고, 임대인이 거절의 통지를 하지 않았어도 계약은 종료된다.',
      ],
    ],
  'the whole deposit held for an undated settlement, a single late 관리비 as a ground, and the landlord’s loan beside the tenant’s':
    [
      ['DANGER', '퇴실 후 관리비 연말 정산이 끝날 때까지 임대인은 보증금 전부의 지급을 유보한다.'],
      ['DANGER', '세입자가 관리비를 한 번이라도 기한 내 납부하지 아니하면 집주인은 곧바로 계약을 해지할 수 있다.'],
      ['DANGER', '전세대출 이자도 세입자가 대신 내고 집주인 담보대출 이자도 세입자가 낸다.'],
    ],
  "the tenant's own loan, a landlord who promises not to delay or not to raise, deductions at actual amounts: SAFE": [
    ['SAFE', '을의 전세자금대출이 집의 권리관계 때문에 나오지 않으면 계약은 무효로 하고 갑은 계약금을 바로 반환한다.'],
    ['SAFE', '임대인은 다음 세입자가 없다거나 매매가 안 됐다는 이유로 보증금 반환을 늦추지 않는다.'],
    ['SAFE', '관리비 항목은 임대인이 임의로 늘리거나 올리지 않으며 관리실 고지 금액만 받는다.'],
    ['SAFE', '보증금에서 공제하는 것은 밀린 월세와 임차인 과실로 생긴 손해의 실제 금액에 한한다.'],
  ],
  'an exit imposed at the end without asking to renew takes the renewal right (제6조의3)': [
    ['DANGER', '계약 만료되면 임차인은 갱신 요구 없이 무조건 방을 빼기로 한다.'],
    ['DANGER', '만기 때 세입자는 재계약 얘기 꺼내지 말고 그냥 나가는 걸로 해요.'],
  ],
  'a later return for using a right is a sanction on it; a landlord promising none is SAFE (제3조의3)': [
    ['DANGER', '임차권등기명령 신청하시면 보증금은 더 늦게 드릴 거니까 참고하세요.'],
    ['DANGER', '임차인이 임차권등기를 하면 보증금 반환을 그만큼 늦춘다.'],
    ['SAFE', '임차인이 임차권등기명령을 신청한 경우에도 임대인은 보증금 반환을 늦추지 않는다.'],
  ],
  'the landlord undertaking not to ask for a registration or a fixed date to wait is SAFE (제3조, 제3조의2)': [
    ['SAFE', '임대인은 세입자에게 확정일자를 미뤄 달라고 요구하지 않습니다.'],
    ['SAFE', '집주인은 전입신고를 늦춰 달라고 하지 않기로 함'],
  ],
  'the lease handed on to the buyer as it stands is 제3조 제4항 restated': [
    ['SAFE', '새 집주인한테도 이 계약 그대로 넘어감.'],
    ['SAFE', '집이 팔리면 매수인이 이 임대차를 그대로 승계한다.'],
    ['SAFE', '주택을 매도하는 경우 임대인은 임대인의 지위를 매수인에게 인계하고 임차인에게 알린다.'],
  ],
  'a stated wait or a longer notice is CAUTION, not a ban (제3조의3, 제6조의2)': [
    ['CAUTION', '묵시적 갱신이 된 뒤 임차인이 계약을 끝내려면 6개월 전까지 서면으로 알려야 한다.'],
    ['CAUTION', '보증금을 못 돌려받더라도 임차권등기명령은 만기일부터 석 달이 지난 다음에 신청한다.'],
    ['CAUTION', '임차인은 보증금을 못 돌려받아도 두 달이 지나기 전엔 임차권등기를 안 한다.'],
  ],
  'a term under two years with an exit imposed at its end takes the two years (제4조)': [
    ['DANGER', '임대기간 1년, 만기 시 임차인은 이의 없이 퇴거한다.'],
    ['DANGER', '1년 계약이고 연장은 없음. 만기 때 무조건 비워야 함.'],
  ],
  'ranking the small deposit after a loan gives its priority up (제8조)': [
    ['DANGER', '임대인이 추가 대출을 받으면 임차인의 최우선변제금은 그 대출금 다음 순위로 한다.'],
  ],
  "the deposit not forfeited, the stay kept through a sale, the tenant's half of 제565조: SAFE": [
    ['SAFE', '어떤 경우에도 임대인은 보증금을 몰수하지 않는다.'],
    ['SAFE', '매매가 되더라도 임차인은 계약 만료일까지 거주할 수 있다.'],
    ['SAFE', '임차인은 계약금을 포기하고 계약을 해제할 수 있다.'],
  ],
  "the whole deposit kept, the landlord's loan paid, the lease ended by a sale or renewed at the landlord's wish": [
    ['DANGER', '을이 약속한 날짜에 이사 나가지 않으면 전세금 전부를 갑이 갖는다.'],
    ['DANGER', '임대인이 은행에 내는 이자는 임차인이 매달 대신 납부한다.'],
    ['DANGER', '집 팔리면 계약은 그날로 끝나는 걸로 함.'],
    ['DANGER', '임대차 기간은 1년이며 그 뒤에는 임대인이 원할 때만 연장한다.'],
  ],
  'a showing at a time agreed a day ahead is the quiet use of 민법 제623조 kept': [
    ['SAFE', '집을 보여 줄 때는 하루 전에 세입자와 시간을 맞춘다.'],
  ],
  'a fault only deemed is no fault; more loans taken without a word said is consent to them': [
    ['DANGER', '보일러 고장은 사용자 과실로 보아 세입자가 고친다.'],
    ['DANGER', '세입자 있는 동안 집주인이 은행 대출을 더 받아도 세입자는 뭐라 하지 않기로 해요.'],
    ['SAFE', '임차인은 퇴거 시 본인이 설치한 선반을 떼고 구멍을 메운다.'],
  ],
  'the Act declared not to apply, a sublease only deemed, a lock changed for a breach, a registration after the loan: DANGER':
    [
      ['DANGER', '이 계약에서 주택임대차보호법은 적용하지 않기로 한다.'],
      ['DANGER', '집주인 허락 없이 손님이 자고 가면 무단 전대로 보고 바로 계약을 해지한다.'],
      ['DANGER', '임차인이 계약을 어기면 임대인은 현관 도어락 번호를 바꿀 수 있다.'],
      ['DANGER', '① 임차인은 잔금일에 입주한다. ② 전입신고는 임대인 대출 실행 후에 한다.'],
    ],
  "either party's claim to actual damages is the law's remedy (민법 제390조)": [
    ['SAFE', '당사자 일방이 채무를 이행하지 않으면 상대방은 실제 손해의 배상을 청구할 수 있다.'],
  ],
  "a registration moved at the landlord's word, a deduction he decides: DANGER; receipts, the legal rate, the owner's taxes: SAFE":
    [
      ['DANGER', '세입자는 집주인이 요청하면 주소를 잠깐 다른 데로 옮겨 주기로 함.'],
      ['DANGER', '보증금에서 무엇을 얼마나 뺄지는 집주인이 정하고 세입자는 따른다.'],
      ['SAFE', '퇴거 때 공제할 것이 있으면 영수증을 보여 주고 그 금액만 뺀다.'],
      ['SAFE', '보증금 일부를 월세로 바꿀 때는 법정 전환율을 넘지 않는다.'],
      ['SAFE', '이 집에 대한 재산세와 종부세는 집주인이 냅니다.'],
    ],
  'the same principles in text-message Korean, with its typos and endings (토달지 말고, 확정일짜, 됩니다)': [
    ['DANGER', '계약기간 6개월. 만기되면 세입자는 토달지 말고 나가기'],
    ['DANGER', '임대차 기간은 1년으로 하고 을은 법상 최단기간을 내세우지 않는다.'],
    ['DANGER', '확정일짜는 집주인이 말하면 그때 받기'],
    ['DANGER', '계약 중에 집이 팔리면 새 주인 요구대로 2달 내 이사가기로 합의'],
    ['DANGER', '집주인 대출이자 못내면 세입자가 월세에서 더 내서 메꿔줌'],
    ['DANGER', '계약 해지하면 보증금 다 날아가는거 동의함'],
    ['DANGER', '임대인 사정이 생기면 세입자는 한 달 전 통보받고 나가기로 함.'],
    ['DANGER', '임대인은 보증금 반환 전이라도 임차인 짐을 빼고 문을 잠글 수 있다.'],
    ['SAFE', '확정일자는 계약서 쓴 날 바로 받아도 됩니다.'],
    ['SAFE', '잔금일에 바로 전입신고하셔도 됩니다.'],
    ['SAFE', '집주인 대출은 집주인이 알아서 갚고 세입자한테 부담 안 넘김'],
    ['SAFE', '임대인은 위약금 명목으로 보증금을 떼지 않는다.'],
    ['SAFE', '임대인 사정으로 중도 해지할 땐 이사비와 중개보수를 임대인이 부담하고 임차인 동의를 받는다.'],
  ],
  "the same principles in a lawyer's template (구할 수 없다, 마친 후에도, 양수인, 일체의 권리)": [
    [
      'DANGER',
      '임차인은 본 계약의 존속기간이 주택임대차보호법 제4조 제1항의 기간에 미달하더라도 이를 이유로 기간의 연장을 구할 수 없다.',
    ],
    [
      'DANGER',
      '임차인은 주택의 인도 및 주민등록을 마친 후에도 임대인의 서면 동의 없이는 확정일자를 부여받지 아니한다.',
    ],
    ['DANGER', '임차인은 본 계약과 관련하여 주택임대차보호법상 일체의 권리를 포기한다.'],
    [
      'SAFE',
      '임대인이 본 주택을 양도하는 경우 양수인은 임대인의 지위를 승계하며, 임차인의 권리는 영향을 받지 아니한다.',
    ],
  ],
  'a boiler the landlord owes no repair of, a landlord moving in mid-term, a settlement the tenant may not ask about': [
    ['DANGER', '보일러가 고장 나도 임대인은 수리 의무가 없다.'],
    ['DANGER', '계약 기간 중 집주인이 들어와 살겠다고 하면 세입자는 나가야 함'],
    ['CAUTION', '관리비 정산은 임대인이 알아서 하고 임차인은 내역을 묻지 않는다.'],
  ],
  "the deposit and the home change hands together (민법 제536조); a wait at the landlord's convenience is no date": [
    ['DANGER', '임차인은 보증금을 돌려받기 전이라도 만기일에 먼저 집을 비워 주고 열쇠를 반납한다.'],
    ['DANGER', '보증금은 임대인이 집 상태를 점검하고 이상 없다고 판단한 뒤 적당한 때 돌려준다.'],
    ['DANGER', '갑이 돈이 없으면 을은 보증금을 받을 때까지 기다린다.'],
    ['DANGER', '보증금 중 1천만원은 임차인이 다음 세입자를 구해 올 때까지 임대인이 보관한다.'],
    ['DANGER', '세입자가 월세를 밀리면 보증금에서 빼고 그 뒤로도 밀리면 보증금은 다 임대인 거로 한다.'],
    ['SAFE', '임차인은 보증금을 돌려받는 날 집을 비우고 열쇠를 넘긴다.'],
    ['SAFE', '퇴거일에 보증금 전액을 돌려주고, 공과금은 고지서가 나오면 임차인이 따로 낸다.'],
    ['SAFE', '밀린 월세가 있으면 보증금에서 그 금액만 빼고 돌려준다.'],
  ],
  "the landlord's late return carries interest (표준계약서 제9조, 민법 제397조)": [
    ['SAFE', '임대인이 보증금 반환을 늦추면 그 기간의 법정 이자를 더해 준다.'],
    ['SAFE', '보증금 반환이 지연되면 임차인은 지연손해금을 청구할 수 있다.'],
  ],
  "renewal only with the landlord's OK; and the SAFE forms said plainly (갱신 원하시면, 배당요구 하시면 됩니다, 3개월 뒤)":
    [
      ['DANGER', '갱신은 집주인이 오케이해야 가능'],
      ['SAFE', '갱신 원하시면 만기 2개월 전까지만 말씀해 주세요.'],
      ['SAFE', '경매 들어가면 세입자는 배당요구 하시면 됩니다.'],
      ['SAFE', '묵시적으로 연장되면 세입자는 언제든 나갈 수 있고 3개월 뒤 보증금 돌려받음'],
    ],
  "a fixed date asked away or put off, a house put up for sale with the buyer's move-out, the deposit at the landlord's means":
    [
      ['DANGER', '확정일자는 이사하고 두달 지난 뒤 받기로 해요.'],
      ['DANGER', '확정일자는 좀 안 받으시면 좋겠어요. 대신 월세 만원 깎아 드림'],
      ['DANGER', '집 내놨습니다. 사는 사람이 원하면 이사비 드릴 테니 비워 주세요.'],
      ['DANGER', '퇴거 때 원상복구 확인하고 보증금은 집주인 형편 봐서 돌려드림'],
      ['CAUTION', '묵시적갱신 뒤 세입자가 계약을 끝내려면 적어도 6개월 전에 집주인에게 알려야 함.'],
    ],
  "a sale made only on the lease's terms, the tenant's 대항력 left undisputed, a fixed date taken early: SAFE": [
    ['SAFE', '집 팔게 되면 먼저 말씀드리고, 세입자분 계약 이어받는 조건으로만 팔며 나가라고 하지 않습니다.'],
    ['SAFE', '집이 경매로 넘어가더라도 임차인이 대항력을 주장하는 것을 임대인은 다투지 아니한다.'],
    ['SAFE', '임차인은 계약하는 날 확정일자를 미리 받아 두고 임대인은 계약서 원본을 내주는 데 협조한다.'],
  ],
  'protective clauses that name the danger to deny it are SAFE (짐 빼시는 날, 교체비를 청구하지 않으며, 포기하지 않으며)':
    [
      ['SAFE', '만기 날 짐 빼시는 날 보증금 바로 보내드립니다. 새 세입자 없어도 상관없어요'],
      ['SAFE', '임대인은 보일러 교체비를 임차인에게 청구하지 않으며 고장 연락을 받으면 5일 안에 고친다.'],
      ['SAFE', '임차인은 갱신요구권을 포기하지 않으며 이 계약의 어느 조항도 그 포기로 보지 않는다.'],
      ['SAFE', '퇴거일까지 전기·가스요금은 검침해서 실제 사용분만 보증금에서 공제한다.'],
    ],
  "the deposit 'when there is room', a leak left to the tenant's plumber: DANGER": [
    ['DANGER', '임대인 사정이 좀 어려워서 보증금은 여유 생기면 최대한 빨리 챙겨 드릴게요'],
    ['DANGER', '물이 새면 세입자분이 업체 불러서 처리하시는 걸로 해요~'],
  ],
  "the landlord's bank told there is no deposit, its interest taken from the deposit, a deposit written smaller: DANGER; no move-out asked for a refinance: SAFE":
    [
      ['DANGER', '세입자는 은행에서 확인 전화 오면 보증금이 없다고 말해 주기로 함'],
      ['DANGER', '임차인은 임대인 대출 이자 연체분을 보증금에서 빼는 데 동의한다.'],
      ['DANGER', '은행 대출 심사 때문에 계약서에는 보증금을 실제보다 적게 쓰기로 함'],
      ['SAFE', '임대인은 계약기간 중 대출을 갈아타더라도 임차인에게 전출을 요구하지 않는다.'],
    ],
  'a code handed over so the landlord can come in: DANGER; a visit on a day agreed, ordinary wear left: SAFE': [
    ['DANGER', '임차인은 임대인이 언제든 집에 들어올 수 있도록 비밀번호를 알려 준다.'],
    ['SAFE', '집 점검은 세입자랑 날짜 맞춰서 세입자 있을 때만 합니다.'],
    ['SAFE', '세입자가 살면서 생긴 자연스러운 흠은 원상복구 안 해도 됩니다.'],
  ],
  'the landlord coming in while the tenant is away, by a spare key: DANGER (민법 제623조)': [
    ['DANGER', '누수 확인이 필요하면 집주인은 세입자가 방에 없어도 여분 열쇠로 문을 열고 들어간다.'],
    ['DANGER', '관리인은 임차인이 자리에 없어도 스페어키로 실내 설비를 살펴볼 수 있다.'],
  ],
  'a main repair the tenant paid and the rent pays back is reimbursed, not shifted (제626조)': [
    [
      'SAFE',
      '임대인은 잔금 전에 확정일자 부여현황을 보여 주고, 선순위 보증금이 더 있으면 임차인은 계약을 해제하고 계약금을 돌려받는다.',
    ],
    ['DANGER', '임차인이 확정일자를 받으면 임대인은 계약을 해지할 수 있다.'],
  ],
  'a buyer taking on the deposit is the lease surviving the sale; the lease ended by the sale for the earnest money alone: DANGER':
    [
      ['SAFE', '집을 팔게 되면 임대인은 새 소유자가 보증금 반환채무를 인수하는 조건으로 계약한다.'],
      ['DANGER', '집주인이 바뀌면 새 집주인은 임대인 지위를 인수하지 않는 것으로 한다.'],
      ['DANGER', '잔금 전에 집이 팔리면 이 임대차계약은 자동 해제되고 임대인은 받은 계약금만 돌려준다.'],
    ],
  'a fixture the tenant put up and takes away is no deduction; money taken off the deposit is one': [
    ['SAFE', '선반은 임차인이 직접 달았으니 이사할 때 떼어 가고 나사 구멍은 임차인이 메운다.'],
    ['CAUTION', '집주인은 보증금에서 도배비 30만원을 떼고 나머지를 돌려준다.'],
  ],
  'the years lived (거주 기간에 관계없이) are not the term left: wear put on the tenant is CAUTION, an exit whatever the term DANGER':
    [
      ['CAUTION', '이사 나갈 때 거주 기간에 관계없이 벽지와 바닥재는 세입자가 새것으로 바꿔 놓고 나간다.'],
      ['DANGER', '계약기간에 상관없이 임대인이 통보하면 임차인은 60일 안에 비워 주기로 한다.'],
    ],
  'asking the landlord first (물어보기) is no cost put on the tenant; paying for damage (물어 준다) is one': [
    ['SAFE', '베란다 흡연 금지. 커튼봉 말고 다른 걸 벽에 박을 땐 집주인한테 미리 물어보고 하기'],
    ['DANGER', '보일러가 고장 나면 수리비는 세입자가 물어 준다.'],
  ],
  "the buyer answering for the deposit is no return conditioned on the sale; the sale's costs put on the tenant are no lease kept":
    [
      // The buyer taking the lease and the return over restates 제3조 제4항 (SAFE since v65).
      ['SAFE', '새 집주인이 생기면 임대차는 그대로 이어지고, 새 집주인이 보증금 반환 의무를 진다.'],
      ['CAUTION', '집이 매매되면 새 주인 앞으로 계약을 넘기는 데 드는 서류비와 수수료는 세입자가 부담한다.'],
    ],
  "the tenant's loan refused, however far the refusal from the loan's name, ends the contract with the earnest money back":
    [
      [
        'SAFE',
        '임차인의 전세자금대출을 위하여 임대인은 은행의 확인 전화와 서류 요청에 성실히 응하고, 심사에서 승인되지 않으면 계약을 무르고 계약금을 돌려준다.',
      ],
    ],
  'a conversion to monthly rent within the cap the decree sets is SAFE (제7조의2)': [
    ['SAFE', '보증금 일부를 월차임으로 돌릴 때는 시행령이 정한 상한을 넘지 않는 비율로 한다.'],
  ],
  // From probe R (2026-12-05), each in wording of its own.
  'a waiver of the 2-year term is one after a confirmation too: 확인하 holds no rent cut (제4조)': [
    ['DANGER', '임차인은 짧은 기간이 본인에게 맞는다는 점을 확인하였으므로 2년 거주를 주장하지 않는다.'],
    ['CAUTION', '임차인은 계약이 끝나도 보증금을 즉시 요구하지 않는다.'],
  ],
  'a spoken negation glued to its verb and a wait of some months are read as what they say (제3조, 제3조의2)': [
    ['DANGER', '세입자는 확정일자 안받기로 합의함. 집주인 대출 때문.'],
    ['DANGER', '전입신고는 잔금 치르고 두 달 지나서 하기로 한다.'],
    ['DANGER', '확정일자는 이사 오고 한 달 뒤에 받기로 한다.'],
  ],
  "handing the home to a buyer on the buyer's day is leaving it; being spared that demand is the stay kept (제3조)": [
    ['DANGER', '집이 매매되면 임차인은 새 소유자가 정한 날까지 집을 인도하기로 한다.'],
    ['SAFE', '집이 팔려도 새 주인이 임대인 지위를 이어받으므로 임차인은 매매를 이유로 퇴거 요구를 받지 않는다.'],
  ],
  "consent to the landlord's new mortgage given in the predicate after it (표준계약서 특약, 권리관계 유지)": [
    [
      'DANGER',
      '임대인이 리모델링 비용을 위해 이 집을 담보로 대출받는 경우, 임차인은 이에 동의하며 따로 이의를 달지 않는다.',
    ],
  ],
  "the deposit's return held until the landlord's side is done, or its claim given up, is DANGER (표준계약서 제9조)": [
    ['DANGER', '임차인이 나간 뒤 임대인 측 점검이 마무리될 때까지 보증금의 반환은 보류한다.'],
    ['DANGER', '임차인은 만기가 되어도 임대인에게 보증금 반환을 청구하지 않으며 보증기관에서 받기로 한다.'],
    ['SAFE', '관리비 정산이 끝날 때까지 보증금 중 10만원은 반환을 보류한다.'],
  ],
  "the tenant's own early exit is no landlord's termination, nor an event of the landlord's (제4조, 제398조)": [
    [
      'SAFE',
      '임차인 사정으로 중간에 계약을 해지하려는 경우 임대인은 다음 세입자 구하는 것을 돕고, 그 중개수수료는 임차인이 낸다.',
    ],
    ['CAUTION', '임차인의 사정으로 중도에 나가는 경우 보증금의 5%를 위약금으로 뗀 뒤 나머지를 돌려준다.'],
    ['DANGER', '임차인이 다른 세입자와 다투면 임대인은 곧바로 계약을 해지할 수 있다.'],
  ],
  'entering by the code while the tenant is out is no consent asked, whatever notice is given (민법 제623조)': [
    ['DANGER', '임대인은 미리 문자로 알린 뒤 임차인이 집에 없어도 비밀번호로 들어가 점검할 수 있다.'],
  ],
  "work the landlord does before moving day, and a renewal's rise kept within 5 %, in a note's words (표준계약서 제3조, 제7조)":
    [
      ['SAFE', '이사 오기 전에 욕실 실리콘과 곰팡이는 집주인이 새로 해 주기로 함!'],
      ['SAFE', '갱신하실 때 올리더라도 5%까지만 올림'],
    ],
  // From probe T (2026-12-05): dangers said as deemed facts, passive or as the tenant's understanding.
  "a right of the tenant's ranked behind, replaced or given up when it is the sentence's topic (제3조, 제3조의2, 제3조의3)":
    [
      ['DANGER', '임차인의 전세금은 집주인이 나중에 받을 대출보다 뒤 순위로 배당받는 것으로 한다.'],
      ['DANGER', '보증금을 제때 못 받더라도 임차인은 임차권등기명령 대신 임대인의 각서를 받는 것으로 한다.'],
      ['DANGER', '임차인의 대항력은 임대인이 나중에 새로 들이는 근저당권자에게는 주장하지 않기로 한다.'],
    ],
  'the landlord ending the lease early on notice, or by the earnest money alone, said as a deemed end (제4조, 민법 제565조)':
    [
      ['DANGER', '임대인 사정으로 계약을 일찍 끝내게 되면 두 달 전에 알려 주는 것으로 충분하다.'],
      ['DANGER', '잔금 전에 임대인이 계약금만 돌려주면 계약은 해제된 것으로 본다.'],
      ['SAFE', '임대인이 계약을 중도에 끝내자고 하더라도 임차인이 동의하지 않으면 계약은 그대로 이어진다.'],
    ],
  'the renewal right deemed used, and a term under two years that cannot grow (제6조의3, 제4조)': [
    ['DANGER', '임차인은 이번 계약으로 계약갱신요구권을 이미 사용한 것으로 본다.'],
    ['DANGER', '계약기간은 2026년 1월 1일부터 같은 해 9월 30일까지로 하고, 임차인이 원해도 늘어나지 않는다.'],
  ],
  'a deposit not returned as the condition of a late registration is no forfeiture (제3조의3)': [
    [
      'CAUTION',
      '계약이 끝나고 한 달이 넘도록 보증금이 반환되지 않는 경우에 임차인은 임차권등기명령을 신청하며 그 비용은 임차인이 낸다.',
    ],
  ],
  // From probe U (2026-12-05): a landlord's note in shorthand.
  "dangers in a note's shorthand: 확일, 주담대, '…안하기', '하지말고', a code changed, renewal at the owner's whim": [
    ['DANGER', '확일은 받지 마세요. 받으면 계약 해지함'],
    ['DANGER', '경매 넘어가면 세입자는 배당신청 안하기'],
    ['DANGER', '보증 못 받고 나가게 돼도 등기는 하지말고 기다려 주기'],
    ['DANGER', '월세 5일 넘게 안 들어오면 도어락 비번 바꿈'],
    ['DANGER', '재계약 여부는 집주인 맘대로. 세입자는 갱신 요구 안하기'],
    ['DANGER', '집주인 주담대 이자 오르면 그만큼 세입자가 보태기로 함'],
  ],
  'a deposit not paid back as the condition of a remedy is no forfeiture (제3조의3)': [
    ['SAFE', '만기일에 보증금 못 돌려주면 임차인이 임차권등기명령 신청해도 되고 그 비용도 임대인이 부담함'],
  ],
  // From probe W (2026-12-05): a broker's drafting, an older landlord's hand, a tenant's own checklist.
  "a landlord's family event, a spoken ban, a bank's papers signed, the court's order forbidden (제4조, 제3조의2, 제3조의3, 표준계약서 특약)":
    [
      ['DANGER', '주인 딸이 시집가게 되면 두 달 전에 말하고 방 빼주기로 함.'],
      ['DANGER', '확정일자는 받지마. 주인이 말할 때 받기.'],
      ['DANGER', '임대인이 집 수리비로 은행에서 돈 더 빌릴 때 임차인은 은행 서류에 도장 찍어 주기로 한다.'],
      ['DANGER', '보증금이 늦어져도 법원에 등기명령 신청하면 안 됨.'],
    ],
  // From probe X (2026-12-05): a negotiation by text quoted as agreed.
  "'사장님' is the landlord, and in a quoted reply '제가' is the other party (민법 제623조)": [
    ['SAFE', '“전구랑 수전 패킹은 제가 갈고, 보일러 고장은 사장님이 고쳐 주시는 걸로 해요” — “네 OK”'],
  ],
  // From probe Y (2026-12-05): dangers dressed as reassurance.
  'a rise read from its amounts and its timing, whatever names it, is held to 5 % a year (제7조)': [
    ['DANGER', '임대료 60만원, 계약 후 8개월 경과 시 62만원으로 소폭 조정하기로 함.'],
    ['DANGER', '전세금 3억원은 해마다 2,000만원씩 증액한다.'],
    ['DANGER', '인상분은 두 번에 나눈다: 1년이 되는 때 2%, 그로부터 4개월 후 2%.'],
    ['DANGER', '증액 한도는 업계 관행대로 8%로 정한다.'],
    ['DANGER', '월세는 매년 4% 이내로 올리되, 소비자물가 상승률이 4%를 넘으면 그 상승률을 적용한다.'],
    ['DANGER', '[문자] 다음 달부터 월세 60에서 66으로 올려요~'],
    ['SAFE', '월세 60만원, 계약 1년 경과 시 62만원으로 조정함.'],
  ],
  "the deposit's return waits for the landlord's money or another room let: DANGER (표준계약서 제9조)": [
    ['DANGER', '보증금은 임대인이 새 전세금을 마련한 날부터 5일 안에 돌려준다.'],
    ['DANGER', '보증금 반환 일자는 집주인 사정을 보아 서로 협의하여 정한다.'],
    ['DANGER', '보증금은 같은 건물 다른 방이 계약되는대로 돌려드림.'],
    ['SAFE', '새 임차인을 못 구한 경우에도 임대인은 계약 종료일에 보증금을 전부 돌려준다.'],
  ],
  "a tenant who cannot be reached has not consented: the landlord's key is no entry (민법 제623조)": [
    ['DANGER', '임대인은 점검 전날 문자로 알리되, 답이 없거나 통화가 되지 않으면 갖고 있는 열쇠로 입실할 수 있다.'],
    ['DANGER', '현관 비밀번호는 사장님도 알고 계시고 택배 받아 주러 가끔 들어가실 수 있어요.'],
    ['DANGER', '임대인은 보조키를 가지고 있으며 안전 점검을 위해 수시로 방 내부를 확인할 수 있다.'],
  ],
  "a demand addressed to the tenant is the landlord's: allowed, it binds the tenant (제3조)": [
    ['DANGER', '임대인은 대출 심사 중 임차인에게 주민등록 이전을 요구할 수 있다.'],
  ],
  // From probe AB (2026-12-05): dangers said by their effect.
  'the money left with the landlord is the deposit: kept back for a breach, it is forfeited (제398조)': [
    ['DANGER', '임차인이 계약 기간 중 실내에서 담배를 피우면 처음 들어올 때 맡긴 돈은 돌려 달라고 할 수 없다.'],
  ],
  'the address kept where the tenant lives now, or moved out for a while, is the registration given up (제3조)': [
    ['DANGER', '주소는 임대인 양도세 문제로 계약 기간 내내 지금 살고 있는 곳에 그대로 둔다.'],
    ['DANGER', '세입자 주소는 은행 심사 기간에만 동생 집으로 잠깐 빼 두기로 함.'],
    ['DANGER', '동사무소에서 계약서에 날짜 도장 받는 건 집주인 대출 나온 다음 주에 하기로 한다.'],
    ['SAFE', '임차인은 입주일에 전입신고를 하고 보증금을 돌려받을 때까지 주민등록을 그대로 둔다.'],
    ['SAFE', '전입신고 후 주소는 만기까지 옮기지 않는다.'],
  ],
  "the stay ended by a family member's return, a rise every few months, the renewal or the 2 years given up in plain words (제4조, 제6조의3, 제7조)":
    [
      ['DANGER', '계약기간 2년. 다만 임대인의 아들이 군대에서 돌아오는 경우 임차인은 한 달 안에 집을 비워 준다.'],
      ['DANGER', '관리비 포함 월세는 4개월마다 시세를 반영하여 2% 범위에서 조정함.'],
      ['DANGER', '[문자] 월세 55로 하고 석 달 지나면 57로 맞춰주세요'],
      ['DANGER', '임대차 기간은 10개월로 하고, 만료일에 임차인은 더 살고 싶다는 요구 없이 나간다.'],
      ['DANGER', '을은 만기가 되면 1년 더 연장해 달라고 하지 않기로 한다.'],
      ['CAUTION', '계약이 끝날 때 새 계약서를 쓰지 않으면 계약은 자동으로 연장되지 않고 끝난 것으로 한다.'],
    ],
  "a mortgage not opposed, the earnest money returned alone, the court's order left to the landlord's consent (표준계약서, 제565조, 제3조의3)":
    [
      ['DANGER', '임대인이 사업 자금을 빌릴 때 이 집을 담보로 잡혀도 임차인은 반대할 수 없다.'],
      ['DANGER', '임대인 사정 생기면 계약금만 돌려드리고 계약은 없던 일로 합니다.'],
      ['DANGER', '임차권등기명령은 임대인의 사전 승낙을 받은 때에 한하여 신청할 수 있다.'],
    ],
  // From probe AC (2026-12-06): a landlord-friendly drafter's dangers.
  "a drafter's dangers: a double negation that lets the landlord end it, a sale that ends it by deeming, the court's order left to the landlord's word, the 배액 waived (제4조, 제3조의3, 제565조)":
    [
      ['DANGER', '임대인은 임대차기간 중에도 자신의 사정으로 이 계약을 해지하지 못하는 것은 아니다.'],
      [
        'DANGER',
        '이 주택의 매매계약이 체결되면 이 계약은 매수인의 잔금일에 해지된 것으로 보며 임차인은 그날까지 집을 비운다.',
      ],
      ['DANGER', '임차권등기명령은 임대인이 보증금을 돌려줄 수 없음을 인정한 경우에 한하여 신청할 수 있다.'],
      ['DANGER', '임대인은 잔금 전에는 계약금만을 돌려주고 계약을 해제할 수 있고, 임차인은 배액을 청구하지 아니한다.'],
      [
        'DANGER',
        '외벽 균열이나 배관 누수라도 입주 뒤에 생긴 것은 임차인의 과실로 인한 것으로 보아 수리비는 임차인이 낸다.',
      ],
      [
        'DANGER',
        '임차인은 만기일에 먼저 집을 비우고, 보증금은 임대인이 상태를 확인하고 다음 임대차가 시작된 후에 정산하여 지급한다.',
      ],
      ['CAUTION', '가구와 가전은 사용 1년마다 구입가의 15퍼센트를 감가상각비로 보증금에서 공제한다.'],
      [
        'CAUTION',
        '임차인 사정으로 중도 해지하면 보증금의 10퍼센트를 위약금으로 내며 이는 새 임차인 중개보수와 별도이다.',
      ],
      [
        'CAUTION',
        '임차인이 설치한 붙박이장에 대하여는 계약 종료 시 비용 상환을 청구하지 않으며, 임대인이 원하면 그대로 두고 퇴거한다.',
      ],
    ],
  // From probe AD (2026-12-06): notes and chat.
  "a note's reason said last, a young tenant named as 총각, a family event, a rise in 억, a loan agreed to in a note (제3조의2, 민법 제623조, 제4조, 제7조)":
    [
      ['DANGER', '확정일자는 당분간 안 받기로 했어요. 사장님이 싫어하셔서요'],
      ['DANGER', '관리비 2만 빼주는 대신 보일러 배관 고장은 다 총각이 알아서 고쳐 쓰기'],
      ['DANGER', '사장님 따님 결혼하시면 계약 기간 중이라도 두 달 안에 빼드리기로 함'],
      ['DANGER', '재계약 때 전세 2억 → 2억3천으로 올리기로 합의'],
      ['DANGER', '입주 후에 임대인이 추가로 대출 받아 근저당 잡는 것 임차인 동의함'],
      [
        'SAFE',
        '보증보험 가입에 임대인이 협조하며, 임대인 사유로 가입이 안 되면 임차인은 계약을 해제하고 계약금 전액을 돌려받는다.',
      ],
      ['SAFE', '실내 흡연 금지. 담배 때문에 벽지가 변색되면 그 부분 도배비는 실비로 임차인 부담.'],
    ],
  // From probes AE and AF (2026-12-06): fair terms read as fair, dangers in a landlord's chat.
  'a right said not to be lost, a loss of the deposit denied, actual damage only: no waiver, no forfeiture (제3조, 제398조)':
    [
      ['SAFE', '임차인의 우선변제권은 이 특약의 어느 문구로도 상실되지 아니한다.'],
      ['SAFE', '임차인이 약속을 어기는 일이 있어도 전세금은 몰수하지 않으며 실제 생긴 손해만 정산한다.'],
      ['DANGER', '계약을 위반하면 보증금은 몰수하지 않고 위약금으로 충당한다.'],
      ['DANGER', '임차인의 대항력은 임대인이 원하면 포기되지 않는 것이 아니다.'],
    ],
  "the landlord's undertaking said as a thing that never happens (제한하는 거 없어요), a chain its negation ends (허락 없이 … 들어가는 일은 없다) (제3조, 민법 제624조)":
    [
      ['SAFE', '확정일자는 계약 당일에 받으세요. 그 부분은 주인이 막는 거 없습니다.'],
      ['DANGER', '임대인은 연락 없이 현관 비번 누르고 들어갈 수 있다.'],
    ],
  'ordinary terms in other words: the rent sent by transfer, keys handed over, the tenant’s own internet, a rise given by its amounts within 5 %, a repair the tenant did not cause (표준계약서 제1조, 제7조, 민법 제623조)':
    [
      ['SAFE', '차임은 매달 10일까지 임대인 계좌로 이체한다.'],
      ['SAFE', '공동현관 카드키 2개는 입주일에 넘기고 이사 나갈 때 돌려받는다.'],
      ['SAFE', '인터넷 요금은 세입자 명의로 세입자가 낸다.'],
      ['SAFE', '재계약 때 월세는 60만원에서 63만원까지만 올리기로 한다.'],
      ['SAFE', '살면서 발견된 하자는 세입자 책임이 아니면 주인이 고친다.'],
      ['SAFE', '임대인은 임차인의 전세대출 질권설정 통지를 받으면 은행에 회신해 준다.'],
    ],
  "dangers in a landlord's chat: the deposit when his own money comes in, a son's wedding, the lease over on a sale, no claim on the auction buyer (제4조, 제3조, 표준계약서 제9조)":
    [
      ['DANGER', '보증금은 제가 들어 둔 적금 만기되는 달에 드릴게요.'],
      ['DANGER', '딸이 시집가면 그 집에 살아야 해서 계약 남았어도 한 달 전에 얘기하면 비워줘야 돼요'],
      ['DANGER', '집이 팔리게 되면 임대차 계약은 매수인 잔금일에 끝난 것으로 본다.'],
      ['DANGER', '혹시 경매로 넘어가도 낙찰자한테 보증금 돌려달라고는 안 하시는 걸로 해요'],
      ['DANGER', '제가 집 팔게 되면 계약은 그때 정리하는 걸로 해요'],
    ],
  'the lawful grounds listed as the only ones, a conversion at its rate, a later mortgagee ranked behind (민법 제640조, 제7조의2, 제3조의2)':
    [['CAUTION', '보증금 중 3천만원을 월세로 전환하며 전환 비율은 연 9%로 한다.']],
  // From probe AG (2026-12-06): a 법무사, a tenant's notes, a landlord's 카페 post, a broker's template.
  "dangers in a template's figures and a landlord's house rules: a rise in full digits, the next lease's deposit, consent to a mortgage said not to be needed, the deposit as the penalty, a one-year term without renewal (제7조, 표준계약서 제9조, 제3조의2, 제398조, 제4조)":
    [
      ['DANGER', '2026. 3. 1.부터 월차임은 금 500,000원에서 금 540,000원으로 변경한다.'],
      ['DANGER', '임대인은 후속 임대차계약의 보증금을 받는 날 임차인에게 보증금을 돌려준다.'],
      ['DANGER', '임대인이 이 집을 담보로 돈을 빌리는 데에는 임차인의 동의가 필요 없다.'],
      ['DANGER', '중도에 나가시면 보증금은 위약금으로 처리합니다.'],
      ['DANGER', '임대차기간은 2025.4.1.부터 2026.3.31.까지로 하며 임차인은 연장 없이 집을 비운다.'],
      ['DANGER', '겨울철 동파로 수도관이 터지면 사시는 분이 고치는 게 원칙입니다.'],
      ['DANGER', '주인 대출 이자 중 10만원은 관리비로 같이 내가 냄'],
      ['DANGER', '확정일자 받으시면 월세를 3만원 올려 받을게요.'],
      ['DANGER', '월세를 두 번째 밀리는 때에는 임대인이 곧바로 계약을 해지할 수 있다.'],
      ['DANGER', '경매가 진행되면 은행이 먼저 받고 임차인은 남는 돈을 받는 데 동의한다.'],
      ['DANGER', '월세 세 번 밀리면 보증금 돌려받을권리 없어지는 걸로 함'],
      ['CAUTION', '동의 받고 설치한 인덕션 나갈 때 집주인한테 사달라고 안 하기로 함'],
    ],
  'fair terms that a fine, an own cost or a rise the law allows does not spoil, and the reverse (민법 제618조, 제6조의3)':
    [
      ['CAUTION', '음식물 쓰레기 분리 안 하면 적발될 때마다 3만원씩 관리비에 얹습니다.'],
      ['CAUTION', '임대인의 임대사업자 세무 대행 수수료는 관리비에 넣어 청구한다.'],
    ],
  // From probe AH (2026-12-06): a 빌라 broker's old clauses, a management company, a parent renting to a student, a renewal agreement.
  "a landlord's 반말 note to the tenant (너), a step of the rent by its dates, the court's registration forbidden, a penalty for a right used after a consultation (민법 제623조, 제7조, 제3조의3)":
    [
      ['DANGER', '수도관 얼어서 터지는 건 너 책임이니까 고치는 것도 니가 해.'],
      ['DANGER', '내가 보조키 있으니까 필요하면 너 없어도 들어가서 보고 나올게.'],
      ['DANGER', '우리 아들이 제대하고 들어오면 계약 남았어도 두 달 안에 방 빼줘야 돼.'],
      ['DANGER', '월세 70만원은 2025. 4. 1.부터 73만원으로, 2025. 10. 1.부터 76만원으로 한다.'],
      ['DANGER', '보증금 반환이 늦어져도 법원에 등기 신청은 하지 않기로 한다.'],
      [
        'DANGER',
        '임차권등기명령을 신청하려면 먼저 임대인과 상의해야 하고, 상의 없이 신청하면 보증금의 10%를 위약금으로 뺀다.',
      ],
      ['DANGER', '보증금은 임대인 회사의 자금 집행 일정에 맞춰 돌려준다.'],
    ],
  // From probe AA (2026-12-05): fair terms in everyday words.
  'fair terms in everyday words are recognised as such (표준계약서 제10조, 특약사항)': [
    ['SAFE', '세대별 전기·수도 요금은 각자 임차인이 낸다.'],
    ['SAFE', '벽에 나사를 박을 때는 임대인과 미리 상의한다.'],
    ['SAFE', '장기수선충당금은 임차인이 매달 관리비와 같이 내고, 이사 나갈 때 임대인이 낸 만큼 전부 돌려준다.'],
    ['SAFE', '붙박이 선반 설치를 위한 벽 타공은 임대인 동의 후 할 수 있다.'],
  ],
  // From probes AJ and AK (2026-12-06), in words of their own.
  'a right lost, a ban said plainly, a cost for the court order, a wait behind the mortgage: dangers in other words (제3조, 제3조의2, 제3조의3, 제10조)':
    [
      ['DANGER', '임차인이 두 달 치 월세를 밀려 계약이 끝나면 보증금을 돌려받을 권리는 상실된다.'],
      ['DANGER', '집주인 양도세 문제로 주소 이전은 안 됩니다. 그 대신 관리비를 깎아 드려요.'],
      ['DANGER', '보증금 반환이 늦어져 임차권등기명령을 신청하는 경우 위약금 300만원을 부담한다.'],
      ['DANGER', '확정일자는 임대인의 은행 대출 근저당 설정등기를 마친 다음 날 받기로 한다.'],
      ['DANGER', '재계약은 그때 시세에 맞춰 보증금을 올려 주셔야 하고 안 되면 갱신은 없는 걸로 합니다.'],
      ['DANGER', '임대인은 더 나은 조건의 임차인이 있으면 받은 계약금만 돌려주고 해제 가능하다 (배액 상환 없음).'],
    ],
  'a return that waits for no one, the owner changing, the law’s own notice window, the day the rights are secured: fair terms (제3조, 제3조의2, 제6조의2, 표준계약서 제9조)':
    [
      ['SAFE', '방이 안 나가도 보증금은 계약 끝나는 날 전액 돌려드립니다.'],
      ['SAFE', '소유자가 바뀌더라도 임대차는 그대로 유지되고 보증금은 새 소유자가 반환한다.'],
      ['SAFE', '전입신고는 잔금일에 임차인이 바로 한다.'],
      [
        'SAFE',
        '계약 끝나기 6개월 전부터 2개월 전까지 서로 말이 없으면 같은 조건으로 연장된 것으로 보고, 임차인은 언제든 해지를 알릴 수 있으며 3개월 뒤 끝난다.',
      ],
      ['SAFE', '보증보험 가입이 거절되면 계약은 없던것으로 하고 임대인은 계약금을 돌려준다.'],
      ['SAFE', '계약이 끝났는데 보증금을 못 받으면 임차인은 임차권등기명령 신청 가능하다.'],
      ['SAFE', '이 계약의 어떤 조항도 임차인의 대항력을 제한하는 것으로 해석되지 않는다.'],
    ],
  'ordinary terms in other words: a rise by an arrow, no smoking, work done with consent, the landlord’s repair of the pipes (제7조, 표준계약서 제4조, 민법 제623조)':
    [
      ['SAFE', '갱신 때 월세 70만원→73만원(약 4.3%)으로 하고 보증금은 그대로.'],
      ['SAFE', '집 안과 발코니에서는 금연.'],
      ['SAFE', '붙박이장 설치 같은 공사는 임대인 동의를 받아서 진행한다.'],
      ['SAFE', '수도배관 누수는 임대인이 자기 비용으로 바로 고친다.'],
    ],
  'a visit the tenant may not refuse, a fine per complaint, the other units’ deposits withheld: not SAFE (민법 제623조, 제3조의7)':
    [
      ['CAUTION', '방을 내놓으면 집주인이 정한 시간에 집 볼 사람을 데려와 보여줄 수 있고 세입자는 거부할 수 없음.'],
      ['CAUTION', '반려견 소음으로 관리사무소에 민원이 오면 회마다 3만원을 임대인에게 지급한다.'],
      ['CAUTION', '다가구라 다른 호실 보증금이 얼마인지는 알려드릴 수 없어요.'],
    ],
  // From probes AL and AM (2026-12-06), in words of their own.
  "a typed 않, an unnamed landlord's cancellation, rent in advance, a notice skipped, the deposit spent on damages or waiting for a sale: not SAFE (제3조, 제3조의2, 제565조, 제623조, 제633조)":
    [
      ['DANGER', '을은 갑 승낙없이 확정일자 받지 안기로 함.'],
      ['DANGER', '더 나은 세입자 구해지면 계약금은 그대로 돌려드리고 계약은 없던 걸로 하겠습니다.'],
      ['CAUTION', '입주 때 월세 두 달치를 먼저 받고 그 뒤로는 매달 5일에 받는다.'],
      ['CAUTION', '임차권등기명령을 신청하는 경우 신청비용과 등기비용은 임차인이 부담한다.'],
      ['DANGER', '임대인은 사전 통보 없이도 수시로 집 안을 점검할 수 있고 임차인은 이를 거절하지 못한다.'],
      ['CAUTION', '관리비는 월 10만원 정액으로 하고, 임대인이 사정에 따라 수시로 인상 가능.'],
      ['DANGER', '임차인이 몰래 전대하면 임대인은 계약을 끝내고 보증금 전액을 손해배상금으로 충당한다.'],
      ['DANGER', '보증금 일금 일억오천만원정(₩150,000,000)은 이 집이 팔려 매매대금을 받는 날 돌려드립니다.'],
    ],
  "a return owed whoever comes next, only arrears deducted, consumables and the boiler apart, an account in the landlord's name, 필요비 repaid, utilities by use: fair terms (표준계약서 제1조, 제4조, 제9조, 민법 제626조)":
    [
      ['SAFE', '보증금은 계약 만료일에 돌려준다. 새 임차인이 들어왔는지와는 관계없다.'],
      ['SAFE', '집이 팔리거나 소유자가 바뀌어도 임대차는 그대로 이어지고 보증금 반환 의무는 새 소유자가 넘겨받는다.'],
      ['SAFE', '퇴거 시 밀린 월세와 공과금만 정산하여 빼고, 그 밖의 명목으로는 보증금에서 공제하지 않는다.'],
      ['SAFE', '전구, 샤워 호스 같은 소모성 부품은 임차인이 간다. 보일러와 배관은 포함되지 않는다.'],
      ['SAFE', '월세 입금 계좌: 국민은행 임대인 본인 명의 통장.'],
      ['SAFE', '입주일에 전입신고와 확정일자를 받는 것에 임대인은 이의를 제기하지 않는다.'],
      ['SAFE', '임차인이 낸 수리비(필요비)는 영수증을 보여 주면 다음 달 월세에서 빼 준다.'],
      ['SAFE', '임차인은 도배나 타공처럼 구조를 바꾸는 공사를 할 때 미리 임대인의 동의를 받는다.'],
      ['SAFE', '관리비 월 7만원(청소, 승강기 포함). 세대 전기·수도·가스는 사용량대로 임차인 부담.'],
    ],
  // From probe AN (2026-12-06), in words of their own.
  'the landlord in by the door code for a showing, a showing at his time, repairs before moving in refused: not SAFE (민법 제623조, 표준계약서 제3조)':
    [
      [
        'DANGER',
        '방 보러 오는 사람이 있는데 세입자가 전화를 안 받으면 집주인이 비밀번호 누르고 들어가서 보여줄 수 있음.',
      ],
      ['CAUTION', '집을 보러 오는 사람이 있으면 집주인이 정한 시간에 보여 주고 내부 사진 찍는 것도 허락한다.'],
      ['CAUTION', '임대인은 입주 전 수리를 하지 않으며, 임차인은 보이는 상태 그대로 집을 넘겨받는다.'],
      ['CAUTION', '임대인은 입주 전에 수리를 해 주지 않으며 임차인은 현 상태로 인도받는다.'],
    ],
  "the bank's paperwork signed, the senior deposits told in writing, the buyer bound to the deposit by the sale contract, the fixed date on the contract day: fair terms (제3조, 제3조의2, 제3조의7, 표준계약서 특약사항)":
    [
      ['SAFE', '임대인은 임차인의 전세자금대출을 위해 은행의 질권설정 통지에 응하고 필요한 확인서를 써 준다.'],
      ['SAFE', '임대인은 선순위 임차인들의 보증금 합계를 서면으로 알렸고, 다르면 임차인은 계약을 해제할 수 있다.'],
      ['SAFE', '집을 팔게 되면 새 소유자가 보증금 반환 의무를 이어받는다는 내용을 매매계약서에 넣기로 함.'],
      ['SAFE', '확정일자는 계약한 날 바로 받아도 되며, 집주인은 입주일까지 미루라고 하지 않는다.'],
    ],
  // From probe AP (2026-12-06, written in the evaluation set's own hand), in words of their own.
  "one late payment beside the law's two, a return waiting for the landlord's loan review, the whole deposit kept as 위약벌, the cap set aside, the mortgage's removal left to the landlord, the 계약금 alone returned (배액 아님), the 임차권등기명령 replaced by talks, an ending for boxes in the hall: DANGER (민법 제640조, 제565조, 제3조의3, 제7조, 표준계약서 제9조)":
    [
      [
        'DANGER',
        '월세가 두 달 치 밀리면 임대인은 해지할 수 있다. 그리고 한 번이라도 밀리면 임대인은 그 달로 계약을 끝낼 수 있다.',
      ],
      [
        'DANGER',
        '보증금은 계약 종료일에 돌려준다. 단 집주인의 대출 만기 연장 심사가 진행 중이면 심사가 끝나는 대로 지급한다.',
      ],
      ['DANGER', '임차인이 이 계약의 조항 하나라도 어기면 임대인은 보증금 전부를 위약벌로 취득한다.'],
      ['DANGER', '차임 인상은 해마다 5% 이내로 한다. 다만 금리가 크게 오른 해에는 이 상한을 적용하지 않는다.'],
      ['DANGER', '기존 근저당은 잔금일에 말소하기로 하되, 은행 사정으로 늦어지는 경우 그 말소 날짜는 임대인이 정한다.'],
      ['DANGER', '잔금 전에 임대인이 원하면 받은 계약금만 그대로(배액 아님) 돌려주고 계약을 무를 수 있다.'],
      ['DANGER', '보증금이 늦게 나와도 세입자는 임차권등기명령 신청 없이 집주인과 대화로만 해결한다.'],
      ['DANGER', '현관 앞에 짐을 쌓아 두면 집주인이 바로 계약 해지 가능.'],
    ],
  "the landlord's own promise enforced, his request barred, a return owed without a next tenant, no term restricting renewal, wear left out, a room sublet with consent, the guarantee refused by the landlord's side, a renewal within 5 %: fair terms; a renewal above it, the guarantee held to his consent, a daily fine: not SAFE":
    [
      ['SAFE', '집주인은 입주 뒤 새 대출을 받지 않는다. 어기면 계약 해지 가능.'],
      ['SAFE', '임대인은 세입자에게 전입신고를 늦춰 달라고 요구하지 않으며, 요구하면 세입자는 계약을 해제할 수 있다.'],
      ['SAFE', '새 세입자를 구하지 못했더라도 임대인은 계약 종료일에 보증금을 돌려준다.'],
      ['SAFE', '이 계약의 어떤 특약도 임차인의 갱신요구권 행사를 제한하지 않는다.'],
      ['SAFE', '살면서 생긴 생활 흔적이나 가구 자국은 원상복구 대상이 아닙니다.'],
      ['SAFE', '작은 방 하나를 다른 사람에게 세 주려면 집주인의 허락을 먼저 받는다.'],
      [
        'SAFE',
        'HUG 반환보증 가입이 집주인 쪽 사정으로 안 되면 세입자는 잔금 전에 계약을 해제하고 계약금을 모두 돌려받는다.',
      ],
      ['SAFE', '계약을 갱신할 때 월세는 5% 안에서 서로 협의해 정한다.'],
      ['DANGER', '갱신 때 월세는 8% 이내에서 정한다.'],
      ['CAUTION', '임대인은 대출 서류에 협조한다. 다만 반환보증 가입은 임대인의 서면 동의를 받은 경우에만 할 수 있다.'],
      ['CAUTION', '관리비를 하루 늦을 때마다 5천원씩 가산.'],
    ],
  // From probe AQ (2026-12-06, in the evaluation set's hand) and the review of v34's readings, in words of their own.
  "a main repair put on the tenant by a fault only deemed, the deposit withheld for smoking, a mortgage cleared when the landlord can, a return on the next one's moving in, the 계약금's equivalent alone returned, one late payment as a ground, the cap waived by '그러하지 아니하다' or exceeded at will, 납세증명서 left out: DANGER or CAUTION; a fault that is one, a return on the day, the double written as amounts, a household rule's exception, a certificate shown: SAFE":
    [
      [
        'DANGER',
        '작은 고장은 세입자가, 큰 고장은 집주인이 고친다. 다만 배관 누수와 결로는 생활 부주의로 보아 세입자가 수리비를 낸다.',
      ],
      ['DANGER', '집 안에서 담배 피우다 걸리면 전세금 안 돌려드려요.'],
      ['DANGER', '지금 있는 근저당은 임대인이 여건이 되는 대로 갚아서 말소한다.'],
      ['DANGER', '보증금은 다음 분 들어오시면 그날 바로 빼드릴게요~'],
      [
        'DANGER',
        '잔금 전이면 임대인은 받은 계약금 상당액만 돌려주는 것으로 해제할 수 있고, 임차인이 해제하려면 계약금을 포기한다.',
      ],
      ['DANGER', '월세가 2기 밀리면 해지할 수 있고, 한 번이라도 납부일을 넘기면 역시 해지할 수 있다.'],
      ['DANGER', '월세 인상은 해마다 5% 이내로 한다. 다만 물가가 많이 오른 경우에는 그러하지 아니하다.'],
      ['DANGER', '보증금 인상은 5%까지가 원칙이지만 금리가 오르면 5% 넘게 올릴 수 있는 걸로 한다.'],
      ['CAUTION', '임대인은 국세 완납증명서를 보여 준다. 다만 지방세 납세증명서는 제시를 생략하기로 한다.'],
      ['SAFE', '임차인이 잘못해서 깨뜨린 유리는 임차인이 갈아 끼운다.'],
      ['SAFE', '보증금은 만기일에 바로 빼드릴게요.'],
      ['SAFE', '계약금 400만원. 중도금 전에 해제하면 임대인은 800만원을 돌려주고 임차인은 400만원을 포기한다.'],
      ['SAFE', '반려견은 기르지 않는다. 다만 임대인이 허락한 경우에는 그러하지 아니하다.'],
      ['SAFE', '임대인은 납세증명서를 계약하는 날 보여 준다.'],
    ],
  // From probe AS (2026-12-06), in words of their own.
  "the next tenant as '새로 들어오실 분', '다음에 올 분': a return waiting for one is DANGER; '있든 없든' denies the wait (표준계약서 제9조)":
    [
      ['DANGER', '보증금은 새로 들어오실 분 잔금 받으면 그날 돌려드려요. 보통 금방 구해집니다~'],
      ['DANGER', '전세금은 다음에 올 분 계약되면 드릴게요'],
      ['SAFE', '보증금은 새로 들어오는 분이 있든 없든 만기일에 돌려준다.'],
    ],
  // From probes AT to AW (2026-12-06), in words of their own.
  "a rise written as amounts against the amount named as now (지금, 현재 in 억), or dated 'N개월째부터': over 5 % or within a year is DANGER (제7조)":
    [
      ['DANGER', '갱신 때 전세금은 지금 3억원에서 2,000만원 이내로만 올리기로 한다.'],
      ['DANGER', '재계약하면 보증금 3천만원 더 올려 주셔야 해요 (현재 2억 5천).'],
      ['DANGER', '월세는 60만원으로 하되, 입주 6개월째부터는 63만원으로 한다.'],
      ['SAFE', '갱신 때 보증금은 지금 3억원에서 1,500만원 이내로만 올린다.'],
    ],
  'after an implied renewal only the tenant may end the lease: the landlord (or both) ending it on notice is DANGER (제6조의2)':
    [
      ['DANGER', '계약이 묵시적으로 연장되면 집주인도 두 달 전에 통보하고 계약을 해지할 수 있다.'],
      ['DANGER', '자동 갱신된 뒤에는 집주인이 나가 달라고 알리기만 하면 석 달 뒤 계약이 끝난다.'],
      [
        'SAFE',
        '묵시적으로 갱신되면 임차인은 언제든 해지를 통지할 수 있고, 그 효력은 임대인이 통지를 받고 3개월이 지나면 생긴다.',
      ],
      ['SAFE', '묵시적으로 갱신된 뒤에는 임차인만 해지를 통지할 수 있고, 임대인은 해지할 수 없다.'],
    ],
  "either party may cancel and the landlord's price is the 계약금 itself: DANGER (제565조); its double: SAFE": [
    [
      'DANGER',
      '잔금 전에는 양쪽 누구든 계약을 해제할 수 있으며, 이때 임차인은 계약금을 포기하고 임대인은 받은 계약금을 그대로 돌려준다.',
    ],
    [
      'SAFE',
      '잔금 전에는 당사자 모두 해제할 수 있다. 임대인은 받은 계약금의 배액을 돌려주고, 임차인은 계약금을 포기한다.',
    ],
  ],
  "the next tenant denied as a condition ('들어오든 안 들어오든', '정해졌는지는 묻지 않고'): the return on the day is SAFE":
    [
      ['SAFE', '새 세입자가 들어오든 안 들어오든 보증금은 만기일에 돌려드립니다.'],
      ['SAFE', '후속 임차인이 정해졌는지는 묻지 않고 만기일에 보증금 전액을 반환한다.'],
      ['DANGER', '새 세입자가 들어오면 그때 보증금을 돌려드립니다.'],
    ],
  "months of rent in advance asked for is CAUTION; the asking barred ('내라고 하지 않는다') is SAFE (제633조)": [
    ['SAFE', '월세는 달마다 그달 치만 받고, 몇 달 치를 한꺼번에 내라고 하지 않는다.'],
  ],
  "the deposit's priority ranked behind the landlord's loan, or paid from what the loan leaves: DANGER (제3조의2, 제8조)":
    [
      ['DANGER', '임차인의 우선변제권은 인정한다. 다만 그 순위는 임대인이 입주 후 받는 신용대출 다음으로 한다.'],
      ['DANGER', '소액임차인 최우선변제는 은행 대출이 다 상환되고 남은 금액에서 받기로 한다.'],
    ],
  'the two periods of arrears stretched by counting what is not arrears: DANGER (민법 제640조)': [
    ['DANGER', '월세가 2기 밀리면 해지할 수 있다. 이때 며칠 늦게라도 낸 달은 연체 1기로 센다.'],
    ['DANGER', '차임 2기 연체 시 해지한다. 단, 관리비를 한 번이라도 미납하면 차임 2기 연체와 같은 것으로 본다.'],
    ['SAFE', '차임을 2기 이상 연체하면 임대인은 계약을 해지할 수 있다.'],
    ['SAFE', '관리비 연체는 차임 연체와 따로 세며, 차임 2기 연체에 넣지 않는다.'],
  ],
  "the landlord's ending written as '해지 가능', and the term promised then taken back for the landlord's family: DANGER (제4조)":
    [
      ['DANGER', '세입자가 지인을 하룻밤 재워도 전대로 보며 집주인은 바로 계약 해지 가능.'],
      ['DANGER', '임대인은 2년 거주를 보장한다. 다만 임대인의 아들이 결혼해 이 집에서 살게 되면 그러하지 아니하다.'],
      ['SAFE', '임대인은 2년 거주를 보장한다. 다만 임차인이 먼저 나가기를 원하면 그러하지 아니하다.'],
    ],
  'the renewal right given up in speech or a checklist, or deemed used; a short term with the longer one not to be asked for: DANGER (제6조의3, 제4조)':
    [
      ['DANGER', '1년만 계시는 조건이라 연장 얘기는 없는 걸로 해요.'],
      ['DANGER', '갱신요구권 행사 불가 (임차인 동의)'],
      ['DANGER', '임차인은 첫 계약이지만 갱신요구권을 이미 사용한 것으로 보는 데 합의한다.'],
      ['DANGER', '이번 계약은 1년이며, 임차인은 2년으로 연장해 달라고 하지 않는다.'],
    ],
  'a right said not to be restricted or to shrink, a duty not escaped: SAFE': [
    ['SAFE', '임차인의 대항력은 이 계약의 어떤 특약으로도 제한되지 아니한다.'],
    ['SAFE', '갱신요구권 행사는 어떤 경우에도 제한되지 않는다.'],
    ['SAFE', '임차인이 낡은 상태를 알고 들어왔다는 이유로 임대인이 배관 수선 의무를 면하지는 않는다.'],
  ],
  // A review of v38's readings (2026-12-06), in words of their own: what the review's look-alikes found.
  "after an implied renewal the tenant's notice to the landlord is the law's (제6조의2); a proviso by the tenant's wish or the landlord's permission, and the tenant's own choice, leave a fair clause SAFE":
    [
      ['SAFE', '묵시적 갱신 후 임차인은 언제든지 임대인에게 계약해지를 통지할 수 있고, 3개월 뒤 효력이 생긴다.'],
      [
        'SAFE',
        '임차인은 집주인 동의 없이 반려동물을 기를 수 없다. 다만 집주인이 문자로 허락한 경우에는 그러하지 아니하다.',
      ],
      ['SAFE', '계약기간은 2년으로 한다. 다만 임차인이 원하면 1년 6개월로 할 수 있다.'],
    ],
  "a rise against '현' and '추가로 받기로', arrears deemed with '보아', the guarantee taken back by '예외로 한다': DANGER; a next tenant '들어왔는지 상관없이', a right's 취득 not restricted: SAFE":
    [
      ['DANGER', '전세 현 2억, 재계약하면 2천만원 추가로 받기로.'],
      ['DANGER', '월세를 제날짜보다 늦게 낸 달이 두 번이면 다 냈어도 2기 연체로 보아 해지할 수 있다.'],
      ['DANGER', '임대인은 계약기간 동안 거주를 보장한다. 단, 임대인의 딸이 이 집에 들어오게 되면 예외로 한다.'],
      ['SAFE', '새 세입자 들어왔는지 상관없이 만기일에 보증금 전액 돌려줍니다.'],
      ['SAFE', '임차인의 전입신고와 확정일자 취득은 임대인의 대출 일정 때문에 제한되지 않는다.'],
      ['SAFE', '임차인의 확정일자 취득은 어떤 경우에도 제한되지 아니한다.'],
    ],
  // v41, from probes AZ to BC: five dangers answered SAFE, in words of their own.
  "a late month deemed two periods' arrears, the deposit's date or a part of it left to the landlord's word or another unit's deposit, entry when the tenant does not answer: DANGER":
    [
      [
        'DANGER',
        '월세가 2기 밀리면 해지할 수 있다. 다만 납부일을 사흘이라도 넘긴 달이 있으면 2기를 연체한 것으로 본다.',
      ],
      ['DANGER', '돌려줄 보증금 액수와 반환 날짜는 집주인이 집 상태를 본 다음 정해서 통보한다.'],
      ['DANGER', '전세금 중 절반은 만기에 주고, 남은 절반은 임대인이 옆 다른 호실의 보증금을 받으면 지급한다.'],
      ['DANGER', '점검 하루 전 문자를 보내고, 임차인이 회신하지 않더라도 임대인은 예비 열쇠로 들어갈 수 있다.'],
      ['DANGER', '방문 일정은 미리 알리며, 세입자 응답이 없거나 집에 없더라도 예정대로 들어가 확인한다.'],
      // The landlord's word agreed with the tenant is no word of his alone (since v41's reader, not doubted).
      ['SAFE', '보증금 반환일은 계약 종료일로 하고, 공과금 정산 금액은 임대인이 임차인과 협의하여 정해서 알려 준다.'],
      ['SAFE', '월세를 2기 연체하면 임대인은 계약을 해지할 수 있다.'],
    ],
  // v41, from probes AZ to BC: dangers answered CAUTION or SAFE, in words of their own.
  "the landlord's refusal to return the deposit on the tenant's ending, priority after the bank is paid or handed to it, one missed payment, the 계약금 alone on the landlord's withdrawal: DANGER":
    [
      ['DANGER', '임차인이 기간 중에 계약을 해제하면 임대인은 전세금을 돌려주지 아니한다.'],
      ['DANGER', '임차인은 소액임차인이더라도 최우선변제금은 은행 대출이 모두 변제된 뒤에 받는다.'],
      ['DANGER', '임차인이 최우선변제로 배당받는 금액은 임대인의 채권자에게 양도하는 것으로 한다.'],
      [
        'DANGER',
        '을이 차임을 2기 이상 연체하거나 납부일부터 5일이 지나도록 1회분 차임을 지급하지 아니한 때에는 갑은 해지할 수 있다.',
      ],
      ['DANGER', '집주인이 마음이 바뀌어 계약을 물리게 되면 받았던 계약금 200만원만 돌려주고 끝.'],
      ['SAFE', '임차인이 계약을 해지하더라도 임대인은 보증금을 몰수하지 아니한다.'],
    ],
  'a proviso read with the topic or the case before it, the registration counted a breach or made dear, the removal of a mortgage or the fixed date put off, consumables that take in the boiler: DANGER':
    [
      ['DANGER', '전세금은 만료일에 모두 돌려준다. 다만 특약을 한 번이라도 어기면 돌려줄 의무가 없다.'],
      ['DANGER', '보증금은 퇴거 후 일주일 안에 돌려준다. 단 다음 임차인이 늦게 들어오면 그 사람 잔금 날에 준다.'],
      ['DANGER', '임차권등기 신청은 채무불이행으로 본다.'],
      ['DANGER', '임차권등기명령은 임차인이 할 수 있다. 단, 그 경우 임대인에게 월세의 두 배를 배상한다.'],
      ['DANGER', '보증금을 못 받으면 임차권등기명령을 해도 된다. 다만 이 경우 반환할 보증금에서 200만원을 공제한다.'],
      ['DANGER', '기존 근저당은 잔금일에 말소한다. 다만 말소가 어려우면 그 시기는 임대인이 정한다.'],
      ['DANGER', '확정일자는 제가 대출 받는 동안 두 달만 있다가 신청해 주세요.'],
      ['DANGER', '소모성 부품은 세입자가 교체한다. 소모성 부품에는 보일러와 수도관을 포함한다.'],
      ['SAFE', '보증금은 만기일에 돌려준다. 단, 이 경우 임대인은 밀린 관리비를 정산한 영수증을 보여 준다.'],
      ['SAFE', '임차권등기명령은 임차인이 신청할 수 있다. 단, 그 경우 등기 비용은 임대인이 부담한다.'],
    ],
  'a rise written in words past the cap: DANGER (제7조); within it: SAFE': [
    ['DANGER', '재계약 시 보증금은 금 삼억원정에서 금 삼억삼천만원정으로 한다.'],
    ['SAFE', '재계약 시 보증금은 금 삼억원정에서 금 삼억일천만원정으로 올린다.'],
  ],
  "a proviso read of what the main sentence's party acts on, the rank referred back to put behind, late payments counted, a rent stepped up by date or against a base in 억: DANGER":
    [
      ['DANGER', '임차인은 입주 당일 확정일자를 받는다. 다만 임대인이 원하면 그 신청을 2주 뒤로 늦춘다.'],
      [
        'DANGER',
        '임대인은 만기일부터 7일 안에 보증금을 돌려준다. 다만 다음 임차인 계약이 안 되면 될 때까지 반환을 미룰 수 있다.',
      ],
      ['DANGER', '임차인은 배당요구를 할 수 있다. 다만 그 배당 순위는 임대인의 은행 대출보다 뒤로 한다.'],
      [
        'DANGER',
        '월세 2기 연체 시 해지할 수 있다. 그리고 임차인이 납부일을 두 번 이상 넘긴 적이 있으면 연체액과 상관없이 해지할 수 있다.',
      ],
      ['DANGER', '월세 60만원, 입주 4개월 뒤부터 65만원.'],
      ['DANGER', '전세 3억, 갱신 때 3억 3천으로 올리기로 함.'],
      ['SAFE', '임대인은 어떤 대출을 받더라도 임차인의 배당 순위를 뒤로 미뤄 달라고 요구하지 않는다.'],
    ],
  "rent that comes in late a few times as a ground for telling the tenant to leave (제640조): DANGER; the law's two months: SAFE":
    [
      ['DANGER', '월세가 두 번 늦게 들어오면 방 빼셔야 해요.'],
      ['DANGER', '차임이 세 차례 늦게 입금되면 임차인은 집을 비워 주어야 한다.'],
      ['DANGER', '월세가 늦게 입금되는 일이 두 번 생기면 임대인은 바로 계약을 해지할 수 있다.'],
      ['DANGER', '차임 지급이 늦어진 경우가 2회 이상이면 임대인은 계약을 해지한다.'],
      ['SAFE', '월세가 두 달치 밀리면 방 빼셔야 해요.'],
    ],
  "a rise written as an amount on a base in 억 (3천만원 올려, on 2억); a rank given up in writing when the landlord borrows (… 때에는 the landlord's time, not the verb's subject); 임차권등기명령 paid for with part of the deposit; a mortgage's discharge or the fixed date left to the landlord or timed to his loan: DANGER; a waiver paper not asked for: SAFE":
    [
      ['DANGER', '전세 3억 원이고, 1년 뒤에는 2천만원 올려 주시기로 합니다.'],
      ['DANGER', '월세 60만원, 1년 지나면 월세 5만원 인상함.'],
      [
        'DANGER',
        '임차인은 배당받을 권리가 있다. 다만 임대인이 새로 대출을 받을 때에는 은행에 순위를 양보한다는 각서를 써 준다.',
      ],
      ['DANGER', '보증금을 못 받아 임차인이 임차권등기명령을 신청하는 경우 보증금 중 300만원은 돌려받지 못한다.'],
      ['DANGER', '선순위 근저당 말소 시점은 집주인 재량으로 정함.'],
      ['DANGER', '확정일자는 임대인 대출이 실행된 뒤에 받기로 한다.'],
      ['DANGER', '확정일자는 임대인이 대신 받아 주고, 받는 시기는 임대인이 형편에 따라 정한다.'],
      ['SAFE', '임대인은 임차인에게 우선변제권을 포기한다는 취지의 확인서를 요구하지 아니한다.'],
    ],
  "a waiver said to be nowhere in the contract (… 않기로 했다는 내용은 어디에도 없다); harm grown because the tenant did not tell (알리지 않아) is the tenant's fault; the tenant's right acknowledged by the landlord as topic (… 수 있다는 점 임대인도 인정); a return not tied (묶지 않는다, 연계하지 않는다) to the next tenant: SAFE":
    [
      ['SAFE', '임차인이 계약갱신요구권을 쓰지 않기로 했다는 조항은 이 특약 어디에도 없다.'],
      [
        'SAFE',
        '천장에서 물이 새면 세입자는 바로 집주인한테 알리고 공사비는 집주인이 냄. 세입자가 알리지 않아서 커진 피해는 세입자가 물어냄.',
      ],
      ['SAFE', '배관 누수는 임대인이 고친다. 다만 임차인이 통지하지 않아 번진 손해는 임차인이 부담한다.'],
      ['SAFE', '집이 공매로 팔려도 임차인이 새 소유자에게 대항력을 주장할 수 있다는 사실을 임대인도 인정한다.'],
      ['SAFE', '경매로 넘어가도 세입자가 낙찰자한테 대항력 주장할 수 있다는 것 집주인도 인정함.'],
      ['SAFE', '보증금 반환은 다음 임차인 계약과 연계하지 않는다. 만기일에 전액 돌려준다.'],
    ],
  "an outlay paid first repaid only by half; other units' deposits told by word instead of papers, or the tax certificate refusable when asked; 관리비 changed at the landlord's 판단; the exit after an implied renewal put off past 3 months (개월이 지나야); appliances taken as they are with no repair to be asked: CAUTION; the same repaid whole, the law's 3 months, a repair the landlord makes: SAFE":
    [
      ['CAUTION', '보일러가 급하게 고장 나 세입자가 대신 낸 수리비는 집주인이 절반만 돌려준다.'],
      [
        'CAUTION',
        '임대인은 납세증명서를 보여 준다. 다만 다른 세대 임차인들의 보증금 현황은 서류 없이 임대인 설명으로 대신한다.',
      ],
      ['CAUTION', '세입자가 확정일자 현황을 보여 달라고 요청해도 집주인은 거절할 수 있음.'],
      ['CAUTION', '관리비 월 12만원(인터넷·청소 포함). 단, 임대인 판단으로 필요하면 금액을 바꿀 수 있다.'],
      [
        'CAUTION',
        '묵시적으로 갱신되면 임차인은 해지를 통지할 수 있고, 해지는 통지가 도달한 날부터 5개월이 지나야 효력이 있다.',
      ],
      ['CAUTION', '세탁기·냉장고 등 옵션은 지금 상태 그대로 쓰며, 고장 나도 임대인에게 바꿔 달라고 하지 않는다.'],
      ['SAFE', '보일러가 고장 나 임차인이 먼저 고친 수리비는 임대인이 영수증대로 전액 돌려준다.'],
      ['SAFE', '묵시적 갱신 뒤 임차인은 언제든 해지를 통지할 수 있고 통지가 도달하고 3개월이 지나면 해지된다.'],
      ['SAFE', '에어컨은 현재 상태 그대로 쓰며, 고장 나면 임대인이 고쳐 준다.'],
    ],
  "the landlord not asking the tenant out for his family, his taxes not put on the tenant (떠넘기지 않는다), damages at the amount actually incurred, deductions limited to what receipts show, a rise to a figure within 5 % (까지만 올림): SAFE; the same figure past 5 %, the family's move-in as a ground: DANGER; the tax put on the tenant: CAUTION":
    [
      ['SAFE', '임대인은 가족이 들어와 살 거라는 이유로 계약기간 중에 나가 달라고 하지 않는다.'],
      ['SAFE', '집주인의 양도세나 종부세를 어떤 이름으로도 세입자에게 떠넘기지 않는다.'],
      ['SAFE', '계약 위반으로 생긴 손해는 실제로 생긴 금액만큼만 물어 준다.'],
      ['SAFE', '보증금에서 빼는 돈은 밀린 관리비처럼 영수증으로 확인되는 금액에 한한다.'],
      ['SAFE', '전세 3억, 갱신 때는 최대 3억 1천5백까지만 올림.'],
      ['DANGER', '보증금 2억, 재계약시엔 2억2천까지 올림.'],
      ['DANGER', '임대인이 들어와 살게 되면 임차인은 계약기간 중이라도 나가야 한다.'],
      ['CAUTION', '집주인의 재산세는 세입자에게 떠넘긴다.'],
    ],
  "from a review of v46: a sale 'when he sells' (팔 경우), a rise to a figure a year on, the fixed date's time left to the landlord in its own predicate, a renewal right given up in exchange for no rise (갱신요구권을 쓰지 않는다): DANGER; other units' deposits told by word only: CAUTION; deductions limited to costs with receipts (으로 한정): SAFE":
    [
      ['DANGER', '집주인이 집을 팔 경우 세입자는 두 달 안에 방을 빼 준다.'],
      ['DANGER', '전세 2억 5천만원, 1년 뒤 2억 7천까지 올림.'],
      ['DANGER', '확정일자 신청 시점은 임대인 판단에 맡긴다.'],
      ['DANGER', '재계약 때 월세는 올리지 않는 대신 임차인은 다음 갱신 때 갱신요구권을 쓰지 않는다.'],
      ['CAUTION', '임대인은 다른 호실 임차인들의 보증금을 말로만 알려 준다.'],
      ['SAFE', '보증금에서 빼는 돈은 영수증이 있는 비용으로 한정한다.'],
    ],
  "the tenant's share of a sale paid once the bank's debt is paid off (갚아진 다음에): behind the bank, DANGER (제3조의2)":
    [
      ['DANGER', '은행 빚 다 갚아진 다음에 배당받는 걸로 합니다.'],
      ['DANGER', '임차인은 근저당 채무가 모두 갚아진 뒤에 배당받는다.'],
    ],
  "entry whether the tenant consents or not (동의하지 않아도) is consent taken away: DANGER (제623조); a concession is no ban, so the landlord's own repair stays SAFE":
    [
      ['DANGER', '임대인은 임차인이 동의하지 않아도 집 상태를 확인하러 들어갈 수 있다.'],
      ['DANGER', '임차인이 동의하지 않아도 임대인이 원하면 여벌 열쇠로 들어갈 수 있다.'],
      ['SAFE', '임대인은 임차인이 동의하지 않아도 보일러를 고쳐 준다.'],
    ],
  'the rent or deposit set, then the figure at the renewal with no rise named: measured, DANGER past 5 % (제7조)': [
    ['DANGER', '월세는 50만원으로 한다. 재계약 시 월세는 60만원으로 한다.'],
    ['DANGER', '월세 50만원, 재계약하면 60만원.'],
    ['DANGER', '보증금 2억원. 갱신 시 보증금 2억 5천만원.'],
  ],
  'a sale conceded (팔리더라도, 넘어가더라도) with the lease and the return holding through it, and the brokerage fee for finding the next tenant on an early exit: no condition on the return, SAFE':
    [
      [
        'SAFE',
        '집이 팔리더라도 새 주인이 임대인 지위를 그대로 이어받고, 임차인은 남은 기간 살면서 보증금도 새 주인에게 받을 수 있음을 확인한다.',
      ],
      [
        'SAFE',
        '중도에 나갈 때: 새 세입자 구하는 중개보수는 을 부담, 다른 위약금 없음, 보증금은 을이 집 비우는 날 반환.',
      ],
    ],
  "a rise dated six months in (지난 날), the landlord's double said not to be paid back (제565조), 최우선변제 replaced by a discount given now (제8조): DANGER":
    [
      ['DANGER', '월세는 입주한 날부터 6개월이 지난 날 2% 올린다.'],
      ['DANGER', '임대인이 해제할 때에는 계약금만 돌려주고 그 배액을 반환하지는 않는다.'],
      ['DANGER', '최우선변제권은 입주 때 깎아 준 월세 100만원으로 대신하기로 한다.'],
    ],
  "임차권등기명령 only with the landlord's consent (동의가 있는 경우에 한하여), the renewal right said not to be used (못 하시는 걸로), the whole deposit taken for breaking a ban (금지 조항을 어긴 경우): DANGER":
    [
      ['DANGER', '을은 갑의 동의가 있는 경우에 한하여 임차권등기명령을 신청할 수 있다.'],
      ['DANGER', '재계약은 없고, 계약갱신요구권은 못 쓰시는 걸로 해요. 갱신 요구는 못 하시는 걸로 할게요.'],
      ['DANGER', '임차인이 흡연 금지 조항을 어기면 보증금 금 2천만원 전부를 위약벌로 임대인이 취득한다.'],
    ],
};

// Look-alikes written in a review of the readings added from probes R to X: each pair of words a
// new reading keys on, met where it means something else. '!X' means "anything but X".
const LOOK_ALIKES: Array<readonly [string, string]> = [
  // Look-alikes of the v53–v55 readings that must keep their answers: a danger beside a "not restricting" remark,
  // the double refused, a danger beside a term left out or kept, a bracket that is a term, a reply that adds a term,
  // the tenant's own request, the renewal's term as the object, spoken and worded numbers, a term counted from the
  // handover, a rise "as before".
  ['DANGER', '임대인은 필요하면 언제든지 계약을 해지할 수 있으며 이는 임차인의 권리를 제한하는 것으로 보지 않는다.'],
  ['DANGER', '임대인은 배액을 상환하지 않고 계약금만 반환하여 계약을 해제할 수 있다.'],
  ['DANGER', "임차인은 전입신고를 하지 않으며 '전입 허용' 문구는 최종본에서 빠짐."],
  ['DANGER', "보증금은 '새 임차인이 입주한 후 반환한다' 문구는 삭제하지 않고 그대로 둔다."],
  ['DANGER', '임차인은 계약기간 동안 거주한다(임대인 측 사정이 생기면 임차인은 한 달 안에 집을 비운다).'],
  ['DANGER', '집주인: 보증금은 만기에 바로 돌려드릴게요. 나: 네 근데 저는 전입신고는 안 할게요.'],
  ['DANGER', '집주인: 계약은 2년이에요. 나: 예정보다 늦게 이사 나가더라도 보증금은 새 세입자가 들어온 뒤에 받을게요.'],
  ['DANGER', '임차인이 새 임차인이 들어오기 전에 보증금 반환을 요청하더라도 임대인은 응할 의무가 없다.'],
  ['DANGER', '임차인은 만료 후 갱신 기간을 요구하지 않는다.'],
  ['DANGER', '임차인은 보증금을 집이 팔린 뒤에 받을 거예요.'],
  ['!DANGER', '임대인은 사전 연락 없이 집에 들어가지 않을 거예요.'],
  ['DANGER', '갱신 시 월세를 팔 프로로 인상한다.'],
  ['DANGER', '월세는 매년 십 프로씩 올릴 거예요.'],
  ['SAFE', '임대차 기간은 인도일로부터 24개월로 하고, 임대인은 기간이 끝나는 날 보증금을 즉시 반환한다.'],
  ['!SAFE', '계약기간은 1년으로 하고 월세는 기존 계약과 같이 매년 올린다.'],
  ['!DANGER', '사장님, 보일러가 고장 나는 경우 수리는 사장님이 해주시는 걸로 해요'],
  ['DANGER', '전 세입자분 짐 빠지기 전이라 저는 확정일자 안받는걸로 할게요'],
  ['DANGER', '다음 세입자분 구해질 때까지 저는 전입신고 안 하기로 할게요'],
  ['!DANGER', '“보일러 고장 나면 제가 고쳐 드릴게요” — “네, 사장님 감사합니다”'],
  ['!DANGER', '임대인은 계약 기간 중 근저당을 새로 설정하지 않으며, 임차인은 위 내용에 동의한다'],
  ['!DANGER', '임대인은 계약 기간 중 근저당을 새로 설정하지 않으며, 임차인은 반려동물을 키우지 않는 데 동의한다'],
  ['!SAFE', '갱신 후 매 6개월마다 5%씩 올린다'],
  ['!DANGER', '임대인은 관리비 정산이 끝날 때까지 보증금 반환을 보류할 수 없다'],
  ['!DANGER', '임대인은 보증금 반환을 보류하지 않고 만기일까지 전액 반환한다'],
  ['!DANGER', '임차인은 입주일에 전입신고를 하고 나머지 서류는 두 달 후 제출한다'],
  ['!DANGER', '전입신고는 입주 당일 바로 하고, 짐은 한 달 뒤에 들여온다'],
  ['!DANGER', '확정일자는 계약서 쓰는 날 받고 잔금은 한 달 뒤 치른다'],
  ['DANGER', '집이 팔리면 임차인은 계약 만료일까지 살 권리를 포기하고 퇴거한다'],
  ['DANGER', '매매 시 임차인은 만기일까지 거주하지 못하고 퇴거한다'],
  ['DANGER', '집이 팔리면 임차인은 퇴거 요구를 받지 않더라도 잔금일까지 퇴거한다'],
  ['!DANGER', '집이 팔려도 계약 끝날 때까지 그대로 사셔도 돼요'],
  ['!DANGER', '집이 팔려서 임대인이 매수인에게 집을 넘겨주는 경우에도 임차인의 계약은 매수인에게 승계된다'],
  ['!DANGER', '임대인의 사정으로 입주가 늦어지면 임대인은 집을 인도하는 날까지의 숙박비를 부담한다'],
  ['!DANGER', '임대인의 가족이 방문할 때 임차인은 주차 공간을 비워준다'],
  ['!DANGER', '임대인의 딸이 같은 건물 2층에 거주하므로 임차인은 계약이 끝나면 집을 비우고 열쇠를 반납한다'],
  ['!DANGER', '임차인은 보증금 반환을 요구하면서 이사 날짜를 미루지 않는다'],
  ['!DANGER', '임차인은 보증금 반환 청구를 포기하지 않는다'],
  ['!DANGER', '보증보험에서 보증금을 받은 경우 임차인은 임대인에게 중복으로 반환을 청구하지 않는다'],
  ['DANGER', '임차인이 월세를 연체하면 임대인이 보증금을 못 돌려주더라도 임차인은 이의를 제기하지 않는다'],
  ['DANGER', '임차인은 임대인의 대출 이자를 월세 대신 은행에 직접 납부하고, 별도로 월세를 낼 일은 없다'],
  ['DANGER', '임대인은 잔금 이후 근저당을 설정할 수 있도록 한다'],
  ['!DANGER', '임차인은 관리비 새 기준에 따라 매월 납부한다'],
  ['!DANGER', '임대인은 수리 업체가 제안하는 조건으로 보일러를 수리한다'],
  ['!CAUTION', '임대인이 매달 부과되는 장기수선충당금은 부담한다'],
  ['!DANGER', '임대인이 나중에 새로 받는 대출은 임차인 보증금보다 후순위로 한다'],
  ['!DANGER', '임차인의 우선변제권은 임대인이 보장하며 추가 근저당을 설정하지 않는다'],
  ['!DANGER', '갱신 여부는 임대인의 판단이 아니라 임차인의 선택에 따른다'],
  ['!DANGER', '가스 누출 같은 응급 상황에서만 임대인은 사전에 연락하고 임차인이 부재 중에도 들어갈 수 있다'],
  // Look-alikes of probe Y's readings.
  ['!DANGER', '관리비는 해마다 1만원씩 인상한다'],
  [
    '!DANGER',
    '차임 인상은 연 5% 이내로 하며, 물가상승률이 5%를 초과하는 경우에도 인상률은 5%를 넘지 않는 것으로 적용한다',
  ],
  ['!DANGER', '월세는 내년 3월부터 45에서 43으로 내릴게요'],
  ['!DANGER', '손해배상은 실제 손해로 하되, 산정이 어려우면 보증금의 10%를 손해로 본다'],
  ['!DANGER', '임차인은 전세자금대출로 자금을 확보한 후 잔금을 지급한다'],
  ['!DANGER', '다른 호실이 계약되는 것과 상관없이 보증금은 퇴거일에 반환한다'],
  ['!DANGER', '임대인은 임차인과 연락이 닿지 않는 경우 출입하지 않으며, 다시 일정을 잡아 방문한다'],
  ['!DANGER', '임대인은 입실 전 도어락 비밀번호를 초기화하고 여분 열쇠를 모두 임차인에게 준다'],
  ['!DANGER', '임대인은 임차인에게 주민등록을 이 집으로 옮기도록 요구할 수 있다'],
  ['!DANGER', '임대인은 은행 대출을 받더라도 임차인에게 전출을 요구하지 않는다'],
  ['!DANGER', '사장님도 비번은 모르시는 걸로 하고, 고장 나면 제가 문 열어드릴게요'],
  // Look-alikes of probes AA and AB's readings.
  ['!DANGER', '만기 후 보증금을 돌려받지 못한 경우 임차인은 임차권등기명령을 신청할 수 있고 그 비용은 임대인이 낸다'],
  ['!DANGER', '임대인의 동의 없이도 임차인은 임차권등기명령을 신청할 수 있다'],
  ['!DANGER', '보증금은 이사 나가시는 날 열쇠 받고 짐 다 빠진 거 확인하면 그 자리에서 바로 송금해드려요'],
  ['!DANGER', '주소는 이 집으로 옮기고 계약 기간 내내 그대로 둔다'],
  ['!DANGER', '임대인의 부모님이 해외에서 귀국하시는 경우 임대인은 임차인에게 미리 알리고 방문한다'],
  ['!DANGER', '관리비는 월 8만원으로 하고 1년 뒤 관리업체 고지에 따라 조정한다'],
  ['!DANGER', '갱신 시 월세는 55에서 57로 맞춘다'],
  ['!DANGER', '임대인은 계약 기간 중 이 집을 담보로 잡히지 않으며, 임차인은 이에 반대하지 않는다'],
  ['!DANGER', '임대인이 계약을 해제하려면 받은 계약금의 두 배를 돌려주고 계약은 없던 일로 한다'],
  ['!DANGER', '임차인이 맡긴 돈은 계약 종료일에 집을 비우는 것과 동시에 전액 돌려준다'],
  // A review's look-alikes of the readings from probes Y to AD.
  ['!DANGER', '임차인은 잔금일에 현 거주지에서 이 주소로 전입신고를 마친다'],
  ['!DANGER', '이사 나가시면 우편물 받는 주소도 꼭 옮기시고 공과금 정산해 주세요'],
  [
    '!DANGER',
    '임차인은 임대인 동의를 받고 전대할 수 있으며, 만기에 보증금을 못 받으면 임차권등기명령을 신청할 수 있다',
  ],
  ['!DANGER', '반려동물은 임대인이 동의한 경우에만 키울 수 있고, 보증금을 못 받으면 임차권등기명령을 신청할 수 있다'],
  ['!DANGER', '임차인이 새로 대출을 받아 잔금을 치르는 것은 가능하며 임대인은 서류에 협조한다'],
  ['!DANGER', '현관 비밀번호는 임대인도 알고 있으니 입주 후 바꾸셔도 됩니다'],
  ['!DANGER', '집을 팔게 되면 그 달 관리비는 빼 드릴게요'],
  ['!DANGER', '임대인 사정으로 수리가 늦어지면 그 달 월세에서 5만원 빼 드릴게요'],
  ['!DANGER', '월세는 그대로, 주차비는 10에서 15로 올림'],
  ['!DANGER', '임대인은 대출을 1억에서 2억으로 늘리지 않으며 보증금도 올리지 않는다'],
  ['!DANGER', '집값이 3억에서 4억으로 오른 것과 상관없이 보증금은 올리지 않는다'],
  ['!DANGER', '월세 50만원, 관리비는 6개월마다 실사용량에 맞춰 조정한다'],
  ['!DANGER', '월세는 1년 후 3% 인상하며, 관리비는 6개월 후 다시 정산한다'],
  ['DANGER', '보증금 3억에서 3억 1천8백으로 올릴게요'],
  ['DANGER', '보증금 1억원, 월세 50만원은 매년 5만원씩 인상한다'],
  ['DANGER', '전기와 가스 요금은 세대별로 임차인이 내고, 월세는 6개월마다 10% 조정하며 연체 시 지연이자가 붙는다'],
  [
    'DANGER',
    '임차인이 만기 전에 이사를 원하면 한 달 전에 알린다. 만기에 나가는 경우에도 보증금은 새 임차인이 들어온 후에 반환한다',
  ],
  ['DANGER', '보증금은 새 임차인이 입주하는 날 바로 돌려주며, 임차인이 이사할 집을 구하지 못한 경우에도 같다'],
  ['DANGER', '임대인은 임대인 사유로 계약을 해제할 때에는 받은 계약금만 돌려주면 된다'],
  ['DANGER', '월세는 6개월마다 10% 조정하며, 연체 시 지연이자를 낸다'],
  ['DANGER', '전세금은 1억 → 1억2천으로 올립니다'],
  ['DANGER', '임대인이 대출을 받으면 임차인은 전입신고를 늦춘다'],
  // Look-alikes of probes AC and AD's readings.
  [
    '!DANGER',
    '임차인이 개인 사정으로 만기 전에 퇴거를 요청하면 임대인은 협조하여 새 임차인과 계약이 되어 퇴거하는 날 보증금을 돌려주고, 새 임차인 중개보수는 임차인이 낸다',
  ],
  ['!DANGER', '생활기스 같은 자연마모는 원상복구X, 제가 박은 못자국만 메꿔놓기로 해요'],
  ['!DANGER', '확정일자는 잔금일에 바로 받기로 했어요. 사장님도 괜찮다고 하셔서요'],
  ['!DANGER', '보일러 배관 고장은 임대인이 고치고, 전구는 총각이 알아서 갈아 쓰기'],
  ['!DANGER', '새로 근저당을 설정하려면 임차인 동의가 필요하다'],
  ['!DANGER', '임대인은 임대차기간 중 자신의 사정으로 이 계약을 해지하지 못한다'],
  [
    '!DANGER',
    '임대인이 계약을 해제하려면 계약금의 배액을 상환하여야 하며, 임차인은 그 밖의 손해배상을 청구하지 아니한다',
  ],
  ['!DANGER', '재계약 때 전세 2억 → 2억1천으로 올리기로 합의'],
  ['!DANGER', '외벽 균열이나 배관 누수는 임대인이 고치고, 임차인의 과실로 생긴 파손은 임차인이 고친다'],
  // From probes AE and AF (2026-12-06).
  ['!DANGER', '점검은 미리 날 잡고 하고, 집주인이 몰래 문 열고 들어가는 일은 없어요'],
  ['!SAFE', '열쇠는 입주일에 넘기되 여분 열쇠 하나는 집주인이 가지고 있는다.'],
  ['!SAFE', '재계약 때 월세는 60만원에서 70만원으로 올린다.'],
  ['!DANGER', '계약 중에 나가달라고 할 수 있는 건 월세가 2번 밀렸을 때뿐이에요.'],
  ['!DANGER', '임차인은 확정일자를 받은 뒤 설정된 후순위 근저당권보다 우선하여 보증금을 돌려받는다.'],
  // A review of the readings from probes AE and AF (2026-12-06).
  ['DANGER', '임대인 잘못으로 생긴 것이 아니면 배관·누수 수리는 전부 임차인이 부담한다.'],
  ['DANGER', '최우선변제는 은행이랑 다른 채권자 다 받고 나서 받으셔도 됨.'],
  ['DANGER', '제가 집을 팔게 되면 그때는 비워주셔야 해요.'],
  ['DANGER', '임대인이 필요한 경우 퇴거 시기를 앞당길 수 있으며 임차인은 이에 따른다.'],
  ['DANGER', '집주인 사정이 생기면 퇴거 시점은 집주인이 정하고 1개월 전에 통보함.'],
  ['DANGER', '임대인은 1시간전에 문자만 보내면 임차인이 없어도 들어갈 수 있다.'],
  ['DANGER', '보증금은 2억에서 2억 3천만원으로, 월세는 그대로 유지한다.'],
  ['!SAFE', '전기·가스 요금은 임차인 명의로 변경하며 이전 세입자의 미납 요금도 임차인이 납부한다.'],
  ['!SAFE', '건물 통신설비 교체 요금과 임대인 명의 인터넷 위약금은 임차인 명의로 납부한다.'],
  ['!SAFE', '임차인 잘못으로 생긴 것이든 아니든 벽지·장판 교체비는 퇴거 시 모두 임차인 부담.'],
  ['!SAFE', '현관 도어락 비밀번호는 집주인한테도 전달해 주셔야 하고 필요할 때 집주인이 열고 들어갑니다.'],
  ['!SAFE', '입주 시 받은 열쇠 중 1개는 임대인에게 다시 넘겨 두고, 임대인은 점검할 때 쓴다.'],
  ['!SAFE', '집이 팔리면 임차인은 매수인에게 열쇠를 넘기고 1개월 내 집을 비운다.'],
  ['!SAFE', '임차인은 월세와 별도로 매달 임대인의 주택담보대출 이자를 임대인 계좌로 이체한다.'],
  ['!DANGER', '보증금 돌려받지 못하는 일은 없습니다. 만기일에 바로 반환합니다.'],
  ['!DANGER', '보증금은 만기일에 꼭 돌려드립니다. 적금 깨서라도 드릴게요.'],
  ['!DANGER', '보증금은 어떤 경우에도 임대인에게 귀속되지 않으며 만기일에 반환한다.'],
  // From probe AG (2026-12-06).
  ['!SAFE', '확정일자는 안 받으셔도 괜찮아요. 받으시면 관리비를 좀 올려야 해요.'],
  ['!DANGER', '갱신요구권을 쓰시면 월세는 5% 이내에서만 올립니다.'],
  ['!DANGER', '주인 대출 이자는 주인이 내고 관리비는 제가 냄'],
  ['!DANGER', '보증금을 돌려받지 못한 임차인은 임차권등기명령을 신청할 수 있고 그 비용은 임대인이 낸다.'],
  ['!DANGER', '임대인은 임차인의 동의 없이 근저당을 새로 설정하지 않는다.'],
  // A review of the readings from probe AG (2026-12-06).
  ['SAFE', '임대인 승낙을 받아 단 블라인드는 계약이 끝나면 임대인에게 시가로 사달라고 청구할 수 있다.'],
  ['!DANGER', '임대인이 바뀌어도 임차인이 보증금을 돌려받을 권리는 없어지지 않는다.'],
  ['!DANGER', '연체된 차임이 두 번째 달치까지 쌓여 2기분에 이르면 임대인은 계약을 해지할 수 있다.'],
  ['!DANGER', '후속 계약과 무관하게 임대인은 계약 종료일에 보증금을 반환하며, 지연 시 연 5%의 지연이자를 지급한다.'],
  ['!DANGER', '후속 계약이 되든 안 되든 상관없이 보증금은 만기일에 돌려드립니다.'],
  ['!DANGER', '임대차 기간은 2025.3.1부터 2026.2.28까지이며, 갱신 없이 만료될 경우 보증금은 만기일에 반환한다.'],
  ['!DANGER', '대출 이자 오른 건 저희가 부담할게요, 월세는 그대로예요.'],
  ['!SAFE', '확정일자는 안 받으셔도 돼요.'],
  ['!DANGER', '임차인이 보증금을 담보로 대출받는 데(전세자금대출) 임대인의 동의는 필요 없다.'],
  ['!DANGER', '보증금 중 최우선변제금은 은행보다 먼저 받을 수 있다.'],
  ['!DANGER', '전입신고 하시면 되고, 월세 인상은 계약기간 내 없습니다.'],
  ['!DANGER', '갱신 요구하시면 월세 조정은 5% 안에서 합니다.'],
  ['SAFE', '관리비는 세대별로 월 5만원씩 부과한다.'],
  ['SAFE', '주차는 세대당 1대 무료이며, 2대부터는 월 3만원씩 주차비를 냅니다.'],
  // A review of the readings from probe AH (2026-12-06).
  ['!SAFE', '보일러 고장 나면 집주인 말고 내가 기사 불러 놓을게, 수리비도 내가 낸다.'],
  [
    '!DANGER',
    '전입신고는 입주 당일 하며 임대인은 주소 이전에 필요한 서류를 지체 없이 준다. 월세를 2기 이상 연체하면 임대인은 계약을 해지할 수 있다.',
  ],
  ['!DANGER', '보증금은 만기일에 돌려주고, 임대인은 자금 집행 일정을 한 달 전에 미리 알려 준다.'],
  ['!DANGER', '계약 기간 중 월세 인상은 없으며, 임대인 사정으로 2025. 6. 1.부터 55만원으로 감액한다.'],
  ['DANGER', '집주인이 집 팔면 내가 바로 나가야 한다고 했음'],
  ['!DANGER', '법원에 등기부등본을 떼어 확인한다'],
  // A review of the readings from probes AJ and AK (2026-12-06).
  ['SAFE', '임차권등기명령을 신청하면 그 비용은 임대인이 부담한다.'],
  ['SAFE', '임차권등기 하면 비용은 집주인 부담.'],
  ['SAFE', '보일러 점검 방문은 사전에 협의하고, 세입자는 정당한 사유 없이 거부할 수 없다.'],
  ['!SAFE', '확정일자는 입주일 일주일 지나서 받음.'],
  ['!SAFE', '금연 건물입니다. 흡연하시면 바로 퇴거.'],
  ['SAFE', '전입신고는 입주일에 임차인이 한다.'],
  ['DANGER', '확정일자는 잔금일 다음날 받는다.'],
  ['DANGER', '전입신고는 잔금일 말고 다음주에 함.'],
  ['DANGER', '갱신 시 월세 80만원→90만원.'],
  ['SAFE', '이 특약의 어떤 내용도 임차인의 우선변제권을 제한하는 걸로 해석되지 않음.'],
  [
    'CAUTION',
    '만기 6개월 전부터 2개월 전까지 통지가 없으면 연장된 것으로 보되, 임차인은 임대인의 동의를 받아야 중도에 해지할 수 있다.',
  ],
  ['CAUTION', '임차권등기명령은 만기 후 6개월이 지나야 신청할 수 있다.'],
  // A review of the readings from probes AL and AM (2026-12-06).
  ['DANGER', '보증금은 집이 팔리면 그때 반환하며 계약기간과는 관계없다.'],
  ['DANGER', '집이 팔리더라도 새 집주인은 보증금 반환 의무를 넘겨받지 않고 세입자는 집을 비워야 함.'],
  ['!DANGER', '만기에 보증금 전액 미반환시 손해배상 책임은 임대인에게 있음.'],
  ['!SAFE', '관리비 정산액만 빼고 나머지는 퇴실 후 한 달 안에 돌려줌.'],
  ['!SAFE', '임대인은 차임 6개월분을 먼저 받은 후 입주를 허락한다.'],
  ['SAFE', '관리비는 월 7만원이다. 계약 갱신 시 임대인은 월세를 5% 범위에서 인상할 수 있다.'],
  ['!SAFE', '보일러 고장으로 임대인이 지출한 수리비는 임차인의 보증금에서 공제한다.'],
  // A review of the readings from probe AN (2026-12-06).
  ['SAFE', '세입자랑 연락 안되면 집 보여주는 건 연락될 때까지 미루고 집주인이 비번 열고 들어가지 않음'],
  // DANGER answered SAFE in the reviews, in words of their own: a repair refused in speech, a wait written before the right.
  ['DANGER', '살다가 배관이 터져도 집주인은 수리 안해줌'],
  ['DANGER', '임차인은 잔금 후 2개월이 지나야 확정일자를 받을 수 있다.'],
  ['DANGER', '입주하고 한 달이 지나야 전입신고 가능'],
  // Look-alikes of the readings from probes AT to AW (2026-12-06): their words met in fair clauses.
  ['!DANGER', '임대인이 중도금 전에 해제할 경우 받은 계약금에 같은 금액을 더하여 돌려준다.'],
  ['!DANGER', '연장 얘기는 만기 두 달 전까지 편하게 해 주세요.'],
  ['!DANGER', '재계약할 때 월세는 지금 70만원에서 3만원 넘게 올리지 않는다.'],
  ['!DANGER', '월세는 60만원으로 하고, 입주 12개월째부터는 63만원으로 한다.'],
  ['!DANGER', '임차인의 우선변제권은 은행 대출보다 앞선다.'],
  ['SAFE', '늦게라도 낸 월세는 연체로 치지 않는다.'],
  ['SAFE', '당사자 모두 잔금 전에는 해제할 수 있으나, 임대인은 계약금의 두 배를 돌려주어야 한다.'],
  // v41: the landlord's request barred, a waiver said not to be read in, a penalty said not to be claimed (fair);
  // and the same words where the tenant does give way (dangerous).
  ['!DANGER', '전입신고 늦춰 달라고 하는 일 없습니다. 이사 당일 하셔도 돼요.'],
  ['!DANGER', '집주인 쪽에서 확정일자 미루라는 요구 없음.'],
  ['!DANGER', '임차인이 배당요구를 했다는 이유로 임대인은 위약금이나 손해배상을 청구하지 않는다.'],
  ['!DANGER', '경매가 되더라도 임차인이 대항력을 포기했다고 보지 않는다.'],
  ['!DANGER', '임차인의 최우선변제권을 제한하는 취지의 내용은 이 특약 어디에도 없다.'],
  ['!DANGER', '임차인의 우선변제권이나 배당요구를 포기하는 내용은 이 계약 어디에도 없음을 확인한다.'],
  ['!DANGER', '임차권등기를 했다는 이유로 임대인은 보증금에서 어떤 금액도 빼거나 위약금을 청구하지 아니한다.'],
  ['DANGER', '임차인은 임대인이 미뤄 달라고 하면 확정일자를 한 달 뒤에 받는다.'],
  ['DANGER', '임차인이 임차권등기명령을 신청하면 임대인은 위약금 500만원을 청구할 수 있다.'],
  ['DANGER', '간단한 수리는 세입자가 부담한다. 간단한 수리란 보일러 부품과 온수 배관 교체를 말한다.'],
  [
    'DANGER',
    '점검은 세입자와 날짜를 맞춰 한다. 다만 세입자가 두 번 이상 날짜를 맞추지 못하면 집주인은 세입자 없이 여벌 열쇠로 들어가 점검한다.',
  ],
  ['!DANGER', '간단한 수리는 세입자가 부담한다. 간단한 수리에는 보일러와 배관이 포함되지 않는다.'],
  // A review of v41's readings: their words where a negation or a condition turns them.
  ['!DANGER', '임차인이 해지하더라도 임대인은 보증금을 돌려주지 않겠다는 주장을 하지 못한다.'],
  ['DANGER', '임차인이 기간 중에 해지하는 경우에는 임대인은 전세금을 반환하지 아니한다.'],
  ['!DANGER', '계약 만료 전까지 임대인은 보증금을 돌려줄 의무가 없고, 만료일에 모두 반환한다.'],
  ['!DANGER', '임차인의 배당 순위는 임대인의 새 대출보다 뒤로 밀리지 않는다.'],
  ['!DANGER', '2기 이상 연체하거나 무단 전대하면 해지할 수 있으나, 1회 연체만으로는 해지하지 않는다.'],
  ['DANGER', '임차권등기명령 신청은 이 계약의 위반으로 본다.'],
  ['!DANGER', '소모품이란 보일러 본체가 아닌 전구와 필터 등을 말한다. 소모품 비용은 임차인이 부담한다.'],
  ['DANGER', '임대인이 미뤄 달라고 하는 일이 없으면 임차인은 바로 전입신고를 할 수 있다.'],
  ['!DANGER', '월세가 두 번 늦게 들어와도 방 빼라고 하지 않아요.'],
  ['!DANGER', '월세가 늦게 들어오는 일이 두 번 있어도 그것만으로 계약을 해지하지 않는다.'],
  ['!DANGER', '재계약 때 보증금, 월세 다 안 올리기로 함.'],
  ['!DANGER', '세입자가 임차권등기명령을 신청해도 보증금에서 어떤 금액도 차감하지 않는다.'],
  ['!DANGER', '전세 2억 5천만원, 1년 뒤 2억 6천까지만 올림.'],
  ['!DANGER', '보증금 2억, 재계약할 때 500만원 이상은 올리지 않는다.'],
  ['!DANGER', '재계약 때 월세는 올리지 않기로 한다.'],
  ['DANGER', '재계약 때 월세를 올리지 않으면 임차인은 갱신을 요구하지 않는다.'],
  ['DANGER', '보증금은 다음 임차인 입주와 묶어서 그때 돌려준다.'],
  ['DANGER', '누수가 생기면 임차인은 임대인에게 알리고 수리비도 임차인이 낸다.'],
  ['DANGER', '임차인이 갱신을 요구하지 않기로 한다. 이 내용은 특약에 넣는다.'],
  ['!DANGER', '보증금 2억, 1년 뒤 500만원 올리기로 함'],
  ['!DANGER', '월세 50만원, 관리비 10만원, 1년 뒤 관리비는 1만원 인상'],
  ['!DANGER', '임대인이 새로 대출을 받을 때에도 임차인은 은행에 순위를 양보하는 각서를 써 주지 않는다.'],
  ['!DANGER', '임차권등기명령을 신청한 경우에도 보증금은 한 푼도 빠짐없이 돌려받는다.'],
  ['!DANGER', '근저당 말소는 잔금 때 하되 은행 상환 방법은 임대인 판단에 따른다.'],
  ['!DANGER', '확정일자는 잔금 날 받으며 임대인의 대출 승인 나면 받는 것과는 상관없다.'],
  ['!DANGER', '월세가 늦게 들어오면 연체료를 받습니다.'],
  ['!DANGER', '은행 빚이 다 갚아진 다음에도 임차인의 배당 순위는 그대로다.'],
  ['!DANGER', '세입자가 원해서 여벌 열쇠는 집주인이 갖고 있기로 했다.'],
  ['DANGER', '세입자가 원해서 여벌 열쇠는 집주인이 갖고 있고, 필요하면 언제든 그 열쇠로 들어갈 수 있다.'],
  ['DANGER', '여벌 열쇠는 집주인이 갖고 있기로 했다.'],
  ['!DANGER', '임차인은 전입신고를 하지 못한다는 조건은 두지 않는다.'],
  ['DANGER', '임차인은 전입신고를 하지 못한다는 조건은 두지 않는다. 다만 임대인이 요청하면 전입신고를 미룬다.'],
  ['!DANGER', '임차인이 열쇠를 잃어버려 요청하면 임대인이 여벌 열쇠로 문을 열어 준다.'],
  ['!DANGER', '누수 같은 긴급한 경우에는 임차인이 동의하지 않아도 임대인이 들어가 고칠 수 있다.'],
  ['!DANGER', '임대인은 임차인이 동의하지 않으면 들어가지 않는다.'],
  ['!DANGER', '월세 50만원, 갱신 시 52만원.'],
  ['!DANGER', '관리비 5만원, 재계약 시 관리비 7만원.'],
  ['!DANGER', '보증금 1억원, 갱신 시 보증금 1억 500만원.'],
  [
    '!DANGER',
    '집이 경매로 넘어가더라도 대항력을 갖춘 세입자는 남은 기간 살 수 있고 보증금도 돌려받을 수 있음을 집주인은 인정한다.',
  ],
  ['DANGER', '집이 팔리더라도 새 집주인은 보증금 반환 의무를 넘겨받지 않고 세입자는 집을 비워야 함.'],
  ['DANGER', '집이 팔리면 그 매매 대금이 들어온 뒤에 보증금을 돌려준다.'],
  ['!DANGER', '월세는 입주한 날부터 1년이 지난 날 2% 올린다.'],
  ['SAFE', '임대인은 계약금의 배액을 상환하고 해제할 수 있다. 임차인은 계약금을 포기하고 해제할 수 있다.'],
  ['!DANGER', '임차인이 흡연 금지 조항을 어기더라도 임대인은 보증금 전부를 위약벌로 취득하지 않는다.'],
  ['!DANGER', '이 계약의 어떤 특약도 임차인의 확정일자나 배당요구를 제한하는 뜻으로 해석하지 않는다.'],
  ['!DANGER', '이 특약은 세입자가 최우선변제를 포기하는 조건이 아님을 확인한다.'],
  ['!DANGER', '보증금 반환은 새 세입자를 구하는 일과 연결하지 않으며 만기일에 송금한다.'],
  ['!DANGER', '새 세입자 들어오든 말든 만기에 보증금 돌려드려요. 대출을 받아서라도 드릴게요.'],
  ['DANGER', '보증금 반환은 새 세입자를 구하는 일과 연결한다.'],
  ['DANGER', '보증금은 임대인이 대출을 받아서 돌려준다.'],
  ['!DANGER', '세입자가 열쇠를 잃어버려 부탁하면 집주인이 보관 중인 여분 열쇠로 문을 열어 준다.'],
  ['!DANGER', '세입자의 요청이 있을 때에만 집주인은 보관하고 있는 여분 열쇠로 현관문을 열 수 있다.'],
  ['DANGER', '세입자가 요청하지 않아도 집주인은 보관 중인 여분 열쇠로 집에 들어가 점검할 수 있다.'],
  ['DANGER', '보증금 5천만원에 월세 40만원, 재계약하면 월세 50만원.'],
  ['DANGER', '월세 45만원, 관리비 7만원이며 재계약 때 월세는 55만원.'],
  ['!DANGER', '월세 45만원, 관리비 7만원이며 재계약 때 관리비는 9만원.'],
  ['!DANGER', '보증금 5천만원, 월세 40만원. 재계약 시 보증금 5천200만원.'],
  ['!DANGER', '세입자는 집주인의 은행 대출이 전부 갚아진 뒤에 잔금을 보낸다.'],
  ['SAFE', '집주인은 잔금일에 대출을 모두 갚고 근저당을 말소하며, 말소가 확인된 뒤 세입자가 잔금을 지급한다.'],
  ['DANGER', '세입자는 집주인의 대출 이자를 대신 낸 뒤에 잔금을 지급한다.'],
];

// Probe BJ's misses, each principle in other words than the probe's, with its look-alikes.
const PROBE_BJ_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // 제8조 in its own words ("보증금 중 일정액"), and a right "regarded as not applying".
  ['DANGER', '보증금 중 일정액의 보호는 임차인이 따로 주장하지 않기로 한다.'],
  ['DANGER', '최우선변제는 해당 안되는걸로 합니다'],
  ['!DANGER', '임차인의 보증금 중 일정액은 주택임대차보호법 제8조에 따라 보호된다.'],
  // A rise dated a few months on (경과 후), or written with an arrow between bare figures (제7조).
  ['DANGER', '월세는 60만원으로 하되, 입주 4개월 경과 후에는 62만원으로 변경한다.'],
  ['DANGER', '갱신하면 월세 50→58로 조정'],
  ['!DANGER', '갱신하면 월세 50→52로 조정'],
  // Out before the buyer's date, the verb left as a bare 이사 (제3조).
  ['DANGER', '집 내놓은 상태임. 팔리면 새 주인 들어오는 날 전까지 이사 (이사비 지원)'],
  // The return "settled" when the next tenant comes (표준계약서 제9조).
  ['DANGER', '보증금은 다음 세입자 계약되면 그 돈으로 정산해드릴게요'],
  ['!DANGER', '보증금은 만기일에 미납 관리비만 빼고 정산해 드림'],
  // The landlord paying the interest his own delay caused is no return waiting on a loan.
  ['!DANGER', '보증금 반환이 늦어져 세입자 전세대출 연장이 필요하면 그 기간 대출이자는 집주인이 낸다.'],
  // A structural alteration (구조 변경) is no structural repair.
  ['!DANGER', '구조 변경이나 벽 타공은 임대인의 동의를 받아야 한다.'],
  // An early exit on the tenant's side (을 사정으로, 만기 전에 나가면) with the next tenant's fee on them; a visit a
  // day ahead (하루 전 연락) at a time the tenant agreed; the law and the dispute board named as the contract's fallback.
  ['SAFE', '을 사정으로 만기 전에 나가면 다음 세입자 복비는 을이 부담'],
  ['SAFE', '점검할 일이 있으면 하루 전 문자 주고 을이 허락한 시간에만 들어감'],
  ['SAFE', '정하지 않은 것은 민법에 따르고, 분쟁이 생기면 분쟁조정위원회에 조정 신청할 수 있다.'],
];

// Probe BK's misses (a lawyer's drafting; varied forms), each principle in other words, with look-alikes.
const PROBE_BK_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // Parties as a drafter quotes and defines them ("갑", 임대인(이하 "갑"이라 한다)).
  ['DANGER', '"갑"은 받은 계약금을 돌려주는 것만으로 이 계약을 해제할 수 있고 "을"은 이에 이의하지 않는다.'],
  ['DANGER', '임대인(이하 "갑"이라 한다)은 필요하면 "을"이 없을 때에도 비밀번호로 들어가 점검할 수 있다.'],
  // Entry "without obtaining consent" (동의를 얻지 않고도) is entry at will.
  ['DANGER', '임대인은 점검이 필요하면 임차인의 동의를 얻지 않고도 예비 열쇠로 들어갈 수 있다.'],
  ['!DANGER', '임대인은 임차인의 동의를 얻은 때에만 들어가 점검한다.'],
  // An alteration of the home's 구조 is no structural repair; a repair's cost left to another article shifts nothing.
  ['!DANGER', '임차인은 임대인 동의 없이 집의 구조나 벽면을 바꾸지 않는다.'],
  [
    '!DANGER',
    '임차인은 보이는 하자에 이의하지 않는다. 다만 그 하자의 수선 비용 부담은 본 계약 제4조가 정하는 바에 따른다.',
  ],
  // The home offered as security again, the tenant signing "knowing it": consent in advance to a new mortgage.
  ['DANGER', '계약 후에도 이 집은 임대인의 대출을 위해 담보로 제공될 수 있고 임차인은 이 점을 알고 입주한다.'],
  ['!DANGER', '이 집은 계약 기간 동안 담보로 제공되지 않으며 임차인은 이 점을 확인하고 입주한다.'],
  // The one who knows the door code going in first, telling afterwards: entry at will, whoever speaks.
  ['DANGER', '제가 현관 번호 알고 있으니 필요하면 먼저 들어가서 볼게요. 연락은 들어간 뒤에 드릴게요.'],
  // 관리비 items and amounts the landlord may add when he judges it needed: at his discretion (표준계약서 제1조).
  ['CAUTION', '관리비는 월 7만원이다. 다만 임대인이 필요하다고 판단하는 경우 항목을 추가할 수 있다.'],
];

// Probe BL's misses (terms packed into one clause; a tenant's notes and messages), in other words.
const PROBE_BL_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // Deposit turned into rent at a rate over the cap is 제7조의2's conversion (CAUTION), not a rise over 제7조's cap.
  ['CAUTION', '재계약 때 전세금 3천만원을 월세로 바꾸고 연 10%로 쳐서 월 25만원을 더 낸다.'],
  ['CAUTION', '보증금을 1천만원 줄이는 대신 그 돈에 연 8% 전환율을 적용해 월세를 6만원 올린다.'],
  ['DANGER', '월세 50만원은 1년 뒤 10% 올린다.'],
  // One missed date ending the lease; the whole deposit, its amount written, forfeited.
  ['DANGER', '하루라도 납부일 넘기면 바로 계약 끝난 걸로 하고 방 빼기로 함'],
  ['DANGER', '반려동물 키우다 걸리면 보증금 5천 전액 위약금으로 드림'],
  ['!DANGER', '반려동물 키우다 걸리면 실제 손해만 보증금에서 정산함'],
  // A next tenant or a sale said not to matter (관계가 없다).
  ['!DANGER', '보증금은 만기일에 열쇠를 받는 즉시 돌려주며 다음 세입자를 구했는지 여부와는 관계가 없다.'],
];

// Probe BM's misses (near-misses across labels; dangers told by their effect), in other words.
const PROBE_BM_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A rise within 5 % but dated months into the lease (N개월째인 … 부터) is sooner than a year (제7조).
  ['DANGER', '입주 5개월째인 10월분부터 월세를 3% 올려 51만 5천원으로 한다.'],
  ['!DANGER', '입주 1년이 지난 다음 달부터 월세를 3% 올려 51만 5천원으로 한다.'],
  // The registration penalised by a cut (떼고), or the court asked for nothing while the deposit is late.
  ['DANGER', '임차인이 임차권등기명령을 신청하면 보증금에서 200만원을 떼고 준다.'],
  ['DANGER', '전세금이 만기에 안 돌아와도 세입자는 법원에 따로 신청하지 않기로 한다.'],
  // Entry while the tenant is out by the door code.
  ['DANGER', '집주인은 세입자가 없는 날에도 현관 번호로 들어가 점검할 수 있다.'],
  // The landlord's share of the fee on the tenant, the sentence opening on the landlord's share.
  ['CAUTION', '중개수수료는 집주인 몫까지 세입자가 전액 부담하기로 한다.'],
  // The deposit to come back from the buyer, the lease going on: no return waiting on the sale.
  ['!DANGER', '집이 팔려도 새 주인이 임대인 자리를 이어받고 전세금도 새 주인에게서 돌려받는다.'],
  // The earnest money's double given as an amount is 제565조's own (표준계약서 제5조).
  ['!DANGER', '잔금 전에는 임차인은 계약금 300만원을 포기하고, 임대인은 600만원을 돌려주는 것으로 해제할 수 있다.'],
  ['DANGER', '잔금 전에는 임차인은 계약금 300만원을 포기하고, 임대인은 300만원을 돌려주는 것으로 해제할 수 있다.'],
];

// Probe BN's misses (a standard term taken back by its proviso; a listing's conditions), in other words.
const PROBE_BN_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // The return put off until the landlord's funds are found (마련될 때까지), after a date promised.
  ['DANGER', '보증금은 종료일에 반환하되, 임대인의 반환 자금이 마련될 때까지는 반환을 보류할 수 있다.'],
  // A proviso on the registration the main sentence grants, its object named last there.
  ['DANGER', '보증금을 못 받으면 세입자는 임차권등기명령을 신청할 수 있다. 단, 신청하면 위약금 300만원을 낸다.'],
  ['!DANGER', '보증금을 못 받으면 세입자는 임차권등기명령을 신청할 수 있다. 단, 신청 전에 임대인에게 문자로 알린다.'],
  // Natural ageing (자연 노후) of the finish is wear: restoring it is CAUTION, no structural repair shifted.
  ['CAUTION', '장판은 자연 노후라도 나갈 때 세입자가 새것으로 교체해서 원상복구'],
];

const PROBE_BO_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // An older landlord's words for the parties: 가옥주 is the landlord, 차가인 the tenant.
  ['SAFE', '가옥주는 차가인이 전입신고하는 것을 막지 아니함.'],
  ['DANGER', '차가인은 가옥주의 대출이 끝날 때까지 주민등록을 옮기지 않기로 함.'],
  // Inspecting the home (집을 살펴보다) on a day agreed (날을 맞추어) is a visit with notice.
  ['SAFE', '임대인이 방을 살펴볼 때에는 세입자와 날을 맞추어 세입자가 있을 때 하기로 한다.'],
  // Entering alone when the tenant cannot be reached is entry without consent, whatever notice went before.
  ['DANGER', '점검을 알렸는데 세입자가 전화를 받지 않으면 임대인이 들어가 점검해도 세입자는 미리 동의한다.'],
  // The landlord using the home himself (직접 사용) and asking it back (명도를 청하다) before the term ends.
  ['DANGER', '집주인이 그 집을 직접 사용하게 되면 명도를 청할 수 있고 세입자는 남은 기간과 관계없이 따른다.'],
  ['SAFE', '임대인은 계약 기간 중 임대인 사정이 생기더라도 명도를 요구하지 않는다.'],
  // 계약을 물리다: the older word for undoing the deal, with the earnest money doubled (제565조).
  ['SAFE', '중도금 전에는 임차인은 계약금을 포기하고 임대인은 그 배액을 돌려주고 계약을 물릴 수 있음.'],
  // Arrears named after their lateness (밀린 월세).
  ['SAFE', '밀린 월세가 2기분에 이르면 임대인은 계약을 해지할 수 있다.'],
  // A shorter arrears deemed to be two periods' is termination for one late payment.
  ['DANGER', '차임 1기분이 밀린 채 독촉 후 5일이 지나면 이를 2기 연체와 같은 것으로 보아 임대인은 해지할 수 있다.'],
  ['SAFE', '차임 연체액이 2기의 차임액에 이르면 임대인은 해지할 수 있다.'],
  // 계약의 기간 is the term; a short term with the rest left as before is a short term on its own.
  ['SAFE', '이 계약의 기간은 6개월로 정한다.'],
  ['SAFE', '재계약 기간은 1년으로 하며, 나머지 조건은 종전과 같다.'],
  ['DANGER', '재계약 기간은 1년으로 하며, 임차인은 2년을 주장하지 않는다.'],
  // A daily delay charge (지체금) is a penalty out of proportion.
  ['CAUTION', '잔금이 늦어지면 하루 10만원의 지체금을 임대인에게 낸다.'],
  // The renewal as a time ("이번 재계약 때", "갱신 기간 중"): what is waived there is not the renewal.
  ['CAUTION', '임차인은 이번 재계약 때 선순위 보증금 내역을 따로 요구하지 않는다.'],
  ['DANGER', '임차인은 이번 재계약 때 계약갱신요구권을 행사하지 않는다.'],
  // Not when the renewal or its term is the object again, or the renewal contract itself is.
  ['DANGER', '계약기간은 1년이며, 재계약 시 임차인은 2년 보장을 요구하지 않는다.'],
  ['DANGER', '임차인은 갱신 계약을 요구하지 않는다.'],
  // "들어오든 아니 들어오든", a request to wait refused in advance, an excuse (핑계로) refused: no condition.
  ['SAFE', '다음 임차인이 구해지든 아니 구해지든 보증금은 종료일에 반환한다.'],
  [
    'SAFE',
    '임대인이 새 세입자를 구할 때까지 기다려 달라고 요청하더라도 임차인은 응할 의무가 없고, 보증금은 만료일에 반환한다.',
  ],
  ['DANGER', '보증금은 새 세입자가 구해지면 그때 반환하며, 임차인은 기다려 달라는 요청에 응한다.'],
  // The return's duty taken on by the buyer, the duty named first.
  ['!DANGER', '집을 매도하더라도 보증금 반환 채무는 매수인이 그대로 승계하며 임차인은 계속 거주한다.'],
  // The next tenant's brokerage fee the tenant pays on leaving early is a cost, not a condition.
  [
    'SAFE',
    '임차인 요청으로 중도 해지하며, 다음 임차인을 구하는 데 드는 중개수수료는 임차인이 낸다. 보증금은 해지일에 전액 반환한다.',
  ],
  // A prior mortgage acknowledged (잡혀 있음을 알고), complaints waived: CAUTION, no priority given up.
  ['CAUTION', '등기부에 선순위 근저당 9천만원이 잡혀 있음을 임차인이 알고 계약하며, 뒷날 이의하지 않기로 한다.'],
  // Consent in advance to a new mortgage, as 승낙한 것으로.
  ['DANGER', '임대인이 이 집을 담보로 대출을 더 받더라도 임차인은 이를 승낙한 것으로 한다.'],
  // A part held back and returned a fixed time after moving out (퇴거일로부터 N개월).
  [
    'CAUTION',
    '퇴거일에 보증금 대부분을 돌려주고, 나머지 200만원은 공과금 정산을 위해 유보하였다가 퇴거일로부터 1개월이 되는 날 돌려준다.',
  ], // The landlord's inspection fee on the tenant is a flat charge; the return amended to N days after moving out is late.
  ['CAUTION', '임대인은 반기마다 임차인과 날짜를 맞춰 설비를 점검하고, 점검비 5만원은 임차인이 낸다.'],
  ['SAFE', '임대인은 반기마다 임차인과 날짜를 맞춰 설비를 점검하고, 점검비는 임대인이 낸다.'],
  ['CAUTION', "기존 특약의 '만기일 즉시 반환'을 '열쇠를 반납한 날로부터 3주 이내 반환'으로 바꾼다."],
];

const PROBE_BP_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // The formal polite declarative read as the plain one (올립니다 → 올린다, 1년입니다 → 1년이다, 같습니다 → 같다).
  ['DANGER', '현재 월세는 40만 원입니다. 1년마다 월세를 4만 원씩 올립니다.'],
  ['SAFE', '계약 기간은 1년입니다. 4월 1일에 시작해서 다음 해 3월 31일에 끝납니다.'],
  // A conversion's own example ("보증금을 줄이면 월세가 오른다") is the conversion, 제7조의2's CAUTION, in any form of its verb.
  ['CAUTION', '보증금을 월세로 돌릴 때는 연 10%로 셈한다. 보증금을 2천만 원 내리면 월세가 약 16만 원 오른다.'],
  // Not waiting for the tenant's answer is entry without consent.
  ['DANGER', '관리인은 방을 볼 일이 있으면 문자를 남기고 바로 들어갈 수 있습니다. 세입자의 회신을 기다리지 않습니다.'],
  ['!DANGER', '임대인은 방문 전 문자로 알리고 임차인의 답을 기다린 뒤에 들어간다.'],
  // Told first (먼저 연락), on a day the tenant said was fine (괜찮다고 한 날): a visit with notice.
  ['SAFE', '관리인이 점검이 필요하면 먼저 연락합니다. 세입자가 괜찮다고 한 날과 시간에만 들어갑니다.'],
  // The landlord's money ready (돈이 준비되면) is his convenience, no date.
  ['DANGER', '보증금은 집주인 돈이 준비되면 돌려줍니다. 돌려줄 날짜는 정하지 않습니다.'],
  // 계약을 없애다 is cancelling: the 계약금 alone returned is 제565조 broken.
  ['DANGER', '잔금 전에는 집주인이 계약금만 돌려주면 계약을 없앨 수 있습니다.'],
  // Cancelled because the landlord missed his own deadline: the tenant's remedy.
  [
    '!DANGER',
    '임대인은 계약일로부터 5일 이내에 신탁회사 동의서를 교부한다. 기한 내 교부하지 못하면 계약은 해제되며 임대인은 계약금을 반환한다.',
  ],
  // Other tenants' deposits shown are 제3조의7's disclosure, not this deposit's return.
  ['!DANGER', '임대인은 다른 세입자들의 보증금 정보도 볼 수 있게 해 줍니다.'],
  // A fine each time a house rule is broken is out of proportion (제398조).
  ['CAUTION', '[House Rules] 현관에 자전거를 두면 한 번에 5만 원을 냅니다.'],
  // The tenant's own early exit, its new tenant's fee on the tenant, however the leaving is worded.
  ['SAFE', '임차인이 자기 사정으로 계약 만료 전에 나가려는 경우 새 세입자를 구하는 중개보수는 임차인이 낸다.'],
  ['SAFE', '세입자가 회사를 옮겨서 계약 중에 나가고 싶으면 한 달 전에 말하고, 새 세입자 중개수수료는 세입자가 냅니다.'],
  // "어떤 조항도 … 제한하거나 포기시키는 것으로 해석하지 않는다": no restricting term, not a waiver.
  ['!DANGER', '이 계약의 어느 조항도 임차인의 우선변제권을 제한하거나 포기시키는 것으로 해석하지 아니한다.'],
];

const PROBE_BQ_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // What the negotiation struck out or replaced no longer binds ("원안의 '…'은 삭제", "당초 '…'였으나", "원안: … →
  // 수정: …"); a quoted term kept ("그대로 두기로") still does.
  ['SAFE', "원안의 '보증금은 다음 세입자 입주 후 반환'은 삭제하였다. 보증금은 만료일에 전액 반환한다."],
  ['SAFE', "당초 '월세 한 번 밀리면 해지'였으나 협의하여 차임 연체액이 2기에 이른 때에만 해지할 수 있도록 하였다."],
  ['!DANGER', "원안의 '갱신요구권 포기'는 삭제하고, 갱신 조건은 만료 3개월 전에 협의한다."],
  [
    'DANGER',
    "원안의 '보증금 반환은 새 임차인 입주 후'는 그대로 두기로 하였다. 보증금은 다음 임차인의 보증금이 들어온 날 반환한다.",
  ],
  // A protection asked for and left out of the final text does not bind; the showings at the landlord's time stay.
  [
    'CAUTION',
    "임대인은 새 임차인에게 집을 보여줄 수 있고 임차인은 협조한다. 보여주는 날짜와 시간은 임대인이 정한다. (임차인이 요청한 '사전 협의' 문구는 최종본에서 빠짐)",
  ],
  // A conversation with its speakers named: the landlord's 제가 is the landlord; 근데 starts a new predicate;
  // a percentage or a span said in words is read in figures.
  [
    'DANGER',
    '집주인: 전입은 하셔도 돼요 근데 이제 제가 대출 심사 받을 때 한 일주일만 주소를 좀 다른 데로 잠깐 옮겨 주시면 돼요 나: 네',
  ],
  ['DANGER', '집주인: 이 년 지나면 그때 한 십 프로 정도 월세 올릴 거예요 나: 네'],
  ['SAFE', '집주인: 갱신할 때 올려도 오 프로 안에서만 올릴게요 나: 네'],
  ['CAUTION', '집주인: 관리비는 제가 매달 보고 정해서 문자 드릴게요 나: 네'],
];

const PROBE_BR_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // An operator's words (운영사, 관리자, 회사; 입실자, 입주민; 예치금, 이용료) are the parties and the money when the
  // clause names no landlord or tenant; an arrears as a noun (미입금 시); a form's fields: a return date (반환일:), a
  // proviso (단서:) and a field crossed out (명도 요구 X).
  [
    'DANGER',
    '운영사는 운영상 필요하다고 판단하면 한 달 전에 알리고 계약을 해지할 수 있으며, 입실자는 그날까지 퇴실한다.',
  ],
  ['DANGER', '입주민이 규정을 어겨 퇴실 조치되면 예치금은 전부 회사에 귀속된다.'],
  ['SAFE', '운영자는 입실자의 전입신고를 막지 않으며 필요한 서류를 내어 준다.'],
  ['DANGER', '월세 납부일: 매달 10일 / 납부일 후 5일 내 미입금 시 즉시 해지'],
  ['DANGER', '반환일: 만기일 원칙 단서: 새 입주자 구해지면 그때 반환'],
  ['SAFE', '매도 시: 매수인이 임대인 지위 승계 / 임차인에게 명도 요구 X'],
];

const PROBE_BS_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A registered rental business (임대 사업자) is the landlord, and its own deposit guarantee protects; the building's
  // 관리실 entering is the landlord's side; a sublease's 전대인 and 전차인 are its parties, the head landlord a third
  // party whose payment the return may not wait for; a group chat's [집주인] / [세입자] tags, its ㅇㅋ and 읽음, the
  // broker's "특약에 기재하겠습니다", a promise naming no one (협조할게요) as the speaker's, and a relative named bare
  // (동생이) as the speaker's; a request said to be none (깎아 달라는 말은 없기로); wear the tenant does not restore;
  // the deposit unreturned as the condition of 임차권등기명령, not its loss; the entry denied naming no one; a new loan
  // denied naming no one; and the tenant bound not to object to entry without consent. Then look-alikes that keep
  // their answers.
  ['SAFE', '임대 사업자가 보증금 반환 보증에 가입하며 수수료의 4분의 1만 임차인이 낸다.'],
  ['DANGER', '관리실은 소방 점검 날 세입자가 집에 없으면 비상키로 문을 열고 들어간다.'],
  ['DANGER', '전대인은 원임대인에게서 보증금을 돌려받아야 전차인에게 보증금을 내어 준다.'],
  ['DANGER', '전차인은 전대차 기간 동안 보일러·배관 고장을 모두 자기 돈으로 고친다.'],
  ['DANGER', '[집주인] 동생이 결혼하면 여기 들어와 살 거라 그때 석 달 전에 얘기하면 방 빼주세요 [세입자] 넵'],
  ['SAFE', '[집주인] 전세대출 받으실 때 은행에서 확인 전화 오면 바로 협조할게요 [세입자] 넵'],
  [
    'SAFE',
    '[집주인] 계약 기간 동안 집 담보로 대출 더 받는 일은 없을 거예요 [공인중개사] 네 특약에 기재하겠습니다 [세입자] ㅇㅋ',
  ],
  ['CAUTION', '엘리베이터 공사로 한 달 불편해도 차임 깎아 달라는 말은 없기로 한다.'],
  ['CAUTION', '만기 후 3개월이 지나도 보증금이 반환되지 않은 경우에만 임차권등기명령을 신청한다.'],
  ['SAFE', '생활하며 생긴 마모와 변색은 세입자가 원상회복하지 아니한다.'],
  ['SAFE', '가스 누출 같은 급한 상황이 아니면 세입자 허락 없이 집에 들어오지 않는다.'],
  ['SAFE', '[집주인] 월세 두 달 밀리면 해지할 수 있게 적을게요 [세입자] 물론이죠'],
  ['DANGER', '임차인은 관리사무소가 동의 없이 세대에 들어와도 이의하지 않는다.'],
  ['!SAFE', '동의 없이 세대에 들어가더라도 임차인은 문제 삼지 않는다.'],
  ['DANGER', '[집주인] 보증금은 건물 팔리면 그때 드릴게요 [세입자] 네'],
  ['DANGER', '계약 기간 중 새로 근저당이 설정되더라도 이의 없음.'],
  ['!SAFE', '임대인은 보증보험에 가입하지 않으며 임차인도 요구하지 않는다.'],
  ['CAUTION', '통상적인 마모까지 임차인이 원상복구한다.'],
  ['DANGER', '전차인의 보증금은 다음 전차인이 들어온 뒤 반환한다.'],
  ['!DANGER', '임차인은 임대인으로부터 보증금을 반환받은 후에 열쇠를 넘긴다.'],
  ['SAFE', '전대인은 전대차가 끝나는 날 전차인에게 보증금을 돌려준다.'],
  ['DANGER', '[집주인] 제 사정 생기면 한 달 전에 말할 테니 비워 주세요 [세입자] 네'],
  ['DANGER', '[공인중개사] 사장님 대출 나올 때까지 전입은 미루시는 걸로 할게요 [세입자] 넵'],
  ['DANGER', '임차인은 임대인이 동의 없이 집에 들어와도 문제 삼지 않는다.'],
  ['SAFE', '임차인은 임대인이 미리 연락하고 방문하면 거절하지 않는다.'],
  ['!DANGER', '임차인은 임대인이 수리하러 들어와도 이의하지 않는다. 다만 방문 일시는 미리 협의한다.'],
  // Look-alikes from a review of the readings above: a verb honouring its subject in one party's words is the other
  // party's act, a promise the speaker's own; 원 of an amount before 임대인; the head landlord's payment denied as a
  // condition; 관리사무소 setting fees; wear restored as a condition; a refusal to return on an early exit.
  ['DANGER', '집주인: 확정일자는 받지 않으시는 걸로 하겠습니다. 나: 네 알겠어요.'],
  ['DANGER', '집주인: 계약갱신청구권은 안 쓰시는 걸로 할게요. 나: 네.'],
  ['DANGER', '[집주인] 계약갱신청구권은 안 쓰시는 걸로 할게요 [세입자] ㅇㅋ'],
  ['DANGER', '집주인: 계약갱신은 안 해드릴게요. 나: 네.'],
  ['DANGER', '집주인: 전입신고는 안 하시는 걸로 할게요. 나: 네.'],
  ['DANGER', '집주인: 주소 이전은 잔금 후 한 달 있다가 하시는 걸로 하겠습니다. 나: 네.'],
  ['DANGER', '[집주인] 보일러 고장은 세입자분이 알아서 고치시는 걸로 할게요 [세입자] 넵'],
  ['CAUTION', '집주인: 전세대출은 받지 않으시는 걸로 하겠습니다. 나: 네.'],
  ['SAFE', '[세입자] 보일러 고장 나면 사장님이 바로 고쳐주시는 걸로 알고 있을게요 [집주인] 네 맞아요'],
  ['!DANGER', '나: 보일러 고장 나면 사장님이 고쳐주시는 걸로 할게요. 집주인: 네 그렇게 하죠.'],
  ['DANGER', '임차인은 매월 300,000원 임대인의 대출 이자를 대신 납부한다.'],
  ['SAFE', '보일러 수리비 200,000원 임대인 부담.'],
  ['SAFE', '누수 수리비 50만 원 임대인 부담으로 한다.'],
  ['SAFE', '중개보수 중 500,000원 임대인이 부담한다.'],
  ['SAFE', '에어컨 설치비 50만 원 임대인이 부담하고 퇴거 시 원상복구는 하지 않는다.'],
  ['SAFE', '전대인은 원임대인으로부터 보증금을 돌려받기 전이라도 계약 종료일에 전차인에게 보증금을 먼저 반환한다.'],
  ['SAFE', '전대인은 원임대인에게서 돌려받을 보증금과 별개로 전차인에게 종료일에 보증금을 반환한다.'],
  ['DANGER', '전차인은 원임대인이 요구하면 즉시 퇴거한다.'],
  ['DANGER', '전대인은 전차인의 사정으로 중도 해지 시 보증금을 반환하지 않는다.'],
  ['DANGER', '임대인은 임차인의 사정으로 중도 해지 시 보증금을 반환하지 않는다.'],
  ['CAUTION', '임대사업자 등록 유지 비용은 관리비에 포함하여 청구한다.'],
  ['DANGER', '민간임대사업자는 임대의무기간 중이라도 매각 시 임차인은 즉시 퇴거한다.'],
  ['SAFE', '관리비는 관리사무소가 산정하여 부과한 금액을 매월 납부한다.'],
  ['SAFE', '관리사무소가 정한 날에 퇴실 점검을 받는다.'],
  ['SAFE', '관리사무소는 관리비 연체 시 연체료를 부과할 수 있다.'],
  ['SAFE', '관리비는 관리사무소가 정하는 바에 따른다.'],
  ['SAFE', '관리사무소가 공지한 관리비 인상분은 다음 달부터 적용된다.'],
  ['CAUTION', '도배 변색 및 장판 마모도 임차인이 원상복구하지 않으면 보증금에서 100만원을 공제한다.'],
  ['CAUTION', '생활 마모라도 임차인이 원상복구하지 않는 경우 보증금에서 공제한다.'],
  ['CAUTION', '못 자국이나 벽지 변색은 임차인이 원상복구하지 않으면 수리비를 청구한다.'],
  ['CAUTION', '자연 마모를 이유로 원상복구하지 않을 수 없다.'],
  ['DANGER', '보증금을 돌려주지 않는 경우에도 임차인은 계약 종료일에 집을 비워야 한다.'],
  ['DANGER', '대출을 더 받지 않는 한 보증금은 집이 팔려야 돌려줄 수 있다.'],
  ['!SAFE', '통보만 하면 동의 없이 들어가도 되며, 임차인이 없을 때는 들어가지 않는다.'],
  ['DANGER', '[집주인] 확정일자는 제 대출 끝나고 받으세요 [세입자] 넵'],
  ['DANGER', '전차인의 보증금은 원임대인이 전대인에게 보증금을 돌려준 뒤에 반환한다.'],
  ['DANGER', '전대인은 원임대인이 돌려주는 대로 전차인에게 보증금을 돌려준다.'],
  [
    '!SAFE',
    '전대인은 전차인의 보증금을 원임대인에게 직접 지급하며, 원임대인이 반환하지 않으면 전대인은 책임지지 않는다.',
  ],
  // The deposit's return on a day the landlord will name later: a return at his convenience, not a disclosure.
  ['DANGER', '집주인: 보증금은 가능한 날 알려드릴게요 나: 네'],
  ['DANGER', '임대인은 보증금 반환일을 나중에 알려 준다.'],
  ['DANGER', '임대인은 보증금을 반환할 날짜를 따로 통보한다.'],
  ['SAFE', '임대인은 계약 종료일에 보증금을 반환하며 정산 내역을 미리 알려 준다.'],
  ['SAFE', '임대인은 입주 가능한 날을 알려 준다.'],
  // The landlord's own guarantee says nothing of when the deposit comes back, and a next lease concluded is a
  // next tenant.
  ['DANGER', '임대인은 임대보증금 보증에 가입하며, 보증금은 다음 임대차 계약이 체결된 후 반환한다.'],
  ['DANGER', '보증금은 새로운 전세 계약이 성사되면 그 돈으로 돌려준다.'],
  ['SAFE', '임대인은 보증금을 계약 종료일에 반환하며, 새로운 임대차 계약이 체결되지 않았더라도 반환을 미루지 않는다.'],
  // In one party's words the other's act said with honour reads as the act (동의하시는 걸로 → 동의하는 것으로), even
  // beside the speaker's own 제가; a promise that puts a cost on the other party is not the speaker's act.
  ['DANGER', '[집주인] 나중에 제가 대출 더 받아도 동의하시는 걸로 할게요 [세입자] 넵'],
  ['DANGER', '[집주인] 확정일자는 한 달 뒤에 받으시는 걸로 할게요 [세입자] 네'],
  ['SAFE', '[집주인] 반려동물은 안 키우시는 걸로 할게요 [세입자] 네'],
  ['SAFE', '[집주인] 보증금은 나가시는 날 즉시 드릴게요 [세입자] 넵'],
  ['DANGER', '[집주인] 전입신고는 당분간 안 하시는 걸로 해요 [세입자] 네'],
  ['!SAFE', '[집주인] 수리비는 전부 세입자분 부담으로 하겠습니다 [세입자] 네'],
];

const PROBE_BT_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A lease of public support names its parties 소유자 (the landlord), 공사 (the corporation renting for the
  // resident: the tenant's side, where the clause is about no building work) and 입주자; other households' 확정일자
  // 현황 shown is disclosure, not the tenant's own; 새로운 임차인 is a next tenant, but one named apart from a dated
  // return sets no condition; the part of the deposit the tenant's loan financed, paid to the bank, is no
  // condition; a return failed is no late return; a broken duty's remedy is the other party's; the landlord
  // refusing the tenant's 전입, 확정일자 or renewal bars the tenant, and refusing to return the deposit keeps it;
  // a sale of the building is a landlord's event, and an exit on the day he names a forced one. Then look-alikes
  // from a review of these readings.
  ['SAFE', '소유자는 보일러와 배관 같은 주요 설비 수리를 맡고, 입주자는 전등과 필터 같은 소모품만 바꾼다.'],
  ['SAFE', '소유자는 입주자가 전입신고 하는 것을 막지 않으며 이를 이유로 계약을 해지할 수 없다.'],
  ['SAFE', '소유자는 계약 전에 선순위 보증금 내역과 완납증명서를 공사에 보여 주어야 한다.'],
  ['DANGER', '공사는 소유자가 추가로 받는 담보대출이 공사의 보증금보다 먼저 변제되는 데 동의한다.'],
  ['SAFE', '소유자는 잔금일 다음 날까지 새 근저당을 설정하지 않으며, 이를 위반한 때 공사는 계약을 해제할 수 있다.'],
  ['DANGER', '임대차 기간은 1년으로 하고, 소유자가 연장을 원하지 않으면 입주자는 만기에 나간다.'],
  ['!DANGER', '보증금 중 전세대출금 상당액은 계약 종료 시 은행이 지정한 계좌로 바로 반환한다.'],
  ['DANGER', '보증금은 계약이 끝난 뒤 새로운 세입자의 보증금이 들어오면 반환한다.'],
  ['CAUTION', '같은 건물 다른 세대의 확정일자 내역은 보여 줄 수 없으며 임차인은 이를 문제 삼지 않는다.'],
  ['SAFE', '보증금을 돌려받지 못한 임차인이 임차권등기명령을 신청해도 임대인은 반대하지 않고 그 비용도 임대인이 낸다.'],
  ['SAFE', '임대인은 잔금일까지 도배를 새로 하며, 마치지 못하면 그 비용을 잔금에서 뺀다.'],
  ['!SAFE', '리모델링 공사가 시작되면 소유자는 한 달 전에 알리고 입주자는 퇴거한다.'],
  ['!SAFE', '공사가 늦어지면 소유자는 입주일을 미룰 수 있고 입주자는 이의하지 않는다.'],
  ['SAFE', '새 소유자는 임대인의 지위를 이어받고 입주자는 계약 기간 동안 그대로 산다.'],
  ['DANGER', '임차인은 확정일자를 받지 아니하며 다른 세대의 확정일자 현황도 묻지 않는다.'],
  ['DANGER', '보증금은 임대인이 받은 대출금 상당액을 은행에 갚은 후 반환한다.'],
  [
    'DANGER',
    '이를 위반한 경우 임대인은 즉시 계약을 해지하고 퇴거를 요구할 수 있다. 임차인은 월세를 한 번이라도 늦게 내면 안 된다.',
  ],
  ['DANGER', '소유자는 입주자의 전입신고를 허용하지 않는다.'],
  ['DANGER', '소유자는 계약자의 전입신고에 동의하지 않는다.'],
  ['DANGER', '소유자는 잔금일 다음 날까지 입주자의 전입신고를 허용하지 않는다.'],
  ['DANGER', '소유자는 입주자의 주민등록 이전을 승낙하지 않는다.'],
  ['DANGER', '소유자는 임차인이 전입신고하는 것을 원하지 않으며 임차인은 이에 따른다.'],
  ['DANGER', '소유자는 입주자의 확정일자를 허용하지 않는다.'],
  ['DANGER', '소유자는 입주자의 계약갱신요구를 받아들이지 않는다.'],
  ['DANGER', '임대인은 임차인의 계약갱신요구를 받아들이지 않는다.'],
  ['DANGER', '소유자는 계약 종료 시 보증금을 반환하지 않는다.'],
  ['DANGER', '소유자는 보증금을 돌려주지 않는다.'],
  ['DANGER', '소유자는 계약기간 중 매매가 이루어지면 입주자를 퇴거시킬 수 있다.'],
  ['DANGER', '계약자는 보일러 수리비를 부담하며 소유자와 공사는 책임지지 않는다.'],
  ['SAFE', '공사의 일정은 소유자가 입주자와 협의하여 정한다.'],
  ['!DANGER', '보일러 교체 공사는 소유자가 한다.'],
  ['!DANGER', '외벽 도색 공사는 소유자가 부담한다.'],
  ['!DANGER', '지붕 공사는 소유자가 책임진다.'],
  ['SAFE', '새로운 임차인을 구하는 중개보수는 임대인이 부담하고 보증금은 만기일에 반환한다.'],
  [
    'SAFE',
    '임차인이 만기 전에 나가게 되면 새로운 임차인을 구하는 중개수수료는 임대인이 부담하며 보증금은 퇴거일에 반환한다.',
  ],
  ['SAFE', '임대인은 만기일에 보증금을 반환하며, 새로운 임차인 중개수수료를 임차인에게 청구하지 않는다.'],
  ['SAFE', '보증금은 계약 종료일에 반환하며 새로운 임차인 모집 광고는 임대인이 한다.'],
  ['SAFE', '보증금은 퇴거일에 반환하고, 새로운 임차인의 입주 청소는 임대인이 부담한다.'],
  ['SAFE', '임차인은 새로운 임차인에게 집을 보여주는 데 협조하며 보증금은 만료일에 반환받는다.'],
  ['SAFE', '임대인이 수도 검침일을 정하면 3일 전에 알리고, 임차인은 퇴거할 때 공과금을 정산한다.'],
  ['SAFE', '임대인의 필요로 방역을 하는 경우 3일 전에 알리며, 임차인은 퇴거 시 쓰레기를 정리한다.'],
  ['SAFE', '임대인의 계획에 따라 정기 점검을 하는 경우 7일 전에 통지하며, 임차인은 퇴거 시 관리비를 정산한다.'],
  [
    '!DANGER',
    '건물 매매가 확정되면 임대인은 1개월 전에 알리며, 임차인은 만기까지 거주한 후 퇴거하고 매수인이 보증금을 반환한다.',
  ],
  [
    '!DANGER',
    '임차인이 원하면 2개월 전에 통보하고 퇴거할 수 있으며, 임대인이 건물을 매각하더라도 임대차는 매수인에게 승계된다.',
  ],
  ['DANGER', '확정일자 정보 등록은 임대인의 대출 실행 후에 한다.'],
  ['DANGER', '임차인은 잔금일 이후 3개월간 확정일자 내역을 만들지 않기로 한다.'],
  ['DANGER', '보증금 중 대출금 상당액은 임대인이 여력이 될 때 반환한다.'],
  ['!SAFE', '임차인은 월세를 매월 1일까지 지급한다. 위반 시 계약을 해지하고 즉시 퇴거시킬 수 있다.'],
  ['!SAFE', '임차인은 관리비를 기한 내 납부한다. 위반 시 계약을 해지할 수 있다.'],
  ['!SAFE', '임차인은 임대인의 가족이 입주할 때 협조한다. 위반 시 계약을 해지할 수 있다.'],
  ['SAFE', '임대인은 새 근저당을 설정하지 않는다. 위반 시 임차인은 계약을 해제할 수 있다.'],
  ['SAFE', '임대인은 잔금일 다음 날까지 근저당을 설정하지 않으며, 이를 위반하면 계약을 해제할 수 있다.'],
  ['SAFE', '임대인은 임차인의 전입신고에 동의하며 이를 막지 않는다.'],
  ['SAFE', '임대인은 임차인이 정당한 사유로 요청하면 이를 거절하지 않는다.'],
  ['!DANGER', '임대인은 임차인의 반려동물 사육을 허용하지 않는다.'],
];

const PROBE_BU_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // Voice-to-text: the tenant's belongings seen moved out is no self-help eviction; an air conditioner's pipe is a
  // fixture, no main equipment; a rate in figures with a spoken unit (5프로) is a rate; a spoken reason (있어가지고)
  // starts no new predicate.
  ['SAFE', '퇴실 날 세입자 짐 빼는 거 확인하고 그 자리에서 보증금 전액 돌려드림'],
  ['!SAFE', '세입자 짐은 월세 밀리면 임대인이 빼서 밖에 내놓는다'],
  ['CAUTION', '임차인이 설치한 에어컨 배관과 선반은 나갈 때 매수 청구 없이 임차인이 떼어 간다'],
  ['DANGER', '보일러 배관 고장은 계약 기간 내내 임차인이 고친다'],
  ['SAFE', '월세가 늦으면 늦은 날수만큼 연 5프로 지연이자를 더해 낸다'],
  ['CAUTION', '월세가 늦으면 하루에 5프로씩 연체료를 붙인다'],
  ['DANGER', '전입 신고는 집주인 사정이 있어가지고 잔금 후 석 달 지나서 하기로'],
  ['!DANGER', '갱신 때 월세 증액은 20분의 1 안에서 하며 올린 지 1년 안에는 또 올려 달라고 청구하지 않는다'],
  ['DANGER', '임차인은 갱신 때 계약갱신요구권을 청구하지 않는다'],
  // The tenant's rank said to stay is no rank given up; a rank put behind the bank's still is.
  ['!DANGER', '임차인의 우선변제 순위는 변하지 않는다.'],
  ['DANGER', '임차인의 배당 순위는 은행 다음으로 밀린다.'],
  ['DANGER', '임차인은 우선변제권을 주장하지 않으며 배당 순위는 그대로다.'],
];

const PROBE_BV_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A lease translated from English: a gloss in brackets after the Korean says nothing the Korean does not.
  ['SAFE', '임대인은 임차인의 보증보험(Deposit Insurance) 가입에 필요한 서류를 내어 준다(shall provide).'],
  [
    'CAUTION',
    '임대인은 자기가 고른 날(on a date of its choosing)에 매수 희망자에게 집을 보여줄(show the unit) 수 있다.',
  ],
  // A change agreement: a term deleted, quoted in brackets after its number, binds no more; what replaces it does.
  ['SAFE', '종전 특약 제2항(임차인은 확정일자를 받지 않는다)은 삭제함. 임차인은 입주일에 확정일자를 받는다.'],
  [
    'DANGER',
    '기존 특약 제2항(임대인은 근저당을 추가하지 않는다)은 삭제하고, 임대인은 필요하면 근저당을 더 설정할 수 있다.',
  ],
  // The renewal form's box records how this renewal came about; a promise about the next one is still read.
  ['SAFE', '갱신요구권 행사 여부: ■ 행사 □ 미행사. 계약기간은 2025년 6월 1일부터 2027년 5월 31일까지로 한다.'],
  ['DANGER', '계약갱신요구권 행사 여부: □ 행사 ■ 미행사. 임차인은 다음 만기에도 갱신을 요구하지 않는다.'],
  // The renewal as the setting or the reason is not what is waived; the term's end as a time is not the term.
  ['CAUTION', '지난 재계약에서도 그랬듯이 임대인은 세금 완납 증명서를 따로 내지 않고 임차인도 달라고 하지 않는다.'],
  ['CAUTION', '갱신하는 것이므로 임차인은 지금 있는 곰팡이에 대해 문제 삼지 않는다.'],
  ['CAUTION', '임차인이 단 붙박이장은 계약 만료 시 임대인에게 사 달라고 청구하지 않고 떼어 간다.'],
  // "또는" is no verb: the tenant before it still ends the lease.
  ['CAUTION', '임차인이 이직 또는 유학으로 만기 전에 해지하면 위약금으로 보증금의 5%를 낸다.'],
  // Damage by fault, or by the tenant's pet, set as the condition is what the cost that follows is for.
  ['SAFE', '세입자 부주의로 욕실 거울이 깨진 경우, 세입자는 실제 든 비용을 물어 준다.'],
  ['SAFE', '고양이 한 마리는 길러도 된다. 고양이 때문에 생긴 흠은 임차인이 실비로 고친다.'],
  // The home shown to viewers is a showing, not information given.
  ['CAUTION', '임대인은 원할 때 새로 들어올 사람에게 집을 보여줄 수 있고 임차인은 따라야 한다.'],
  ['SAFE', '임대인은 계약 전에 등기부와 납세증명서를 임차인에게 보여 준다.'],
  // The rent or the deposit frozen, said by no party; not a rise moved into 관리비.
  ['SAFE', '이번 계약 기간에는 보증금을 증액하지 않기로 한다.'],
  ['!SAFE', '월세는 올리지 않는 대신 관리비를 매달 5만원 더 받는다.'],
  // The rest kept as before; a proviso after it is still read.
  ['SAFE', '이번 합의서에서 정하지 않은 사항은 종전 계약과 같다.'],
  ['DANGER', '나머지는 종전 계약과 같다. 다만 임차인은 전입신고를 하지 않는다.'],
  // An early exit the tenant asks for, said with 해지.
  ['SAFE', '임차인이 계약 기간 중에 해지하고 나가는 경우 다음 세입자 중개수수료는 임차인이 낸다.'],
  // A term against a right named only as void, above every other term, or kept even on a sale.
  ['SAFE', '임차인이 우선변제를 받는 것을 제한하는 어떠한 특약도 효력이 없는 것으로 한다.'],
  ['DANGER', '임차인은 우선변제를 받지 않으며, 이를 다투는 어떠한 주장도 하지 않는다.'],
  ['SAFE', '이 계약서의 다른 조항에도 불구하고, 임차인의 대항력은 제한되지 않는다.'],
  ['SAFE', '집주인이 바뀌는 경우에도 임차인은 대항력을 포기하지 않는다.'],
  // The fee of a service the tenant asks for is the tenant's own cost; a repair asked for is not such a service.
  ['SAFE', '임차인이 원해서 열쇠를 추가로 복사하는 경우 복사비는 임차인이 낸다.'],
  ['!SAFE', '임차인 요청으로 보일러를 교체하는 경우 비용은 임차인이 부담한다.'],
  // A change agreement's "A원을 B원으로 한다" is a rise from A to B.
  ['DANGER', '갱신계약서: 월세 금 100만원을 금 110만원으로 한다.'],
];

const PROBE_BW_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // An elderly tenant called 어르신, and the side named as the doer (쪽에서): the main repair is the tenant's; a
  // discount given for it is no rent reduced for a loss.
  ['DANGER', '보일러가 고장 나면 어르신 쪽에서 고쳐 쓰시기로 하고 그 대신 관리비를 받지 않겠습니다.'],
  ['SAFE', '보일러가 고장 나면 집주인 쪽에서 바로 고쳐 드립니다.'],
  // The fixed date waiting for any stage of the landlord's loan (정리, 상환).
  ['DANGER', '확정일자는 집주인 대출 정리되면 그때 같이 가서 받고, 그 전엔 따로 받지 않는 걸로 함.'],
  ['DANGER', '확정일자는 임대인의 대출 상환이 끝나면 그때 받기로 한다.'],
  // The registration's own cost on the tenant is a cost, no sanction; a fine for it still is.
  [
    'CAUTION',
    '보증금은 나간 날부터 열흘 안에 받기로 하고, 그동안 임차권등기를 하게 되면 신청 비용은 세입자 쪽에서 낸다.',
  ],
  ['DANGER', '세입자가 임차권등기를 하면 그 벌금으로 50만원을 보증금에서 뺀다.'],
  // The outlay not asked back from the landlord is a waiver of 제626조's claim.
  ['CAUTION', '아버지 편하시게 현관 손잡이 다는 공사는 우리 돈으로 하고 나중에 집주인한테 비용 달라고 하지 않는다.'],
  // The entry itself denied before another promise; notice skipped is still none.
  ['SAFE', '임대인은 세입자분 혼자 계실 때 동의 없이 방에 들어가지 않고, 점검은 미리 연락해서 날을 잡는다.'],
  ['DANGER', '임대인은 미리 알리지 않고, 필요하면 언제든 들어갈 수 있다.'],
  // "… 끝내지는 않는다" ends the main verb; it is no relative clause.
  ['SAFE', '입원이나 요양을 이유로 집주인이 계약을 끝내지는 않는다.'],
  // The family choosing not to take the lease over, as a condition, is no denial of 제9조; a denial still is.
  ['SAFE', '임차인이 사망한 뒤 가족이 임차권을 승계하지 않는 경우 보증금은 집을 비우는 날 상속인에게 돌려준다.'],
  ['CAUTION', '임차인이 사망하면 함께 살던 가족이라도 임차권을 승계하지 않는다.'],
  // One who signs for a party with the papers of the authority.
  ['SAFE', '딸이 아버지를 대리하여 서명하고, 위임장과 인감증명서를 계약서에 첨부한다.'],
  // Look-alikes of v63's readings that over-reached (a review's): damage by no fault of the tenant's, a figure the
  // landlord sets, voidness disputed, a deletion not made or taken back, the renewal box referred back to, a rise
  // beside a freeze, a return put off beside a fee, an English condition, the Act's article named for the right.
  ['!SAFE', '누수로 천장이 훼손된 경우, 천장과 배관 수리비는 임차인이 부담한다.'],
  ['!SAFE', '임차인의 과실 없이 보일러가 훼손된 경우, 수리비는 임차인이 부담한다.'],
  ['!SAFE', '임차인의 과실로 훼손된 경우, 임대인이 정하는 금액을 배상한다.'],
  ['DANGER', '임차인은 대항력을 포기하는 어떠한 약정도 효력이 없다고 다투지 아니한다.'],
  ['DANGER', '우선변제권을 포기하는 어떠한 합의도 임차인이 서명하면 무효가 아니다.'],
  ['DANGER', '기존 특약 중 제3항(임차인은 확정일자를 받지 않는다)은 삭제할 수 없다.'],
  [
    'DANGER',
    '기존 특약 제3항(임차인은 전입신고를 하지 않는다)은 삭제한다. 다만 임대인의 대출 실행 시까지는 종전대로 한다.',
  ],
  ['DANGER', '계약갱신요구권 행사 여부: □ 행사 ■ 미행사 ※ 임차인은 위 권리를 포기함.'],
  ['!SAFE', '보증금은 올리지 않는다. 월세는 내년부터 10만원씩 올린다.'],
  [
    '!SAFE',
    '임차인의 요청으로 해외 송금하는 경우 송금 수수료는 임차인이 부담하고, 송금은 임대인 자금이 마련되는 때에 한다.',
  ],
  ['SAFE', '임대인은 방을 보여 줄 때 임차인이 함께 있도록 한다.'],
  ['!SAFE', "임차인은 전입신고를 할 수 있다(only after the landlord's mortgage is registered)."],
  ['DANGER', '이번 갱신에서는 임차인은 주택임대차보호법 제6조의3에 따른 권리를 행사하지 않는다.'],
  ['DANGER', '임대인은 매달 한 번 점검하러 임차인 입회 없이 들어갈 수 있다.'],
  ['CAUTION', '임차인은 집주인이 요구하는 날에 매물 사진을 찍도록 해 준다.'],
];

const PROBE_BX_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A landlord's notice to every household (세대 is the tenant), and a student's room with parents as guarantors.
  ['DANGER', '[안내] 임차권등기 신청하는 세대는 벌금 100만원을 보증금에서 차감합니다.'],
  ['DANGER', '말없이 짐 빼서 나간 세대는 보증금 환불 불가합니다.'],
  ['DANGER', '다음 달부터 관리비에 건물 대출 이자 분담금 2만원이 더해져 청구됩니다.'],
  ['SAFE', '입주 당일 전입신고 하시면 되고, 건물 대출 때문에 전입을 미뤄 달라는 요청은 하지 않습니다.'],
  ['SAFE', '전세대출에 필요한 임대인 서류는 요청하시면 바로 협조합니다.'],
  ['SAFE', '건물이 팔려도 계약은 새 주인에게 그대로 이어지며, 매각을 이유로 퇴실 요구하지 않습니다.'],
  ['SAFE', '소방 점검은 이틀 전 공지하고 세대 동의 받은 시간에만 들어갑니다.'],
  ['DANGER', '학기 중에는 주소를 본가에 그대로 두고 전입은 졸업 후에 한다.'],
  ['DANGER', '건물 매매가 성사되면 임차인은 매수인 잔금일까지 퇴실하며 그에 대한 보상은 요구하지 않는다.'],
  ['DANGER', '보증금은 다음 학기에 입주할 학생의 보증금이 들어오면 돌려준다.'],
  ['DANGER', '임대인이 추가 대출로 근저당을 설정하는 것에 대하여 임차인과 보증인은 미리 동의한다.'],
  ['CAUTION', '임대인의 종합소득세가 늘어난 만큼 월 2만원을 관리비에 더하여 받는다.'],
  ['CAUTION', '중개수수료는 집주인 몫까지 세입자 측(부모님)이 모두 낸다.'],
  ['DANGER', '퇴실 요청을 받고도 나가지 않는 세대는 도어락 비밀번호 변경 조치합니다.'],
  ['SAFE', '관리비는 월 5만원으로 인터넷과 공용 전기를 포함하며, 가스와 호실 전기 요금은 임차인이 따로 낸다.'],
  ['SAFE', '연대보증인은 임차인의 월세 채무를 보증하며, 보증 최고액은 200만원으로 한다.'],
  ['SAFE', '퇴실 정산 때 밀린 월세와 관리비만 빼고, 과실로 생긴 파손은 실제 수리비로 뺀다.'],
  // Look-alikes of v64's readings that over- or under-reached (a review's): 입회 or company not the tenant's, a day not
  // agreed, entry when out or when needed, a second cost that is the landlord's, voidness said as 본다 or 이며, a
  // deletion of a protection, events the tenant's fault caused, the landlord not asking, a gloss beside Korean.
  ['DANGER', '임대인은 임차인의 입회 여부와 관계없이 필요 시 세대에 출입할 수 있다.'],
  ['DANGER', '점검은 임차인 입회를 원칙으로 하되, 임차인이 없으면 임대인이 단독으로 들어간다.'],
  ['DANGER', '집주인이 들어갈 때는 관리소 직원이 함께 있도록 하고, 세입자 동의는 받지 않는다.'],
  ['DANGER', '미리 알려서 시간을 정하고 들어가며, 임차인이 그 시간에 외출 중이면 마음대로 들어가도 된다.'],
  ['DANGER', '집주인은 임차인과 날짜를 정하지 않고도 필요하면 보조키로 들어갈 수 있다.'],
  ['DANGER', '제3항(임대인은 임차인 동의 없이 출입하지 않는다)은 삭제하고, 임대인은 필요 시 출입할 수 있다.'],
  ['SAFE', '임대인은 필요 시 임차인과 사전에 협의한 후 출입할 수 있다.'],
  ['DANGER', '임차권등기명령을 신청하면 등기 비용과 임대인의 소송비는 임차인이 낸다.'],
  ['DANGER', '확정일자는 계약서 쓰는 날 받고, 전입신고는 집주인 대출 끝나면 한다.'],
  ['SAFE', '대항력이나 우선변제권을 포기하는 어떠한 약정도 무효로 본다.'],
  ['SAFE', '임차인의 전입신고를 제한하는 어떠한 약정도 효력이 없으며, 임대인은 이를 요구하지 않는다.'],
  [
    'SAFE',
    '기존 특약 제3항(임차인은 계약기간 중 전입신고를 하지 않는다)은 삭제한다. 다만 월세는 종전처럼 매달 25일에 낸다.',
  ],
  ['SAFE', '기존 특약 제5항(임차인은 만기 때 계약갱신요구권을 행사하지 않는다)은 삭제하기로 합의한다.'],
  ['!SAFE', '기존 특약 제4항(임차인은 전입신고를 할 수 있다)은 삭제함.'],
  ['SAFE', '세입자 부주의로 겨울에 수도관이 동파된 경우, 수리비는 세입자가 낸다.'],
  ['SAFE', '집주인이 해 주기로 한 싱크대 교체 공사는 집주인 돈으로 하고 세입자에게 비용을 달라고 하지 않는다.'],
  ['SAFE', '집주인이 수리를 늦게 해서 방을 못 쓰면 대신 그 기간 월세를 덜 받는다.'],
  ['SAFE', '실내 흡연은 금지한다(No smoking inside the unit).'],
  ['SAFE', '임대인은 계약 기간 동안 새 대출(근저당, mortgage)을 받지 않는다.'],
  ['!SAFE', '임차인은 잔금일에 전입신고를 한다(after mortgage).'],
  ['!SAFE', '월세 3만원 할인은 유지하되, 할인한 만큼 관리비를 3만원 더 받는다.'],
  ['!SAFE', '대리인이 위임장을 지참하고 대신 계약하며, 보증금은 대리인 개인 계좌로 받는다.'],
  ['!DANGER', '중도금이 들어간 뒤에는 두 사람 모두 마음대로 계약을 깨지 못한다.'],
  // Look-alikes of v65's readings (a review's): both parties as the topic, an eviction not demanded as a concession,
  // a repair the tenant makes for a discount, a return refused only mid-term, a landlord with no loan, an address
  // kept by choice, the next student's own deposit.
  ['DANGER', '임대인과 임차인은 임차인이 계약갱신요구권을 행사하지 않기로 합의한다.'],
  ['DANGER', '임대인과 임차인은 보일러 수리를 임차인이 하기로 한다.'],
  // Both parties as the topic, in either order: the verb's own subject is bound (v66 read the landlord).
  ['DANGER', '임차인과 임대인은 임차인이 전입신고를 하지 않기로 합의한다.'],
  ['DANGER', '임차인과 임대인은 보일러 수리를 임차인이 하기로 한다.'],
  ['DANGER', '임차인과 임대인은 집이 팔리면 임차인이 한 달 안에 나가기로 합의한다.'],
  ['SAFE', '임대인과 임차인은 계약서를 2부 작성하여 1부씩 보관한다.'],
  // A change agreement's "A원을 B원으로 하고, …": the rise read with a part after it.
  ['DANGER', '월세 50만원을 60만원으로 하고 보증금은 그대로 둔다.'],
  ['DANGER', '보증금 1억원을 1억 2천만원으로 하며, 나머지 조건은 종전과 같다.'],
  ['!DANGER', '월세 60만원을 55만원으로 하고 보증금은 그대로 둔다.'],
  ['!SAFE', '퇴거를 요구하지 않더라도 매각 시 1개월 내 집을 비운다.'],
  ['!SAFE', '보일러가 고장나면 임차인이 고치는 대신 월세를 깎아 준다.'],
  ['!DANGER', '계약 기간 중 보증금 반환 불가, 만료일에 전액 반환한다.'],
  ['!DANGER', '임대인은 대출이 없으며 수도 분담금은 세대별로 청구한다.'],
  ['!DANGER', '임차인은 본가 주소를 유지할지 스스로 정하며 임대인은 전입신고에 협조한다.'],
  ['!DANGER', '다음 학기에 입주할 학생의 보증금은 임대인이 따로 받는다.'],
  ['SAFE', '관리비 내역은 요청 시 제공한다 (available upon request).'],
];

const PROBE_BY_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A lease in a redevelopment area or over a shop, and terms agreed by chat in a gap-investment sale.
  // Ordinary wear named as marks (생활기스, 못 자국, 변색) or as "처음처럼", beside the tenant's own damage.
  ['CAUTION', '임차인 실수로 부서진 것은 실비로 배상하고, 이사 나갈 때는 못 자국과 변색까지 처음처럼 복구해 놓는다.'],
  ['CAUTION', '과실로 생긴 파손은 실제 수리비로 물고, 퇴거 시에는 생활기스까지 입주 때 상태로 원상복구한다.'],
  ['SAFE', '흡연으로 누렇게 변색된 벽지는 임차인이 원상복구한다.'],
  ['SAFE', '임차인의 과실로 파손된 부분은 임차인이 처음처럼 복구해 놓는다.'],
  ['SAFE', '보일러가 고장 나면 임대인이 처음 상태로 고쳐 놓는다.'],
  // The buyer who becomes the landlord deciding the fee is the landlord deciding it.
  ['CAUTION', '관리비는 매수인이 관리사무소와 상의해 정하는 대로 낸다.'],
  ['SAFE', '관리비는 관리사무소 고지서대로 낸다.'],
  // A rate in the old units: 1할 is 10 %, 5푼 is 5 %.
  ['DANGER', '재계약할 때 보증금은 1할 5푼을 올린다.'],
  ['DANGER', '갱신하면 월세는 지금보다 1할 더 받기로 한다.'],
  ['SAFE', '갱신 시 월세는 5푼 이내에서만 올린다.'],
  // 관리처분 is a redevelopment's plan, no sale; its steps told to the tenant are information given.
  ['SAFE', '관리처분인가가 나서 이주가 시작되면 임대인은 석 달 전에 임차인에게 알린다.'],
  // A party glossed in brackets keeps its particle; the buyer who takes over answers for the deposit.
  ['SAFE', '임대인(집주인)은 임차인이 입주 당일 전입신고 하는 것을 막지 않는다.'],
  ['SAFE', '임대인(소유자)은 보증금 반환을 위한 전세대출 서류에 협조한다.'],
  ['SAFE', '잔금일에 매수인이 임대인 지위를 승계하며, 계약 만료 시 보증금 반환도 매수인이 책임진다.'],
  ['DANGER', '매수인이 임대인 지위를 승계하고, 보증금은 매수인이 집을 다시 팔면 돌려준다.'],
  // Arrears added up to two periods' rent are 민법 제640조's; late payments added up are not.
  ['SAFE', '밀린 월세가 모두 합쳐 2기분에 이르면 임대인은 계약을 해지할 수 있다.'],
  ['DANGER', '계약 기간 중 월세를 늦게 낸 것이 합쳐서 두 번이면 임대인은 해지할 수 있다.'],
  // The fixed date taken on the day of the contract, said as agreed.
  ['SAFE', '확정일자는 계약한 날 세입자가 주민센터에서 받기로 한다.'],
  ['DANGER', '확정일자는 계약한 날로부터 한 달 뒤에 받기로 한다.'],
  // Look-alikes of v69's readings (a review's): a redevelopment's schedule told beside a return that waits on its
  // 이주비, 관리처분 as the event the return waits on, a day named and taken back, the buyer not answering for the
  // return or answering with a condition, the buyer's own event, a consent deemed, smoke's stain, a cut in 할 or %,
  // the buyer's pick of a cleaner, a move date unsettled, a glossed landlord returning on the day, 7푼 a year, and
  // the tenant's own exit on the relocation.
  ['DANGER', '임대인은 철거 일정을 알려주며, 보증금은 조합에서 이주비가 나오면 돌려준다.'],
  ['DANGER', '보증금은 관리처분인가가 나면 돌려준다.'],
  ['!SAFE', '확정일자는 계약한 날 받기로 하되, 임대인 동의를 얻은 경우에만 받는다.'],
  ['!SAFE', '전입신고는 계약한 날 하기로 하되 임대인 승낙이 있어야 한다.'],
  ['SAFE', '확정일자는 계약한 날 세입자가 받고, 집주인은 그걸 미루라고 하지 않는다.'],
  ['DANGER', '보증금 반환은 매수인이 책임지지 않는다.'],
  ['DANGER', '보증금 반환은 매수인이 책임지고 매수인 대출이 나오는 대로 돌려준다.'],
  ['DANGER', '새 소유자가 생기면 2주 안에 이사 나가기로 함.'],
  ['DANGER', '임대인(매수인)은 임차인이 근저당 설정에 미리 동의한 것으로 본다.'],
  ['SAFE', '세입자가 담배 피워서 누렇게 된 벽지 변색은 세입자 돈으로 도배하기로.'],
  ['SAFE', '임대인은 갱신 시 월세를 올리지 않으며, 관리비도 1할 깎아 준다.'],
  ['SAFE', '갱신 시 월세를 10% 깎아 준다.'],
  ['CAUTION', '매수인이 정한 청소업체 비용 15만원은 퇴실 때 보증금에서 뺀다.'],
  ['!DANGER', '보증금은 이사 나가는 날 돌려준다. 이사 날짜는 미정이며 정해지면 한 달 전에 서로 알린다.'],
  ['DANGER', '보증금 반환은 매수인이 책임지고 최대한 빨리 해드림, 날짜는 미정'],
  ['SAFE', '임대인(매수인)은 계약 종료일에 주택 인도와 동시에 보증금 전액을 돌려준다.'],
  ['DANGER', '갱신 시 월세는 매년 7푼씩 올린다.'],
  ['!DANGER', '재개발로 이주가 시작되면 임차인은 계약을 해지하고 보증금 반환을 청구할 수 있다.'],
  ['DANGER', '보증금은 재개발 이주가 시작되면 그때 돌려준다.'],
];

const PROBE_BZ_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // Public rental notices and officialese, a 분양 company's managed lease, and a counsel's proposed corrections.
  // A rise on the rent "reflecting" the market every few months; the lease ended with another contract; a change of
  // structure only with consent; entry that "cannot" happen without consent; a remedy of 해제 (no sanction); a
  // condition said to be no reason to delay; 5 % a year late interest; an agent with its power of attorney; wear not
  // restored, said without 원상.
  ['DANGER', '보증금과 월세는 석 달마다 시세를 반영하여 3% 범위에서 조정한다.'],
  ['DANGER', '월 임대료는 반년마다 주변 시세를 반영해 올린다.'],
  ['!DANGER', '월세는 1년이 지난 뒤 갱신할 때 시세를 반영하되 5% 이내로만 조정한다.'],
  ['DANGER', '건물 위탁관리 계약이 끝나면 이 임대차계약도 그날로 끝난 것으로 본다.'],
  ['DANGER', '임대인과 관리회사의 관리 약정이 해지되면 본 계약도 해지된 것으로 간주한다.'],
  ['SAFE', '임차인은 집주인 동의 없이 베란다 확장이나 방문 위치 변경처럼 집의 구조를 바꾸는 공사를 하지 않는다.'],
  ['SAFE', '임대인은 점검이 필요하면 미리 날짜를 임차인과 정하고, 임차인 허락 없이 들어올 수 없다.'],
  [
    'SAFE',
    '임대인은 임차인이 확정일자를 받은 다음 날까지 근저당을 새로 잡지 않고, 어기면 임차인은 계약을 해제하고 낸 돈을 모두 돌려받는다.',
  ],
  ['SAFE', '보증금은 집을 넘겨받는 날 바로 돌려주며, 새 세입자 계약 여부는 반환을 미루는 이유가 되지 않는다.'],
  ['DANGER', '보증금은 새 세입자 계약이 되면 돌려준다. 집 비우는 날짜는 반환을 미루는 이유가 되지 않는다.'],
  ['SAFE', '월세가 밀리면 밀린 돈에 연 5퍼센트의 지연이자를 더해 낸다.'],
  ['CAUTION', '월세가 밀리면 하루에 1만원씩 연체료를 더해 낸다.'],
  ['SAFE', '관리회사는 집주인에게 위임받아 월세를 받고, 위임장 사본을 계약서에 첨부한다.'],
  [
    '!DANGER',
    '나갈 때 세입자는 자기가 단 선반을 떼고 잘못으로 깨진 곳만 고치며, 오래 써서 닳은 마모는 복구하지 않는다.',
  ],
  ['CAUTION', '임차인이 들인 수리비는 나갈 때 청구하지 않으며, 자연 마모는 복구하지 않는다.'],
  // Look-alikes of v71's readings (a review's): a sanction of 해제 by the landlord, a delay "no reason" said after the
  // condition it leaves standing, a penalty beside lawful interest, an agent's papers beside a charge or a figure left
  // to the agent, wear spared beside new wallpaper or by the landlord, aging no wear, a scheduled cut, other endings
  // with another contract, 반년 and 6개월 단위, the law's 3 months.
  ['DANGER', '임차인이 확정일자를 받으면 임대인은 계약을 해제하고 계약금을 돌려준다.'],
  ['DANGER', '보증금은 새 임차인이 입주하는 날 반환하며 임차인의 이사 일정은 반환을 늦추는 사유가 되지 않는다.'],
  ['DANGER', '새 세입자 잔금 들어오면 보증금 드려요 집주인 사정은 반환을 늦추는 이유가 되지 않음.'],
  ['!DANGER', '임대인의 자금 사정은 보증금 반환을 지연하는 사유가 될 수 없다.'],
  ['CAUTION', '월세 연체 시 연 5퍼센트의 지연손해금과 별도로 위약금 30만원을 납부한다.'],
  ['SAFE', '지연이자는 늦은 날수만큼 연 5퍼센트로만 계산한다.'],
  ['!SAFE', '관리회사가 위임받아 월세를 받으며 위임장을 첨부하고, 관리 대행 수수료는 월 3만원씩 임차인이 낸다.'],
  ['!SAFE', '관리업체가 소유자를 대행하며 위임장을 첨부하고, 관리비는 관리업체가 정하는 금액으로 한다.'],
  ['!SAFE', '임차인은 퇴거 시 새 도배와 새 장판으로 교체한다. 다만 가구 자국은 복구하지 않는다.'],
  ['!SAFE', '배관 노후로 인한 누수는 임대인이 복구하지 않는다.'],
  ['CAUTION', '임차인은 필요비와 유익비를 청구하지 않고 생활 자국은 복구하지 않는다.'],
  ['!DANGER', '월세는 6개월마다 시세 하락분을 반영하여 인하할 수 있다.'],
  ['DANGER', '관리 계약이 만료되면 이 임대차계약도 만료된 것으로 본다.'],
  ['DANGER', '관리계약이 해지되면 임대차계약은 자동으로 종료되며 임차인은 1개월 내 퇴거한다.'],
  ['DANGER', '월세는 반년에 한 번 시세를 반영해서 올려요.'],
  ['DANGER', '차임은 6개월 단위로 소비자물가지수 상승률을 반영하여 인상된 금액으로 한다.'],
  [
    '!DANGER',
    '계약이 묵시적으로 갱신되면 임차인은 언제든 해지를 알릴 수 있고, 임대인이 통지받은 날부터 3개월이 지나면 계약이 끝난다.',
  ],
];

const PROBE_CA_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A shared house's operator rules and leases between relatives; a bank's or a guarantor's terms in the landlord's
  // words and a landlord abroad acting through others.
  // The deposit called a loan and repaid when the landlord can; the landlord's family moving in mid-term.
  ['DANGER', '전세금은 빌린 돈으로 치고 임대인 형편이 풀리는 대로 갚는다.'],
  ['DANGER', '임대인 조카가 이 집에 들어와 살게 되면 계약은 끝난다.'],
  ['!DANGER', '임대인 조카가 이 집에 들어와 살게 되면 임차인은 계약을 해지할 수 있다.'],
  ['!DANGER', '계약 만료 시 임대인 가족이 실거주하게 되면 임대인은 갱신을 거절할 수 있다.'],
  // The deposit not returned as the reason for what follows is no forfeiture.
  ['CAUTION', '보증금이 반환되지 않아 임차인이 임차권등기명령을 신청하더라도 등기 비용은 임차인이 낸다.'],
  ['DANGER', '보증금이 반환되지 않아도 임차인은 임차권등기명령을 신청하지 않는다.'],
  // 연체 misspelt 연채, 연 misspelt 년; a person glossed as the party; a waiver said not to be made.
  ['SAFE', '차임 연채액이 2기에 이르면 임대인은 계약을 해지할 수 있다.'],
  ['SAFE', '월세가 밀리면 밀린 돈에 년 5% 비율로 지연이자를 붙인다.'],
  ['SAFE', '할머니(임대인)는 손녀의 전입신고를 막지 않는다.'],
  ['SAFE', '임차인은 우선변제권이나 배당요구를 포기하지 않는다.'],
  ['SAFE', '친척 사이라고 임차인이 배당요구를 포기하는 것은 아니다.'],
  ['DANGER', '임차인은 배당요구를 하지 않는다.'],
  // The tenant's own leaving as the condition: its notice period is a cost, no ending by the landlord.
  ['CAUTION', '묵시적 갱신 뒤 임차인이 이사하려면 4개월 전에 알려야 하고, 그 기간이 지나야 해지된다.'],
  // Look-alikes of v72's readings (a review's): the deposit kept as the result, not the reason; a waiver not made
  // but with a contrast after it; the landlord's own ending beside the tenant's notice; the tenant made to end the
  // lease for using a right; the tenant's remedy on the landlord's obstruction; the tenant's own loan repaid; a fee's
  // period beside the rent's rise; a rise twice a year; a fee said not to be charged; the landlord not collecting;
  // wear spared, said alone, by the tenant, not the landlord; the family moving in, said plainly.
  ['DANGER', '월세를 2번 밀리면 보증금은 돌려주지 않아 임대인이 갖는다.'],
  ['DANGER', '우선변제권을 포기하는 것은 아니나 경매 시 배당요구는 하지 않는다.'],
  ['DANGER', '임차인이 이사하려면 한 달 전에 알리고, 임대인 사정이 생기면 계약은 1개월 뒤 종료된다.'],
  ['DANGER', '임차인이 확정일자를 받으면 임차인은 계약을 해지하고 위약금 100만원을 낸다.'],
  ['SAFE', '임대인이 전입신고를 막으면, 임차인은 계약을 해제하고 계약금의 배액을 받을 수 있다.'],
  ['SAFE', '보증금 중 일부는 임차인이 전세자금대출로 마련하고, 대출 원금과 이자는 임차인이 갚는다.'],
  ['SAFE', '관리비는 6개월 단위로 정산하고, 월세는 1년이 지난 뒤 5% 이내에서 올릴 수 있다.'],
  ['DANGER', '월세는 반년에 한 번 5% 이내에서 올린다.'],
  ['SAFE', '연체이자는 법정이율에 따르며, 연체료로 월 10만원을 별도 청구하지 않는다.'],
  ['SAFE', '임대인이 고친 보일러 비용은 임차인에게 못 받는다.'],
  ['SAFE', '오래 써서 닳은 마모는 복구하지 않는다.'],
  ['!SAFE', '생활 흔적은 집주인이 복구하지 않는다.'],
  ['DANGER', '임대인 가족이 들어와 살면 계약은 끝난다.'],
  // Look-alikes of v73's readings (a review's): the buyer entering at will; a rise's interval named after the rise
  // or before a comma, not an inspection's; the deposit repaid when the landlord's loan comes; a remedy in one part
  // and a sanction in another; the tenant's remedy on the landlord's obstruction; a cost beside the tenant's notice;
  // wear spared with a charge after it; the deposit unreturned as the setting of a remedy or of a forfeiture; the
  // family moving in, 끝나는 걸로.
  ['DANGER', '매수인이 필요하면 언제든 집에 들어갈 수 있음.'],
  ['DANGER', '새 주인이 원하면 아무 때나 방에 들어올 수 있다.'],
  ['SAFE', '매수인은 임차인과 날짜를 정한 경우에만 집을 보러 들어갈 수 있다.'],
  ['DANGER', '월세 조정: 6개월 단위 (5% 이내).'],
  ['DANGER', '보증금 증액은 반년에 한 번, 5% 이내로 한다.'],
  ['!DANGER', '보일러 점검은 6개월 단위로 하고 인상은 없다.'],
  ['DANGER', '보증금은 임대인이 은행 대출이 나오는 대로 갚는다.'],
  ['DANGER', '전세금은 임대인이 새 대출을 받아서 형편 닿는 대로 갚는다.'],
  [
    'DANGER',
    '임대인이 약속을 어기면 임차인은 계약을 해지할 수 있고, 임차인이 전입신고를 하면 보증금에서 100만원을 공제한다.',
  ],
  ['SAFE', '임대인이 확정일자 받는 것을 방해하면, 임차인은 계약을 해제하고 계약금의 배액을 받을 수 있다.'],
  ['!DANGER', '임차인이 나가려면 두 달 전에 알려야 하고, 임대인이 요구하면 도배 비용을 내야 하며 그 뒤에 해지된다.'],
  ['!SAFE', '장판 자국은 임차인이 복구하지 않는다, 다만 새 장판 값의 절반을 낸다.'],
  ['!DANGER', '전세금이 반환되지 않은 상태에서 임차인이 이사하는 경우 임대인은 임차권등기에 협조한다.'],
  ['DANGER', '보증금이 반환되지 않은 상태에서 임차인이 나가면 남은 보증금은 임대인에게 귀속된다.'],
  ['DANGER', '임대인 아들이 들어와 살면 계약은 끝나는 걸로 한다.'],
  // Look-alikes of v74's readings (a review's): a rise settled by period; the rest of the deposit kept; a waiver
  // not made, then a promise; an inspection twice a year beside a rent freeze.
  ['DANGER', '6개월 단위로 정산하여 차임을 올린다.'],
  ['DANGER', '보증금이 반환되지 않은 상태에서 임차인이 나가면 남은 보증금은 임대인이 갖는다.'],
  ['SAFE', '이 특약으로 임차인이 대항력을 포기하는 것은 아니고, 임대인은 전입신고에 협조한다.'],
  ['!DANGER', '반년에 한 번 보일러를 점검하고, 차임은 계약 기간 중 인상하지 않는다.'],
  // Look-alikes of v75's readings (a review's): the rest of the deposit held, not taken; a fee's shortfall, a rise
  // denied or the next part's rise beside a settlement's period, and the rent's rise done at one; a waiver "not made"
  // and then put off or ranked behind.
  ['DANGER', '두 번 이상 계약을 어기면 나머지 보증금은 임대인이 갖는 것으로 한다.'],
  ['!DANGER', '남은 보증금은 임대인이 갖고 있다가 이사 나간 뒤 닷새 안에 돌려준다.'],
  ['!DANGER', '관리비는 3개월 단위로 정산해서 모자란 금액은 올려 받고, 월세는 2년 동안 그대로 둔다.'],
  ['!DANGER', '수도 요금은 두 달 단위로 정산하고 올해 월세는 올리지 않는다.'],
  ['!DANGER', '소방 점검은 반년 단위로 하고, 차임 증액은 1년이 지나야 5% 이내로 한다.'],
  ['DANGER', '차임은 분기에 한 번 관리비를 정산하면서 3%씩 인상한다.'],
  ['DANGER', '보증금은 반년에 한 번 시세를 점검하여 조정한다.'],
  ['DANGER', '임차인은 우선변제권을 포기하는 것은 아니고 배당은 은행 다음 순서로 받기로 한다.'],
  ['DANGER', '배당요구를 포기하는 것은 아니고 미루는 것으로 한다.'],
  ['SAFE', '임차인이 대항력을 포기하는 건 아니고, 임차인은 새 집주인에게도 임차권을 주장할 수 있다.'],
];

const PROBE_CB_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A home bought at auction or re-let after a 전세사기 case, in a landlord's blog-read words; a rental business's
  // 부속 특약 and a machine-translated template.
  // 안 misspelt 않 before a verb; a consent "obtained" (득하여야); a claim against the new owner not made (대항하지 않는다).
  ['DANGER', '임차인은 최우선변제를 요구 않하기로 한다.'],
  ['DANGER', '세입자는 확정일자를 않받기로 한다.'],
  ['SAFE', '임대인은 세입자의 확정일자 신청을 막지 않하기로 한다.'],
  ['DANGER', '임차인이 전입신고를 하려면 미리 임대인의 동의를 득해야 한다.'],
  ['SAFE', '임차인은 임대인의 승낙을 득한 경우에만 반려동물을 기를 수 있다.'],
  ['DANGER', '소유자가 바뀌면 임차인은 새로운 주인에게 임차권으로 대항하지 않기로 한다.'],
  // Charges paid apart by the tenant; the deposit unreturned as a remedy's condition; an auction named as how the
  // landlord bought, beside a waiver of complaints about defects.
  ['SAFE', '인터넷 사용료는 별도로 임차인이 납부한다.'],
  ['SAFE', '계약이 끝난 뒤 보증금이 반환되지 아니한 경우 임차인은 임차권등기명령을 신청할 수 있다.'],
  ['SAFE', '임대차가 끝났는데 보증금이 반환되지 아니하면 임차인은 임차권등기명령을 신청할 수 있다.'],
  ['CAUTION', '이 집은 공매로 매수한 집이라 지금 상태 그대로 빌려주며, 있는 하자에 대해 임차인은 이의하지 않는다.'],
  ['DANGER', '경매로 산 집이지만 다시 경매에 넘어가도 임차인은 배당요구를 하지 않는다.'],
  // Entry kept to emergencies (제624조), which the reader trained with CB had taken for entry at will; not beside "언제든".
  ['SAFE', '누수 같은 긴급한 경우에 한하여 임대인은 임차인에게 알린 뒤 들어갈 수 있다.'],
  ['DANGER', '긴급한 경우는 물론이고 필요하면 언제든 임대인은 집에 들어갈 수 있다.'], // Look-alikes of v76's readings (a review's): the rest of the deposit taken in other endings, or a part kept and the
  // rest returned; a bill the landlord sets; a waiver "not made" and then kept, or taken back by an agreement or a loan;
  // an emergency that limits a call, not the entry; a rise tied back across a comma, or in a clause about the rent.
  ['DANGER', '세입자가 관리비를 세 번 밀리면 남은 보증금은 임대인이 갖고 계약을 끝낸다.'],
  ['DANGER', '반려동물을 몰래 들이면 남은 보증금은 임대인이 가져감.'],
  ['DANGER', '임차인이 두 번 계약을 어기면 남은 보증금은 임대인이 갖도록 한다.'],
  ['!DANGER', '월세 두 달치를 보증금에서 몰수하고 나머지 보증금은 만기에 돌려준다.'],
  ['CAUTION', '가스요금은 별도로 임차인이 내되 금액은 집주인이 정한 대로 한다.'],
  ['SAFE', '임차인은 최우선변제권을 포기하는 것은 아니고, 법에 따라 보호받는다.'],
  ['SAFE', '우선변제권을 포기하는 건 아니고, 임차인은 배당요구를 제한 없이 할 수 있다.'],
  ['DANGER', '갱신요구권을 포기하는 것은 아니고, 임차인은 임대인과 합의한 때에만 행사할 수 있다.'],
  ['DANGER', '대항력을 포기하는 것은 아니고, 전입신고는 임대인 대출이 실행된 날에 한다.'],
  ['SAFE', '대항력을 포기하는 것은 아니고, 임대인은 계약 기간에 근저당을 새로 설정하지 않는다.'],
  ['DANGER', '임대인은 화재 같은 긴급한 경우에만 연락하고 들어가되, 평소에도 점검을 위해 임의로 들어갈 수 있다.'],
  ['!SAFE', '임대인은 응급 상황에서만 들어가는 것은 아니며 필요하면 언제 들어가도 된다.'],
  ['!SAFE', '누수 같은 긴급한 경우에만 연락을 드리고, 임차인이 집에 없을 때는 임대인이 알아서 들어가 본다.'],
  ['DANGER', '차임은 반기마다 시세를 점검하고, 그 결과에 따라 올린다.'],
  ['DANGER', '월세는 3개월 단위로 정산하고, 그때 3%씩 올린다.'],
  ['DANGER', '임대인은 분기 단위로 월세를 점검하고, 물가가 오르면 그만큼 인상한다.'],
  ['!DANGER', '반년에 한 번 소독을 하고, 월세는 계약 기간 동안 인상하지 않는다.'],
  ['DANGER', '보증금을 돌려받지 못한 상태로 임차인이 이사하면 남은 보증금은 임대인이 가진다.'],
  ['DANGER', '세입자가 확정일자를 않받고 전입만 한다.'],
];

const PROBE_CC_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // Military, public-servant and company housing let to an employee, and a renewal with a tenant hurt by a 전세사기
  // elsewhere; elderly or disabled tenants placed through a welfare office, and a first 신혼 lease with the parents' notes.
  // 전출 as a job's transfer; the lease ended with the job; the 2-year claim "채워 달라"; a consent as the condition.
  ['SAFE', '임차인이 전출 발령을 받아 중도에 나가려면, 다음 세입자를 구하는 중개보수는 임차인이 낸다.'],
  ['DANGER', '임차인이 회사를 그만두거나 다른 곳으로 발령이 나면 이 계약은 그날로 종료된 것으로 한다.'],
  ['!DANGER', '임차인이 다른 지역으로 발령이 나면 임차인은 계약을 해지할 수 있다.'],
  ['DANGER', '계약은 1년으로 하고, 세입자는 나중에 2년 채워 달라는 요구를 하지 않는다.'],
  ['DANGER', '확정일자는 임대인이 허락하면 받는다.'],
  ['SAFE', '임대인이 동의하면 임차인은 벽에 못을 박을 수 있다.'],
  ['DANGER', '계약 기간은 1년이고, 임차인은 2년을 채워 달라고 하지 않는다.'],
  // Showings at a time the landlord sets "as he likes" (정하는 대로), which the reader trained with CC had let through.
  ['CAUTION', '집 보러 올 때 세입자는 협조해야 하고 시간은 집주인이 정하는 대로 맞춰주며 사진도 찍을 수 있음'],
  ['SAFE', '집을 보여 주는 날짜와 시간은 임차인과 미리 협의해서 정한다.'],
  // Look-alikes of v77's readings (a review's): a 전출 명령 that ends the lease; the tenant's own two years said with a
  // short term; the renewal right made to wait for the landlord's word.
  ['DANGER', '세입자가 전출 명령을 받는 경우 이 계약은 그날로 끝나는 것으로 하고 바로 집을 비운다.'],
  ['!DANGER', '계약 기간은 1년으로 하되 세입자가 원하면 2년까지 거주할 수 있다.'],
  ['DANGER', '임차인은 집주인이 동의할 때 계약갱신요구권을 쓸 수 있다.'],
];

const PROBE_CD_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A landlord after the rental business's registration was cancelled, renewing with the sitting tenant; short stays
  // (한달살기) let by text message; an office letting to foreign tenants with English or Chinese words; a switch to 반전세.
  // The parties and the deposit named in English or Chinese (tenant, landlord, deposit, 押金, 房东).
  ['DANGER', '다음 tenant가 구해지면 그 사람 deposit 받아서 돌려드립니다.'],
  ['DANGER', '房东은 임차인이 없을 때도 비밀번호로 들어갈 수 있다.'],
  ['!DANGER', 'landlord는 tenant의 동의를 받고 방문한다.'],
  ['SAFE', 'Rent는 매월 25일에 landlord 계좌로 보낸다.'],
  // Look-alikes of v78's readings (a review's): the lease ended with a job's transfer, written close or bare; the
  // renewal or the stay past the term made to wait for the landlord's word, and the right already used or kept beside
  // it; a short term whose two years wait for the landlord; entry on notice alone, not kept to emergencies, or by the
  // code the landlord knows; the 계약금 alone returned by the landlord too; a term said not to mean a waiver.
  ['DANGER', '세입자가 지방으로 발령나면 그날로 계약 끝난걸로 하고 바로 방 빼기로 함.'],
  ['DANGER', '임차인이 전출 명령을 받을경우 이계약은 종료된것으로 한다.'],
  ['DANGER', '임차인이 해외 주재원으로 파견 발령을 받으면 임대차는 파견일에 소멸하며 임차인은 이의를 제기하지 않는다.'],
  ['DANGER', '임차인이 계속 거주를 원하더라도 직장 발령이 나면 계약은 그 시점에 종료된다.'],
  [
    'DANGER',
    '임차인에게 전근 발령이 있는 경우 계약은 종료되는 것으로 하며, 임차인은 남은 기간의 거주를 주장하지 않는다.',
  ],
  ['DANGER', '계약 만료 시 임대인이 허락하는 경우에 한하여 임차인은 계약 갱신을 요구할 수 있다.'],
  ['DANGER', '임차인의 계약갱신요구는 임대인의 동의가 있어야 효력이 생긴다.'],
  ['DANGER', '기간 만료 후 연장은 임대인이 동의하면 할 수 있다.'],
  ['DANGER', '2년 끝나고 더 살지는 집주인이 오케이 해야 가능함.'],
  ['DANGER', '계약갱신은 임대인의 승낙을 조건으로 한다.'],
  ['DANGER', '계약갱신요구권은 임대인 허락시에만 쓸수있음.'],
  ['DANGER', '임차인의 갱신 요구는 임대인이 받아들이는 경우에 한하여 인정된다.'],
  ['DANGER', '임차인은 만기 후 계속 거주하려면 임대인의 허락을 받아야 하고, 허락이 없으면 만기일에 퇴거한다.'],
  ['DANGER', '임대차기간은 1년으로 하고, 1년 후 계속 거주는 임대인이 승낙한 경우에만 가능하다.'],
  ['DANGER', '기간은 6개월로 하고 만기가 되면 임차인은 이의 없이 퇴거한다.'],
  ['DANGER', '1년 계약이며 임차인이 2년을 원하더라도 임대인이 동의하지 않으면 1년 만료로 종료한다.'],
  ['DANGER', '1년 계약으로 하고 2년 거주는 집주인이 동의해 줄 때만 가능한 걸로 함.'],
  ['DANGER', '임대인은 사전 통보만으로 주택에 출입하여 관리 상태를 확인할 수 있다.'],
  ['DANGER', '임대인의 주택 출입은 긴급한 경우에 한정되지 아니한다.'],
  ['DANGER', '임차인이 부재중이더라도 임대인은 하루 전 문자로 알리기만 하면 집에 들어가 점검할 수 있다.'],
  [
    'DANGER',
    '임차인이 계약금을 포기하는 것과 마찬가지로, 임대인도 받은 계약금을 돌려주기만 하면 계약을 해제할 수 있다.',
  ],
  ['DANGER', '현관 비번은 저도 알고 있어서 청소 상태 확인하러 가끔 들를게요. 안 계실 때 가니까 신경 안 쓰셔도 돼요.'],
  ['DANGER', '押金(deposit)은 다음 tenant가 들어와서 押金을 내면 그 돈으로 돌려줍니다.'],
  ['!DANGER', '이 계약은 갱신요구권 행사로 갱신된 계약이며, 만료 후 재계약은 임대인이 동의하는 경우에 할 수 있다.'],
  ['!DANGER', '임대인은 임차인이 원하면 언제든지 하자를 점검하러 방문한다.'],
  [
    '!DANGER',
    '이번 재계약은 서로 합의해서 하는 거라 계약갱신요구권을 쓴 걸로 보지 않아요. 다음 만기 때 갱신요구권 그대로 쓰실 수 있어요.',
  ],
  ['!DANGER', '계약 끝나기 전에 landlord가 원하는 시간에 집 보여주기와 사진 촬영에 tenant는 협조한다.'],
  ['!DANGER', '이 특약의 어떤 내용도 tenant의 우선변제권이나 배당요구를 포기한다는 뜻이 아니다.'],
  [
    '!DANGER',
    '임차인이 이미 계약갱신요구권을 1회 행사하였으므로, 이번 기간 만료 후의 연장은 임대인과 임차인이 합의하는 경우에 한한다.',
  ],
  ['!DANGER', '임대인은 임차인이 계약갱신을 요구하면 이에 동의한다.'],
  ['!DANGER', '임차인의 계약갱신요구권과 별도로, 갱신된 기간까지 모두 지난 뒤에도 쌍방 합의로 계약을 연장할 수 있다.'],
  ['!DANGER', '계약갱신요구권은 임차인에게 있으며 임대인의 동의 여부와 관계없이 행사할 수 있다.'],
  ['!DANGER', '기간은 1년이고, 세입자가 원하면 2년 채워서 살아도 됨.'],
  ['!DANGER', '임대인의 출입은 누수·가스 누출 같은 긴급 상황으로 한정하며, 그 외에는 임차인 동의를 받는다.'],
  ['!DANGER', '정기 점검은 연 1회로 하며 일시는 임차인과 합의하여 정한다.'],
  ['!DANGER', '임차인이 다른 지역으로 발령이 나면 임차인은 계약을 해지할 수 있다.'],
  ['!DANGER', '임차인이 전출 발령을 받아 중도에 나가려면, 다음 세입자를 구하는 중개보수는 임차인이 낸다.'],
  ['!DANGER', '임대인은 방문 전에 임차인과 일정을 협의하고 방문한다.'],
  ['!DANGER', '임대인은 하자 점검을 위해 방문할 경우 사전에 임차인에게 통보하고 동의를 얻는다.'],
  [
    '!DANGER',
    '이번 재계약은 서로 합의해서 하는 거라 계약갱신요구권을 쓴 걸로 보지 않아요. 다음 만기 때 갱신요구권 그대로 쓰실 수 있어요.',
  ],
  ['!DANGER', '계약 끝나기 전에 landlord가 원하는 시간에 집 보여주기와 사진 촬영에 tenant는 협조한다.'],
  ['!DANGER', '이 특약의 어떤 내용도 tenant의 우선변제권이나 배당요구를 포기한다는 뜻이 아니다.'],
  ['!DANGER', '임대인은 임차인이 원하면 언제든지 하자를 점검하러 방문한다.'],
  ['CAUTION', '자동 연장된 뒤 세입자가 나가려면 임대인의 승낙을 받아야 한다.'],
  ['DANGER', '세입자가 다른 도시로 전근 가게 되면 계약은 그날 끝난 것으로 하고 한 달 안에 집을 비운다.'],
  ['DANGER', '만기 뒤 더 살고 싶으면 주인 허락이 있어야 하고 없으면 나간다.'],
  ['!DANGER', '만기 뒤 더 살고 싶으면 2개월 전까지 임대인에게 알린다.'],
  ['DANGER', '임대인의 출입은 응급 상황에만 하는 것은 아니다.'],
  ['DANGER', '임대인은 전날 카톡만 주면 세입자 없을 때도 들어가서 점검할 수 있다.'],
  ['!DANGER', '임대인은 방문 전날 연락하고 임차인이 괜찮다고 한 시간에만 들어간다.'],
  ['SAFE', '어떤 조항도 임차인의 대항력이나 우선변제권을 포기한다는 의미가 아니다.'],
  ['!DANGER', '갱신요구권은 이미 한 번 써서 이번 만기 뒤 연장은 서로 합의할 때만 한다.'],
  ['DANGER', '계약금 포기하고 나가는 임차인처럼 임대인도 계약금만 돌려주면 계약을 없던 걸로 할 수 있다.'],
  ['CAUTION', '기간은 3개월로 하며 단기 숙박 요금으로 계산한다.'],
  // The tenant may change the code the landlord knew: the reader trained with CD had raised it.
  ['!DANGER', '도어락 비밀번호는 입주하는 날 임차인이 직접 바꿀 수 있다.'],
  ['DANGER', '도어락 비밀번호는 임대인도 알고 있으며 임차인은 바꾸지 않는다.'],
];

const PROBE_CE_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A 재건축 조합원 letting his home until the 이주, and a rural house let to a family moving back to the country; an app's
  // generated 특약 with fields ([임대인]) and checkboxes, and the tenant's corrections struck through (~~…~~ → 수정:).
  // Struck-through terms gone; a party written as a form's field; the landlord's family moving back to the country
  // (귀농); a 조합원's relocation loan (이주비 대출) paid with the rent.
  ['DANGER', '월세는 ~~50만원 유지~~ → 수정: 갱신 때 50만원에서 55만원으로 올린다.'],
  ['!DANGER', '중도 해지 시 ~~보증금의 30% 공제~~ 삭제 요청. 임차인은 다음 세입자 중개보수만 낸다.'],
  ['SAFE', '[임차인]은 잔금일에 전입신고와 확정일자를 받을 수 있고 [임대인]은 이에 협조한다.'],
  ['DANGER', '[임차인]은 계약기간 중 전입신고를 하지 않는다.'],
  ['DANGER', '딸 부부가 내려와 살게 되면 그때는 집을 비워 줘야 한다.'],
  ['!DANGER', '딸 부부가 내려와 살게 되더라도 계약기간 2년은 보장한다.'],
  ['DANGER', '조합 이주비 대출 이자는 세입자가 월세와 함께 보낸다.'],
  ['!DANGER', '임차인은 자기 전세대출 이자를 월세와 함께 은행에 낸다.'],
  ['!DANGER', '임대인은 임차인이 요청하면 언제든지 방문하여 고장 난 곳을 고쳐 준다.'],
  ['DANGER', '갱신 시 월세는 ~~월 68만원~~ → 수정: 월 60만원에서 64만원으로 올린다 (관리비 별도).'],
  ['CAUTION', '10. [임차인]이 중도 퇴거하면 ~~보증금 전액 몰수~~ → 수정: 월세 2개월분을 위약금으로 낸다.'],
  ['SAFE', '☑ [임대인]은 [임차인]의 전입신고를 막거나 미루도록 요구하지 않는다. 잔금일 당일 전입신고 가능.'],
  [
    '!DANGER',
    '1. [임대인]은 잔금일까지 기존 근저당권(채권최고액 6,000만원)을 말소하고, [임차인]의 전입일 다음 날까지 새 담보권을 설정하지 않는다. 위반 시 [임차인]은 계약을 해제할 수 있고 [임대인]은 손해를 배상한다.',
  ],
  ['SAFE', '갱신 시 차임 인상은 ~~7%~~ → 수정: 직전 인상 후 1년이 지난 경우에만 5% 이내에서 협의한다.'],
  ['SAFE', '확정일자는 [임차인]이 원할때 언제든 받을수있고 [임대인]은 이를 반대하지않는다'],
  [
    '!DANGER',
    '[임대인]은 잔금일 전까지 욕실 누수와 보일러를 수리한다. 못 하면 [임차인]이 수리하고 그 비용을 잔금에서 뺀다.',
  ],
  [
    'DANGER',
    '서울 사는 아들 내외가 귀농하게 되면 그때는 집을 비워 주셔야 합니다. 서로 섭섭지 않게 한 달 말미는 드리지요.',
  ],
  ['DANGER', '이주비 대출 이자 월 20만원은 살고 계신 분이 월세와 함께 납부한다.'],
  // Look-alikes of v79's readings (a review's): the lease ended by a posting however written (파견, 근무지 변경, 자동해지,
  // 종료 사유); the stay waiting for the landlord's 좋다고; entry with consent said not needed, without the tenant present,
  // or with no emergency limit; the right already used, not deemed used (간주하지 않음), or a term read as no restriction
  // (취지로 읽히지 않는다); the landlord barred from evicting by a cut or a new code.
  [
    'DANGER',
    '기간 만료 후 계속 거주는 임대인이 좋다고 할 때만 가능하고, 그렇지 않으면 임차인은 보증금을 돌려받고 즉시 집을 비워준다.',
  ],
  ['DANGER', '임대인은 미리 알리고 들어올수있다(임차인 승낙 필요없음).'],
  ['DANGER', '정기 점검을 위하여 임대인은 월 1회 통지 후 임차인의 입회 없이 출입할 수 있다.'],
  ['DANGER', '임대인은 전화 또는 문자 통보로 출입할 수 있으며, 긴급한 경우에만 출입한다는 제한은 두지 않는다.'],
  ['DANGER', '임차인의 전근이 확정되면 별도 의사표시 없이 그 날로 임대차가 종료된 것으로 본다.'],
  ['DANGER', '임차인이 해외 파견되는 경우 계약은 당연히 종료되며 임차인은 1개월 내 퇴거한다.'],
  ['DANGER', '세입자 회사에서 다른 지방으로 보내면 계약 끝난걸로 함.'],
  ['DANGER', '인사이동으로 임차인의 근무지가 변경되면 임대차계약은 효력을 잃는다.'],
  ['DANGER', '임차인 전근시 자동해지됨(임차인 의사 불문)'],
  ['DANGER', '임차인이 지방 발령을 받은 때에는 누구의 통지 없이도 계약이 종료한다.'],
  ['DANGER', '임차인의 직장 이동(발령·전근·파견 포함)은 계약의 종료 사유가 되며, 종료일은 발령일로 한다.'],
  ['DANGER', '임차인이 파견근무로 3개월 이상 집을 비우게 되면 계약은 그때 끝난다.'],
  ['!DANGER', '임차인이 해외 파견을 가더라도 계약은 유지되며, 임차인이 원하면 중도 해지할 수 있다.'],
  ['!DANGER', '임차인은 전근 등 사정이 생기면 해지를 선택할 수 있으며, 해지하지 않으면 계약은 그대로 계속된다.'],
  [
    '!DANGER',
    '임차인은 직전 계약에서 이미 계약갱신요구권을 1회 행사하였으므로, 이번 만기 후 재계약은 임대인이 허락하는 경우에 한하여 한다.',
  ],
  [
    '!DANGER',
    '이번 연장은 합의 갱신이며 갱신요구권 행사로 간주하지 않음. 임차인은 다음 만기에 갱신요구권을 쓸 수 있다.',
  ],
  ['!DANGER', '임대인은 임차인이 원하면 언제든지 점검하러 온다.'],
  ['!DANGER', '어떤 조항도 임차인의 임차권등기명령 신청권을 제한하는 취지로 읽히지 않는다.'],
  ['!DANGER', '임차인은 2023. 5. 1. 계약 당시 계약갱신요구권을 이미 1회 행사하였음을 확인한다.'],
  ['!DANGER', '임대인은 단수·단전이나 현관 비밀번호 변경으로 임차인을 내보낼 수 없다.'],
  ['!DANGER', '임차인은 도어락 비밀번호를 변경할 수 있고, 도어락이 자연 고장나면 수리비는 임대인이 부담한다.'],
  ['!DANGER', '벽지·바닥재 등 실내 인테리어 변경은 임대인의 승낙을 조건으로 한다.'],
  ['!DANGER', '임대인은 비상시에만 출입하며, 출입한 경우 즉시 임차인에게 알린다.'],
  ['DANGER', '임차인은 이번 재계약으로 갱신요구권을 이미 행사한 것으로 본다.'],
  ['DANGER', '이번 재계약은 계약갱신요구권을 행사한 것으로 간주한다.'],
  ['DANGER', '임대인은 단전이나 비밀번호 변경으로 임차인을 내보낼 수 있다.'],
  ['DANGER', '임차인이 해외 파견되면 임대차는 그날로 끝난 걸로 한다.'],
];

const PROBE_CF_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A 다가구 landlord's blunt list for all his tenants, and a tenant's parents writing down what they agreed; clauses
  // pasted into a community's Q&A (Korean number words, 갑/을, a table row flattened) and a corporate landlord's annex.
  // Moving out 'for' the buyer (이사하여 주기로); months in Sino-Korean words (삼 개월분); a return not delayed for a
  // reason (이유로 … 지체하지 아니한다) also in patterns 08 and 10's exceptions.
  ['DANGER', '집이 팔리면 세입자는 새 주인 입주 날짜에 맞춰 이사해 주기로 한다.'],
  ['CAUTION', '중도에 나가면 위약금으로 월세 사 개월분을 낸다.'],
  ['SAFE', '보증금은 만기일에 돌려주며 새 세입자가 없다는 이유로 반환을 연기하지 않는다.'],
  ['DANGER', '이번 계약으로 갱신권은 사용된 것으로 친다.'],
  ['DANGER', '임차인 근무지가 바뀌면 계약은 자동 종료.'],
  ['DANGER', '이주비 이자는 세입자가 매달 내 주는 조건이다.'],
  [
    '!DANGER',
    '임차인이 갱신요구권으로 갱신한 계약이므로 임차인은 언제든지 계약을 해지할 수 있고 3개월 뒤 효력이 생긴다.',
  ],
  ['!DANGER', '갱신요구권은 이번에 쓰지 않았으므로 다음 만기 때 그대로 남아 있다.'],
  [
    'DANGER',
    '매매가 성사되는 경우에는 계약기간이 남아 있더라도 임차인은 매수인의 입주 일정에 맞추어 통보일로부터 1개월 내에 이사하여 주기로 하며, 임대인은 이사비로 50만원을 지급하기로 한다.',
  ],
  ['CAUTION', '을 사정으로 중도 퇴실시 월세 삼 개월분을 위약금으로 내고 새 세입자 중개수수료도 을이 부담'],
  [
    'SAFE',
    '임대인은 임대차 종료일에 임차인의 목적물 명도와 동시에 임대차보증금을 반환하며, 신규 임차인의 입주 여부 또는 매각 여부를 이유로 그 반환을 지체하지 아니한다.',
  ],
  // Look-alikes of v80's readings (a review's): the right deemed used in other words (사용된 것으로, 쓴 걸로 칩니다,
  // 소진된 것으로 한다); a posting's automatic end (근무지 변경시 자동해지 됨, 직장이 … 옮겨지면); a 조합원's relocation loan
  // interest (이주비 이자, 내주시는); the right used before or kept (사용하였으므로, 그대로 남아 있다); the tenant's own
  // notice after a renewal (제6조의3 제4항); and near misses the mends must leave alone.
  ['!DANGER', '임대인 부모님의 귀향 여부는 본 계약에 아무런 영향을 미치지 않는다.'],
  ['!DANGER', '임차인의 부모님이 함께 거주하게 되는 경우 임차인은 임대인에게 미리 알린다.'],
  ['DANGER', '이주비 대출 이자(월 약 40만원)는 세입자분이 내주시는 조건입니다.'],
  ['DANGER', '재건축 이주비 이자는 임차인이 부담하고, 그 대신 차임은 시세보다 10만원 낮게 정한다.'],
  ['DANGER', '이주비대츨 이자 임차인 부담 (재건축 조합원 물건)'],
  ['!DANGER', '재건축 조합원인 임대인의 이주비 대출 이자는 임대인이 전액 부담하며 임차인에게 청구하지 않는다.'],
  [
    '!DANGER',
    '임대인은 재개발 조합의 이주 일정이 정해지면 임차인에게 즉시 알리며, 계약기간 중 퇴거를 요구하지 않는다.',
  ],
  ['!DANGER', '임차인은 본인의 전세자금대출 이자를 연체하지 않도록 하며, 이주비 대출 이자는 조합원인 임대인의 몫이다.'],
  ['DANGER', '임차인이 지방 발령을 받는 경우 임대차는 발령일로부터 1개월 후 종료된다.'],
  ['DANGER', '임차인 근무지 변경시 자동해지 됨.'],
  ['DANGER', '임차인에게 인사이동이 있는 경우 임대차계약은 별도의 의사표시 없이 종료된다.'],
  ['!DANGER', '회사에서 지방으로 보내더라도 세입자가 원하면 계약은 계속됩니다.'],
  ['!DANGER', '세입자가 부르면 집주인이 바로 와서 보일러 봐드립니다.'],
  ['!DANGER', '임대인은 임차인이 동의하는 경우에만 사진 촬영을 위해 방문할 수 있다.'],
  ['!DANGER', '임차인은 2024. 3. 1. 계약갱신요구권을 행사하였으며, 본 계약은 그에 따라 갱신된 계약이다.'],
  ['!DANGER', '본 계약은 임차인이 계약갱신요구권을 1회 사용하여 체결된 계약임.'],
  [
    '!DANGER',
    '임차인이 갱신요구권을 행사하여 갱신된 계약이므로, 임차인은 언제든지 해지를 통지할 수 있고 통지 후 3개월이 지나면 해지의 효력이 생긴다.',
  ],
  ['!DANGER', '임차인은 이번에 갱신요구권을 쓰지 않고 합의로 재계약하였으므로 갱신요구권은 그대로 남아 있다.'],
  [
    '!DANGER',
    '임대인은 임차인이 갱신요구권을 행사하지 않았음을 확인하며, 합의에 의한 재계약은 갱신요구권의 행사로 보지 않는다.',
  ],
  [
    '!DANGER',
    '임차인은 2022년에 갱신요구권을 사용하였으므로 이번 만기에는 갱신요구권이 없음을 확인하며, 재계약 여부는 양측이 협의한다.',
  ],
  ['DANGER', '합의에 의한 재계약이라도 임차인의 갱신요구권은 사용된 것으로 간주한다.'],
  ['DANGER', '이번에 월세 안 올리는 대신 갱신권 쓴 걸로 칩니다.'],
  ['DANGER', '본 계약 체결과 동시에 임차인의 계약갱신요구권은 소진된 것으로 한다.'],
  ['DANGER', '재계약시 갱신청구권 사용한걸로 간주함.'],
  ['DANGER', '갱신요구권은 이미 행사된 것으로 보며, 이에 대하여 임차인은 이의를 제기하지 않는다.'],
  ['!DANGER', '임차인은 ~~계약기간 중 전입신고를 하지 않는다~~ → 수정: 잔금일에 전입신고 및 확정일자를 받을 수 있다.'],
  [
    '!DANGER',
    '~~임대인은 주택을 매도하는 경우 임차인을 즉시 퇴거시킬 수 있다.~~ 삭제 요청. 주택이 매도되더라도 본 임대차는 새 소유자에게 그대로 승계된다.',
  ],
  [
    '!DANGER',
    '~~보증금은 새 임차인이 구해지면 반환한다~~ → 수정: 보증금은 임차인이 퇴거한 날로부터 14일 이내에 반환한다.',
  ],
  ['!DANGER', '임대인은 ~~언제든지~~ 임차인과 미리 협의한 날짜에만 집을 방문할 수 있다.'],
  [
    '!DANGER',
    '~~임차인은 계약갱신요구권을 행사하지 않기로 한다~~ (삭제 요청) 임차인은 주택임대차보호법에 따른 계약갱신요구권을 가진다.',
  ],
  [
    '!DANGER',
    '퇴실 청소비는 평형에 따라 10~15만원을 보증금에서 공제하고, 도배 상태에 따라 20~30만원을 추가로 공제한다.',
  ],
  [
    '!DANGER',
    '관리비는 월 8～10만원이며 항목은 일반관리비·청소비·승강기 유지비이고, 수도·전기요금은 3~4개월마다 실사용량대로 정산한다.',
  ],
  [
    '!DANGER',
    '~~보일러 고장 수리는 임차인 부담으로 한다~~ → 수정: 보일러 등 주요 설비의 수리는 임대인이 부담하고, 전구·필터 등 소모품은 임차인이 부담한다.',
  ],
  [
    '!DANGER',
    '~~임차인이 계약을 어기면 보증금 전액을 위약금으로 몰수한다~~ → 수정: 임차인 사정으로 중도 해지하는 경우 보증금의 10%를 위약금으로 한다.',
  ],
  ['!DANGER', '계약기간은 ~~1년~~ → 수정: 2년으로 하며, 차임은 갱신 시 0~5% 범위에서 협의한다.'],
  ['!DANGER', '【임대인】은 잔금일까지 등기부상 근저당권을 말소하고, 【임차인】은 잔금일에 전입신고를 한다.'],
  ['!DANGER', '[임차인]은 퇴실 시 청소비 20만원을 보증금에서 공제하는 데 동의한다.'],
  ['!DANGER', '[임차인]은 반려동물을 기르지 않으며, 실내에서 흡연하지 않는다.'],
  [
    '!DANGER',
    '[임대인]이 보증금 반환을 지체하면 [임차인]은 임차권등기명령을 신청할 수 있고, 그 비용은 [임대인]이 부담한다.',
  ],
  ['!DANGER', '[갑]의 재산세와 종합부동산세는 [을]이 부담한다.'],
  ['!DANGER', '[집주인] 전세대출 서류 다 협조해드릴게요. [세입자] 네 감사합니다.'],
  ['!DANGER', '[세입자] 확정일자는 잔금 날 바로 받을게요. [집주인] 네 그렇게 하세요.'],
  ['!DANGER', '[세입자] 보일러 고장 나면 어떻게 하죠? [집주인] 그건 제가 바로 고쳐드릴게요, 비용도 제가 내요.'],
  ['!DANGER', '[집주인] 퇴실하실 때 청소비 15만원은 보증금에서 빼고 드릴게요. [세입자] 네 알겠습니다.'],
  ['!DANGER', '[임대인] 반려동물은 안 됩니다. [임차인] 네, 안 키울게요.'],
];

const PROBE_CG_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A 전세 landlord in quiet trouble wording risks as courtesies, with the tenant's broker's notes after them; a
  // landlord letting part of his own house, and a student's parent renting a 원룸 by SMS.
  // The next student or tenant to come (다음 학기 들어올 학생); a broker's note recording a correction agreed (… 하기로
  // 수정 합의) or a term added; a shared meter split at the landlord's word; the tenant's guarantee refused.
  ['DANGER', '보증금은 다음 달 들어올 세입자 보증금 받으면 바로 돌려드려요.'],
  ['!SAFE', '공용 수도요금은 집주인이 정한 비율로 나누고 수시로 조정한다.'],
  ['DANGER', '임차인은 입주 즉시 전입신고를 한다. (중개사 메모: 임대인 대출 실행 후에 전입신고를 하기로 수정 합의)'],
  [
    '!DANGER',
    '임대인은 보증보험 가입에 협조하며, 임대인 사유로 보증 가입이 거절되면 계약을 해제하고 받은 돈 전부를 돌려준다.',
  ],
  ['DANGER', '이번 재계약은 갱신요구권이 행사된 것으로 처리함.'],
  ['!DANGER', '이번 재계약으로 갱신요구권이 소진되지 아니한다.'],
  ['!DANGER', '임대인은 다음 임차인이 구해지지 않았다는 사유로 보증금 반환을 늦출 수 없다.'],
  ['DANGER', '관리처분 후 이주비 이자는 세입자 몫으로 한다.'],
  [
    '!DANGER',
    '보일러, 배관 등 모든 설비 수리는 임차인 부담으로 한다. (중개사 확인: 협의하여 보일러·배관·누수 등 주요 설비는 임대인 부담, 전구·필터 등 소모품만 임차인 부담으로 정정, 양측 날인)',
  ],
  [
    'DANGER',
    '임차인은 잔금일에 전입신고와 확정일자를 마친다. (중개사 확인: 임대인 요청으로 전입신고는 잔금 후 7일 이내 임대인이 알려주는 날에 하기로 수정 합의함)',
  ],
  [
    '!SAFE',
    "보증금은 임차인 퇴거 후 1개월 이내에 반환한다. (중개사 확인: 임대인 요청으로 '다음 임차인의 보증금이 입금된 후' 반환하는 것으로 추가 합의함)",
  ],
  ['DANGER', '보증금은 다음 학기 들어올 학생 보증금 받는 대로 바로 보내드릴께요 어머님~ 저희 집은 늘 금방 나가요ㅎㅎ'],
  [
    'CAUTION',
    '공동 계량기인 전기·수도·가스 요금은 주인이 사정에 맞게 정한 비율로 매달 청구하며, 비율은 주인이 수시로 조정할 수 있다.',
  ],
  [
    'SAFE',
    '임대인은 임차인의 전세보증금반환보증 가입과 전세자금대출 실행에 필요한 서류를 신속히 제공한다. 임대인 사유로 보증 가입이 거절되면 계약을 해제하고 받은 금액 전부를 즉시 반환한다.',
  ],
  // Look-alikes of v81's readings (a review's): the right deemed used (행사된 것으로 처리한다, 사용분으로 간주) and
  // not (간주하지 아니한다, 쓴 걸로 안 칩니다, 소진되지 않으며); a return not delayed for a 사유, or 무관하며; a
  // 조합원's relocation loan interest as the tenant's 몫.
  ['!DANGER', '임대인이 주택을 매도하여 임차인이 계약 만료일에 퇴거하는 경우 임대인은 이사비 50만원을 지급해 드린다.'],
  ['!DANGER', '임대인은 다음 임차인이 정해지지 않았다는 사유로 보증금 반환을 거절하거나 늦출 수 없다.'],
  ['!DANGER', '임대인은 매각 절차가 진행 중이라는 이유로 보증금 반환을 유보하지 아니하고 만료일에 반환한다.'],
  ['!DANGER', '보증금 반환은 후속 임차인의 입주와 무관하며, 임대인은 만료일 당일 이를 반환한다.'],
  ['DANGER', '차임을 5% 이내로만 올리는 대신 임차인의 갱신요구권은 행사된 것으로 처리한다.'],
  ['DANGER', '이번 연장은 갱신요구권 사용분으로 간주되며 임차인은 추후 이의를 제기할 수 없다.'],
  ['!DANGER', '이번 합의 갱신으로 갱신요구권이 소진되지 않으며 임차인은 만료 시 이를 행사할 수 있다.'],
  ['!DANGER', '이 계약은 임차인의 계약갱신요구권이 사용된 것으로 간주하지 아니한다.'],
  ['!DANGER', '갱신요구권 쓴 걸로 안 칩니다. 다음 만기 때 쓰시면 됩니다.'],
  ['DANGER', '관리처분 후 조합원 이주비 이자가 발생하면 그 이자는 임차인 몫으로 한다.'],
];

const PROBE_CH_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A winning bidder re-letting to the former tenant, and a sublease; an elderly 상가주택 landlord's own 특약 and a
  // broker's renewal agreement.
  // The landlord's words for the tenant and the rent (세든 사람, 방세); a claim said to be none (살겠다는 소리는 안
  // 하기로); what remains forfeited as 위약금; a fee fixed as each month goes (그달그달 보고); consent given in advance
  // (동의한걸로); a renewal by agreement, the right not used (행사하지 아니한 합의 갱신); an unpaid deposit the new owner
  // takes on; an agreement with the head lease's landlord, no ground against the 전차인.
  ['DANGER', '세든 사람은 계약이 1년이니 2년 더 살겠다는 말은 안 하기로 함.'],
  ['DANGER', '계약기간은 1년으로 하고 임차인은 2년 살겠다는 얘기는 하지 않기로 한다.'],
  ['DANGER', '방세를 두 달 밀리면 주인이 계약을 끝내고 남은 보증금은 위약금으로 주인이 전부 가진다.'],
  ['!SAFE', '관리비는 계단 청소비랑 공동 전기료 합쳐서 주인이 그때그때 봐서 정해 받음.'],
  ['DANGER', '건물 담보로 대출을 더 받더라도 세든 사람은 미리 동의한걸로 본다.'],
  [
    '!DANGER',
    '이번 재계약은 임차인이 갱신요구권을 행사하지 않은 합의 재계약이므로 갱신요구권은 다음 만기에 쓸 수 있다.',
  ],
  ['!DANGER', '새 소유자는 종전 임차인이 배당받지 못한 보증금 800만원을 떠안아 이번 계약 보증금의 일부로 인정한다.'],
  ['DANGER', '전대인이 원임대인과 합의하여 원래 임대차를 기간 중에 해지할 때에는, 전차인은 통보 후 5일 안에 퇴거한다.'],
  ['!DANGER', '임대인이 계약기간 중에 계약을 끝내려면 임차인과 합의하여야 한다.'],
  ['!DANGER', '관리비는 월 5만원(청소, 공용전기)이고 임대인 대출 이자는 관리비에 넣어 청구하지 않는다.'],
  ['SAFE', '방세는 직전 인상 후 1년이 지나야 5% 이내로 올릴 수 있음.'],
  ['DANGER', '세든사람은 이사 와도 전입신고를 안 하기로 함.'],
  ['DANGER', '세든사람은 주인이 집을 팔면 한 달 안에 나가기로 함.'],
  ['!SAFE', '관리비는 엘리베이터 청소비 포함해서 주인이 그달그달 보고 정해서 받음.'],
  ['!SAFE', '관리비는 주인이 달마다 봐서 결정해 받는다.'],
  ['DANGER', '임대인이 집을 담보로 대출을 받아도 임차인은 미리 동의한걸로 한다.'],
  ['DANGER', '남은 보증금은 위약금으로 임대인이 모두 갖는다.'],
  ['DANGER', '계약기간은 1년이고 세든 사람은 더 있겠다고 말하지 않기로 한다.'],
  ['DANGER', '주인이 건물로 대출을 더 받는 것은 세든사람이 동의한걸로 함.'],
  // Look-alikes of v82's readings (a review's): the next student (신학기 입실, 새 학생); the money paid returned on a
  // next tenant when the lease is undone; a delay denied (늦출 사유가 되지 못한다, 늦추는 것은 허용되지 않는다, 어떠한
  // 사유로도); a loan as the means of a dated return; 구하기 전이라도; the next tenant's own deposit; a loan's interest
  // kept out of the fee.
  ['DANGER', '보증금은 다음 학기 새 학생 들어와서 보증금 내면 그때 돌려드림.'],
  ['DANGER', '보증금은 신학기에 입주할 학생이 잔금을 내는 대로 반환한다.'],
  ['DANGER', '대출 승인이 안 나서 계약을 해제하면 임대인은 다음 세입자를 구한 후에 계약금을 돌려준다.'],
  ['!DANGER', '중도금 전까지 임대인은 계약금의 배액을 돌려주고 계약을 해제할 수 있다.'],
  ['!DANGER', '매매가 안 됐다는 사정은 보증금 반환을 미룰 이유가 되지 못한다.'],
  ['!DANGER', '새 세입자를 못 구했다는 핑계로 보증금 반환을 늦추는 것은 허용되지 않는다.'],
  ['!DANGER', '임대인은 어떠한 사유로도 보증금 반환을 만기일 뒤로 미루지 않는다.'],
  ['!DANGER', '임대인은 담보 대출금으로 만기일에 보증금을 전부 돌려준다.'],
  ['!DANGER', '다음 임차인을 구하기 전이라도 임대인은 만기일에 보증금을 반환한다.'],
  ['!DANGER', '임대인은 만기일에 보증금을 돌려주며, 다음 세입자의 보증금은 임대인이 별도로 받는다.'],
  ['DANGER', '보증보험 가입이 안 되어 계약을 해제하는 경우 임대인은 후속 임차인이 들어온 뒤 계약금을 반환한다.'],
  ['!DANGER', '임대인은 새 임차인 미확보나 매매 지연 등 어떠한 사유로도 보증금 반환을 만기일 뒤로 미루지 않는다.'],
  [
    'SAFE',
    '임차인은 관리비 월 7만원(항목: 청소, 승강기)을 내며, 임대인의 이주비 대출 이자는 관리비에 포함하지 아니한다.',
  ],
];

const PROBE_CI_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A home let out of a real-estate trust, and a broker's reassuring 전세 pitch; a public 전세임대's three-party
  // terms, and a subsidised young tenant's chat in Korean and English.
  // The 위탁자 who lets a home held in trust is the landlord (the 수탁자 a third party); a 전세임대 resident's
  // 입주자부담금 is the deposit; a single late payment said as 하루라도 늦으면, its own sentence after the due day.
  ['SAFE', '위탁자는 보일러와 배관 같은 주요 설비가 고장 나면 자기 비용으로 수리한다.'],
  ['SAFE', '위탁자는 임차인이 입주 당일 전입신고와 확정일자를 받는 것을 막지 않는다.'],
  ['!DANGER', '수탁자의 동의 없이 위탁자가 체결한 임대차는 수탁자에게 대항할 수 없음을 임차인에게 미리 알린다.'],
  ['DANGER', '입주자가 관리 규약을 어기면 입주자부담금은 전부 임대인에게 귀속된다.'],
  ['DANGER', '월세가 하루라도 늦으면 바로 방 빼셔야 돼요.'],
  ['DANGER', '차임이 한 번이라도 밀리면 임대인은 즉시 계약을 해지한다.'],
  ['!DANGER', '월세가 한 번 밀려도 계약을 해지하지 않으며, 2기 이상 연체한 때에만 해지할 수 있다.'],
  ['DANGER', '월세는 매달 10일까지예요. 하루라도 늦으면 그날로 계약 끝이에요.'],
  ['DANGER', '관리비 포함 월세 55만원, 하루만 늦어도 계약은 끝난 걸로 봐요.'],
  ['DANGER', '월세 내는 날 하루라도 늦으면 계약 종료야 🙅'],
  // Look-alikes of v83's and v84's readings (a review's): the right said to be there for later (다음 만기 때 쓸 수
  // 있음) or to remain (갱신요구권(1회)은 그대로 남음); the right deemed used (행사했다고 보고); a sublet whose 전차인 is
  // sent away with the head lease, no consent in question; an unpaid distribution (배당에서 못 받은) the bidder takes on.
  ['!DANGER', '이번 연장은 합의로 한 것이고 세입자 갱신권은 다음 만기에 쓸 수 있음.'],
  ['!DANGER', '이번 갱신은 합의 갱신이므로 임차인의 갱신요구권(1회)은 그대로 남음.'],
  ['DANGER', '갱신요구권은 행사했다고 보고 이번 만기에 무조건 집을 비운다.'],
  ['!SAFE', '전대인이 원래 집주인이랑 계약 끝내면 전차인도 그 달 안에 나가야 함.'],
  ['!DANGER', '낙찰자는 종전 세입자가 배당으로 못 받은 보증금 500만원을 떠안고 새 계약 보증금으로 인정한다.'],
  ['!DANGER', '세입자는 갱신청구권을 아직 안 쓴 상태라 다음 만기 때 쓸 수 있음.'],
  ['!DANGER', '합의로 1년 연장, 갱신권 안 쓴 걸로 하고 나중에 쓸 수 있음.'],
  ['SAFE', '경매가 끝나면 낙찰자는 세입자가 배당에서 못 받은 보증금 800만원을 인수하여 새 계약 보증금으로 인정한다.'],
];

const PROBE_CJ_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A daughter's lease for her elderly father, with the landlord's chat copied in; an 오피스텔 let as a home and a
  // registered rental's administrative terms; a landlord in a redevelopment zone.
  // A negation inside a condition's either-or (연락이 안 되거나 … 경우) forbids nothing; a count in figures then in
  // words (30일(삼십일)) is one count; a transfer to the tenant's account far after 보증금 is its return; terms valid
  // only within the law, or a contract on the standard form, restate the law; a termination for that reason alone
  // denied with no one named is the landlord's; the family's succession on the tenant's death (제9조) kept; a rise capped
  // at an amount on a base named (80만원 기준으로 4만원을 넘지 않는다) is read as its share.
  ['DANGER', '세입자가 두 달 넘게 전화를 안 받거나 집에 들어오지 않는 경우 집주인은 계약을 끝내고 짐을 빼낼 수 있다.'],
  ['SAFE', '임차인이 전화를 안 받거나 집을 오래 비운 경우에도 임대인은 그 이유로 계약을 해지하지 않는다.'],
  ['CAUTION', '보증금은 이사 나간 날부터 14일(십사일) 안에 돌려준다.'],
  ['CAUTION', '월세는 2개월(두 달)분을 미리 낸다.'],
  [
    'CAUTION',
    '전세금은 세입자가 집을 비우고 관리비와 가스·전기 요금 정산까지 모두 끝낸 다음 20일 이내에 세입자 명의 계좌로 이체한다.',
  ],
  ['SAFE', '이 특약은 주택임대차보호법에 위반되지 않는 범위 내에서만 효력이 있다.'],
  ['SAFE', '이 계약서는 국토교통부 주택임대차표준계약서 양식에 따라 작성하였다.'],
  ['!SAFE', '특약은 주택임대차보호법과 다르더라도 유효하다.'],
  ['SAFE', '임차인이 해외 출장으로 몇 달 집을 비워도 그 사유만으로 계약을 해지하지 않는다.'],
  ['DANGER', '임차인이 한 달 이상 집을 비우면 그 사유만으로도 임대인은 계약을 해지할 수 있다.'],
  ['!SAFE', '임차인이 사망하면 가족이 살고 있어도 계약은 끝나고 가족은 승계할 수 없다.'],
  ['CAUTION', '보증금은 퇴실일로부터 2개월(두 달) 후에 돌려준다.'],
  ['CAUTION', '보증금은 방을 비우고 열쇠를 반납한 날부터 7일(칠일) 이내에 정산하여 돌려준다.'],
  [
    'SAFE',
    '임차인이 사망하면 제9조에 따라 함께 살던 자녀가 임차인의 권리와 의무를 승계하며, 전세금은 그 자녀에게 반환한다.',
  ],
  ['CAUTION', '보증금은 관리비 정산이 끝나고 30일(삼십일) 이내에 돌려준다.'],
  ['SAFE', '재계약할 때 월세 인상은 현재 월세 80만원 기준으로 4만원을 넘지 않는다.'],
  ['!SAFE', '재계약할 때 월세 인상은 현재 월세 80만원 기준으로 10만원을 넘지 않는다.'],
];

const PROBE_CK_CASES: Array<readonly [RiskLevel | `!${RiskLevel}`, string]> = [
  // A company's lease for an employee sent from abroad, with the landlord's handwritten additions; a co-living
  // operator's app terms, and a wary tenant's counter-proposals; and a review of v86's readings.
  // The renewal right not to be used is the tenant's whoever is named; a next member is a next tenant, and 멤버님 the
  // tenant; a rise each year in 만 without 원, on a base in brackets after it (10만씩 올림 (현재 150만)), is read as
  // its share; a charge doubled (관리비는 2배로 부과) is a cost the tenant bears; 관리비's items and amounts left to the
  // landlord's agent or manager are at his discretion.
  ['DANGER', '회사는 만기가 되어도 계약갱신요구권을 사용하지 않는다.'],
  ['!DANGER', '회사는 지난 계약에서 계약갱신요구권을 행사하지 않았음을 확인한다.'],
  ['!DANGER', '회사는 직원이 계약갱신요구권을 행사하지 않는 경우 만기에 보증금을 바로 돌려받는다.'],
  ['DANGER', '보증금은 새 멤버가 들어와서 보증금을 낸 다음에 돌려드려요.'],
  ['SAFE', '보증금은 새 멤버가 들어오는지와 상관없이 퇴실일에 바로 돌려드려요.'],
  ['DANGER', '관리비 말고 월세는 해마다 8만씩 인상 (지금 100만).'],
  ['!DANGER', '월세는 해마다 3만씩 인상 (지금 100만).'],
  [
    'DANGER',
    '건물이 매각되면 운영사는 2주 전 통지로 멤버십을 끝낼 수 있고, 멤버님은 새 소유자에게 계속 거주를 요구하지 않아요.',
  ],
  ['CAUTION', '장기 출장으로 비우더라도 그 이유만으로 해지하지 않지만, 비운 달의 관리비는 2배로 부과한다.'],
  ['CAUTION', '관리비는 매월 12만원으로 하고, 그 항목과 금액은 해마다 임대인 대리인이 정한다.'],
  ['CAUTION', '관리비는 고지서대로 내되 그 항목과 금액은 임대인 측 관리인이 정한다.'],
];

/** The cases answered otherwise than wanted (`!LEVEL`: anything but that level), one line each. */
function misanswered(cases: ReadonlyArray<readonly [string, string]>): string[] {
  return cases
    .filter(([want, clause]) => {
      const got = verdictOf(clause).riskLevel;
      return want.startsWith('!') ? got === want.slice(1) : got !== want;
    })
    .map(([want, clause]) => `${clause} → ${verdictOf(clause).riskLevel}, wanted ${want}`);
}

describe('look-alikes of the readings added from the probes', () => {
  it('keep their meaning: no protective or ordinary clause becomes DANGER, no danger is let through', () => {
    assert.deepEqual(misanswered(LOOK_ALIKES), []);
  });

  const probeCases = {
    BJ: PROBE_BJ_CASES,
    BK: PROBE_BK_CASES,
    BL: PROBE_BL_CASES,
    BM: PROBE_BM_CASES,
    BN: PROBE_BN_CASES,
    BO: PROBE_BO_CASES,
    BP: PROBE_BP_CASES,
    BQ: PROBE_BQ_CASES,
    BR: PROBE_BR_CASES,
    BS: PROBE_BS_CASES,
    BT: PROBE_BT_CASES,
    BU: PROBE_BU_CASES,
    BV: PROBE_BV_CASES,
    BW: PROBE_BW_CASES,
    BX: PROBE_BX_CASES,
    BY: PROBE_BY_CASES,
    BZ: PROBE_BZ_CASES,
    CA: PROBE_CA_CASES,
    CB: PROBE_CB_CASES,
    CC: PROBE_CC_CASES,
    CD: PROBE_CD_CASES,
    CE: PROBE_CE_CASES,
    CF: PROBE_CF_CASES,
    CG: PROBE_CG_CASES,
    CH: PROBE_CH_CASES,
    CI: PROBE_CI_CASES,
    CJ: PROBE_CJ_CASES,
    CK: PROBE_CK_CASES,
  };
  for (const [probe, cases] of Object.entries(probeCases))
    it(`probe ${probe}'s readings, in other words, are read as their principle says, and their look-alikes are not`, () => {
      assert.deepEqual(misanswered(cases), []);
    });
});

describe("the unfair-clause patterns' exceptions, every pattern offered as if retrieved", () => {
  const everyPattern = loadReferenceCorpus()
    .filter((chunk) => chunk.pattern !== null)
    .map((chunk) => ({ ...chunk, score: 0.5 }));
  const withPatterns = (clause: string) => analyzer.analyzeSync({ clause, references: everyPattern }).riskLevel;

  it("the cap's own year (증액을 다시 청구하지 않는다) is no renewal waived (유형 12); other households' 확정일자 현황 is no fixed date barred (유형 02); a correction to two missed payments (두번 이상) is no single arrears (유형 20)", () => {
    assert.notEqual(
      withPatterns('갱신 때 월세 증액은 20분의 1 안에서 하며, 올린 뒤 1년 안에는 다시 증액을 청구하지 않는다.'),
      'DANGER',
    );
    assert.equal(withPatterns('임차인은 갱신 때 계약갱신요구권을 청구하지 않는다.'), 'DANGER');
    assert.notEqual(withPatterns('다른 세대의 보증금과 확정일자 현황은 개인정보라 제공하지 않는다.'), 'DANGER');
    assert.equal(withPatterns('임차인은 확정일자를 받지 않는다.'), 'DANGER');
    assert.notEqual(withPatterns('월세 밀리면 해지할 수 있다 근데 그건 두번 이상 밀렸을 때 얘기다.'), 'DANGER');
    assert.equal(withPatterns('월세를 한 번이라도 밀리면 즉시 해지한다.'), 'DANGER');
  });

  it('a mortgage already registered (기존 설정되어 있는 근저당) acknowledged is no new mortgage consented to (유형 21); one added to it still is', () => {
    assert.notEqual(withPatterns('기존 설정되어 있는 근저당권은 확인했고 그에 관해 이의를 제기하지 않는다.'), 'DANGER');
    assert.equal(
      withPatterns('현재 설정되어 있는 근저당 외에 임대인이 추가로 대출을 받아도 임차인은 이의를 제기하지 않는다.'),
      'DANGER',
    );
  });

  it('an auction named as how the landlord bought the home is no 배당요구 given up (유형 40); a 배당요구 given up after it still is', () => {
    assert.notEqual(
      withPatterns(
        '이 주택은 경매로 취득한 집으로 지금 상태대로 빌려주며, 입주할 때 있던 하자에 대해 임차인은 나중에 이의를 제기 하지 않는다.',
      ),
      'DANGER',
    );
    assert.equal(withPatterns('경매로 산 집이지만 다시 경매에 넘어가도 임차인은 배당요구를 하지 않는다.'), 'DANGER');
  });

  it("a visit at the tenant's call (임차인이 원하면 언제든지) is no entry at will (유형 17); one in the tenant's absence still is", () => {
    assert.notEqual(withPatterns('임대인은 임차인이 원하면 언제든지 점검하러 온다.'), 'DANGER');
    assert.notEqual(withPatterns('집주인은 세입자가 요청할 때 언제든 와서 고장 난 곳을 봐 준다.'), 'DANGER');
    assert.equal(
      withPatterns('임대인은 임차인이 원하면 언제든지 온다. 임차인이 외출 중이어도 비밀번호로 들어갈 수 있다.'),
      'DANGER',
    );
  });

  it('a return said not to be delayed for a next tenant or a sale (이유로 … 지체하지 아니한다) is no return waiting for them (유형 08, 10)', () => {
    assert.equal(
      withPatterns(
        '임대인은 임대차 종료일에 임차인의 목적물 명도와 동시에 임대차보증금을 반환하며, 신규 임차인의 입주 여부 또는 매각 여부를 이유로 그 반환을 지체하지 아니한다.',
      ),
      'SAFE',
    );
    assert.notEqual(
      withPatterns('보증금은 만기일에 돌려주며, 집이 팔리지 않았다는 이유로 반환을 보류하지 않는다.'),
      'DANGER',
    );
    assert.equal(withPatterns('집이 팔리면 그 대금으로 보증금을 돌려주며, 팔리기 전까지는 반환을 미룬다.'), 'DANGER');
  });

  it('a prior mortgage only acknowledged, complaints about it waived, is no priority given up nor a new mortgage agreed (유형 01, 21)', () => {
    assert.equal(
      withPatterns('임차인은 선순위 근저당권이 있는 것을 확인했고 이에 대해 나중에 이의를 제기하지 않는다.'),
      'CAUTION',
    );
    assert.equal(
      withPatterns('임차인은 선순위 근저당이 있음을 확인하고, 임대인이 대출을 더 받는 데에도 이의를 제기하지 않는다.'),
      'DANGER',
    );
  });

  it('a repair the landlord makes at his cost, the tenant paying only for what his own fault broke, is no repair shifted (유형 11)', () => {
    assert.notEqual(
      withPatterns('배관이나 보일러가 고장 나면 임대인이 고쳐 주고, 세입자 잘못으로 망가진 경우만 세입자가 고친다.'),
      'DANGER',
    );
    assert.equal(withPatterns('보일러, 배관, 누수 등 모든 수리는 임차인이 부담한다.'), 'DANGER');
    // Consumables on the tenant with the boiler and pipes left out; not when they are put in with them.
    assert.notEqual(
      withPatterns('형광등, 방충망 같은 소모성 부품은 임차인이 교체하며 보일러 본체와 배관은 여기에 포함되지 않는다.'),
      'DANGER',
    );
    assert.equal(withPatterns('소모성 부품은 물론 보일러 본체와 배관 수리도 임차인이 한다.'), 'DANGER');
    // The tenant repairing what the landlord did not, its cost taken off the rent (민법 제626조); not at the tenant's cost.
    assert.notEqual(
      withPatterns('보일러 고장을 집주인이 일주일 안에 고치지 않으면 세입자가 고치고 그 수리비를 월세에서 뺀다.'),
      'DANGER',
    );
    assert.equal(withPatterns('보일러가 고장 나면 세입자가 고치고 그 수리비는 세입자가 낸다.'), 'DANGER');
  });

  it('a return said not to be tied (묶지 않는다, 연계하지 않는다) or to have nothing to do (여부와는 관계없다) with a sale or the next tenant is no return waiting for them (유형 08)', () => {
    assert.notEqual(
      withPatterns('보증금 돌려주는 건 집 팔리는 거나 새 세입자 들어오는 거랑 묶지 않아요. 만기날 전부 드림.'),
      'DANGER',
    );
    assert.notEqual(withPatterns('보증금 반환은 다음 임차인 계약과 연계하지 않으며 만기일에 전액 돌려준다.'), 'DANGER');
    assert.notEqual(
      withPatterns('전세금은 만기일에 집을 넘겨받으면서 돌려준다. 다음 세입자가 구해졌는지 여부와는 관계없다.'),
      'DANGER',
    );
    assert.equal(withPatterns('보증금 반환은 다음 임차인 입주와 묶어서 그때 한다.'), 'DANGER');
  });

  it('a sale in which the buyer takes the lease over, or one refused on the condition of an early exit, is no eviction on a sale (유형 10)', () => {
    assert.notEqual(
      withPatterns(
        '기간 중에 집을 팔게 되더라도 임차인 계약은 새 소유자가 그대로 넘겨받습니다. 만기 전에 나가 달라는 조건으로는 안 팝니다.',
      ),
      'DANGER',
    );
    assert.equal(withPatterns('집이 팔리면 세입자는 한 달 안에 나가야 한다.'), 'DANGER');
  });

  it('a waiver of complaint about defects that puts no cost on the tenant is no repair shifted (유형 11, 29); the renewal as the setting is no waiver of it (유형 12)', () => {
    assert.equal(
      withPatterns('입주 때 있던 하자에 대해서는 임차인이 모두 알고 들어오므로 일체 이의를 제기하지 않는다.'),
      'CAUTION',
    );
    assert.equal(withPatterns('누수 등 모든 하자는 임차인이 이의 없이 자기 비용으로 고친다.'), 'DANGER');
    assert.notEqual(
      withPatterns('이번 재계약에서는 임대인이 선순위 보증금 현황을 따로 주지 않고 임차인도 요구하지 않는다.'),
      'DANGER',
    );
    assert.equal(withPatterns('이번 재계약에서는 증액하지 않는 대신 임차인은 다음 갱신을 요구하지 않는다.'), 'DANGER');
  });

  it("an entry promised only with the tenant's consent and a day agreed is no entry at will (유형 17)", () => {
    assert.notEqual(
      withPatterns(
        '보일러 수리로 집에 들어갈 일이 있으면 따님께 미리 연락해서 날을 잡고, 세입자분 혼자 계실 때 허락 없이 들어가지 않겠습니다.',
      ),
      'DANGER',
    );
    assert.equal(withPatterns('임대인은 임차인 허락 없이 언제든 집에 들어갈 수 있다.'), 'DANGER');
  });

  it("퇴거 시 as the time of leaving is no landlord's termination; 퇴거시킬 수 있다 still is (유형 09)", () => {
    assert.notEqual(
      withPatterns('임대인이 동의하여 달아 둔 선반은 퇴거 시 임차인이 떼어 가거나 임대인이 원하면 시가로 산다.'),
      'DANGER',
    );
    assert.equal(withPatterns('임대인이 원하면 언제든 임차인을 퇴거시킬 수 있다.'), 'DANGER');
  });

  it('a landlord who says he will not ask for the priority to be given up is no waiver of it (유형 01, 41)', () => {
    assert.notEqual(withPatterns('소액임차인 최우선변제는 임차인 권리이고 집주인이 포기하라고 하지 않는다.'), 'DANGER');
    assert.notEqual(
      withPatterns('임대인은 최우선변제와 관련해 임차인에게 포기 확인서 서명을 요구하지 않는다.'),
      'DANGER',
    );
    assert.equal(withPatterns('임차인은 소액임차인 최우선변제를 포기한다.'), 'DANGER');
  });

  it('the landlord not objecting to the fixed date, or an alteration that needs consent, is no ban and no repair shifted (유형 02, 11)', () => {
    assert.notEqual(
      withPatterns('임차인이 입주일에 확정일자를 받는 것에 대하여 임대인은 이의를 제기하지 않는다.'),
      'DANGER',
    );
    assert.notEqual(
      withPatterns('벽 타공, 도어락 교체 등 실내 시설을 바꾸려면 임차인은 임대인의 승낙을 미리 받아야 한다.'),
      'DANGER',
    );
    assert.equal(withPatterns('임차인은 확정일자를 받지 않으며 임대인은 이에 이의를 제기하지 아니한다.'), 'DANGER');
  });

  it('the renewal right offered to the tenant is no term below two years (유형 23)', () => {
    assert.notEqual(
      withPatterns('2년 지나서 더 사시려면 갱신요구권 행사하시면 되고 저희는 들어가 살 생각 없어요'),
      'DANGER',
    );
  });
});

describe("principles met in other words than the evaluation set's", () => {
  for (const [principle, cases] of Object.entries(CASES)) {
    it(principle, () => {
      const wrong = cases
        .filter(([level, clause]) => verdictOf(clause).riskLevel !== level)
        .map(([level, clause]) => `${clause} → ${verdictOf(clause).riskLevel}, not ${level}`);
      assert.deepEqual(wrong, []);
    });
  }

  it('a protective shape on a high-stakes topic says why it is not called SAFE', () => {
    const verdict = verdictOf(
      '임대인은 임차인에게 대항력에 관하여 어떤 불리한 대우도 하지 아니하며, 임차인은 이에 대하여 별도로 문제 삼을 수 있다.',
    );
    assert.equal(verdict.riskLevel, 'CAUTION');
    assert.match(verdict.summary, /구체적인 보호 내용을 확인한 경우에만 안전/);
  });

  it("the tenant's own fee for a right is no sanction on using it", () => {
    assert.notEqual(verdictOf('확정일자 수수료는 임차인이 낸다.').riskLevel, 'DANGER');
  });

  it('a delay denied is no ban: the tenant promising not to put off the registration is not DANGER', () => {
    assert.notEqual(verdictOf('임차인은 전입신고를 미루지 않으며 임대인도 이를 요구하지 않는다.').riskLevel, 'DANGER');
  });

  it('keeping the registration until the deposit is back is no ban on it', () => {
    assert.notEqual(verdictOf('보증금 받기 전에는 주소 옮기지 마세요. 대항력 잃어요.').riskLevel, 'DANGER');
  });

  it('deposit turned into rent at a stated rate (환산) is read as a conversion, not left unrecognised (제7조의2)', () => {
    const verdict = verdictOf('처음 말한 금액보다 적어진 보증금 차액은 연 9%로 환산해 월세에 얹는다.');
    assert.equal(verdict.riskLevel, 'CAUTION');
    assert.match(verdict.summary, /월차임 전환율/);
  });

  it('rent in advance said not to be asked for is not read as rent asked for in advance (민법 제633조)', () => {
    const verdict = verdictOf('몇 달 치 월세를 미리 달라고 요구하지 않는다. 월세는 매달 말일에 낸다.');
    assert.doesNotMatch(verdict.summary, /여러 달 차임 선납/);
  });

  it("the landlord not refusing the tenant's repair request is no repair refused (민법 제623조)", () => {
    assert.notEqual(
      verdictOf('임대인은 보일러가 오래됐다는 이유로 임차인의 수리 요청을 거부하지 않는다.').riskLevel,
      'DANGER',
    );
  });

  it('the stay kept to the end of the term after a sale is no 대항력 given up (제3조)', () => {
    assert.notEqual(verdictOf('집을 팔게 되더라도 임차인은 계약 끝나는 날까지 그대로 살면 된다.').riskLevel, 'DANGER');
  });

  it("'제가' in a note that addresses the landlord as 집주인분 is the tenant: the tenant's own way out is no landlord's termination", () => {
    assert.notEqual(verdictOf('집주인분이 대출을 더 받으시면 제가 계약을 해지할 수 있어요.').riskLevel, 'DANGER');
  });

  it("the landlord's loan said not to be paid by the tenant is no loan shifted (민법 제618조)", () => {
    assert.notEqual(verdictOf('집주인분 대출 이자를 제가 대신 내는 일은 없다고 서로 확인했어요.').riskLevel, 'DANGER');
  });

  it("a quoted reply's '제가' is the landlord when the first turn addressed the landlord: the repair's cost is no tenant's", () => {
    assert.notEqual(
      verdictOf('“보일러 고장 나면 제가 사장님께 바로 연락드릴게요” — “네, 수리비는 제가 다 내기로 합의함”').riskLevel,
      'DANGER',
    );
  });

  it("showings at the landlord's hours that the tenant must make possible (할 수 있도록) are no permission", () => {
    assert.notEqual(
      verdictOf('만기 두 달 전부터는 임대인이 정하는 시간에 집을 보여 줄 수 있도록 임차인이 협조한다.').riskLevel,
      'SAFE',
    );
  });

  it('an unrecognised clause is CAUTION, says 확인 필요 and is unsure', () => {
    const verdict = verdictOf('임차인은 매년 봄 정원의 나무를 한 번 손질한다.');
    assert.equal(verdict.riskLevel, 'CAUTION');
    assert.match(verdict.summary, /확인 필요/);
    assert.ok(verdict.confidence! < 0.5);
  });

  it('none of these clauses is in the evaluation set', () => {
    const set = readEvalSet();
    const known = new Set([...set.dev, ...set.test].map((item) => normalizeEvalText(item.clause)));
    const reused = [...Object.values(CASES).flat(), ...LOOK_ALIKES]
      .map(([, clause]) => clause)
      .filter((clause) => known.has(normalizeEvalText(clause)));
    assert.equal(reused.length, 0, `${reused.length} test clause(s) also in the evaluation set`);
  });
});
