import type { DbOrTrx } from '../../db/connect.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';

/** The people of a page of registrations: each one's mobile number and role. */
export function peopleContacts(db: DbOrTrx, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .innerJoin('roles', 'roles.id', 'u.role_id')
    .select(['u.id', 'u.mobile_e164', 'roles.key as role_key'])
    .where('u.id', 'in', [...userIds])
    .execute();
}

/**
 * The parents and guardians of a page's people: the family links (the registration's parent
 * approval, or staff), not a connection request's, as a child's record shows them.
 */
export function familyParents(db: DbOrTrx, childIds: readonly number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('relations as r')
    .innerJoin('users as p', 'p.id', 'r.from_user_id')
    .innerJoin('roles', 'roles.id', 'p.role_id')
    .select(['r.to_user_id as child_id', 'p.full_name', 'p.mobile_e164', 'roles.key as role_key'])
    .where('r.to_user_id', 'in', [...childIds])
    .where('r.kind', '=', 'parent')
    .where('r.status', '=', 'accepted')
    .where('r.origin', 'in', FAMILY_ORIGINS)
    .orderBy('r.id')
    .execute();
}

export async function registrationCount(db: DbOrTrx, eventId: number) {
  const row = await db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
