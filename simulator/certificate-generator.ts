import { addDays, dateBetween, kstDate } from './certificate-dates';
import { EntryBook } from './certificate-entry-book';
import { writeOwnership } from './certificate-ownership';
import type { GenerationContext } from './generation-context';
import { writeRights } from './certificate-rights';
import { writeAuctionSale } from './certificate-sale';
import { drawRandomPlan, parseScenarioHints } from './certificate-scenario';
import {
  currentEntries,
  summarizeEntries,
  type BuildingFacts,
  type CertificateTruth,
  type RegistryEntry,
} from './certificate.model';
import { DISTRICTS, findDistrict, pickComplexName, type District } from './korean-directory';
import { SeededRandom } from './seeded-random';

/** Options of {@link generateCertificate}. */
export interface GenerateCertificateOptions {
  /**
   * The moment the certificate is issued. Every date in it lies before this, and "recent
   * transfer" means within 3 months of it; fixing it makes the certificate reproducible.
   */
  issuedAt: Date;
}

/**
 * The certificate the simulator issues for `address`: the same address and `issuedAt` always give
 * the same certificate. The PRNG is seeded from sha256 of the address without its scenario tags,
 * and the building, the plan and the entries draw from separate streams, so a tag changes the
 * rights but not the building or the 고유번호. Tag syntax: see `certificate-scenario.ts`.
 */
export function generateCertificate(address: string, options: GenerateCertificateOptions): CertificateTruth {
  const parsed = parseScenarioHints(address);
  const root = new SeededRandom(`certificate:${parsed.baseAddress}`);
  const issuedOn = kstDate(options.issuedAt);
  const buildingRng = root.fork('building');
  const district = findDistrict(parsed.baseAddress) ?? buildingRng.pick(DISTRICTS);
  const building = describeBuilding(buildingRng, district, parsed.baseAddress, issuedOn);
  const drawn = parsed.plan ?? drawRandomPlan(root.fork('plan'));
  const plan = parsed.currentForm ? { ...drawn, currentForm: true } : drawn;
  const ctx: GenerationContext = { rng: root.fork('entries'), district, building, issuedOn, plan };
  const book = new EntryBook(root.fork('receipts'));
  const history = writeOwnership(book, ctx);
  writeRights(book, ctx, history);
  if (history.saleOn) writeAuctionSale(book, ctx, history.saleOn);
  const written = book.finish();
  const form = plan.currentForm ? 'current' : 'full';
  // The 현재 유효사항 form prints, and its truth lists, only what is in force.
  const printed = (entries: RegistryEntry[]): RegistryEntry[] =>
    form === 'current' ? currentEntries(entries) : entries;
  const [gapgu, eulgu] = [printed(written.gapgu), printed(written.eulgu)];
  const serial = String(buildingRng.int(1, 999_999)).padStart(6, '0');
  return {
    uniqueNumber: `${district.officeCode}-${building.registeredOn.slice(0, 4)}-${serial}`,
    address: parsed.baseAddress,
    scenarioTags: parsed.tags,
    issuedAt: options.issuedAt.toISOString(),
    registryOffice: district.registryOffice,
    form,
    building,
    gapgu,
    eulgu,
    ...summarizeEntries(gapgu, eulgu),
  };
}

const UNIT = /(\d+)\s*동\s*(\d+)\s*호/;

function describeBuilding(rng: SeededRandom, district: District, address: string, issuedOn: string): BuildingFacts {
  const unit = UNIT.exec(address);
  const dong = unit?.[1] ?? String(rng.int(101, 112));
  const ho = unit?.[2] ?? `${rng.int(1, 20)}0${rng.int(1, 4)}`;
  const floor = Math.max(1, Math.floor(Number(ho) / 100));
  const legalDong = district.legalDongs.find((name) => address.includes(name)) ?? rng.pick(district.legalDongs);
  const roadAddress = (address.split(',')[0] ?? address).trim();
  const groundFloorAreaM2 = round(rng.int(40_000, 90_000) / 100, 2);
  const exclusiveAreaM2 = rng.pick([59.97, 74.92, 84.97, 84.99, 101.86, 114.75]);
  return {
    complexName: pickComplexName(rng, legalDong),
    dong,
    ho,
    floor,
    lotAddress: `${district.sido} ${district.gu} ${legalDong} ${rng.int(100, 1999)}`,
    roadAddress,
    structure: '철근콘크리트구조',
    roof: '(철근)콘크리트지붕',
    floors: Math.max(floor + rng.int(0, 12), 5),
    groundFloorAreaM2,
    upperFloorAreaM2: round(groundFloorAreaM2 - rng.int(0, 6_000) / 100, 2),
    exclusiveAreaM2,
    landAreaM2: round(rng.int(50_000, 300_000) / 10, 1),
    landShareM2: round(exclusiveAreaM2 * (0.35 + rng.next() * 0.25), 3),
    // Old enough that a chain of sales fits before the issue date.
    registeredOn: dateBetween(rng, '2003-01-01', addDays(issuedOn, -4 * 365)),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * `count` distinct, plausible apartment addresses (`서울특별시 마포구 월드컵로 12, 101동 1203호`),
 * the same list for the same `seed`; for benches and spread tests.
 */
export function sampleAddresses(count: number, seed = 1): string[] {
  const rng = new SeededRandom(`addresses:${seed}`);
  const addresses = new Set<string>();
  while (addresses.size < count) {
    const district = rng.pick(DISTRICTS);
    const road = `${rng.pick(district.roads)} ${rng.int(1, 300)}`;
    const unit = `${rng.int(101, 115)}동 ${rng.int(1, 25)}${String(rng.int(1, 6)).padStart(2, '0')}호`;
    addresses.add(`${district.sido} ${district.gu} ${road}, ${unit}`);
  }
  return [...addresses];
}
