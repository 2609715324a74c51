import { UserStatus } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import type { ParentRequestStatus } from '../../db/database.ts';

/** A child names one parent at a time: naming another replaces the open request. */
export async function supersedeOpen(db: DbOrTrx, childId: number): Promise<void> {
  await db
    .updateTable('parent_requests')
    .set({ status: 'superseded' })
    .where('child_id', '=', childId)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertRequest(
  db: DbOrTrx,
  r: {
    publicId: string;
    childId: number;
    parentE164: string;
    parentUserId: number | null;
    now: number;
    ttlMs: number;
  },
) {
  await db
    .insertInto('parent_requests')
    .values({
      public_id: r.publicId,
      child_id: r.childId,
      parent_mobile_e164: r.parentE164,
      parent_user_id: r.parentUserId,
      status: 'pending',
      created_at: r.now,
      expires_at: r.now + r.ttlMs,
    })
    .execute();
}

/** The child's requests, newest first. */
export function requestsOf(db: DbOrTrx, childId: number) {
  return db
    .selectFrom('parent_requests')
    .selectAll()
    .where('child_id', '=', childId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

/** Records the answer once; false when the request was answered already. */
export async function decideRequest(
  db: DbOrTrx,
  id: number,
  d: { status: ParentRequestStatus; reason: string | null; parentUserId: number; now: number },
) {
  const result = await db
    .updateTable('parent_requests')
    .set({ status: d.status, reason: d.reason, parent_user_id: d.parentUserId, decided_at: d.now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Links parent and child (accepted), whatever connection the two had of that kind before: from the
 * parent's approval, or made by staff on the child's record (`origin`).
 */
export async function linkParent(
  db: DbOrTrx,
  link: { parentId: number; childId: number; now: number; origin: 'approval' | 'staff' },
) {
  const { parentId, childId, now, origin } = link;
  await db
    .insertInto('relations')
    .values({
      from_user_id: parentId,
      to_user_id: childId,
      kind: 'parent',
      status: 'accepted',
      origin,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['from_user_id', 'to_user_id', 'kind'])
        .doUpdateSet({ status: 'accepted', origin, updated_at: now }),
    )
    .execute();
}

/** Moves the child on from status 7; false when it is no longer waiting for a parent. */
export async function moveChildOn(db: DbOrTrx, childId: number, status: number) {
  const result = await db
    .updateTable('users')
    .set({ status, updated_at: Date.now() })
    .where('id', '=', childId)
    .where('status', '=', 7)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Children still waiting for this parent (by account or by the number the child gave), oldest first. */
export function waitingFor(db: DbOrTrx, parent: { id: number; mobileE164: string }, now: number) {
  return db
    .selectFrom('parent_requests')
    .innerJoin('users as child', 'child.id', 'parent_requests.child_id')
    .select([
      'child.public_id as childId',
      'child.full_name',
      'parent_requests.created_at',
      'parent_requests.expires_at',
    ])
    .where('parent_requests.status', '=', 'pending')
    .where('parent_requests.expires_at', '>', now)
    .where('child.status', '=', UserStatus.awaitingParent)
    .where('child.id', '!=', parent.id)
    .where((eb) =>
      eb.or([
        eb('parent_requests.parent_user_id', '=', parent.id),
        eb('parent_requests.parent_mobile_e164', '=', parent.mobileE164),
      ]),
    )
    .orderBy('parent_requests.created_at')
    .orderBy('parent_requests.id')
    .limit(50)
    .execute();
}

/** The parent a child waits for: the open request, with the parent's name when they have an account. */
export function pendingParentOf(db: DbOrTrx, childId: number, now: number) {
  return db
    .selectFrom('parent_requests')
    .leftJoin('users as parent', (join) =>
      join.on((eb) =>
        eb.or([
          eb('parent.id', '=', eb.ref('parent_requests.parent_user_id')),
          eb('parent.mobile_e164', '=', eb.ref('parent_requests.parent_mobile_e164')),
        ]),
      ),
    )
    .select([
      'parent_requests.parent_mobile_e164 as mobile',
      'parent_requests.created_at',
      'parent_requests.expires_at',
      'parent.public_id',
      'parent.full_name',
    ])
    .where('parent_requests.child_id', '=', childId)
    .where('parent_requests.status', '=', 'pending')
    .where('parent_requests.expires_at', '>', now)
    .orderBy('parent_requests.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
