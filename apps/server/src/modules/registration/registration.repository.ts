import type { SeededRole } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { NewUser } from '../../db/database.ts';

/** A seeded role by its key: staff may rename it, never re-key it. */
export function seededRole(db: DbOrTrx, key: SeededRole) {
  return db.selectFrom('roles').select(['id', 'name']).where('key', '=', key).executeTakeFirstOrThrow();
}

export async function insertUser(db: DbOrTrx, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
