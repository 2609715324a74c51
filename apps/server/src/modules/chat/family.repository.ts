import type { DbOrTrx } from '../../db/connect.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';

/**
 * Family links (a registration's parent approval, or staff; never a connection request's) of
 * these children, or of this parent: who is whose parent, with the parent's name.
 */
export function familyLinks(db: DbOrTrx, by: { childIds: readonly number[] } | { parentId: number }) {
  if ('childIds' in by && by.childIds.length === 0) return Promise.resolve([]);
  const query = db
    .selectFrom('relations as r')
    .innerJoin('users as p', 'p.id', 'r.from_user_id')
    .select(['r.to_user_id as child_id', 'r.from_user_id as parent_id', 'p.full_name as parent_name'])
    .where('r.kind', '=', 'parent')
    .where('r.status', '=', 'accepted')
    .where('r.origin', 'in', FAMILY_ORIGINS)
    .orderBy('r.id');
  return 'childIds' in by
    ? query.where('r.to_user_id', 'in', [...by.childIds]).execute()
    : query.where('r.from_user_id', '=', by.parentId).execute();
}

/** The people a child has exchanged messages with (not counting their parents' notes in a group). */
export async function counterpartsOf(db: DbOrTrx, childId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['from_user_id', 'to_user_id'])
    .where('thread_user_id', 'is', null)
    .where((eb) => eb.or([eb('from_user_id', '=', childId), eb('to_user_id', '=', childId)]))
    .groupBy(['from_user_id', 'to_user_id'])
    .execute();
  return [...new Set(rows.map((r) => (r.from_user_id === childId ? r.to_user_id : r.from_user_id)))];
}

/** A message to a child held in quiet hours: it reaches the child now. False when it had already. */
export async function release(db: DbOrTrx, id: number): Promise<boolean> {
  const done = await db
    .updateTable('messages')
    .set({ held_until: null })
    .where('id', '=', id)
    .where('held_until', 'is not', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}
