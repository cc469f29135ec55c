import type { Queryable } from '../infra/database';

/** Users come from the upstream login service's tokens; a user row is created on first sight. */
export async function ensureUser(q: Queryable, userId: string): Promise<void> {
  await q.query(`insert into users (id) values ($1) on conflict (id) do nothing`, [userId]);
}
