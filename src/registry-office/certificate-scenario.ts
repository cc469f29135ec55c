import type { SeededRandom } from './seeded-random';

/**
 * What a certificate contains, decided before any entry is written: either forced by scenario
 * tags in the address or drawn from the address's PRNG.
 *
 * Scenario tag syntax: one or more `[tag]` or `[tag value]` at the END of the address, e.g.
 * `서울특별시 마포구 월드컵로 12, 101동 1203호 [근저당 240000000] [압류]`. Amounts are in won,
 * commas allowed. Any rights tag replaces the random draw entirely: the certificate then holds
 * exactly the tagged rights (plus an ownership history with nothing else in force). Format tags
 * (`스캔`, `스캔잡음`) do not touch the contents. An unknown tag is an error, so a typo in a test
 * fails loudly instead of silently giving a random certificate.
 *
 * | tag | effect |
 * |---|---|
 * | `깨끗` | nothing in force, no cancelled history, last transfer older than 3 months |
 * | `근저당 [금액]` / `근저당말소 [금액]` | a 근저당권 in force / one cancelled (repeat for more) |
 * | `가압류 [금액]` / `가압류말소` | a 가압류 in force / one cancelled |
 * | `압류` / `압류말소` | a 압류 in force / one cancelled |
 * | `경매` | 임의경매개시결정 (adds a 근저당권 in force when none is tagged) |
 * | `신탁` `가등기` `가처분` | 신탁 to a trust company / 소유권이전청구권가등기 / 가처분 |
 * | `임차권 [금액]` / `전세권 [금액]` | 주택임차권 / 전세권 in force |
 * | `최근이전` | the last ownership transfer lies within 3 months of issuedAt |
 * | `공유` | the unit is owned by two co-owners (지분 2분의 1) |
 * | `이력 N` | N extra cancelled 근저당권 on earlier owners (long, multi-page certificates) |
 * | `스캔` / `스캔잡음` | the simulator serves it as a clean / noisy scanned PDF |
 */
export interface ScenarioPlan {
  mortgages: Array<{ amountKrw: number | null; cancelled: boolean }>;
  seizures: Array<{ cancelled: boolean }>;
  provisionalSeizures: Array<{ amountKrw: number | null; cancelled: boolean }>;
  auction: boolean;
  trust: boolean;
  provisionalRegistration: boolean;
  provisionalDisposition: boolean;
  lease: { amountKrw: number | null } | null;
  jeonse: { amountKrw: number | null } | null;
  recentTransfer: boolean;
  coOwned: boolean;
  /** Cancelled mortgages of earlier owners; null lets the generator decide per owner. */
  historyMortgages: number | null;
}

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
}

export function emptyPlan(): ScenarioPlan {
  return {
    mortgages: [],
    seizures: [],
    provisionalSeizures: [],
    auction: false,
    trust: false,
    provisionalRegistration: false,
    provisionalDisposition: false,
    lease: null,
    jeonse: null,
    recentTransfer: false,
    coOwned: false,
    historyMortgages: null,
  };
}

type TagHandler = (plan: ScenarioPlan, value: number | null) => void;

const TAGS: Record<string, TagHandler> = {
  깨끗: (plan) => { plan.historyMortgages = 0; },
  근저당: (plan, value) => { plan.mortgages.push({ amountKrw: value, cancelled: false }); },
  근저당말소: (plan, value) => { plan.mortgages.push({ amountKrw: value, cancelled: true }); },
  가압류: (plan, value) => { plan.provisionalSeizures.push({ amountKrw: value, cancelled: false }); },
  가압류말소: (plan, value) => { plan.provisionalSeizures.push({ amountKrw: value, cancelled: true }); },
  압류: (plan) => { plan.seizures.push({ cancelled: false }); },
  압류말소: (plan) => { plan.seizures.push({ cancelled: true }); },
  경매: (plan) => { plan.auction = true; },
  신탁: (plan) => { plan.trust = true; },
  가등기: (plan) => { plan.provisionalRegistration = true; },
  가처분: (plan) => { plan.provisionalDisposition = true; },
  임차권: (plan, value) => { plan.lease = { amountKrw: value }; },
  전세권: (plan, value) => { plan.jeonse = { amountKrw: value }; },
  최근이전: (plan) => { plan.recentTransfer = true; },
  공유: (plan) => { plan.coOwned = true; },
  이력: (plan, value) => { plan.historyMortgages = value ?? 3; },
};

const FORMAT_TAGS: Record<string, CertificateFormat> = { 스캔: 'scanned', 스캔잡음: 'scanned-noisy' };

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
    const handler = TAGS[name];
    if (!handler) throw new Error(`unknown scenario tag [${tag}]`);
    plan ??= emptyPlan();
    handler(plan, value);
  }
  if (plan?.auction && !plan.mortgages.some((mortgage) => !mortgage.cancelled)) {
    plan.mortgages.push({ amountKrw: null, cancelled: false });
  }
  if (plan && plan.historyMortgages === null) plan.historyMortgages = 0;
  return { baseAddress: rest.replace(/\s+/g, ' ').trim(), tags, plan, format };
}

/** The untagged spread: every case appears in a few percent of addresses at least. */
export function drawRandomPlan(rng: SeededRandom): ScenarioPlan {
  const plan = emptyPlan();
  if (rng.chance(0.45)) {
    plan.mortgages.push({ amountKrw: null, cancelled: false });
    if (rng.chance(0.15)) plan.mortgages.push({ amountKrw: null, cancelled: false });
  }
  if (rng.chance(0.3)) plan.mortgages.unshift({ amountKrw: null, cancelled: true });
  if (rng.chance(0.07)) plan.provisionalSeizures.push({ amountKrw: null, cancelled: false });
  if (rng.chance(0.08)) plan.provisionalSeizures.unshift({ amountKrw: null, cancelled: true });
  if (rng.chance(0.06)) plan.seizures.push({ cancelled: false });
  if (rng.chance(0.07)) plan.seizures.unshift({ cancelled: true });
  plan.auction = rng.chance(0.05);
  if (plan.auction && !plan.mortgages.some((mortgage) => !mortgage.cancelled)) {
    plan.mortgages.push({ amountKrw: null, cancelled: false });
  }
  plan.trust = rng.chance(0.06);
  plan.provisionalRegistration = rng.chance(0.05);
  plan.provisionalDisposition = rng.chance(0.05);
  plan.lease = rng.chance(0.06) ? { amountKrw: null } : null;
  plan.jeonse = rng.chance(0.06) ? { amountKrw: null } : null;
  plan.recentTransfer = rng.chance(0.1);
  plan.coOwned = !plan.trust && rng.chance(0.12);
  return plan;
}
