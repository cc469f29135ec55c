import type { SeededRandom } from './seeded-random';

/**
 * What a certificate contains, decided before any entry is written: either forced by scenario
 * tags in the address or drawn from the address's PRNG.
 *
 * Scenario tag syntax: one or more `[tag]` or `[tag value]` at the END of the address, e.g.
 * `서울특별시 마포구 월드컵로 12, 101동 1203호 [근저당 240000000] [압류]`. Amounts are in won,
 * commas allowed. Any rights tag replaces the random draw entirely: the certificate then holds
 * exactly the tagged rights (plus an ownership history with nothing else in force). Format tags
 * (`스캔`, `스캔잡음`, `유효사항`) do not touch the contents. An unknown tag is an error, so a typo in a test
 * fails loudly instead of silently giving a random certificate.
 *
 * | tag | effect |
 * |---|---|
 * | `깨끗` | nothing in force, no cancelled history, last transfer older than 3 months |
 * | `근저당 [금액]` / `근저당말소 [금액]` | a 근저당권 in force / one cancelled (repeat for more) |
 * | `근저당변경` | a 근저당권 in force with a 부기 `N번근저당권변경` raising or lowering 채권최고액 |
 * | `근저당이전` | a 근저당권 in force with a 부기 `N번근저당권이전` to another creditor |
 * | `부기말소` | a 근저당권 with two 변경, the second cancelled by `N-2번부기등기말소` (the first is in force) |
 * | `가압류 [금액]` / `가압류말소` | a 가압류 in force / one cancelled |
 * | `압류` / `압류말소` | a 압류 in force / one cancelled |
 * | `체납압류` | a 압류 in force by a tax office (`국`, 처분청 …세무서) or the city |
 * | `경매` | 임의경매개시결정 (adds a 근저당권 in force when none is tagged) |
 * | `강제경매` | 강제경매개시결정 by a private creditor |
 * | `공매` | 공매공고 by 한국자산관리공사 (adds a 체납압류 when no 압류 is in force) |
 * | `매각말소` | the unit sold at auction: every earlier right cancelled by one list row per section (`1번…, 3번…등기말소`); implies `경매` unless `강제경매` |
 * | `신탁` `가등기` `가처분` | 신탁 to a trust company / 소유권이전청구권가등기 / 가처분 |
 * | `가등기본등기` | a 가등기 concluded by its 본등기 (rank-less row under it): the 가등기권자 owns the unit |
 * | `임차권 [금액]` / `임차권등기 [금액]` | 주택임차권 (임차권등기명령) in force, with all its details |
 * | `전세권 [금액]` | 전세권 in force |
 * | `전세권변경` | a 전세권 with a 부기 `N번전세권변경` (new 전세금, sometimes a new 존속기간) |
 * | `최근이전` | the last ownership transfer lies within 3 months of issuedAt |
 * | `공유` | the unit is owned by two co-owners (지분 2분의 1) |
 * | `지분공유` | a sole owner later sells a share (소유권일부이전, e.g. 지분 3분의 1); replaces `공유` |
 * | `지분이전` | one co-owner's whole share goes to someone else (`N번{name}지분전부이전`); implies `공유` unless `지분공유` |
 * | `지분근저당` / `지분가압류` | a 근저당권 / 가압류 on one co-owner's share; implies `공유` unless `지분공유` |
 * | `이력 N` | N extra cancelled 근저당권 on earlier owners (long, multi-page certificates) |
 * | `유효사항` | the 현재 유효사항 form: cancelled entries and cancellations not printed (contents as without it) |
 * | `스캔` / `스캔잡음` | the simulator serves it as a clean / noisy scanned PDF |
 *
 * `신탁`, `가등기본등기` and `매각말소` each end the owner's story in a different way, so at most
 * one of them may be given.
 */
export interface ScenarioPlan {
  mortgages: MortgagePlan[];
  /** `arrears`: seized by the tax office or the city for unpaid taxes (체납), never the health insurer. */
  seizures: Array<{ cancelled: boolean; arrears?: boolean }>;
  provisionalSeizures: Array<{ amountKrw: number | null; cancelled: boolean }>;
  auction: boolean;
  forcedAuction: boolean;
  /** 공매공고 after a 압류 for arrears. */
  publicSale: boolean;
  /** The unit was sold at auction and every earlier right cancelled by list. */
  auctionSale: boolean;
  trust: boolean;
  provisionalRegistration: 'pending' | 'concluded' | null;
  provisionalDisposition: boolean;
  lease: { amountKrw: number | null } | null;
  jeonse: { amountKrw: number | null; changed: boolean } | null;
  recentTransfer: boolean;
  coOwned: boolean;
  /** The sole owner sells a share (소유권일부이전). */
  shareSale: boolean;
  /** One co-owner's whole share is transferred (지분전부이전). */
  shareTransfer: boolean;
  /** Rights on one co-owner's share. */
  shareRights: ShareRight[];
  /** Cancelled mortgages of earlier owners; null lets the generator decide per owner. */
  historyMortgages: number | null;
  /** The 현재 유효사항 form. */
  currentForm: boolean;
}

/** A mortgage to write, with its 부기 in date order. */
export interface MortgagePlan {
  amountKrw: number | null;
  cancelled: boolean;
  /** `cancelled-change`: a 변경 that a later 부기등기말소 cancels. Absent: none. */
  amendments?: MortgageAmendment[];
}

export type MortgageAmendment = 'change' | 'transfer' | 'cancelled-change';

export type ShareRight = 'mortgage' | 'provisional-seizure' | 'seizure';

/** How the simulator serves a certificate. */
export type CertificateFormat = 'text' | 'scanned' | 'scanned-noisy';

export interface ParsedAddress {
  /** The address with the tags removed and spaces collapsed. */
  baseAddress: string;
  /** Tags as written (`근저당 240000000`), in order. */
  tags: string[];
  /** The forced plan, or null when no rights tag was given. */
  plan: ScenarioPlan | null;
  /** The format a format tag asks for, else null. */
  format: CertificateFormat | null;
  /** `[유효사항]` was given: the 현재 유효사항 form of whatever the plan holds. */
  currentForm: boolean;
}

export function emptyPlan(): ScenarioPlan {
  return {
    mortgages: [],
    seizures: [],
    provisionalSeizures: [],
    auction: false,
    forcedAuction: false,
    publicSale: false,
    auctionSale: false,
    trust: false,
    provisionalRegistration: null,
    provisionalDisposition: false,
    lease: null,
    jeonse: null,
    recentTransfer: false,
    coOwned: false,
    shareSale: false,
    shareTransfer: false,
    shareRights: [],
    historyMortgages: null,
    currentForm: false,
  };
}

type TagHandler = (plan: ScenarioPlan, value: number | null) => void;

const TAGS: Record<string, TagHandler> = {
  깨끗: (plan) => {
    plan.historyMortgages = 0;
  },
  근저당: (plan, value) => {
    plan.mortgages.push({ amountKrw: value, cancelled: false });
  },
  근저당말소: (plan, value) => {
    plan.mortgages.push({ amountKrw: value, cancelled: true });
  },
  근저당변경: (plan, value) => {
    plan.mortgages.push({ amountKrw: value, cancelled: false, amendments: ['change'] });
  },
  근저당이전: (plan, value) => {
    plan.mortgages.push({ amountKrw: value, cancelled: false, amendments: ['transfer'] });
  },
  부기말소: (plan, value) => {
    plan.mortgages.push({ amountKrw: value, cancelled: false, amendments: ['change', 'cancelled-change'] });
  },
  가압류: (plan, value) => {
    plan.provisionalSeizures.push({ amountKrw: value, cancelled: false });
  },
  가압류말소: (plan, value) => {
    plan.provisionalSeizures.push({ amountKrw: value, cancelled: true });
  },
  압류: (plan) => {
    plan.seizures.push({ cancelled: false });
  },
  압류말소: (plan) => {
    plan.seizures.push({ cancelled: true });
  },
  체납압류: (plan) => {
    plan.seizures.push({ cancelled: false, arrears: true });
  },
  경매: (plan) => {
    plan.auction = true;
  },
  강제경매: (plan) => {
    plan.forcedAuction = true;
  },
  공매: (plan) => {
    plan.publicSale = true;
  },
  매각말소: (plan) => {
    plan.auctionSale = true;
  },
  신탁: (plan) => {
    plan.trust = true;
  },
  가등기: (plan) => {
    plan.provisionalRegistration ??= 'pending';
  },
  가등기본등기: (plan) => {
    plan.provisionalRegistration = 'concluded';
  },
  가처분: (plan) => {
    plan.provisionalDisposition = true;
  },
  임차권: (plan, value) => {
    plan.lease = { amountKrw: value };
  },
  임차권등기: (plan, value) => {
    plan.lease = { amountKrw: value };
  },
  전세권: (plan, value) => {
    plan.jeonse = { amountKrw: value, changed: plan.jeonse?.changed ?? false };
  },
  전세권변경: (plan) => {
    plan.jeonse = { amountKrw: plan.jeonse?.amountKrw ?? null, changed: true };
  },
  최근이전: (plan) => {
    plan.recentTransfer = true;
  },
  공유: (plan) => {
    plan.coOwned = true;
  },
  지분공유: (plan) => {
    plan.shareSale = true;
  },
  지분이전: (plan) => {
    plan.shareTransfer = true;
  },
  지분근저당: (plan) => {
    plan.shareRights.push('mortgage');
  },
  지분가압류: (plan) => {
    plan.shareRights.push('provisional-seizure');
  },
  이력: (plan, value) => {
    plan.historyMortgages = value ?? 3;
  },
};

const FORMAT_TAGS: Record<string, CertificateFormat> = { 스캔: 'scanned', 스캔잡음: 'scanned-noisy' };
const CURRENT_FORM_TAG = '유효사항';

const TRAILING_TAG = /\s*\[([^[\]]*)\]\s*$/;

/** Splits an address into its base and its trailing scenario tags. Throws on an unknown tag. */
export function parseScenarioHints(address: string): ParsedAddress {
  const tags: string[] = [];
  let rest = address.trim();
  for (let match = TRAILING_TAG.exec(rest); match; match = TRAILING_TAG.exec(rest)) {
    tags.unshift((match[1] ?? '').trim().replace(/\s+/g, ' '));
    rest = rest.slice(0, match.index);
  }
  let plan: ScenarioPlan | null = null;
  let format: CertificateFormat | null = null;
  let currentForm = false;
  for (const tag of tags) {
    const [name = '', rawValue] = tag.split(' ');
    const value = rawValue === undefined ? null : Number(rawValue.replace(/,/g, ''));
    if (value !== null && !(Number.isInteger(value) && value >= 0)) {
      throw new Error(`scenario tag [${tag}]: the value must be a whole number`);
    }
    if (FORMAT_TAGS[name]) {
      format = FORMAT_TAGS[name];
      continue;
    }
    if (name === CURRENT_FORM_TAG) {
      currentForm = true;
      continue;
    }
    const handler = TAGS[name];
    if (!handler) throw new Error(`unknown scenario tag [${tag}]`);
    plan ??= emptyPlan();
    handler(plan, value);
  }
  if (plan) {
    completePlan(plan);
    // A tagged certificate holds only what its tags ask for.
    plan.historyMortgages ??= 0;
  }
  return { baseAddress: rest.replace(/\s+/g, ' ').trim(), tags, plan, format, currentForm };
}

/**
 * Adds what a tagged right presupposes (an auction needs its mortgage, a 공매 its 압류, a right on
 * a share its co-owners) and rejects plans whose owner's story cannot end two ways at once.
 */
function completePlan(plan: ScenarioPlan): void {
  const endings = [plan.trust, plan.provisionalRegistration === 'concluded', plan.auctionSale].filter(Boolean);
  if (endings.length > 1) throw new Error('scenario tags [신탁], [가등기본등기] and [매각말소] exclude each other');
  if (plan.auctionSale && !plan.forcedAuction) plan.auction = true;
  if (plan.auction && !plan.mortgages.some((mortgage) => !mortgage.cancelled)) {
    plan.mortgages.push({ amountKrw: null, cancelled: false });
  }
  if (plan.publicSale && !plan.seizures.some((seizure) => !seizure.cancelled)) {
    plan.seizures.push({ cancelled: false, arrears: true });
  }
  // A 소유권일부이전 takes its share from a sole owner, so it replaces the joint purchase of `공유`.
  plan.coOwned = !plan.shareSale && (plan.coOwned || plan.shareTransfer || plan.shareRights.length > 0);
}

/**
 * The untagged spread: every case appears in a few percent of addresses at least, and over a third
 * carry an amendment (부기), a co-ownership or a 가등기, the features real certificates are full of.
 */
export function drawRandomPlan(rng: SeededRandom): ScenarioPlan {
  const plan = emptyPlan();
  if (rng.chance(0.45)) {
    plan.mortgages.push({ amountKrw: null, cancelled: false, ...drawAmendments(rng) });
    if (rng.chance(0.15)) plan.mortgages.push({ amountKrw: null, cancelled: false, ...drawAmendments(rng) });
  }
  if (rng.chance(0.3)) plan.mortgages.unshift({ amountKrw: null, cancelled: true });
  if (rng.chance(0.07)) plan.provisionalSeizures.push({ amountKrw: null, cancelled: false });
  if (rng.chance(0.08)) plan.provisionalSeizures.unshift({ amountKrw: null, cancelled: true });
  if (rng.chance(0.06)) plan.seizures.push({ cancelled: false, arrears: rng.chance(0.5) });
  if (rng.chance(0.07)) plan.seizures.unshift({ cancelled: true });
  plan.auction = rng.chance(0.05);
  plan.forcedAuction = rng.chance(0.03);
  plan.publicSale = rng.chance(0.03);
  plan.trust = rng.chance(0.06);
  plan.provisionalRegistration = drawProvisionalRegistration(rng, plan.trust);
  plan.auctionSale = !plan.trust && plan.provisionalRegistration !== 'concluded' && rng.chance(0.03);
  plan.provisionalDisposition = rng.chance(0.05);
  plan.lease = rng.chance(0.06) ? { amountKrw: null } : null;
  plan.jeonse = rng.chance(0.06) ? { amountKrw: null, changed: rng.chance(0.4) } : null;
  plan.recentTransfer = rng.chance(0.1);
  drawCoOwnership(rng, plan);
  plan.currentForm = rng.chance(0.04);
  completePlan(plan);
  return plan;
}

/** A mortgage in force carries a 부기 in about half of the cases, as on real certificates. */
function drawAmendments(rng: SeededRandom): Pick<MortgagePlan, 'amendments'> {
  if (!rng.chance(0.45)) return {};
  const choices: MortgageAmendment[][] = [
    ['change'],
    ['change'],
    ['change'],
    ['transfer'],
    ['transfer'],
    ['change', 'cancelled-change'],
    ['cancelled-change'],
    ['change', 'transfer'],
  ];
  return { amendments: rng.pick(choices) };
}

function drawProvisionalRegistration(rng: SeededRandom, trust: boolean): ScenarioPlan['provisionalRegistration'] {
  if (rng.chance(0.05)) return 'pending';
  return !trust && rng.chance(0.05) ? 'concluded' : null;
}

/** Co-ownership never meets a trust: the trustee owns the whole unit. */
function drawCoOwnership(rng: SeededRandom, plan: ScenarioPlan): void {
  if (plan.trust) return;
  plan.coOwned = rng.chance(0.12);
  plan.shareSale = !plan.coOwned && rng.chance(0.07);
  if (!plan.coOwned && !plan.shareSale) return;
  plan.shareTransfer = rng.chance(0.3);
  if (rng.chance(0.15)) plan.shareRights.push('mortgage');
  if (rng.chance(0.1)) plan.shareRights.push('provisional-seizure');
  if (rng.chance(0.06)) plan.shareRights.push('seizure');
}
