import type { DbOrTrx } from '../../db/connect.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';

/** A master data team a tournament may enter, if there is one. */
export function teamChoice(db: DbOrTrx, teamId: number) {
  return db
    .selectFrom('teams')
    .select(['id', 'name', 'archived_at'])
    .where('id', '=', teamId)
    .executeTakeFirst();
}

/** The venues with these ids that exist. */
export function venuesByIds(db: DbOrTrx, ids: number[]) {
  return db.selectFrom('venues').select(['id', 'name', 'archived_at']).where('id', 'in', ids).execute();
}

/** The parents of these people (accepted parent links from approval or staff). */
export async function parentsOf(db: DbOrTrx, userIds: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('relations')
    .select('from_user_id')
    .where('to_user_id', 'in', userIds)
    .where('kind', '=', 'parent')
    .where('status', '=', 'accepted')
    .where('origin', 'in', FAMILY_ORIGINS)
    .execute();
  return rows.map((r) => r.from_user_id);
}
