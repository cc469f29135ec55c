import type { BuildingFacts } from './certificate.model';
import type { ScenarioPlan } from './certificate-scenario';
import type { District } from './korean-directory';
import type { SeededRandom } from './seeded-random';

/** What every part of a certificate's story is written from: the dice, the place, the building, the day and the plan. */
export interface GenerationContext {
  rng: SeededRandom;
  district: District;
  building: BuildingFacts;
  /** The issue date in KST, ISO; nothing may be registered after it. */
  issuedOn: string;
  plan: ScenarioPlan;
}
