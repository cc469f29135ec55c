import type { Database, Queryable } from '../infra/database';
import { badInput, forbidden, notFound } from '../errors/domain-error';
import { checkTextField } from '../input/input-text.rules';
import { ensureUser } from '../users/users.storage';
import { pageSize, type Page } from '../infra/keyset-cursor';
import type { NestRow } from './nest.types';
import { findNest, insertNest, listUserNests } from './nests.storage';

export interface CreateNestInput {
  name: string;
  address: string;
  depositKrw?: number | null;
  marketPriceKrw?: number | null;
}

export type { Page } from '../infra/keyset-cursor';

const MAX_KRW = 1e13;
/** A nest's name and address, in characters (code points) after trimming. */
const NAME_BOUNDS = { min: 1, max: 100 };
const ADDRESS_BOUNDS = { min: 5, max: 300 };

/** Nests: the homes a user checks. Every read and write is scoped to the owner. */
export class NestsService {
  constructor(private readonly db: Database) {}

  async createNest(userId: string, input: CreateNestInput): Promise<NestRow> {
    const name = input.name.trim();
    const address = input.address.trim();
    checkTextField('name', name, NAME_BOUNDS);
    checkTextField('address', address, ADDRESS_BOUNDS);
    for (const field of ['depositKrw', 'marketPriceKrw'] as const) {
      const v = input[field];
      if (v != null && !(Number.isInteger(v) && v > 0 && v < MAX_KRW)) {
        throw badInput(`${field}: a whole number of won, positive and below 10^13`, { field });
      }
    }
    await ensureUser(this.db, userId);
    return insertNest(this.db, {
      userId,
      name,
      address,
      depositKrw: input.depositKrw ?? null,
      marketPriceKrw: input.marketPriceKrw ?? null,
    });
  }

  /** The nest if `userId` owns it; NOT_FOUND or FORBIDDEN otherwise. `lock` takes a row lock. */
  async getOwnedNest(q: Queryable, userId: string, nestId: string, lock = false): Promise<NestRow> {
    if (!isUuid(nestId)) throw notFound('nest', nestId);
    const nest = await findNest(q, nestId, lock);
    if (!nest) throw notFound('nest', nestId);
    if (nest.userId !== userId) throw forbidden('nest', nestId);
    return nest;
  }

  async findNestById(nestId: string): Promise<NestRow | null> {
    return findNest(this.db, nestId);
  }

  async listNests(userId: string, first?: number | null, after?: string | null): Promise<Page<NestRow>> {
    return listUserNests(this.db, userId, pageSize(first), after);
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
