import type { DbOrTrx } from '../db/connect.ts';
import { FAMILY_ORIGINS } from './family-links.ts';

/** The relations a person is in, either way round, each joined to the other person (`other`). */
export function relationsWithOther(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('relations')
    .innerJoin('users as other', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('relations.from_user_id', '=', userId),
            eb('other.id', '=', eb.ref('relations.to_user_id')),
          ]),
          eb.and([
            eb('relations.to_user_id', '=', userId),
            eb('other.id', '=', eb.ref('relations.from_user_id')),
          ]),
        ]),
      ),
    );
}

/**
 * Whether `parentId` is the parent of `childId` with the family's access: a parent link (from parent
 * to child) the registration's approval or staff made, never one a connection request made.
 */
export async function isFamilyParent(db: DbOrTrx, parentId: number, childId: number): Promise<boolean> {
  const row = await db
    .selectFrom('relations')
    .select('id')
    .where('kind', '=', 'parent')
    .where('status', '=', 'accepted')
    .where('origin', 'in', FAMILY_ORIGINS)
    .where('from_user_id', '=', parentId)
    .where('to_user_id', '=', childId)
    .executeTakeFirst();
  return row !== undefined;
}
