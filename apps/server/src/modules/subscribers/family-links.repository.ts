import type { DbOrTrx } from '../../db/connect.ts';
import { PARENT_LINK_REVIEW_LIMIT } from '@fieldhouse/contract';

/** The parent link from `parentId` to `childId`, whatever its status and origin. */
export function parentLink(db: DbOrTrx, parentId: number, childId: number) {
  return db
    .selectFrom('relations')
    .select(['id', 'status', 'origin'])
    .where('kind', '=', 'parent')
    .where('from_user_id', '=', parentId)
    .where('to_user_id', '=', childId)
    .executeTakeFirst();
}

/** Deletes the link if it is still there; false when someone removed it first. */
export async function unlink(db: DbOrTrx, id: number): Promise<boolean> {
  const result = await db.deleteFrom('relations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

const requestMade = (db: DbOrTrx) =>
  db
    .selectFrom('relations')
    .where('relations.kind', '=', 'parent')
    .where('relations.origin', '=', 'request')
    .where('relations.status', '=', 'accepted');

/** Accepted parent links a connection request made, oldest first, with both people. */
export function requestMadeLinks(db: DbOrTrx) {
  return requestMade(db)
    .innerJoin('users as parent', 'parent.id', 'relations.from_user_id')
    .innerJoin('users as child', 'child.id', 'relations.to_user_id')
    .select([
      'relations.updated_at',
      'parent.public_id as parent_public_id',
      'parent.full_name as parent_full_name',
      'parent.user_name as parent_user_name',
      'child.public_id as child_public_id',
      'child.full_name as child_full_name',
      'child.user_name as child_user_name',
      'child.date_of_birth as child_date_of_birth',
    ])
    .orderBy('relations.updated_at')
    .orderBy('relations.id')
    .limit(PARENT_LINK_REVIEW_LIMIT)
    .execute();
}

export async function countRequestMadeLinks(db: DbOrTrx): Promise<number> {
  const row = await requestMade(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
