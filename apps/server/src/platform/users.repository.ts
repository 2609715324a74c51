import { sql } from 'kysely';
import type { DbOrTrx } from '../db/connect.ts';

/**
 * The `users` columns areas read about a person, in one place so each area selects the same
 * fields under the same names. Each list is a function of the table's alias so joins that meet the
 * users table more than once (`other`, `sender`) select the same fields.
 */

/** How a person appears in a list of people: enough to name them and show their picture. */
export const listedColumns = <A extends string = 'users'>(alias: A = 'users' as A) =>
  [`${alias}.public_id`, `${alias}.full_name`, `${alias}.user_name`, `${alias}.profile_image`] as const;

/** What a screen about an account shows: the listed fields and how to reach them. */
export const detailColumns = [
  ...listedColumns(),
  'users.isd_code',
  'users.mobile',
  'users.email',
  'users.date_of_birth',
  'users.created_at',
] as const;

/** People with their role and (when they have one) their sport beside them, for a page about one. */
export const withRoleAndSport = (db: DbOrTrx) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('sports', 'sports.id', 'users.sport_id');

/** An account as staff's lists of people read it: who, how to reach them, and its status. */
export const accountColumns = [
  'users.id',
  'users.public_id',
  'users.full_name',
  'users.user_name',
  'users.mobile_e164',
  'users.email',
  'users.status',
] as const;

/** A person as the rules about them read them: who they are, their status, age, number and role. */
const personColumns = [
  'users.id',
  ...listedColumns(),
  'users.status',
  'users.date_of_birth',
  'users.mobile_e164',
  'roles.name as role_name',
  'roles.key as role_key',
  'sports.name as sport',
] as const;

export type PersonKey = { id: number } | { publicId: string } | { mobileE164: string } | { userName: string };

/** One person by id, public id, mobile number or user name (any case, as at sign-in). */
export function findPerson(db: DbOrTrx, by: PersonKey) {
  const query = db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .leftJoin('sports', 'sports.id', 'users.sport_id')
    .select(personColumns);
  if ('id' in by) return query.where('users.id', '=', by.id).executeTakeFirst();
  if ('publicId' in by) return query.where('users.public_id', '=', by.publicId).executeTakeFirst();
  if ('mobileE164' in by) return query.where('users.mobile_e164', '=', by.mobileE164).executeTakeFirst();
  return query
    .where(sql<string>`lower(${sql.ref('users.user_name')})`, '=', by.userName.toLowerCase())
    .executeTakeFirst();
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** Which of these people hold the role (to tell their open consoles its grants changed). */
export async function holdersAmong(db: DbOrTrx, roleId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', roleId)
    .where('id', 'in', userIds)
    .execute();
  return rows.map((row) => row.id);
}
