import type { DbOrTrx } from '../../db/connect.ts';
import type { RelationKind, RelationStatus } from '../../db/database.ts';
import { relationsWithOther } from '../../platform/relations.repository.ts';
import { listedColumns } from '../../platform/users.repository.ts';
import type { Sides } from './guardian-rule.ts';

/** Relations of a kind between two people, in either direction. */
export function between(db: DbOrTrx, a: number, b: number, kind: RelationKind) {
  return db
    .selectFrom('relations')
    .selectAll()
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb.and([eb('from_user_id', '=', a), eb('to_user_id', '=', b)]),
        eb.and([eb('from_user_id', '=', b), eb('to_user_id', '=', a)]),
      ]),
    )
    .execute();
}

/** The newest request `fromId` sent `toId` that is still waiting. */
export function pendingFrom(db: DbOrTrx, fromId: number, toId: number) {
  return db
    .selectFrom('relations')
    .selectAll()
    .where('from_user_id', '=', fromId)
    .where('to_user_id', '=', toId)
    .where('status', '=', 'pending')
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
}

export async function insertRelation(
  db: DbOrTrx,
  fromId: number,
  toId: number,
  kind: RelationKind,
  sides: Sides,
) {
  const now = Date.now();
  await db
    .insertInto('relations')
    .values({
      from_user_id: fromId,
      to_user_id: toId,
      kind,
      status: 'pending',
      ...sides,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Sets a relation's status; false when it was not `expected` any more (someone answered first). */
export async function setStatus(db: DbOrTrx, id: number, expected: RelationStatus, status: RelationStatus) {
  const result = await db
    .updateTable('relations')
    .set({ status, updated_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Accepts a request still waiting for the answer and for no parent; false otherwise. */
export async function accept(db: DbOrTrx, id: number) {
  const result = await db
    .updateTable('relations')
    .set({ status: 'accepted', updated_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('from_parent', '!=', 'waiting')
    .where('to_parent', '!=', 'waiting')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a request `fromId` made to `toId` still waiting (answered by the reverse one's acceptance). */
export async function dropPendingFrom(db: DbOrTrx, fromId: number, toId: number, kind: RelationKind) {
  await db
    .deleteFrom('relations')
    .where('from_user_id', '=', fromId)
    .where('to_user_id', '=', toId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .execute();
}

export async function deleteRelation(db: DbOrTrx, id: number) {
  await db.deleteFrom('relations').where('id', '=', id).execute();
}

/** Whether `parentId` is `childId`'s parent with the family's access (one rule for every area). */
export { isFamilyParent as isParentOf } from '../../platform/relations.repository.ts';

/** The user's accepted connections, with the other person, newest first. */
export function accepted(db: DbOrTrx, userId: number) {
  return relationsWithOther(db, userId)
    .select([
      'relations.kind',
      'relations.origin',
      'relations.from_user_id',
      'relations.updated_at',
      ...listedColumns('other'),
    ])
    .where('relations.status', '=', 'accepted')
    .orderBy('relations.updated_at', 'desc')
    .execute();
}

/** Requests still waiting that the user sent (`outgoing`) or was sent (`incoming`), newest first. */
export function pending(db: DbOrTrx, userId: number, direction: 'incoming' | 'outgoing') {
  const [mine, theirs] =
    direction === 'incoming'
      ? (['relations.to_user_id', 'relations.from_user_id'] as const)
      : (['relations.from_user_id', 'relations.to_user_id'] as const);
  return (
    db
      .selectFrom('relations')
      .innerJoin('users as other', 'other.id', theirs)
      .select(['relations.kind', 'relations.updated_at', 'relations.from_parent', ...listedColumns('other')])
      .where(mine, '=', userId)
      .where('relations.status', '=', 'pending')
      // The one asked sees a request only once every parent it waits for has approved.
      .$if(direction === 'incoming', (q) =>
        q.where('relations.from_parent', '!=', 'waiting').where('relations.to_parent', '!=', 'waiting'),
      )
      .orderBy('relations.updated_at', 'desc')
      .execute()
  );
}
