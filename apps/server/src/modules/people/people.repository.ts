import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/connect.ts';
import type { UsersTable } from '../../db/database.ts';
import { FAMILY_ORIGINS } from '../../platform/family-links.ts';
import { detailColumns, withRoleAndSport } from '../../platform/users.repository.ts';

/** Which of a user name (any case) and a mobile number already belong to someone other than `exceptUserId`. */
export async function takenFields(
  db: DbOrTrx,
  check: { userName?: string; mobileE164?: string },
  exceptUserId = 0,
): Promise<{ userName: boolean; mobile: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['user_name', 'mobile_e164'])
    .where('id', '!=', exceptUserId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(${sql.ref('user_name')})`, '=', (check.userName ?? '').toLowerCase()),
        eb('mobile_e164', '=', check.mobileE164 ?? ''),
      ]),
    )
    .limit(2)
    .execute();
  return {
    userName:
      !!check.userName && rows.some((r) => r.user_name.toLowerCase() === check.userName?.toLowerCase()),
    mobile: !!check.mobileE164 && rows.some((r) => r.mobile_e164 === check.mobileE164),
  };
}

/** A country code one may choose: of a country not archived, or the one the person has (`keep`). */
export async function isdCodeExists(
  db: DbOrTrx,
  isdCode: string,
  keep: string | null = null,
): Promise<boolean> {
  if (isdCode === keep) return true;
  const row = await db
    .selectFrom('countries')
    .select('id')
    .where('isd_code', '=', isdCode)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

/** A sport one may choose: not archived, or the one the person has (`keep`). */
export async function sportExists(
  db: DbOrTrx,
  sportId: number,
  keep: number | null = null,
): Promise<boolean> {
  if (sportId === keep) return true;
  const row = await db
    .selectFrom('sports')
    .select('id')
    .where('id', '=', sportId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return !!row;
}

export function findProfile(db: DbOrTrx, publicId: string) {
  return withRoleAndSport(db)
    .select([
      'users.id',
      ...detailColumns,
      'users.gender',
      'users.status',
      'users.status_reason',
      'users.mobile_e164',
      'users.sport_id',
      'roles.name as role_name',
      'roles.key as role_key',
      'sports.name as sport_name',
    ])
    .where('users.public_id', '=', publicId)
    .executeTakeFirst();
}

export type Editable = Updateable<
  Pick<
    UsersTable,
    | 'full_name'
    | 'user_name'
    | 'email'
    | 'gender'
    | 'sport_id'
    | 'pending_isd_code'
    | 'pending_mobile'
    | 'password_hash'
    | 'must_change_password'
    | 'profile_image'
  >
>;

export async function updateAccount(db: DbOrTrx, userId: number, changes: Editable): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
}

/** More accounts than this behind one sign-in name are not all charged for its failures. */
const MOST_ACCOUNTS_MEANT = 5;

/**
 * The accounts a sign-in name can mean. Digits (with an optional `+` and separators) mean a mobile
 * number, never a user name (a user name has a letter): with `+` the full international number;
 * bare, the full international number without its `+` or a national number under any country code.
 * Anything else is a user name, in any case. More than one row back means the name is ambiguous.
 */
export function findAccountsMeant(db: DbOrTrx, login: string) {
  const digits = login.replace(/[\s()-]/g, '');
  const isPhone = /^\+?\d{6,15}$/.test(digits);
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where((eb) => {
      if (!isPhone) return eb(sql<string>`lower(${sql.ref('users.user_name')})`, '=', login.toLowerCase());
      const bare = digits.replace(/^\+/, '');
      const international = eb('users.mobile_e164', '=', `+${bare}`);
      if (digits.startsWith('+')) return international;
      return eb.or([international, eb('users.mobile', '=', bare.replace(/^0+/, ''))]);
    })
    .orderBy('users.id')
    .limit(MOST_ACCOUNTS_MEANT)
    .execute();
}

export type AccountMeant = Awaited<ReturnType<typeof findAccountsMeant>>[number];

/** The person and their children (accepted parent links from approval or staff), by date of birth. */
export function householdRows(db: DbOrTrx, userId: number) {
  // One list of ids, not `id = … or id in (…)`: PostgreSQL reads every row for such an OR.
  const ids = db
    .selectFrom('relations')
    .select('to_user_id')
    .where('from_user_id', '=', userId)
    .where('kind', '=', 'parent')
    .where('status', '=', 'accepted')
    .where('origin', 'in', FAMILY_ORIGINS)
    .unionAll(db.selectNoFrom(sql.lit(userId).as('to_user_id')));
  return db
    .selectFrom('users')
    .select(['id', 'public_id', 'full_name', 'status', 'sport_id', 'date_of_birth'])
    .where('id', 'in', ids)
    .orderBy('date_of_birth')
    .execute();
}
