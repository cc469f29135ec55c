/**
 * The Korean sentences of the findings, one per code, written for a tenant (SPEC §4.5). Amounts
 * are written the way Koreans read them: 240,000,000 → `2억 4,000만 원`.
 */

/** `2억 4,000만 원`, `3,400만 원`, `10억 원`, `5,000원`. */
export function formatKrw(krw: number): string {
  const won = Math.max(0, Math.round(krw));
  const eok = Math.floor(won / 100_000_000);
  const man = Math.floor((won % 100_000_000) / 10_000);
  const rest = won % 10_000;
  const parts: string[] = [];
  if (eok > 0) parts.push(`${eok.toLocaleString('en-US')}억`);
  if (man > 0) parts.push(`${man.toLocaleString('en-US')}만`);
  if (rest > 0 || parts.length === 0) return [...parts, `${rest.toLocaleString('en-US')}원`].join(' ');
  return `${parts.join(' ')} 원`;
}

/** `2025년 4월 7일` from an ISO date. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}

/** A right as a finding names it: its holder, and the co-owner whose share it sits on, if any. */
export interface NamedRight {
  holder: string | null;
  share: string | null;
}

/** `(국)`, `(김철수, 공유자 이경민의 지분에 대한 것)`; rights are set apart by `; ` once a share is named. */
function who(rights: NamedRight[]): string {
  const labels = [
    ...new Set(
      rights.flatMap(({ holder, share }) => {
        if (!share) return holder ? [holder] : [];
        return [`${holder ? `${holder}, ` : ''}공유자 ${share}의 지분에 대한 것`];
      }),
    ),
  ];
  if (labels.length === 0) return '';
  return `(${labels.join(rights.some((right) => right.share) ? '; ' : ', ')})`;
}

/** `이경민 지분 3분의 2, 서수진 지분 3분의 1`; a share not read is left out. */
function sharesOf(owners: Array<{ name: string; share: string | null }>): string {
  return owners.map(({ name, share }) => (share ? `${name} 지분 ${share}` : name)).join(', ');
}

/** `(임차보증금 2억 원, 점유개시일자 2021년 9월 10일)`, what of it was read. */
function tenancyTerms(amountKrw: number | null, occupiedSince: string | null): string {
  const terms = [
    ...(amountKrw ? [`임차보증금 ${formatKrw(amountKrw)}`] : []),
    ...(occupiedSince ? [`점유개시일자 ${formatDate(occupiedSince)}`] : []),
  ];
  return terms.length > 0 ? `(${terms.join(', ')})` : '';
}

/** `, 그중 1건은 공유자 이경민의 지분에 대한 것`, `, 읽지 못한 1건 제외`. */
function mortgageNotes(onShares: NamedRight[], unread: number): string {
  const coOwners = [...new Set(onShares.map((right) => right.share))].join(', ');
  return (
    (onShares.length > 0 ? `, 그중 ${onShares.length}건은 공유자 ${coOwners}의 지분에 대한 것` : '') +
    (unread > 0 ? `, 금액을 읽지 못한 ${unread}건 제외` : '')
  );
}

/** What a tenant finds on the paper certificate for each amount a right prints. */
const AMOUNT_NAMES: Readonly<Record<string, string>> = {
  MORTGAGE: '근저당권의 채권최고액',
  JEONSE_RIGHT: '전세권의 전세금',
  LEASE_REGISTRATION: '임차권의 임차보증금',
  PROVISIONAL_SEIZURE: '가압류의 청구금액',
};
const SECTION_NAMES = { GAPGU: '갑구', EULGU: '을구' } as const;

export const FINDING_MESSAGES = {
  SEIZURE_PRESENT: (rights: NamedRight[]) =>
    `말소되지 않은 압류${who(rights)}가 있어 집이 공매나 경매로 넘어갈 수 있으니 보증금을 보내기 전에 압류가 풀렸는지 꼭 확인하세요.`,
  PROVISIONAL_SEIZURE_PRESENT: (rights: NamedRight[]) =>
    `말소되지 않은 가압류${who(rights)}가 있어 채권자가 집을 경매에 넘길 수 있으니 가압류가 풀리기 전에는 계약을 피하는 것이 안전합니다.`,
  AUCTION_STARTED: (rights: NamedRight[], publicSale: boolean) =>
    publicSale
      ? `체납 세금 때문에 공매공고${who(rights)}가 등기되어 이미 공매가 시작된 집이므로 보증금을 돌려받지 못할 위험이 매우 큽니다.`
      : `경매개시결정${who(rights)}이 등기되어 이미 경매가 시작된 집이므로 보증금을 돌려받지 못할 위험이 매우 큽니다.`,
  PROVISIONAL_REGISTRATION_PRESENT: (rights: NamedRight[]) =>
    `소유권이전청구권 가등기${who(rights)}가 있어 나중에 소유자가 바뀌면 임차인이 집을 비워 줘야 할 수 있습니다.`,
  PROVISIONAL_DISPOSITION_PRESENT: (rights: NamedRight[]) =>
    `가처분${who(rights)}이 등기되어 소유권을 둘러싼 다툼이 진행 중이므로 계약이 뒤집힐 위험이 큽니다.`,
  TRUST_REGISTERED: (rights: NamedRight[]) =>
    `집이 신탁${who(rights)}되어 등기상 소유자는 신탁회사이므로, 신탁회사의 동의 없이 맺은 임대차는 보호받지 못할 수 있습니다.`,
  LEASE_REGISTRATION_PRESENT: (amountKrw: number | null) =>
    `임차권등기${amountKrw ? `(보증금 ${formatKrw(amountKrw)})` : ''}가 있어 이전 세입자가 보증금을 돌려받지 못한 집이니 집주인의 반환 능력을 신중히 확인하세요.`,
  TENANCY_REGISTERED: (amountKrw: number | null, occupiedSince: string | null) =>
    `법원의 임차권등기명령으로 주택임차권${tenancyTerms(amountKrw, occupiedSince)}이 등기되어 이전 세입자가 보증금을 돌려받지 못하고 ` +
    '이사한 집이니, 그 보증금이 반환되었는지와 집주인의 반환 능력을 꼭 확인하세요.',
  MORTGAGE_PRESENT: (count: number, securedDebtKrw: number, onShares: NamedRight[], unread: number) =>
    `근저당권 ${count}건(채권최고액 합계 ${formatKrw(securedDebtKrw)}${mortgageNotes(onShares, unread)})이 설정되어 있어 ` +
    '경매가 되면 이 금액이 보증금보다 먼저 변제됩니다.',
  CO_OWNED: (owners: Array<{ name: string; share: string | null }>) =>
    `이 집은 공유자 ${owners.length}명(${sharesOf(owners)})이 함께 소유하고 있어, 민법 제265조에 따라 지분의 과반수를 가진 ` +
    '공유자들이 동의해야 임대차가 유효하니 계약서에 그만큼의 공유자가 직접 서명했거나 위임장을 냈는지 확인하세요.',
  AMOUNT_UNREAD: (rights: Array<{ section: keyof typeof SECTION_NAMES; rank: string | null; kind: string }>) =>
    `${rights.map((right) => `${SECTION_NAMES[right.section]} ${right.rank ?? '?'}번 ${AMOUNT_NAMES[right.kind] ?? '금액'}`).join(', ')}을 ` +
    '읽지 못해 위험 판단에 넣지 못했으니, 종이 등기사항전부증명서에서 그 금액을 직접 확인하세요.',
  ENTRY_UNREAD: (rows: Array<{ section: keyof typeof SECTION_NAMES; afterRank: string | null; count: number }>) =>
    `${rows.map((row) => `${SECTION_NAMES[row.section]} ${row.afterRank ?? '?'}번 다음 등기 ${row.count}건`).join(', ')}의 첫 줄을 ` +
    '읽지 못해 무슨 등기인지 알 수 없으니(소유권이 넘어갔거나 새 권리가 생겼을 수 있습니다), 종이 등기사항전부증명서에서 그 등기를 직접 확인하세요.',
  SECURED_DEBT_HIGH: (depositKrw: number, securedDebtKrw: number, marketPriceKrw: number, ratio: number) =>
    `보증금 ${formatKrw(depositKrw)}과 채권최고액 ${formatKrw(securedDebtKrw)}을 합하면 시세 ${formatKrw(marketPriceKrw)}의 ` +
    `${Math.round(((depositKrw + securedDebtKrw) / marketPriceKrw) * 100)}%로 ${Math.round(ratio * 100)}%를 넘어 깡통전세가 될 위험이 큽니다.`,
  RECENT_OWNERSHIP_TRANSFER: (since: string, months: number) =>
    `소유권이 최근 ${months}개월 안(${formatDate(since)})에 넘어왔으니 계약하는 사람이 지금의 소유자인지, 매매가 마무리되었는지 확인하세요.`,
  NO_RISK_FOUND: () =>
    '말소되지 않은 압류·가압류·경매·가등기·가처분·신탁·근저당권이 없고 최근 소유권 이전도 없어 등기부상 위험은 보이지 않습니다.',
} as const;
