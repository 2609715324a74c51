import type { DbOrTrx } from '../../db/connect.ts';
import type { ParentApproval } from '../../db/database.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';
import { relationsWithOther } from '../../platform/relations.repository.ts';
import { listedColumns } from '../../platform/users.repository.ts';

/** Which minor's parent a request waits for: the asker's (`from_parent`) or the one asked (`to_parent`). */
export type Side = 'from_parent' | 'to_parent';

/** The parents with the family's access to a child (the registration's approval or staff). */
export async function familyParentIds(db: DbOrTrx, childId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('relations')
    .select('from_user_id')
    .where('kind', '=', 'parent')
    .where('status', '=', 'accepted')
    .where('origin', 'in', FAMILY_ORIGINS)
    .where('to_user_id', '=', childId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.from_user_id);
}

/**
 * A parent approves their child's side of a request still waiting for them; false when it no
 * longer does (another parent decided, it was withdrawn, or answered meanwhile).
 */
export async function approveSide(db: DbOrTrx, id: number, side: Side) {
  const result = await db
    .updateTable('relations')
    .set({ [side]: 'approved', updated_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where(side, '=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A parent declines a request waiting for them: it ends as declined. False as `approveSide`. */
export async function declineSide(db: DbOrTrx, id: number, side: Side) {
  const result = await db
    .updateTable('relations')
    .set({ status: 'declined', updated_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where(side, '=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The requests to or from a child that wait for the child's parent: ones the child made whose
 * side waits, and ones made to the child whose asker's side is settled (an asker who is a minor
 * waits for their own parent first).
 */
export function awaitingParentOf(db: DbOrTrx, childId: number) {
  return relationsWithOther(db, childId)
    .where((eb) =>
      eb.or([
        eb.and([eb('relations.from_user_id', '=', childId), eb('relations.from_parent', '=', 'waiting')]),
        eb.and([
          eb('relations.to_user_id', '=', childId),
          eb('relations.to_parent', '=', 'waiting'),
          eb('relations.from_parent', '!=', 'waiting'),
        ]),
      ]),
    )
    .select(['relations.kind', 'relations.from_user_id', 'relations.updated_at', ...listedColumns('other')])
    .where('relations.status', '=', 'pending')
    .orderBy('relations.updated_at', 'desc')
    .execute();
}

/** Asks again after a decline: waiting once more, for whichever parents the request needs now. */
export async function reopen(db: DbOrTrx, id: number, sides: Record<Side, ParentApproval>) {
  await db
    .updateTable('relations')
    .set({ status: 'pending', ...sides, updated_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', 'declined')
    .execute();
}

/** Requests still waiting for a parent on either side, by id after `afterId`, a page at a time. */
export function waitingForAnyParent(db: DbOrTrx, afterId: number, limit: number) {
  return db
    .selectFrom('relations')
    .select(['id', 'from_user_id', 'to_user_id', 'kind', 'from_parent', 'to_parent'])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('from_parent', '=', 'waiting'), eb('to_parent', '=', 'waiting')]))
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * A request stops waiting for the parents it no longer needs: its sides become `after`, only if
 * it is still pending with the sides it had when read. False when something changed it first.
 */
export async function releaseSides(
  db: DbOrTrx,
  row: { id: number } & Record<Side, ParentApproval>,
  after: Record<Side, ParentApproval>,
) {
  const result = await db
    .updateTable('relations')
    .set({ ...after, updated_at: Date.now() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('from_parent', '=', row.from_parent)
    .where('to_parent', '=', row.to_parent)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
